// Every knob of a rule set (ruleSet.ts) as data: its kind, the values it takes, its default and one
// line about it. This table is the one source of truth for a rule file's format: validate.ts checks
// a file against it, jsonSchema.ts makes docs/rule-set.schema.json from it, and the types below make
// the compiler refuse a table that misses a knob of RuleSet, has one RuleSet lacks, or calls an
// optional knob required (or the other way round).
import type { CellRules, DeckRules, FoundationRules, HoleRules, ReserveRules, RuleSet, StockRules, TableauRules } from './ruleSet.js';

/** How many columns a rule set may have. */
export const MAX_PILES = 20;
/** The most cards a rule set can deal: two decks. */
export const MAX_CARDS = 104;
/** The longest name: it is the title in the header and a row of `leaves stats`. */
export const MAX_NAME = 60;
export const MAX_DESCRIPTION = 2000;
export const MAX_REDEALS = 100;

interface Described {
  /** One line for the documentation and the schema's description. */
  doc: string;
}

export type Field = Described &
  (
    | { kind: 'enum'; values: readonly string[]; default?: string }
    /** A whole number from min to max; `only`: just these of them. */
    | { kind: 'integer'; min: number; max: number; only?: readonly number[]; default?: number }
    | { kind: 'boolean'; default?: boolean }
    | { kind: 'text'; maxLength: number }
    /** A whole number, or a list of whole numbers (one per column). */
    | { kind: 'integer-or-list'; min: number; max: number; default?: number }
    /** A list of whole numbers. */
    | { kind: 'list'; min: number; max: number; defaultWords?: string }
    /** A whole number in range, or one of the words. */
    | { kind: 'integer-or-enum'; min: number; max: number; values: readonly string[]; default?: string | number }
    | { kind: 'object'; fields: Fields }
  );

/** A field with whether a rule set must give it. */
export type Knob = Field & { required: boolean };
export type Fields = Readonly<Record<string, Knob>>;

/** True when K is an optional member of T. */
type IsOptional<T, K extends keyof T> = object extends Pick<T, K> ? true : false;

/** A table for T: exactly T's keys, each marked required as T has it. */
type TableOf<T> = { readonly [K in keyof Required<T>]: Field & { required: K extends keyof T ? (IsOptional<T, K> extends true ? false : true) : never } };

const ENUMS = {
  build: ['alternate-colours', 'suit', 'any-suit', 'none'],
  move: ['one', 'build-run', 'suit-run', 'any-face-up', 'whole-pile', 'top-or-whole-pile'],
  empty: ['any', 'kings', 'none', 'reserve'],
} as const;

const tableau: TableOf<TableauRules> = {
  piles: { kind: 'integer', min: 1, max: MAX_PILES, required: true, doc: 'How many columns.' },
  cards: { kind: 'integer-or-list', min: 0, max: MAX_CARDS, required: true, doc: 'Cards dealt to each column: one number for every column, or a list with one number per column.' },
  faceDown: { kind: 'integer-or-list', min: 0, max: MAX_CARDS, default: 0, required: false, doc: "How many of each column's cards lie face down at its bottom: one number, or one per column." },
  build: { kind: 'enum', values: ENUMS.build, default: 'alternate-colours', required: false, doc: 'How a column builds down: in alternating colours, in suit, in any suit, or not at all.' },
  wrap: { kind: 'boolean', default: false, required: false, doc: 'Whether building turns the corner, an ace taking a king.' },
  move: { kind: 'enum', values: ENUMS.move, default: 'build-run', required: false, doc: 'Which groups move: one card, a run in the build order, a run in one suit, any face-up card with everything on it, whole piles, or the top card or the whole pile.' },
  limitGroupsBySpace: { kind: 'boolean', default: false, required: false, doc: "Whether a group moves only as far as it could card by card through empty cells and columns ((f + 1) × 2^e cards)." },
  empty: { kind: 'enum', values: ENUMS.empty, default: 'any', required: false, doc: 'What an empty column takes: any card, kings only, nothing, or at once the top reserve card.' },
};

const foundations: TableOf<FoundationRules> = {
  count: { kind: 'integer', min: 4, max: 8, required: false, doc: 'How many foundations: 4 per deck (the default); foundation i holds spades, hearts, diamonds, clubs in turn.' },
  base: { kind: 'integer-or-enum', min: 1, max: 13, values: ['ace', 'first-dealt'], default: 'ace', required: false, doc: "The first card of every foundation: 'ace', a rank from 1 to 13, or 'first-dealt' (one card is dealt up and its rank starts them all)." },
  wrap: { kind: 'boolean', default: false, required: false, doc: 'Whether a foundation turns the corner from king to ace.' },
  acesStartUp: { kind: 'boolean', default: false, required: false, doc: 'Whether the aces start on their foundations.' },
  cardsComeBack: { kind: 'boolean', default: false, required: false, doc: "Whether a foundation's top card may come back to a column." },
  completeRuns: { kind: 'boolean', default: false, required: false, doc: "Whether only a whole king-to-ace run of one suit goes up, leaving its column at once." },
};

const hole: TableOf<HoleRules> = {
  start: { kind: 'enum', values: ['ace-of-spades', 'stock'], required: true, doc: 'What starts the hole: the ace of spades, dealt into it, or the first card of the stock.' },
  wrap: { kind: 'boolean', default: false, required: false, doc: 'Whether king and ace are neighbours on the hole.' },
};

const cells: TableOf<CellRules> = {
  count: { kind: 'integer', min: 1, max: 10, required: true, doc: 'How many free cells, each holding one card.' },
  dealt: { kind: 'integer', min: 0, max: 10, default: 0, required: false, doc: 'How many of them the deal fills, from the first.' },
};

const reserve: TableOf<ReserveRules> = {
  cards: { kind: 'integer', min: 1, max: MAX_CARDS, required: true, doc: 'How many cards the reserve is dealt.' },
  layout: { kind: 'enum', values: ['stacked', 'spread'], default: 'stacked', required: false, doc: "'stacked': one pile, only its top card playable; 'spread': every card face up and playable." },
};

const stock: TableOf<StockRules> = {
  to: { kind: 'enum', values: ['waste', 'columns', 'hole'], required: true, doc: "Where the stock goes: onto a waste, one card onto each column, or onto the hole." },
  draw: { kind: 'integer', min: 1, max: 52, default: 1, required: false, doc: "'waste': cards turned onto the waste at a time." },
  redeals: { kind: 'integer-or-enum', min: 0, max: MAX_REDEALS, values: ['unlimited'], default: 0, required: false, doc: "'waste': how many times the waste may be turned over into a new stock: a number or 'unlimited'." },
  columns: { kind: 'list', min: 0, max: MAX_PILES - 1, defaultWords: 'every column', required: false, doc: "'columns': which columns get a card, counted from 0." },
  needsNoEmptyColumn: { kind: 'boolean', default: false, required: false, doc: "'columns': whether dealing needs every column filled." },
};

const deck: TableOf<DeckRules> = {
  decks: { kind: 'integer', min: 1, max: 2, default: 1, required: false, doc: 'One deck or two.' },
  suits: { kind: 'integer', min: 1, max: 4, only: [1, 2, 4], default: 4, required: false, doc: 'How many suits make up each deck (a deck of fewer suits has as many cards).' },
};

const ruleSet: TableOf<RuleSet> = {
  name: { kind: 'text', maxLength: MAX_NAME, required: true, doc: "The game's name, as the title and the statistics show it." },
  description: { kind: 'text', maxLength: MAX_DESCRIPTION, required: false, doc: 'The rules in a short paragraph, for the help screen (default: said from the knobs).' },
  deck: { kind: 'object', fields: deck, required: false, doc: 'The cards: one or two decks, of four suits or fewer.' },
  tableau: { kind: 'object', fields: tableau, required: true, doc: 'The columns: how many, how they are dealt, how they build, which groups move, what an empty one takes.' },
  foundations: { kind: 'object', fields: foundations, required: false, doc: 'The foundations, built up in suit from their base (a rule set has these or a hole).' },
  hole: { kind: 'object', fields: hole, required: false, doc: 'A single foundation any card goes on one rank above or below its top card, suit aside.' },
  cells: { kind: 'object', fields: cells, required: false, doc: 'Free cells, each holding one card.' },
  reserve: { kind: 'object', fields: reserve, required: false, doc: 'A reserve of cards dealt apart, played from but never built on.' },
  stock: { kind: 'object', fields: stock, required: false, doc: 'The cards left after the deal and where they go; absent: the deal uses every card.' },
  win: { kind: 'enum', values: ['all-home', 'tableau-empty'], default: 'all-home', required: false, doc: "When the game is won: every card home, or the columns clear whatever the stock holds." },
};

/** The whole format: the rule set's fields. */
export const RULE_SET_FIELDS: Fields = ruleSet;

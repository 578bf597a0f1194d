// A patience described as data: the rule set that one rules engine (this folder) plays and one
// solver (solver/) searches. The shipped rule-set games (engine/games/<id>/) are values of this
// type; a player's rule file (docs/rule-files.md) is the same object as JSON, checked by
// validate.ts. Every knob has a default, so a file says only what differs from it.
import type { Suit } from '../cards/cards.js';

/** How a column builds: a card goes on one rank higher (down), of this colour or suit. */
export type BuildRule = 'alternate-colours' | 'suit' | 'any-suit' | 'none';

/**
 * Which groups of cards move together from a column:
 * - 'one': one card at a time;
 * - 'build-run': any number of cards off the end of a run in the build order;
 * - 'suit-run': any number of cards off the end of a run descending in one suit;
 * - 'any-face-up': any face-up card with everything on top of it, in order or not;
 * - 'whole-pile': only a whole pile (every card of it face up);
 * - 'top-or-whole-pile': the last card alone, or the whole pile.
 */
export type GroupRule = 'one' | 'build-run' | 'suit-run' | 'any-face-up' | 'whole-pile' | 'top-or-whole-pile';

/**
 * What an empty column takes: 'any' card or group, 'kings' only (a group headed by a king),
 * 'none', or 'reserve': filled at once with the top reserve card (part of the move that emptied
 * it) while the reserve has cards, and any card once it is empty.
 */
export type EmptyRule = 'any' | 'kings' | 'none' | 'reserve';

export interface TableauRules {
  /** How many columns. */
  piles: number;
  /** Cards dealt to each column: one number for every column, or one per column. */
  cards: number | readonly number[];
  /** How many of each column's cards lie face down at its bottom (default 0: all face up). */
  faceDown?: number | readonly number[];
  /** How a column builds (default 'alternate-colours'). */
  build?: BuildRule;
  /** Whether building turns the corner, an ace taking a king (default false). */
  wrap?: boolean;
  /** Which groups move (default 'build-run'). */
  move?: GroupRule;
  /**
   * Whether a group of more than one card moves only as it could card by card through the empty
   * free cells and empty columns: (f + 1) × 2^e cards, e counting only empty columns that take any
   * card and not the one moved into. Default false: any length.
   */
  limitGroupsBySpace?: boolean;
  /** What an empty column takes (default 'any'). */
  empty?: EmptyRule;
}

export interface FoundationRules {
  /** How many foundations: 4 per deck (default); foundation i holds SUITS[i % 4]. */
  count?: number;
  /**
   * The first card of every foundation: 'ace' (default), a rank (1–13), or 'first-dealt' (the
   * deal puts one card on its foundation, and its rank starts all of them).
   */
  base?: 'ace' | number | 'first-dealt';
  /** Whether a foundation turns the corner from king to ace (default false). */
  wrap?: boolean;
  /** Whether the aces start on their foundations (default false). */
  acesStartUp?: boolean;
  /** Whether a foundation's top card may be moved back to a column (default false). */
  cardsComeBack?: boolean;
  /**
   * Whether only a whole king-to-ace run of one suit goes up, leaving its column at once as part of
   * the move that completed it, into `removed` (default false). Win: `count` runs.
   */
  completeRuns?: boolean;
}

/**
 * A single foundation pile any card may go on that is one rank above or below its top card, suit
 * and colour aside. It is state.foundations[0]; a rule set has either
 * `foundations` or `hole`.
 */
export interface HoleRules {
  /** What starts it: the ace of spades, or the next card of the stock. */
  start: 'ace-of-spades' | 'stock';
  /** Whether king and ace are neighbours (default false). */
  wrap?: boolean;
}

export interface CellRules {
  /** How many free cells, each holding one card. */
  count: number;
  /** How many of them the deal fills, from the first (default 0). */
  dealt?: number;
}

export interface ReserveRules {
  /** How many cards. */
  cards: number;
  /**
   * 'stacked' (default): one pile, only its top card face up and playable; 'spread':
   * every card face up and playable, each a pile of its own.
   */
  layout?: 'stacked' | 'spread';
}

export interface StockRules {
  /**
   * Where the stock goes: 'waste' (turned `draw` at a time), 'columns' (one card onto the end of
   * each column in `columns`, left to right, as far as the cards go), or 'hole' (one card onto
   * the hole, the new card to play on).
   */
  to: 'waste' | 'columns' | 'hole';
  /** Cards turned onto the waste at a time (default 1). */
  draw?: number;
  /** How many times the waste may be turned over into a new stock: a number or 'unlimited' (default 0). */
  redeals?: number | 'unlimited';
  /** 'columns': which columns get a card, 0-based (default every column). */
  columns?: readonly number[];
  /** 'columns': whether dealing needs every column filled (default false). */
  needsNoEmptyColumn?: boolean;
}

/** The cards: one or two decks; fewer suits make a deck of the same size from fewer suits. */
export interface DeckRules {
  decks?: 1 | 2;
  suits?: 1 | 2 | 4;
}

export interface RuleSet {
  /** The game's name, as the title and the statistics show it. */
  name: string;
  /** The rules in a short paragraph, for the help screen (default: said from the knobs). */
  description?: string;
  deck?: DeckRules;
  tableau: TableauRules;
  foundations?: FoundationRules;
  hole?: HoleRules;
  cells?: CellRules;
  reserve?: ReserveRules;
  /** The cards left after the deal; absent: none are left (a deal that leaves some is an error). */
  stock?: StockRules;
  /**
   * When the game is won: 'all-home' (default: every card on the foundations, in the hole or
   * removed) or 'tableau-empty' (the columns are clear, whatever the stock holds).
   */
  win?: 'all-home' | 'tableau-empty';
}

export type { Suit };

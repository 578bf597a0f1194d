// Checks a player's rule file (docs/rule-files.md) before anything plays it: every field against
// the table of knobs (ruleSetSchema.ts), then the fields against each other and the deal against
// the deck. Each thing wrong is one line naming the field by its path and what it accepts, so a
// player can fix the file from the messages alone. The rule set handed back is rebuilt from the
// checked fields only.
import { didYouMean } from '../../text/didYouMean.js';
import { hasControl, quoted } from '../../text/visible.js';
import { jsonSyntaxError } from './jsonSyntax.js';
import type { RuleSet } from './ruleSet.js';
import { RULE_SET_FIELDS, type Field, type Fields } from './ruleSetSchema.js';

/** A rule set that checked out, or one line per thing wrong. */
export type Checked = { rules: RuleSet; problems?: undefined } | { rules?: undefined; problems: string[] };

/** The field a file may name its schema by (editors read it); it is not part of the rule set. */
export const SCHEMA_FIELD = '$schema';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as a problem line quotes it, cut short with its control characters made visible; an
 * object or a list nested too deep to write is named.
 */
function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Array.isArray(value) ? 'a list' : 'an object';
  }
  return quoted(text, 40);
}

const listed = (words: readonly (string | number)[]) => (words.length === 1 ? String(words[0]) : `${words.slice(0, -1).join(', ')} or ${String(words.at(-1))}`);

/** What a field accepts, in words: "one of alternate-colours, suit, any-suit, none". */
export function accepts(field: Field): string {
  switch (field.kind) {
    case 'enum':
      return `one of ${field.values.join(', ')}`;
    case 'integer':
      return field.only ? listed(field.only) : `a whole number from ${field.min} to ${field.max}`;
    case 'boolean':
      return 'true or false';
    case 'text':
      return `text of 1 to ${field.maxLength} characters, on one line, with no control characters`;
    case 'integer-or-list':
      return `a whole number from ${field.min} to ${field.max}, or a list of them, one per column`;
    case 'list':
      return `a list of column numbers from ${field.min} to ${field.max}`;
    case 'integer-or-enum':
      return `${field.values.join(', ')} or a whole number from ${field.min} to ${field.max}`;
    case 'object':
      return `an object with the fields ${Object.keys(field.fields).join(', ')}`;
  }
}

const inRange = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Whether `value` is one the field takes (an object's own fields are checked by checkObject). */
function fits(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case 'enum':
      return typeof value === 'string' && field.values.includes(value);
    case 'integer':
      return inRange(value, field.min, field.max) && (!field.only || field.only.includes(value));
    case 'boolean':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string' && value.trim().length > 0 && value.length <= field.maxLength && !hasControl(value);
    case 'integer-or-list':
      return inRange(value, field.min, field.max) || (Array.isArray(value) && value.length > 0 && value.length <= 2 * 52 && value.every((n) => inRange(n, field.min, field.max)));
    case 'list':
      return Array.isArray(value) && value.length <= field.max + 1 && value.every((n) => inRange(n, field.min, field.max));
    case 'integer-or-enum':
      return inRange(value, field.min, field.max) || (typeof value === 'string' && field.values.includes(value));
    case 'object':
      return isRecord(value);
  }
}

/** Whether `value` is a name a rule set may have (a statistics key holds it). */
export function isRuleSetName(value: unknown): value is string {
  return fits(RULE_SET_FIELDS.name!, value);
}

/** Checks `value` against `fields`, pushing a line per problem; the checked copy of it. */
function checkObject(value: Record<string, unknown>, fields: Fields, path: string, problems: string[]): Record<string, unknown> {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const names = Object.keys(fields);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (path === '' && key === SCHEMA_FIELD) {
      if (typeof value[key] !== 'string') problems.push(`${SCHEMA_FIELD} must be text (the schema's address), not ${shown(value[key])}`);
      continue;
    }
    if (!Object.hasOwn(fields, key)) problems.push(`${at(quoted(key))}: there is no such field${didYouMean(key, names)}; ${path || 'a rule set'} takes ${names.join(', ')}`);
  }
  for (const [key, field] of Object.entries(fields)) {
    const given = Object.hasOwn(value, key) ? value[key] : undefined;
    if (given === undefined) {
      if (field.required) problems.push(`${at(key)} is missing: it takes ${accepts(field)} (${field.doc.replace(/\.$/, '').toLowerCase()})`);
      continue;
    }
    if (!fits(field, given)) {
      const hint = typeof given === 'string' && field.kind === 'enum' ? didYouMean(given, field.values) : '';
      problems.push(`${at(key)} must be ${accepts(field)}, not ${shown(given)}${hint}`);
      continue;
    }
    copy[key] = field.kind === 'object' ? checkObject(given as Record<string, unknown>, field.fields, at(key), problems) : structuredClone(given);
  }
  return copy;
}

const DECK_CARDS = 52;
const counted = (what: number | readonly number[] | undefined, piles: number): number[] => (Array.isArray(what) ? [...what] : Array.from({ length: piles }, () => (what as number | undefined) ?? 0));

/** The fields against each other, and the deal against the deck: a line per problem. */
function checkTogether(rules: RuleSet, problems: string[]): void {
  const { tableau, foundations, hole, cells, reserve, stock } = rules;
  const decks = rules.deck?.decks ?? 1;
  for (const key of ['cards', 'faceDown'] as const) {
    const value = tableau[key];
    if (Array.isArray(value) && value.length !== tableau.piles) problems.push(`tableau.${key} lists ${value.length} numbers for ${tableau.piles} piles: give one per pile, or one number for all`);
  }
  const cards = counted(tableau.cards, tableau.piles);
  const faceDown = counted(tableau.faceDown, tableau.piles);
  faceDown.forEach((down, i) => {
    if (i < cards.length && down > 0 && down >= cards[i]!) problems.push(`tableau.faceDown: column ${i + 1} would have ${down} of its ${cards[i]} cards face down; its top card is dealt face up, so at most ${Math.max(0, cards[i]! - 1)}`);
  });
  if (foundations && hole) problems.push('hole: a rule set has foundations or a hole, not both (remove one of them)');
  if (foundations?.count !== undefined && foundations.count !== 4 * decks) problems.push(`foundations.count is ${foundations.count}, but ${decks === 1 ? 'one deck makes 4' : 'two decks make 8'} foundations`);
  if (foundations?.acesStartUp && foundations.base !== undefined && foundations.base !== 'ace' && foundations.base !== 1) problems.push(`foundations.acesStartUp needs foundations that start from the ace (foundations.base is ${shown(foundations.base)})`);
  // A foundation that starts above the ace and does not turn the corner never takes the ranks below its base.
  const startsAboveAce = foundations?.base !== undefined && foundations.base !== 'ace' && foundations.base !== 1;
  if (startsAboveAce && !foundations!.wrap && !foundations!.completeRuns) problems.push(`foundations.base is ${shown(foundations!.base)}, so the foundations need "wrap": true to take the ranks below it (without it no deal can be won)`);
  // Foundations by suit take spades, hearts, diamonds and clubs, 13 of each a deck: fewer suits never all go up.
  const suits = rules.deck?.suits ?? 4;
  if (suits < 4 && !hole && !foundations?.completeRuns) problems.push(`deck.suits is ${suits}, but foundations by suit need all four suits (add "completeRuns": true to foundations, use a hole, or deal 4 suits)`);
  if (foundations?.completeRuns) {
    // Whole runs leave the table by themselves: nothing starts on a foundation.
    if (foundations.acesStartUp) problems.push('foundations.acesStartUp does not go with foundations.completeRuns: whole king-to-ace runs go up, no card starts up (remove one of them)');
    if (foundations.base === 'first-dealt') problems.push('foundations.base "first-dealt" does not go with foundations.completeRuns: whole king-to-ace runs go up, no card starts up (remove one of them)');
  }
  if (cells && (cells.dealt ?? 0) > cells.count) problems.push(`cells.dealt is ${cells.dealt}, more than the ${cells.count} cells`);
  if (tableau.empty === 'reserve' && !reserve) problems.push('tableau.empty is "reserve", but there is no reserve (add "reserve")');
  if (stock?.to === 'hole' && !hole) problems.push('stock.to is "hole", but there is no hole (add "hole")');
  if (hole?.start === 'stock' && stock?.to !== 'hole') problems.push('hole.start is "stock": it needs a stock dealt to the hole ("stock": { "to": "hole" })');
  if (stock) {
    for (const key of ['draw', 'redeals'] as const) {
      if (stock[key] !== undefined && stock.to !== 'waste') problems.push(`stock.${key} is only for a stock turned onto the waste (stock.to is "${stock.to}")`);
    }
    for (const key of ['columns', 'needsNoEmptyColumn'] as const) {
      if (stock[key] !== undefined && stock.to !== 'columns') problems.push(`stock.${key} is only for a stock dealt to the columns (stock.to is "${stock.to}")`);
    }
    if (stock.columns?.length === 0) problems.push('stock.columns is an empty list, so a deal would move no card: name the columns that get one, or leave it out for every column');
    const outside = (stock.columns ?? []).filter((column) => column >= tableau.piles);
    if (outside.length > 0) problems.push(`stock.columns names column ${listed(outside)}, but the columns are 0 to ${tableau.piles - 1}`);
    if (new Set(stock.columns ?? []).size !== (stock.columns ?? []).length) problems.push('stock.columns names a column twice');
  }
  checkDeal(rules, cards, problems);
}

/** The cards the deal needs against the deck: neither more than it has, nor some left with no stock. */
function checkDeal(rules: RuleSet, cards: readonly number[], problems: string[]): void {
  const decks = rules.deck?.decks ?? 1;
  const deck = DECK_CARDS * decks;
  const parts: [string, number][] = [
    [`${rules.tableau.piles} columns`, cards.reduce((sum, n) => sum + n, 0)],
    ['cells', rules.cells?.dealt ?? 0],
    ['reserve', rules.reserve?.cards ?? 0],
    ['the hole', rules.hole?.start === 'ace-of-spades' ? 1 : 0],
    ['the first foundation card', rules.foundations?.base === 'first-dealt' ? 1 : 0],
    ['the aces', rules.foundations?.acesStartUp ? 4 * decks : 0],
  ];
  const dealt = parts.reduce((sum, [, n]) => sum + n, 0);
  const words = parts.filter(([, n]) => n > 0).map(([what, n]) => `${what}: ${n}`).join(', ');
  const deckWords = `${decks === 1 ? 'the deck has' : 'two decks have'} ${deck}`;
  if (dealt > deck) problems.push(`the deal needs ${dealt} cards (${words}), but ${deckWords}`);
  else if (dealt < deck && !rules.stock) problems.push(`the deal uses ${dealt} cards (${words}) and ${deckWords}: the ${deck - dealt} left need a stock (add "stock"), or deal them`);
  else if (dealt === deck && rules.stock) problems.push(`the deal uses all ${deck} cards (${words}), so the stock would be empty: remove "stock", or deal fewer`);
}

/** Checks a rule set given as a value (parsed JSON, or a save's options.rules). */
export function validateRuleSet(value: unknown): Checked {
  if (!isRecord(value)) return { problems: [`a rule set is an object of fields ({ "name": …, "tableau": { … } }), not ${shown(value)}`] };
  const problems: string[] = [];
  const rules = checkObject(value, RULE_SET_FIELDS, '', problems) as unknown as RuleSet;
  if (problems.length > 0) return { problems };
  checkTogether(rules, problems);
  return problems.length > 0 ? { problems } : { rules };
}

/** Whether a value is a rule set that validateRuleSet accepts, as it is (so that it can be kept as given). */
export function isPlayableRuleSet(value: unknown): value is RuleSet {
  return validateRuleSet(value).rules !== undefined;
}

/** Checks the text of a rule file: its JSON syntax (with line and column), then the rule set. */
export function parseRuleSet(text: string): Checked {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    const error = jsonSyntaxError(body);
    return { problems: [error ? `line ${error.line}, column ${error.column}: not JSON: ${error.words}` : 'it is not JSON'] };
  }
  // JSON.parse keeps the last of a field given twice: the file would not say what is played.
  const twice = jsonSyntaxError(body);
  if (twice) return { problems: [`line ${twice.line}, column ${twice.column}: ${twice.words}`] };
  return validateRuleSet(value);
}

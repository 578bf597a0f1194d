// Rule-file validation (docs/rule-files.md): every knob's bad values, unknown fields, numbers out of
// range, deals that do not add up, JSON syntax errors; and the shipped JSON Schema, made from the
// same table as the validator, agreeing with it on every example.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { CellRules, DeckRules, FoundationRules, HoleRules, ReserveRules, RuleSet, StockRules, TableauRules } from '../../../src/engine/ruleSet/ruleSet.js';
import { allGames } from '../../../src/engine/games.js';
import { ruleSetJsonSchema } from '../../../src/engine/ruleSet/jsonSchema.js';
import { parseRuleSet, validateRuleSet } from '../../../src/engine/ruleSet/validate.js';
import { GOOD_RULE_SETS } from './ruleFileExamples.js';

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../docs/rule-set.schema.json');
const ajv = new Ajv2020({ allErrors: true, strict: true });
const schemaAccepts = ajv.compile(ruleSetJsonSchema());

const golf = GOOD_RULE_SETS.golf!;

/** A good rule set that has the part a field belongs to. */
const BASE_FOR: Record<string, RuleSet> = { cells: GOOD_RULE_SETS.seahavenTowers!, reserve: GOOD_RULE_SETS.canfield!, stock: GOOD_RULE_SETS.canfield!, foundations: GOOD_RULE_SETS.canfield!, deck: GOOD_RULE_SETS.fortyThieves! };

/** A rule set (by default, Golf or one with the field's part) with one field at `dotted` replaced (or removed, for undefined). */
function withField(dotted: string, value: unknown, base: RuleSet = BASE_FOR[dotted.split('.')[0]!] ?? golf): Record<string, unknown> {
  const copy = structuredClone(base) as unknown as Record<string, unknown>;
  const keys = dotted.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) {
    if (at[key] === undefined) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  if (value === undefined) delete at[keys.at(-1)!];
  else at[keys.at(-1)!] = value;
  return copy;
}

/** A bad value for every knob of the type, and words of what the knob accepts: the compiler checks that none is missing. */
type BadValues<T> = { [K in keyof Required<T>]: [bad: unknown, accepts: string] };

const TABLEAU: BadValues<TableauRules> = {
  piles: [21, 'a whole number from 1 to 20'],
  cards: [[5, -1], 'a whole number from 0 to 104, or a list of them, one per column'],
  faceDown: ['some', 'a whole number from 0 to 104, or a list of them, one per column'],
  build: ['diagonal', 'one of alternate-colours, suit, any-suit, none'],
  wrap: ['yes', 'true or false'],
  move: ['two', 'one of one, build-run, suit-run, any-face-up, whole-pile, top-or-whole-pile'],
  limitGroupsBySpace: [1, 'true or false'],
  empty: ['queens', 'one of any, kings, none, reserve'],
};
const FOUNDATIONS: BadValues<FoundationRules> = {
  count: [9, 'a whole number from 4 to 8'],
  base: [14, 'ace, first-dealt or a whole number from 1 to 13'],
  wrap: [null, 'true or false'],
  acesStartUp: ['true', 'true or false'],
  cardsComeBack: [0, 'true or false'],
  completeRuns: [[], 'true or false'],
};
const HOLE: BadValues<HoleRules> = {
  start: ['king', 'one of ace-of-spades, stock'],
  wrap: ['no', 'true or false'],
};
const CELLS: BadValues<CellRules> = {
  count: [0, 'a whole number from 1 to 10'],
  dealt: [2.5, 'a whole number from 0 to 10'],
};
const RESERVE: BadValues<ReserveRules> = {
  cards: [105, 'a whole number from 1 to 104'],
  layout: ['fanned', 'one of stacked, spread'],
};
const STOCK: BadValues<StockRules> = {
  to: ['foundations', 'one of waste, columns, hole'],
  draw: [0, 'a whole number from 1 to 52'],
  redeals: ['forever', 'unlimited or a whole number from 0 to 100'],
  columns: [[20], 'a list of column numbers from 0 to 19'],
  needsNoEmptyColumn: ['always', 'true or false'],
};
const DECK: BadValues<DeckRules> = {
  decks: [3, 'a whole number from 1 to 2'],
  suits: [3, '1, 2 or 4'],
};
const TOP: BadValues<Omit<RuleSet, 'tableau' | 'foundations' | 'hole' | 'cells' | 'reserve' | 'stock' | 'deck'>> = {
  name: ['', 'text of 1 to 60 characters, on one line, with no control characters'],
  description: ['two\nlines', 'text of 1 to 2000 characters, on one line, with no control characters'],
  win: ['all-gone', 'one of all-home, tableau-empty'],
};

const EVERY_KNOB: [string, [unknown, string]][] = [
  ...Object.entries(TOP),
  ...Object.entries(TABLEAU).map(([key, bad]) => [`tableau.${key}`, bad] as [string, [unknown, string]]),
  ...Object.entries(FOUNDATIONS).map(([key, bad]) => [`foundations.${key}`, bad] as [string, [unknown, string]]),
  ...Object.entries(HOLE).map(([key, bad]) => [`hole.${key}`, bad] as [string, [unknown, string]]),
  ...Object.entries(CELLS).map(([key, bad]) => [`cells.${key}`, bad] as [string, [unknown, string]]),
  ...Object.entries(RESERVE).map(([key, bad]) => [`reserve.${key}`, bad] as [string, [unknown, string]]),
  ...Object.entries(STOCK).map(([key, bad]) => [`stock.${key}`, bad] as [string, [unknown, string]]),
  ...Object.entries(DECK).map(([key, bad]) => [`deck.${key}`, bad] as [string, [unknown, string]]),
];

describe('a good rule file', () => {
  it.each(Object.entries(GOOD_RULE_SETS))('%s passes the validator and the schema', (_name, rules) => {
    expect(validateRuleSet(rules)).toEqual({ rules });
    expect(schemaAccepts(rules), JSON.stringify(schemaAccepts.errors)).toBe(true);
  });

  /** Every shipped game's rule set, for its default options and for each value of each option it offers. */
  const shipped = allGames().flatMap((game) => {
    if (!game.ruleSet) return [];
    const choices = game.options.flatMap((option) => (option.choices ?? []).map((choice) => ({ [option.name]: option.parse(choice) })));
    return [{}, ...choices].map((options) => [`${game.id} ${JSON.stringify(options)}`, game.ruleSet!(options)] as const);
  });

  it.each(shipped)("shipped game %s: its rule set passes the validator and the schema", (_id, rules) => {
    expect(validateRuleSet(rules)).toEqual({ rules });
    expect(schemaAccepts(rules), JSON.stringify(schemaAccepts.errors)).toBe(true);
  });

  it('may name its schema for editors; the rule set handed back leaves it out', () => {
    const file = { $schema: './rule-set.schema.json', ...golf };
    expect(validateRuleSet(file)).toEqual({ rules: golf });
    expect(schemaAccepts(file)).toBe(true);
  });

  it('reads the same with a byte-order mark before it', () => {
    expect(parseRuleSet(`\uFEFF${JSON.stringify(golf)}`)).toEqual({ rules: golf });
  });
});

describe('every knob refuses a bad value in one line naming its path and what it accepts', () => {
  it.each(EVERY_KNOB)('%s', (field, [bad, accepted]) => {
    const checked = validateRuleSet(withField(field, bad));
    expect(checked.problems).toEqual([expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')} must be ${accepted.replace(/[()]/g, '\\$&')}, not `))]);
    expect(schemaAccepts(withField(field, bad))).toBe(false);
  });

  it('the typed table above covers every knob the schema has', () => {
    const schema = ruleSetJsonSchema() as { properties: Record<string, { properties?: Record<string, unknown> }> };
    const paths = Object.entries(schema.properties).flatMap(([key, value]) => (key === '$schema' ? [] : value.properties ? Object.keys(value.properties).map((inner) => `${key}.${inner}`) : [key]));
    expect(EVERY_KNOB.map(([field]) => field).sort()).toEqual(paths.sort());
  });

  it('names every bad field of a file, each on its own line', () => {
    const checked = validateRuleSet({ ...golf, win: 'never', tableau: { ...golf.tableau, piles: 0, build: 'up' } });
    expect(checked.problems).toHaveLength(3);
    expect(checked.problems!.join('\n')).toMatch(/^tableau\.piles .*\ntableau\.build .*\nwin /);
  });

  it('a missing required field is named with what it takes', () => {
    expect(validateRuleSet(withField('tableau.piles', undefined)).problems).toEqual(['tableau.piles is missing: it takes a whole number from 1 to 20 (how many columns)']);
    expect(validateRuleSet(withField('name', undefined)).problems).toEqual([expect.stringMatching(/^name is missing: it takes text of 1 to 60 characters/)]);
    expect(validateRuleSet(withField('hole.start', undefined)).problems).toEqual([expect.stringMatching(/^hole\.start is missing: it takes one of ace-of-spades, stock/)]);
  });

  it('a name with a control character in it is refused (it is drawn on the terminal)', () => {
    expect(validateRuleSet(withField('name', 'Golf\u001b[2J')).problems).toEqual([expect.stringMatching(/^name must be text/)]);
    expect(schemaAccepts(withField('name', 'Golf\u001b[2J'))).toBe(false);
  });

  it('a close misspelling of a value is offered its right spelling', () => {
    expect(validateRuleSet(withField('tableau.build', 'alternate-colors')).problems![0]).toMatch(/\(did you mean "alternate-colours"\?\)$/);
  });
});

describe('unknown fields are refused by name', () => {
  it('at the top, with a "did you mean" when close', () => {
    expect(validateRuleSet({ ...golf, stok: {} }).problems).toEqual([
      'stok: there is no such field (did you mean "stock"?); a rule set takes name, description, deck, tableau, foundations, hole, cells, reserve, stock, win',
    ]);
    expect(schemaAccepts({ ...golf, stok: {} })).toBe(false);
  });

  it('inside a knob, with its path', () => {
    const file = withField('tableau.facedown', 2);
    expect(validateRuleSet(file).problems).toEqual([expect.stringMatching(/^tableau\.facedown: there is no such field \(did you mean "faceDown"\?\); tableau takes piles, cards, faceDown/)]);
    expect(schemaAccepts(file)).toBe(false);
  });

  it('with no suggestion when nothing is close', () => {
    expect(validateRuleSet({ ...golf, jokers: 2 }).problems![0]).toMatch(/^jokers: there is no such field; a rule set takes/);
  });

  it('a value nested too deep to quote is named, not quoted (a save read from disk may hold one)', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    expect(validateRuleSet(withField('tableau.build', deep)).problems).toEqual(['tableau.build must be one of alternate-colours, suit, any-suit, none, not an object']);
  });

  it('a value that is not an object of fields is refused whole', () => {
    expect(validateRuleSet([golf]).problems).toEqual([expect.stringMatching(/^a rule set is an object of fields/)]);
    expect(validateRuleSet(withField('tableau', 7)).problems).toEqual([expect.stringMatching(/^tableau must be an object with the fields piles, cards/)]);
  });
});

describe('the fields against each other', () => {
  const problem = (file: unknown) => validateRuleSet(file).problems;

  it('a deal that needs more cards than the deck has names the numbers', () => {
    expect(problem(withField('tableau.cards', 8))).toEqual(['the deal needs 56 cards (7 columns: 56), but the deck has 52']);
    expect(problem({ ...GOOD_RULE_SETS.canfield, reserve: { cards: 50 } })).toEqual(['the deal needs 55 cards (4 columns: 4, reserve: 50, the first foundation card: 1), but the deck has 52']);
  });

  it('a deal that leaves cards with no stock names the numbers', () => {
    expect(problem(withField('stock', undefined, GOOD_RULE_SETS.fortyThieves))).toEqual(['the deal uses 40 cards (10 columns: 40) and two decks have 104: the 64 left need a stock (add "stock"), or deal them']);
  });

  it('a stock that would get no cards is refused', () => {
    expect(problem({ ...GOOD_RULE_SETS.blackHole, stock: { to: 'waste' } })).toEqual([expect.stringMatching(/^the deal uses all 52 cards .*so the stock would be empty/)]);
  });

  it('a list of cards must have one number per pile', () => {
    expect(problem(withField('tableau.cards', [5, 5, 5]))).toEqual([expect.stringMatching(/^tableau\.cards lists 3 numbers for 7 piles/)]);
  });

  it('a column is never dealt all face down', () => {
    expect(problem(withField('tableau.faceDown', 5))).toEqual(Array.from({ length: 7 }, (_, i) => expect.stringMatching(new RegExp(`^tableau\\.faceDown: column ${i + 1} would have 5 of its 5 cards face down`))));
  });

  it('foundations and a hole together are refused', () => {
    expect(problem({ ...golf, foundations: {} })).toEqual(['hole: a rule set has foundations or a hole, not both (remove one of them)']);
  });

  it('foundations that start above the ace must turn the corner, or no deal could be won', () => {
    expect(problem(withField('foundations.base', 5, GOOD_RULE_SETS.fortyThieves))).toEqual([expect.stringMatching(/^foundations\.base is 5, so the foundations need "wrap": true/)]);
  });

  it('the foundations count follows the decks', () => {
    expect(problem(withField('foundations.count', 4, GOOD_RULE_SETS.fortyThieves))).toEqual(['foundations.count is 4, but two decks make 8 foundations']);
  });

  it('stock knobs of another kind of stock are refused', () => {
    expect(problem(withField('stock.draw', 3, golf))).toEqual(['stock.draw is only for a stock turned onto the waste (stock.to is "hole")']);
    expect(problem(withField('stock.columns', [1], GOOD_RULE_SETS.fortyThieves))).toEqual(['stock.columns is only for a stock dealt to the columns (stock.to is "waste")']);
  });

  it('stock columns must be columns of the tableau', () => {
    expect(problem(withField('stock.columns', [6, 7], GOOD_RULE_SETS.scorpion))).toEqual(['stock.columns names column 7, but the columns are 0 to 6']);
  });

  it('what refers to a part the rule set lacks is refused', () => {
    expect(problem(withField('tableau.empty', 'reserve', GOOD_RULE_SETS.kingOnlyBakersGame))).toEqual(['tableau.empty is "reserve", but there is no reserve (add "reserve")']);
    expect(problem({ ...GOOD_RULE_SETS.fortyThieves, stock: { to: 'hole' } })).toEqual(['stock.to is "hole", but there is no hole (add "hole")']);
    expect(problem(withField('stock.to', 'waste', golf))).toEqual(['hole.start is "stock": it needs a stock dealt to the hole ("stock": { "to": "hole" })']);
    expect(problem({ ...GOOD_RULE_SETS.kingOnlyBakersGame, cells: { count: 2, dealt: 3 } })).toContain('cells.dealt is 3, more than the 2 cells');
  });
});

describe('fields that cannot be played together are refused in one line naming them (issue 36: they passed, then broke the engine)', () => {
  const problem = (file: unknown) => validateRuleSet(file).problems;
  // Minimal rule sets the fuzz (ruleSetFuzz.test.ts) found: each passed the checks, then could not be dealt or solved.
  const freeCellOf = (more: object) => ({ name: 'Few Suits', tableau: { piles: 8, cards: [7, 7, 7, 7, 6, 6, 6, 6] }, cells: { count: 4 }, ...more });

  it('a deck of fewer than four suits with foundations by suit (with aces up, the deal stopped on "The deck has no 1 of hearts")', () => {
    expect(problem(freeCellOf({ deck: { suits: 1 }, tableau: { piles: 8, cards: [6, 6, 6, 6, 6, 6, 6, 6] }, foundations: { acesStartUp: true } }))).toEqual([
      'deck.suits is 1, but foundations by suit need all four suits (add "completeRuns": true to foundations, use a hole, or deal 4 suits)',
    ]);
    expect(problem(freeCellOf({ deck: { suits: 2 } }))).toEqual([expect.stringMatching(/^deck\.suits is 2, but foundations by suit need all four suits/)]);
    // Whole runs of one suit, or a hole, need no suits of their own.
    expect(problem({ ...GOOD_RULE_SETS.spiderette, deck: { suits: 1 } })).toBeUndefined();
    expect(problem({ ...GOOD_RULE_SETS.blackHole, deck: { suits: 2 } })).toBeUndefined();
  });

  it('whole runs going up with aces that start up, or a first card dealt up (the deal left cards over and stopped)', () => {
    const spiderette = GOOD_RULE_SETS.spiderette!;
    expect(problem({ ...spiderette, foundations: { completeRuns: true, acesStartUp: true } })).toEqual([
      'foundations.acesStartUp does not go with foundations.completeRuns: whole king-to-ace runs go up, no card starts up (remove one of them)',
    ]);
    expect(problem({ ...spiderette, foundations: { completeRuns: true, base: 'first-dealt' } })).toEqual([
      'foundations.base "first-dealt" does not go with foundations.completeRuns: whole king-to-ace runs go up, no card starts up (remove one of them)',
    ]);
  });

  it('a stock dealt to an empty list of columns (a deal that moved no card: the solver stopped on "Invalid typed array length")', () => {
    expect(problem(withField('stock.columns', [], GOOD_RULE_SETS.scorpion))).toEqual([
      'stock.columns is an empty list, so a deal would move no card: name the columns that get one, or leave it out for every column',
    ]);
  });
});

describe('JSON syntax errors say line and column', () => {
  it.each([
    ['{\n  "name": "Golf",\n  "tableau": { "piles": 7, }\n}', "line 3, column 28: not JSON: expected a field name in double quotes, not \"}\""],
    ['{\n  "name": "Golf"\n  "tableau": {}\n}', "line 3, column 3: not JSON: expected ',' or '}', not \"\\\"\""],
    ['{ "name": "Golf", "win": tableau-empty }', 'line 1, column 26: not JSON: expected a value (an object, a list, a string, a number, true, false or null), not "t"'],
    ['{ "name": "Golf"', "line 1, column 17: not JSON: expected ',' or '}', but the file ends"],
    ['', 'line 1, column 1: not JSON: expected a value (an object, a list, a string, a number, true, false or null), but the file ends'],
    ['{ "name": "Golf" } x', 'line 1, column 20: not JSON: expected the end of the file after the value, not "x"'],
    ['[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[', 'line 1, column 101: not JSON: nested more than 100 deep, not "["'],
  ])('%j', (text, line) => {
    expect(parseRuleSet(text)).toEqual({ problems: [line] });
  });
});

describe('a field given twice is refused, though JSON.parse would keep the last', () => {
  it.each([
    ['{\n  "name": "Golf",\n  "name": "Other Golf"\n}', 'line 3, column 3: name: given twice in one object (only one may be)'],
    ['{ "name": "Golf", "tableau": { "piles": 7, "cards": 5, "piles": 8 } }', 'line 1, column 56: tableau.piles: given twice in one object (only one may be)'],
    ['{ "name": "Golf", "n\\u0061me": "Golf" }', 'line 1, column 19: name: given twice in one object (only one may be)'],
  ])('%j', (text, line) => {
    expect(parseRuleSet(text)).toEqual({ problems: [line] });
  });

  it('the same field in two objects is no repeat', () => {
    expect(parseRuleSet(JSON.stringify(GOOD_RULE_SETS.golf)).problems).toBeUndefined();
    expect(parseRuleSet('[{ "a": 1 }, { "a": 2 }]').problems?.[0]).not.toMatch(/twice/);
  });
});

describe('the shipped schema', () => {
  it('docs/rule-set.schema.json is the schema made from the table of knobs (UPDATE_SCHEMA=1 writes it)', () => {
    const made = `${JSON.stringify(ruleSetJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_SCHEMA) fs.writeFileSync(SCHEMA_FILE, made);
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(made);
  });

  it('is a valid draft 2020-12 schema', () => {
    expect(ajv.validateSchema(JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8')) as object)).toBe(true);
  });
});

// Stronghold, checked against docs/rules/stronghold.md rule by rule: each test names the rule it
// checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { stronghold, strongholdRules } from '../../src/engine/games/stronghold/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { cell, col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(strongholdRules, spec, 'stronghold');
const eight = (...cols: string[]): string[] => [...cols, ...Array(8 - cols.length).fill('2D')];
const ACES = ['AS', 'AH', 'AD', 'AC'];

describe('Layout', () => {
  it('eight columns: the first four get 7 cards, the last four 6, all 52 cards face up', () => {
    const state = stronghold.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('one free cell and four foundations, all empty at the start', () => {
    const state = stronghold.newGame({ seed: 1 });
    expect(state.cells).toEqual([[]]);
    expect(state.foundations).toEqual([[], [], [], []]);
    expect(state.stock).toEqual([]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(stronghold.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(stronghold.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go into the empty free cell, to its foundation (the ace first), onto a column whose last card is one rank higher (any suit, any colour), or into an empty column', () => {
    const state = at({ tableau: eight('9H 2S', '3C', '', 'AC'), cells: [''] });
    const moves = stronghold.legalMoves(state);
    for (const m of [mv(col(4), fnd(4)), mv(col(1), col(2)), mv(col(1), col(3)), mv(col(1), cell(1))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(stronghold, state, mv(col(2), col(1)))).toMatch(/needs a 4/);
    const full = at({ tableau: eight('9H 2S'), cells: ['KD'] });
    expect(refusal(stronghold, full, mv(col(1), cell(1)))).toMatch(/already holds K♦/);
  });

  it('the card in the free cell may go to its foundation, onto a column as above, or into an empty column', () => {
    const up = at({ tableau: eight('9H', ''), cells: ['AS'] });
    expect(lists(stronghold.legalMoves(up), mv(cell(1), fnd(1)))).toBe(true);
    const state = at({ tableau: eight('9H', ''), cells: ['8C'] });
    const moves = stronghold.legalMoves(state);
    for (const m of [mv(cell(1), col(1)), mv(cell(1), col(2))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(stronghold, at({ tableau: eight('9H'), cells: ['7D'] }), mv(cell(1), col(1)))).toMatch(/needs an 8/);
  });

  it('an empty column takes any card', () => {
    expect(lists(stronghold.legalMoves(at({ tableau: eight('9H', ''), cells: [''] })), mv(col(1), col(2)))).toBe(true);
  });

  it('cards on a foundation stay there', () => {
    const state = at({ tableau: eight('3S', ''), foundations: ['AS 2S'], cells: [''] });
    expect(refusal(stronghold, state, mv(fnd(1), col(2)))).toBe('Cards on a foundation stay there.');
    expect(refusal(stronghold, state, mv(fnd(1), cell(1)))).toBe('Cards on a foundation stay there.');
  });

  it('a run (descending, any suits) moves as a unit when it could move one card at a time: at most (f + 1) × 2^e cards, the target column not counted in e', () => {
    const run = '9H 8S 7D 6C 5H';
    // An empty cell and two empty columns: 2 × 4 = 8 onto a card, 2 × 2 = 4 into an empty column.
    const state = at({ tableau: eight(run, 'TS', '', ''), cells: [''] });
    expect(lists(stronghold.legalMoves(state), mv(col(1), col(2), 5))).toBe(true);
    expect(lists(stronghold.legalMoves(state), mv(col(1), col(3), 4))).toBe(true);
    expect(refusal(stronghold, state, mv(col(1), col(3), 5))).toMatch(/at most 4 cards move together, not 5/);
    const tight = at({ tableau: eight(run, 'TS'), cells: [''] });
    expect(refusal(stronghold, tight, mv(col(1), col(2), 5))).toMatch(/at most 2 cards move together, not 5/);
    expect(stronghold.movableCount(tight, col(1))).toBe(2);
    const full = at({ tableau: eight(run, 'TS'), cells: ['KD'] });
    expect(refusal(stronghold, full, mv(col(1), col(2), 5))).toMatch(/at most 1 card move together, not 5/);
  });

  it('the rules make no move by themselves (safe cards go up in play, movesReducer.ts)', () => {
    const state = at({ tableau: eight('2S AS'), cells: [''] });
    expect(showPile(stronghold.applyMove(state, mv(col(1), fnd(1))).tableau[0]!)).toBe('2S');
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: ['', '', '', '', '', '', '', ''], cells: ['KC'], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(stronghold.status(stronghold.applyMove(state, mv(cell(1), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const row = ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C'];
    expect(stronghold.status(at({ tableau: row, cells: ['QC'], foundations: ACES }))).toBe('lost');
    expect(stronghold.status(at({ tableau: row, cells: [''], foundations: ACES }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QH 7S JC 5D KH 8H TC | 6C 4D 8D 8S 9C 7H AD | JH TD 9S 9H 3S 4C AS | JS TH 2H 4H 5H 6H 7D | 5C 2C 5S KS AC KC | 6D 9D 2D 2S TS 3D | QC QS 7C JD 3H AH | 3C 4S KD QD 6S 8C\nfoundations:  |  |  | \ncells: ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 7S 5H 2D 3H 2S 9S AD | 3S QD 7H QS 3C 8D 2H | 2C 9H TS KH KS 5S 4H | 6D AH 5D AS QH 9D KD | 8H JC 8S JD 6S QC | 9C AC JS 4S 7C TH | TC 5C 3D KC 7D 4D | 6H TD JH 8C 6C 4C\nfoundations:  |  |  | \ncells: ";

// Siegecraft, checked against docs/rules/siegecraft.md rule by rule: each test names the rule it
// checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { siegecraft, siegecraftRules } from '../../src/engine/games/siegecraft/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { cell, col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(siegecraftRules, spec, 'siegecraft');
const eight = (...cols: string[]): string[] => [...cols, ...Array(8 - cols.length).fill('2D')];
const ACES = ['AS', 'AH', 'AD', 'AC'];

describe('Layout', () => {
  it('four foundations, one per suit, each starting with its ace', () => {
    for (const seed of [1, 2, 3]) expect(siegecraft.newGame({ seed }).foundations.map(showPile)).toEqual(ACES);
  });

  it('eight columns of 6 cards each: the other 48 cards, face up', () => {
    const state = siegecraft.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual(Array(8).fill(6));
    expect(state.tableau.flat().every((c) => c.faceUp && c.rank !== 1)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('one free cell, empty at the start', () => {
    expect(siegecraft.newGame({ seed: 1 }).cells).toEqual([[]]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(siegecraft.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(siegecraft.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go into the empty free cell, to its foundation, onto a column whose last card is one rank higher (any suit, any colour), or into an empty column', () => {
    const state = at({ tableau: eight('9H 2S', '3C', '', '3D'), foundations: ACES, cells: [''] });
    const moves = siegecraft.legalMoves(state);
    for (const m of [mv(col(1), fnd(1)), mv(col(1), col(2)), mv(col(1), col(4)), mv(col(1), col(3)), mv(col(1), cell(1))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(siegecraft, state, mv(col(2), col(4)))).toMatch(/needs a 4/);
    const full = at({ tableau: eight('9H 2S'), foundations: ACES, cells: ['KD'] });
    expect(refusal(siegecraft, full, mv(col(1), cell(1)))).toMatch(/already holds K♦/);
  });

  it('the card in the free cell may go to its foundation, onto a column as above, or into an empty column', () => {
    const up = at({ tableau: eight('9H', ''), foundations: ACES, cells: ['2S'] });
    expect(lists(siegecraft.legalMoves(up), mv(cell(1), fnd(1)))).toBe(true);
    const state = at({ tableau: eight('9H', ''), foundations: ACES, cells: ['8C'] });
    for (const m of [mv(cell(1), col(1)), mv(cell(1), col(2))]) expect(lists(siegecraft.legalMoves(state), m), JSON.stringify(m)).toBe(true);
    expect(refusal(siegecraft, at({ tableau: eight('9H'), foundations: ACES, cells: ['7D'] }), mv(cell(1), col(1)))).toMatch(/needs an 8/);
  });

  it('an empty column takes any card', () => {
    expect(lists(siegecraft.legalMoves(at({ tableau: eight('9H', ''), foundations: ACES, cells: [''] })), mv(col(1), col(2)))).toBe(true);
  });

  it('cards on a foundation stay there', () => {
    const state = at({ tableau: eight('3S', ''), foundations: ACES, cells: [''] });
    expect(refusal(siegecraft, state, mv(fnd(1), col(2)))).toBe('Cards on a foundation stay there.');
    expect(refusal(siegecraft, state, mv(fnd(1), cell(1)))).toBe('Cards on a foundation stay there.');
  });

  it('a run (descending, any suits) moves as a unit when it could move one card at a time: at most (f + 1) × 2^e cards, the target column not counted in e', () => {
    const run = '9H 8S 7D 6C 5H';
    const state = at({ tableau: eight(run, 'TS', '', ''), foundations: ACES, cells: [''] });
    expect(lists(siegecraft.legalMoves(state), mv(col(1), col(2), 5))).toBe(true);
    expect(lists(siegecraft.legalMoves(state), mv(col(1), col(3), 4))).toBe(true);
    expect(refusal(siegecraft, state, mv(col(1), col(3), 5))).toMatch(/at most 4 cards move together, not 5/);
    const tight = at({ tableau: eight(run, 'TS'), foundations: ACES, cells: [''] });
    expect(refusal(siegecraft, tight, mv(col(1), col(2), 5))).toMatch(/at most 2 cards move together, not 5/);
    expect(siegecraft.movableCount(tight, col(1))).toBe(2);
    const full = at({ tableau: eight(run, 'TS'), foundations: ACES, cells: ['KD'] });
    expect(refusal(siegecraft, full, mv(col(1), col(2), 5))).toMatch(/at most 1 card move together, not 5/);
  });

  it('the rules make no move by themselves (safe cards go up in play, movesReducer.ts)', () => {
    const state = at({ tableau: eight('3S 2S'), foundations: ACES, cells: [''] });
    expect(showPile(siegecraft.applyMove(state, mv(col(1), fnd(1))).tableau[0]!)).toBe('3S');
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: ['KC', '', '', '', '', '', '', ''], cells: [''], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(siegecraft.status(siegecraft.applyMove(state, mv(col(1), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const row = ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C'];
    expect(siegecraft.status(at({ tableau: row, cells: ['QC'], foundations: ACES }))).toBe('lost');
    expect(siegecraft.status(at({ tableau: row, cells: [''], foundations: ACES }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: KH 9D 5S QS KD 7D | TH 7C 9H 3S TS 3D | 4D 5D JC TD 4H 2H | 3C KC 3H JD 7S 8C | 9S 9C 6S QH 8H TC | QC 6D 8S KS 5C 2D | JS JH 2C 4S 4C 2S | 6H 6C QD 5H 7H 8D\nfoundations: AS | AH | AD | AC\ncells: ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 6H QS 7S TD 9C 4H | 7C 2H TS 5S 9H TH | 8H 7H TC 6D 3C 5D | 4S 8D JD 3D QC 4C | 6C KC JC 3S 9S 2D | 8C 4D JS QD 7D 3H | 8S 2C 5C KS 6S 5H | QH KH 2S JH 9D KD\nfoundations: AS | AH | AD | AC\ncells: ";

// Baker's Game, checked against docs/rules/bakers-game.md rule by rule: each test names the rule
// it checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { bakersGame, bakersGameRules } from '../../src/engine/games/bakers-game/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { cell, col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(bakersGameRules, spec, 'bakers-game');
const eight = (...cols: string[]): string[] => [...cols, ...Array(8 - cols.length).fill('2D')];
const FULL = ['QC', 'QD', 'QH', 'QS'];

describe('Layout', () => {
  it('eight columns: the first four get 7 cards, the last four 6, every card face up', () => {
    const state = bakersGame.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('four free cells and four foundations, all empty at the start', () => {
    const state = bakersGame.newGame({ seed: 1 });
    expect(state.cells).toEqual([[], [], [], []]);
    expect(state.foundations).toEqual([[], [], [], []]);
    expect(state.stock).toEqual([]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(bakersGame.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(bakersGame.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go to an empty free cell, to its foundation, onto a column whose last card is of the same suit and one rank higher, or into an empty column', () => {
    const state = at({ tableau: eight('9H 8H', '9S', 'AC', ''), cells: ['KD', '', '', ''] });
    const moves = bakersGame.legalMoves(state);
    for (const m of [mv(col(3), fnd(4)), mv(col(1), col(4)), mv(col(1), cell(2)), mv(col(2), col(4))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(bakersGame, state, mv(col(1), col(2)))).toBe('8♥ needs 9♥ to go on, not 9♠.');
    expect(refusal(bakersGame, state, mv(col(1), cell(1)))).toMatch(/already holds K♦/);
  });

  it('a card in a free cell may go to its foundation, onto a column as above, or into an empty column', () => {
    const state = at({ tableau: eight('9H', 'AC', ''), cells: ['8H', 'AS', '7D', ''] });
    const moves = bakersGame.legalMoves(state);
    for (const m of [mv(cell(2), fnd(1)), mv(cell(1), col(1)), mv(cell(3), col(3))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(bakersGame, state, mv(cell(3), col(1)))).toMatch(/needs 8♦/);
  });

  it('cards on a foundation stay there', () => {
    const state = at({ tableau: eight('3S', ''), foundations: ['AS 2S'] });
    expect(refusal(bakersGame, state, mv(fnd(1), col(2)))).toBe('Cards on a foundation stay there.');
    expect(refusal(bakersGame, state, mv(fnd(1), cell(1)))).toBe('Cards on a foundation stay there.');
  });

  it('a run in one suit moves as a unit when it could move one card at a time: at most (f + 1) × 2^e cards, the target column not counted in e', () => {
    const run = 'TH 9H 8H 7H 6H 5H';
    // Two empty cells, one empty column: (2 + 1) × 2 = 6 onto a card, (2 + 1) × 1 = 3 into the empty column.
    const state = at({ tableau: eight(run, 'JH', ''), cells: ['KD', 'KC', '', ''] });
    expect(lists(bakersGame.legalMoves(state), mv(col(1), col(2), 6))).toBe(true);
    expect(lists(bakersGame.legalMoves(state), mv(col(1), col(3), 3))).toBe(true);
    expect(refusal(bakersGame, state, mv(col(1), col(3), 4))).toMatch(/at most 3 cards move together, not 4/);
    expect(bakersGame.movableCount(state, col(1))).toBe(6);
    const tight = at({ tableau: eight(run, 'JH', '2C'), cells: ['KD', 'KC', 'KS', ''] });
    expect(refusal(bakersGame, tight, mv(col(1), col(2), 6))).toMatch(/at most 2 cards move together, not 6/);
    expect(refusal(bakersGame, state, mv(col(2), col(1)))).toMatch(/needs QH|needs Q♥/);
  });

  it('the rules make no move by themselves (safe cards go up in play, movesReducer.ts)', () => {
    const state = at({ tableau: eight('2S AS'), cells: ['', '', '', ''] });
    const after = bakersGame.applyMove(state, mv(col(1), fnd(1)));
    expect(showPile(after.tableau[0]!)).toBe('2S');
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations win', () => {
    const state = at({ tableau: ['KC', '', '', '', '', '', '', ''], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(bakersGame.status(bakersGame.applyMove(state, mv(col(1), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const stuck = at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C'], cells: FULL });
    expect(bakersGame.status(stuck)).toBe('lost');
    expect(bakersGame.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C'], cells: ['QC', 'QD', 'QH', ''] }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QH 7S JC 5D KH 8H TC | 6C 4D 8D 8S 9C 7H AD | JH TD 9S 9H 3S 4C AS | JS TH 2H 4H 5H 6H 7D | 5C 2C 5S KS AC KC | 6D 9D 2D 2S TS 3D | QC QS 7C JD 3H AH | 3C 4S KD QD 6S 8C\nfoundations:  |  |  | \ncells:  |  |  | ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 7S 5H 2D 3H 2S 9S AD | 3S QD 7H QS 3C 8D 2H | 2C 9H TS KH KS 5S 4H | 6D AH 5D AS QH 9D KD | 8H JC 8S JD 6S QC | 9C AC JS 4S 7C TH | TC 5C 3D KC 7D 4D | 6H TD JH 8C 6C 4C\nfoundations:  |  |  | \ncells:  |  |  | ";

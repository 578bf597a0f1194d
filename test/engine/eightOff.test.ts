// Eight Off, checked against docs/rules/eight-off.md rule by rule: each test names the rule it
// checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { eightOff, eightOffRules } from '../../src/engine/games/eight-off/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { solverFor } from '../../src/engine/ruleSet/solver/solver.js';
import { SearchBudget } from '../../src/search/budget.js';
import { cardMultiset, refusal } from './fixtures.js';
import { cell, col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(eightOffRules, spec, 'eight-off');
const eight = (...cols: string[]): string[] => [...cols, ...Array(8 - cols.length).fill('2D')];

describe('Layout', () => {
  it('eight columns of 6 cards each, every card face up', () => {
    const state = eightOff.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual(Array(8).fill(6));
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('eight free cells: the other 4 cards are dealt one each into the first four; four start empty', () => {
    const state = eightOff.newGame({ seed: 1 });
    expect(state.cells.map((c) => c.length)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    expect(state.cells.flat().every((c) => c.faceUp)).toBe(true);
    expect(state.foundations).toEqual([[], [], [], []]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(eightOff.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(eightOff.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go to an empty free cell, to its foundation, or onto a column whose last card is of the same suit and one rank higher', () => {
    const state = at({ tableau: eight('9H 8H', '9S', 'AC') });
    const moves = eightOff.legalMoves(state);
    for (const m of [mv(col(3), fnd(4)), mv(col(1), cell(1)), mv(col(1), cell(8))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(eightOff, state, mv(col(1), col(2)))).toBe('8♥ needs 9♥ to go on, not 9♠.');
  });

  it('a card in a free cell may go to its foundation or onto a column as above', () => {
    const state = at({ tableau: eight('9H'), cells: ['8H', 'AS'] });
    expect(lists(eightOff.legalMoves(state), mv(cell(1), col(1)))).toBe(true);
    expect(lists(eightOff.legalMoves(state), mv(cell(2), fnd(1)))).toBe(true);
  });

  it('an empty column takes only a king (from a column\'s end or from a cell)', () => {
    const state = at({ tableau: eight('', 'KH', 'QS'), cells: ['KC', 'QD'] });
    const moves = eightOff.legalMoves(state);
    expect(lists(moves, mv(col(2), col(1)))).toBe(true);
    expect(lists(moves, mv(cell(1), col(1)))).toBe(true);
    expect(refusal(eightOff, state, mv(col(3), col(1)))).toBe('Only a king goes into an empty column.');
    expect(refusal(eightOff, state, mv(cell(2), col(1)))).toBe('Only a king goes into an empty column.');
  });

  it('cards on a foundation stay there', () => {
    expect(refusal(eightOff, at({ tableau: eight('3S'), foundations: ['AS 2S'] }), mv(fnd(1), cell(1)))).toBe('Cards on a foundation stay there.');
  });

  it('a run in one suit of at most f + 1 cards moves as a unit, f the empty free cells (empty columns cannot help); a run headed by a king may so move into an empty column', () => {
    const full = ['2C', '3C', '4C', '5C', '6C', '7C'];
    const state = at({ tableau: eight('9H 8H 7H', 'TH', '', 'KS QS JS'), cells: [...full, '', ''] });
    // Two empty cells: at most three cards, the empty column no help.
    expect(lists(eightOff.legalMoves(state), mv(col(1), col(2), 3))).toBe(true);
    expect(lists(eightOff.legalMoves(state), mv(col(4), col(3), 3))).toBe(true);
    const fewer = at({ tableau: eight('9H 8H 7H', 'TH', '', 'KS QS JS'), cells: [...full, '8C', ''] });
    expect(refusal(eightOff, fewer, mv(col(1), col(2), 3))).toMatch(/at most 2 cards move together, not 3/);
    expect(eightOff.movableCount(fewer, col(1))).toBe(2);
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations win', () => {
    const state = at({ tableau: Array(8).fill(''), cells: ['KC'], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(eightOff.status(eightOff.applyMove(state, mv(cell(1), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const cells = ['QC', 'QD', 'QH', 'QS', 'JC', 'JD', 'JH', 'JS'];
    expect(eightOff.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C'], cells }))).toBe('lost');
    expect(eightOff.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', ''], cells }))).toBe('lost');
    expect(eightOff.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', ''], cells: [...cells.slice(0, 7), 'KD'] }))).toBe('playing');
  });
});

describe('Solver', () => {
  it('wins deal 153 within 10,000 positions: the search tries first where fewer cards cover the cards the foundations take next', () => {
    const state = eightOff.newGame({ seed: 153 });
    const outcome = solverFor(eightOffRules)(state, new SearchBudget({ maxPositions: 10_000, timeLimitMs: Number.POSITIVE_INFINITY }));
    expect(outcome.verdict).toBe('winnable');
    if (outcome.verdict !== 'winnable') return;
    let position = state;
    for (const move of outcome.moves) position = eightOff.applyMove(position, move);
    expect(eightOff.status(position)).toBe('won');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: 5C 2C 5S KS AC KC | 6D 9D 2D 2S TS 3D | QC QS 7C JD 3H AH | 3C 4S KD QD 6S 8C | 7S JC 5D KH 8H TC | 4D 8D 8S 9C 7H AD | TD 9S 9H 3S 4C AS | TH 2H 4H 5H 6H 7D\nfoundations:  |  |  | \ncells: QH | 6C | JH | JS |  |  |  | ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 8H JC 8S JD 6S QC | 9C AC JS 4S 7C TH | TC 5C 3D KC 7D 4D | 6H TD JH 8C 6C 4C | 5H 2D 3H 2S 9S AD | QD 7H QS 3C 8D 2H | 9H TS KH KS 5S 4H | AH 5D AS QH 9D KD\nfoundations:  |  |  | \ncells: 7S | 3S | 2C | 6D |  |  |  | ";

// Fan, checked against docs/rules/fan.md rule by rule: each test names the rule it checks, on
// positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { fan, fanRules } from '../../src/engine/games/fan/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal } from './fixtures.js';
import { col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(fanRules, spec, 'fan');
const fans = (...cols: string[]): string[] => [...cols, ...Array(18 - cols.length).fill('2D')];

describe('Layout', () => {
  it('eighteen fans: 3 cards in each of the first sixteen, 2 in each of the last two, all 52 face up', () => {
    const state = fan.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([...Array(16).fill(3), 2, 2]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('four foundations, empty at the start; no free cells, no stock', () => {
    const state = fan.newGame({ seed: 1 });
    expect(state.foundations).toEqual([[], [], [], []]);
    expect(state.cells).toEqual([]);
    expect(state.stock).toEqual([]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(fan.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(fan.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a fan may go up to its foundation (the ace first), or onto a fan whose last card is one rank higher in the same suit', () => {
    const state = at({ tableau: fans('9H 4S', '5S', '5C', 'AC') });
    const moves = fan.legalMoves(state);
    for (const m of [mv(col(4), fnd(4)), mv(col(1), col(2))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(fan, state, mv(col(1), col(3)))).toMatch(/needs 5♠ to go on/);
    expect(refusal(fan, state, mv(col(2), fnd(1)))).toMatch(/./);
  });

  it('an empty fan takes only a king', () => {
    const state = at({ tableau: fans('9H QS', 'KD', '') });
    expect(lists(fan.legalMoves(state), mv(col(2), col(3)))).toBe(true);
    expect(refusal(fan, state, mv(col(1), col(3)))).toMatch(/king/i);
  });

  it('cards move one at a time: no run moves as a unit', () => {
    const state = at({ tableau: fans('9H 8H 7H', 'TH', 'KD', '') });
    expect(fan.movableCount(state, col(1))).toBe(1);
    expect(refusal(fan, state, mv(col(1), col(2), 3))).toMatch(/./);
  });

  it('a card on a foundation may come back down, onto one rank higher in its suit or, a king, into an empty fan', () => {
    const state = at({ tableau: fans('9H 5S', '', '6S'), foundations: ['AS 2S 3S 4S', suitUp('H')] });
    const moves = fan.legalMoves(state);
    expect(lists(moves, mv(fnd(2), col(2)))).toBe(true);
    expect(lists(moves, mv(fnd(1), col(2)))).toBe(false);
    expect(refusal(fan, state, mv(fnd(1), col(3)))).toMatch(/needs 5♠ to go on/);
    const after = fan.applyMove(at({ tableau: fans('9H 5S'), foundations: ['AS 2S 3S 4S'] }), mv(fnd(1), col(1)));
    expect(after.tableau[0]!.map((c) => c.rank)).toEqual([9, 5, 4]);
  });

  it('no card goes up by itself while play could still want it back; once every column falls in foundation order, the rest go up by themselves', () => {
    expect(fan.safeToFoundation).toBeUndefined();
    const empty = Array(18).fill('');
    const done = (...c: string[]): string[] => [...c, ...empty.slice(c.length)];
    const rest = [suitUp('S').split(' ').slice(0, 10).join(' '), suitUp('H'), suitUp('D'), suitUp('C').split(' ').slice(0, 12).join(' ')];
    expect(fan.canAutoFinish!(at({ tableau: done('KC', 'KS QS JS'), foundations: rest }))).toBe(true);
    expect(fan.canAutoFinish!(at({ tableau: done('KC', 'JS QS KS'), foundations: rest }))).toBe(false);
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: [...Array(17).fill(''), 'KC'], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(fan.status(fan.applyMove(state, mv(col(18), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const row = ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C', ...Array(10).fill('')];
    expect(fan.status(at({ tableau: row, foundations: ['AS', 'AH', 'AD', 'AC'] }))).toBe('lost');
    expect(fan.status(at({ tableau: row, foundations: ['AS 2S', 'AH', 'AD', 'AC'] }))).toBe('playing');
  });
});

describe('Scoring', () => {
  it('10 points for each card on the foundations; a card that comes back down takes its 10 points back', () => {
    const state = at({ tableau: fans('9H 5S'), foundations: ['AS 2S 3S 4S'] });
    const before = fan.score!(state, 0)!;
    expect(fan.score!(fan.applyMove(state, mv(fnd(1), col(1))), 0)).toBe(before - 10);
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QH 9S AC | 6C 2H TS | JH 5S 3H | JS 2D 6S | 5C 7C 8H | 6D KD 7H | QC 5D 4C | 3C 8S 6H | 7S 9H KC | 4D 4H 3D | TD KS AH | TH 2S 8C | 2C JD TC | 9D QD AD | QS KH AS | 4S 9C 7D | JC 3S | 8D 5H\nfoundations:  |  |  | ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 7S TS 6S | 3S 5D 7C | 2C 8S 7D | 6D JS 6C | 8H 3D 9S | 9C JH 8D | TC 3H 5S | 6H QS 9D | 5H KH QC | QD AS TH | 9H JD 4D | AH 4S 4C | JC KC AD | AC 8C 2H | 5C 2S 4H | TD 3C KD | 2D KS | 7H QH\nfoundations:  |  |  | ";

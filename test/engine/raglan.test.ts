// Raglan, checked against docs/rules/raglan.md rule by rule: each test names the rule it checks, on
// positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { raglan, raglanRules } from '../../src/engine/games/raglan/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal } from './fixtures.js';
import { col, dealText, fnd, lists, mv, position, type PositionSpec, reserve, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(raglanRules, spec, 'raglan');
const cols = (...c: string[]): string[] => [...c, ...Array(9 - c.length).fill('2D')];

describe('Layout', () => {
  it('the four aces start on their foundations', () => {
    const state = raglan.newGame({ seed: 1 });
    expect(state.foundations.map((f) => f.map((c) => c.rank))).toEqual([[1], [1], [1], [1]]);
  });

  it('a reserve of six cards, dealt first, each face up and a pile of its own', () => {
    const state = raglan.newGame({ seed: 1 });
    expect(state.reserve.map((p) => p.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(state.reserve.flat().every((c) => c.faceUp)).toBe(true);
  });

  it('nine columns of 7, 7, 7, 6, 5, 4, 3, 2 and 1 cards, all face up; no free cells, no stock; 52 cards in all', () => {
    const state = raglan.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([7, 7, 7, 6, 5, 4, 3, 2, 1]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(state.cells).toEqual([]);
    expect(state.stock).toEqual([]);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(raglan.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(raglan.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go up to its foundation, onto a column whose last card is one rank higher and of the other colour, or into an empty column', () => {
    const state = at({ tableau: cols('9H 4S', '5H', '5C', '3H', ''), foundations: ['AS 2S', 'AH 2H'] });
    const moves = raglan.legalMoves(state);
    for (const m of [mv(col(4), fnd(2)), mv(col(1), col(2)), mv(col(1), col(5))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(raglan, state, mv(col(1), col(3)))).toMatch(/4♠ needs a red 5/);
  });

  it('an empty column takes any card', () => {
    expect(lists(raglan.legalMoves(at({ tableau: cols('9H 4S', '') })), mv(col(1), col(2)))).toBe(true);
  });

  it('any card of the reserve may go up, onto a column as a column card could, or into an empty column', () => {
    const state = at({ tableau: cols('9H 5H', ''), reserve: ['4S', 'AD', '7C'] });
    const moves = raglan.legalMoves(state);
    for (const m of [mv(reserve(1), col(1)), mv(reserve(2), fnd(3)), mv(reserve(3), col(2))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
  });

  it('nothing goes onto the reserve: it only gives cards', () => {
    const state = at({ tableau: cols('9H 3H', ''), reserve: ['4S', 'AD'] });
    expect(refusal(raglan, state, mv(col(1), reserve(1)))).toMatch(/./);
  });

  it('cards move one at a time; as a shortcut, a run in alternate colours moves at once when the empty columns could carry it card by card: at most 2^e cards, the target column not counted', () => {
    const run = '9H 8S 7D 6C';
    const state = at({ tableau: cols(run, 'TS', '', ''), foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(lists(raglan.legalMoves(state), mv(col(1), col(2), 4))).toBe(true);
    expect(lists(raglan.legalMoves(state), mv(col(1), col(3), 2))).toBe(true);
    expect(refusal(raglan, state, mv(col(1), col(3), 4))).toMatch(/at most 2 cards move together, not 4/);
    const tight = at({ tableau: cols(run, 'TS'), foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(refusal(raglan, tight, mv(col(1), col(2), 4))).toMatch(/at most 1 card move together, not 4/);
  });

  it('a card on a foundation may come back down, onto one rank higher of the other colour or into an empty column', () => {
    const state = at({ tableau: cols('9H 5H', '', '5S'), foundations: ['AS 2S 3S 4S', 'AH 2H 3H'] });
    const moves = raglan.legalMoves(state);
    for (const m of [mv(fnd(1), col(1)), mv(fnd(1), col(2)), mv(fnd(2), col(2))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(raglan, state, mv(fnd(1), col(3)))).toMatch(/4♠ needs a red 5/);
  });

  it('no card goes up by itself while play could still want it back; once every column falls in foundation order, the rest go up by themselves', () => {
    expect(raglan.safeToFoundation).toBeUndefined();
    const empty = Array(9).fill('');
    const done = (...c: string[]): string[] => [...c, ...empty.slice(c.length)];
    const rest = [suitUp('S').split(' ').slice(0, 10).join(' '), suitUp('H'), suitUp('D'), suitUp('C').split(' ').slice(0, 12).join(' ')];
    expect(raglan.canAutoFinish!(at({ tableau: done('KC', 'KS QS JS'), foundations: rest }))).toBe(true);
    expect(raglan.canAutoFinish!(at({ tableau: done('KC', 'JS QS KS'), foundations: rest }))).toBe(false);
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: [...Array(8).fill(''), 'KC'], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(raglan.status(raglan.applyMove(state, mv(col(9), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const row = ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C', ...Array(1).fill('KS')];
    expect(raglan.status(at({ tableau: row, foundations: ['AS', 'AH', 'AD', 'AC'] }))).toBe('lost');
    expect(raglan.status(at({ tableau: row, foundations: ['AS 2S', 'AH', 'AD', 'AC'] }))).toBe('playing');
  });
});

describe('Scoring', () => {
  it('10 points for each card on the  foundations, the four aces the deal puts up aside; a card that comes back down takes its 10 points back', () => {
    const state = at({ tableau: cols('9H 5H'), foundations: ['AS 2S 3S 4S', 'AH', 'AD', 'AC'] });
    expect(raglan.score!(state, 0)).toBe(30);
    expect(raglan.score!(raglan.applyMove(state, mv(fnd(1), col(1))), 0)).toBe(20);
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: JS 6C QD 4S 8H 3D 2D | 6H 5S QS 5H 5C 2H 2S | 9D 9H 3S KD 4C 8C 8D | 7C JC TD TS 7H TC | 5D 3H JD 4H 7D | KC 6S QH 7S | 9C 8S KS | 6D 2C | JH\nfoundations: AS | AH | AD | AC\nreserve: KH | TH | 4D | 3C | 9S | QC";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 8S KH 2S KS 9S TH 3H | QH 7S TD JH 7D 5D 5H | QS TS 5S 9C 6S 4C KD | 2H TC 6D 9H 9D 2D | 7H JD 3D 3C 4H | 8D JC 3S QC | KC JS QD | 4D 5C | 2C\nfoundations: AS | AH | AD | AC\nreserve: 6H | 7C | 8H | 4S | 6C | 8C";

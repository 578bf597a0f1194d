// King Albert, checked against docs/rules/king-albert.md rule by rule: each test names the rule it checks, on
// positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { kingAlbert, kingAlbertRules } from '../../src/engine/games/king-albert/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal } from './fixtures.js';
import { col, dealText, fnd, lists, mv, position, type PositionSpec, reserve, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(kingAlbertRules, spec, 'king-albert');
const cols = (...c: string[]): string[] => [...c, ...Array(9 - c.length).fill('2D')];

describe('Layout', () => {
  it('a reserve of seven cards, dealt first, each face up and a pile of its own', () => {
    const state = kingAlbert.newGame({ seed: 1 });
    expect(state.reserve.map((p) => p.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(state.reserve.flat().every((c) => c.faceUp)).toBe(true);
  });

  it('nine columns of 1 to 9 cards, all face up; four empty foundations, no free cells, no stock; 52 cards in all', () => {
    const state = kingAlbert.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(state.foundations).toEqual([[], [], [], []]);
    expect(state.cells).toEqual([]);
    expect(state.stock).toEqual([]);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(kingAlbert.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(kingAlbert.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go up to its foundation, onto a column whose last card is one rank higher and of the other colour, or into an empty column', () => {
    const state = at({ tableau: cols('9H 4S', '5H', '5C', '3H', ''), foundations: ['AS 2S', 'AH 2H'] });
    const moves = kingAlbert.legalMoves(state);
    for (const m of [mv(col(4), fnd(2)), mv(col(1), col(2)), mv(col(1), col(5))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(kingAlbert, state, mv(col(1), col(3)))).toMatch(/4♠ needs a red 5/);
  });

  it('an empty column takes any card', () => {
    expect(lists(kingAlbert.legalMoves(at({ tableau: cols('9H 4S', '') })), mv(col(1), col(2)))).toBe(true);
  });

  it('any card of the reserve may go up, onto a column as a column card could, or into an empty column', () => {
    const state = at({ tableau: cols('9H 5H', ''), reserve: ['4S', 'AD', '7C'] });
    const moves = kingAlbert.legalMoves(state);
    for (const m of [mv(reserve(1), col(1)), mv(reserve(2), fnd(3)), mv(reserve(3), col(2))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
  });

  it('nothing goes onto the reserve: it only gives cards', () => {
    const state = at({ tableau: cols('9H 3H', ''), reserve: ['4S', 'AD'] });
    expect(refusal(kingAlbert, state, mv(col(1), reserve(1)))).toMatch(/./);
  });

  it('cards move one at a time; as a shortcut, a run in alternate colours moves at once when the empty columns could carry it card by card: at most 2^e cards, the target column not counted', () => {
    const run = '9H 8S 7D 6C';
    const state = at({ tableau: cols(run, 'TS', '', ''), foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(lists(kingAlbert.legalMoves(state), mv(col(1), col(2), 4))).toBe(true);
    expect(lists(kingAlbert.legalMoves(state), mv(col(1), col(3), 2))).toBe(true);
    expect(refusal(kingAlbert, state, mv(col(1), col(3), 4))).toMatch(/at most 2 cards move together, not 4/);
    const tight = at({ tableau: cols(run, 'TS'), foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(refusal(kingAlbert, tight, mv(col(1), col(2), 4))).toMatch(/at most 1 card move together, not 4/);
  });

  it('a card on a foundation may come back down, onto one rank higher of the other colour or into an empty column', () => {
    const state = at({ tableau: cols('9H 5H', '', '5S'), foundations: ['AS 2S 3S 4S', 'AH 2H 3H'] });
    const moves = kingAlbert.legalMoves(state);
    for (const m of [mv(fnd(1), col(1)), mv(fnd(1), col(2)), mv(fnd(2), col(2))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(kingAlbert, state, mv(fnd(1), col(3)))).toMatch(/4♠ needs a red 5/);
  });

  it('no card goes up by itself while play could still want it back; once every column falls in foundation order, the rest go up by themselves', () => {
    expect(kingAlbert.safeToFoundation).toBeUndefined();
    const empty = Array(9).fill('');
    const done = (...c: string[]): string[] => [...c, ...empty.slice(c.length)];
    const rest = [suitUp('S').split(' ').slice(0, 10).join(' '), suitUp('H'), suitUp('D'), suitUp('C').split(' ').slice(0, 12).join(' ')];
    expect(kingAlbert.canAutoFinish!(at({ tableau: done('KC', 'KS QS JS'), foundations: rest }))).toBe(true);
    expect(kingAlbert.canAutoFinish!(at({ tableau: done('KC', 'JS QS KS'), foundations: rest }))).toBe(false);
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: [...Array(8).fill(''), 'KC'], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(kingAlbert.status(kingAlbert.applyMove(state, mv(col(9), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const row = ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C', ...Array(1).fill('KS')];
    expect(kingAlbert.status(at({ tableau: row, foundations: ['AS', 'AH', 'AD', 'AC'] }))).toBe('lost');
    expect(kingAlbert.status(at({ tableau: row, foundations: ['AS 2S', 'AH', 'AD', 'AC'] }))).toBe('playing');
  });
});

describe('Scoring', () => {
  it('10 points for each card on the foundations; a card that comes back down takes its 10 points back', () => {
    const state = at({ tableau: cols('9H 5H'), foundations: ['AS 2S 3S 4S', 'AH', 'AD', 'AC'] });
    expect(kingAlbert.score!(state, 0)).toBe(70);
    expect(kingAlbert.score!(kingAlbert.applyMove(state, mv(fnd(1), col(1))), 0)).toBe(60);
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: 3C | 7S JC | 4D 8D 5D | TD 9S 8S QD | TH 2H 9H KH TS | 2C 5S 4H 9C 3H 4C | 9D 2D KS 3S 6S 6H AH | QS 7C 2S 5H 8H KC 8C AD | 4S KD JD AC 7H 3D TC AS 7D\nfoundations:  |  |  | \nreserve: QH | 6C | JH | JS | 5C | 6D | QC";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 6H | 5H 2D | QD 7H 3H | 9H TS QS 8C | AH 5D KH 2S 7C | JC 8S AS 3C 7D 5S | AC JS JD KS 6C 9D 4D | 5C 3D 4S QH 9S QC 4C 2H | TD JH KC 6S 8D TH AD 4H KD\nfoundations:  |  |  | \nreserve: 7S | 3S | 2C | 6D | 8H | 9C | TC";

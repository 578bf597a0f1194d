// Somerset, checked against docs/rules/somerset.md rule by rule: each test names the rule it checks, on
// positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { somerset, somersetRules } from '../../src/engine/games/somerset/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal } from './fixtures.js';
import { col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(somersetRules, spec, 'somerset');
const cols = (...c: string[]): string[] => [...c, ...Array(10 - c.length).fill('2D')];

describe('Layout', () => {
  it('ten columns of 8, 8, 8, 7, 6, 5, 4, 3, 2 and 1 cards, all 52 face up', () => {
    const state = somerset.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([8, 8, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('four foundations, empty at the start; no free cells, no reserve, no stock', () => {
    const state = somerset.newGame({ seed: 1 });
    expect(state.foundations).toEqual([[], [], [], []]);
    expect(state.cells).toEqual([]);
    expect(state.reserve).toEqual([]);
    expect(state.stock).toEqual([]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(somerset.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(somerset.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go up to its foundation, onto a column whose last card is one rank higher and of the other colour, or into an empty column', () => {
    const state = at({ tableau: cols('9H 4S', '5H', '5C', '3H', ''), foundations: ['AS 2S', 'AH 2H'] });
    const moves = somerset.legalMoves(state);
    for (const m of [mv(col(4), fnd(2)), mv(col(1), col(2)), mv(col(1), col(5))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(somerset, state, mv(col(1), col(3)))).toMatch(/4♠ needs a red 5/);
  });

  it('an empty column takes any card', () => {
    expect(lists(somerset.legalMoves(at({ tableau: cols('9H 4S', '') })), mv(col(1), col(2)))).toBe(true);
  });

  it('cards move one at a time; as a shortcut, a run in alternate colours moves at once when the empty columns could carry it card by card: at most 2^e cards, the target column not counted', () => {
    const run = '9H 8S 7D 6C';
    const state = at({ tableau: cols(run, 'TS', '', ''), foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(lists(somerset.legalMoves(state), mv(col(1), col(2), 4))).toBe(true);
    expect(lists(somerset.legalMoves(state), mv(col(1), col(3), 2))).toBe(true);
    expect(refusal(somerset, state, mv(col(1), col(3), 4))).toMatch(/at most 2 cards move together, not 4/);
    const tight = at({ tableau: cols(run, 'TS'), foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(refusal(somerset, tight, mv(col(1), col(2), 4))).toMatch(/at most 1 card move together, not 4/);
  });

  it('a card on a foundation may come back down, onto one rank higher of the other colour or into an empty column', () => {
    const state = at({ tableau: cols('9H 5H', '', '5S'), foundations: ['AS 2S 3S 4S', 'AH 2H 3H'] });
    const moves = somerset.legalMoves(state);
    for (const m of [mv(fnd(1), col(1)), mv(fnd(1), col(2)), mv(fnd(2), col(2))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(somerset, state, mv(fnd(1), col(3)))).toMatch(/4♠ needs a red 5/);
  });

  it('no card goes up by itself while play could still want it back; once every column falls in foundation order, the rest go up by themselves', () => {
    expect(somerset.safeToFoundation).toBeUndefined();
    const empty = Array(10).fill('');
    const done = (...c: string[]): string[] => [...c, ...empty.slice(c.length)];
    const rest = [suitUp('S').split(' ').slice(0, 10).join(' '), suitUp('H'), suitUp('D'), suitUp('C').split(' ').slice(0, 12).join(' ')];
    expect(somerset.canAutoFinish!(at({ tableau: done('KC', 'KS QS JS'), foundations: rest }))).toBe(true);
    expect(somerset.canAutoFinish!(at({ tableau: done('KC', 'JS QS KS'), foundations: rest }))).toBe(false);
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: [...Array(9).fill(''), 'KC'], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(somerset.status(somerset.applyMove(state, mv(col(10), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const row = ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C', ...Array(2).fill('KS')];
    expect(somerset.status(at({ tableau: row, foundations: ['AS', 'AH', 'AD', 'AC'] }))).toBe('lost');
    expect(somerset.status(at({ tableau: row, foundations: ['AS 2S', 'AH', 'AD', 'AC'] }))).toBe('playing');
  });
});

describe('Scoring', () => {
  it('10 points for each card on the foundations; a card that comes back down takes its 10 points back', () => {
    const state = at({ tableau: cols('9H 5H'), foundations: ['AS 2S 3S 4S', 'AH', 'AD', 'AC'] });
    expect(somerset.score!(state, 0)).toBe(70);
    expect(somerset.score!(somerset.applyMove(state, mv(fnd(1), col(1))), 0)).toBe(60);
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QH TD 2H 4H 3S 8H 3D AD | 6C TH 5S KS 5H 7H AH AS | JH 2C 2D 2S AC 4C 8C 7D | JS 9D 7C JD TS 6H TC | 5C QS KD QD 3H KC | 6D 4S 5D KH 6S | QC JC 8S 9C | 3C 8D 9H | 7S 9S | 4D\nfoundations:  |  |  | ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 7S 9H 5D AS KS 9S TH 2H | 3S AH 8S JD QH 8D 4D 4H | 2C JC JS 4S 6S 5S 4C KD | 6D AC 3D KC 7C 9D AD | 8H 5C JH 8C 7D QC | 9C TD 3H 2S 6C | TC 2D QS 3C | 6H 7H KH | 5H TS | QD\nfoundations:  |  |  | ";

// East Haven, checked against docs/rules/east-haven.md rule by rule: each test names the rule it
// checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { eastHaven, eastHavenRules } from '../../src/engine/games/east-haven/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, fnd, lists, mv, position, type PositionSpec, RECYCLE, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(eastHavenRules, spec, 'east-haven');
const cols = (...c: string[]): string[] => [...c, ...Array(7 - c.length).fill('2D')];

describe('Layout', () => {
  it('seven columns of 3 cards, only the last card of each face up', () => {
    const state = eastHaven.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    for (const column of state.tableau) expect(column.map((c) => c.faceUp)).toEqual([false, false, true]);
  });

  it('the stock holds the other 31 cards, face down; four empty foundations, no free cells', () => {
    const state = eastHaven.newGame({ seed: 1 });
    expect(state.stock).toHaveLength(31);
    expect(state.stock.every((c) => !c.faceUp)).toBe(true);
    expect(state.foundations).toEqual([[], [], [], []]);
    expect(state.cells).toEqual([]);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(eastHaven.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(eastHaven.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go up to its foundation, onto a column whose last card is one rank higher and of the other colour, or into an empty column', () => {
    const state = at({ tableau: cols('9H 4S', '5H', '5C', 'AH', '') });
    const moves = eastHaven.legalMoves(state);
    for (const m of [mv(col(4), fnd(2)), mv(col(1), col(2)), mv(col(1), col(5))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(eastHaven, state, mv(col(1), col(3)))).toMatch(/4♠ needs a red 5/);
  });

  it('any number of cards from the end of a run in alternate colours move together, onto one rank higher of the other colour or into an empty column; face-down cards never move', () => {
    const state = at({ tableau: cols('?KS 9H 8S 7D 6C', 'TS', '', '8C') });
    const moves = eastHaven.legalMoves(state);
    for (const m of [mv(col(1), col(2), 4), mv(col(1), col(3), 4), mv(col(1), col(3), 2), mv(col(1), col(4), 2)]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(eastHaven, state, mv(col(1), col(3), 5))).toMatch(/./);
  });

  it('an empty column takes any card or run', () => {
    expect(lists(eastHaven.legalMoves(at({ tableau: cols('9H 4S', '') })), mv(col(1), col(2)))).toBe(true);
  });

  it('a face-down card turns face up as soon as it is the last card of its column', () => {
    const after = eastHaven.applyMove(at({ tableau: cols('?QS 4S', '5H') }), mv(col(1), col(2)));
    expect(after.tableau[0]![0]!.faceUp).toBe(true);
  });

  it('a card on a foundation may come back down, onto one rank higher of the other colour or into an empty column', () => {
    const state = at({ tableau: cols('9H 5H', '', '5S'), foundations: ['AS 2S 3S 4S', 'AH 2H 3H'] });
    const moves = eastHaven.legalMoves(state);
    for (const m of [mv(fnd(1), col(1)), mv(fnd(1), col(2)), mv(fnd(2), col(2))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(eastHaven, state, mv(fnd(1), col(3)))).toMatch(/4♠ needs a red 5/);
  });

  it('no card goes up by itself while play could still want it back; once every card is face up, the stock dealt and every column in foundation order, the rest go up by themselves', () => {
    expect(eastHaven.safeToFoundation).toBeUndefined();
    const rest = [suitUp('S').split(' ').slice(0, 10).join(' '), suitUp('H'), suitUp('D'), suitUp('C').split(' ').slice(0, 12).join(' ')];
    const done = (...c: string[]): string[] => [...c, ...Array(7 - c.length).fill('')];
    expect(eastHaven.canAutoFinish!(at({ tableau: done('KC', 'KS QS JS'), foundations: rest }))).toBe(true);
    expect(eastHaven.canAutoFinish!(at({ tableau: done('KC', 'KS QS JS'), foundations: rest, stock: '2D' }))).toBe(false);
  });
});

describe('Stock', () => {
  it('a deal puts one face-up card from the stock on the end of every column, left to right, empty columns too', () => {
    const state = at({ tableau: ['9H', '', 'TD', 'KC', 'QD', '3H', '4C'], stock: '2C 3C 4C 5C 6C 7C 8S 9S' });
    const dealt = eastHaven.applyMove(state, DEAL);
    expect(dealt.tableau.map((c) => showPile(c.slice(-1)))).toEqual(['9S', '8S', '7C', '6C', '5C', '4C', '3C']);
    expect(showPile(dealt.stock)).toBe('?2C');
  });

  it('31 cards make four deals of seven and a last deal of three, which go to the three leftmost columns; there is no redeal', () => {
    let state = eastHaven.newGame({ seed: 3 });
    for (let i = 0; i < 5; i++) state = eastHaven.applyMove(state, DEAL);
    expect(state.tableau.map((c) => c.length)).toEqual([8, 8, 8, 7, 7, 7, 7]);
    expect(state.stock).toEqual([]);
    expect(refusal(eastHaven, state, DEAL)).toBe('The stock is empty.');
    expect(refusal(eastHaven, state, RECYCLE)).toMatch(/no waste/);
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: ['', '', '', '', '', '', 'KC'], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(eastHaven.status(eastHaven.applyMove(state, mv(col(7), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const row = ['3S', '3H', '3D', '5C', '5S', '5H', '5D'];
    expect(eastHaven.status(at({ tableau: row, foundations: ['AS', 'AH', 'AD', 'AC'] }))).toBe('lost');
    expect(eastHaven.status(at({ tableau: row, foundations: ['AS', 'AH', 'AD', 'AC'], stock: 'KS' }))).toBe('playing');
  });
});

describe('Scoring', () => {
  it('10 points for each card on the foundations; a card that comes back down takes its 10 points back', () => {
    const state = at({ tableau: cols('9H 5H'), foundations: ['AS 2S 3S 4S', 'AH', 'AD', 'AC'] });
    expect(eastHaven.score!(state, 0)).toBe(70);
    expect(eastHaven.score!(eastHaven.applyMove(state, mv(fnd(1), col(1))), 0)).toBe(60);
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: ?QH ?3C QS | ?6C ?7S 4S | ?JH ?4D JC | ?JS ?TD 8D | ?5C ?TH 9S | ?6D ?2C 2H | ?QC ?9D 5S\nfoundations:  |  |  | \nstock: ?7D ?AS ?AD ?TC ?8C ?AH ?3D ?KC ?6H ?4C ?7H ?8H ?6S ?3H ?TS ?AC ?5H ?3S ?9C ?KH ?QD ?JD ?2S ?KS ?4H ?9H ?8S ?5D ?KD ?7C ?2D";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: ?7S ?6H 5C | ?3S ?5H TD | ?2C ?QD 2D | ?6D ?9H 7H | ?8H ?AH TS | ?9C ?JC 5D | ?TC ?AC 8S\nfoundations:  |  |  | \nstock: ?KD ?4H ?2H ?AD ?4C ?4D ?TH ?QC ?9D ?5S ?8D ?9S ?6C ?7D ?7C ?6S ?QH ?KS ?3C ?2S ?8C ?KC ?4S ?JD ?AS ?KH ?QS ?3H ?JH ?3D ?JS";

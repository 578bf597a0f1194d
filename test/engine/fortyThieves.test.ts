// Forty Thieves, checked against docs/rules/forty-thieves.md rule by rule: each test names the
// rule it checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { fortyThieves, fortyThievesRules } from '../../src/engine/games/forty-thieves/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, fnd, lists, mv, position, RECYCLE, waste, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(fortyThievesRules, spec, 'forty-thieves');
const ten = (...cols: string[]): string[] => [...cols, ...Array(10 - cols.length).fill('2D')];

describe('Layout', () => {
  it('two decks: ten columns of 4 face-up cards each, the other 64 cards in the stock, face down', () => {
    const state = fortyThieves.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual(Array(10).fill(4));
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(state.stock).toHaveLength(64);
    expect(state.stock.every((c) => !c.faceUp)).toBe(true);
    const cards = cardMultiset(state);
    expect(cards).toHaveLength(104);
    expect(new Set(cards).size).toBe(52);
  });

  it('eight foundations, two per suit, all empty at the start; the waste empty', () => {
    const state = fortyThieves.newGame({ seed: 1 });
    expect(state.foundations).toHaveLength(8);
    expect(state.foundations.flat()).toEqual([]);
    expect(state.waste).toEqual([]);
    expect([0, 4].map((i) => fortyThieves.foundationStart(state, i).suit)).toEqual(['spades', 'spades']);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(fortyThieves.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(fortyThieves.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('turn the top stock card face up onto the waste, one card at a time; only the top waste card is playable; no redeal', () => {
    const state = at({ tableau: ten('9H'), stock: '8C 8H' });
    const once = fortyThieves.applyMove(state, DEAL);
    expect(showPile(once.waste)).toBe('8H');
    expect(lists(fortyThieves.legalMoves(once), mv(waste, col(1)))).toBe(true);
    const twice = fortyThieves.applyMove(once, DEAL);
    expect(refusal(fortyThieves, twice, mv(waste, col(1), 2))).toMatch(/Only the top card of the waste/);
    expect(refusal(fortyThieves, twice, DEAL)).toMatch(/The stock is empty/);
    expect(refusal(fortyThieves, twice, RECYCLE)).toBe('There is no redeal: the stock goes through once.');
  });

  it('the top waste card or the last card of a column may go to a foundation of its suit (either one, when it is the next rank there)', () => {
    const state = at({ tableau: ten('2S'), foundations: ['AS', '', '', '', 'AS'], waste: 'AH' });
    const moves = fortyThieves.legalMoves(state);
    expect(lists(moves, mv(col(1), fnd(1)))).toBe(true);
    expect(lists(moves, mv(col(1), fnd(5)))).toBe(true);
    expect(lists(moves, mv(waste, fnd(2)))).toBe(true);
    expect(lists(moves, mv(waste, fnd(6)))).toBe(true);
    expect(refusal(fortyThieves, state, mv(col(1), fnd(2)))).toMatch(/for hearts/);
  });

  it('onto a column whose last card is of the same suit and one rank higher, or into an empty column; an empty column takes any card', () => {
    const state = at({ tableau: ten('9H', '8H', '8S', ''), waste: '4C' });
    const moves = fortyThieves.legalMoves(state);
    for (const m of [mv(col(2), col(1)), mv(col(3), col(4)), mv(waste, col(4))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(fortyThieves, state, mv(col(3), col(1)))).toBe('8♠ needs 9♠ to go on, not 9♥.');
  });

  it('cards on a foundation stay there', () => {
    expect(refusal(fortyThieves, at({ tableau: ten('3S', ''), foundations: ['AS 2S'] }), mv(fnd(1), col(2)))).toBe('Cards on a foundation stay there.');
  });

  it('a run in one suit moves between columns as a unit when the empty columns could carry it: at most 2^e cards, the target not counted', () => {
    const state = at({ tableau: ten('9H 8H 7H', 'TH', '', '') });
    expect(lists(fortyThieves.legalMoves(state), mv(col(1), col(2), 3))).toBe(true);
    expect(refusal(fortyThieves, state, mv(col(1), col(3), 3))).toMatch(/at most 2 cards/);
    expect(refusal(fortyThieves, at({ tableau: ten('9H 8H 7H', 'TH') }), mv(col(1), col(2), 3))).toMatch(/at most 1 card move together, not 3/);
  });
});

describe('Winning', () => {
  it('all 104 cards on the eight foundations win', () => {
    const all = ['S', 'H', 'D', 'C', 'S', 'H', 'D', 'C'].map((x) => suitUp(x as 'S'));
    all[7] = all[7]!.slice(0, -3);
    const state = at({ tableau: ten('KC').map((c, i) => (i === 0 ? c : '')), foundations: all });
    expect(fortyThieves.status(state)).toBe('playing');
    expect(fortyThieves.status(fortyThieves.applyMove(state, mv(col(1), fnd(8))))).toBe('won');
  });

  it('you lose when the stock is empty and no move is left; not while the stock has cards', () => {
    const stuck = ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C', '7S', '7H'];
    expect(fortyThieves.status(at({ tableau: stuck, waste: '9C' }))).toBe('lost');
    expect(fortyThieves.status(at({ tableau: stuck, stock: 'JC' }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: 8H 7S 3C 7C | TD 7S 6H 5D | KH 2H KD KH | 8C JH JC 9D | TS JD 9S 6D | KS 5H 8C 7H | QC 9H 4D 6H | AC 3D 7D TC | TC 7H 3S QS | AD 3H 4D 4S\nfoundations:  |  |  |  |  |  |  | \nstock: ?AH ?AS ?2S ?9C ?6C ?2D ?9S ?5H ?2C ?4C ?4C ?7C ?KS ?JD ?TH ?AH ?5C ?6S ?8D ?KC ?QH ?3H ?4S ?9D ?9C ?QS ?QD ?5D ?QC ?5C ?5S ?2H ?KC ?7D ?JC ?4H ?4H ?JH ?JS ?9H ?AD ?QH ?TS ?6C ?3D ?8S ?JS ?3S ?8S ?2D ?AC ?AS ?QD ?8H ?6S ?8D ?2C ?TD ?6D ?3C ?KD ?TH ?5S ?2S";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 4S JD QC 9C | TH 4H JD JC | 2H 4D 8S 3D | TS AD 8D 2D | QC 8C 5D 3D | KS JH 5C 9S | 9S 5D 7H KH | 9H QD 6S 3H | 8H 3C 2C 4C | 3S 9C 5H AD\nfoundations:  |  |  |  |  |  |  | \nstock: ?QH ?8D ?4D ?3S ?TD ?JS ?TC ?9D ?JH ?JS ?9H ?6H ?AC ?5C ?AS ?KS ?8S ?6D ?6D ?4S ?KC ?6S ?4C ?3H ?AS ?TH ?TD ?7C ?KD ?5H ?6C ?KH ?7D ?QD ?7S ?7H ?AH ?2S ?2D ?QS ?5S ?TS ?7D ?QS ?2C ?4H ?7C ?KC ?8C ?QH ?5S ?7S ?6H ?JC ?3C ?9D ?8H ?2S ?AC ?2H ?TC ?AH ?6C ?KD";

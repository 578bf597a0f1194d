// Scorpion, checked against docs/rules/scorpion.md rule by rule: each test names the rule it
// checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { scorpion, scorpionRules } from '../../src/engine/games/scorpion/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, fnd, lists, mv, position, type PositionSpec } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(scorpionRules, spec, 'scorpion');
const seven = (...cols: string[]): string[] => [...cols, ...Array(7 - cols.length).fill('2D')];
const SPADES = 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS';

describe('Layout', () => {
  it('seven columns of 7 cards; columns 1–4 have their 3 bottom cards face down, columns 5–7 are all face up (12 down, 37 up)', () => {
    const state = scorpion.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual(Array(7).fill(7));
    state.tableau.forEach((column, i) => expect(column.map((c) => c.faceUp)).toEqual(column.map((_, j) => i >= 4 || j >= 3)));
    expect(state.tableau.flat().filter((c) => c.faceUp)).toHaveLength(37);
  });

  it('the reserve (stock) holds the other 3 cards, face down; the foundations for completed suits start empty', () => {
    const state = scorpion.newGame({ seed: 1 });
    expect(state.stock).toHaveLength(3);
    expect(state.stock.every((c) => !c.faceUp)).toBe(true);
    expect(state.removed).toEqual([]);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(scorpion.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(scorpion.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Tableau', () => {
  it('any face-up card may be picked up with all the cards on top of it, in any order; the group goes onto a column whose last card is of the same suit and one rank higher; nothing goes on an ace', () => {
    const state = at({ tableau: seven('?KD 8H 2S 9D', '9H', '9S', 'AC', '2C') });
    expect(scorpion.movableCount(state, col(1))).toBe(3);
    expect(showPile(scorpion.applyMove(state, mv(col(1), col(2), 3)).tableau[1]!)).toBe('9H 8H 2S 9D');
    expect(refusal(scorpion, state, mv(col(1), col(3), 3))).toBe('8♥ needs 9♥ to go on, not 9♠.');
    expect(refusal(scorpion, state, mv(col(5), col(4)))).toBe('Nothing goes on an ace.');
  });

  it('an empty column takes only a king, with whatever lies on top of it', () => {
    const state = at({ tableau: seven('', '?2C KH 4S 7D', 'QS JD'), stock: '' });
    expect(lists(scorpion.legalMoves(state), mv(col(2), col(1), 3))).toBe(true);
    expect(refusal(scorpion, state, mv(col(3), col(1), 2))).toBe('Only a king goes into an empty column.');
  });

  it('a face-down card turns face up as soon as it is the last card of its column', () => {
    const state = at({ tableau: seven('?5C ?6C 8H', '9H') });
    expect(showPile(scorpion.applyMove(state, mv(col(1), col(2))).tableau[0]!)).toBe('?5C 6C');
  });
});

describe('Reserve', () => {
  it('once, at any time, the 3 reserve cards are dealt face up, one each, onto the ends of columns 1, 2 and 3 (onto an empty column too)', () => {
    const state = at({ tableau: seven('', '9H', '?4C 9S'), stock: '3D 7C QH' });
    expect(lists(scorpion.legalMoves(state), DEAL)).toBe(true);
    const dealt = scorpion.applyMove(state, DEAL);
    expect(dealt.tableau.slice(0, 4).map(showPile)).toEqual(['QH', '9H 7C', '?4C 9S 3D', '2D']);
    expect(dealt.stock).toEqual([]);
    expect(refusal(scorpion, dealt, DEAL)).toBe('The stock is empty.');
  });
});

describe('Foundations', () => {
  it('when the last 13 cards of a column are one suit from king down to ace, they leave the tableau together, at once and automatically', () => {
    const state = at({ tableau: seven(`?5D ${SPADES.replace(' AS', '')}`, 'AS 3H') });
    const after = scorpion.applyMove(state, mv(col(2), col(1), 2));
    // A♠ 3♥ went onto 2♠: the run is not at the end of the column yet.
    expect(after.removed).toEqual([]);
    const uncovered = scorpion.applyMove({ ...after, tableau: after.tableau.map((c, i) => (i === 3 ? [...c.slice(0, -1), { rank: 4, suit: 'hearts' as const, faceUp: true }] : c)) }, mv(col(1), col(4)));
    expect(uncovered.removed.map(showPile)).toEqual([SPADES]);
    expect(showPile(uncovered.tableau[0]!)).toBe('5D');
  });

  it('single cards never go to the foundations, and cards never come back', () => {
    const state = at({ tableau: seven('AS') });
    expect(refusal(scorpion, state, mv(col(1), fnd(1)))).toMatch(/whole suit/);
    expect(scorpion.toFoundation).toBeUndefined();
  });
});

describe('Winning', () => {
  it('all four suits completed and removed (the tableau and reserve empty) win', () => {
    const state = at({ tableau: [SPADES.replace(' AS', ''), 'AS', '', '', '', '', ''], removed: 3 });
    expect(scorpion.status(scorpion.applyMove(state, mv(col(2), col(1))))).toBe('won');
    expect(scorpion.status(at({ tableau: Array(7).fill(''), removed: 3, stock: 'AS' }))).toBe('playing');
  });

  it('you lose when the reserve is used and no move is left', () => {
    const stuck = ['3S', '3H', '3D', '3C', '5S', '5H', '5D'];
    expect(scorpion.status(at({ tableau: stuck }))).toBe('lost');
    expect(scorpion.status(at({ tableau: stuck, stock: 'JC JD JH' }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: ?QH ?3C ?QS 2D KS 5H 4C | ?6C ?7S ?4S 7C 2S AC 6H | ?JH ?4D ?JC KD JD TS KC | ?JS ?TD ?8D 5D QD 3H 3D | 5C TH 9S 8S KH 6S AH | 6D 2C 2H 9H 9C 8H 8C | QC 9D 5S 4H 3S 7H TC\nstock: ?7D ?AS ?AD";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: ?7S ?6H ?5C JS JD QH 5S | ?3S ?5H ?TD 3D 4S 6S 9D | ?2C ?QD ?2D JH KC 7C QC | ?6D ?9H ?7H 3H 8C 7D TH | 8H AH TS QS 2S 6C 4D | 9C JC 5D KH 3C 9S 4C | TC AC 8S AS KS 8D AD\nstock: ?KD ?4H ?2H";

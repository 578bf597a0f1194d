// Spiderette, checked against docs/rules/spiderette.md rule by rule: each test names the rule it
// checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { spiderette, spideretteRules } from '../../src/engine/games/spiderette/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, fnd, lists, mv, position, RECYCLE, type PositionSpec } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(spideretteRules, spec, 'spiderette');
const SPADES = 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S';

describe('Layout', () => {
  it('seven columns holding 1 to 7 cards from left to right; only the last card of each column is face up', () => {
    const state = spiderette.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const column of state.tableau) expect(column.map((c) => c.faceUp)).toEqual(column.map((_, i) => i === column.length - 1));
  });

  it('the stock holds the other 24 cards, face down', () => {
    const state = spiderette.newGame({ seed: 1 });
    expect(state.stock).toHaveLength(24);
    expect(state.stock.every((c) => !c.faceUp)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(spiderette.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(spiderette.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Tableau', () => {
  it('a card goes on a column whose last card is one rank higher, of any suit; nothing goes on an ace', () => {
    const state = at({ tableau: ['9H', '8C', 'AD', '2S', 'KC', 'QD', '3H'] });
    expect(lists(spiderette.legalMoves(state), mv(col(2), col(1)))).toBe(true);
    expect(lists(spiderette.legalMoves(state), mv(col(3), col(4)))).toBe(true);
    expect(refusal(spiderette, state, mv(col(4), col(3)))).toBe('Nothing goes on an ace.');
    expect(refusal(spiderette, state, mv(col(7), col(1)))).toMatch(/needs a 4/);
  });

  it('any number of cards from the end of a same-suit run move together; cards that are not one same-suit run never move together', () => {
    const state = at({ tableau: ['9H 8S 7S 6S', 'TD', '8H', 'KC', 'QD', '3H', '4C'] });
    expect(spiderette.movableCount(state, col(1))).toBe(3);
    expect(showPile(spiderette.applyMove(state, mv(col(1), col(3), 2)).tableau[2]!)).toBe('8H 7S 6S');
    expect(refusal(spiderette, state, mv(col(1), col(2), 4))).toBe('Only a run descending in one suit moves together.');
  });

  it('an empty column takes any card or run', () => {
    const state = at({ tableau: ['9H 8S 7S', '', 'TD', 'KC', 'QD', '3H', '4C'], stock: '2C' });
    for (const count of [1, 2]) expect(lists(spiderette.legalMoves(state), mv(col(1), col(2), count))).toBe(true);
  });

  it('a face-down card turns face up as soon as it is the last card of its column', () => {
    const state = at({ tableau: ['?9H ?8S 7D', '8C', 'TD', 'KC', 'QD', '3H', '4C'] });
    expect(showPile(spiderette.applyMove(state, mv(col(1), col(2))).tableau[0]!)).toBe('?9H 8S');
  });
});

describe('Completed suits', () => {
  it('when the last 13 cards of a column are a king-to-ace run of one suit, they leave the table at once', () => {
    const state = at({ tableau: [`?5D ${SPADES}`, 'AS', 'TD', 'KC', 'QD', '3H', '4C'] });
    const after = spiderette.applyMove(state, mv(col(2), col(1)));
    expect(after.removed).toHaveLength(1);
    expect(showPile(after.removed[0]!)).toBe(`${SPADES} AS`);
    expect(showPile(after.tableau[0]!)).toBe('5D');
    expect(refusal(spiderette, state, mv(col(2), fnd(1)))).toMatch(/whole suit/);
  });
});

describe('Stock', () => {
  it('deal one face-up card from the stock onto the end of each column, left to right, but only when no column is empty', () => {
    const state = at({ tableau: ['9H', '8C', 'TD', 'KC', 'QD', '3H', '4C'], stock: '2C 3C 4C 5C 6C 7C 8S 9S' });
    const dealt = spiderette.applyMove(state, DEAL);
    expect(dealt.tableau.map((c) => showPile(c.slice(-1)))).toEqual(['9S', '8S', '7C', '6C', '5C', '4C', '3C']);
    expect(showPile(dealt.stock)).toBe('?2C');
    const gap = at({ tableau: ['9H', '', 'TD', 'KC', 'QD', '3H', '4C'], stock: '2C 3C' });
    expect(refusal(spiderette, gap, DEAL)).toBe('Fill every empty column before dealing.');
  });

  it('24 cards make three deals of seven and a last deal of three, which go to the three leftmost columns; there is no redeal', () => {
    let state = spiderette.newGame({ seed: 3 });
    const before = state.tableau.map((c) => c.length);
    for (let i = 0; i < 4; i++) state = spiderette.applyMove(state, DEAL);
    expect(state.tableau.map((c, i) => c.length - before[i]!)).toEqual([4, 4, 4, 3, 3, 3, 3]);
    expect(state.stock).toEqual([]);
    expect(refusal(spiderette, state, DEAL)).toBe('The stock is empty.');
    expect(refusal(spiderette, state, RECYCLE)).toMatch(/no waste/);
  });
});

describe('Winning', () => {
  it('all four suits completed and gone win', () => {
    const state = at({ tableau: [SPADES, 'AS', '', '', '', '', ''], removed: 3 });
    expect(spiderette.status(state)).toBe('playing');
    expect(spiderette.status(spiderette.applyMove(state, mv(col(2), col(1))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const state = at({ tableau: ['AH', 'AD', 'AC', '3H', '5D', '7C', '9H'] });
    expect(spiderette.status(state)).toBe('lost');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QH | ?6C 3C | ?JH ?7S 9D | ?JS ?4D ?QS 9S | ?5C ?TD ?4S ?2H 7C | ?6D ?TH ?JC ?5S ?KD 8S | ?QC ?2C ?8D ?2D ?5D ?9H 4H\nstock: ?7D ?AS ?AD ?TC ?8C ?AH ?3D ?KC ?6H ?4C ?7H ?8H ?6S ?3H ?TS ?AC ?5H ?3S ?9C ?KH ?QD ?JD ?2S ?KS";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 7S | ?3S 6H | ?2C ?5H AC | ?6D ?QD ?5C TS | ?8H ?9H ?TD ?5D 3D | ?9C ?AH ?2D ?8S ?JH QS | ?TC ?JC ?7H ?JS ?3H ?KH AS\nstock: ?KD ?4H ?2H ?AD ?4C ?4D ?TH ?QC ?9D ?5S ?8D ?9S ?6C ?7D ?7C ?6S ?QH ?KS ?3C ?2S ?8C ?KC ?4S ?JD";

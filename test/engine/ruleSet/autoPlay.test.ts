// The helpers that send cards up (src/engine/ruleSet/autoPlay.ts): one card to its foundation, a
// card safe to put up only when no move can ever need it again, and the rest playing itself.
import { describe, expect, it } from 'vitest';
import { bakersGameRules } from '../../../src/engine/games/bakers-game/index.js';
import { canfieldRules } from '../../../src/engine/games/canfield/index.js';
import { fortyThievesRules } from '../../../src/engine/games/forty-thieves/index.js';
import { yukonRules } from '../../../src/engine/games/yukon/index.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { ruleSetGame } from '../../../src/engine/ruleSet/ruleSetGame.js';
import { cell, col, fnd, mv, position, waste, type PositionSpec } from './position.js';

const with_ = (rules: RuleSet) => ({ g: ruleSetGame(rules), at: (spec: PositionSpec) => position(rules, spec) });

describe('toFoundation', () => {
  it('the top card of a pile goes to the first foundation that takes it', () => {
    const { g, at } = with_(fortyThievesRules);
    const state = at({ tableau: ['AS', '', '', '', '', '', '', '', '', ''], foundations: ['AS'] });
    expect(g.toFoundation!(state, col(1))).toEqual(mv(col(1), fnd(5)));
    expect(g.toFoundation!(state, col(2))).toBeUndefined();
  });
});

describe('safeToFoundation', () => {
  it('an ace is safe: nothing is built on it', () => {
    const { g, at } = with_(yukonRules);
    expect(g.safeToFoundation!(at({ tableau: ['5C AH', '', '', '', '', '', ''] }))).toEqual(mv(col(1), fnd(2)));
  });

  it('a card is safe only when every card that could be built on it is up (alternating colours: both of the other colour)', () => {
    const { g, at } = with_(yukonRules);
    const notYet = at({ tableau: ['3H', '', '', '', '', '', ''], foundations: ['AS 2S', 'AH 2H', 'AD', 'AC'] });
    expect(g.toFoundation!(notYet, col(1))).toBeDefined();
    expect(g.safeToFoundation!(notYet)).toBeUndefined();
    const safe = at({ tableau: ['3H', '', '', '', '', '', ''], foundations: ['AS 2S', 'AH 2H', 'AD', 'AC 2C'] });
    expect(g.safeToFoundation!(safe)).toEqual(mv(col(1), fnd(2)));
  });

  it('building in suit: a card is safe once the next lower card of its suit is up, from a free cell first', () => {
    const { g, at } = with_(bakersGameRules);
    const state = at({ tableau: ['3H', '', '', '', '', '', '', ''], cells: ['2S'], foundations: ['AS', 'AH 2H'] });
    expect(g.safeToFoundation!(state)).toEqual(mv(cell(1), fnd(1)));
  });

  it('two decks: safe only when both copies of each card that could go on it are up', () => {
    const { g, at } = with_(fortyThievesRules);
    const one = at({ tableau: ['3S', '', '', '', '', '', '', '', '', ''], foundations: ['AS 2S', '', '', '', 'AS'] });
    expect(g.safeToFoundation!(one)).toBeUndefined();
    const both = at({ tableau: ['3S', '', '', '', '', '', '', '', '', ''], foundations: ['AS 2S', '', '', '', 'AS 2S'] });
    expect(g.safeToFoundation!(both)).toEqual(mv(col(1), fnd(1)));
  });

  it('never from a waste drawn three at a time, which would change what later passes show', () => {
    const { g, at } = with_(canfieldRules);
    const state = at({ tableau: ['9C', '9D', '9H', '8C'], reserve: ['KD'], waste: 'AS', foundations: ['', 'AH'] });
    expect(g.toFoundation!(state, waste)).toBeDefined();
    expect(g.safeToFoundation!(state)).toBeUndefined();
  });

  it('where a deal needs every column filled, a column is never emptied by it', () => {
    const rules: RuleSet = { name: 'Deal Needs', tableau: { piles: 2, cards: 1 }, stock: { to: 'columns', needsNoEmptyColumn: true } };
    const { g, at } = with_(rules);
    expect(g.safeToFoundation!(at({ tableau: ['AS', '5C'], stock: '2C' }))).toBeUndefined();
    expect(g.safeToFoundation!(at({ tableau: ['AS', '5C'] }))).toEqual(mv(col(1), fnd(1)));
  });
});

describe('canAutoFinish', () => {
  it('true when nothing is hidden, the stock and waste are empty and every column falls in foundation order', () => {
    const { g, at } = with_(yukonRules);
    expect(g.canAutoFinish!(at({ tableau: ['KH QH 3S', '2S', '', '', '', '', ''] }))).toBe(true);
    expect(g.canAutoFinish!(at({ tableau: ['3S 4H', '2S', '', '', '', '', ''] }))).toBe(false);
    expect(g.canAutoFinish!(at({ tableau: ['?KH 3S', '2S', '', '', '', '', ''] }))).toBe(false);
    expect(g.canAutoFinish!(at({ tableau: Array(7).fill('') }))).toBe(false);
  });

  it('with a base rank, in the order of the foundations: base 5, a 4 counts as the highest card', () => {
    const { g, at } = with_(canfieldRules);
    expect(g.canAutoFinish!(at({ baseRank: 5, tableau: ['4S 5H', '', '', ''], reserve: [''] }))).toBe(true);
    expect(g.canAutoFinish!(at({ baseRank: 5, tableau: ['5H 4S', '', '', ''], reserve: [''] }))).toBe(false);
    expect(g.canAutoFinish!(at({ baseRank: 5, tableau: ['4S 5H', '', '', ''], reserve: ['?3C 6D'] }))).toBe(false);
  });
});

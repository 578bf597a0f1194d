// The rules engine's deal (src/engine/ruleSet/deal.ts): the order its top comment documents, the
// same for every rule set, and the decks the knobs ask for.
import { describe, expect, it } from 'vitest';
import { dealRuleSet, orderedDeck } from '../../../src/engine/ruleSet/deal.js';
import { knobsOf } from '../../../src/engine/ruleSet/knobs.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { shuffle } from '../../../src/engine/cards/random.js';
import { cardMultiset, identity, showPile } from '../fixtures.js';

const names = (cards: readonly { rank: number; suit: 'spades' | 'hearts' | 'diamonds' | 'clubs' }[]) => cards.map(identity);

describe('the deal order', () => {
  it('base card, reserve, dealt cells, the tableau row by row left to right, then the stock, the next card of the deck first off', () => {
    const rules: RuleSet = {
      name: 'Order', tableau: { piles: 3, cards: [1, 2, 3], faceDown: [0, 1, 2] },
      foundations: { base: 'first-dealt' }, reserve: { cards: 2 }, cells: { count: 2, dealt: 1 }, stock: { to: 'waste' },
    };
    const state = dealRuleSet(rules, 'order', 7, {});
    const deck = names(shuffle(orderedDeck(knobsOf(rules)), 7));
    const base = state.foundations.flat();
    expect(names(base)).toEqual([deck[0]]);
    expect(state.baseRank).toBe(base[0]!.rank);
    expect(names(state.reserve[0]!)).toEqual(deck.slice(1, 3));
    expect(names(state.cells[0]!)).toEqual([deck[3]]);
    // Row 1: columns 1, 2, 3; row 2: columns 2, 3; row 3: column 3.
    expect(state.tableau.map(names)).toEqual([[deck[4]], [deck[5], deck[7]], [deck[6], deck[8], deck[9]]]);
    expect(names(state.stock.slice().reverse())).toEqual(deck.slice(10));
    expect(state.tableau.map((c) => c.map((card) => card.faceUp))).toEqual([[true], [false, true], [false, false, true]]);
    expect(state.reserve[0]!.map((c) => c.faceUp)).toEqual([false, true]);
    expect(state.stock.every((c) => !c.faceUp)).toBe(true);
  });

  it('aces that start up, and a hole that starts with the ace of spades, are taken out before the shuffle', () => {
    const up = dealRuleSet({ name: 'Up', deck: { decks: 2 }, tableau: { piles: 8, cards: 12 }, foundations: { count: 8, acesStartUp: true } }, 'up', 3, {});
    expect(up.foundations.map(showPile)).toEqual(['AS', 'AH', 'AD', 'AC', 'AS', 'AH', 'AD', 'AC']);
    expect(up.tableau.flat().some((c) => c.rank === 1)).toBe(false);
    expect(cardMultiset(up)).toHaveLength(104);
  });

  it('a deal is a pure function of the rule set and the seed', () => {
    const rules: RuleSet = { name: 'Pure', tableau: { piles: 4, cards: 13 } };
    expect(dealRuleSet(rules, 'pure', 11, {})).toEqual(dealRuleSet(rules, 'pure', 11, {}));
    expect(dealRuleSet(rules, 'pure', 11, {})).not.toEqual(dealRuleSet(rules, 'pure', 12, {}));
  });

  it('fewer suits make a deck of the same size: 2 suits are spades and hearts, 1 suit is spades', () => {
    const two = dealRuleSet({ name: 'Two', deck: { suits: 2 }, tableau: { piles: 4, cards: 13 } }, 'two', 1, {});
    expect(new Set(two.tableau.flat().map((c) => c.suit))).toEqual(new Set(['spades', 'hearts']));
    const one = dealRuleSet({ name: 'One', deck: { decks: 2, suits: 1 }, tableau: { piles: 8, cards: 13 } }, 'one', 1, {});
    expect(one.tableau.flat().every((c) => c.suit === 'spades')).toBe(true);
    expect(one.tableau.flat()).toHaveLength(104);
  });

  it('the top card of every column is face up, whatever faceDown says', () => {
    const state = dealRuleSet({ name: 'Down', tableau: { piles: 4, cards: 13, faceDown: 20 } }, 'down', 1, {});
    for (const column of state.tableau) expect(column.map((c) => c.faceUp)).toEqual(column.map((_, i) => i === 12));
  });

  it('where empty columns fill from the reserve, a column dealt no cards is filled at once, left to right (issue 36)', () => {
    const rules: RuleSet = { name: 'Filled', tableau: { piles: 4, cards: [0, 16, 0, 16], empty: 'reserve' }, reserve: { cards: 20, layout: 'stacked' } };
    const state = dealRuleSet(rules, 'filled', 1, {});
    const unfilled = dealRuleSet({ ...rules, tableau: { ...rules.tableau, empty: 'any' } }, 'filled', 1, {});
    // The reserve's top card goes into column 1, the next into column 3; the card under them turns up.
    expect(state.tableau.map((column) => column.length)).toEqual([1, 16, 1, 16]);
    expect(names([state.tableau[0]![0]!, state.tableau[2]![0]!])).toEqual(names(unfilled.reserve[0]!.slice(-2).reverse()));
    expect(state.tableau[0]![0]!.faceUp && state.tableau[2]![0]!.faceUp).toBe(true);
    expect(state.reserve[0]!.length).toBe(18);
    expect(state.reserve[0]!.at(-1)!.faceUp).toBe(true);
    // A spread reserve fills them from its first card on.
    const spread = dealRuleSet({ ...rules, reserve: { cards: 20, layout: 'spread' } }, 'filled', 1, {});
    expect(names([spread.tableau[0]![0]!, spread.tableau[2]![0]!])).toEqual(names(unfilled.reserve[0]!.slice(0, 2)));
    expect(spread.reserve.map((pile) => pile.length)).toEqual([0, 0, ...Array.from({ length: 18 }, () => 1)]);
  });

  it('a rule set that leaves cards with no stock, or deals more than the deck, is refused with a reason', () => {
    expect(() => dealRuleSet({ name: 'Short', tableau: { piles: 4, cards: 12 } }, 'short', 1, {})).toThrow(/leaves 4 cards after the deal but has no stock/);
    expect(() => dealRuleSet({ name: 'Long', tableau: { piles: 4, cards: 14 } }, 'long', 1, {})).toThrow(/deals more cards than its 52/);
    expect(() => dealRuleSet({ name: 'Seed', tableau: { piles: 4, cards: 13 } }, 'seed', -1, {})).toThrow(RangeError);
  });
});

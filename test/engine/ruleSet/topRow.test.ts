// The row above the columns of a rule-set game (topRowFor): which places it has and the board
// column of each, for the layouts the shipped games need: more places than columns (Canfield,
// Eight Off), a row that fills the columns exactly (Forty Thieves), a hole beside the stock (Golf)
// or alone over the middle (Black Hole), and none at all (Simple Simon).
import { describe, expect, it } from 'vitest';
import type { TopRowPlace } from '../../../src/engine/game.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { topRowFor } from '../../../src/engine/ruleSet/topRow.js';

/** An empty position of the shape the rule set deals: only the pile counts matter here. */
function shape(rules: RuleSet, piles: { foundations?: number; cells?: number; reserve?: number }): RuleSetState {
  const empty = (n = 0) => Array.from({ length: n }, () => []);
  return {
    game: 'test', seed: 1, options: {}, tableau: empty(rules.tableau.piles), stock: [], waste: [], removed: [],
    foundations: empty(piles.foundations), cells: empty(piles.cells), reserve: empty(piles.reserve), baseRank: 1, redeals: 0,
  };
}

/** Each place as "pile index@column". */
const written = (places: readonly TopRowPlace[]) => places.map(({ slot, column }) => `${slot.pile}${slot.index}@${column}`);

describe('topRowFor', () => {
  it('Canfield: stock, waste fanned three (two board columns), the reserve and four foundations run on past the four columns', () => {
    const rules: RuleSet = { name: 'C', tableau: { piles: 4, cards: 1 }, reserve: { cards: 13 }, stock: { to: 'waste', draw: 3, redeals: 'unlimited' }, foundations: { base: 'first-dealt', wrap: true } };
    const places = topRowFor(shape(rules, { foundations: 4, reserve: 1 }), rules);
    expect(written(places)).toEqual(['stock0@0', 'waste0@1', 'reserve0@3', 'foundation0@4', 'foundation1@5', 'foundation2@6', 'foundation3@7']);
    expect(places[1]!.fanned).toBe(3);
  });

  it('Eight Off: eight cells then four foundations, twelve places over eight columns', () => {
    const rules: RuleSet = { name: 'E', tableau: { piles: 8, cards: 6 }, cells: { count: 8, dealt: 4 } };
    expect(written(topRowFor(shape(rules, { foundations: 4, cells: 8 }), rules))).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `cell${i}@${i}`), 'foundation0@8', 'foundation1@9', 'foundation2@10', 'foundation3@11',
    ]);
  });

  it('Forty Thieves: stock and waste over the first two columns, eight foundations over the other eight; the waste is not fanned', () => {
    const rules: RuleSet = { name: 'F', deck: { decks: 2 }, tableau: { piles: 10, cards: 4 }, foundations: { count: 8 }, stock: { to: 'waste' } };
    const places = topRowFor(shape(rules, { foundations: 8 }), rules);
    expect(written(places)).toEqual(['stock0@0', 'waste0@1', ...Array.from({ length: 8 }, (_, i) => `foundation${i}@${i + 2}`)]);
    expect(places[1]!.fanned).toBeUndefined();
  });

  it('a stock gone through once, one card at a time, fans its waste where the row has a column to spare', () => {
    const rules: RuleSet = { name: 'K', tableau: { piles: 7, cards: 1 }, stock: { to: 'waste', redeals: 0 } };
    const places = topRowFor(shape(rules, { foundations: 4 }), rules);
    expect(written(places)).toEqual(['stock0@0', 'waste0@1', 'foundation0@3', 'foundation1@4', 'foundation2@5', 'foundation3@6']);
    expect(places[1]!.fanned).toBe(3);
    // Turned over again and again, it shows its top card alone.
    const again: RuleSet = { ...rules, stock: { to: 'waste', redeals: 'unlimited' } };
    expect(topRowFor(shape(again, { foundations: 4 }), again)[1]!.fanned).toBeUndefined();
  });

  it('FreeCell-like: four cells over the first columns, the foundations over the last ones', () => {
    const rules: RuleSet = { name: 'S', tableau: { piles: 10, cards: 5 }, cells: { count: 4, dealt: 2 } };
    expect(written(topRowFor(shape(rules, { foundations: 4, cells: 4 }), rules))).toEqual(['cell0@0', 'cell1@1', 'cell2@2', 'cell3@3', 'foundation0@6', 'foundation1@7', 'foundation2@8', 'foundation3@9']);
  });

  it('Golf: the hole beside the stock it is fed from, labelled the foundation, as its rules call it, not a suit', () => {
    const rules: RuleSet = { name: 'G', tableau: { piles: 7, cards: 5, build: 'none' }, hole: { start: 'stock' }, stock: { to: 'hole' } };
    const places = topRowFor(shape(rules, { foundations: 1 }), rules);
    expect(written(places)).toEqual(['stock0@0', 'foundation0@1']);
    expect(places[1]!.label).toBe('foundation');
  });

  it('Black Hole: the hole alone, over the middle of the seventeen columns', () => {
    const rules: RuleSet = { name: 'B', tableau: { piles: 17, cards: 3, build: 'none' }, hole: { start: 'ace-of-spades', wrap: true } };
    expect(written(topRowFor(shape(rules, { foundations: 1 }), rules))).toEqual(['foundation0@8']);
  });

  it('a spread reserve: a place for each of its piles', () => {
    const rules: RuleSet = { name: 'R', tableau: { piles: 6, cards: 4 }, reserve: { cards: 3, layout: 'spread' } };
    expect(written(topRowFor(shape(rules, { foundations: 4, reserve: 3 }), rules))).toEqual(['reserve0@0', 'reserve1@1', 'reserve2@2', 'foundation0@3', 'foundation1@4', 'foundation2@5', 'foundation3@6']);
  });

  it('Simple Simon: no stock, no cells, runs leave the table: no top row; Scorpion: only the stock dealt onto columns', () => {
    const simon: RuleSet = { name: 'SS', tableau: { piles: 10, cards: [8, 8, 8, 7, 6, 5, 4, 3, 2, 1] }, foundations: { completeRuns: true } };
    expect(topRowFor(shape(simon, {}), simon)).toEqual([]);
    const scorpion: RuleSet = { name: 'Sc', tableau: { piles: 7, cards: 7 }, foundations: { completeRuns: true }, stock: { to: 'columns', columns: [0, 1, 2] } };
    expect(written(topRowFor(shape(scorpion, {}), scorpion))).toEqual(['stock0@0']);
  });
});

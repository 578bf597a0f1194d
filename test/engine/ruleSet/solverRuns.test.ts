// The rule-set solver where suits leave the table as whole runs (Spiderette, Simple Simon,
// Scorpion): the beam search finds wins the depth-first search alone does not within the same
// budget, the run-building games' own beam (runs/) wins what the rule set's did not, every line it finds replays to a win through the rules, columns the stock deals no more
// cards to are interchangeable, and 'lost' agrees with the plain exhaustive search, with no
// symmetry at all, on small positions where those rules matter. Budgets are positions, never time.
import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import { mulberry32 } from '../../../src/engine/cards/random.js';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { depthFirst } from '../../../src/engine/ruleSet/solver/search.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { plainSearch } from '../../../src/search/plainSearch.js';
import { engineOf, keyOf, replaysToWin, RULE_SETS, shapeFor } from './solverFixtures.js';

const budget = (maxPositions: number): SearchBudget => new SearchBudget({ maxPositions, timeLimitMs: Number.POSITIVE_INFINITY });

/** Every card where it lies, face up or down: a key with no symmetry in it. */
const exactKey = (state: RuleSetState): string =>
  JSON.stringify([state.tableau, state.stock, state.removed.length]);

const SUITS: Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

/**
 * A small position of the game: three suits already gone, the other 13 cards shuffled and laid
 * out as the game deals (fewer per column), the stock's share kept back in the stock.
 */
function smallDeal(id: string, seed: number, columns: number[], faceDown: number[], stock: number): RuleSetState {
  const random = mulberry32(seed);
  const cards: Card[] = SUITS.slice(0, 1).flatMap((suit) => Array.from({ length: 13 }, (_, i) => ({ rank: i + 1, suit, faceUp: true })));
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const tableau = columns.map((n, c) => cards.splice(0, n).map((card, h) => ({ ...card, faceUp: h >= (faceDown[c] ?? 0) })));
  const removed = SUITS.slice(1).map((suit) => Array.from({ length: 13 }, (_, i) => ({ rank: 13 - i, suit, faceUp: true })));
  return {
    ...engineOf(id).newGame({ seed: 1 }),
    tableau,
    stock: cards.splice(0, stock).map((card) => ({ ...card, faceUp: false })),
    waste: [], foundations: [], cells: [], reserve: [], redeals: 0, removed,
  };
}

describe('the rule-set solver where whole suits leave the table', () => {
  it('wins a Spiderette deal with its beam search that the depth-first search alone does not, within the same budget', () => {
    const state = engineOf('spiderette').newGame({ seed: 1 });
    const alone = depthFirst(Position.fromState(shapeFor('spiderette', state), state), budget(30_000), 1 << 20);
    expect(alone.verdict).toBe('unknown');
    const outcome = solverFor(RULE_SETS.spiderette!)(state, budget(30_000));
    expect(outcome.verdict).toBe('winnable');
    expect(replaysToWin('spiderette', state, outcome.verdict === 'winnable' ? outcome.moves : [])).toBe(true);
  });

  it("wins a Spiderette deal within 60,000 positions by the run-building games' own beam, which the rule set's beam did not win in 200,000", () => {
    const state = engineOf('spiderette').newGame({ seed: 3 });
    const outcome = solverFor(RULE_SETS.spiderette!)(state, budget(60_000));
    expect(outcome.verdict).toBe('winnable');
    expect(replaysToWin('spiderette', state, outcome.verdict === 'winnable' ? outcome.moves : [])).toBe(true);
  });

  it.each(['spiderette', 'simple-simon'])('finds winning lines in %s deals that replay to a win through the rules', (id) => {
    const solve = solverFor(RULE_SETS[id]!);
    let wins = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const state = engineOf(id).newGame({ seed });
      const outcome = solve(state, budget(30_000));
      if (outcome.verdict !== 'winnable') continue;
      expect(replaysToWin(id, state, outcome.moves)).toBe(true);
      wins++;
    }
    expect(wins).toBeGreaterThan(1);
  });

  it('treats as one the Scorpion positions that differ only in the order of columns the reserve is not dealt to', () => {
    const state = engineOf('scorpion').newGame({ seed: 3 });
    const shape = shapeFor('scorpion', state);
    const swap = (a: number, b: number, s: RuleSetState): RuleSetState => {
      const tableau = [...s.tableau];
      [tableau[a], tableau[b]] = [tableau[b]!, tableau[a]!];
      return { ...s, tableau };
    };
    // Columns 5 and 7 get no reserve card: the same position. Columns 1 and 2 each get their own.
    expect(keyOf(shape, swap(4, 6, state))).toBe(keyOf(shape, state));
    expect(keyOf(shape, swap(0, 1, state))).not.toBe(keyOf(shape, state));
    expect(keyOf(shape, swap(0, 4, state))).not.toBe(keyOf(shape, state));
    // Once the reserve is dealt every column is alike.
    const dealt = engineOf('scorpion').applyMove(state, { type: 'deal' });
    expect(keyOf(shape, swap(0, 1, dealt))).toBe(keyOf(shape, dealt));
  });

  const SMALL: Record<string, { columns: number[]; faceDown: number[]; stock: number }> = {
    scorpion: { columns: [3, 3, 2, 2, 0, 0, 0], faceDown: [1, 1], stock: 3 },
  };

  it.each(Object.keys(SMALL))("says 'lost' in %s exactly when the plain exhaustive search does, on small positions", (id) => {
    const engine = engineOf(id);
    const { columns, faceDown, stock } = SMALL[id]!;
    const verdicts = { winnable: 0, lost: 0 };
    for (let seed = 1; seed <= 60; seed++) {
      const state = smallDeal(id, seed, columns, faceDown, stock);
      if (engine.status(state) !== 'playing') continue;
      const plain = plainSearch(engine, state, budget(3_000), exactKey);
      if (plain.verdict === 'unknown') continue;
      // The depth-first search alone: the only source of 'lost' (the beams only find wins).
      const outcome = depthFirst(Position.fromState(shapeFor(id, state), state), budget(200_000), 1 << 20);
      expect(outcome.verdict).toBe(plain.verdict);
      if (outcome.verdict === 'winnable') expect(replaysToWin(id, state, outcome.moves)).toBe(true);
      verdicts[plain.verdict]++;
    }
    expect(verdicts.winnable).toBeGreaterThan(0);
    expect(verdicts.lost).toBeGreaterThan(0);
  });
});

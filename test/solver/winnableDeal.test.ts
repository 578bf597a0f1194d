// Winnable deals: the deal found is one the solver proves winnable, searching on from the first
// deal number; with no time at all the first deal comes back unproved.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import type { GameState } from '../../src/engine/types.js';
import { solve } from '../../src/solver/solve.js';
import { findWinnableDeal } from '../../src/solver/winnableDeal.js';
import { positions } from './budgets.js';

describe('findWinnableDeal', () => {
  it('gives the next deal the solver proves winnable when the first one tried is lost, with its winning line', () => {
    // Limited in positions per deal, not in time, so the deal found does not depend on the machine.
    const found = findWinnableDeal({
      game: 'klondike', options: { draw: 3 }, firstSeed: 45, limitMs: Number.POSITIVE_INFINITY, perDealMs: Number.POSITIVE_INFINITY, maxPositions: 100_000,
    });
    expect(found.proved).toBe(true);
    expect(found.seed).toBeGreaterThan(45);
    for (let seed = 45; seed < found.seed; seed++) {
      expect(solve(klondike.newGame({ draw: 3, seed }), positions(100_000)).verdict).not.toBe('winnable');
    }
    if (!found.proved) return;
    let state: GameState = klondike.newGame({ draw: 3, seed: found.seed });
    for (const move of found.line) state = games.klondike.applyMove(state, move);
    expect(games.klondike.status(state)).toBe('won');
  });

  it('with the time up, gives the first deal unproved', () => {
    expect(findWinnableDeal({ game: 'spider', options: { suits: 4 }, firstSeed: 7, limitMs: 0, perDealMs: 1000 })).toEqual({ seed: 7, proved: false });
  });
});

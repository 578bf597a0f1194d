// Autumn Leaves' complete search, level by level (levels.ts), and the exact keys it and the staged
// search remember positions by (exactKey.ts): its verdicts against the plain search (the reference
// with no pruning) on small positions, before and after the last deal, and on a won game's line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AutumnLeavesState } from '../../src/engine/games/autumn-leaves/rules.js';
import { autumnLeaves } from '../../src/engine/games/autumn-leaves/index.js';
import { listByLevels, type LevelOptions } from '../../src/engine/games/autumn-leaves/solver/levels.js';
import { Position } from '../../src/engine/games/autumn-leaves/solver/position.js';
import { autumnLeavesKey } from '../../src/engine/games/autumn-leaves/solver/solver.js';
import type { Move } from '../../src/engine/types.js';
import { plainSearch } from '../../src/search/plainSearch.js';
import { exactKeyOf, randomEndPosition, wonLineOfDeal13 } from './autumnLeavesPositions.js';
import { positionBudget } from './budgets.js';

const exactKey = (state: AutumnLeavesState) => exactKeyOf(new Position(state));

const replay = (state: AutumnLeavesState, moves: readonly Move[]) => moves.reduce((s, move) => autumnLeaves.applyMove(s, move), state);

describe("Autumn Leaves' exact keys", () => {
  it('keys positions exactly: column order counts only while the stock lasts, face-down cards always', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const end = randomEndPosition(seed);
      expect(exactKey({ ...end, tableau: [...end.tableau].reverse() })).toEqual(exactKey(end));
      const early = randomEndPosition(seed, 6);
      expect(exactKey({ ...early, tableau: [...early.tableau].reverse() })).not.toEqual(exactKey(early));
    }
    const deal = autumnLeaves.newGame({ seed: 5 });
    const turnedUp = { ...deal, tableau: deal.tableau.map((column) => column.map((card) => ({ ...card, faceUp: true }))) };
    expect(exactKey(turnedUp)).not.toEqual(exactKey(deal));
    expect(exactKey(autumnLeaves.applyMove(deal, { type: 'deal' }))).not.toEqual(exactKey(deal));
  });
});

describe("Autumn Leaves' level-by-level search (levels.ts), the one that proves whole deals lost", () => {
  // Each way of listing the last level: whole; one stage at a time with room for every lost
  // position; with room for a dozen, so that the lost positions are forgotten again and again.
  const ways: Array<Pick<LevelOptions, 'lostMemoryBytes'>> = [{}, { lostMemoryBytes: 64 * 2 ** 20 }, { lostMemoryBytes: 12 * 100 }];
  const levels = (state: AutumnLeavesState, maxPositions: number, way: Pick<LevelOptions, 'lostMemoryBytes'>) => {
    const position = new Position(state);
    const before = exactKeyOf(position);
    const outcome = listByLevels(position, { maxPositions, ...way });
    expect(exactKeyOf(position)).toEqual(before);
    return outcome.verdict;
  };

  it('agrees with the plain search on ends of random games, with no deal or one left', () => {
    let compared = 0;
    const verdicts = new Set<string>();
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(0, 6), fc.constantFrom(...ways), (seed, stockLeft, way) => {
      const state = randomEndPosition(seed, stockLeft);
      const reference = plainSearch(autumnLeaves, state, positionBudget(20_000), autumnLeavesKey).verdict;
      const verdict = levels(state, 30_000, way);
      if (reference === 'unknown' || verdict === 'unknown') return;
      compared++;
      verdicts.add(reference);
      expect(verdict).toBe(reference);
    }), { numRuns: 24, seed: 21 });
    expect(compared).toBeGreaterThan(10);
    // (These ends are all lost where the plain search decides; the next test has won positions.)
    expect(verdicts).toEqual(new Set(['lost']));
  });

  it('never calls a point of a won game lost, from before its last deal on, and finds wins there', () => {
    const { deal, line, lastDeal } = wonLineOfDeal13();
    let wins = 0;
    fc.assert(fc.property(fc.integer({ min: lastDeal - 10, max: line.length }), fc.constantFrom(...ways), (played, way) => {
      const verdict = levels(replay(deal, line.slice(0, played)), 30_000, way);
      expect(verdict).not.toBe('lost');
      if (verdict === 'winnable') wins++;
    }), { numRuns: 12, seed: 22 });
    expect(wins).toBeGreaterThan(1);
  });

  it('stops, without a verdict, when the budget runs out', () => {
    for (const way of ways) expect(levels(autumnLeaves.newGame({ seed: 100 }), 5_000, way)).toBe('unknown');
  });
});

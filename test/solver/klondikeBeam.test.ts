// The Klondike solver's beam (beam.ts): every win it finds is a game the rules play to the end,
// it finds the wins the depth-first search reaches late, and the snapshots it keeps positions in
// give back the very same position.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KlondikeOptions } from '../../src/engine/games/klondike/rules.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { beamSearch } from '../../src/engine/games/klondike/solver/beam.js';
import { engineLine } from '../../src/engine/games/klondike/solver/engineLine.js';
import { generateMoves, MAX_MOVES, Order } from '../../src/engine/games/klondike/solver/moves.js';
import { Position } from '../../src/engine/games/klondike/solver/position.js';
import { solveKlondike } from '../../src/engine/games/klondike/solver/solver.js';
import { solve } from '../../src/solver/solve.js';
import { randomlyPlayed } from './klondikePositions.js';
import { positions, positionBudget } from './budgets.js';

const unlimited = { spend: () => true };

function movesOf(position: Position): number[] {
  const moves = new Int32Array(MAX_MOVES);
  return [...moves.subarray(0, generateMoves(position, moves, -1, -1, Order.WasteFirst))];
}

describe('the beam', () => {
  it('wins only games the rules play to a win, from fresh deals and from random positions mid-game', () => {
    let wins = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const variants: Partial<KlondikeOptions>[] = [{ draw: 3 }, { draw: 1 }, { draw: 3, passes: 3 }];
      const options = variants[seed % 3]!;
      for (const steps of [0, 40]) {
        const state = randomlyPlayed(seed, options, steps);
        const outcome = beamSearch(state, 64, unlimited);
        if (typeof outcome === 'string') continue;
        wins++;
        const end = engineLine(state, outcome).reduce((game, move) => klondike.applyMove(game, move), state);
        expect(klondike.status(end), `deal ${seed}, ${steps} moves in`).toBe('won');
      }
    }
    expect(wins).toBeGreaterThan(20);
  });

  it('stops when its budget is spent, and says so', () => {
    let left = 10;
    expect(beamSearch(klondike.newGame({ seed: 619, draw: 3 }), 64, { spend: () => left-- > 0 })).toBe('stopped');
  });

  it('draw 3, deal 619: won within 100,000 positions, where the depth-first search alone takes two million', () => {
    const state = klondike.newGame({ seed: 619, draw: 3 });
    const result = solve(state, positions(100_000));
    expect(result.verdict).toBe('winnable');
    if (result.verdict === 'winnable') expect(klondike.status(result.moves.reduce((game, move) => klondike.applyMove(game, move), state))).toBe('won');
    // Draw 1 has no beams; the same deal there is won by the depth-first search at once.
    expect(solveKlondike(klondike.newGame({ seed: 619, draw: 1 }), positionBudget(1000)).verdict).toBe('winnable');
  });
});

describe('a snapshot of a position', () => {
  it('loads back into the same position: the same key and the same moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom<1 | 3>(1, 3), fc.integer({ min: 0, max: 120 }), (seed, draw, steps) => {
        const state = randomlyPlayed(seed, { draw, passes: draw === 3 ? 3 : 'unlimited' }, steps);
        const original = new Position(state);
        const snapshot = new Uint8Array(original.snapshotBytes + 8);
        original.saveTo(snapshot, 8);
        // Loaded into a position of the same deal at its start, which differs everywhere.
        const loaded = new Position(randomlyPlayed(seed, { draw, passes: draw === 3 ? 3 : 'unlimited' }, 0));
        loaded.loadFrom(snapshot, 8);
        expect([...loaded.key()]).toEqual([...original.key()]);
        expect(loaded.recycles).toBe(original.recycles);
        expect(loaded.pointer).toBe(original.pointer);
        expect(movesOf(loaded)).toEqual(movesOf(original));
      }),
      { numRuns: 150 },
    );
  });
});

// solve() hands out a winning line only after replaying it to a win: a solver that claims a win
// with a line that does not win is a bug that must stop loudly, never reach a player as a hint or
// a "(proved)" deal. The game's solver is replaced here by one that lies.
import { describe, expect, it, vi } from 'vitest';
import { games } from '../../src/engine/games.js';
import type { Move } from '../../src/engine/types.js';

const deal = games.klondike.newGame({ seed: 1 });
const firstMove: Move = games.klondike.legalMoves(deal)[0]!;

vi.mock('../../src/solver/solverLoader.js', () => ({
  loadedSolver: () => () => ({ verdict: 'winnable', moves: [firstMove] }),
}));

const { solve } = await import('../../src/solver/solve.js');

describe("solve() checks a solver's winning line", () => {
  it('throws on a line that does not end in a win', () => {
    expect(() => solve(deal, { maxPositions: 10 })).toThrow(/solver bug: the 1-move line for klondike deal 1 does not end in a win/);
  });
});

// The library's hint: the next move of a winning line when the solver finds one, remembered so
// that following the hints needs no new search; the heuristic hint otherwise.
import { describe, expect, it } from 'vitest';
import { gameOf, games } from '../../src/engine/games.js';
import { hint as heuristicHint } from '../../src/engine/hints.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { spider } from '../../src/engine/games/spider/index.js';
import type { GameState, Move } from '../../src/engine/types.js';
import { hint } from '../../src/solver/hint.js';
import { solve } from '../../src/solver/solve.js';
import { positions } from './budgets.js';

/** The move a hint asks for, as the engine plays it. */
function moveOf(state: GameState, given: ReturnType<typeof hint>): Move {
  if (given.kind === 'move') return given.move;
  if (given.kind === 'none') throw new Error(`no hint: ${given.reason}`);
  return gameOf(state).legalMoves(state).find((m) => m.type === 'deal') ?? { type: 'recycle' };
}

describe('hint', () => {
  it('following the hints from a winnable deal wins it, with one search: later hints need no time at all', () => {
    let state: GameState = klondike.newGame({ seed: 1 });
    expect(solve(state, positions(100_000)).verdict).toBe('winnable');
    const first = hint(state, { timeLimitMs: 20_000 });
    expect(first.reason).toMatch(/keeps the win in reach: \d+ moves to go/);
    state = games.klondike.applyMove(state, moveOf(state, first));
    for (let step = 0; step < 1000 && games.klondike.status(state) === 'playing'; step++) {
      const next = hint(state, { timeLimitMs: 0 });
      expect(next.reason).toMatch(/keeps the win in reach/);
      state = games.klondike.applyMove(state, moveOf(state, next));
    }
    expect(games.klondike.status(state)).toBe('won');
  });

  it('without a known win within the limit, it is the heuristic hint', () => {
    const state = spider.newGame({ seed: 5, suits: 4 });
    expect(hint(state, { timeLimitMs: 0 })).toEqual(heuristicHint(state));
  });
});

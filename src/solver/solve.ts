// solve(): the one entry point to every game's solver. It answers at once for a position that is
// already won or lost, runs the game's own search within the budget, and checks a winning line by
// replaying it through the engine before handing it out. The game's solver must be loaded first
// (solverLoader.ts; the library's entry loads them all).
import { gameOf } from '../engine/games.js';
import type { GameState, Move } from '../engine/types.js';
import { SearchBudget } from '../search/budget.js';
import { shortenLine } from './shortenLine.js';
import { loadedSolver } from './solverLoader.js';
import type { SearchOutcome } from '../search/outcome.js';
import type { SolveOptions, SolveResult } from './types.js';

export function solve(state: GameState, options: SolveOptions = {}): SolveResult {
  const started = performance.now();
  const budget = new SearchBudget(options);
  const outcome = search(state, budget);
  const effort = { positions: budget.positions, ms: Math.round((performance.now() - started) * 10) / 10 };
  if (outcome.verdict === 'winnable') {
    assertWins(state, outcome.moves);
    const moves = options.shorten ? shortenLine(state, outcome.moves) : outcome.moves;
    return { verdict: 'winnable', moves, ...effort };
  }
  return { verdict: outcome.verdict, ...effort };
}

function search(state: GameState, budget: SearchBudget): SearchOutcome<Move> {
  const rules = gameOf(state);
  const status = rules.status(state);
  if (status === 'won') return { verdict: 'winnable', moves: [] };
  if (status === 'lost') return { verdict: 'lost' };
  return loadedSolver(state)(state, budget);
}

/** A winning line that does not replay to a win is a solver bug: say so loudly. */
function assertWins(state: GameState, moves: readonly Move[]): void {
  const rules = gameOf(state);
  let position = state;
  for (const move of moves) position = rules.applyMove(position, move);
  if (rules.status(position) !== 'won') throw new Error(`solver bug: the ${moves.length}-move line for ${state.game} deal ${state.seed} does not end in a win`);
}

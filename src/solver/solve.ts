// solve(): the one entry point to every game's solver. It answers at once for a position that is
// already won or lost, runs the game's own search within the budget, and checks a winning line by
// replaying it through the engine before handing it out.
import { games } from '../engine/games.js';
import type { GameState, Move } from '../engine/types.js';
import { SearchBudget } from './budget.js';
import { solvers } from './solvers.js';
import type { SearchOutcome, SolveOptions, SolveResult } from './types.js';

export function solve(state: GameState, options: SolveOptions = {}): SolveResult {
  const started = performance.now();
  const budget = new SearchBudget(options);
  const outcome = search(state, budget);
  const effort = { positions: budget.positions, ms: Math.round((performance.now() - started) * 10) / 10 };
  if (outcome.verdict === 'winnable') {
    assertWins(state, outcome.moves);
    return { verdict: 'winnable', moves: outcome.moves, ...effort };
  }
  return { verdict: outcome.verdict, ...effort };
}

function search(state: GameState, budget: SearchBudget): SearchOutcome {
  const rules = games[state.game];
  const status = rules.status(state);
  if (status === 'won') return { verdict: 'winnable', moves: [] };
  if (status === 'lost') return { verdict: 'lost' };
  return solvers[state.game](state, budget);
}

/** A winning line that does not replay to a win is a solver bug: say so loudly. */
function assertWins(state: GameState, moves: readonly Move[]): void {
  const rules = games[state.game];
  let position = state;
  for (const move of moves) position = rules.applyMove(position, move);
  if (rules.status(position) !== 'won') throw new Error(`solver bug: the ${moves.length}-move line for ${state.game} deal ${state.seed} does not end in a win`);
}

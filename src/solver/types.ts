// The solver's public contract: what solve() takes and answers, and what each game's search
// gives back to it. Perfect information: a search may look at face-down cards and the stock.
import type { GameState, Move } from '../engine/types.js';
import type { SearchBudget } from '../search/budget.js';

export interface SolveOptions {
  /** Stop with 'unknown' after this long (default 10 s). */
  timeLimitMs?: number;
  /** Stop with 'unknown' after expanding this many positions (default: no limit). */
  maxPositions?: number;
  /** Stop with 'unknown' once this is aborted (an AbortSignal, or anything with `aborted`). */
  signal?: { readonly aborted: boolean };
  /** The most memory, in bytes, a search's tables may take (default: each game's own). */
  memoryBytes?: number;
}

interface Effort {
  /** Positions the search expanded. */
  positions: number;
  /** Milliseconds it took. */
  ms: number;
}

export type SolveResult =
  | ({ verdict: 'winnable'; moves: Move[] } & Effort)
  | ({ verdict: 'lost' } & Effort)
  | ({ verdict: 'unknown' } & Effort);

export type Verdict = SolveResult['verdict'];

/**
 * What a game's search answers. 'winnable' carries a line of engine moves that plays from the
 * given state to 'won'; 'lost' is a proof (only sound pruning was used); 'unknown' means the
 * budget ran out first.
 */
export type SearchOutcome = { verdict: 'winnable'; moves: Move[] } | { verdict: 'lost' } | { verdict: 'unknown' };

/**
 * One game's search: pure, deterministic for a given state and position limit. Written as a method
 * so that a game's solver for its own state type counts as a solver of GameState in the registry
 * (TypeScript checks method parameters both ways), without a cast.
 */
export type GameSolver<S extends GameState = GameState> = {
  search(state: S, budget: SearchBudget): SearchOutcome;
}['search'];

// The solver's public contract: what solve() takes and answers. Perfect information: a search may
// look at face-down cards and the stock. What each game's search gives back to solve() is in
// engine/game.ts (GameSolver).
import type { Move } from '../engine/types.js';
import type { SearchLimits } from '../search/budget.js';

/** The limits of one solve(): time, positions, an abort signal, memory; and how its line is given. */
export interface SolveOptions extends SearchLimits {
  /**
   * Whether a winning line is made to read like a person's play (shortenLine.ts) before it is
   * handed out: for lines a player is shown. Default false: the search's line as it is.
   */
  shorten?: boolean;
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

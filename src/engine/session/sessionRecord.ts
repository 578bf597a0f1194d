// What a game in play is, as it is saved: the deal (game, options, seed), the moves played and
// those undone, and the time played. Its own file so that both the session's functions
// (session.ts) and the move line they share (moveLine.ts) can name it.
import type { SavedGameId } from '../games.js';
import type { Move } from '../types.js';

/** The bands of difficulty of proved deals (solver/bandFormat.ts, docs/solver.md "Deals by difficulty"). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface Session {
  game: SavedGameId;
  options: object;
  seed: number;
  moves: Move[];
  /** Moves undone, the next one to redo last. */
  redo: Move[];
  elapsedMs: number;
  /** Set once the game's result (a win or a loss) has gone into the statistics. */
  recorded?: boolean;
  /** Played on from a shared game (`leaves open`): it counts in the statistics only once played to its end, never as given up. */
  shared?: true;
  /** The demo played some of it: a win is then not the player's, and what it carries (a bankroll) wins nothing. */
  demo?: true;
  /** The deal was proved winnable before it was dealt (winnable deals only, a daily deal): the header says so. */
  proved?: true;
  /** The daily deal of this day (YYYY-MM-DD, solver/dailyDeal.ts): the header says so. */
  daily?: string;
  /** The deal's band of difficulty, from its rating in the book of proved deals: the header says so. */
  band?: Difficulty;
}

/**
 * The most moves a game holds, played and undone together: far beyond any real game (a long one
 * runs to a few thousand, most of them draws round a stock), and small enough that a game at the
 * limit still loads, replays and saves at once. A save or a code that holds more is refused
 * before a move is read; a game that reaches it takes no new move until one is undone.
 */
export const MAX_MOVES = 100_000;

/** What a session says of its deal besides the deal itself, kept with it through saves and restarts. */
export type DealMarks = Pick<Session, 'proved' | 'daily' | 'band'>;

/** A session's deal marks alone (none absent as undefined, so they spread into a save as they are). */
export function dealMarks({ proved, daily, band }: DealMarks): DealMarks {
  return { ...(proved ? { proved } : {}), ...(daily === undefined ? {} : { daily }), ...(band === undefined ? {} : { band }) };
}

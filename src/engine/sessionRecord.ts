// What a game in play is, as it is saved: the deal (game, options, seed), the moves played and
// those undone, and the time played. Its own file so that both the session's functions
// (session.ts) and the move line they share (moveLine.ts) can name it.
import type { SavedGameId } from './games.js';
import type { Move } from './types.js';

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
}

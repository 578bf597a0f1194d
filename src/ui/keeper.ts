// What the game screen needs from the store, so the UI never touches conf itself (and tests can
// hand it a double).
import type { SavedGameId } from '../engine/games.js';
import type { Position, Session } from '../engine/session/session.js';
import type { Statistics } from '../store/statistics.js';

export interface Keeper {
  /**
   * Saves the session; for a move, just after its frame is drawn. Returns what went wrong, with the
   * moves that wait, each time a save fails ("not saved: the disk is full (2 moves)"), else nothing.
   */
  save(session: Session): string | undefined;
  /** A game is being left for another (a new deal or a restart); one given up counts as lost. */
  retire(position: Position): void;
  /**
   * An unfinished game is being left for a new deal or a restart: kept in the game's one "left
   * behind" place (the one before is given up), and counted as lost only once the new game's first
   * move is saved.
   */
  leave(position: Position): void;
  /** The game left behind, as it was; none when there is none (or it no longer checks out). */
  leftBehind(game: SavedGameId): Position | undefined;
  /** The game left behind is being played again: it leaves its place as if it had never left. */
  bringBack(game: SavedGameId): void;
  /**
   * A shared game is played on in place of the saved game of its kind: that one gives way as to a
   * new deal (kept for u when unfinished, and returned then; otherwise retired).
   */
  replaceSaved(game: SavedGameId): Position | undefined;
  /** The offer to bring back the game left behind ended with the new game's first move: that one is given up (counted as lost). */
  giveUpLeft(game: SavedGameId): void;
  /** The game has just ended: count it in the statistics. Returns what went wrong when it could not be written, else nothing. */
  record(position: Position, won: boolean): string | undefined;
  statistics(): Statistics;
  /** The running total of the scores that carry from game to game (Game.carriedScore). */
  carriedTotal(): number;
  /** Remembers the player's choices: whether the header says if the game can be won; winnable deals only. */
  updateSettings(changes: { showOutlook: boolean } | { winnableOnly: boolean } | { knowledge: boolean }): unknown;
}

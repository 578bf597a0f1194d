// What the game screen needs from the store, so the UI never touches conf itself (and tests can
// hand it a double).
import type { Position, Session } from '../engine/session.js';

export interface Keeper {
  /** Saves the session; called before the screen shows the change. */
  save(session: Session): void;
  /** A game is being left for another (a new deal or a restart). */
  retire(position: Position): void;
  /** Cumulative Vegas: the total of the Vegas games left so far. */
  vegasTotal(): number;
}

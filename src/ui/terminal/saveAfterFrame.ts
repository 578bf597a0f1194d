// Saves off the key path: a move's frame is drawn first and its save follows in an effect, once
// React has committed the frame (Ink writes it in the commit), so the screen never waits for the
// disk (a whole-file save flushes the file and its folder: several milliseconds, tens on a busy
// disk). Moves drawn in one frame share one save. A new or finished game, quitting, suspending,
// a signal or an error save at once (useGame), so every move is saved.
import type { Session } from '../../engine/session/session.js';
import type { Keeper } from '../keeper.js';

export class SaveAfterFrame {
  /** The reducer's session last handed to the keeper. */
  private saved: Session | undefined;

  constructor(
    private readonly keeper: Keeper,
    private readonly elapsedMs: () => number,
  ) {}

  /**
   * Saves the session now, with the clock's time (or with its own, for a game just begun).
   * Returns the keeper's message when the save failed ("not saved: the disk is full (2 moves)").
   */
  now(session: Session, clockTime = true): string | undefined {
    this.saved = session;
    return this.keeper.save(clockTime ? { ...session, elapsedMs: this.elapsedMs() } : session);
  }

  /** A frame is on screen: saves the session it shows, unless that one is saved already. */
  drawn(session: Session): string | undefined {
    return session === this.saved ? undefined : this.now(session);
  }
}

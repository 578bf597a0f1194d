// The game clock: the session's saved time plus the time this game has been on screen while in
// play. It ticks once a second for the header, stops when the game ends, and starts again from
// the new session's time when a different game begins.
import { useCallback, useEffect, useRef, useState } from 'react';

interface ClockState {
  gameNumber: number;
  /** Time counted before `since`. */
  base: number;
  /** When the clock last started running, or null while it is stopped. */
  since: number | null;
}

export function useGameClock(savedMs: number, gameNumber: number, running: boolean): () => number {
  const clock = useRef<ClockState>({ gameNumber, base: savedMs, since: running ? Date.now() : null });
  const c = clock.current;
  if (c.gameNumber !== gameNumber) {
    clock.current = { gameNumber, base: savedMs, since: running ? Date.now() : null };
  } else if (running && c.since === null) {
    c.since = Date.now();
  } else if (!running && c.since !== null) {
    c.base += Date.now() - c.since;
    c.since = null;
  }
  const [, tick] = useState(0);
  const elapsed = useCallback(() => {
    const { base, since } = clock.current;
    return base + (since === null ? 0 : Date.now() - since);
  }, []);
  useEffect(() => {
    if (!running) return;
    // Tick just after the shown second changes, so every tick redraws something.
    let timer: NodeJS.Timeout;
    const schedule = () => {
      timer = setTimeout(() => {
        tick((n) => n + 1);
        schedule();
      }, 1000 - (elapsed() % 1000) + 5);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running, gameNumber]);
  return elapsed;
}

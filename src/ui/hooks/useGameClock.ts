// The game clock: the session's saved time plus the time this game has been on screen while in
// play. It ticks once a second for the header, stops when the game ends or is suspended (Ctrl+Z),
// and starts again from the new session's time when a different game begins.
import { useCallback, useEffect, useRef, useState } from 'react';

interface ClockState {
  gameNumber: number;
  /** Time counted before `since`. */
  base: number;
  /** When the clock last started running, or null while it is stopped. */
  since: number | null;
}

/** The time so far, and pause(): stops the clock until the function it returns is called. */
export type GameClock = [elapsed: () => number, pause: () => () => void];

export function useGameClock(savedMs: number, gameNumber: number, running: boolean): GameClock {
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
  const pause = useCallback(() => {
    const paused = clock.current;
    if (paused.since === null) return () => undefined;
    paused.base += Date.now() - paused.since;
    paused.since = null;
    return () => {
      if (clock.current === paused && paused.since === null) paused.since = Date.now();
    };
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
  return [elapsed, pause];
}

export function formatClock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

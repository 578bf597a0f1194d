// The game clock: the session's saved time plus the time this game has been on screen while in
// play. It ticks once a second for the header, stops when the game ends or is suspended (Ctrl+Z),
// and starts again from the new session's time when a different game begins. Time is read from
// the monotonic clock (performance.now), never the wall clock: a wall clock set back mid-game
// (by hand, NTP or a virtual machine resumed) would count backwards, below zero.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface ClockState {
  gameNumber: number;
  /** Time counted before `since`. */
  base: number;
  /** When the clock last started running, or null while it is stopped. */
  since: number | null;
}

/** The time so far, and pause(): stops the clock until the function it returns is called. */
export type GameClock = [elapsed: () => number, pause: () => () => void];

/** Milliseconds on a clock that never goes back. */
const now = () => performance.now();

/** The time between two readings of the clock: never below zero. */
const since = (start: number) => Math.max(0, now() - start);

export function useGameClock(savedMs: number, gameNumber: number, running: boolean): GameClock {
  // Written only in the effect below, when the game or its running changes; read by elapsed().
  const clock = useRef<ClockState | null>(null);
  useLayoutEffect(() => {
    const c = clock.current;
    if (c === null || c.gameNumber !== gameNumber) clock.current = { gameNumber, base: Math.max(0, savedMs), since: running ? now() : null };
    else if (running && c.since === null) c.since = now();
    else if (!running && c.since !== null) {
      c.base += since(c.since);
      c.since = null;
    }
  }, [savedMs, gameNumber, running]);
  const [, tick] = useState(0);
  const elapsed = useCallback(() => {
    const c = clock.current;
    // Before the effect has seen this game (its first frame), its time is the saved time.
    if (c === null || c.gameNumber !== gameNumber) return Math.max(0, savedMs);
    return c.base + (c.since === null ? 0 : since(c.since));
  }, [savedMs, gameNumber]);
  const pause = useCallback(() => {
    const paused = clock.current;
    if (paused === null || paused.since === null) return () => undefined;
    paused.base += since(paused.since);
    paused.since = null;
    return () => {
      if (clock.current === paused && paused.since === null) paused.since = now();
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
  }, [running, gameNumber, elapsed]);
  return [elapsed, pause];
}

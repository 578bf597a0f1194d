// The celebration's clock: it starts when the game on the table is won by a move made in this
// sitting (not when a won game is loaded), runs for at most three seconds by the monotonic clock
// (a wall clock set back would hold it on screen), and any key ends it. Off without colour and in
// the ASCII style, where a cascade of plain text would be noise.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameStatus } from '../../engine/types.js';
import { LAST_TICK, TICK_MS } from '../board/celebration.js';

/** The tick on screen (undefined when not celebrating), and the function that skips the rest. */
export function useCelebration(status: GameStatus, gameNumber: number, enabled: boolean): [number | undefined, () => void] {
  const [tick, setTick] = useState<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const before = useRef({ status, gameNumber });
  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    setTick(undefined);
  }, []);
  useEffect(() => {
    const won = status === 'won' && before.current.status === 'playing' && before.current.gameNumber === gameNumber;
    before.current = { status, gameNumber };
    if (!won || !enabled) return;
    const started = performance.now();
    timer.current = setInterval(() => {
      const now = Math.floor((performance.now() - started) / TICK_MS);
      if (now > LAST_TICK) stop();
      else setTick(now);
    }, TICK_MS);
    return stop;
  }, [status, gameNumber, enabled, stop]);
  return [tick, stop];
}

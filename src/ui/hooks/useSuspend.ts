// Ctrl+Z's other half in the game screen: the game is saved and its clock paused before the
// process stops, and the clock runs again when it is continued (the game screen draws the whole
// frame again, see terminal.ts).
import { useEffect } from 'react';
import type { Suspender } from '../terminal/terminal.js';

export function useSuspend(suspender: Suspender | undefined, save: () => void, pauseClock: () => () => void): void {
  useEffect(() => {
    let restartClock: (() => void) | undefined;
    return suspender?.around({
      beforeStop: () => {
        save();
        restartClock = pauseClock();
      },
      afterResume: () => {
        restartClock?.();
        restartClock = undefined;
      },
    });
  }, [suspender, save, pauseClock]);
}

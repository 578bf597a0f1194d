// Ctrl+Z's other half in the game screen: the game is saved and its clock paused before the
// process stops, and the whole frame is drawn again when it is continued (the terminal was the
// shell's meanwhile).
import { useStdout } from 'ink';
import { useEffect } from 'react';
import type { Suspender } from '../terminal.js';

export function useSuspend(suspender: Suspender | undefined, save: () => void, pauseClock: () => () => void): void {
  const { write } = useStdout();
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
        // Ink's write() clears what it last drew, writes, then draws the last frame again in full.
        write('');
      },
    });
  }, [suspender, write, save, pauseClock]);
}

// Ctrl+Z's other half in the game screen: the game is saved before the process stops, and the
// whole frame is drawn again when it is continued (the terminal was the shell's meanwhile).
import { useStdout } from 'ink';
import { useEffect, useRef } from 'react';
import type { Suspender } from '../terminal.js';

export function useSuspend(suspender: Suspender | undefined, save: () => void): void {
  const { write } = useStdout();
  const latestSave = useRef(save);
  latestSave.current = save;
  // Ink's write() clears what it last drew, writes, then draws the last frame again in full.
  useEffect(() => suspender?.around({ beforeStop: () => latestSave.current(), afterResume: () => write('') }), [suspender, write]);
}

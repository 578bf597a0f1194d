// The terminal's size, kept current: Ink 6 does not re-render on resize by itself. It is the
// size drawn (frameScreen.ts): at most the largest screen, whatever the terminal says.
import { useStdout } from 'ink';
import { useEffect, useState } from 'react';
import { drawnSize } from '../terminal/frameScreen.js';

export interface TerminalSize {
  columns: number;
  rows: number;
}

export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => drawnSize(stdout));
  useEffect(() => {
    const onResize = () => setSize(drawnSize(stdout));
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}

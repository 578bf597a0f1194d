// A spinner for work the player waits on: nothing for the first 200 ms (most waits end sooner),
// then a turning glyph, a new frame every 100 ms, until the work is done.
import { useEffect, useState } from 'react';

const FRAMES = ['|', '/', '-', '\\'];
const SHOW_AFTER_MS = 200;
const FRAME_MS = 100;

/** The spinner's glyph while `active` has lasted over 200 ms, else undefined. */
export function useSpinner(active: boolean): string | undefined {
  const [frame, setFrame] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!active) return;
    let turn = 0;
    let interval: NodeJS.Timeout | undefined;
    const delay = setTimeout(() => {
      setFrame(turn);
      interval = setInterval(() => setFrame(++turn), FRAME_MS);
    }, SHOW_AFTER_MS);
    return () => {
      clearTimeout(delay);
      clearInterval(interval);
      setFrame(undefined);
    };
  }, [active]);
  return active && frame !== undefined ? FRAMES[frame % FRAMES.length] : undefined;
}

// A spinner for work the player waits on, until the work is done (src/text/spinner.ts says how
// it turns).
import { useEffect, useState } from 'react';
import { SPINNER_FRAME_MS, SPINNER_SHOW_AFTER_MS, spinnerFrame } from '../../text/spinner.js';

/** The spinner's glyph while `active` has lasted over SPINNER_SHOW_AFTER_MS, else undefined. */
export function useSpinner(active: boolean): string | undefined {
  const [frame, setFrame] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!active) return;
    let turn = 0;
    let interval: NodeJS.Timeout | undefined;
    const delay = setTimeout(() => {
      setFrame(turn);
      interval = setInterval(() => setFrame(++turn), SPINNER_FRAME_MS);
    }, SPINNER_SHOW_AFTER_MS);
    return () => {
      clearTimeout(delay);
      clearInterval(interval);
      setFrame(undefined);
    };
  }, [active]);
  return active && frame !== undefined ? spinnerFrame(frame) : undefined;
}

// Asks the rules, after the screen has drawn the move, whether the game can still be won (where
// the game offers that question). The search runs in slices of a few milliseconds between which
// keys are read, so even the longest one never holds up a key; a new position drops the old search.
import { useEffect, useState } from 'react';
import type { GameRules, GameState } from '../../engine/types.js';

/** The longest the search may keep the event loop before a waiting key is read. */
const SEARCH_SLICE_MS = 4;

export function useCanStillWin(rules: GameRules, state: GameState, playing: boolean): boolean | undefined {
  const [answer, setAnswer] = useState<{ state: GameState; canWin: boolean | undefined }>();
  useEffect(() => {
    if (!playing || !rules.canStillWin) return;
    const search = rules.canStillWin(state);
    let pending: NodeJS.Immediate | undefined;
    const slice = () => {
      const until = performance.now() + SEARCH_SLICE_MS;
      do {
        const step = search.next();
        if (step.done) {
          pending = undefined;
          setAnswer({ state, canWin: step.value });
          return;
        }
      } while (performance.now() < until);
      pending = setImmediate(slice);
    };
    pending = setImmediate(slice);
    return () => {
      if (pending) clearImmediate(pending);
      search.return(undefined);
    };
  }, [rules, state, playing]);
  return playing && answer?.state === state ? answer.canWin : undefined;
}

// Asks the rules, after the screen has drawn the move, whether the game can still be won (where
// the game offers that question). Answered after the frame so a search never delays a key.
import { useEffect, useState } from 'react';
import type { GameRules, GameState } from '../../engine/types.js';

export function useCanStillWin(rules: GameRules, state: GameState, playing: boolean): boolean | undefined {
  const [answer, setAnswer] = useState<{ state: GameState; canWin: boolean | undefined }>();
  useEffect(() => {
    if (!playing || !rules.canStillWin) return;
    const timer = setTimeout(() => setAnswer({ state, canWin: rules.canStillWin!(state) }), 0);
    return () => clearTimeout(timer);
  }, [rules, state, playing]);
  return playing && answer?.state === state ? answer.canWin : undefined;
}

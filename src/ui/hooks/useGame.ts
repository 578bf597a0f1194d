// Runs the pure controller and saves synchronously: every change to the session reaches `save`
// before the screen shows it, so a move on screen is a move on disk.
import { useCallback, useRef, useState } from 'react';
import type { Session } from '../../engine/session.js';
import { reduce, type UiAction, type UiState } from '../controller.js';

export function useGame(
  initial: () => UiState,
  save: (session: Session) => void,
  elapsedMs: () => number,
): [UiState, (action: UiAction) => void] {
  const [ui, setUi] = useState(initial);
  const current = useRef(ui);
  const dispatch = useCallback(
    (action: UiAction) => {
      const before = current.current;
      const after = reduce(before, action);
      if (after === before) return;
      const session = after.position.session;
      const sameGame = after.gameNumber === before.gameNumber;
      if (session !== before.position.session || after.quit) save({ ...session, elapsedMs: sameGame ? elapsedMs() : session.elapsedMs });
      current.current = after;
      setUi(after);
    },
    [save, elapsedMs],
  );
  return [ui, dispatch];
}

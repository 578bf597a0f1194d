// Runs the pure controller and saves synchronously: every change to the session reaches the
// keeper before the screen shows it, so a move on screen is a move on disk.
import { useCallback, useEffect, useRef, useState } from 'react';
import { reduce, statusOf, type UiAction, type UiState } from '../controller.js';
import type { Keeper } from '../keeper.js';

export function useGame(
  initial: () => UiState,
  keeper: Keeper,
  elapsedMs: () => number,
): [UiState, (action: UiAction) => void, () => void] {
  const [ui, setUi] = useState(initial);
  const current = useRef(ui);
  const dispatch = useCallback(
    (action: UiAction) => {
      const before = current.current;
      const after = reduce(before, action);
      if (after === before) return;
      const session = after.position.session;
      const sameGame = after.gameNumber === before.gameNumber;
      if (!sameGame) keeper.retire({ ...before.position, session: { ...before.position.session, elapsedMs: elapsedMs() } });
      let shown = after;
      if (session !== before.position.session || after.quit) {
        const problem = keeper.save({ ...session, elapsedMs: sameGame ? elapsedMs() : session.elapsedMs });
        if (problem) shown = { ...after, notice: { text: `${problem}; the game goes on and the next move tries again.`, tone: 'error' } };
      }
      if (after.showOutlook !== before.showOutlook) keeper.updateSettings({ showOutlook: after.showOutlook });
      if (after.winnableOnly !== before.winnableOnly) keeper.updateSettings({ winnableOnly: after.winnableOnly });
      if (sameGame && session.recorded && !before.position.session.recorded) {
        const finished = { ...after.position, session: { ...session, elapsedMs: elapsedMs() } };
        // A game the demo finished is not the player's win.
        keeper.record(finished, statusOf(finished) === 'won' && !after.demoUsed);
      }
      current.current = shown;
      setUi(shown);
    },
    [keeper, elapsedMs],
  );
  /** Saves the session as it is now (the newest, even before the screen shows it) with the clock's time. */
  const saveNow = useCallback(() => {
    const { session } = current.current.position;
    keeper.save({ ...session, elapsedMs: elapsedMs() });
  }, [keeper, elapsedMs]);
  // Leaving the screen by any road (quit, a signal) keeps the clock's time too.
  useEffect(() => saveNow, []);
  return [ui, dispatch, saveNow];
}

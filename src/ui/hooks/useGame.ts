// Runs the pure controller and saves every change to the session: a move right after its frame
// (saveAfterFrame.ts), anything else (a new game, a finished one, quitting) before it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { reduce, statusOf, type UiAction, type UiState } from '../controller.js';
import type { Keeper } from '../keeper.js';
import { SaveAfterFrame } from '../saveAfterFrame.js';

const notSaved = (problem: string) => ({ text: `${problem}; play goes on and each move tries again.`, tone: 'error' as const });

export function useGame(
  initial: () => UiState,
  keeper: Keeper,
  elapsedMs: () => number,
): [UiState, (action: UiAction) => void, () => void] {
  const [ui, setUi] = useState(initial);
  const current = useRef(ui);
  const [saver] = useState(() => new SaveAfterFrame(keeper, () => elapsedMs()));
  const dispatch = useCallback(
    (action: UiAction) => {
      const before = current.current;
      const after = reduce(before, action);
      if (after === before) return;
      const session = after.position.session;
      const sameGame = after.gameNumber === before.gameNumber;
      const finishing = sameGame && session.recorded && !before.position.session.recorded;
      if (!sameGame) keeper.retire({ ...before.position, session: { ...before.position.session, elapsedMs: elapsedMs() } });
      let shown = after;
      // A move in play is saved once its frame is drawn (the effect below); the rest at once.
      if ((session !== before.position.session && (!sameGame || finishing)) || after.quit) {
        const problem = saver.now(session, sameGame);
        if (problem) shown = { ...after, notice: notSaved(problem) };
      }
      if (after.showOutlook !== before.showOutlook) keeper.updateSettings({ showOutlook: after.showOutlook });
      if (after.winnableOnly !== before.winnableOnly) keeper.updateSettings({ winnableOnly: after.winnableOnly });
      if (finishing) {
        const finished = { ...after.position, session: { ...session, elapsedMs: elapsedMs() } };
        // A game the demo finished is not the player's win.
        keeper.record(finished, statusOf(finished) === 'won' && !after.demoUsed);
      }
      current.current = shown;
      setUi(shown);
    },
    [keeper, elapsedMs, saver],
  );
  /** Saves the session as it is now (the newest, even before the screen shows it) with the clock's time. */
  const saveNow = useCallback(() => {
    saver.now(current.current.position.session);
  }, [saver]);
  // Effects run once the frame is on screen: the moves it shows are saved now.
  useEffect(() => {
    const problem = saver.drawn(ui.position.session);
    if (problem) {
      current.current = { ...current.current, notice: notSaved(problem) };
      setUi(current.current);
    }
  }, [ui, saver]);
  // Leaving the screen by any road (quit, a signal) keeps the clock's time too.
  useEffect(() => saveNow, [saveNow]);
  return [ui, dispatch, saveNow];
}

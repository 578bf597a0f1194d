// Runs the game screen's pure reducer (gameReducer.ts) with the game clock, and hands every change
// to the keeper: a move is saved right after its frame (saveAfterFrame.ts), anything else (a new
// game, a finished one, quitting) before it. The one impure step of a key is here too: `n`'s deal number is drawn.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { randomSeed } from '../../engine/cards/random.js';
import type { KeyAction } from '../input/keyBindings.js';
import type { Keeper } from '../keeper.js';
import { messages } from '../messages.js';
import { SaveAfterFrame } from '../terminal/saveAfterFrame.js';
import { reduce } from './gameReducer.js';
import { markRecorded } from './movesReducer.js';
import { useGameClock } from './useGameClock.js';
import { info, statusOf, type UiAction, type UiState } from './uiState.js';
import { movesPlayed } from '../../engine/session/session.js';

const notSaved = (problem: string) => ({ text: messages.notSaved(problem), tone: 'error' as const });

export type Dispatch = (action: UiAction | KeyAction) => void;

export interface Game {
  ui: UiState;
  dispatch: Dispatch;
  /** Saves the session as it is now (the newest, even before the screen shows it) with the clock's time. */
  saveNow: () => void;
  /** The game clock (useGameClock.ts): the time played so far, and pause (Ctrl+Z). */
  running: () => number;
  pauseClock: () => () => void;
}

export function useGame(initial: () => UiState, keeper: Keeper): Game {
  const [ui, setUi] = useState(initial);
  const current = useRef(ui);
  const [running, pauseClock] = useGameClock(ui.position.session.elapsedMs, ui.gameNumber, statusOf(ui.position) === 'playing' && !ui.replay && !ui.help && !ui.paused);
  // The clock of the frame on screen, read at the time of a move (never during a render).
  const clock = useRef(running);
  useLayoutEffect(() => {
    clock.current = running;
  }, [running]);
  const elapsedMs = useCallback(() => clock.current(), []);
  // Made at its first use (a key, an effect), never during a render.
  const saverMade = useRef<SaveAfterFrame | null>(null);
  const saverOf = useCallback(() => (saverMade.current ??= new SaveAfterFrame(keeper, elapsedMs)), [keeper, elapsedMs]);
  const dispatch = useCallback(
    (given: UiAction | KeyAction) => {
      const action: UiAction = given.type === 'new' && !('seed' in given) ? { type: 'new', seed: randomSeed() } : (given as UiAction);
      const before = current.current;
      const reduced = reduce(before, action);
      if (reduced === before) return;
      // A game with no move left counts as lost when the player leaves it, not before: u may still win it.
      const after = reduced.quit && !reduced.replay && statusOf(reduced.position) === 'lost' ? markRecorded(reduced) : reduced;
      const session = after.position.session;
      const sameGame = after.gameNumber === before.gameNumber;
      const finishing = sameGame && session.recorded && !before.position.session.recorded;
      let shown = after;
      // A replay is only looked at: nothing of it is saved or counted, until Enter plays on from
      // it, which leaves the game of the same kind the player had in progress, as a new deal does.
      if (after.replay) {
        current.current = after;
        setUi(after);
        return;
      }
      if (before.replay) {
        const left = keeper.replaceSaved(session.game);
        if (left) shown = info({ ...shown, leftBehind: left }, messages.leftBehind(`Playing on from move ${movesPlayed(after.position)}`, left.session.seed, movesPlayed(left)));
      } else if (sameGame && before.leftBehind && !after.leftBehind) {
        // The new game's first move: the game left for it is given up.
        keeper.giveUpLeft(session.game);
      } else if (!sameGame) {
        const leaving = { ...before.position, session: { ...before.position.session, elapsedMs: elapsedMs() } };
        if (after.leftBehind?.session === before.position.session) {
          // Left unfinished for a new deal or a restart: kept, so that u can bring it back.
          keeper.leave(leaving);
          shown = { ...shown, leftBehind: leaving };
        } else if (before.leftBehind?.session === session) {
          // Brought back: the deal it replaced was never played, and goes without a trace.
          keeper.bringBack(session.game);
        } else {
          keeper.retire(leaving);
        }
      }
      // A move in play is saved once its frame is drawn (the effect below); the rest at once.
      if ((session !== before.position.session && (!sameGame || finishing)) || after.quit) {
        const problem = saverOf().now(session, sameGame);
        if (problem) shown = { ...shown, notice: notSaved(problem) };
      }
      if (after.showOutlook !== before.showOutlook) keeper.updateSettings({ showOutlook: after.showOutlook });
      if (after.knowledge !== before.knowledge) keeper.updateSettings({ knowledge: after.knowledge });
      if (after.winnableOnly !== before.winnableOnly) keeper.updateSettings({ winnableOnly: after.winnableOnly });
      if (finishing) {
        const finished = { ...after.position, session: { ...session, elapsedMs: elapsedMs() } };
        // A game the demo finished is not the player's win (the store counts it so).
        const uncounted = keeper.record(finished, statusOf(finished) === 'won' && !session.demo);
        if (uncounted) shown = { ...shown, notice: { text: `${uncounted}.`, tone: 'error' } };
      }
      current.current = shown;
      setUi(shown);
    },
    [keeper, elapsedMs, saverOf],
  );
  const saveNow = useCallback(() => {
    if (!current.current.replay) saverOf().now(current.current.position.session);
  }, [saverOf]);
  // Effects run once the frame is on screen: the moves it shows are saved now.
  useEffect(() => {
    if (ui.replay) return;
    const problem = saverOf().drawn(ui.position.session);
    if (problem) {
      current.current = { ...current.current, notice: notSaved(problem) };
      setUi(current.current);
    }
  }, [ui, saverOf]);
  // Leaving the screen by any road (quit, a signal) keeps the clock's time too.
  useEffect(() => saveNow, [saveNow]);
  return { ui, dispatch, saveNow, running, pauseClock };
}

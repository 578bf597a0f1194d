// What the home, settings and statistics screens share: their state in a pure reducer, run at once
// on each key (keys typed faster than the screen redraws are each judged by the state the keys
// before them left, as the game screen's are), the terminal's keys and clicks read through the same
// reader as the game's, Ctrl+Z as the game's, and the screen closed once its state says where to go.
import { useApp } from 'ink';
import type { Key } from 'ink';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSuspendKey } from '../input/keymap.js';
import type { MouseReport } from '../terminal/mouse.js';
import type { Suspender } from '../terminal/terminal.js';
import { useTerminalInput } from './useTerminalInput.js';

export interface ScreenInput<S, A> {
  /** A key's action in this state, or undefined when it has none. */
  key: (input: string, key: Key, state: S) => A | undefined;
  /** A click's action in this state, or undefined when it hits nothing. */
  click?: (report: MouseReport, state: S) => A | undefined;
  /**
   * The question the screen asks in this state, if any: a key that asks or answers one ends its
   * read, as in a game (the keys that came with it never answer it: "ny" pasted gives nothing up).
   */
  question?: (state: S) => unknown;
  /** Ctrl+Z stops Leaves here as in a game (terminal.ts; none in tests). */
  suspender?: Suspender;
  /** Whether the screen takes text in this state (a find box): printable keys read fast are typing. */
  takesText?: (state: S) => boolean;
}

/** The default `after`: one function for every render, so that `dispatch` stays the same one. */
const unchanged = <S>(state: S): S => state;

/**
 * Runs `reduce` over the screen's state; `close` is called once, with the state whose `done` is
 * set (the screen then exits). `after` may change a state a key has made (a write to the store).
 */
export function useScreen<S extends { done: unknown }, A>(
  initial: () => S,
  reduce: (state: S, action: A) => S,
  input: ScreenInput<S, A>,
  close: (state: S) => void,
  after: (state: S) => S = unchanged,
): [S, (action: A) => void] {
  const { exit } = useApp();
  const [state, setState] = useState(initial);
  const current = useRef(state);
  const dispatch = useCallback(
    (action: A) => {
      if (current.current.done) return;
      const next = after(reduce(current.current, action));
      if (next === current.current) return;
      current.current = next;
      setState(next);
    },
    [reduce, after],
  );
  // useTerminalInput keeps the handler of the last render.
  useTerminalInput((events) => {
    for (const event of events) {
      if (event.kind === 'key' && isSuspendKey(event.input, event.key)) {
        input.suspender?.suspend();
        continue;
      }
      const now = current.current;
      const action = event.kind === 'mouse' ? input.click?.(event.report, now) : input.key(event.input, event.key, now);
      if (action !== undefined) dispatch(action);
      if (input.question && input.question(current.current) !== input.question(now)) return;
    }
  }, () => input.takesText?.(current.current) ?? false);
  useEffect(() => {
    if (!state.done) return;
    close(state);
    exit();
  }, [state, close, exit]);
  return [state, dispatch];
}

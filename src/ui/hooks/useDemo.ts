// The demo's clock: while the demo runs, the next move of the winning line is played every
// interval (demoReducer.ts decides what the move is, and stops the demo on any other key). A demo
// waiting for the solver's answer plays nothing yet.
import { useEffect } from 'react';
import type { UiAction, UiState } from './uiState.js';

export function useDemo(ui: UiState, dispatch: (action: UiAction) => void): void {
  const intervalMs = ui.demo && !ui.demo.waiting ? ui.demo.intervalMs : undefined;
  useEffect(() => {
    if (intervalMs === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'demoStep' }), intervalMs);
    return () => clearTimeout(timer);
  }, [intervalMs, ui.position, dispatch]);
}

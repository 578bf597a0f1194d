// Keeps the background solver on the position at hand: after each frame, a playing position the
// solver has not judged yet is handed to it (which cancels the search of the one before), and its
// answer comes back as an action. The solver's code and its worker load only after the first frame.
import { useEffect, useRef } from 'react';
import type { GameState } from '../../engine/types.js';
import type { OnAnalysis } from '../../solver/analyst.js';
import { currentFinding, statusOf, type UiAction, type UiState } from '../controller.js';

/** How long the background solver looks at one position before it answers "unknown". */
export const ANALYSIS_LIMIT_MS = 20_000;

export interface BackgroundSolver {
  /** Solves this position in the background; a search for an earlier one stops. */
  analyse(state: GameState, timeLimitMs: number): void;
  /** Stops the search under way, if any. */
  cancel(): void;
  stop(): Promise<void> | void;
}

export type SolverFactory = (onAnalysis: OnAnalysis) => Promise<BackgroundSolver>;

/** The real one: a worker thread (see src/solver/analyst.ts). */
export const workerSolver: SolverFactory = async (onAnalysis) => {
  const { Analyst } = await import('../../solver/analyst.js');
  return new Analyst(onAnalysis);
};

export function useAnalyst(ui: UiState, dispatch: (action: UiAction) => void, factory: SolverFactory): void {
  // A solver that cannot start (no worker threads) leaves the status unknown; the game goes on.
  const solver = useRef<Promise<BackgroundSolver | undefined> | undefined>(undefined);
  const asked = useRef<GameState | undefined>(undefined);
  useEffect(
    () => () => {
      void solver.current?.then((s) => s?.stop());
    },
    [],
  );
  const { state } = ui.position;
  const needed = statusOf(ui.position) === 'playing' && currentFinding(ui) === undefined;
  useEffect(() => {
    if (asked.current === state) return;
    asked.current = state;
    if (!needed) {
      void solver.current?.then((s) => s?.cancel());
      return;
    }
    solver.current ??= factory((analysedState, result) => dispatch({ type: 'analysis', state: analysedState, result })).catch(() => undefined);
    void solver.current.then((s) => s?.analyse(state, ANALYSIS_LIMIT_MS));
  }, [state, needed]);
}

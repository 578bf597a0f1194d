// Keeps the background solver on the game: after each frame, a playing position it has not judged
// yet is handed to it (which cancels the search of the one before), and while a new deal is being
// found it looks for one it can prove winnable. Answers come back as actions. The solver's code
// and its worker load only after the first frame.
import { useEffect, useRef } from 'react';
import type { GameState } from '../../engine/types.js';
import type { DealSearch, Limits, OnAnalysis, OnDeal } from '../../solver/analyst.js';
import { currentFinding, statusOf, type UiAction, type UiState } from '../controller.js';

/**
 * How long the background solver looks at one position before it answers "unknown", and how many
 * positions it may keep: the cap holds the worker's tables (and so the game's memory) small.
 */
export const ANALYSIS_LIMITS: Limits = { timeLimitMs: 20_000, maxPositions: 400_000 };
/** Winnable deals only: how long to look for one in all, and for each deal tried. */
export const DEAL_SEARCH_MS = 10_000;
export const DEAL_TRY_MS = 3_000;

export interface BackgroundSolver {
  /** Solves this position in the background; any older job stops. */
  analyse(state: GameState, limits: Limits): void;
  /** Looks for a deal it can prove winnable; any older job stops. */
  findDeal(request: DealSearch): void;
  /** Stops the job under way, if any. */
  cancel(): void;
  stop(): Promise<void> | void;
}

export type SolverFactory = (onAnalysis: OnAnalysis, onDeal: OnDeal) => Promise<BackgroundSolver>;

/** The real one: a worker thread (see src/solver/analyst.ts). */
export const workerSolver: SolverFactory = async (onAnalysis, onDeal) => {
  const { Analyst } = await import('../../solver/analyst.js');
  return new Analyst(onAnalysis, onDeal);
};

export function useAnalyst(ui: UiState, dispatch: (action: UiAction) => void, factory: SolverFactory): void {
  // A solver that cannot start (no worker threads) leaves the status unknown; the game goes on.
  const solver = useRef<Promise<BackgroundSolver | undefined> | undefined>(undefined);
  const asked = useRef<unknown>(undefined);
  useEffect(
    () => () => {
      void solver.current?.then((s) => s?.stop());
    },
    [],
  );
  const start = () =>
    (solver.current ??= factory(
      (state, result) => dispatch({ type: 'analysis', state, result }),
      (found) => dispatch({ type: 'dealt', found }),
    ).catch(() => {
      // Without a solver a wanted deal is dealt unproved at once.
      if (ui.dealing) dispatch({ type: 'dealt', found: { seed: ui.dealing.firstSeed, proved: false } });
      return undefined;
    }));

  const { state, session } = ui.position;
  const { dealing } = ui;
  const needed = !dealing && statusOf(ui.position) === 'playing' && currentFinding(ui) === undefined;
  useEffect(() => {
    const job = dealing ?? state;
    if (asked.current === job) return;
    asked.current = job;
    if (dealing) {
      const request: DealSearch = {
        game: session.game, options: session.options, firstSeed: dealing.firstSeed,
        limitMs: DEAL_SEARCH_MS, perDealMs: DEAL_TRY_MS, maxPositions: ANALYSIS_LIMITS.maxPositions,
      };
      void start().then((s) => s?.findDeal(request));
    } else if (needed) {
      void start().then((s) => s?.analyse(state, ANALYSIS_LIMITS));
    } else {
      void solver.current?.then((s) => s?.cancel());
    }
  }, [state, needed, dealing]);
}

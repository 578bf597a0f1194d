// Keeps the background solver on the game: after each frame, an open review of the game is worked
// on first (it goes over every position: see reviewReducer.ts), then a playing position whose fair chance
// is shown and not sampled yet is sampled (fairEstimate.ts, in the worker), then a position it has not judged
// yet is handed to it (which cancels the search of the one before), then any position the
// reducer asks it to look back at (to find the move that lost the game), and while a new deal is being
// found it takes the next unplayed deal of the variant's book of proved deals (solver/dealBook.ts),
// or without one looks for one it can prove winnable. Answers come back as actions. The solver's
// code and its worker load only after the first frame; the book, only when a new deal is wanted.
import { useCallback, useEffect, useRef } from 'react';
import type { GameState } from '../../engine/types.js';
import { lastMove, movesPlayed } from '../../engine/session/session.js';
import type { DealSearch, FairLimits, Limits, OnAnalysis, OnDeal, OnFairHint, OnReview } from '../../solver/analyst.js';
import type { ReviewRequest } from '../../solver/gameReview.js';
import { fairShown } from '../outlook/fairOutlook.js';
import { bookPlace } from '../home/bookPlace.js';
import type { Statistics } from '../../store/statistics.js';
import { currentFinding, statusOf, type UiAction, type UiState } from './uiState.js';

/**
 * The background solver's budget for each position: the time, the positions, and the memory its
 * tables may take (what keeps the whole game near its memory budget while it searches).
 */
export const ANALYSIS_LIMITS: Limits = { timeLimitMs: 20_000, maxPositions: 400_000, memoryBytes: 16 * 2 ** 20 };
/**
 * How long the fair estimate of a position (solver/fairEstimate.ts: its seed and its count of
 * sampled deals are its own) goes on improving while the position is on the table; a game whose
 * samples need a large budget (its `fairPositions`) takes it whole, for fewer deals.
 */
export const FAIR_LIMITS: FairLimits = { timeLimitMs: 60_000 };
/** Winnable deals only: how long to look for one in all, and for each deal tried. */
export const DEAL_SEARCH_MS = 10_000;
export const DEAL_TRY_MS = 3_000;

export interface BackgroundSolver {
  /** Solves this position in the background; any older job stops. */
  analyse(state: GameState, limits: Limits): void;
  /** Samples the fair hint for this position in the background; any older job stops. */
  fairHint(state: GameState, limits: FairLimits): void;
  /** Looks for a deal it can prove winnable; any older job stops. */
  findDeal(request: DealSearch): void;
  /** Reviews a game, telling each position as it is done; any older job stops. */
  review(request: ReviewRequest): void;
  /** Stops the job under way, if any. */
  cancel(): void;
  stop(): Promise<void> | void;
}

export type SolverFactory = (onAnalysis: OnAnalysis, onDeal: OnDeal, onFairHint: OnFairHint, onReview: OnReview) => Promise<BackgroundSolver>;

/** The real one: a worker thread (see src/solver/analyst.ts). */
export const workerSolver: SolverFactory = async (onAnalysis, onDeal, onFairHint, onReview) => {
  const { Analyst } = await import('../../solver/analyst.js');
  return new Analyst({ onAnalysis, onDeal, onFairHint, onReview });
};

/** Stands in for a solver that could not start: positions stay unknown, deals come unproved, a review finds nothing. */
function withoutSolver(onAnalysis: OnAnalysis, onDeal: OnDeal, onFairHint: OnFairHint, onReview: OnReview): BackgroundSolver {
  return {
    review: (request) => onReview.done(request, { findings: [] }),
    analyse: (state) => onAnalysis(state, { verdict: 'unknown', positions: 0, ms: 0 }),
    fairHint: (state) => onFairHint(state, { move: undefined, wins: 0, samples: 0, chance: undefined, tally: [], unseen: 0 }, true),
    findDeal: (request) => onDeal({ seed: request.firstSeed, proved: false }),
    cancel: () => undefined,
    stop: () => undefined,
  };
}

/** `statistics`: the store's, read when a new deal is wanted (where the player is in the book). */
export function useAnalyst(ui: UiState, dispatch: (action: UiAction) => void, factory: SolverFactory, statistics: () => Statistics): void {
  const solver = useRef<Promise<BackgroundSolver> | undefined>(undefined);
  const asked = useRef<[unknown, GameState] | undefined>(undefined);
  useEffect(
    () => () => {
      void solver.current?.then((s) => s.stop());
    },
    [],
  );
  const start = useCallback(() => {
    const onAnalysis: OnAnalysis = (state, result) => dispatch({ type: 'analysis', state, result });
    const onDeal: OnDeal = (found) => dispatch({ type: 'dealt', found });
    const onFairHint: OnFairHint = (state, advice, done) => dispatch({ type: 'fair', state, advice, done });
    const onReview: OnReview = {
      position: (request, position) => dispatch({ type: 'reviewed', request, position }),
      done: (request, result) => dispatch({ type: 'reviewDone', request, result }),
    };
    // A solver that cannot start (no worker threads) answers every job as one that found nothing.
    return (solver.current ??= factory(onAnalysis, onDeal, onFairHint, onReview).catch(() => withoutSolver(onAnalysis, onDeal, onFairHint, onReview)));
  }, [factory, dispatch]);

  const { state } = ui.position;
  const { game, options } = ui.position.session;
  const { dealing, leftBehind, difficulty } = ui;
  const leaving = dealing ? ui.position : undefined;
  const playing = !dealing && statusOf(ui.position) === 'playing';
  const needed = playing && currentFinding(ui) === undefined;
  // The fair chance the header shows comes first: it takes a few seconds, the solver may take many.
  const fairNeeded = playing && fairShown(ui.knowledge, state) && ui.fair[movesPlayed(ui.position)]?.done !== true;
  const previous = lastMove(ui.position);
  // Read back through the stock moves kept: once a position, not at every frame.
  const lookBack = ui.lookBack?.state;
  // A review under way (its request is its job); one that is over, or closed, asks nothing more.
  const reviewing = ui.review && !ui.review.result ? ui.review.request : undefined;
  useEffect(() => {
    // What to ask, and about which position: a fair sample and a solve of the same position are two jobs.
    const job = dealing ?? reviewing ?? (fairNeeded ? `fair` : needed ? state : (lookBack ?? state));
    if (asked.current?.[0] === job && asked.current[1] === state) return;
    asked.current = [job, state];
    if (dealing) {
      const request: DealSearch = {
        game, options, firstSeed: dealing.firstSeed,
        limitMs: DEAL_SEARCH_MS, perDealMs: DEAL_TRY_MS, maxPositions: ANALYSIS_LIMITS.maxPositions, memoryBytes: ANALYSIS_LIMITS.memoryBytes,
      };
      const place = bookPlace(statistics(), { game, options }, leaving, leftBehind);
      const thisDeal = asked.current;
      void import('../../solver/dealBook.js').then(({ bookDeal }) => {
        // Esc, or another deal asked for, while the book was read: this one is no longer wanted.
        if (asked.current !== thisDeal) return;
        const pick = bookDeal(game, options, place, difficulty);
        if (pick !== undefined) dispatch({ type: 'dealt', found: { ...pick, proved: true } });
        else void start().then((s) => s.findDeal(request));
      });
    } else if (reviewing) {
      void start().then((s) => s.review(reviewing));
    } else if (fairNeeded) {
      void start().then((s) => s.fairHint(state, { ...FAIR_LIMITS, previous }));
    } else if (needed) {
      void start().then((s) => s.analyse(state, ANALYSIS_LIMITS));
    } else if (lookBack) {
      void start().then((s) => s.analyse(lookBack, ANALYSIS_LIMITS));
    } else {
      void solver.current?.then((s) => s.cancel());
    }
  }, [state, needed, fairNeeded, previous, lookBack, dealing, reviewing, game, options, start, statistics, leaving, leftBehind, difficulty, dispatch]);
}

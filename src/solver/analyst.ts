// The solver in the background, for the game: a position handed to `analyse` is solved in a
// worker thread, `fairHint` samples the fair estimate there (fairEstimate.ts), `review` goes over a whole
// game (gameReview.ts, telling each position as it is done), `findDeal` looks for a deal it can
// prove winnable, and `findDaily` for the day's deal (dailyDeal.ts). The newest job cancels
// any older one at once (a shared counter each search reads as its abort signal). The worker is
// this same module, started with workerData saying so: dist/solver/analyst.js, built with the
// solver side (scripts/build.mjs), so the game's first board loads none of it.
import type { Worker } from 'node:worker_threads';
import type { GameState } from '../engine/types.js';
import { unseenCount } from '../engine/unseen.js';
import { serveAsWorker, startSelfWorker } from './selfWorker.js';
import type { FairAdvice } from './fairHint.js';
import { fairEstimate, type EstimateOptions } from './fairEstimate.js';
import { reviewGame, type ReviewedPosition, type ReviewRequest, type ReviewResult } from './gameReview.js';
import { solve } from './solve.js';
import { loadSolver } from './solverLoader.js';
import type { SolveOptions, SolveResult } from './types.js';
import { findWinnableDeal, type DealRequest, type FoundDeal } from './winnableDeal.js';
import { dailyDeal, unprovedDaily, type DailyDeal } from './dailyDeal.js';
import type { PlayableGameId } from '../engine/games.js';

const WORKER_ROLE = 'leaves-analyst';

export type DealSearch = Omit<DealRequest, 'signal'>;
/** The limits of a background search. */
export type Limits = Pick<SolveOptions, 'timeLimitMs' | 'maxPositions' | 'memoryBytes'>;

/** What a fair estimate in the background takes: the move before it, the stock's round, its time or count (no callbacks cross to the worker). */
export type FairLimits = Pick<EstimateOptions, 'previous' | 'timeLimitMs' | 'upTo'>;

type Job =
  | { kind: 'solve'; generation: number; state: GameState; limits: Limits }
  | { kind: 'fair'; generation: number; state: GameState; limits: FairLimits }
  | { kind: 'deal'; generation: number; request: DealSearch }
  | { kind: 'daily'; generation: number; game: PlayableGameId; date: string }
  | { kind: 'review'; generation: number; request: ReviewRequest };

type Answer =
  | { kind: 'solve'; generation: number; result: SolveResult }
  | { kind: 'fair'; generation: number; advice: FairAdvice; done: boolean }
  | { kind: 'deal'; generation: number; found: FoundDeal }
  | { kind: 'daily'; generation: number; deal: DailyDeal }
  | { kind: 'reviewed'; generation: number; position: ReviewedPosition }
  | { kind: 'review'; generation: number; result: ReviewResult };

export type OnAnalysis = (state: GameState, result: SolveResult) => void;
export type OnDeal = (found: FoundDeal) => void;
export type OnDaily = (deal: DailyDeal) => void;
/** A fair hint's answer: while it samples (`done` false: the best so far), then its last word. */
export type OnFairHint = (state: GameState, advice: FairAdvice, done: boolean) => void;
/** A review's answers, for the request it was given: each position as it is done, then the result. */
export interface OnReview {
  position(request: ReviewRequest, reviewed: ReviewedPosition): void;
  done(request: ReviewRequest, result: ReviewResult): void;
}

/** Who hears the answers: each job's kind has its own listener; one not given hears nothing. */
export interface AnalystListeners {
  onAnalysis?: OnAnalysis;
  onDeal?: OnDeal;
  onFairHint?: OnFairHint;
  onDaily?: OnDaily;
  onReview?: OnReview;
}
const NO_LISTENERS: Required<AnalystListeners> = {
  onAnalysis: () => undefined,
  onDeal: () => undefined,
  onFairHint: () => undefined,
  onDaily: () => undefined,
  onReview: { position: () => undefined, done: () => undefined },
};

/**
 * The worker tells how a fair estimate improves at most this often (each message wakes the game);
 * often enough that a hint worth giving reaches the player within a key's time or two.
 */
const PROGRESS_EVERY_MS = 100;

export class Analyst {
  private readonly worker: Worker;
  /** The generation of the newest job; a search whose generation is older stops. */
  private readonly current: Int32Array;
  private generation = 0;
  /** The newest job, until it is answered or called off. */
  private pending: Job | undefined;
  private failed = false;
  private readonly listeners: Required<AnalystListeners>;

  constructor(listeners: AnalystListeners) {
    this.listeners = { ...NO_LISTENERS, ...listeners };
    const { onAnalysis, onDeal, onFairHint, onDaily, onReview } = this.listeners;
    this.current = new Int32Array(new SharedArrayBuffer(4));
    this.worker = startSelfWorker(import.meta.url, WORKER_ROLE, { current: this.current }, {
      // A small heap that is collected often keeps the game's memory down (see bench/RESULTS.md).
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 96 },
    });
    this.worker.unref();
    // A worker that fails (it could not load, or ran out of memory) answers the job it had, and
    // every later one, as a search that found nothing; the game goes on without it.
    this.worker.on('error', () => {
      this.failed = true;
      if (this.pending) this.answerUnfound(this.pending);
    });
    this.worker.on('message', (answer: Answer) => {
      const job = this.pending;
      if (!job || answer.generation !== job.generation) return;
      if (answer.kind === 'fair' && job.kind === 'fair' && !answer.done) return onFairHint(job.state, answer.advice, false);
      if (answer.kind === 'reviewed' && job.kind === 'review') return onReview.position(job.request, answer.position);
      this.pending = undefined;
      if (answer.kind === 'deal') onDeal(answer.found);
      else if (answer.kind === 'daily') onDaily(answer.deal);
      else if (answer.kind === 'review' && job.kind === 'review') onReview.done(job.request, answer.result);
      else if (answer.kind === 'fair' && job.kind === 'fair') onFairHint(job.state, answer.advice, true);
      else if (answer.kind === 'solve' && job.kind === 'solve') onAnalysis(job.state, answer.result);
    });
  }

  /** Solves `state` in the background; any older job stops. */
  analyse(state: GameState, limits: Limits): void {
    this.post({ kind: 'solve', generation: this.next(), state, limits });
  }

  /** Samples the fair estimate of `state` in the background (fairEstimate.ts), telling it as it improves; any older job stops. */
  fairHint(state: GameState, limits: FairLimits): void {
    this.post({ kind: 'fair', generation: this.next(), state, limits });
  }

  /** Reviews a game in the background (see gameReview.ts); any older job stops. */
  review(request: ReviewRequest): void {
    this.post({ kind: 'review', generation: this.next(), request });
  }

  /** Looks for a deal the solver proves winnable (see winnableDeal.ts); any older job stops. */
  findDeal(request: DealSearch): void {
    this.post({ kind: 'deal', generation: this.next(), request });
  }

  /** Looks for the daily deal of `game` on `date` (dailyDeal.ts); any older job stops. */
  findDaily(game: PlayableGameId, date: string): void {
    this.post({ kind: 'daily', generation: this.next(), game, date });
  }

  /** Stops the job under way, if any. */
  cancel(): void {
    this.pending = undefined;
    this.next();
  }

  /** Stops the job and the worker. */
  async stop(): Promise<void> {
    Atomics.store(this.current, 0, -1);
    await this.worker.terminate();
  }

  private next(): number {
    this.generation++;
    Atomics.store(this.current, 0, this.generation);
    return this.generation;
  }

  private post(job: Job): void {
    this.pending = job;
    if (this.failed) this.answerUnfound(job);
    else this.worker.postMessage(job);
  }

  /** Without a worker: the position stays unknown, the fair hint has no sample, the deal is the first one, unproved. */
  private answerUnfound(job: Job): void {
    queueMicrotask(() => {
      if (this.pending !== job) return;
      this.pending = undefined;
      if (job.kind === 'deal') this.listeners.onDeal({ seed: job.request.firstSeed, proved: false });
      else if (job.kind === 'daily') this.listeners.onDaily(unprovedDaily(job.game, job.date));
      else if (job.kind === 'review') this.listeners.onReview.done(job.request, { findings: [] });
      else if (job.kind === 'fair') this.listeners.onFairHint(job.state, { move: undefined, wins: 0, samples: 0, chance: undefined, tally: [], unseen: unseenCount(job.state) }, true);
      else this.listeners.onAnalysis(job.state, { verdict: 'unknown', positions: 0, ms: 0 });
    });
  }
}

// In the worker: do each job that is still the newest, and answer unless it was overtaken.
serveAsWorker<Job, { current: Int32Array }>(WORKER_ROLE, async (job, answer, { current }) => {
  const signal = { get aborted() { return Atomics.load(current, 0) !== job.generation; } };
  await loadSolver(job.kind === 'deal' ? job.request : job.kind === 'daily' ? job.game : job.kind === 'review' ? job.request.start : job.state);
  if (signal.aborted) return;
  const done = work(job, signal, answer);
  if (done && !signal.aborted) answer(done);
});

function work(job: Job, signal: { readonly aborted: boolean }, answer: (reply: Answer) => void): Answer | undefined {
  switch (job.kind) {
    case 'solve':
      return { kind: 'solve', generation: job.generation, result: solve(job.state, { ...job.limits, signal, shorten: true }) };
    case 'fair':
    {
      let told = performance.now();
      const onProgress = (advice: FairAdvice) => {
        if (performance.now() - told < PROGRESS_EVERY_MS || signal.aborted) return;
        told = performance.now();
        answer({ kind: 'fair', generation: job.generation, advice, done: false });
      };
      return { kind: 'fair', generation: job.generation, advice: fairEstimate(job.state, { ...job.limits, signal, onProgress }), done: true };
    }
    case 'deal':
      return { kind: 'deal', generation: job.generation, found: findWinnableDeal({ ...job.request, signal }) };
    case 'daily': {
      const deal = dailyDeal(job.game, job.date, signal);
      return deal && { kind: 'daily', generation: job.generation, deal };
    }
    case 'review': {
      const result = reviewGame(job.request, signal, (position) => answer({ kind: 'reviewed', generation: job.generation, position }));
      return { kind: 'review', generation: job.generation, result: result ?? { findings: [] } };
    }
  }
}

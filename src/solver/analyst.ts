// The solver in the background, for the game: a position handed to `analyse` is solved in a
// worker thread, and `findDeal` looks for a deal it can prove winnable. The newest job cancels
// any older one at once (a shared counter each search reads as its abort signal). The worker is
// this same module, started with workerData saying so, so the bundle needs no entry of its own.
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { GameState } from '../engine/types.js';
import { solve } from './solve.js';
import type { SolveOptions, SolveResult } from './types.js';
import { findWinnableDeal, type DealRequest, type FoundDeal } from './winnableDeal.js';

const WORKER_ROLE = 'leaves-analyst';

export type DealSearch = Omit<DealRequest, 'signal'>;
/** The limits of a background search. */
export type Limits = Pick<SolveOptions, 'timeLimitMs' | 'maxPositions'>;

type Job =
  | { kind: 'solve'; generation: number; state: GameState; limits: Limits }
  | { kind: 'deal'; generation: number; request: DealSearch };

type Answer = { kind: 'solve'; generation: number; result: SolveResult } | { kind: 'deal'; generation: number; found: FoundDeal };

export type OnAnalysis = (state: GameState, result: SolveResult) => void;
export type OnDeal = (found: FoundDeal) => void;

export class Analyst {
  private readonly worker: Worker;
  /** The generation of the newest job; a search whose generation is older stops. */
  private readonly current: Int32Array;
  private generation = 0;
  /** The position the newest 'solve' job is about. */
  private asked: GameState | undefined;
  private failed = false;

  constructor(onAnalysis: OnAnalysis, private readonly onDeal: OnDeal) {
    this.current = new Int32Array(new SharedArrayBuffer(4));
    this.worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: { role: WORKER_ROLE, current: this.current },
      // A small heap that is collected often keeps the game's memory down (see bench/RESULTS.md).
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 96 },
    });
    this.worker.unref();
    // A worker that fails (it could not load, or ran out of memory) leaves every later position
    // unknown and deals unproved; the game goes on without it.
    this.worker.on('error', () => {
      this.failed = true;
    });
    this.worker.on('message', (answer: Answer) => {
      if (answer.generation !== this.generation) return;
      if (answer.kind === 'deal') this.onDeal(answer.found);
      else if (this.asked) onAnalysis(this.asked, answer.result);
    });
  }

  /** Solves `state` in the background; any older job stops. */
  analyse(state: GameState, limits: Limits): void {
    this.asked = state;
    this.post({ kind: 'solve', generation: this.next(), state, limits });
  }

  /** Looks for a deal the solver proves winnable (see winnableDeal.ts); any older job stops. */
  findDeal(request: DealSearch): void {
    this.asked = undefined;
    this.post({ kind: 'deal', generation: this.next(), request });
  }

  /** Stops the job under way, if any. */
  cancel(): void {
    this.asked = undefined;
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
    if (!this.failed) this.worker.postMessage(job);
    // Without a worker, a deal is dealt unproved at once.
    else if (job.kind === 'deal') queueMicrotask(() => this.onDeal({ seed: job.request.firstSeed, proved: false }));
  }
}

// In the worker: do each job that is still the newest, and answer unless it was overtaken.
if (!isMainThread && (workerData as { role?: string } | null)?.role === WORKER_ROLE) {
  const current = (workerData as { current: Int32Array }).current;
  parentPort!.on('message', (job: Job) => {
    const signal = { get aborted() { return Atomics.load(current, 0) !== job.generation; } };
    if (signal.aborted) return;
    const answer: Answer = job.kind === 'solve'
      ? { kind: 'solve', generation: job.generation, result: solve(job.state, { ...job.limits, signal }) }
      : { kind: 'deal', generation: job.generation, found: findWinnableDeal({ ...job.request, signal }) };
    if (!signal.aborted) parentPort!.postMessage(answer);
  });
}

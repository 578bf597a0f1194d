// The solver in the background, for the game: each position handed to `analyse` is solved in a
// worker thread, and a newer position cancels the search of an older one at once (a shared
// counter the search reads as its abort signal). The worker is this same module, started with
// workerData saying so, so the bundle needs no entry of its own for it.
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { GameState } from '../engine/types.js';
import { solve } from './solve.js';
import type { SolveResult } from './types.js';

const WORKER_ROLE = 'leaves-analyst';

interface Job {
  generation: number;
  state: GameState;
  timeLimitMs: number;
}

interface Answer {
  generation: number;
  result: SolveResult;
}

export type OnAnalysis = (state: GameState, result: SolveResult) => void;

export class Analyst {
  private readonly worker: Worker;
  /** The generation of the newest job; a search whose generation is older stops. */
  private readonly current: Int32Array;
  private generation = 0;
  private pending = new Map<number, GameState>();
  private failed = false;

  constructor(onAnalysis: OnAnalysis) {
    this.current = new Int32Array(new SharedArrayBuffer(4));
    this.worker = new Worker(fileURLToPath(import.meta.url), { workerData: { role: WORKER_ROLE, current: this.current } });
    this.worker.unref();
    // A worker that fails (it could not load, or ran out of memory) leaves every later position
    // unknown; the game goes on without it.
    this.worker.on('error', () => {
      this.failed = true;
    });
    this.worker.on('message', ({ generation, result }: Answer) => {
      const state = this.pending.get(generation);
      this.pending.delete(generation);
      if (state && generation === this.generation) onAnalysis(state, result);
    });
  }

  /** Solves `state` in the background; any search still running for an older state stops. */
  analyse(state: GameState, timeLimitMs: number): void {
    if (this.failed) return;
    this.generation++;
    Atomics.store(this.current, 0, this.generation);
    this.pending.clear();
    this.pending.set(this.generation, state);
    this.worker.postMessage({ generation: this.generation, state, timeLimitMs } satisfies Job);
  }

  /** Stops the search under way, if any. */
  cancel(): void {
    this.generation++;
    Atomics.store(this.current, 0, this.generation);
    this.pending.clear();
  }

  /** Stops the search and the worker. */
  async stop(): Promise<void> {
    Atomics.store(this.current, 0, -1);
    await this.worker.terminate();
  }
}

// In the worker: solve each job that is still the newest, and answer unless it was overtaken.
if (!isMainThread && (workerData as { role?: string } | null)?.role === WORKER_ROLE) {
  const current = (workerData as { current: Int32Array }).current;
  parentPort!.on('message', ({ generation, state, timeLimitMs }: Job) => {
    const signal = { get aborted() { return Atomics.load(current, 0) !== generation; } };
    if (signal.aborted) return;
    const result = solve(state, { timeLimitMs, signal });
    if (!signal.aborted) parentPort!.postMessage({ generation, result } satisfies Answer);
  });
}

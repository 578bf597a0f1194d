// Keeps the game's memory small while it is played (bench/RESULTS.md has the numbers).
// - Ink allocates afresh for every frame, and with V8's defaults the young generation doubles and
//   the heap grows in large steps, so a long game's memory kept growing. A young generation that
//   keeps its first size and a heap that grows in small steps hold it near where it started.
// - V8's optimising compiler (TurboFan) is off until the first frame is on screen
//   (`optimiseFromNowOn`): compiling while the game starts delayed the first board, and nothing
//   before it runs long enough to gain. After it, TurboFan is on: the background solver (a worker
//   thread, which shares the process's flags) runs several times slower without it.
// V8 reads these flags whenever it grows the heap or decides to optimise, so they work when set at
// run time, as the game starts (the first thing play() does: the play path's modules only define
// things before it); flags that size the heap at start-up would need a node command-line flag,
// which a bin script cannot portably pass.
// V8's flags are the whole process's, and V8 raises the growth factor back to 2 whenever it sets up
// a new isolate's heap: the solver's worker thread let the game's young generation grow again. So
// it is set again once each worker is running.
import v8 from 'node:v8';
import type { Worker } from 'node:worker_threads';

function keepYoungGenerationSmall(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

export function keepMemorySmall(): void {
  keepYoungGenerationSmall();
  v8.setFlagsFromString('--heap-growing-percent=5');
  v8.setFlagsFromString('--no-opt');
  process.on('worker', (worker: Worker) => worker.once('online', keepYoungGenerationSmall));
}

/** Turns V8's optimising compiler on, once the first frame is drawn. */
export function optimiseFromNowOn(): void {
  v8.setFlagsFromString('--opt');
}

// Keeps the game's memory small while it is played (bench/RESULTS.md has the numbers).
// - Ink allocates afresh for every frame, and with V8's defaults the young generation doubles up
//   to 16 MiB and the heap grows in large steps: a long game went from about 74 MiB to 110–130 MiB
//   of RSS. A young generation that keeps its first size and a heap that grows in 5 % steps hold
//   it near 78 MiB.
// - V8's optimising compiler (TurboFan) stays on: turning it off saved 4–7 MiB at the peak but
//   made the background solver (a worker thread, which shares the process's flags) about three
//   times slower, and a solver that finds fewer wins costs the player more than the memory does.
// V8 reads these flags whenever it grows the heap, so they work when set at run time, before the
// play path loads; flags that size the heap at start-up would need a node command-line flag, which
// a bin script cannot portably pass.
import v8 from 'node:v8';

export function keepMemorySmall(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  v8.setFlagsFromString('--heap-growing-percent=5');
}

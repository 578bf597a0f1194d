// Key → screen on the boards of overlapping cards, two builds side by side: each round runs, for
// each build, the Pyramid and TriPeaks cases of bench/keys.mjs (← / → between free cards, then
// undo / redo) and the heavy Spider board's ← / → as a reference for the machine's load, with the
// main thread's CPU time a cursor key costs. Runs alternate between the builds (ABBA…) so load
// falls on both alike.
//
//   node bench/overlapAB.mjs --before DIR [--rounds N] [--presses N]
//
// DIR: another checkout with its bundle built (as for bench/movesAB.mjs); this checkout's is "after".
import os from 'node:os';
import { abOptions, pct } from './ab.mjs';
import { HEAVY_SPIDER_CASE, measureKeysOnBoard, OVERLAP_KEY_CASES } from './keys.mjs';

const { rounds: ROUNDS, presses: PRESSES, bins } = abOptions();
const summary = (xs) => `median ${pct(xs, 50).toFixed(1)}  p99 ${pct(xs, 99).toFixed(1)}  max ${Math.max(...xs).toFixed(1)} ms`;
const load = () => os.loadavg()[0]?.toFixed(1);

const all = {};
const add = (key, xs) => (all[key] ??= []).push(...xs);
const cases = [...OVERLAP_KEY_CASES, HEAVY_SPIDER_CASE];
for (let round = 0; round < ROUNDS; round++) {
  for (const name of round % 2 ? ['after', 'before'] : ['before', 'after']) {
    for (const testCase of cases) {
      const moveCount = testCase === HEAVY_SPIDER_CASE ? 0 : Math.round(PRESSES / 2);
      const { latencies, moveLatencies, cpuPerKey } = await measureKeysOnBoard(testCase, { count: PRESSES, moveCount, bin: bins[name] });
      add(`${name} ${testCase.label} ←/→`, latencies);
      add(`${name} ${testCase.label} cpu`, [cpuPerKey]);
      if (moveCount > 0) add(`${name} ${testCase.label} u/r`, moveLatencies);
      const moves = moveCount > 0 ? ` | u/r ${summary(moveLatencies)}` : '';
      console.log(`round ${round + 1} ${name.padEnd(6)} ${testCase.label.padEnd(8)} ←/→ ${summary(latencies)} cpu ${cpuPerKey.toFixed(2)} ms/key${moves} | load ${load()}`);
    }
  }
}
const order = (key) => key.split(' ').slice(1).join(' ');
for (const [key, xs] of Object.entries(all).sort(([a], [b]) => order(a).localeCompare(order(b)) || a.localeCompare(b))) {
  const text = key.endsWith('cpu') ? `median ${pct(xs, 50).toFixed(2)} ms a key (${xs.map((x) => x.toFixed(2)).join(', ')})` : `${String(xs.length).padStart(4)} presses: ${summary(xs)}`;
  console.log(`${key.padEnd(24)} ${text}`);
}

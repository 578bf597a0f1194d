// Klondike solver measurements: seeds from..to, draw 1 or 3, a time limit per deal; prints the
// decided, winnable and lost shares, the unknown seeds, and the time per deal (median, p90, max).
// An optional position limit per deal makes runs comparable on a busy machine (with a time limit
// of 0 the position limit alone counts); positions include the relaxed searches of draw 3.
// Run: npx esbuild bench/solver-klondike.ts --bundle --platform=node --format=esm
//        --outfile=/tmp/solver-klondike.mjs && node /tmp/solver-klondike.mjs [draw] [from] [to] [ms] [positions]
// or, deal by deal (verdict, positions, ms for each, no time limit):
//        node /tmp/solver-klondike.mjs --each draw positions seed …
import { klondike } from '../src/engine/games/klondike/index.js';
import { solve } from '../src/solver/solve.js';
import { loadSolver } from '../src/solver/solverLoader.js';

await loadSolver(klondike.id);

if (process.argv[2] === '--each') {
  const [draw, maxPositions, ...seeds] = process.argv.slice(3).map(Number);
  for (const seed of seeds) {
    const result = solve(klondike.newGame({ seed, draw: draw === 3 ? 3 : 1 }), { timeLimitMs: Number.POSITIVE_INFINITY, maxPositions });
    console.log(`${seed} ${result.verdict} ${result.positions} ${Math.round(result.ms)}`);
  }
  process.exit(0);
}

const [draw = 1, from = 1, to = 1000, timeLimitMs = 1000, maxPositions] = process.argv.slice(2).map(Number);
const times: number[] = [];
const unknown: number[] = [];
let winnable = 0;
let lost = 0;
let positions = 0;
for (let seed = from; seed <= to; seed++) {
  const result = solve(klondike.newGame({ seed, draw: draw === 3 ? 3 : 1 }), { timeLimitMs: timeLimitMs || Number.POSITIVE_INFINITY, maxPositions });
  times.push(result.ms);
  positions += result.positions;
  if (result.verdict === 'winnable') winnable++;
  else if (result.verdict === 'lost') lost++;
  else unknown.push(seed);
}
const deals = to - from + 1;
const sorted = times.slice().sort((a, b) => a - b);
const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const total = times.reduce((a, b) => a + b, 0);
const share = (n: number): string => `${((100 * n) / deals).toFixed(1)}%`;
console.log(`Klondike draw ${draw}, seeds ${from}–${to}, ${timeLimitMs} ms${maxPositions ? ` and ${maxPositions} positions` : ''} a deal`);
console.log(`decided ${share(winnable + lost)}, winnable ${share(winnable)}, lost ${share(lost)}, unknown ${unknown.length}${unknown.length ? ` (${unknown.join(' ')})` : ''}`);
console.log(`ms: median ${at(0.5)}, p90 ${at(0.9)}, max ${sorted[sorted.length - 1]}; ${positions} positions in all (${Math.round(positions / (total / 1000))}/s)`);

// Autumn Leaves' solver over a range of deals: each deal's verdict, positions and time as JSON
// lines (to a file when one is given), then decided and winnable fractions and times.
// Usage: node bench.mjs [first=1] [last=200] [timeLimitMs=1000] [out.jsonl]
import { appendFileSync, writeFileSync } from 'node:fs';
import { autumnLeaves } from '../src/engine/autumnLeaves.js';
import { solve } from '../src/solver/solve.js';

const first = Number(process.argv[2] ?? 1);
const last = Number(process.argv[3] ?? 200);
const timeLimitMs = Number(process.argv[4] ?? 1000);
const out = process.argv[5];
if (out) writeFileSync(out, '');

const counts = { winnable: 0, lost: 0, unknown: 0 };
const times: number[] = [];
let positions = 0;
for (let seed = first; seed <= last; seed++) {
  const result = solve(autumnLeaves.newGame({ seed }), { timeLimitMs });
  counts[result.verdict]++;
  times.push(result.ms);
  positions += result.positions;
  const line = JSON.stringify({ seed, verdict: result.verdict, positions: result.positions, ms: result.ms, moves: result.verdict === 'winnable' ? result.moves.length : undefined });
  if (out) appendFileSync(out, line + '\n');
  else if (process.env.VERBOSE) console.log(line);
}
const n = last - first + 1;
times.sort((a, b) => a - b);
const quantile = (q: number) => times[Math.min(n - 1, Math.floor(q * n))]!;
const totalMs = times.reduce((a, b) => a + b, 0);
console.log(JSON.stringify({
  deals: n, ...counts,
  decided: (counts.winnable + counts.lost) / n,
  medianMs: quantile(0.5), p90Ms: quantile(0.9), maxMs: times[n - 1],
  positionsPerSecond: Math.round(positions / (totalMs / 1000)),
}));

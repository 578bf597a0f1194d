// Autumn Leaves' solver over a range of deals: each deal's verdict, positions and time as JSON
// lines (to a file when one is given), then the summary `leaves solve` prints (decided share, the
// winnable rate's 95% interval, times). With --summarise it only adds up JSON-line files. With
// --max-positions every deal gets that many positions instead of a time (a measure the load does
// not change, for comparing versions), on the deals first–last or those listed in a file.
// Usage: node bench.mjs [first=1] [last=200] [timeLimitMs=1000] [out.jsonl]
//        node bench.mjs --max-positions N (first last | seeds.txt) [out.jsonl]
//        node bench.mjs --summarise results.jsonl …
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { autumnLeaves } from '../src/engine/games/autumn-leaves/index.js';
import { solve } from '../src/solver/solve.js';
import { loadSolver } from '../src/solver/solverLoader.js';
import { summarise, type DealResult } from '../src/solver/summary.js';
import type { SolveOptions } from '../src/solver/types.js';
import { formatSummary } from '../src/cli/solveReport.js';

await loadSolver(autumnLeaves.id);

function run(seeds: number[], limits: SolveOptions, out: string | undefined): DealResult[] {
  if (out) writeFileSync(out, '');
  const results: DealResult[] = [];
  for (const seed of seeds) {
    const solved = solve(autumnLeaves.newGame({ seed }), limits);
    const result: DealResult = {
      seed, verdict: solved.verdict, positions: solved.positions, ms: solved.ms,
      moveCount: solved.verdict === 'winnable' ? solved.moves.length : undefined,
    };
    results.push(result);
    if (out) appendFileSync(out, JSON.stringify(result) + '\n');
  }
  return results;
}

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

function runWithinPositions(maxPositions: number, rest: string[]): DealResult[] {
  const listed = Number.isNaN(Number(rest[0]));
  const seeds = listed ? readFileSync(rest[0]!, 'utf8').trim().split(/\s+/).map(Number) : range(Number(rest[0]), Number(rest[1]));
  return run(seeds, { maxPositions, timeLimitMs: Number.MAX_SAFE_INTEGER }, rest[listed ? 1 : 2]);
}

const args = process.argv.slice(2);
const summariseOnly = args[0] === '--summarise';
const withinPositions = args[0] === '--max-positions';
const timeLimitMs = summariseOnly || withinPositions ? 1000 : Number(args[2] ?? 1000);
const results = summariseOnly
  ? args.slice(1).flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as DealResult))
  : withinPositions
    ? runWithinPositions(Number(args[1]), args.slice(2))
    : run(range(Number(args[0] ?? 1), Number(args[1] ?? 200)), { timeLimitMs }, args[3]);
const summary = summarise(results);
const report = formatSummary('Autumn Leaves', summary, { timeLimitMs });
process.stdout.write(withinPositions ? report.replace(/ · [^·\n]* limit a deal/, ` · ${args[1]} positions a deal`) : report);
process.stdout.write(`${Math.round(summary.positions / (summary.totalMs / 1000)).toLocaleString('en-US')} positions a second\n`);

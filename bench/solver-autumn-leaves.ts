// Autumn Leaves' solver over a range of deals: each deal's verdict, positions and time as JSON
// lines (to a file when one is given), then the summary `leaves solve` prints (decided share, the
// winnable rate's 95% interval, times). With --summarise it only adds up JSON-line files.
// Usage: node bench.mjs [first=1] [last=200] [timeLimitMs=1000] [out.jsonl]
//        node bench.mjs --summarise results.jsonl …
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { autumnLeaves } from '../src/engine/games/autumn-leaves/rules.js';
import { solve } from '../src/solver/solve.js';
import { loadSolver } from '../src/solver/solverLoader.js';
import { summarise, type DealResult } from '../src/solver/summary.js';
import { formatSummary } from '../src/solveReport.js';

await loadSolver(autumnLeaves.id);

function run(first: number, last: number, timeLimitMs: number, out: string | undefined): DealResult[] {
  if (out) writeFileSync(out, '');
  const results: DealResult[] = [];
  for (let seed = first; seed <= last; seed++) {
    const solved = solve(autumnLeaves.newGame({ seed }), { timeLimitMs });
    const result: DealResult = {
      seed, verdict: solved.verdict, positions: solved.positions, ms: solved.ms,
      moveCount: solved.verdict === 'winnable' ? solved.moves.length : undefined,
    };
    results.push(result);
    if (out) appendFileSync(out, JSON.stringify(result) + '\n');
  }
  return results;
}

const args = process.argv.slice(2);
const summariseOnly = args[0] === '--summarise';
const timeLimitMs = summariseOnly ? 1000 : Number(args[2] ?? 1000);
const results = summariseOnly
  ? args.slice(1).flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as DealResult))
  : run(Number(args[0] ?? 1), Number(args[1] ?? 200), timeLimitMs, args[3]);
const summary = summarise(results);
process.stdout.write(formatSummary('Autumn Leaves', summary, timeLimitMs));
process.stdout.write(`${Math.round(summary.positions / (summary.totalMs / 1000)).toLocaleString('en-US')} positions a second\n`);

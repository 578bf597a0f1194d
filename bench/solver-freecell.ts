// Measures the FreeCell solver on Microsoft deals: `solver-freecell.ts <first seed> <last seed>
// <time limit ms> [every]` solves every `every`-th deal of the range (1 when left out) and prints
// one line per deal and a summary: wins, proved losses, undecided, time percentiles, positions
// (a count that a busy machine does not disturb) and CPU time. Every winning line is replayed
// through the engine by solve() itself.
import { freecell } from '../src/engine/games/freecell/index.js';
import { solve } from '../src/solver/solve.js';
import { loadSolver } from '../src/solver/solverLoader.js';

await loadSolver(freecell.id);

const [firstArg = '1', lastArg = '100', limitArg = '1000', everyArg = '1'] = process.argv.slice(2);
const first = Number(firstArg);
const last = Number(lastArg);
const timeLimitMs = Number(limitArg);
const every = Number(everyArg);

const times: number[] = [];
const lengths: number[] = [];
const counts = { winnable: 0, lost: 0, unknown: 0 };
let positions = 0;
const cpuAtStart = process.cpuUsage();
for (let seed = first; seed <= last; seed += every) {
  const result = solve(freecell.newGame({ seed }), { timeLimitMs });
  times.push(result.ms);
  positions += result.positions;
  counts[result.verdict]++;
  if (result.verdict === 'winnable') lengths.push(result.moves.length);
  const length = result.verdict === 'winnable' ? result.moves.length : '-';
  console.log(`deal ${seed}: ${result.verdict} ${result.ms} ms ${result.positions} positions, line ${length}`);
}
const { user, system } = process.cpuUsage(cpuAtStart);
const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
const at = (values: number[], q: number): number => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const deals = times.length;
console.log(
  `deals ${first}-${last} every ${every}, limit ${timeLimitMs} ms: won ${counts.winnable}/${deals} ` +
    `(${((100 * counts.winnable) / deals).toFixed(2)}%), lost ${counts.lost}, undecided ${counts.unknown}; ` +
    `ms median ${at(times, 0.5)} p90 ${at(times, 0.9)} p99 ${at(times, 0.99)} max ${at(times, 1)}; ` +
    `line median ${at(lengths, 0.5)} max ${at(lengths, 1)}; positions ${positions} ` +
    `(${Math.round(positions / deals)} a deal on average); CPU ${Math.round((user + system) / 1000)} ms`,
);

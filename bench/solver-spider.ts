// Measures the Spider solver on fresh deals: `node solver-spider.mjs <suits> <first seed> <last
// seed> <time limit ms>` prints one line per deal and a summary (wins found, median / p90 / max
// time, line length, positions per second, and the process's CPU time, which a busy machine
// disturbs less than the clock). Every winning line is replayed by solve() itself.
import { type SpiderSuits } from '../src/engine/games/spider/rules.js';
import { spider } from '../src/engine/games/spider/index.js';
import { solve } from '../src/solver/solve.js';
import { loadSolver } from '../src/solver/solverLoader.js';

await loadSolver(spider.id);

const [suitsArg = '1', firstArg = '1', lastArg = '20', limitArg = '2000'] = process.argv.slice(2);
const suits = Number(suitsArg) as SpiderSuits;
const first = Number(firstArg);
const last = Number(lastArg);
const timeLimitMs = Number(limitArg);

const times: number[] = [];
const lengths: number[] = [];
let wins = 0;
let positions = 0;
let totalMs = 0;
const cpuAtStart = process.cpuUsage();
for (let seed = first; seed <= last; seed++) {
  const result = solve(spider.newGame({ seed, suits }), { timeLimitMs });
  times.push(result.ms);
  positions += result.positions;
  totalMs += result.ms;
  if (result.verdict === 'winnable') {
    wins++;
    lengths.push(result.moves.length);
  }
  const length = result.verdict === 'winnable' ? result.moves.length : '-';
  console.log(`seed ${seed}: ${result.verdict} ${result.ms} ms ${result.positions} positions, line ${length}`);
}
function cpuMs(): number {
  const { user, system } = process.cpuUsage(cpuAtStart);
  return (user + system) / 1000;
}
const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
const at = (values: number[], q: number): number => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const deals = last - first + 1;
console.log(
  `${suits} suit(s), seeds ${first}-${last}, limit ${timeLimitMs} ms: wins ${wins}/${deals} (${((100 * wins) / deals).toFixed(1)}%), ` +
    `ms median ${at(times, 0.5)} p90 ${at(times, 0.9)} max ${at(times, 1)}, ` +
    `line median ${at(lengths, 0.5)} max ${at(lengths, 1)}, ${Math.round(positions / (totalMs / 1000))} positions/s, ` +
    `${positions} positions in ${Math.round(totalMs)} ms (CPU ${Math.round(cpuMs())} ms)`,
);

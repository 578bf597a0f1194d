// Where the fair chance's memory goes: fair hints sampled one after another in a worker with the
// game's worker limits (solver/analyst.ts), each a new position of a random walk from a deal, each
// its own job (as each key starts one in play), the worker's heap and its ArrayBuffers (the
// solvers' tables live there, outside V8's heap) read every few jobs, then the process's peak RSS.
// Each hint samples a fixed number of deals (not for a time), so the figures do not depend on the
// load: what piles up between collections grows with the deals sampled.
//
//   node bench/fairMemory.mjs [--game klondike] [--options '{"draw":3}'] [--seed 900] [--jobs 60] [--samples 20]
import { readFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const MIB = 2 ** 20;
const peakRssMib = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;

function argument(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

if (isMainThread) {
  const job = { game: argument('game', 'klondike'), options: JSON.parse(argument('options', '{"draw":3}')), seed: Number(argument('seed', '900')), jobs: Number(argument('jobs', '60')), samples: Number(argument('samples', '20')) };
  // The analyst's limits (solver/analyst.ts).
  const worker = new Worker(new URL(import.meta.url), { workerData: job, resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 96 } });
  worker.on('message', (m) => console.log(`after ${m.jobs} jobs (${m.samples} sampled deals): heap ${m.heap} MiB, ArrayBuffers ${m.buffers} MiB; process RSS ${(process.memoryUsage().rss / MIB).toFixed(0)} MiB`));
  worker.on('exit', () => console.log(`${job.game} ${JSON.stringify(job.options)}, ${job.jobs} fair hints of ${job.samples} sampled deals: peak RSS ${peakRssMib().toFixed(0)} MiB`));
} else {
  const { games, fairAdvice } = await import('leaves-solitaire');
  const rules = games[workerData.game];
  let state = rules.newGame({ ...workerData.options, seed: workerData.seed });
  let walk = workerData.seed;
  let samples = 0;
  for (let j = 1; j <= workerData.jobs; j++) {
    const legal = rules.legalMoves(state);
    walk = (walk * 1103515245 + 12345) % 2 ** 31;
    state = rules.status(state) === 'playing' && legal.length > 0 ? rules.applyMove(state, legal[walk % legal.length]) : rules.newGame({ ...workerData.options, seed: workerData.seed + j });
    // Each hint its own job, as in the game (what a job keeps alive is freed between jobs).
    await new Promise((resolve) => setImmediate(resolve));
    samples += fairAdvice(state, { timeLimitMs: Number.POSITIVE_INFINITY, samples: workerData.samples, seed: j }).samples;
    if (j % 10 === 0) {
      const memory = process.memoryUsage();
      parentPort?.postMessage({ jobs: j, samples, heap: (memory.heapUsed / MIB).toFixed(1), buffers: (memory.arrayBuffers / MIB).toFixed(1) });
    }
  }
}

// `leaves solve`: solves one deal or a range of deals and prints the verdicts. Loaded only for
// that command (the solver never loads with --help or the game). A range is spread over worker
// threads; each worker is this same module, started with workerData saying so.
import { availableParallelism } from 'node:os';
import { games, type PlayableGameId } from '../engine/games.js';
import { solve } from '../solver/solve.js';
import { serveAsWorker, startSelfWorker } from '../solver/selfWorker.js';
import { loadSolver } from '../solver/solverLoader.js';
import { describeLine } from '../solver/describeLine.js';
import { summarise } from '../solver/summary.js';
import { dealLine, formatOneDeal, formatSummary, type SolvedDeal } from './solveReport.js';
import { forTerminal } from '../text/terminalText.js';

export interface SolveRequest {
  game: PlayableGameId;
  /** Options for newGame, already checked. */
  options: object;
  firstSeed: number;
  lastSeed: number;
  timeLimitMs: number;
  withMoves: boolean;
  json: boolean;
  jobs: number;
}

type DealTask = Pick<SolveRequest, 'game' | 'options' | 'timeLimitMs' | 'withMoves'> & { seed: number };

const WORKER_ROLE = 'leaves-solve-worker';

export function solveDeal({ game, options, seed, timeLimitMs, withMoves }: DealTask): SolvedDeal & { moves?: unknown[] } {
  const state = games[game].newGame({ ...options, seed });
  const result = solve(state, { timeLimitMs });
  const deal: SolvedDeal & { moves?: unknown[] } = { seed, verdict: result.verdict, positions: result.positions, ms: result.ms };
  if (result.verdict === 'winnable') {
    deal.moveCount = result.moves.length;
    if (withMoves) {
      deal.line = describeLine(state, result.moves);
      deal.moves = result.moves;
    }
  }
  return deal;
}

/** The options that change what can be won, each with the value the deals are played with (defaults filled in). */
function solvingOptions(game: PlayableGameId, options: object): Record<string, unknown> {
  const resolved = games[game].newGame({ ...options, seed: games[game].deals.first }).options as Record<string, unknown>;
  const solving = new Set(games[game].options.filter((option) => option.affectsSolving).map((option) => option.name));
  return Object.fromEntries(Object.entries(resolved).filter(([key]) => solving.has(key)));
}

/** A title for the game and the options that change what can be won: "Name (draw 3, passes unlimited)". */
function titleOf(game: PlayableGameId, options: object): string {
  const words = Object.entries(solvingOptions(game, options)).map(([key, value]) => `${key} ${String(value)}`);
  return words.length > 0 ? `${games[game].title} (${words.join(', ')})` : games[game].title;
}

/** Solves the deals of the request in order of seed, `jobs` at a time; results in seed order. */
async function solveAll(request: SolveRequest, onResult: (deal: SolvedDeal) => void): Promise<SolvedDeal[]> {
  const seeds: number[] = [];
  for (let seed = request.firstSeed; seed <= request.lastSeed; seed++) seeds.push(seed);
  const task = (seed: number): DealTask => ({ game: request.game, options: request.options, seed, timeLimitMs: request.timeLimitMs, withMoves: request.withMoves });
  const results: SolvedDeal[] = new Array(seeds.length);
  let printed = 0;
  const settle = (index: number, deal: SolvedDeal) => {
    results[index] = deal;
    while (printed < seeds.length && results[printed] !== undefined) onResult(results[printed++]!);
  };
  const jobs = Math.min(request.jobs, seeds.length);
  if (jobs <= 1) {
    await loadSolver(request.game);
    seeds.forEach((seed, i) => settle(i, solveDeal(task(seed))));
    return results;
  }
  let next = 0;
  const runWorker = () => new Promise<void>((resolve, reject) => {
    const worker = startSelfWorker(import.meta.url, WORKER_ROLE);
    let current = -1;
    const feed = () => {
      if (next >= seeds.length) {
        void worker.terminate().then(() => resolve());
        return;
      }
      current = next++;
      worker.postMessage(task(seeds[current]!));
    };
    worker.on('message', (deal: SolvedDeal) => {
      settle(current, deal);
      feed();
    });
    worker.on('error', reject);
    feed();
  });
  await Promise.all(Array.from({ length: jobs }, runWorker));
  return results;
}

export async function runSolve(request: SolveRequest): Promise<void> {
  const title = titleOf(request.game, request.options);
  const single = request.firstSeed === request.lastSeed;
  const total = request.lastSeed - request.firstSeed + 1;
  const progress = !request.json && !single && process.stderr.isTTY;
  let done = 0;
  let winnable = 0;
  const results = await solveAll(request, (deal) => {
    done++;
    if (deal.verdict === 'winnable') winnable++;
    if (request.json) process.stdout.write(JSON.stringify(deal) + '\n');
    else if (!single) process.stdout.write(forTerminal(dealLine(deal, request.timeLimitMs) + '\n'));
    if (progress) process.stderr.write(forTerminal(`\r\x1b[K${done}/${total} deals · ${winnable} winnable`));
  });
  if (progress) process.stderr.write('\r\x1b[K');
  const summary = summarise(results);
  if (request.json) {
    process.stdout.write(JSON.stringify({ summary: { game: request.game, options: solvingOptions(request.game, request.options), timeLimitMs: request.timeLimitMs, ...summary } }) + '\n');
  } else if (single) {
    process.stdout.write(forTerminal(formatOneDeal(title, results[0]!, request.timeLimitMs)));
  } else {
    process.stdout.write(forTerminal('\n' + formatSummary(title, summary, request.timeLimitMs)));
  }
}

export function defaultJobs(): number {
  return availableParallelism();
}

// In a worker thread started by solveAll: solve each deal posted, and post the result back.
serveAsWorker<DealTask>(WORKER_ROLE, (task, answer) => void loadSolver(task.game).then(() => answer(solveDeal(task))));

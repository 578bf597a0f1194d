// `leaves solve`: solves one deal or a range of deals and prints the verdicts. Loaded only for
// that command (the solver never loads with --help or the game). The deals are solved in worker
// threads, each this same module started with workerData saying so, and streamed to them one
// seed at a time: memory does not grow with the length of the range.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { gameOf, type SavedGameId } from '../engine/games.js';
import { CUSTOM_GAME } from '../engine/customGame.js';
import { solve } from '../solver/solve.js';
import { serveAsWorker, startSelfWorker } from '../solver/selfWorker.js';
import { loadSolver } from '../solver/solverLoader.js';
import { describeLine } from '../solver/describeLine.js';
import { SummaryTally } from '../solver/summary.js';
import { ProgressLine } from './progressLine.js';
import { SPINNER_SHOW_AFTER_MS } from '../text/spinner.js';
import { dealLine, failedWords, formatLimits, formatOneDeal, formatSummary, type SolvedDeal } from './solveReport.js';
import { forTerminal } from '../text/terminalText.js';

/** The exit code of a run stopped by Ctrl+C (128 + SIGINT), as shells expect. */
const INTERRUPTED_EXIT = 130;
const number = new Intl.NumberFormat('en-US');

export interface SolveRequest {
  game: SavedGameId;
  /** Options for newGame, already checked (a rule file's: its rule set, `rules`). */
  options: object;
  firstSeed: number;
  lastSeed: number;
  timeLimitMs: number;
  /** Positions to search each deal before answering 'unknown' (none: only the time limit). */
  maxPositions?: number;
  withMoves: boolean;
  json: boolean;
  jobs: number;
}

/** `shorten`: the line is for a person to read (it is printed, or one deal is reported), so it is made to read like play. */
export type DealTask = Pick<SolveRequest, 'game' | 'options' | 'timeLimitMs' | 'maxPositions' | 'withMoves'> & { seed: number; shorten: boolean };

const WORKER_ROLE = 'leaves-solve-worker';

/**
 * One deal of the range, solved; a deal that cannot be dealt or solved (a bug, or a rule set only
 * a later check would refuse) is a row that says why, and the rest of the range goes on.
 */
export function solveDeal(task: DealTask): SolvedDeal & { moves?: unknown[] } {
  const started = performance.now();
  try {
    return solveDealOrThrow(task);
  } catch (error) {
    return failedDeal(task.seed, error, performance.now() - started);
  }
}

/** The row of a deal that could not be solved: why, in the error's first line. */
function failedDeal(seed: number, error: unknown, ms = 0): SolvedDeal {
  const words = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  return { seed, verdict: 'unknown', positions: 0, ms: Math.round(ms * 10) / 10, error: words };
}

function solveDealOrThrow({ game, options, seed, timeLimitMs, maxPositions, withMoves, shorten }: DealTask): SolvedDeal & { moves?: unknown[] } {
  const state = gameOf({ game, options }).newGame({ ...options, seed });
  const result = solve(state, { timeLimitMs, maxPositions, shorten });
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
function solvingOptions(game: SavedGameId, options: object): Record<string, unknown> {
  const solved = gameOf({ game, options });
  const resolved = solved.parseOptions(options);
  const solving = new Set(solved.options.filter((option) => option.affectsSolving).map((option) => option.name));
  return Object.fromEntries(Object.entries(resolved).filter(([key]) => solving.has(key)));
}

/** A title for the game and the options that change what can be won: "Name (draw 3, passes unlimited)". */
function titleOf(game: SavedGameId, options: object): string {
  const words = Object.entries(solvingOptions(game, options)).map(([key, value]) => `${key} ${String(value)}`);
  const { title } = gameOf({ game, options });
  return words.length > 0 ? `${title} (${words.join(', ')})` : title;
}

/** Deals a worker may be handed ahead of the first one not yet printed, per worker: results wait in bounded memory. */
const AHEAD_PER_JOB = 64;

/** A run of deals under way: settles when every deal is printed, or when stop() is called. */
interface DealRun {
  done: Promise<void>;
  /** Ends the run now: deals under way are dropped, those printed stand. */
  stop(): void;
}

/**
 * Solves the deals of the request in worker threads, `jobs` at a time, handing each worker the
 * next seed when it is free (a range of any length is never listed), and gives the results to
 * `onResult` in seed order. The main thread only waits, so it can draw progress, stop on Ctrl+C
 * and see a closed output at once.
 */
function solveAll(request: SolveRequest, onResult: (deal: SolvedDeal) => void): DealRun {
  const total = request.lastSeed - request.firstSeed + 1;
  const jobs = Math.min(jobsFor(request.jobs).jobs, total);
  const ahead = AHEAD_PER_JOB * jobs;
  const task = (seed: number): DealTask => ({
    game: request.game, options: request.options, seed, timeLimitMs: request.timeLimitMs, maxPositions: request.maxPositions, withMoves: request.withMoves,
    shorten: request.withMoves || request.firstSeed === request.lastSeed,
  });
  const workers: Worker[] = [];
  const idle: Worker[] = [];
  /** The deal each busy worker is solving, by its index in the range. */
  const solving = new Map<Worker, number>();
  /** Results that came before an earlier deal's, by index. */
  const waiting = new Map<number, SolvedDeal>();
  let next = 0;
  let printed = 0;
  let ended = false;
  let settle!: () => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const end = (error?: unknown) => {
    if (ended) return;
    ended = true;
    for (const worker of workers) void worker.terminate();
    if (error === undefined) settle();
    else fail(error);
  };
  const feed = (worker: Worker) => {
    if (ended) return;
    if (next >= total || next >= printed + ahead) {
      idle.push(worker);
      return;
    }
    solving.set(worker, next);
    worker.postMessage(task(request.firstSeed + next++));
  };
  const received = (worker: Worker, deal: SolvedDeal) => {
    if (ended) return;
    waiting.set(solving.get(worker)!, deal);
    solving.delete(worker);
    for (let result = waiting.get(printed); result !== undefined && !ended; result = waiting.get(printed)) {
      waiting.delete(printed++);
      onResult(result);
    }
    if (printed === total) return end();
    feed(worker);
    while (idle.length > 0 && next < total && next < printed + ahead) feed(idle.pop()!);
  };
  for (let i = 0; i < jobs; i++) {
    const worker = startSelfWorker(import.meta.url, WORKER_ROLE);
    workers.push(worker);
    worker.on('message', (deal: SolvedDeal) => received(worker, deal));
    worker.on('error', (error) => end(error));
    worker.on('exit', (code) => end(ended ? undefined : new Error(`a solver thread stopped (exit code ${code})`)));
    feed(worker);
  }
  return { done, stop: () => end() };
}

export async function runSolve(request: SolveRequest): Promise<void> {
  const title = titleOf(request.game, request.options);
  const single = request.firstSeed === request.lastSeed;
  const total = request.lastSeed - request.firstSeed + 1;
  const limits = { timeLimitMs: request.timeLimitMs, maxPositions: request.maxPositions };
  const tally = new SummaryTally();
  let last: SolvedDeal | undefined;
  let winnable = 0;
  let failed = 0;
  const { note } = jobsFor(request.jobs);
  if (note && !single) process.stderr.write(`leaves: ${note}\n`);
  const started = performance.now();
  const words = () => forTerminal(single
    ? `Solving deal ${request.firstSeed}: ${Math.floor((performance.now() - started) / 1000)} s of at most ${formatLimits(limits)}`
    : `${number.format(tally.count)}/${number.format(total)} deals · ${number.format(winnable)} winnable`);
  const progress = !request.json && process.stderr.isTTY ? new ProgressLine(process.stderr, words, single ? SPINNER_SHOW_AFTER_MS : 0) : undefined;
  // Every line of output clears the progress line first, so neither is written into the other.
  const print = (text: string) => {
    progress?.clear();
    process.stdout.write(text);
  };
  const run = solveAll(request, (deal) => {
    tally.add(deal);
    last = deal;
    if (deal.verdict === 'winnable') winnable++;
    if (deal.error !== undefined) failed++;
    if (request.json) print(JSON.stringify(deal) + '\n');
    else if (!single) print(forTerminal(dealLine(deal, limits) + '\n'));
    progress?.update();
  });
  // Ctrl+C stops the run: the deals solved so far are summed up, and the exit code says it was cut short.
  let interrupted = false;
  const interrupt = () => {
    if (interrupted) process.exit(INTERRUPTED_EXIT);
    interrupted = true;
    run.stop();
  };
  process.on('SIGINT', interrupt);
  try {
    await run.done;
  } finally {
    process.off('SIGINT', interrupt);
    progress?.end();
  }
  if (interrupted) process.exitCode = INTERRUPTED_EXIT;
  else if (failed > 0) process.exitCode = 1;
  const summary = tally.summary();
  const stoppedEarly = interrupted ? { stoppedAfter: summary.deals, of: total } : {};
  if (request.json) {
    // A rule file's deals are named by its rule set, not by the id every rule file is played under.
    const game = request.game === CUSTOM_GAME ? gameOf({ game: request.game, options: request.options }).title : request.game;
    const facts = { game, options: solvingOptions(request.game, request.options), timeLimitMs: request.timeLimitMs, ...(request.maxPositions === undefined ? {} : { maxPositions: request.maxPositions }) };
    print(JSON.stringify({ summary: { ...facts, ...summary, ...stoppedEarly, ...(failed > 0 ? { failed } : {}) } }) + '\n');
  } else if (single && last) {
    print(forTerminal(formatOneDeal(title, last, limits)));
  } else if (single) {
    print('Stopped before the deal was solved.\n');
  } else {
    const cut = interrupted ? `Stopped after ${number.format(summary.deals)} of ${number.format(total)} deals: the summary counts those.\n` : '';
    print(forTerminal('\n' + cut + failedWords(failed) + formatSummary(title, summary, limits)));
  }
}

export function defaultJobs(): number {
  return availableParallelism();
}

/**
 * The deals solved at once: at most one per core. The time limit is the clock's, so threads past
 * the cores would share them and leave their deals undecided, each taking its own memory.
 */
export function jobsFor(asked: number, cores = availableParallelism()): { jobs: number; note?: string } {
  if (asked <= cores) return { jobs: asked };
  return { jobs: cores, note: `--jobs ${asked} is more than the ${cores} core${cores === 1 ? '' : 's'} here: solving ${cores} deal${cores === 1 ? '' : 's'} at a time.` };
}

// In a worker thread started by solveAll: solve each deal posted, and post the result back.
serveAsWorker<DealTask>(WORKER_ROLE, (task, answer) => void loadSolver(task).then(() => answer(solveDeal(task)), (error: unknown) => answer(failedDeal(task.seed, error))));

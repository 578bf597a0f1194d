// Rates the proved deals of a book by difficulty (`npm run deals -- --rate N`, scripts/deals.mjs):
// each deal's fair chance at the deal, the estimate the header shows at move 0 (fairEstimate.ts)
// taken to its full count of samples, in worker threads, in the book's order. The ratings file
// (bandFormat.ts) is rewritten as each deal is rated, so a run stopped at any moment loses nothing
// and the next picks up where it ended. Built with the solver side (scripts/build.mjs).
import fs from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { gameOf, type PlayableGameId } from '../engine/games.js';
import { formatRatings, parseRatings, type Ratings } from './bandFormat.js';
import type { Book } from './bookFormat.js';
import { ratingsFile, type BookVariant } from './dealBook.js';
import { ESTIMATE_SAMPLES, ESTIMATE_SEED, fairEstimate } from './fairEstimate.js';
import { serveAsWorker, startSelfWorker } from './selfWorker.js';
import { loadSolver } from './solverLoader.js';

const WORKER_ROLE = 'leaves-rater-worker';

interface Task {
  game: PlayableGameId;
  options: object;
  deal: number;
}

interface Rated {
  deal: number;
  percent: number;
  /** The sampled deals solved. */
  samples: number;
}

/** The variant's ratings as they are on disk, or none yet; ratings taken with another estimate are refused. */
export function ratingsOnDisk(folder: string, variant: BookVariant): Ratings {
  const file = ratingsFile(folder, variant.key);
  const empty: Ratings = { key: variant.key, seed: ESTIMATE_SEED, samples: ESTIMATE_SAMPLES, rated: [] };
  if (!fs.existsSync(file)) return empty;
  const ratings = parseRatings(fs.readFileSync(file, 'utf8'));
  if (ratings.key !== variant.key) throw new Error(`${file} rates ${ratings.key}`);
  if (ratings.seed !== ESTIMATE_SEED || ratings.samples !== ESTIMATE_SAMPLES) {
    throw new Error(`${file} was rated with another estimate (seed ${ratings.seed}, ${ratings.samples} samples): move it aside to start it again`);
  }
  return ratings;
}

function writeRatings(folder: string, ratings: Ratings): void {
  const file = ratingsFile(folder, ratings.key);
  fs.writeFileSync(`${file}.tmp`, formatRatings(ratings));
  fs.renameSync(`${file}.tmp`, file);
}

export interface RateRequest {
  folder: string;
  game: PlayableGameId;
  variant: BookVariant;
  /** The book whose deals are rated, in its order. */
  book: Book;
  /** Rate until this many of the book's first deals are rated (or the book ends). */
  count: number;
  jobs: number;
  /** Told after each deal rated: the ratings so far, and the sampled deals solved in all this run. */
  onProgress?: (ratings: Ratings, samples: number) => void;
}

/** Rates the first `count` deals of the book; gives the ratings as they end. */
export async function rateBook({ folder, game, variant, book, count, jobs, onProgress }: RateRequest): Promise<Ratings> {
  let ratings = ratingsOnDisk(folder, variant);
  const wanted = book.seeds.slice(0, count);
  if (ratings.rated.some(({ deal }, at) => wanted[at] !== undefined && wanted[at] !== deal)) {
    throw new Error(`${ratingsFile(folder, variant.key)} does not follow the book's order: move it aside to start it again`);
  }
  let next = ratings.rated.length;
  if (next >= wanted.length) return ratings;
  const workers = Array.from({ length: jobs }, () => startSelfWorker(import.meta.url, WORKER_ROLE));
  const settled = new Map<number, Rated>();
  let samples = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        if (next < wanted.length) worker.postMessage({ game, options: variant.options, deal: wanted[next++]! } satisfies Task);
      };
      for (const worker of workers) {
        worker.on('error', reject);
        worker.on('message', (result: Rated) => {
          settled.set(result.deal, result);
          samples += result.samples;
          // The ratings move on only over deals rated one after another, in the book's order.
          const added = [];
          for (let rated = settled.get(wanted[ratings.rated.length + added.length]!); rated; rated = settled.get(wanted[ratings.rated.length + added.length]!)) {
            settled.delete(rated.deal);
            added.push({ deal: rated.deal, percent: rated.percent });
          }
          if (added.length > 0) {
            ratings = { ...ratings, rated: [...ratings.rated, ...added] };
            writeRatings(folder, ratings);
            onProgress?.(ratings, samples);
          }
          if (ratings.rated.length >= wanted.length) resolve();
          else feed(worker);
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return ratings;
}

/** A deal's rating: its fair chance at the deal after the estimate's full count of samples, in whole percent. */
export function rateDeal(game: PlayableGameId, options: object, deal: number): Rated {
  let samples = 0;
  const advice = fairEstimate(gameOf({ game, options }).newGame({ ...options, seed: deal }), { timeLimitMs: Number.POSITIVE_INFINITY, onProgress: () => samples++ });
  return { deal, percent: Math.round((advice.chance ?? 0) * 100), samples };
}

// In a worker: rate each deal handed over.
serveAsWorker<Task>(WORKER_ROLE, async ({ game, options, deal }, answer) => {
  await loadSolver(game);
  answer(rateDeal(game, options, deal) satisfies Rated);
});

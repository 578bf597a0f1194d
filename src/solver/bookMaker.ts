// Makes the books of proved deals (`npm run deals`, scripts/deals.mjs): extends a variant's book
// from where it ends, trying deal numbers one after another in worker threads, each solved within
// BOOK_LIMITS, and rewrites the book's file as each deal is settled, so a run stopped at any moment
// loses nothing and the next picks up where it ended. Built with the solver side (scripts/build.mjs).
import fs from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { gameOf, type PlayableGameId } from '../engine/games.js';
import { BOOK_LIMITS, bookFile, type BookVariant } from './dealBook.js';
import { formatBook, parseBook, type Book } from './bookFormat.js';
import { serveAsWorker, startSelfWorker } from './selfWorker.js';
import { loadSolver } from './solverLoader.js';
import { solve } from './solve.js';

export { bookVariants } from './dealBook.js';

const WORKER_ROLE = 'leaves-book-worker';

interface Task {
  game: PlayableGameId;
  options: object;
  seed: number;
}

interface Settled {
  seed: number;
  winnable: boolean;
  positions: number;
}

export interface ExtendRequest {
  /** The folder the book's file is in (created when missing). */
  folder: string;
  game: PlayableGameId;
  variant: BookVariant;
  /** The book is extended until it holds this many deals, or the game's deal numbers run out. */
  count: number;
  /** The most deal numbers tried in this run (none: no limit), for a variant whose deals are seldom proved. */
  tries?: number;
  jobs: number;
  /** Told after each deal settled: the book so far, and the positions its searches took in all this run. */
  onProgress?: (book: Book, positions: number) => void;
}

/** The variant's book as it is on disk, or a new empty one; a book proved within another budget is refused. */
export function bookOnDisk(folder: string, game: PlayableGameId, variant: BookVariant): Book {
  const file = bookFile(folder, variant.key);
  const empty: Book = { key: variant.key, maxPositions: BOOK_LIMITS.maxPositions, memoryBytes: BOOK_LIMITS.memoryBytes, tried: gameOf({ game, options: variant.options }).deals.first - 1, seeds: [] };
  if (!fs.existsSync(file)) return empty;
  const book = parseBook(fs.readFileSync(file, 'utf8'));
  if (book.key !== variant.key) throw new Error(`${file} is the book of ${book.key}`);
  if (book.maxPositions !== BOOK_LIMITS.maxPositions || book.memoryBytes !== BOOK_LIMITS.memoryBytes) {
    throw new Error(`${file} was proved within another budget (${book.maxPositions} positions, ${book.memoryBytes} bytes): move it aside to start it again`);
  }
  return book;
}

function writeBook(folder: string, book: Book): void {
  fs.mkdirSync(folder, { recursive: true });
  const file = bookFile(folder, book.key);
  fs.writeFileSync(`${file}.tmp`, formatBook(book));
  fs.renameSync(`${file}.tmp`, file);
}

/** Extends the variant's book to `count` deals; gives the book as it ends. */
export async function extendBook({ folder, game, variant, count, tries, jobs, onProgress }: ExtendRequest): Promise<Book> {
  let book = bookOnDisk(folder, game, variant);
  const last = Math.min(gameOf({ game, options: variant.options }).deals.last, tries === undefined ? Number.POSITIVE_INFINITY : book.tried + tries);
  if (book.seeds.length >= count || book.tried >= last) return book;
  const workers = Array.from({ length: jobs }, () => startSelfWorker(import.meta.url, WORKER_ROLE));
  const settled = new Map<number, Settled>();
  let next = book.tried + 1;
  let positions = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const done = () => book.seeds.length >= count || book.tried >= last;
      const feed = (worker: Worker) => {
        if (done() || next > last) return;
        worker.postMessage({ game, options: variant.options, seed: next++ } satisfies Task);
      };
      for (const worker of workers) {
        worker.on('error', reject);
        worker.on('message', (result: Settled) => {
          settled.set(result.seed, result);
          positions += result.positions;
          // The book moves on only over deals settled one after another: it never has a gap.
          const proved: number[] = [];
          let tried = book.tried;
          for (let deal = settled.get(tried + 1); deal && proved.length + book.seeds.length < count; deal = settled.get(tried + 1)) {
            settled.delete(++tried);
            if (deal.winnable) proved.push(deal.seed);
          }
          if (tried !== book.tried) {
            book = { ...book, tried, seeds: [...book.seeds, ...proved] };
            writeBook(folder, book);
            onProgress?.(book, positions);
          }
          if (done()) resolve();
          else feed(worker);
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return book;
}

// In a worker: solve each deal handed over within the book's budget.
serveAsWorker<Task>(WORKER_ROLE, async ({ game, options, seed }, answer) => {
  await loadSolver(game);
  const result = solve(gameOf({ game, options }).newGame({ ...options, seed }), BOOK_LIMITS);
  answer({ seed, winnable: result.verdict === 'winnable', positions: result.positions } satisfies Settled);
});

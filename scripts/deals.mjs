// `npm run deals`: proves deals for the books of proved deals (docs/solver.md, "The book of proved
// deals"), each variant's book extended from where it ends until it holds --count deals.
//
//   node scripts/deals.mjs [--game ID]... [--count N] [--tries N] [--jobs N] [--books DIR]
//   node scripts/deals.mjs --rate N [--game ID]... [--jobs N] [--books DIR]
//
// --game (repeatable; default every game, in the registry's order), --count (default 2000),
// --tries (the most deal numbers tried per variant in this run; default no limit: for games whose
// deals are seldom proved within the budget), --jobs (worker threads; default 1), --books (default
// books/ beside this script). Stopped at any
// moment, it loses nothing: the next run picks up where each book ends.
// With --rate N, it proves nothing: it rates the first N deals of each chosen variant's book by
// difficulty (docs/solver.md, "Deals by difficulty"), into books/<key>.bands.txt, from where the
// ratings end; its progress counts the sampled deals solved.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { games } = await import(path.join(ROOT, 'dist/index.js'));
const { bookOnDisk, bookVariants, extendBook } = await import(path.join(ROOT, 'dist/solver/bookMaker.js'));
const { rateBook } = await import(path.join(ROOT, 'dist/solver/bookRater.js'));

function fail(message) {
  process.stderr.write(`deals: ${message}\n`);
  process.exit(2);
}

let flags;
try {
  flags = parseArgs({
    options: { game: { type: 'string', multiple: true }, count: { type: 'string', default: '2000' }, tries: { type: 'string' }, jobs: { type: 'string', default: '1' }, rate: { type: 'string' }, books: { type: 'string' } },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const count = Number(flags.count);
const jobs = Number(flags.jobs);
if (!Number.isSafeInteger(count) || count < 1) fail(`--count takes a whole number of deals, 1 or more, not "${flags.count}".`);
const tries = flags.tries === undefined ? undefined : Number(flags.tries);
if (tries !== undefined && (!Number.isSafeInteger(tries) || tries < 1)) fail(`--tries takes a whole number of deals, 1 or more, not "${flags.tries}".`);
if (!Number.isSafeInteger(jobs) || jobs < 1 || jobs > 64) fail(`--jobs takes a whole number from 1 to 64, not "${flags.jobs}".`);
const rate = flags.rate === undefined ? undefined : Number(flags.rate);
if (rate !== undefined && (!Number.isSafeInteger(rate) || rate < 1)) fail(`--rate takes a whole number of deals, 1 or more, not "${flags.rate}".`);
const chosen = flags.game ?? Object.keys(games);
for (const game of chosen) if (!Object.hasOwn(games, game)) fail(`no game is called "${game}" (games: ${Object.keys(games).join(', ')}).`);
const folder = path.resolve(flags.books ?? path.join(ROOT, 'books'));

const onTerminal = process.stderr.isTTY;
const started = performance.now();
for (const game of chosen) {
  for (const variant of bookVariants(game)) {
    if (rate !== undefined) {
      await rateVariant(game, variant, rate);
      continue;
    }
    const from = performance.now();
    const before = bookOnDisk(folder, game, variant).tried;
    let settled = 0;
    const book = await extendBook({
      folder, game, variant, count, tries, jobs,
      onProgress: (book, positions) => {
        settled = book.tried - before;
        const seconds = (performance.now() - from) / 1000;
        const line = `${variant.key}: ${book.seeds.length}/${count} proved, deals tried to ${book.tried}, ${positions.toLocaleString('en-US')} positions, ${seconds.toFixed(0)} s`;
        if (onTerminal) process.stderr.write(`\r\x1b[K${line}`);
        else if (book.tried % 50 === 0) process.stderr.write(`${line}\n`);
      },
    });
    const seconds = (performance.now() - from) / 1000;
    if (onTerminal) process.stderr.write('\r\x1b[K');
    process.stdout.write(`${variant.key}: ${book.seeds.length} deals proved (to deal ${book.tried})${settled ? `, ${settled} deals settled this run in ${seconds.toFixed(1)} s` : ''}\n`);
  }
}
async function rateVariant(game, variant, rate) {
  const book = bookOnDisk(folder, game, variant);
  if (book.seeds.length === 0) return;
  const ratings = await rateBook({
    folder, game, variant, book, count: rate, jobs,
    onProgress: (ratings, samples) => {
      const line = `${variant.key}: ${ratings.rated.length}/${Math.min(rate, book.seeds.length)} rated, ${samples.toLocaleString('en-US')} sampled deals solved`;
      if (onTerminal) process.stderr.write(`\r\x1b[K${line}`);
      else if (ratings.rated.length % 10 === 0) process.stderr.write(`${line}\n`);
    },
  });
  if (onTerminal) process.stderr.write('\r\x1b[K');
  process.stdout.write(`${variant.key}: ${ratings.rated.length} of ${book.seeds.length} deals rated\n`);
}

process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

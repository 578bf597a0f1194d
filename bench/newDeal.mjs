// From the key to a proved board, every shipped game and variant (issue 38's "p99 ≤ 300 ms"): in a
// pseudo-terminal with a fresh configuration, `leaves GAME [options]` is started and its first
// board waited for; then `n` is pressed again and again (a deal with no move played is replaced
// without a question), each timed from the key to the frame whose header names a new deal with
// "(proved)". A deal from the book of proved deals needs no search, so this is the book's wait.
//
//   node bench/newDeal.mjs [--presses N] [--game ID]... [--json FILE]
//
// --presses: timed `n` presses per variant (default 20; the p99 of 20 is their slowest).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { games } from 'leaves-solitaire';
import { BIN, sleep, spawnPty, tempDir, now } from './pty.mjs';
import { table } from './table.mjs';

/** Each variant with a book: every choice of every option that changes which deals can be won. */
export function bookedVariants(game) {
  let variants = [[]];
  for (const option of games[game].options.filter((candidate) => candidate.affectsSolving)) {
    const values = option.choices ?? option.offered ?? [];
    variants = variants.flatMap((args) => values.map((value) => [...args, `--${option.name}`, value]));
  }
  return variants;
}

/**
 * The deal number and whether it is proved, read from the header (the screen's first line).
 * @param {string} screen
 */
function dealOf(screen) {
  // "deal 6 (proved)", or with the deal's difficulty "deal 6 (proved, hard)".
  const found = /deal (\d+)( \(proved[,)])?/.exec(screen.split('\n')[0] ?? '');
  return found ? { seed: Number(found[1]), proved: found[2] !== undefined } : undefined;
}

/** @param {string} screen */
function shownDeal(screen) {
  const deal = dealOf(screen);
  if (!deal) throw new Error(`no deal in the header:\n${screen}`);
  return deal;
}

/** Resolves with the arrival time of the first parsed chunk after which `test()` holds. */
function when(watch, test, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    watch((chunk) => {
      if (!test()) return;
      clearTimeout(timer);
      watch(null);
      resolve(chunk.at);
    });
  });
}

/** The first board's time from the start, and `presses` times from `n` to the next proved board. */
export async function measureNewDeals(game, args, { presses = 20, timeoutMs = 20_000 } = {}) {
  /** @type {((chunk: import('./pty.mjs').Chunk) => void) | null} */
  let onParsed = null;
  /** @param {((chunk: import('./pty.mjs').Chunk) => void) | null} callback */
  const watch = (callback) => (onParsed = callback);
  const running = spawnPty(process.execPath, [BIN, game, ...args], { cols: 160, rows: 50, configDir: tempDir(), onParsed: (chunk) => onParsed?.(chunk) });
  try {
    const firstAt = await when(watch, () => dealOf(running.screen()) !== undefined, timeoutMs);
    const first = shownDeal(running.screen());
    // Raw mode comes a moment after the first frame; a key before it is echoed, not read.
    await sleep(300);
    const waits = [];
    const unproved = [];
    let seed = first.seed;
    for (let i = 0; i < presses; i++) {
      const shown = when(watch, () => {
        const deal = dealOf(running.screen());
        return deal !== undefined && deal.seed !== seed;
      }, timeoutMs);
      const pressed = now();
      running.write('n');
      const at = await shown;
      waits.push(at - pressed);
      const deal = shownDeal(running.screen());
      if (!deal.proved) unproved.push(deal.seed);
      seed = deal.seed;
      await sleep(50);
    }
    return { firstBoardMs: firstAt - running.started, firstProved: first.proved, waits, unproved };
  } finally {
    running.kill();
    await running.exit;
    running.dispose();
  }
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const percentile = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];

/** Rows for the results table: one per variant. */
export function newDealRows(results) {
  return results.map(({ game, args, firstBoardMs, firstProved, waits, unproved }) => [
    [game, ...args].join(' '),
    `${Math.round(firstBoardMs)} ms${firstProved ? '' : ' (unproved)'}`,
    `${Math.round(percentile(waits, 50))} ms`,
    `${Math.round(percentile(waits, 99))} ms`,
    unproved.length === 0 ? 'all proved' : `${unproved.length} unproved`,
  ]);
}
export const NEW_DEAL_HEADINGS = ['variant', 'first board', '`n` median', '`n` p99', 'deals'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { presses: { type: 'string', default: '20' }, game: { type: 'string', multiple: true }, json: { type: 'string' } } });
  const presses = Number(values.presses);
  const results = [];
  for (const game of values.game ?? Object.keys(games)) {
    for (const args of bookedVariants(game)) {
      const result = await measureNewDeals(game, args, { presses });
      results.push({ game, args, ...result });
      console.error(`${[game, ...args].join(' ')}: p99 ${Math.round(percentile(result.waits, 99))} ms`);
    }
  }
  console.log(table(NEW_DEAL_HEADINGS, newDealRows(results)));
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(results, null, 2));
}

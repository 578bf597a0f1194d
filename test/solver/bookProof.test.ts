// Every book of proved deals is proved again, a sample of it on each run: a few deals of each
// variant, chosen anew each day (the same all day, so a failure can be run again), each solved
// within the budget its book says, in positions, never in time. A deal that is not winnable
// within it fails, naming the book and the deal.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allGames, gameOf, type PlayableGameId } from '../../src/engine/games.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { parseBook } from '../../src/solver/bookFormat.js';
import { bookFile, booksFolder, bookVariants, fnv1a } from '../../src/solver/dealBook.js';
import { solve } from '../../src/solver/solve.js';
import { utcDate } from '../../src/text/day.js';

/** Deals re-proved per variant each run. */
const SAMPLE = 2;

describe('the books of proved deals, proved again', () => {
  const today = utcDate();
  for (const game of allGames()) {
    for (const variant of bookVariants(game.id as PlayableGameId)) {
      it(`${variant.key}: ${SAMPLE} deals of its book (the sample of ${today})`, () => {
        const random = mulberry32(fnv1a(`${today}/${variant.key}`));
        const book = parseBook(fs.readFileSync(bookFile(booksFolder()!, variant.key), 'utf8'));
        const sample = [...new Set(Array.from({ length: Math.min(SAMPLE, book.seeds.length) }, () => book.seeds[Math.floor(random() * book.seeds.length)]!))];
        for (const seed of sample) {
          const state = gameOf({ game: game.id, options: variant.options }).newGame({ ...variant.options, seed });
          const result = solve(state, { maxPositions: book.maxPositions, memoryBytes: book.memoryBytes, timeLimitMs: Number.POSITIVE_INFINITY });
          expect(`${variant.key} deal ${seed}: ${result.verdict}`).toBe(`${variant.key} deal ${seed}: winnable`);
        }
      });
    }
  }
});

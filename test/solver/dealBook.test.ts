// The books of proved deals: their text round-trips and refuses a damaged file, every shipped game
// and variant has one, and a new deal from a book is the next one the player has not had.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allGames, type PlayableGameId } from '../../src/engine/games.js';
import { BookFormatError, formatBook, parseBook, type Book } from '../../src/solver/bookFormat.js';
import { BOOK_LIMITS, bookFile, bookKey, booksFolder, bookVariants, nextBookDeal } from '../../src/solver/dealBook.js';

const book = (seeds: number[], tried = seeds.at(-1) ?? -1): Book => ({ key: 'a-game-suits-2', maxPositions: 1000, memoryBytes: 2048, tried, seeds });

describe('the text of a book', () => {
  it('gives back the same book, for any sorted set of deal numbers', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 2 ** 32 - 1 }), { maxLength: 300 }), fc.nat({ max: 1000 }), (numbers, beyond) => {
        const seeds = [...numbers].sort((a, b) => a - b);
        const written = book(seeds, (seeds.at(-1) ?? -1) + beyond);
        expect(parseBook(formatBook(written))).toEqual(written);
      }),
    );
  });

  it('writes each deal as its distance from the one before, a few characters each', () => {
    const text = formatBook(book([0, 1, 2, 4, 14, 15]));
    expect(text.split('\n').slice(-2)).toEqual(['1 1 1 2 a 1', '']);
    expect(text).toContain('key a-game-suits-2\nbudget 1000 2048\ntried 15\ncount 6\n');
  });

  it('refuses a damaged book in a few words', () => {
    const good = formatBook(book([3, 5, 9]));
    expect(() => parseBook(good.replace('count 3', 'count 4'))).toThrow(new BookFormatError('it lists 3 deals, not 4'));
    expect(() => parseBook(good.replace('4 2 4', '4 0 4'))).toThrow(BookFormatError);
    expect(() => parseBook(good.replace('4 2 4', '4 -2 4'))).toThrow(BookFormatError);
    expect(() => parseBook(good.replace('tried 9', 'tried 8'))).toThrow(new BookFormatError('a deal lies past the last deal tried'));
    expect(() => parseBook(good.replace(/key .*\n/, ''))).toThrow(BookFormatError);
    expect(() => parseBook('')).toThrow(BookFormatError);
  });
});

describe('the shipped books', () => {
  const folder = booksFolder()!;
  const variants = allGames().flatMap((game) => bookVariants(game.id as PlayableGameId));

  it('one per game and variant that changes which deals can be won, each proved within the books\' budget', () => {
    expect(variants.map((variant) => variant.key)).toContain(bookKey('klondike', { draw: 3, passes: 1 }));
    expect(new Set(variants.map((variant) => variant.key)).size).toBe(variants.length);
    for (const variant of variants) {
      const shipped = parseBook(fs.readFileSync(bookFile(folder, variant.key), 'utf8'));
      expect(shipped).toMatchObject({ key: variant.key, maxPositions: BOOK_LIMITS.maxPositions, memoryBytes: BOOK_LIMITS.memoryBytes });
    }
  });

  it('names a variant by the options that change what can be won, defaults filled in, and no other', () => {
    expect(bookKey('klondike', {})).toBe('klondike-draw-1-passes-unlimited');
    expect(bookKey('klondike', { draw: 3, passes: 'unlimited', scoring: 'vegas' })).toBe('klondike-draw-3-passes-unlimited');
    expect(bookKey('spider', { suits: 4 })).toBe('spider-suits-4');
    expect(bookKey('golf', {})).toBe('golf');
    expect(bookKey('custom', { rules: {} })).toBeUndefined();
  });
});

describe('the next deal from a book', () => {
  const seeds = book([2, 3, 5, 8, 13]);

  it('is the first after the games the player finished and after the deal being left, skipping the game left behind', () => {
    expect(nextBookDeal(seeds, { played: 0 })).toBe(2);
    expect(nextBookDeal(seeds, { played: 2 })).toBe(5);
    expect(nextBookDeal(seeds, { played: 0, current: 5 })).toBe(8);
    expect(nextBookDeal(seeds, { played: 3, current: 3 })).toBe(8);
    expect(nextBookDeal(seeds, { played: 0, current: 99 })).toBe(2);
    expect(nextBookDeal(seeds, { played: 1, current: 2, skip: [3, 5] })).toBe(8);
  });

  it('is none once the book is used up', () => {
    expect(nextBookDeal(seeds, { played: 5 })).toBeUndefined();
    expect(nextBookDeal(seeds, { played: 0, current: 13 })).toBeUndefined();
    expect(nextBookDeal(book([]), { played: 0 })).toBeUndefined();
  });
});

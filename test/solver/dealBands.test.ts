// Deals by difficulty: the ratings' text round-trips and refuses a damaged file, the bands part a
// variant's rated chances in thirds, the shipped ratings are what the estimate gives (two deals
// rated again here with the same counted budget), and a deal asked of a band is the next unplayed
// deal of the book of that band.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookFormatError } from '../../src/solver/bookFormat.js';
import { bandCuts, bandOf, formatRatings, parseRatings, type Ratings } from '../../src/solver/bandFormat.js';
import { rateDeal } from '../../src/solver/bookRater.js';
import { bandsOf, bookDeal, bookOf, booksFolder, nextBookDeal, ratingsFile } from '../../src/solver/dealBook.js';

const ratings = (rated: Ratings['rated']): Ratings => ({ key: 'a-game-suits-2', seed: 1, samples: 400, rated });

describe('the text of the ratings', () => {
  it('gives back the same ratings, for any deals and chances', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ deal: fc.nat({ max: 2 ** 32 - 1 }), percent: fc.nat({ max: 100 }) }), { maxLength: 100 }), (rated) => {
        expect(parseRatings(formatRatings(ratings(rated)))).toEqual(ratings(rated));
      }),
    );
  });

  it('refuses damaged ratings in a few words', () => {
    const good = formatRatings(ratings([{ deal: 3, percent: 40 }, { deal: 5, percent: 100 }]));
    expect(good).toContain('key a-game-suits-2\nestimate 1 400\ncount 2\n3:40 5:100\n');
    expect(() => parseRatings(good.replace('count 2', 'count 3'))).toThrow(new BookFormatError('it rates 2 deals, not 3'));
    expect(() => parseRatings(good.replace('5:100', '5:101'))).toThrow(BookFormatError);
    expect(() => parseRatings(good.replace('5:100', '5'))).toThrow(BookFormatError);
    expect(() => parseRatings(good.replace(/key .*\n/, ''))).toThrow(BookFormatError);
  });
});

describe('the bands', () => {
  it('part the rated chances in thirds: the lowest third hard, the highest easy', () => {
    const cuts = bandCuts([90, 10, 50, 30, 70, 20, 80, 40, 60])!;
    expect(cuts).toEqual({ hard: 30, easy: 70 });
    expect([10, 30, 31, 69, 70, 90].map((percent) => bandOf(percent, cuts))).toEqual(['hard', 'hard', 'medium', 'medium', 'easy', 'easy']);
  });

  it('keep equal chances in one band, and tell nothing apart where the chances lie within the noise', () => {
    const cuts = bandCuts([0, 0, 0, 0, 0, 0, 5, 12, 40])!;
    expect([0, 5, 12, 40].map((percent) => bandOf(percent, cuts))).toEqual(['hard', 'medium', 'easy', 'easy']);
    expect(bandCuts([100, 100, 100, 100])).toBeUndefined();
    const topTied = bandCuts([50, 100, 100, 100, 100, 100])!;
    expect([50, 100].map((percent) => bandOf(percent, topTied))).toEqual(['hard', 'easy']);
    expect(bandCuts([20, 80])).toBeUndefined();
    // Near-sure deals 93% to 99%: the sampling's noise, not three bands.
    expect(bandCuts([93, 95, 96, 97, 99, 99])).toBeUndefined();
  });
});

describe('the shipped ratings', () => {
  const folder = booksFolder()!;
  const shipped = fs.readdirSync(folder).filter((file) => file.endsWith('.bands.txt'));

  it('each rates the first deals of its book, in the book\'s order', () => {
    expect(shipped).toContain('klondike-draw-1-passes-unlimited.bands.txt');
    for (const file of shipped) {
      const { key, rated } = parseRatings(fs.readFileSync(path.join(folder, file), 'utf8'));
      expect(ratingsFile(folder, key)).toBe(path.join(folder, file));
      const book = fs.readFileSync(path.join(folder, `${key}.txt`), 'utf8');
      expect(book).toContain(`key ${key}\n`);
      expect(rated.length).toBeGreaterThan(0);
    }
    const klondike = parseRatings(fs.readFileSync(ratingsFile(folder, 'klondike-draw-1-passes-unlimited'), 'utf8'));
    expect(klondike.rated.map(({ deal }) => deal)).toEqual(bookOf('klondike', {})!.seeds.slice(0, klondike.rated.length));
  });

  it('are the fair chance at the deal: two Klondike deals rated again agree, and fall in their bands', () => {
    // Deals 12 and 4 of Klondike (draw 1): the lowest and the highest chance of its first twenty deals.
    const again = [rateDeal('klondike', {}, 12).percent, rateDeal('klondike', {}, 4).percent];
    expect(again).toEqual([49, 98]);
    const shipped = parseRatings(fs.readFileSync(ratingsFile(booksFolder()!, 'klondike-draw-1-passes-unlimited'), 'utf8')).rated;
    expect([12, 4].map((deal) => shipped.find((rated) => rated.deal === deal)?.percent)).toEqual(again);
    const bands = bandsOf('klondike', {})!;
    expect([bands.get(12), bands.get(4)]).toEqual(['hard', 'easy']);
  }, 120_000);
});

describe('a deal asked of a band', () => {
  const book = bookOf('klondike', {})!;
  const bands = bandsOf('klondike', {})!;

  it('is the next unplayed deal of the book in that band, and says its band', () => {
    for (const band of ['easy', 'medium', 'hard'] as const) {
      const pick = bookDeal('klondike', {}, { played: 0 }, band)!;
      expect(pick).toEqual({ seed: book.seeds.find((deal) => bands.get(deal) === band), band });
      const after = bookDeal('klondike', {}, { played: 0, current: pick.seed }, band)!;
      expect(after.seed).toBeGreaterThan(pick.seed);
      expect(after.band).toBe(band);
    }
  });

  it('any (the default) is the next deal of the book, as without bands', () => {
    for (const played of [0, 1, 5]) expect(bookDeal('klondike', {}, { played })?.seed).toBe(nextBookDeal(book, { played }));
  });

  it('with none of that band left, is the next proved deal, saying none was left', () => {
    // Autumn Leaves: its book goes on past its rated deals.
    const leaves = bookOf('autumn-leaves', {})!;
    const leavesBands = bandsOf('autumn-leaves', {})!;
    const lastHard = leaves.seeds.filter((deal) => leavesBands.get(deal) === 'hard').at(-1)!;
    const pick = bookDeal('autumn-leaves', {}, { played: 0, current: lastHard }, 'hard')!;
    expect(pick.seed).toBe(nextBookDeal(leaves, { played: 0, current: lastHard }));
    expect(pick.noneLeft).toBe('hard');
    expect(pick.band).not.toBe('hard');
    expect(pick.unrated).toBeUndefined();
    // A variant with no bands: its next proved deal, saying its deals are not rated.
    const spider = bookDeal('spider', { suits: 4 }, { played: 0 }, 'easy')!;
    expect(spider).toEqual({ seed: bookOf('spider', { suits: 4 })!.seeds[0], noneLeft: 'easy', unrated: true });
  });
});

// The daily deal: the same for everybody on a day (a function of the date and the game alone),
// proved winnable: from the game's book of proved deals, or without one the first of the day's
// candidates the solver proves within a budget of positions.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import type { GameState } from '../../src/engine/types.js';
import { solve } from '../../src/solver/solve.js';
import { dailyCandidates, dailyDeal, DAILY_LIMITS, searchedDaily } from '../../src/solver/dailyDeal.js';
import { BOOK_LIMITS, bookOf, fnv1a } from '../../src/solver/dealBook.js';
import { isDay, utcDate } from '../../src/text/day.js';

describe('the daily deal', () => {
  it('gives each game its own candidates each day, the same every time they are asked for, within its deal numbers', () => {
    expect(dailyCandidates('klondike', '2026-12-02')).toEqual(dailyCandidates('klondike', '2026-12-02'));
    expect(dailyCandidates('klondike', '2026-12-03')[0]).not.toBe(dailyCandidates('klondike', '2026-12-02')[0]);
    expect(dailyCandidates('spider', '2026-12-02')[0]).not.toBe(dailyCandidates('klondike', '2026-12-02')[0]);
    const candidates = dailyCandidates('freecell', '2026-12-02');
    for (const seed of candidates) expect(seed >= 1 && seed <= 1_000_000).toBe(true);
    // One after another from the first.
    expect(candidates.slice(1)).toEqual(candidates.slice(0, -1).map((seed) => (seed === 1_000_000 ? 1 : seed + 1)));
  });

  it('comes from the game\'s book: the deal whose hash of the date, game and deal is least, proved, with the default options', () => {
    const book = bookOf('klondike', {})!;
    expect(book.seeds.length).toBeGreaterThan(0);
    const daily = dailyDeal('klondike', '2026-12-02')!;
    expect(daily).toMatchObject({ game: 'klondike', date: '2026-12-02', proved: true, options: { draw: 1, passes: 'unlimited', scoring: 'standard' } });
    expect(daily.line).toBeUndefined();
    expect(book.seeds).toContain(daily.seed);
    const hash = (seed: number) => fnv1a(`2026-12-02/klondike/${seed}`);
    expect(hash(daily.seed)).toBe(Math.min(...book.seeds.map(hash)));
    expect(dailyDeal('klondike', '2026-12-02')).toEqual(daily);
    // Another day, most often another deal: a week of days gives more than one.
    const week = new Set(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08'].map((date) => dailyDeal('klondike', date)!.seed));
    expect(week.size).toBeGreaterThan(1);
    expect(solve(games.klondike.newGame({ ...daily.options, seed: daily.seed }), BOOK_LIMITS).verdict).toBe('winnable');
  });

  it('without a book, is the first candidate the solver proves winnable within its positions, with the game\'s default options and a line that wins', () => {
    const daily = searchedDaily('klondike', '2026-12-02')!;
    expect(daily.options).toEqual({ draw: 1, passes: 'unlimited', scoring: 'standard' });
    const candidates = dailyCandidates('klondike', '2026-12-02');
    const index = candidates.indexOf(daily.seed);
    expect(index).toBeGreaterThanOrEqual(0);
    for (const seed of candidates.slice(0, index)) {
      expect(solve(games.klondike.newGame({ seed }), DAILY_LIMITS).verdict).not.toBe('winnable');
    }
    let state: GameState = games.klondike.newGame({ ...daily.options, seed: daily.seed });
    for (const move of daily.line ?? []) state = games.klondike.applyMove(state, move);
    expect(games.klondike.status(state)).toBe('won');
  });

  it('reads the day in UTC, and takes only real calendar dates', () => {
    expect(utcDate(new Date('2026-12-02T23:30:00-05:00'))).toBe('2026-12-03');
    expect(isDay('2026-12-02')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-12-2')).toBe(false);
  });
});

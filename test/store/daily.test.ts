// Daily deals in the store: a win of the daily deal counts for its day, the streak is the days won
// in a row up to today (or yesterday while today's is still to win), and files written before
// daily deals (or with a damaged entry) load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { games } from '../../src/engine/games.js';
import { marked, newSession, play, type Position } from '../../src/engine/session/session.js';
import { dailyStatus, parseDailies, wonDaily, type Dailies } from '../../src/store/daily.js';
import { GameStore } from '../../src/store/gameStore.js';
import { solve } from '../../src/solver/solve.js';
import { positions } from '../solver/budgets.js';
import { byDay, dayNumber, isDay, utcDate } from '../../src/text/day.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-daily-'));
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

const won = (...days: string[]): Dailies => days.reduce((dailies, day) => wonDaily(dailies, 'klondike', day), {} as Dailies);

/** FreeCell deal 1 played to its win (by the solver's line). */
function wonFreecell(seed: number): Position {
  let position = newSession('freecell', seed);
  const result = solve(position.state, positions(200_000));
  if (result.verdict !== 'winnable') throw new Error('deal not proved winnable');
  for (const move of result.moves) position = play(position, move);
  return position;
}

describe('the daily streak', () => {
  it('counts the days won in a row up to today, or up to yesterday while today is not won', () => {
    expect(dailyStatus(won('2026-11-30', '2026-12-01', '2026-12-02'), 'klondike', '2026-12-02')).toEqual({ doneToday: true, streak: 3, bestStreak: 3 });
    expect(dailyStatus(won('2026-11-30', '2026-12-01'), 'klondike', '2026-12-02')).toEqual({ doneToday: false, streak: 2, bestStreak: 2 });
    expect(dailyStatus(won('2026-11-29', '2026-11-30'), 'klondike', '2026-12-02')).toEqual({ doneToday: false, streak: 0, bestStreak: 2 });
    // Across the end of a month and a year.
    expect(dailyStatus(won('2026-12-31', '2027-01-01'), 'klondike', '2027-01-01').streak).toBe(2);
    expect(dailyStatus({}, 'spider', '2026-12-02')).toEqual({ doneToday: false, streak: 0, bestStreak: 0 });
  });

  it('drops from a file what it cannot trust: unknown games, days that are not dates, a damaged deal', () => {
    const parsed = parseDailies({
      klondike: { won: ['2026-12-01', 'yesterday', 5, '2026-02-30', '2026-12-01'], dealt: { date: '2026-12-01', seed: -3, options: {} } },
      nonsense: { won: ['2026-12-01'] },
      spider: 'damaged',
    });
    expect(parsed).toEqual({ klondike: { won: ['2026-12-01'] } });
    expect(parseDailies(undefined)).toEqual({});
  });
});

describe('daily deals in the store', () => {
  it('counts a win of the daily deal dealt for its day, and not a win of another deal', () => {
    const store = new GameStore(dir);
    store.dealtDaily('freecell', { date: '2026-12-02', seed: 1, options: {} });
    store.record(wonFreecell(2), true);
    expect(store.dailyStatus('freecell', '2026-12-02').doneToday).toBe(false);
    store.record(wonFreecell(1), true);
    const again = new GameStore(dir);
    expect(again.dailyStatus('freecell', '2026-12-02')).toEqual({ doneToday: true, streak: 1, bestStreak: 1, inProgress: false });
    expect(again.dailyStatus('freecell', '2026-12-03')).toEqual({ doneToday: false, streak: 1, bestStreak: 1, inProgress: false });
    expect(again.dailyDealt('freecell', '2026-12-02')?.seed).toBe(1);
    expect(again.dailyDealt('freecell', '2026-12-03')).toBeUndefined();
  });

  it('keeps whether the deal dealt was proved (so it need not be proved again), and knows the daily deal in progress by its mark', () => {
    const store = new GameStore(dir);
    store.dealtDaily('klondike', { date: '2026-12-02', seed: 5, options: { draw: 1, passes: 'unlimited', scoring: 'standard' }, proved: true });
    expect(new GameStore(dir).dailyDealt('klondike', '2026-12-02')).toMatchObject({ seed: 5, proved: true });
    const daily = marked(play(newSession('klondike', 5), { type: 'deal' }), { daily: '2026-12-02', proved: true, band: 'easy' });
    store.save(daily.session);
    expect(new GameStore(dir).dailyStatus('klondike', '2026-12-02').inProgress).toBe(true);
    expect(new GameStore(dir).dailyStatus('klondike', '2026-12-03').inProgress).toBe(false);
    expect(new GameStore(dir).load('klondike').position?.session).toMatchObject({ daily: '2026-12-02', proved: true, band: 'easy' });
  });

  it('loads a file written before daily deals, and keeps its games and statistics', () => {
    const position = play(newSession('klondike', 3), { type: 'deal' });
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify({
      version: 2, lastGame: 'klondike', saves: { klondike: { game: 'klondike', options: { draw: 1 }, seed: 3, moves: 'd', redo: '', elapsedMs: 10 } },
      carriedTotal: 0, settings: {}, statistics: { 'klondike-draw-1': { played: 2, won: 1, currentStreak: 1, bestStreak: 1 } },
    }));
    const store = new GameStore(dir);
    expect(store.notices).toEqual([]);
    expect(store.load('klondike').position?.state).toEqual(position.state);
    expect(store.dailyStatus('klondike', '2026-12-02')).toEqual({ doneToday: false, streak: 0, bestStreak: 0, inProgress: false });
    expect(Object.keys(store.statistics())).toEqual(['klondike-draw-1']);
    expect(games.klondike.status(position.state)).toBe('playing');
  });
});

describe('a clock past the year 9999, or past what a date holds', () => {
  for (const [clock, day, name] of [['+010000-06-07T12:00:00Z', '10000-06-07', 'in the year 10000'], [8.64e15 + 1, '275760-09-13', 'past the last day a date holds']] as const) {
    it(`${name}, the daily deal of ${day} is dealt, saved with its mark, won and counted, and nothing is thrown away`, () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(clock));
      const today = utcDate();
      expect(today).toBe(day);
      const store = new GameStore(dir);
      store.dealtDaily('freecell', { date: today, seed: 1, options: {} });
      const dealt = marked(newSession('freecell', 1), { daily: today });
      store.save(play(dealt, wonFreecell(1).session.moves[0]!).session);
      const again = new GameStore(dir);
      expect(again.notices).toEqual([]);
      expect(again.load('freecell')).toEqual({ position: expect.objectContaining({ session: expect.objectContaining({ daily: today }) }) });
      expect(again.dailyStatus('freecell', today).inProgress).toBe(true);
      again.record(wonFreecell(1), true);
      expect(new GameStore(dir).dailyStatus('freecell', today)).toMatchObject({ doneToday: true, streak: 1 });
      expect(fs.readdirSync(dir).filter((name) => name.includes('corrupt'))).toEqual([]);
    });
  }
});

describe('days past 9999', () => {
  it('are days, in order, and a streak runs across 9999-12-31', () => {
    expect(isDay('10000-01-01')).toBe(true);
    expect(isDay('+010000-01-01')).toBe(false);
    expect(isDay('010000-01-01')).toBe(false);
    expect(dayNumber('10000-01-01') - dayNumber('9999-12-31')).toBe(1);
    expect(utcDate(new Date('-000001-12-31T00:00:00Z'))).toBe('-000001-12-31');
    expect(isDay('-000001-12-31')).toBe(true);
    expect(utcDate(new Date(Number.NaN))).toBe('275760-09-13');
    expect(['10000-01-01', '9999-12-31', '2026-12-02'].sort(byDay)).toEqual(['2026-12-02', '9999-12-31', '10000-01-01']);
    expect(dailyStatus(won('9999-12-30', '9999-12-31', '10000-01-01'), 'klondike', '10000-01-01')).toEqual({ doneToday: true, streak: 3, bestStreak: 3 });
    expect(parseDailies(won('10000-01-01', '9999-12-31')).klondike?.won).toEqual(['9999-12-31', '10000-01-01']);
  });
});

// Daily deals kept in the store, per game: the days whose daily deal was won, and the daily deal
// last dealt, with whether it was proved winnable (so that a win of that deal counts for its day,
// and the next `leaves daily` that day, or the home's, need not look for it again). The streak is the days won in a row up to today, or up to
// yesterday while today's deal is not won yet. Pure; parseDailies checks what was read from disk
// and drops what it cannot trust (files written before daily deals had none: they load empty).
import { isPlayableGame } from '../engine/games.js';
import { checkedOptions } from './gameOptions.js';
import { isObject, own } from './plainObject.js';
import { byDay, dayNumber, isDay } from '../text/day.js';

/** A daily deal as dealt: its day and its deal. */
export interface DailyDealt {
  date: string;
  seed: number;
  options: object;
  /** The solver proved it winnable when it was found. */
  proved?: true;
}

export interface GameDailies {
  /** The days won, YYYY-MM-DD, oldest first. */
  won: string[];
  /** The daily deal dealt last. */
  dealt?: DailyDealt;
}

export type Dailies = Record<string, GameDailies>;

/** What the home screen shows of a game's daily deal. */
export interface DailyStatus {
  /** Today's daily deal has been won. */
  doneToday: boolean;
  /** Days won in a row, up to today (or yesterday, while today's is not won yet). */
  streak: number;
  /** The most days won in a row. */
  bestStreak: number;
  /** Today's daily deal is the game in progress (so playing it resumes it). */
  inProgress?: boolean;
}

/** The days kept: a little over a year is enough for any streak shown. */
const KEPT_DAYS = 400;

/** The runs of consecutive days in a sorted list of days: the one ending last, and the longest. */
function runs(days: readonly string[]): { last: { end: number; length: number } | undefined; longest: number } {
  let last: { end: number; length: number } | undefined;
  let longest = 0;
  for (const day of days.map(dayNumber)) {
    last = last && day === last.end + 1 ? { end: day, length: last.length + 1 } : { end: day, length: 1 };
    longest = Math.max(longest, last.length);
  }
  return { last, longest };
}

/** A game's daily deals as of `today` (YYYY-MM-DD, UTC: see solver/dailyDeal.ts). */
export function dailyStatus(dailies: Dailies, game: string, today: string): DailyStatus {
  // Days after today (a clock set wrong when they were won) never count.
  const todayNumber = dayNumber(today);
  const won = (Object.hasOwn(dailies, game) ? dailies[game]!.won : []).filter((day) => dayNumber(day) <= todayNumber);
  const { last, longest } = runs(won);
  const current = last && last.end >= todayNumber - 1 ? last.length : 0;
  return { doneToday: won.includes(today), streak: current, bestStreak: longest };
}

/** The daily deal of a game has been dealt (a new object). */
export function dealtDaily(dailies: Dailies, game: string, dealt: DailyDealt): Dailies {
  const before = Object.hasOwn(dailies, game) ? dailies[game]! : { won: [] };
  return { ...dailies, [game]: { ...before, dealt } };
}

/** The daily deal `dealt` was won: its day is kept among the days won (a new object). */
export function wonDaily(dailies: Dailies, game: string, date: string): Dailies {
  const before = Object.hasOwn(dailies, game) ? dailies[game]! : { won: [] };
  const won = [...new Set([...before.won, date])].sort(byDay).slice(-KEPT_DAYS);
  return { ...dailies, [game]: { ...before, won } };
}

/** The daily deal dealt last, if this game (seed and options) is it. */
export function dailyOf(dailies: Dailies, game: string, seed: number, options: object): DailyDealt | undefined {
  const dealt = Object.hasOwn(dailies, game) ? dailies[game]!.dealt : undefined;
  return dealt && dealt.seed === seed && JSON.stringify(dealt.options) === JSON.stringify(options) ? dealt : undefined;
}

function parseDealt(game: string, value: unknown): DailyDealt | undefined {
  if (!isObject(value)) return undefined;
  const { date, seed } = value;
  if (!isDay(date) || !Number.isSafeInteger(seed) || (seed as number) < 0) return undefined;
  const options = checkedOptions(game, own(value, 'options'), seed as number);
  return options ? { date, seed: seed as number, options, ...(own(value, 'proved') === true ? { proved: true as const } : {}) } : undefined;
}

/** The daily deals in a value read from disk; never throws, and keeps only what checks out. */
export function parseDailies(value: unknown): Dailies {
  const dailies: Dailies = {};
  if (!isObject(value)) return dailies;
  for (const [game, entry] of Object.entries(value)) {
    if (!isPlayableGame(game) || !isObject(entry)) continue;
    const rawWon = own(entry, 'won');
    const won = Array.isArray(rawWon) ? [...new Set(rawWon.filter(isDay))].sort(byDay).slice(-KEPT_DAYS) : [];
    const dealt = parseDealt(game, own(entry, 'dealt'));
    dailies[game] = dealt ? { won, dealt } : { won };
  }
  return dailies;
}

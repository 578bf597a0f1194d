// Calendar days as text, YYYY-MM-DD, in UTC: the day of the daily deals (solver/dailyDeal.ts), the
// same for every player at the same moment wherever they are. Any clock gives a day: a year past
// 9999 is written with its five or six digits (not ISO's +010000, which no day check took), one
// before year 0 with ISO's sign and six digits, and a clock past what a Date holds reads as the
// last day it holds. Days are compared by their numbers (dayNumber), never as text.

const DAY_MS = 24 * 3600 * 1000;
/** The last day a Date holds: the day of a clock past it (a Date made from it is invalid). */
const LAST_DAY = '275760-09-13';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A year, month (1 to 12) and day as a day's text. */
function dayText(year: number, month: number, day: number): string {
  const yearPart = year < 0 ? `-${pad(-year, 6)}` : pad(year, 4);
  return `${yearPart}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The day a Date falls on, in UTC (`local`: where the player is); the last day for an invalid one. */
export function dayOfDate(date: Date, local = false): string {
  if (Number.isNaN(date.getTime())) return LAST_DAY;
  if (local) return dayText(date.getFullYear(), date.getMonth() + 1, date.getDate());
  return dayText(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Today's date in UTC, as YYYY-MM-DD. */
export function utcDate(now: Date = new Date()): string {
  return dayOfDate(now);
}

/** The time (ms) a day starts at in UTC, or undefined when `text` is no day as dayOfDate writes one. */
function dayStart(text: string): number | undefined {
  const match = /^(-?\d{4,6})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayOfDate(date) === text && !Number.isNaN(date.getTime()) ? date.getTime() : undefined;
}

/** Whether `text` is a calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: unknown): text is string {
  return typeof text === 'string' && dayStart(text) !== undefined;
}

/** The number of the day (days since 1970-01-01): consecutive days have consecutive numbers. NaN for no day. */
export function dayNumber(day: string): number {
  const start = dayStart(day);
  return start === undefined ? Number.NaN : Math.round(start / DAY_MS);
}

/** Days in order, earliest first (a sort's comparison). */
export function byDay(a: string, b: string): number {
  return dayNumber(a) - dayNumber(b);
}

// Calendar days as text, YYYY-MM-DD, in UTC: the day of the daily deals (solver/dailyDeal.ts), the
// same for every player at the same moment wherever they are.

/** Today's date in UTC, as YYYY-MM-DD. */
export function utcDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether `text` is a calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && utcDate(new Date(time)) === text;
}

/** The number of the day (days since 1970-01-01): consecutive days have consecutive numbers. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / (24 * 3600 * 1000));
}

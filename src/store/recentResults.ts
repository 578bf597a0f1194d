// The latest finished games, newest last: what the statistics screen lists ("the last 20") and
// draws the win rate over time from. Kept beside the per-variant counts (statistics.ts), in a part
// of the file of its own, so that a file written before it existed loads with an empty list and an
// older Leaves reading a newer file simply leaves the list out. Pure; a damaged entry is dropped.
import { isObject } from './plainObject.js';
import { dayOfDate, isDay } from '../text/day.js';
import { hasControl } from '../text/visible.js';

/** How many results are kept: the chart's span. */
export const RECENT_KEPT = 200;

export interface RecentResult {
  /** The statistics variant (statistics.ts's variantOf). */
  variant: string;
  won: boolean;
  moves: number;
  elapsedMs: number;
  /** The final score, where the game kept one. */
  score?: number;
  /** The day it finished, YYYY-MM-DD in the player's time zone. */
  day: string;
  /** The demo played some of it: not the player's own result. */
  demo?: true;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A date as the day it falls on, where the player is. */
export function dayOf(date: Date): string {
  return dayOfDate(date, true);
}

/** The list with one more result, the oldest dropped past RECENT_KEPT (a new array). */
export function addRecent(recent: readonly RecentResult[], result: RecentResult): RecentResult[] {
  return [...recent, result].slice(-RECENT_KEPT);
}

function parseResult(value: unknown): RecentResult | undefined {
  if (!isObject(value)) return undefined;
  const { variant, won, moves, elapsedMs, score, day } = value;
  // A variant holding a control character was not written by Leaves, and would act on the terminal.
  if (typeof variant !== 'string' || variant.length === 0 || variant.length > 200 || hasControl(variant)) return undefined;
  if (typeof won !== 'boolean' || !isCount(moves) || !isDay(day)) return undefined;
  if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < 0) return undefined;
  const result: RecentResult = { variant, won, moves, elapsedMs, day };
  if (typeof score === 'number' && Number.isFinite(score)) result.score = score;
  if (value.demo === true) result.demo = true;
  return result;
}

/** The list in a value read from disk; never throws (anything but a list is an empty one). */
export function parseRecent(value: unknown): RecentResult[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => parseResult(entry) ?? []).slice(-RECENT_KEPT);
}

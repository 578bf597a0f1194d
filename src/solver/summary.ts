// What a run of many deals adds up to: verdict counts, the winnable rate with its 95% confidence
// interval (Wilson's score interval), and the spread of solve times. Pure, so `leaves solve` and
// the bench print the same figures.
import type { Verdict } from './types.js';

export interface DealResult {
  seed: number;
  verdict: Verdict;
  positions: number;
  ms: number;
  /** Length of the winning line, for a winnable deal. */
  moveCount?: number;
}

export interface Interval {
  low: number;
  high: number;
}

export interface Summary {
  deals: number;
  winnable: number;
  lost: number;
  unknown: number;
  /** Winnable deals over all deals (over the decided ones alone it would be biased upwards). */
  winnableRate: number;
  /** 95% interval of the true winnable rate when every unknown deal is lost (lower) … */
  winnableInterval: Interval;
  /** … and when every unknown deal is winnable (upper); equal to winnableInterval with no unknowns. */
  notLostInterval: Interval;
  decidedRate: number;
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  totalMs: number;
  positions: number;
}

const Z95 = 1.959964;

/** Wilson's 95% score interval for `successes` out of `trials`. */
export function wilsonInterval(successes: number, trials: number): Interval {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  // At the edges the interval reaches 0 or 1 exactly (rounding would leave it a hair short).
  return { low: successes === 0 ? 0 : centre - half, high: successes === trials ? 1 : centre + half };
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(results: readonly DealResult[]): Summary {
  const count = (verdict: Verdict) => results.filter((r) => r.verdict === verdict).length;
  const deals = results.length;
  const winnable = count('winnable');
  const lost = count('lost');
  const unknown = count('unknown');
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    deals, winnable, lost, unknown,
    winnableRate: deals === 0 ? 0 : winnable / deals,
    winnableInterval: wilsonInterval(winnable, deals),
    notLostInterval: wilsonInterval(winnable + unknown, deals),
    decidedRate: deals === 0 ? 0 : (winnable + lost) / deals,
    medianMs: percentile(times, 0.5),
    p90Ms: percentile(times, 0.9),
    maxMs: times[times.length - 1] ?? 0,
    totalMs: times.reduce((sum, ms) => sum + ms, 0),
    positions: results.reduce((sum, r) => sum + r.positions, 0),
  };
}

// What a run of many deals adds up to: verdict counts, the winnable rate with its 95% confidence
// interval (Wilson's score interval), and the spread of solve times. Pure, so `leaves solve` and
// the bench print the same figures. Deals are added one at a time (SummaryTally) and none is
// kept, so a range of any length takes the same memory: the times are counted in buckets each 1%
// wider than the one below, and a percentile is the longest time seen in its bucket (a time some
// deal took, within 1% of the exact figure).
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

/** Each bucket of times is this much wider than the one below it. */
const BUCKET_GROWTH = 1.01;
/** Times up to this many milliseconds share the first bucket. */
const SMALLEST_MS = 0.1;

function bucketOf(ms: number): number {
  return ms <= SMALLEST_MS ? 0 : 1 + Math.floor(Math.log(ms / SMALLEST_MS) / Math.log(BUCKET_GROWTH));
}

/** The figures of a run, added up deal by deal in fixed memory. */
export class SummaryTally {
  private deals = 0;
  private readonly verdicts: Record<Verdict, number> = { winnable: 0, lost: 0, unknown: 0 };
  private positions = 0;
  private totalMs = 0;
  private maxMs = 0;
  /** Deals per bucket of time, with the longest time seen in each. */
  private readonly buckets = new Map<number, { count: number; longest: number }>();

  /** Deals added so far. */
  get count(): number {
    return this.deals;
  }

  add(result: DealResult): void {
    this.deals++;
    this.verdicts[result.verdict]++;
    this.positions += result.positions;
    this.totalMs += result.ms;
    this.maxMs = Math.max(this.maxMs, result.ms);
    const key = bucketOf(result.ms);
    const bucket = this.buckets.get(key);
    if (bucket) {
      bucket.count++;
      bucket.longest = Math.max(bucket.longest, result.ms);
    } else {
      this.buckets.set(key, { count: 1, longest: result.ms });
    }
  }

  /** The time below which `fraction` of the deals' times lie (nearest rank, to its bucket). */
  private percentile(fraction: number): number {
    if (this.deals === 0) return 0;
    const rank = Math.min(this.deals, Math.max(1, Math.ceil(fraction * this.deals)));
    let seen = 0;
    for (const key of [...this.buckets.keys()].sort((a, b) => a - b)) {
      const bucket = this.buckets.get(key)!;
      seen += bucket.count;
      if (seen >= rank) return bucket.longest;
    }
    return this.maxMs;
  }

  summary(): Summary {
    const { deals } = this;
    const { winnable, lost, unknown } = this.verdicts;
    return {
      deals, winnable, lost, unknown,
      winnableRate: deals === 0 ? 0 : winnable / deals,
      winnableInterval: wilsonInterval(winnable, deals),
      notLostInterval: wilsonInterval(winnable + unknown, deals),
      decidedRate: deals === 0 ? 0 : (winnable + lost) / deals,
      medianMs: this.percentile(0.5),
      p90Ms: this.percentile(0.9),
      maxMs: this.maxMs,
      totalMs: this.totalMs,
      positions: this.positions,
    };
  }
}

export function summarise(results: Iterable<DealResult>): Summary {
  const tally = new SummaryTally();
  for (const result of results) tally.add(result);
  return tally.summary();
}

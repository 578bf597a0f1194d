// The figures a range of deals adds up to: counts, Wilson's 95% interval, time percentiles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarise, wilsonInterval, type DealResult } from '../../src/solver/summary.js';

describe('wilsonInterval', () => {
  it('matches the textbook values (905 of 1000: 88.5%–92.2%)', () => {
    const { low, high } = wilsonInterval(905, 1000);
    expect(low).toBeCloseTo(0.8852, 3);
    expect(high).toBeCloseTo(0.9215, 3);
  });

  it('stays inside 0–1 at the edges and holds the observed rate', () => {
    expect(wilsonInterval(0, 50).low).toBe(0);
    expect(wilsonInterval(50, 50).high).toBe(1);
    const { low, high } = wilsonInterval(3, 7);
    expect(low).toBeLessThan(3 / 7);
    expect(high).toBeGreaterThan(3 / 7);
  });
});

describe('summarise', () => {
  const results: DealResult[] = [
    { seed: 1, verdict: 'winnable', positions: 10, ms: 5, moveCount: 90 },
    { seed: 2, verdict: 'lost', positions: 20, ms: 50 },
    { seed: 3, verdict: 'unknown', positions: 30, ms: 1000 },
    { seed: 4, verdict: 'winnable', positions: 40, ms: 1 },
  ];

  it('counts each verdict, and the unknown deals widen the bounds both ways', () => {
    const summary = summarise(results);
    expect([summary.deals, summary.winnable, summary.lost, summary.unknown]).toEqual([4, 2, 1, 1]);
    expect(summary.decidedRate).toBe(0.75);
    expect(summary.winnableRate).toBe(0.5);
    expect(summary.notLostInterval.high).toBeGreaterThan(summary.winnableInterval.high);
    expect(summary.positions).toBe(100);
  });

  it('gives median, p90 and max of the solve times', () => {
    const summary = summarise(results);
    expect([summary.medianMs, summary.p90Ms, summary.maxMs]).toEqual([5, 1000, 1000]);
    const tenDeals = summarise([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((ms) => ({ seed: ms, verdict: 'lost' as const, positions: 1, ms })));
    expect([tenDeals.medianMs, tenDeals.p90Ms]).toEqual([5, 9]);
  });

  it('keeps no deal: its median and p90 are times some deal took, within 1% of the exact figures', () => {
    const exact = (sorted: number[], fraction: number) => sorted[Math.max(1, Math.ceil(fraction * sorted.length)) - 1]!;
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }).map((tenths) => tenths / 10), { minLength: 1, maxLength: 400 }), (times) => {
      const summary = summarise(times.map((ms, seed) => ({ seed, verdict: 'unknown' as const, positions: 0, ms })));
      const sorted = [...times].sort((a, b) => a - b);
      for (const [fraction, figure] of [[0.5, summary.medianMs], [0.9, summary.p90Ms]] as const) {
        expect(times).toContain(figure);
        expect(Math.abs(figure - exact(sorted, fraction))).toBeLessThanOrEqual(Math.max(0.1, exact(sorted, fraction) * 0.01));
      }
      expect(summary.maxMs).toBe(sorted.at(-1));
    }));
  });
});

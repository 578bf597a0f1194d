// The Spider beam's set of seen positions (src/engine/ruleSet/solver/runs/hashing.ts): it keeps what it was
// given while it grows, and once at its cap it forgets everything rather than grow further.
import { describe, expect, it } from 'vitest';
import { SeenSet } from '../../src/search/seenSet.js';

/** A fixed stream of hash pairs. */
function pairs(count: number): [number, number][] {
  let x = 12345;
  const next = (): number => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
  return Array.from({ length: count }, () => [next(), next()]);
}

describe('SeenSet', () => {
  it('remembers every position while it grows, and says when one was there already', () => {
    const seen = new SeenSet(16);
    const all = pairs(20_000);
    for (const [first, second] of all) expect(seen.add(first, second)).toBe(true);
    for (const [first, second] of all) expect(seen.has(first, second)).toBe(true);
    expect(seen.add(all[5]![0], all[5]![1])).toBe(false);
    expect(seen.has(1, 2)).toBe(false);
  });

  it('tells apart positions that share the first hash', () => {
    const seen = new SeenSet(8);
    seen.add(7, 100);
    expect(seen.has(7, 100)).toBe(true);
    expect(seen.has(7, 102)).toBe(false);
  });

  it('empties itself when full at its cap', () => {
    const seen = new SeenSet(10);
    const all = pairs(1024);
    for (const [first, second] of all) seen.add(first, second);
    expect(seen.has(all[0]![0], all[0]![1])).toBe(false);
    expect(seen.has(all[1023]![0], all[1023]![1])).toBe(true);
  });
});

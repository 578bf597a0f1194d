// The hash tables never hang: a table whose growth broke (here: its grow and clear taken away, as a
// mutation would) fills up, and the next probe for a missing key throws instead of circling the
// full table for ever (a broken table once hung a test worker).
import { describe, expect, it } from 'vitest';
import { ExactKeyTable } from '../../src/search/exactKeyTable.js';
import { nextSlot } from '../../src/search/probe.js';
import { SeenSet } from '../../src/search/seenSet.js';

const FULL = /no empty slot left/;

describe('bounded probes', () => {
  it('a probe wraps round the table and throws once it has been round it all', () => {
    expect(nextSlot(7, 7, 1)).toBe(0);
    expect(nextSlot(3, 7, 7)).toBe(4);
    expect(() => nextSlot(3, 7, 8)).toThrow(FULL);
  });

  it('an exact-key table that cannot grow throws when full, and finds what it holds until then', () => {
    const table = new ExactKeyTable(1);
    Object.assign(table, { grow: () => undefined });
    const key = new Uint32Array(1);
    const fill = () => {
      for (let n = 1; ; n++) {
        key[0] = n;
        if (table.find(key) < 0) table.add(key);
      }
    };
    expect(fill).toThrow(FULL);
    key[0] = 1;
    expect(table.find(key)).toBe(0);
  });

  it('a seen set that can neither grow nor empty throws when full', () => {
    const seen = new SeenSet(20);
    Object.assign(seen, { grow: () => undefined, clear: () => undefined });
    const fill = () => {
      for (let n = 1; ; n++) seen.add(n * 2654435761, n);
    };
    expect(fill).toThrow(FULL);
  });
});

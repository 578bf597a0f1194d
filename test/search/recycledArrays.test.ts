// The solvers' tables recycle their typed arrays from one search to the next: a recycled array
// must come back empty, and a table built on recycled arrays must know only its own keys.
import { describe, expect, it } from 'vitest';
import { ExactKeyTable } from '../../src/search/exactKeyTable.js';
import { giveBack, takeArray } from '../../src/search/recycledArrays.js';

function key(...words: number[]): Uint32Array {
  return Uint32Array.from(words);
}

describe('recycled table arrays', () => {
  it('hands a given-back array out again, zero-filled, only for the same kind and length', () => {
    const used = takeArray(Int32Array, 1000);
    used.fill(7);
    giveBack([used]);
    expect(takeArray(Uint32Array, 1000)).not.toBe(used);
    expect(takeArray(Int32Array, 999)).not.toBe(used);
    const again = takeArray(Int32Array, 1000);
    expect(again).toBe(used);
    expect(again.every((word) => word === 0)).toBe(true);
    expect(takeArray(Int32Array, 1000)).not.toBe(used);
  });

  it('a table on the arrays of a released one finds its own keys and none of the old', () => {
    const first = new ExactKeyTable(2);
    for (let i = 0; i < 5000; i++) {
      const k = key(i, i * 7);
      if (first.find(k) < 0) first.add(k);
    }
    expect(first.find(key(42, 294))).toBeGreaterThanOrEqual(0);
    first.release();
    expect(first.size).toBe(0);
    expect(first.find(key(42, 294))).toBe(-1);

    const second = new ExactKeyTable(2);
    for (let i = 0; i < 3000; i++) {
      const k = key(i, i * 11);
      expect(second.find(k)).toBe(-1);
      expect(second.add(k)).toBe(i);
    }
    expect(second.find(key(42, 294))).toBe(-1);
    expect(second.find(key(42, 462))).toBe(42);
    expect(second.find(key(2999, 2999 * 11))).toBe(2999);
  });

  it('a cleared table keeps its arrays, forgets every key and takes new ones', () => {
    const table = new ExactKeyTable(2);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5000; i++) {
        const k = key(i, i * (round + 3));
        expect(table.find(k)).toBe(-1);
        expect(table.add(k)).toBe(i);
      }
      expect(table.find(key(4999, 4999 * (round + 3)))).toBe(4999);
      table.clear();
      expect(table.size).toBe(0);
      expect(table.find(key(4999, 4999 * (round + 3)))).toBe(-1);
    }
  });

  it('a released table takes keys again, and a new table knows none of them', () => {
    const table = new ExactKeyTable(2);
    table.release();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 100; i++) {
        expect(table.find(key(i, round))).toBe(-1);
        expect(table.add(key(i, round))).toBe(i);
      }
      expect(table.find(key(99, round))).toBe(99);
      expect(new ExactKeyTable(2).find(key(0, round))).toBe(-1);
      table.release();
    }
  });
});

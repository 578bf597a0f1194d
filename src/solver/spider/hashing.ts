// Position hashing for the Spider solver: two independent 32-bit hashes of a record, and a capped
// set of seen positions keyed by them. Face-down cards count, with their identity (perfect
// information).
import type { Layout } from './position.js';

/**
 * The two hashes of a record, written to `out[0]` and `out[1]`: FNV-1a and a multiply-rotate
 * hash over its bytes. The record names the position exactly (stock left, column lengths, every
 * card with its face), so equal positions hash alike.
 */
export function hashRecord(record: Uint8Array, layout: Layout, out: Uint32Array): void {
  let first = 0x811c9dc5;
  let second = 0x9747b28c;
  const end = layout.stride;
  for (let i = 0; i < end; i++) {
    const byte = record[i]!;
    first = Math.imul(first ^ byte, 0x01000193);
    second = Math.imul(second + byte, 0x5bd1e995);
    second ^= second >>> 15;
  }
  out[0] = first >>> 0;
  out[1] = second >>> 0;
}

/**
 * Positions seen, by their two hashes, in an open-addressing table of fixed size (8 bytes an
 * entry). When it fills past three quarters it is emptied: forgetting costs repeated work, never
 * a wrong answer, and the memory stays capped. Two positions sharing both hashes (one chance in
 * about 2^64 per pair) would be taken for one: this set serves only the heuristic beam search,
 * never a proof of loss.
 */
export class SeenSet {
  private readonly slots: Uint32Array;
  private readonly mask: number;
  private size = 0;

  constructor(log2Entries: number) {
    this.slots = new Uint32Array(2 << log2Entries);
    this.mask = (1 << log2Entries) - 1;
  }

  /** Adds the position; false when it was already there. */
  add(first: number, second: number): boolean {
    const check = (second | 1) >>> 0;
    let i = first & this.mask;
    for (;;) {
      const stored = this.slots[2 * i + 1]!;
      if (stored === 0) break;
      if (stored === check && this.slots[2 * i] === first) return false;
      i = (i + 1) & this.mask;
    }
    if (this.size >= (this.mask + 1) * 0.75) {
      this.slots.fill(0);
      this.size = 0;
      i = first & this.mask;
    }
    this.slots[2 * i] = first;
    this.slots[2 * i + 1] = check;
    this.size++;
    return true;
  }

  has(first: number, second: number): boolean {
    const check = (second | 1) >>> 0;
    let i = first & this.mask;
    for (;;) {
      const stored = this.slots[2 * i + 1]!;
      if (stored === 0) return false;
      if (stored === check && this.slots[2 * i] === first) return true;
      i = (i + 1) & this.mask;
    }
  }

  clear(): void {
    this.slots.fill(0);
    this.size = 0;
  }
}

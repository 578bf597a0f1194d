// Position hashing for the Spider solver: two independent 32-bit Zobrist hashes of a record (each
// card by column, height and face; the stock by how much is left), and a capped set of seen
// positions keyed by them. Face-down cards count, with their identity (perfect information).
import { LENGTHS, stockLeft, type Layout } from './position.js';

const HEIGHTS = 256;
const CARD_CODES = 128;

/** A fixed xorshift stream: the same tables on every run, so searches are reproducible. */
function randomTable(size: number, seed: number): Uint32Array {
  const table = new Uint32Array(size);
  let x = seed >>> 0;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    table[i] = x;
  }
  return table;
}

/** Zobrist tables for positions of up to 16 columns. */
const ZOBRIST_FIRST = randomTable(16 * HEIGHTS * CARD_CODES + HEIGHTS, 0x9e3779b9);
const ZOBRIST_SECOND = randomTable(16 * HEIGHTS * CARD_CODES + HEIGHTS, 0x85ebca6b);
const STOCK_AT = 16 * HEIGHTS * CARD_CODES;

/** The two hashes of a record, written to `out[0]` and `out[1]`. */
export function hashRecord(record: Uint8Array, layout: Layout, out: Uint32Array): void {
  let first = ZOBRIST_FIRST[STOCK_AT + stockLeft(record)]!;
  let second = ZOBRIST_SECOND[STOCK_AT + stockLeft(record)]!;
  let at = layout.cardsAt;
  for (let c = 0; c < layout.columns; c++) {
    const length = record[LENGTHS + c]!;
    const base = c * HEIGHTS * CARD_CODES;
    for (let h = 0; h < length; h++) {
      const index = base + h * CARD_CODES + record[at++]!;
      first ^= ZOBRIST_FIRST[index]!;
      second ^= ZOBRIST_SECOND[index]!;
    }
  }
  out[0] = first;
  out[1] = second;
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

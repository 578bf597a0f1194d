// Position hashing for the Spider solver: two independent 32-bit hashes of a record, and a capped
// set of seen positions keyed by them. Face-down cards count, with their identity (perfect
// information).
import { columnLength, stockLeft, type Layout } from './position.js';

/** The stock's share is that of a card in a column no position has. */
const STOCK_COLUMN = 16;

/** One card's share of the first hash: a mix of its column, height and byte. */
export function cardHashFirst(column: number, height: number, card: number): number {
  let x = Math.imul((column << 16) | (height << 8) | card, 0x9e3779b1) ^ 0x7f4a7c15;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** One card's share of the second hash, mixed with other constants. */
export function cardHashSecond(column: number, height: number, card: number): number {
  let x = Math.imul((column << 16) | (height << 8) | card, 0x632be5ab) ^ 0x2545f491;
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
  x = Math.imul(x ^ (x >>> 12), 0x297a2d39);
  return (x ^ (x >>> 15)) >>> 0;
}

/**
 * The two hashes of a record, written to `out[0]` and `out[1]`: the XOR of every card's share
 * (its column, height and byte, face included) and of the stock left. Being a XOR of shares, a
 * move's hash can also be worked out from the cards it moves alone (expansion.ts).
 */
export function hashRecord(record: Uint8Array, layout: Layout, out: Uint32Array): void {
  let first = cardHashFirst(STOCK_COLUMN, stockLeft(record), 0);
  let second = cardHashSecond(STOCK_COLUMN, stockLeft(record), 0);
  let at = layout.cardsAt;
  for (let c = 0; c < layout.columns; c++) {
    const length = columnLength(record, c);
    for (let h = 0; h < length; h++, at++) {
      first ^= cardHashFirst(c, h, record[at]!);
      second ^= cardHashSecond(c, h, record[at]!);
    }
  }
  out[0] = first >>> 0;
  out[1] = second >>> 0;
}

/**
 * Positions seen, by their two hashes, in an open-addressing table (8 bytes an entry) that starts
 * small and doubles up to 2^maxLog2 entries. Full at that size (past three quarters), it is
 * emptied: forgetting costs repeated work, never a wrong answer, and the memory stays capped. Two
 * positions sharing both hashes (about one chance in 2^64 per pair) would be taken for one: this
 * set serves only the heuristic beam search, never a proof of loss.
 */
export class SeenSet {
  private slots: Uint32Array;
  private mask: number;
  private size = 0;

  constructor(private readonly maxLog2: number) {
    const startLog2 = Math.min(12, maxLog2);
    this.slots = new Uint32Array(2 << startLog2);
    this.mask = (1 << startLog2) - 1;
  }

  /** Adds the position; false when it was already there. */
  add(first: number, second: number): boolean {
    if (this.has(first, second)) return false;
    if (this.size >= (this.mask + 1) * 0.75) {
      if (this.mask + 1 < 1 << this.maxLog2) this.grow();
      else this.clear();
    }
    this.put(first, (second | 1) >>> 0);
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

  /** Forgets every position (keeping the table's size). */
  clear(): void {
    this.slots.fill(0);
    this.size = 0;
  }

  private put(first: number, check: number): void {
    let i = first & this.mask;
    while (this.slots[2 * i + 1] !== 0) i = (i + 1) & this.mask;
    this.slots[2 * i] = first;
    this.slots[2 * i + 1] = check;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== 0) this.put(old[i]!, old[i + 1]!);
  }
}

// Position hashing for the run-building games' solver: two independent 32-bit hashes of a record (the capped
// set of positions seen, keyed by them, is src/search/seenSet.ts). Face-down cards count, with
// their identity (perfect information).
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

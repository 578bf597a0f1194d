// The stock and the waste as one sequence of cards, where the stock turns onto a waste that turns
// over without end (usesDeck): the waste bottom to top, then the stock top to bottom; the pointer
// is the waste's height. Turning
// cards or the waste over changes nothing but the pointer, so the search plays a waste card that
// can be brought up straight from the position, with the turns that bring it up, and never turns
// cards by themselves; the pointers that every pass passes through are one position in the key
// (why no win is lost: docs/solver.md, "Rule-set games", rule 6).
import type { Move } from '../../types.js';
import type { Position } from './position.js';

/**
 * Writes into `out` (from `at`) each card of the sequence that can come to the top of the waste,
 * as index × 2 + (1 when bringing it up takes a turn of the waste); this pass's cards first.
 * Returns the new end.
 */
export function reachableDeckCards(position: Position, out: Int32Array, at: number): number {
  const s = position.shape;
  const p = position.heights[s.waste]!;
  const n = p + position.heights[s.stock]!;
  const d = s.draw;
  let count = at;
  // From pointer p the turns show p + d, p + 2d, … and n (the last turn takes what is left); after
  // a turn of the waste, d, 2d, … and n, the same on every later pass. From a pointer at a
  // multiple of d this pass shows those from p on already.
  if (p > 0) out[count++] = (p - 1) * 2;
  if (p < n) {
    for (let q = p + d; q < n; q += d) out[count++] = (q - 1) * 2;
    out[count++] = (n - 1) * 2;
  }
  if (p > 0) {
    const fromMultiple = p % d === 0;
    for (let q = d; q < n; q += d) if (q < p || !fromMultiple) out[count++] = (q - 1) * 2 + 1;
  }
  return count;
}

/** The card at index i of the sequence. */
export function deckCard(position: Position, i: number): number {
  const s = position.shape;
  const w = position.heights[s.waste]!;
  return i < w ? position.cardAt(s.waste, i) : position.cardAt(s.stock, position.heights[s.stock]! - 1 - (i - w));
}

/**
 * Brings card i of the sequence (`reach` = i × 2 + turned, from reachableDeckCards) to the top of
 * the waste: the waste becomes the sequence up to it, the stock the rest. Journaled like any move.
 */
export function bringUp(position: Position, reach: number): void {
  const s = position.shape;
  const { cards, heights } = position;
  const stride = s.stride;
  const i = reach >> 1;
  const w = heights[s.waste]!;
  const st = heights[s.stock]!;
  const wasteBase = s.waste * stride;
  const stockBase = s.stock * stride;
  if (i + 1 > w) {
    const k = i + 1 - w;
    position.savePile(s.waste, w);
    position.savePile(s.stock, st - k);
    for (let j = 0; j < k; j++) cards[wasteBase + w + j] = cards[stockBase + st - 1 - j]!;
    heights[s.waste] = w + k;
    heights[s.stock] = st - k;
  } else if (i + 1 < w) {
    const k = w - i - 1;
    position.savePile(s.waste, i + 1);
    position.savePile(s.stock, st);
    for (let j = 0; j < k; j++) cards[stockBase + st + j] = cards[wasteBase + w - 1 - j]!;
    heights[s.waste] = i + 1;
    heights[s.stock] = st + k;
  }
}

/** The engine's turns that bring card `reach` up (before bringUp plays them). */
export function turnsTo(position: Position, reach: number): Move[] {
  const s = position.shape;
  const d = s.draw;
  const i = reach >> 1;
  let p = position.heights[s.waste]!;
  const n = p + position.heights[s.stock]!;
  const moves: Move[] = [];
  if (reach & 1) {
    for (; p < n; p += d) moves.push({ type: 'deal' });
    moves.push({ type: 'recycle' });
    p = 0;
  }
  for (; p < i + 1; p += d) moves.push({ type: 'deal' });
  return moves;
}

/**
 * Whether the table holds a position with the same cards whose pointer reaches every card this
 * one does (the key just written, in `key`, its pointer changed in turn; `seen` looks it up): a
 * pointer p − d, p − 2d, … ≥ 1 reaches p's cards and more, and any pointer reaches what every pass
 * shows (the first of each residue is tried). Each play from this position is one from that one,
 * so nothing is lost by not searching this one (docs/solver.md).
 */
export function dominatedInTable(position: Position, key: Uint8Array, seen: () => boolean): boolean {
  const at = position.pointerAt;
  if (at < 0) return false;
  const s = position.shape;
  const d = s.draw;
  const own = key[at]!;
  let found = false;
  if (own === 0) {
    const n = position.heights[s.waste]! + position.heights[s.stock]!;
    for (let p = 1; p < d && p < n && !found; p++) {
      key[at] = p;
      found = seen();
    }
  } else {
    for (let p = own - d; p >= 1 && !found; p -= d) {
      key[at] = p;
      found = seen();
    }
  }
  key[at] = own;
  return found;
}

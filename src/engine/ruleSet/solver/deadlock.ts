// A proof that a position is lost, without searching it, where suits leave the table as whole runs
// and columns build in suit: a stretch of one column none of whose cards can
// ever head a move, holding a card that does not lie on the next higher card of its suit, which
// is in the stretch too. Why this is sound: docs/solver.md ("Rule-set games: a stretch that can
// never come apart").
import { KING } from '../../cards/cards.js';
import { rankOfCode } from './cards.js';
import type { Position } from './position.js';
import type { Shape } from './shape.js';

/**
 * Whether the rule set's positions are checked for such a stretch: runs leave only as a whole
 * (so no single card leaves a column for a foundation), columns build in suit without wrapping,
 * every card is in the deal once, no free cell or hole can take a column card, and an empty
 * column takes a king at most (or nothing).
 */
export function checksDeadlock(s: Shape): boolean {
  return s.completeRuns && s.build === 'suit' && !s.wrap && s.cells === 0 && !s.hole && (s.empty === 'kings' || s.empty === 'none') && s.copies.every((n) => n <= 1);
}

/** Where each card of the column being read lies in it (−1: not in it); reset after each column. */
const at = new Int16Array(64).fill(-1);

/** The card one rank higher of the same suit, as a code (−1 for a king). */
const above = (code: number): number => (rankOfCode(code) === KING ? -1 : code + 1);

export function isDeadlocked(position: Position): boolean {
  const s = position.shape;
  const { cards, heights } = position;
  for (let c = 0; c < s.columns; c++) {
    const h = heights[c]!;
    if (h < 3) continue;
    const base = c * s.stride;
    for (let i = 0; i < h; i++) at[cards[base + i]! & 63] = i;
    let found = false;
    for (let q = 2; q < h && !found; q++) {
      const x = cards[base + q]! & 63;
      const next = above(x);
      if (next < 0) continue;
      const b = at[next]!;
      if (b < 0 || b >= q - 1) continue;
      found = closedStretch(cards, base, b, q);
    }
    for (let i = 0; i < h; i++) at[cards[base + i]! & 63] = -1;
    if (found) return true;
  }
  return false;
}

/**
 * Whether the stretch of the column from height `low` to `high` can be widened (within the column)
 * until every card in it but the lowest has the next higher card of its suit in it too (and is no
 * king): then none of them can ever head a move.
 */
function closedStretch(cards: Uint8Array, base: number, low: number, high: number): boolean {
  for (let i = low + 1; i <= high; i++) {
    const next = above(cards[base + i]! & 63);
    if (next < 0) return false;
    const p = at[next]!;
    if (p < 0) return false;
    if (p < low) {
      low = p;
      i = low;
    } else if (p > high) high = p;
  }
  return true;
}

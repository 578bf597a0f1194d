// A proof that a position of a hole game (Golf, Black Hole) is lost, without searching it: some
// card that must still go into the hole never can. Why this is sound: docs/solver.md
// ("Rule-set games: a card the hole can never take").
import { KING } from '../../cards.js';
import { NONE, rankOfCode } from './cards.js';
import { HOLE_TOP, type Position } from './position.js';

/** Whether the rule set's positions are checked for a card the hole can never take. */
export function checksHole(position: Position): boolean {
  return position.shape.hole;
}

/**
 * True when some column card can never go into the hole: the hole's top card is not one of its
 * neighbours, and no other card left in play is one either, other than cards beneath it in its own
 * column (they can only go after it). A neighbour is a card one rank above or below (king and ace
 * too, where the hole wraps). Cards of the stock count as cards left in play: each can become the
 * top of the hole.
 */
export function holeIsHopeless(position: Position, counts: Int32Array): boolean {
  const s = position.shape;
  counts.fill(0);
  for (let c = 0; c < s.columns; c++) {
    const h = position.heights[c]!;
    for (let i = 0; i < h; i++) counts[rankOfCode(position.cardAt(c, i) & 63)]!++;
  }
  if (s.stock >= 0) {
    const h = position.heights[s.stock]!;
    for (let i = 0; i < h; i++) counts[rankOfCode(position.cardAt(s.stock, i))]!++;
  }
  const top = position.vals[position.extra + HOLE_TOP]!;
  const topRank = top === NONE ? 0 : rankOfCode(top);
  const wrap = s.holeWrap;
  for (let c = 0; c < s.columns; c++) {
    const h = position.heights[c]!;
    // counts[16 + r]: cards of rank r beneath height i in this column, counted as i rises.
    for (let r = 17; r < 31; r++) counts[r] = 0;
    const base = c * s.stride;
    for (let i = 0; i < h; i++) {
      const rank = rankOfCode(position.cards[base + i]! & 63);
      const up = rank === KING ? (wrap ? 1 : 0) : rank + 1;
      const down = rank === 1 ? (wrap ? KING : 0) : rank - 1;
      if (topRank !== 0 && (topRank === up || topRank === down)) {
        counts[16 + rank]!++;
        continue;
      }
      const others = (up === 0 ? 0 : counts[up]! - counts[16 + up]!) + (down === 0 || down === up ? 0 : counts[down]! - counts[16 + down]!);
      if (others === 0) return true;
      counts[16 + rank]!++;
    }
  }
  return false;
}

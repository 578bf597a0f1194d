// A proof that a position of a hole game is lost, without searching it: some card that must
// still go into the hole never can. Why this is sound: docs/solver.md
// ("Rule-set games: a card the hole can never take").
import { KING } from '../../cards/cards.js';
import { NONE, rankOfCode } from './cards.js';
import { HOLE_COUNTS, HOLE_TOP, type Position } from './position.js';

/**
 * Whether the rule set's positions are checked for a card the hole can never take: only where every
 * card left in play is in the columns or the stock, which the counts follow (no free cells, reserve
 * or waste, where a neighbour could wait unseen by them).
 */
export function checksHole(position: Position): boolean {
  const s = position.shape;
  return s.hole && s.cells === 0 && s.reservePiles === 0 && s.waste < 0;
}

/**
 * True when some column card can never go into the hole: the hole's top card is not one of its
 * neighbours, and no card left in play (in the columns or the stock: each can become the top of
 * the hole) is one either. A neighbour is a card one rank above or below (king and ace too, where
 * the hole wraps). The counts of cards left are kept by the position (HOLE_COUNTS), so this reads
 * 13 ranks, not every card.
 */
export function holeIsHopeless(position: Position): boolean {
  const vals = position.vals;
  const inColumns = position.extra + HOLE_COUNTS;
  const inPlay = inColumns + 14;
  const top = vals[position.extra + HOLE_TOP]!;
  const topRank = top === NONE ? 0 : rankOfCode(top);
  const wrap = position.shape.holeWrap;
  for (let rank = 1; rank <= KING; rank++) {
    if (vals[inColumns + rank] === 0) continue;
    const up = rank === KING ? (wrap ? 1 : 0) : rank + 1;
    const down = rank === 1 ? (wrap ? KING : 0) : rank - 1;
    if (topRank !== 0 && (topRank === up || topRank === down)) continue;
    if ((up === 0 ? 0 : vals[inPlay + up]!) + (down === 0 ? 0 : vals[inPlay + down]!) === 0) return true;
  }
  return false;
}

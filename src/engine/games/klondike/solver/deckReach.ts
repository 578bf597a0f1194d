// The stock and waste as a set of reachable cards ("K+" moves). Drawing changes nothing but which
// card is on top of the waste, so any winning line can be reordered to draw only right before it
// plays a card from the waste: a draw (or recycle) commutes with every move that does not touch
// the stock and waste, and draws after the last play from the waste are not needed to win. So the
// search plays a waste card straight from the position, together with the draws that bring it up.
//
// From pointer p (cards in the waste) in a sequence of n, drawing shows positions p, p + d, p + 2d,
// … and n (the last draw takes what is left); after a recycle it shows d, 2d, … and n again, the
// same on every later pass. So every card that can ever come up is reachable either on this pass
// or after exactly one recycle, and a card reachable on this pass is reached without recycling (a
// position with a recycle more used is never better: it has the same moves, fewer recycles left).
import type { Position } from './position.js';

/**
 * Writes into `out` each reachable card as index × 2 + (1 when reaching it takes a recycle), this
 * pass's cards first; returns how many it wrote.
 */
export function reachableDeckCards(position: Position, out: Int32Array): number {
  const n = position.deckLength;
  const p = position.pointer;
  const d = position.draw;
  let count = 0;
  if (p > 0) out[count++] = (p - 1) * 2;
  if (p < n) {
    for (let q = p + d; q < n; q += d) out[count++] = (q - 1) * 2;
    out[count++] = (n - 1) * 2;
  }
  if (p > 0 && position.recyclesLeft > 0) {
    // After a recycle: d, 2d, … and n. This pass shows n too, and from a pointer at a multiple
    // of d every multiple from p on; from any other pointer, no multiple of d at all.
    const fromMultiple = p % d === 0;
    for (let q = d; q < n; q += d) if (q < p || !fromMultiple) out[count++] = (q - 1) * 2 + 1;
  }
  return count;
}

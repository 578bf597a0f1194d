// A quick proof that a position is lost: some cards can never move.
//
// Call a set Σ of column cards frozen when each card X in it is neither an ace nor a king, has
// only face-down cards beneath it, and its foundation predecessor and both cards it could lie on
// (one rank up, the other colour) are each in some column beneath X or beneath another card of Σ.
// No card of Σ ever moves. Suppose one does, the first: it cannot go up (its predecessor is still
// covered, so not on the foundation), nor onto a card it fits (those are still covered, so no
// column's top), nor along in a run (the cards beneath it are face down, and stay so while
// covered), nor into an empty column (it is no king). So the cards of Σ never reach the
// foundations and the position is lost. Nothing a game does can make a set frozen later that was
// not frozen from the start of the search (frozen cards keep their places and the cards beneath
// them), so checking the start is enough.
import { RANKS } from './cards.js';
import type { Position } from './position.js';

export function hasFrozenCards(position: Position): boolean {
  const columns = position.columnCount;
  const columnOf = new Int8Array(52).fill(-1);
  const indexOf = new Int8Array(52);
  for (let c = 0; c < columns; c++) {
    for (let i = 0; i < position.heights[c]!; i++) {
      const card = position.cells[c * 52 + i]!;
      columnOf[card] = c;
      indexOf[card] = i;
    }
  }
  /** Per column, the highest index of a frozen card found so far (−1: none). */
  const frozenUpTo = new Int8Array(columns).fill(-1);
  const coveredForever = (card: number, column: number, index: number): boolean => {
    const c = columnOf[card]!;
    if (c < 0) return false;
    return (c === column && indexOf[card]! < index) || indexOf[card]! < frozenUpTo[c]!;
  };
  let grew = true;
  while (grew) {
    grew = false;
    for (let c = 0; c < columns; c++) {
      const lastCandidate = Math.min(position.faceDownCounts[c]!, position.heights[c]! - 1);
      for (let i = frozenUpTo[c]! + 1; i <= lastCandidate; i++) {
        const card = position.cells[c * 52 + i]!;
        const rank = (card % RANKS) + 1;
        if (rank === 1 || rank === RANKS) continue;
        const suit = (card / RANKS) | 0;
        const parentSuits = suit === 0 || suit === 3 ? [1, 2] : [0, 3];
        const stuck =
          coveredForever(card - 1, c, i) &&
          parentSuits.every((s) => coveredForever(s * RANKS + rank, c, i));
        if (stuck) {
          frozenUpTo[c] = i;
          grew = true;
        }
      }
    }
  }
  return frozenUpTo.some((i) => i >= 0);
}

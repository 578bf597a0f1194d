// How promising a position looks, to choose which positions to deal from first (ordering only,
// never pruning): cards still face down, cards not yet on the card they must end on (a King not at
// the bottom of its column counts), and empty columns.
import { COLUMNS } from '../../engine/games/autumn-leaves/rules.js';
import { follows, Position, RANKS } from './position.js';

/** Lower is better. */
export function badness(position: Position): number {
  let faceDown = 0;
  let misplaced = 0;
  let empty = 0;
  for (let c = 0; c < COLUMNS; c++) {
    const height = position.height(c);
    if (height === 0) {
      empty++;
      continue;
    }
    if (position.at(c, 0) % RANKS !== RANKS - 1) misplaced++;
    for (let i = 0; i < height; i++) {
      const id = position.at(c, i);
      if (position.isFaceDown(id)) faceDown++;
      if (i > 0 && !follows(position.at(c, i - 1), id)) misplaced++;
    }
  }
  return faceDown + misplaced - 2 * empty;
}

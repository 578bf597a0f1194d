// How far from a win a position of a game whose suits leave the table as whole runs looks, for the
// beam search (beam.ts) to keep the best-looking positions: never for a proof. The measure is the
// "chaos" a hand-written solver uses for a game of this kind (docs/solver.md), read from the rule
// set's position: the runs each column falls into (a face-down card is a run of its own; cards of
// one suit each one rank below the last are one run), less one for each column that needs no more
// moving (a king at its bottom, or a bottom card that fits on another column's top), less one for
// each empty column. Ties go to the position with more cards ready: its top runs, the runs gone,
// the empty columns. Lower is better.
import { FACE_DOWN, rankOfCode, suitOfCode } from './cards.js';
import { fitsOn } from './moves.js';
import { REMOVED, type Position } from './position.js';

/** Bits the tie-break takes: the cards ready stay below 512. */
const READY_BITS = 9;
const READY_LIMIT = (1 << READY_BITS) - 1;

/** Whether `above` continues a run of one suit on `below` (both face up). */
function joins(below: number, above: number): boolean {
  return (below & FACE_DOWN) === 0 && (above & FACE_DOWN) === 0 && suitOfCode(below) === suitOfCode(above) && rankOfCode(below) === rankOfCode(above) + 1;
}

export function chaos(position: Position): number {
  const s = position.shape;
  const { heights, cards } = position;
  let runs = 0;
  let empty = 0;
  let ready = 13 * position.vals[position.extra + REMOVED]!;
  for (let c = 0; c < s.columns; c++) {
    const h = heights[c]!;
    if (h === 0) {
      empty++;
      continue;
    }
    const base = c * s.stride;
    runs++;
    let top = 1;
    for (let i = 1; i < h; i++) {
      if (joins(cards[base + i - 1]!, cards[base + i]!)) top++;
      else {
        runs++;
        top = 1;
      }
    }
    ready += top;
    const bottom = cards[base]!;
    if (rankOfCode(bottom) === 13) runs--;
    else if (!(bottom & FACE_DOWN)) {
      for (let d = 0; d < s.columns; d++) {
        if (d !== c && heights[d]! > 0 && fitsOn(position, position.topOf(d), bottom)) {
          runs--;
          break;
        }
      }
    }
  }
  runs = Math.max(0, runs - empty);
  ready = Math.min(READY_LIMIT, ready + empty);
  return runs * (READY_LIMIT + 1) + READY_LIMIT - ready;
}

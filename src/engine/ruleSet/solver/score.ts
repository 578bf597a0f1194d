// How promising a position looks, for the order in which the search tries a position's moves:
// higher first. Only the order of the search depends on it, never what it can prove.
import { FACE_DOWN, rankOfCode, suitOfCode } from './cards.js';
import { REMOVED, type Position } from './position.js';

const lowest = new Uint8Array(4);
/**
 * What a card above a lower card of its suit costs (tried on the deals the cell games with
 * kings-only spaces left undecided); more where only free cells can ever take it off (free cells,
 * and a space that takes only a king), less elsewhere (where it cost positions).
 */
const BLOCK = 10;
const BLOCK_CELLS_ONLY = 30;
/**
 * Where only free cells take a card off: what each card above the next card a foundation takes
 * costs (tried on the two shipped games of that kind: far fewer positions with eight cells, as
 * many with four).
 */
const COVERS_NEXT = 30;
/** Each suit's next rank up (0: none), for COVERS_NEXT: one deck only. */
const nextUp = new Uint8Array(4);

export function score(position: Position): number {
  const s = position.shape;
  const { heights, cards, vals } = position;
  // Where runs move, or leave the table, only in one suit, a card in suit on the next counts most.
  const suited = s.group === 'suit-run' || s.completeRuns;
  const cellsOnly = s.cells > 0 && s.empty === 'kings';
  const block = cellsOnly ? BLOCK_CELLS_ONLY : BLOCK;
  const coversNext = cellsOnly && s.foundations === 4 ? COVERS_NEXT : 0;
  if (coversNext > 0) for (let f = 0; f < 4; f++) nextUp[f] = vals[f]! >= 13 ? 0 : ((s.baseRank - 1 + vals[f]!) % 13) + 1;
  const counts = s.foundations > 0;
  const fits = s.fits;
  let value = 0;
  for (let f = 0; f < s.foundations; f++) value += 40 * vals[f]!;
  value += 40 * 13 * vals[position.extra + REMOVED]!;
  for (let c = 0; c < s.columns; c++) {
    const h = heights[c]!;
    const base = c * s.stride;
    if (h === 0) {
      value += s.empty === 'none' ? 0 : 25;
      continue;
    }
    // Cards above a lower card of their own suit: that card cannot go up before they move. Cards
    // in order on the card beneath them, and cards still face down (with what covers them). One
    // pass up the column.
    lowest[0] = lowest[1] = lowest[2] = lowest[3] = 14;
    let below = 0;
    for (let i = 0; i < h; i++) {
      const code = cards[base + i]!;
      if (counts) {
        const suit = suitOfCode(code);
        const rank = rankOfCode(code);
        // Lower means sooner up: counted from the base rank where the foundations start there.
        const order = (rank - s.baseRank + 13) % 13;
        if (order > lowest[suit]!) value -= block;
        else lowest[suit] = order;
        if (rank === nextUp[suit] && coversNext > 0) value -= coversNext * (h - 1 - i);
      }
      if (i > 0) {
        if (below & FACE_DOWN) value -= 12 + (h - i);
        else if (fits[(below << 8) | code] === 1) value += suited && suitOfCode(below) !== suitOfCode(code) ? 1 : 6;
      }
      below = code;
    }
    // Hole games: with a stock to come, tall columns cleared first; without one, short ones (the
    // order that searched fewer positions).
    if (s.hole) value += s.stock >= 0 ? -h * h : h * h;
  }
  for (let i = 0; i < s.cells; i++) if (heights[s.columns + i] === 0) value += 8;
  for (let i = 0; i < s.reservePiles; i++) value -= 8 * heights[s.reserveStart + i]!;
  if (s.hole && s.stock >= 0) value += 4 * heights[s.stock]!;

  return value;
}

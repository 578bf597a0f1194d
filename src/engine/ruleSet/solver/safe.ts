// Playing up cards that no move can ever need again, before the search looks at a position: the
// only pruning besides the seen-table and the canonical key. The condition, and why it loses no
// win, are in docs/solver.md ("Rule-set games: safe cards").
import { FACE_DOWN, rankBelow, rankOfCode } from './cards.js';
import { applyMove, encodeMove, foundationFor, nextReservePile, TO_FOUNDATION } from './moves.js';
import type { Position } from './position.js';
import type { Shape } from './shape.js';

/** Whether the rule set lets the solver play safe cards up at all. */
export function playsSafeCards(shape: Shape): boolean {
  return shape.foundations > 0 && !shape.cardsComeBack && !shape.completeRuns;
}

/** How many copies of a card (its code, 0–51) lie on the foundations. */
function copiesUp(position: Position, code: number): number {
  const s = position.shape;
  const rank = rankOfCode(code);
  const suit = (code / 13) | 0;
  let up = 0;
  for (let f = suit; f < s.foundations; f += 4) if ((rank - s.baseRank + 13) % 13 < position.vals[f]!) up++;
  return up;
}

/** Whether every card that could ever be built on `card` in a column is on a foundation already. */
function nothingBuildsOn(position: Position, card: number): boolean {
  const s = position.shape;
  if (s.build === 'none') return true;
  const below = rankBelow(rankOfCode(card), s.wrap);
  if (below === 0) return true;
  const suit = (card / 13) | 0;
  const red = suit === 1 || suit === 2;
  for (let x = 0; x < 4; x++) {
    const xRed = x === 1 || x === 2;
    if (s.build === 'suit' ? x !== suit : s.build === 'alternate-colours' ? xRed === red : false) continue;
    const code = x * 13 + below - 1;
    if (s.copies[code]! > copiesUp(position, code)) return false;
  }
  return true;
}

/** Whether taking the last card of column c away sets off an automatic move, or stops a deal. */
function emptyingMatters(position: Position, c: number): boolean {
  const s = position.shape;
  if (position.heights[c] !== 1) return false;
  if (s.empty === 'reserve' && nextReservePile(position) >= 0) return true;
  return s.stockTo === 'columns' && s.needsNoEmptyColumn && position.heights[s.stock]! > 0;
}

/**
 * Plays safe cards up until none is left, from the columns, the free cells, the reserve and (when
 * one card is turned at a time) the waste; tells `played` of each move.
 */
export function playSafeCards(position: Position, played: (move: number) => void): void {
  const s = position.shape;
  const wasteToo = s.waste >= 0 && s.draw === 1;
  const last = s.reserveStart + s.reservePiles;
  for (let again = true; again; ) {
    again = false;
    for (let p = 0; p <= last; p++) {
      const pile = p === last ? (wasteToo ? s.waste : -1) : p;
      if (pile < 0 || position.heights[pile] === 0) continue;
      const card = position.topOf(pile);
      if (card & FACE_DOWN) continue;
      const f = foundationFor(position, card);
      if (f < 0 || !nothingBuildsOn(position, card)) continue;
      if (pile < s.columns && (emptyingMatters(position, pile) || (s.group === 'whole-pile' && position.heights[pile]! > 1))) continue;
      const move = encodeMove(TO_FOUNDATION, pile, f, 1);
      played(move);
      applyMove(position, move);
      again = true;
    }
  }
}

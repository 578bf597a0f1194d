// How far a FreeCell position looks from a win, for the best-first search's order: lower is
// better. Only the order of the search depends on it, never what the search can prove. The
// weights were tuned on deals 1–1000 by the positions the search expanded (bench/RESULTS.md).
import { CELLS } from '../ruleSet.js';
import { COLUMNS, isRedCard, NONE, rankOf, STRIDE, suitOf, type Position } from './position.js';

export const MAX_SCORE = 2047;

/**
 * What each move made so far adds to the score, one value for each of the search's queues: a
 * long way round is worth less than a short one, by how much is where the two differ.
 */
export const PER_MOVE: readonly number[] = [3, 4];

/**
 * A weighted sum of:
 * - cards not yet up (×6);
 * - cards lying above a lower card of their column, each of which must move before that card can
 *   go up (×3);
 * - cards not on the card of their column one rank higher and of the other colour (×2);
 * - free cells in use (×3), and columns in use (×8), for room to move;
 * - cards lying above the next card each foundation needs (×1).
 */
export function score(position: Position): number {
  let buried = 0;
  let breaks = 0;
  let columnsUsed = 0;
  let aboveNeeded = 0;
  const foundations = position.foundations;
  for (let c = 0; c < COLUMNS; c++) {
    const height = position.heights[c]!;
    if (height > 0) columnsUsed++;
    let lowest = 14;
    for (let h = 0; h < height; h++) {
      const card = position.cards[c * STRIDE + h]!;
      const rank = rankOf(card);
      if (rank > lowest) buried++;
      else lowest = rank;
      if (h > 0) {
        const below = position.cards[c * STRIDE + h - 1]!;
        if (rankOf(below) !== rank + 1 || isRedCard(below) === isRedCard(card)) breaks++;
      }
      if (foundations[suitOf(card)] === rank - 1) aboveNeeded += height - 1 - h;
    }
  }
  let cellsUsed = 0;
  for (let i = 0; i < CELLS; i++) if (position.cells[i] !== NONE) cellsUsed++;
  const value = 6 * (52 - position.cardsUp()) + 3 * buried + 2 * breaks + 3 * cellsUsed + 8 * columnsUsed + aboveNeeded;
  return Math.min(MAX_SCORE, value);
}

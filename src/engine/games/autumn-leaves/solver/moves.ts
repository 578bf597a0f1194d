// Autumn Leaves' moves for the solver, most promising first: a run onto the card one rank above
// its base, runs that turn a card up or empty a column, a King's run into an empty column, the
// deal, and last every other legal move. Each is an engine move (see position.ts); the only legal
// moves left out are those listed at `generateMoves`, each of which can never be needed.
import { COLUMNS } from '../rules.js';
import { Position, RANKS, rankOf, suitOf, type SolverMove } from './position.js';
import { safeMove } from './safeMove.js';

export interface ScoredMove extends SolverMove {
  score: number;
}

/**
 * Every legal move worth trying, best first. Left out, once the stock is empty (the columns are
 * then interchangeable, so positions that differ only in column order have the same futures):
 * - a whole column moved into an empty column (the same position with two columns swapped);
 * - a move into an empty column other than the first (the same position, columns renamed);
 * - every move but the safe one, when there is one (safeMove.ts).
 */
export function generateMoves(position: Position): ScoredMove[] {
  const safe = safeMove(position);
  if (safe) return [{ ...safe, score: 100 }];
  const moves: ScoredMove[] = [];
  const endPhase = position.stockLeft === 0;
  let firstEmpty = -1;
  for (let c = 0; c < COLUMNS; c++) if (position.height(c) === 0) { firstEmpty = c; break; }
  for (let from = 0; from < COLUMNS; from++) {
    const height = position.height(from);
    const run = position.runLength(from);
    for (let count = 1; count <= run; count++) {
      const base = position.at(from, height - count);
      const rest = height - count;
      const turnsUp = rest > 0 && position.isFaceDown(position.at(from, rest - 1));
      const clears = rest === 0;
      for (let to = 0; to < COLUMNS; to++) {
        if (to === from) continue;
        const onto = position.top(to);
        let score: number;
        if (onto < 0) {
          if (endPhase && (clears || to !== firstEmpty)) continue;
          if (rankOf(base) === RANKS && !clears) score = 60;
          else score = turnsUp ? 20 : 0;
        } else {
          if (suitOf(onto) !== suitOf(base) || onto < base || position.isFaceDown(onto)) continue;
          score = onto === base + 1 ? 80 : 10;
          if (turnsUp) score += 15;
          if (clears) score += 12;
        }
        if (count < run) score -= 5;
        moves.push({ from, to, count, score });
      }
    }
  }
  if (position.dealsLeft > 0) moves.push({ from: -1, to: -1, count: 0, score: 30 });
  moves.sort((a, b) => b.score - a.score);
  return moves;
}

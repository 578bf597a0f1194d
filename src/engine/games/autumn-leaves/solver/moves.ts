// Autumn Leaves' moves for the solver, as whole numbers (`packMove`) written into a caller's array
// (no object per move, for the beam), or as objects most promising first (for the staged search):
// a run onto the card one rank above its base, runs that turn a card up or empty a column, a
// King's run into an empty column, the deal, and last every other legal move. Each is an engine
// move (see position.ts); the only legal moves left out are those listed at `listMoves`, each of
// which can never be needed.
import { COLUMNS } from '../rules.js';
import { DEAL, DECK, Position, RANKS, rankOf, type SolverMove } from './position.js';
import { safeMove } from './safeMove.js';

export interface ScoredMove extends SolverMove {
  score: number;
}

/** More than any position has: each column's run (at most 13 cards) onto each other column, and the deal. */
export const MAX_MOVES = COLUMNS * (COLUMNS - 1) * RANKS + 1;

/** Each column's top card for `listMoves` (DECK for a face-down one, −1 for none). */
const tops = new Int16Array(COLUMNS);

/** A move as one number: from, to and count in bits; 0 is the deal (count 0). */
export function packMove(from: number, to: number, count: number): number {
  return from | (to << 4) | (count << 8);
}

export function unpackMove(code: number): SolverMove {
  const count = code >> 8;
  return count === 0 ? DEAL : { from: code & 15, to: (code >> 4) & 15, count };
}

/** Plays a packed move; returns whether it turned a card up, for `undoMove`. */
export function applyMove(position: Position, code: number): boolean {
  const count = code >> 8;
  if (count === 0) {
    position.deal();
    return false;
  }
  return position.moveRun(code & 15, (code >> 4) & 15, count);
}

export function undoMove(position: Position, code: number, turned: boolean): void {
  const count = code >> 8;
  if (count === 0) position.undoDeal();
  else position.undoRun(code & 15, (code >> 4) & 15, count, turned);
}

/**
 * Every legal move worth trying into `out` (at least MAX_MOVES long), in no particular order;
 * returns how many. Left out, once the stock is empty (the columns are then interchangeable, so
 * positions that differ only in column order have the same futures):
 * - a whole column moved into an empty column (the same position with two columns swapped);
 * - a move into an empty column other than the first (the same position, columns renamed);
 * - every move but the safe one, when there is one (safeMove.ts).
 */
export function listMoves(position: Position, out: Int32Array): number {
  const safe = safeMove(position);
  if (safe) {
    out[0] = packMove(safe.from, safe.to, safe.count);
    return 1;
  }
  let length = 0;
  const endPhase = position.stockLeft === 0;
  let firstEmpty = -1;
  for (let c = 0; c < COLUMNS; c++) {
    const top = position.top(c);
    // A face-down top card takes nothing, like a card of another suit.
    tops[c] = top >= 0 && position.isFaceDown(top) ? DECK : top;
    if (top < 0 && firstEmpty < 0) firstEmpty = c;
  }
  for (let from = 0; from < COLUMNS; from++) {
    const height = position.height(from);
    const run = position.runLength(from);
    for (let count = 1; count <= run; count++) {
      const base = position.at(from, height - count);
      // Same suit and higher: above `base`, below the next suit's first card.
      const suitEnd = base - (base % RANKS) + RANKS;
      const clears = count === height;
      for (let to = 0; to < COLUMNS; to++) {
        if (to === from) continue;
        const onto = tops[to]!;
        if (onto < 0) {
          if (endPhase && (clears || to !== firstEmpty)) continue;
        } else if (onto < base || onto >= suitEnd) continue;
        out[length++] = packMove(from, to, count);
      }
    }
  }
  if (position.dealsLeft > 0) out[length++] = 0;
  return length;
}

const scratch = new Int32Array(MAX_MOVES);
const scores = new Int32Array(MAX_MOVES);

/** Sorts the first `length` moves of `codes` best first (ties stay in the order listed). */
export function orderMoves(position: Position, codes: Int32Array, length: number): void {
  for (let i = 0; i < length; i++) {
    const code = codes[i]!;
    const score = scoreOf(position, code);
    let at = i;
    while (at > 0 && scores[at - 1]! < score) {
      codes[at] = codes[at - 1]!;
      scores[at] = scores[at - 1]!;
      at--;
    }
    codes[at] = code;
    scores[at] = score;
  }
}

/** The moves of `listMoves`, best first (ties in the order listed). */
export function generateMoves(position: Position): ScoredMove[] {
  const length = listMoves(position, scratch);
  orderMoves(position, scratch, length);
  const moves: ScoredMove[] = [];
  for (let i = 0; i < length; i++) moves.push({ ...unpackMove(scratch[i]!), score: scores[i]! });
  return moves;
}

/** How promising a listed move looks, for ordering only. */
function scoreOf(position: Position, code: number): number {
  const count = code >> 8;
  if (count === 0) return 30;
  const from = code & 15;
  const onto = position.top((code >> 4) & 15);
  const height = position.height(from);
  const base = position.at(from, height - count);
  const rest = height - count;
  const turnsUp = rest > 0 && position.isFaceDown(position.at(from, rest - 1));
  let score: number;
  if (onto < 0) score = rankOf(base) === RANKS && rest > 0 ? 60 : turnsUp ? 20 : 0;
  else score = (onto === base + 1 ? 80 : 10) + (turnsUp ? 15 : 0) + (rest === 0 ? 12 : 0);
  return count < position.runLength(from) ? score - 5 : score;
}

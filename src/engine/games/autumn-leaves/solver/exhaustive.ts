// Autumn Leaves' complete search, the one that can prove a deal lost: depth first over every
// position reachable with the moves of moves.ts `listMoves` (deals included), each remembered once
// under an exact key (`exactKeyInto`) in an ExactKeyTable, so no position is ever expanded twice,
// whichever stage or line of deals led to it. If it ends without a win, nothing reachable is won.
//
// Why that is a proof. The table only ever says "reached before": a position met again is either
// still on the path being searched or has had all its moves tried. So the search visits every
// position reachable from the start through the moves listed, and finds a win if one is reachable
// that way. The moves left out by `listMoves` never cut a win off: each is proved there (and in
// safeMove.ts) to leave a win reachable through the moves kept whenever one was reachable at all.
// Keys: two positions share one only when they hold the same cards in the same places, face down
// alike, with as many stock cards left; once the stock is empty the columns are taken in sorted
// order, as the rules treat them alike (exactKey.ts).
// Not part of `solve`: a whole deal has far more positions than it can remember (docs/solver.md
// has the counts); the bench runs it (bench/solver-autumn-leaves-exhaustive.ts).
import { ExactKeyTable } from '../../../../solver/exactKeyTable.js';
import { grownArray } from '../../../../solver/grownArray.js';
import type { SearchBudget } from '../../../../solver/budget.js';
import { applyMove, listMoves, MAX_MOVES, orderMoves, undoMove, unpackMove } from './moves.js';
import { EXACT_KEY_WORDS, exactKeyInto } from './exactKey.js';
import type { Position, SolverMove } from './position.js';

/** About the bytes one remembered position takes: its key and its share of the table's slots. */
const BYTES_PER_POSITION = EXACT_KEY_WORDS * 4 + 32;
const DEFAULT_MEMORY_BYTES = 900 * 2 ** 20;

export type ExhaustiveOutcome = { win: SolverMove[] } | { lost: true } | { stopped: true };

/**
 * Searches everything reachable from `position` (left as it was found). `reached[d]` counts the
 * positions reached with d deals left (the start included).
 */
export function exhaustiveSearch(
  position: Position, budget: SearchBudget, reached: number[] = [], memoryBytes = DEFAULT_MEMORY_BYTES,
): ExhaustiveOutcome {
  const limit = Math.floor(memoryBytes / BYTES_PER_POSITION);
  const table = new ExactKeyTable(EXACT_KEY_WORDS);
  const key = new Uint32Array(EXACT_KEY_WORDS);
  // Frame f tries moves[starts[f] … ends[f]); played[f] is the move that left it, turned[f] its undo.
  const played: number[] = [];
  const turned: boolean[] = [];
  try {
    if (position.isWon()) return { win: [] };
    exactKeyInto(position, key);
    table.find(key);
    table.add(key);
    reached[position.dealsLeft] = (reached[position.dealsLeft] ?? 0) + 1;
    let moves = new Int32Array(MAX_MOVES * 64);
    const starts: number[] = [0];
    const ends: number[] = [];
    ends.push(fillMoves(position, moves, 0));
    for (;;) {
      const f = ends.length - 1;
      if (starts[f]! >= ends[f]!) {
        if (f === 0) return { lost: true };
        ends.pop();
        starts.pop();
        undoMove(position, played.pop()!, turned.pop()!);
        continue;
      }
      const code = moves[starts[f]!++]!;
      const flipped = applyMove(position, code);
      exactKeyInto(position, key);
      if (table.find(key) >= 0) {
        undoMove(position, code, flipped);
        continue;
      }
      played.push(code);
      turned.push(flipped);
      if (!budget.spend() || table.size >= limit) return { stopped: true };
      table.add(key);
      reached[position.dealsLeft] = (reached[position.dealsLeft] ?? 0) + 1;
      if (position.isWon()) return { win: played.map(unpackMove) };
      if (ends[f]! + MAX_MOVES > moves.length) moves = grownArray(moves, moves.length * 2);
      starts.push(ends[f]!);
      ends.push(fillMoves(position, moves, ends[f]!));
    }
  } finally {
    while (played.length > 0) undoMove(position, played.pop()!, turned.pop()!);
    table.release();
  }
}

/** Lists the position's moves, best first, into `moves` from `start`; returns where they end. */
function fillMoves(position: Position, moves: Int32Array, start: number): number {
  const slot = moves.subarray(start, start + MAX_MOVES);
  const length = listMoves(position, slot);
  orderMoves(position, slot, length);
  return start + length;
}

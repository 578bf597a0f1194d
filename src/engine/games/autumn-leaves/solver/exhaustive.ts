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
// order, as the rules treat them alike (position.ts `key`).
// Not part of `solve`: a whole deal has far more positions than it can remember (docs/solver.md
// has the counts); the bench runs it (bench/solver-autumn-leaves-exhaustive.ts), and the staged
// search keys its positions with `exactKeyInto`.
import { ExactKeyTable } from '../../../../solver/exactKeyTable.js';
import { grownArray } from '../../../../solver/grownArray.js';
import type { SearchBudget } from '../../../../solver/budget.js';
import { COLUMNS } from '../rules.js';
import { applyMove, listMoves, MAX_MOVES, orderMoves, undoMove, unpackMove } from './moves.js';
import { DECK, Position, type SolverMove } from './position.js';

/** Words of an exact key: stock left, one byte per column (height and face-down cards), then the cards. */
export const EXACT_KEY_WORDS = Math.ceil((1 + COLUMNS + DECK) / 4);
/** About the bytes one remembered position takes: its key and its share of the table's slots. */
const BYTES_PER_POSITION = EXACT_KEY_WORDS * 4 + 32;
const DEFAULT_MEMORY_BYTES = 900 * 2 ** 20;

const keyBytes = new Uint8Array(EXACT_KEY_WORDS * 4);
const order = new Int8Array(COLUMNS);

/**
 * Writes the position's exact key into `out` (EXACT_KEY_WORDS long). Face-down cards are always
 * the bottom cards of their column (only face-up cards move, and nothing is put on a face-down
 * card), so their number says which they are.
 */
export function exactKeyInto(position: Position, out: Uint32Array): void {
  for (let c = 0; c < COLUMNS; c++) order[c] = c;
  if (position.stockLeft === 0) {
    for (let i = 1; i < COLUMNS; i++) {
      const c = order[i]!;
      let at = i;
      while (at > 0 && compareColumns(position, order[at - 1]!, c) > 0) {
        order[at] = order[at - 1]!;
        at--;
      }
      order[at] = c;
    }
  }
  keyBytes.fill(0);
  keyBytes[0] = position.stockLeft;
  let at = 1 + COLUMNS;
  for (let i = 0; i < COLUMNS; i++) {
    const c = order[i]!;
    const height = position.height(c);
    keyBytes[1 + i] = height | (faceDownCount(position, c) << 6);
    for (let j = 0; j < height; j++) keyBytes[at++] = position.at(c, j) + 1;
  }
  const words = new Uint32Array(keyBytes.buffer);
  out.set(words);
}

/** Makes `position` (one of the same deal: the stock's order is not in the key) the position `key` names. */
export function loadExactKey(position: Position, key: Uint32Array): void {
  const bytes = new Uint8Array(key.buffer, key.byteOffset, EXACT_KEY_WORDS * 4);
  position.stockLeft = bytes[0]!;
  position.faceDown.fill(0);
  let at = 1 + COLUMNS;
  for (let c = 0; c < COLUMNS; c++) {
    const height = bytes[1 + c]! & 63;
    const faceDown = bytes[1 + c]! >> 6;
    position.heights[c] = height;
    for (let i = 0; i < height; i++) {
      const id = bytes[at++]! - 1;
      position.cards[c * DECK + i] = id;
      if (i < faceDown) position.faceDown[id] = 1;
    }
  }
}

function faceDownCount(position: Position, column: number): number {
  let count = 0;
  while (count < position.height(column) && position.isFaceDown(position.at(column, count))) count++;
  return count;
}

/** Orders columns by height, then face-down count, then cards bottom up. */
function compareColumns(position: Position, a: number, b: number): number {
  const ha = position.height(a);
  const hb = position.height(b);
  if (ha !== hb) return ha - hb;
  const fa = faceDownCount(position, a);
  const fb = faceDownCount(position, b);
  if (fa !== fb) return fa - fb;
  for (let i = 0; i < ha; i++) {
    const diff = position.at(a, i) - position.at(b, i);
    if (diff !== 0) return diff;
  }
  return 0;
}

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

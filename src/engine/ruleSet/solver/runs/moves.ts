// The run-building games' move generator, on the compact record (position.ts), and the translation of
// its move codes into engine Moves. Two sets:
//
// - 'sound': every engine-legal move, except two kinds that can be left out without losing a win
//   once the stock cannot deal any more (the column order then no longer matters, so positions
//   that differ only in the order of their columns have the same future):
//     · a run into an empty column other than the first empty one (the results are the same
//       position with two columns swapped);
//     · a whole column into an empty column (the result is the same position, columns swapped).
//   While a row can still be dealt, columns are not interchangeable (each gets its own stock
//   card), so then nothing is left out. The exhaustive search, whose 'lost' is a proof, uses this.
// - 'beam': the sound set without moves a good player seldom needs, for the beam search (which
//   can only answer 'winnable' or 'unknown', so it may drop what it likes):
//     · the empty-column reductions above also while rows remain;
//     · a same-suit run is split only to make a longer same-suit run on the target (this covers
//       completing a sequence) or, while rows remain, into an empty column.
import type { Move } from '../../../types.js';
import { applyDeal, applyRunMove, columnStarts, dealsLeft, isFaceUp, LENGTHS, rankOf, runLength, suitOf, type Layout } from './position.js';

export type MoveSet = 'sound' | 'beam';

/** A move as one number: from | to << 4 | count << 8; a deal is DEAL. */
export const DEAL = 0;
export const encodeMove = (from: number, to: number, count: number): number => from | (to << 4) | (count << 8);
export const moveFrom = (move: number): number => move & 15;
export const moveTo = (move: number): number => (move >> 4) & 15;
export const moveCount = (move: number): number => move >> 8;

/** Most moves a position can have: every count of every run onto every other column, and a deal. */
export function maxMoves(layout: Layout): number {
  return layout.columns * 13 * (layout.columns - 1) + 1;
}

/** Writes into `out` the position after the move. */
export function applyMoveCode(record: Uint8Array, layout: Layout, move: number, out: Uint8Array): void {
  if (move === DEAL) applyDeal(record, layout, out);
  else applyRunMove(record, layout, moveFrom(move), moveTo(move), moveCount(move), out);
}

export function toEngineMove(move: number): Move {
  if (move === DEAL) return { type: 'deal' };
  return {
    type: 'move',
    from: { pile: 'tableau', index: moveFrom(move) },
    to: { pile: 'tableau', index: moveTo(move) },
    count: moveCount(move),
  };
}

/**
 * Writes the moves of `set` from the position into `out` and returns how many there are.
 * `starts` is scratch space for the column offsets (one entry per column).
 */
export function generateMoves(record: Uint8Array, layout: Layout, set: MoveSet, starts: Int32Array, out: Int32Array): number {
  columnStarts(record, layout, starts);
  const columns = layout.columns;
  const rowsLeft = dealsLeft(record, layout) > 0;
  const reduceEmpty = set === 'beam' || !rowsLeft;
  let firstEmpty = -1;
  for (let c = 0; c < columns; c++) {
    if (record[LENGTHS + c] === 0) {
      firstEmpty = c;
      break;
    }
  }
  let n = 0;
  for (let from = 0; from < columns; from++) {
    const length = record[LENGTHS + from]!;
    const start = starts[from]!;
    const run = runLength(record, start, length);
    for (let count = 1; count <= run; count++) {
      const moving = record[start + length - count]!;
      const split = count < run;
      const wholeColumn = count === length;
      for (let to = 0; to < columns; to++) {
        if (to === from) continue;
        const targetLength = record[LENGTHS + to]!;
        if (targetLength === 0) {
          if (reduceEmpty && (to !== firstEmpty || wholeColumn)) continue;
          if (set === 'beam' && split && !rowsLeft) continue;
        } else {
          const top = record[starts[to]! + targetLength - 1]!;
          if (!isFaceUp(top) || rankOf(top) !== rankOf(moving) + 1) continue;
          if (set === 'beam' && split) {
            if (suitOf(top) !== suitOf(moving)) continue;
            if (runLength(record, starts[to]!, targetLength) + count <= run) continue;
          }
        }
        out[n++] = encodeMove(from, to, count);
      }
    }
  }
  if (rowsLeft && firstEmpty < 0) out[n++] = DEAL;
  return n;
}

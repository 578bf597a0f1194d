// How far from a win a position looks, for ordering the beam search (never for pruning a proof).
// The measure is the "chaos" of KPat's solver for the two-deck game, in our own code: count the runs a column
// falls into (every face-down card is a run of its own, a same-suit descending face-up run is
// one), take one off for each column that needs no more moving (a King at its bottom, or a
// bottom card that fits on the top of another column), and one for each empty column. Ties go to
// the position with more cards ready: top runs, cards gone in completed sequences, empty columns.
// The score reads only a summary of each column, so a move's score can be worked out from the
// two columns it changes (expansion.ts).
import { columnStarts, follows, LENGTHS, rankOf, runLength, runsRemoved, type Layout } from './position.js';

/** Bits the tie-break takes in a score: ready counts stay below 512. */
const READY_BITS = 9;
const READY_LIMIT = (1 << READY_BITS) - 1;
/** Scores fall below this: chaos (at most 255, one per card) above the tie-break bits. */
export const SCORE_LIMIT = 256 << READY_BITS;

/** What the score needs of each column (empty columns: length 0, the rest unread). */
export interface ColumnSummary {
  length: Int32Array;
  /** Runs the column falls into. */
  segments: Int32Array;
  /** Length of the movable run on top. */
  topRun: Int32Array;
  bottomRank: Int32Array;
  topRank: Int32Array;
}

export function newSummary(columns: number): ColumnSummary {
  return {
    length: new Int32Array(columns), segments: new Int32Array(columns), topRun: new Int32Array(columns),
    bottomRank: new Int32Array(columns), topRank: new Int32Array(columns),
  };
}

/** Copies a summary (a plain loop: ten entries, where `set` costs more). */
export function copySummary(from: ColumnSummary, to: ColumnSummary): void {
  for (let c = 0; c < from.length.length; c++) {
    to.length[c] = from.length[c]!;
    to.segments[c] = from.segments[c]!;
    to.topRun[c] = from.topRun[c]!;
    to.bottomRank[c] = from.bottomRank[c]!;
    to.topRank[c] = from.topRank[c]!;
  }
}

/** Summarises every column of a record; `starts` is scratch space for the column offsets. */
export function summarise(record: Uint8Array, layout: Layout, starts: Int32Array, summary: ColumnSummary): void {
  columnStarts(record, layout, starts);
  for (let c = 0; c < layout.columns; c++) {
    const length = record[LENGTHS + c]!;
    const start = starts[c]!;
    summary.length[c] = length;
    if (length === 0) continue;
    let segments = 1;
    for (let i = start + 1; i < start + length; i++) if (!follows(record[i - 1]!, record[i]!)) segments++;
    summary.segments[c] = segments;
    summary.topRun[c] = runLength(record, start, length);
    summary.bottomRank[c] = rankOf(record[start]!);
    summary.topRank[c] = rankOf(record[start + length - 1]!);
  }
}

/** How many columns have each rank on top (scratch, reused). */
const topsOfRank = new Int32Array(16);

/** The score of a position from its column summary and completed runs. Lower is better. */
export function scoreOf(summary: ColumnSummary, columns: number, removed: number): number {
  topsOfRank.fill(0);
  for (let c = 0; c < columns; c++) if (summary.length[c]! > 0) topsOfRank[summary.topRank[c]!]!++;
  let chaos = 0;
  let empty = 0;
  let ready = 13 * removed;
  for (let c = 0; c < columns; c++) {
    if (summary.length[c] === 0) {
      empty++;
      continue;
    }
    chaos += summary.segments[c]!;
    ready += summary.topRun[c]!;
    const bottom = summary.bottomRank[c]!;
    const fitsOwnTop = summary.topRank[c] === bottom + 1 ? 1 : 0;
    if (bottom === 13 || topsOfRank[bottom + 1]! - fitsOwnTop > 0) chaos--;
  }
  chaos = Math.max(0, chaos - empty);
  ready = Math.min(READY_LIMIT, ready + empty);
  return (chaos << READY_BITS) | (READY_LIMIT - ready);
}

const scratch = { columns: 0, summary: newSummary(0) };

/** The score of a record, from scratch. `starts` is scratch space for the column offsets. */
export function scorePosition(record: Uint8Array, layout: Layout, starts: Int32Array): number {
  if (scratch.columns !== layout.columns) {
    scratch.columns = layout.columns;
    scratch.summary = newSummary(layout.columns);
  }
  summarise(record, layout, starts, scratch.summary);
  return scoreOf(scratch.summary, layout.columns, runsRemoved(record));
}

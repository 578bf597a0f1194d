// How far from a win a position looks, for ordering the beam search (never for pruning a proof).
// The measure is the "chaos" of KPat's Spider solver, in our own code: count the runs a column
// falls into (every face-down card is a run of its own, a same-suit descending face-up run is
// one), take one off for each column that needs no more moving (a King at its bottom, or a
// bottom card that fits on the top of another column), and one for each empty column. Ties go to
// the position with more cards ready: top runs, cards gone in completed sequences, empty columns.
import { columnStarts, follows, LENGTHS, rankOf, runLength, runsRemoved, type Layout } from './position.js';

/** Bits the tie-break takes in a score: ready counts stay below 512. */
const READY_BITS = 9;
const READY_LIMIT = (1 << READY_BITS) - 1;

/** Scores fall below this: chaos (at most 255, one per card) above the tie-break bits. */
export const SCORE_LIMIT = 256 << READY_BITS;

/** How many columns have each rank on top (scratch, reused). */
const topsOfRank = new Int32Array(16);

/** Lower is better. `starts` is scratch space for the column offsets. */
export function scorePosition(record: Uint8Array, layout: Layout, starts: Int32Array): number {
  columnStarts(record, layout, starts);
  const columns = layout.columns;
  topsOfRank.fill(0);
  for (let c = 0; c < columns; c++) {
    const length = record[LENGTHS + c]!;
    if (length > 0) topsOfRank[rankOf(record[starts[c]! + length - 1]!)]!++;
  }
  let chaos = 0;
  let empty = 0;
  let ready = 13 * runsRemoved(record);
  for (let c = 0; c < columns; c++) {
    const length = record[LENGTHS + c]!;
    if (length === 0) {
      empty++;
      continue;
    }
    const start = starts[c]!;
    chaos++;
    for (let i = start + 1; i < start + length; i++) if (!follows(record[i - 1]!, record[i]!)) chaos++;
    ready += runLength(record, start, length);
    const bottomRank = rankOf(record[start]!);
    const ownTop = rankOf(record[start + length - 1]!);
    if (bottomRank === 13 || topsOfRank[bottomRank + 1]! - (ownTop === bottomRank + 1 ? 1 : 0) > 0) chaos--;
  }
  chaos = Math.max(0, chaos - empty);
  ready = Math.min(READY_LIMIT, ready + empty);
  return (chaos << READY_BITS) | (READY_LIMIT - ready);
}

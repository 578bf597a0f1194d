// A beam search for Autumn Leaves wins: level by level (one move per level, a deal counting as
// one), every child of the positions kept, and for the next level only the `width` most promising
// children with each number of deals left (promise.ts `beamBadness`). Keeping some of each stops
// the beam from dealing everything early and running into one lost last stage (it wins more deals
// so than with `width` kept in all: bench/RESULTS.md). Positions seen before
// in this search (by `Position.hashInto`, in Spider's capped set of hashes) are not kept again.
// The beam proves nothing when it finds no win: the staged search (solver.ts) does that.
import type { SearchBudget } from '../../../../search/budget.js';
import { SeenSet } from '../../../../search/seenSet.js';
import { grownArray } from '../../../../search/grownArray.js';
import { applyMove, listMoves, MAX_MOVES, orderMoves, undoMove, unpackMove } from './moves.js';
import { Position, type SolverMove } from './position.js';
import { beamBadness, type BeamWeights } from './promise.js';

const SIZE = Position.SAVED_SIZE;
/** At most 2^22 positions seen (8 bytes each, 32 MiB); past three quarters of that it forgets them all. */
const SEEN_LOG2 = 22;
/**
 * At most this many positions kept over all levels (8 bytes each for the way back, 128 MiB): a
 * beam that would keep more gives up. Each kept position was a new one, paid for by the budget,
 * so only budgets of many millions of positions come near it.
 */
const MAX_KEPT = 2 ** 24;
/** More than the children of one level can ever number. */
const CHILDREN = 2 ** 24;
/** Makes every score in twentieths positive (none is below −64). */
const SCORE_OFFSET = 4096;
/** More than any score made positive (none is above 200, so none above 8,096 in twentieths). */
const SCORES = 8192;

export type BeamOutcome = { win: SolverMove[] } | { stopped: true } | undefined;

/**
 * A win from `position` (left as it was), or `{ stopped }` when the budget ran out, or undefined
 * (no win within `maxDepth` moves, or too many positions kept).
 */
export function beamSearch(position: Position, width: number, weights: BeamWeights, budget: SearchBudget, maxDepth: number): BeamOutcome {
  const start = new Uint8Array(SIZE);
  position.saveInto(start, 0);
  const restore = () => position.loadFrom(start, 0);
  if (position.isWon()) return { win: [] };
  const hash = new Uint32Array(2);
  const seen = new SeenSet(SEEN_LOG2);
  position.hashInto(hash);
  seen.add(hash[0]!, hash[1]!);
  // For the way back: each level's kept positions, as (parent index, packed move).
  const parents: Int32Array[] = [];
  const moves: Int32Array[] = [];
  let level = new Uint8Array(SIZE);
  level.set(start);
  let count = 1;
  let kept = 0;
  const codes = new Int32Array(MAX_MOVES);
  // Each child as one number, so that one sort of a typed array ranks them all: its number of
  // deals left, then its score (in twentieths, all whole, made positive), then its place in `from`
  // and `via` (its parent and move), which breaks ties by the order the children came in.
  let ranked = new Float64Array(1024);
  let from = new Int32Array(1024);
  let via = new Int32Array(1024);
  for (let depth = 0; depth < maxDepth && count > 0 && kept < MAX_KEPT; depth++) {
    let children = 0;
    for (let i = 0; i < count; i++) {
      position.loadFrom(level, i * SIZE);
      const length = listMoves(position, codes);
      orderMoves(position, codes, length);
      for (let m = 0; m < length; m++) {
        const code = codes[m]!;
        const turned = applyMove(position, code);
        position.hashInto(hash);
        if (seen.add(hash[0]!, hash[1]!)) {
          if (!budget.spend()) {
            restore();
            return { stopped: true };
          }
          if (position.isWon()) {
            const line: SolverMove[] = [unpackMove(code)];
            for (let d = depth - 1, at = i; d >= 0; d--) {
              line.push(unpackMove(moves[d]![at]!));
              at = parents[d]![at]!;
            }
            restore();
            return { win: line.reverse() };
          }
          ranked = grownArray(ranked, children + 1);
          from = grownArray(from, children + 1);
          via = grownArray(via, children + 1);
          const score = Math.round(beamBadness(position, weights) * 20) + SCORE_OFFSET;
          ranked[children] = (position.dealsLeft * SCORES + score) * CHILDREN + children;
          from[children] = i;
          via[children] = code;
          children++;
        }
        undoMove(position, code, turned);
      }
    }
    // The `width` best children with each number of deals left, fewest deals left first.
    const sorted = ranked.subarray(0, children).sort();
    let nextCount = 0;
    for (let k = 0, group = -1, inGroup = 0; k < children; k++) {
      const child = sorted[k]!;
      const dealsLeft = Math.floor(child / (SCORES * CHILDREN));
      if (dealsLeft !== group) {
        group = dealsLeft;
        inGroup = 0;
      }
      if (inGroup++ < width) sorted[nextCount++] = child % CHILDREN;
    }
    const next = new Uint8Array(nextCount * SIZE);
    const levelParents = new Int32Array(nextCount);
    const levelMoves = new Int32Array(nextCount);
    for (let j = 0; j < nextCount; j++) {
      const k = sorted[j]!;
      position.loadFrom(level, from[k]! * SIZE);
      applyMove(position, via[k]!);
      position.saveInto(next, j * SIZE);
      levelParents[j] = from[k]!;
      levelMoves[j] = via[k]!;
    }
    parents.push(levelParents);
    moves.push(levelMoves);
    level = next;
    count = nextCount;
    kept += count;
  }
  restore();
  return undefined;
}

// The beam search: breadth-first by number of moves, keeping at each depth only the best-looking
// positions (score.ts), at most `width` of them for each number of rows still in the stock (so a
// position that has dealt never crowds out one that has not yet). It uses the 'beam' move set,
// which drops moves a good player never needs, and drops positions besides: it can only ever
// find a win, never prove a loss.
import type { SearchBudget } from '../../../../search/budget.js';
import { grownArray } from '../../../../search/grownArray.js';
import { Expansion } from './expansion.js';
import { SeenSet } from '../../../../search/seenSet.js';
import { hashRecord } from './hashing.js';
import { applyMoveCode, DEAL, generateMoves, maxMoves } from './moves.js';
import { dealsLeft, isWon, rowsIn, stockLeft, type Layout } from './position.js';
import { SCORE_LIMIT, scorePosition } from './score.js';

type BeamResult = { found: true; moves: number[] } | { found: false; exhausted: boolean };

/** Most candidates one depth holds (a cap on memory; the rest of that depth is not looked at). */
const MAX_CANDIDATES = 1 << 22;
/** Most positions the tree of kept positions holds (8 bytes each): past it the search gives up. */
const MAX_NODES = 1 << 25;

/** A growable Int32Array. */
class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    this.data = grownArray(this.data, this.length + 1);
    this.data[this.length++] = value;
  }
}

/**
 * The candidates' indices, best score first, in index order among equal scores: a counting sort
 * over the scores present (small numbers; a comparison sort of a million candidates costs more).
 */
function sortByScore(scores: Int32Array, total: number, counts: Int32Array): Int32Array {
  let low = scores[0]!;
  let high = low;
  for (let i = 1; i < total; i++) {
    const score = scores[i]!;
    if (score < low) low = score;
    else if (score > high) high = score;
  }
  const span = high - low + 1;
  counts.fill(0, 0, span + 1);
  for (let i = 0; i < total; i++) counts[scores[i]! - low + 1]!++;
  for (let s = 1; s <= span; s++) counts[s]! += counts[s - 1]!;
  const order = new Int32Array(total);
  for (let i = 0; i < total; i++) order[counts[scores[i]! - low]!++] = i;
  return order;
}

/**
 * Searches from `root` keeping `width` positions per stock level per depth, for at most
 * `maxDepth` moves. `seen` is emptied first and used throughout.
 */
export function beamSearch(
  root: Uint8Array, layout: Layout, width: number, maxDepth: number, budget: SearchBudget, seen: SeenSet,
): BeamResult {
  const stride = layout.stride;
  const buckets = dealsLeft(root) + 1;
  const levelCapacity = width * buckets;
  // Two buffers of records (this depth's, the next one's), each record seen through its own view.
  const views = (): Uint8Array[] => {
    const buffer = new Uint8Array(levelCapacity * stride);
    return Array.from({ length: levelCapacity }, (_, slot) => buffer.subarray(slot * stride, (slot + 1) * stride));
  };
  let level = views();
  let next = views();
  let levelNodes = new Int32Array(levelCapacity);
  let nextNodes = new Int32Array(levelCapacity);
  // The two hashes of each position kept.
  let levelFirst = new Uint32Array(levelCapacity);
  let nextFirst = new Uint32Array(levelCapacity);
  let levelSecond = new Uint32Array(levelCapacity);
  let nextSecond = new Uint32Array(levelCapacity);
  let levelSize = 1;
  level[0]!.set(root);
  // The tree of kept positions: each node's parent node and the move that led to it.
  const parents = new IntList(1 << 16);
  const via = new IntList(1 << 16);
  parents.push(-1);
  via.push(DEAL);
  levelNodes[0] = 0;

  const starts = new Int32Array(layout.columns);
  const moves = new Int32Array(maxMoves(layout));
  const child = new Uint8Array(stride);
  const expansion = new Expansion(layout);
  const hashes = new Uint32Array(2);
  const candidateParent = new IntList(1 << 12);
  const candidateMove = new IntList(1 << 12);
  const candidateScore = new IntList(1 << 12);
  const candidateFirst = new IntList(1 << 12);
  const candidateSecond = new IntList(1 << 12);
  const kept = new Int32Array(buckets);
  const scoreCounts = new Int32Array(SCORE_LIMIT + 1);
  seen.clear();
  hashRecord(root, layout, hashes);
  seen.add(hashes[0]!, hashes[1]!);
  levelFirst[0] = hashes[0]!;
  levelSecond[0] = hashes[1]!;

  const lineTo = (node: number, last: number): number[] => {
    const line = [last];
    for (let n = node; n > 0; n = parents.data[n]!) line.push(via.data[n]!);
    return line.reverse();
  };

  for (let depth = 0; depth < maxDepth; depth++) {
    candidateParent.length = candidateMove.length = candidateScore.length = candidateFirst.length = candidateSecond.length = 0;
    for (let slot = 0; slot < levelSize && candidateParent.length < MAX_CANDIDATES; slot++) {
      if (!budget.spend()) return { found: false, exhausted: true };
      const record = level[slot]!;
      const count = generateMoves(record, layout, 'beam', starts, moves);
      expansion.load(record, levelFirst[slot]!, levelSecond[slot]!);
      for (let m = 0; m < count; m++) {
        const move = moves[m]!;
        if (move !== DEAL && expansion.evaluate(move)) {
          hashes[0] = expansion.first;
          hashes[1] = expansion.second;
          if (seen.has(hashes[0]!, hashes[1]!)) continue;
          candidateScore.push(expansion.score);
        } else {
          applyMoveCode(record, layout, move, child);
          if (isWon(child)) return { found: true, moves: lineTo(levelNodes[slot]!, move) };
          hashRecord(child, layout, hashes);
          if (seen.has(hashes[0]!, hashes[1]!)) continue;
          candidateScore.push(scorePosition(child, layout, starts));
        }
        candidateParent.push(slot);
        candidateMove.push(move);
        candidateFirst.push(hashes[0]!);
        candidateSecond.push(hashes[1]!);
        if (candidateParent.length >= MAX_CANDIDATES) break;
      }
    }
    const total = candidateParent.length;
    if (total === 0) return { found: false, exhausted: false };
    const order = sortByScore(candidateScore.data, total, scoreCounts);
    kept.fill(0);
    let nextSize = 0;
    for (let k = 0; k < total && nextSize < levelCapacity; k++) {
      const i = order[k]!;
      const slot = candidateParent.data[i]!;
      const move = candidateMove.data[i]!;
      const bucket = rowsIn(stockLeft(level[slot]!) - (move === DEAL ? layout.columns : 0));
      if (kept[bucket]! >= width) continue;
      const first = candidateFirst.data[i]! >>> 0;
      const second = candidateSecond.data[i]! >>> 0;
      if (!seen.add(first, second)) continue;
      applyMoveCode(level[slot]!, layout, move, next[nextSize]!);
      nextFirst[nextSize] = first;
      nextSecond[nextSize] = second;
      kept[bucket]!++;
      nextNodes[nextSize++] = parents.length;
      parents.push(levelNodes[slot]!);
      via.push(move);
    }
    if (parents.length > MAX_NODES) return { found: false, exhausted: false };
    [level, next] = [next, level];
    [levelNodes, nextNodes] = [nextNodes, levelNodes];
    [levelFirst, nextFirst] = [nextFirst, levelFirst];
    [levelSecond, nextSecond] = [nextSecond, levelSecond];
    levelSize = nextSize;
  }
  return { found: false, exhausted: false };
}

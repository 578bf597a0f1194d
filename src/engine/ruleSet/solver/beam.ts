// The beam search of the rule-set solver: for games whose suits leave the table as whole runs
// or any face-up card moves with what lies on it (staged.ts) and, before the long search, for most
// others (beamsFirst.ts). Breadth-first by number of moves, each followed by the safe cards where
// the rules allow them (safe.ts), keeping at each depth only the best-looking positions (chaos.ts
// where suits leave as whole runs, elsewhere the depth-first search's score.ts, or the measure
// given), at most `width` of them for each number of deals left in the
// stock (so a position that has dealt never crowds out one that has not yet). It drops positions,
// and its table of positions seen may forget or confuse two: it can only ever find a win, never
// prove a loss. The same search as one of the hand-written solvers' (docs/solver.md).
import type { SearchBudget } from '../../../search/budget.js';
import { grownArray } from '../../../search/grownArray.js';
import type { SearchOutcome } from '../../../search/outcome.js';
import { SeenSet } from '../../../search/seenSet.js';
import type { Move } from '../../types.js';
import { chaos } from './chaos.js';
import { applyMove, MoveGenerator, toEngineMoves, type MoveList } from './moves.js';
import type { Position } from './position.js';
import { playSafeCards, playsSafeCards } from './safe.js';
import { score } from './score.js';
import { checksStalled, isStalled } from './stalled.js';
import { checksStuck, isStuck } from './stuck.js';

const ignore = (): void => {};
/** Above any score a position can have, so that a measure by score (lower first) is never negative. */
const SCORE_CEILING = 1 << 16;

/** score.ts's rating as a beam's measure: the best-scored position first. */
export const byScore = (position: Position): number => Math.max(0, SCORE_CEILING - score(position));
const defaultMeasure = (position: Position): number => (position.shape.completeRuns ? chaos(position) : byScore(position));

export type BeamResult = { found: true; moves: number[] } | { found: false; exhausted: boolean };

/** A table of positions seen for a run of beams to share: at most 2^22 entries of 8 bytes. */
export const beamSeen = (): SeenSet => new SeenSet(22);

/**
 * A beam (beamSearch) as a search's outcome: winnable with its line said as engine moves,
 * unknown once the budget is spent, undefined when it found nothing.
 */
export function beamOutcome(position: Position, width: number, budget: SearchBudget, seen: SeenSet, measure?: (position: Position) => number, maxDepth = MAX_DEPTH): SearchOutcome<Move> | undefined {
  const result = beamSearch(position, width, budget, seen, measure, maxDepth);
  if (result.found) return { verdict: 'winnable', moves: engineLine(position, result.moves) };
  return result.exhausted ? { verdict: 'unknown' } : undefined;
}

/**
 * A beam's line of the solver's moves from the position, said as engine moves, each followed by
 * the safe cards it played; the position is left as it was.
 */
function engineLine(position: Position, line: readonly number[]): Move[] {
  const mark = position.mark();
  const safe = playsSafeCards(position.shape);
  const moves: Move[] = [];
  const say = (move: number): void => {
    moves.push(...toEngineMoves(position, move));
  };
  for (const move of line) {
    say(move);
    applyMove(position, move);
    if (safe) playSafeCards(position, say);
  }
  position.undoTo(mark);
  return moves;
}

/** The longest line followed, unless the caller says otherwise. */
const MAX_DEPTH = 1_000;
/** Most positions the tree of kept positions holds (8 bytes each): past it the search gives up. */
const MAX_NODES = 1 << 24;

/** A position copied out whole (cards, heights, values), to be loaded back later. */
class Snapshots {
  readonly size: number;
  data: Uint8Array;
  constructor(private readonly position: Position, capacity: number) {
    this.size = position.cards.length + position.heights.length + position.vals.length;
    this.data = new Uint8Array(capacity * this.size);
  }
  save(slot: number): void {
    const p = this.position;
    let at = slot * this.size;
    this.data.set(p.cards, at);
    this.data.set(p.heights, (at += p.cards.length));
    this.data.set(p.vals, at + p.heights.length);
  }
  load(slot: number): void {
    const p = this.position;
    let at = slot * this.size;
    p.cards.set(this.data.subarray(at, (at += p.cards.length)));
    p.heights.set(this.data.subarray(at, (at += p.heights.length)));
    p.vals.set(this.data.subarray(at, at + p.vals.length));
  }
}

/** Two independent 32-bit hashes of a key. */
function hashKey(key: Uint32Array, out: Uint32Array): void {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < key.length; i++) {
    const w = key[i]!;
    a = Math.imul(a ^ w, 0x01000193);
    a ^= a >>> 15;
    b = Math.imul(b + w, 0x85ebca6b);
    b ^= b >>> 13;
  }
  out[0] = a >>> 0;
  out[1] = Math.imul(b, 0xc2b2ae35) >>> 0;
}

/**
 * The stock's bucket: how many deals it has left (0 without a stock dealt to columns), so that a
 * position that has dealt never crowds out one that has not.
 */
function bucketOf(position: Position): number {
  const s = position.shape;
  if (s.stock < 0 || s.stockTo !== 'columns') return 0;
  return Math.ceil(position.heights[s.stock]! / s.dealColumns.length);
}

/**
 * Searches from the position (left as it was found) keeping `width` positions per bucket per
 * depth, those that `measure` rates lowest, for at most `maxDepth` moves. `seen` is emptied first.
 */
export function beamSearch(position: Position, width: number, budget: SearchBudget, seen: SeenSet, measure: (position: Position) => number = defaultMeasure, maxDepth = MAX_DEPTH): BeamResult {
  // Each move is followed by the safe cards, where the rule set allows them (engineLine replays them).
  const safe = playsSafeCards(position.shape);
  const play = (move: number): void => {
    applyMove(position, move);
    if (safe) playSafeCards(position, ignore);
  };
  // A position rule 12 or 14 proves lost is not worth a place in the beam.
  const stuck = checksStuck(position.shape);
  const stalled = checksStalled(position.shape);
  const buckets = bucketOf(position) + 1;
  const capacity = width * buckets;
  const root = position.mark();
  const rootSnapshot = new Snapshots(position, 1);
  rootSnapshot.save(0);
  let level = new Snapshots(position, capacity);
  let next = new Snapshots(position, capacity);
  let levelNodes = new Int32Array(capacity);
  let nextNodes = new Int32Array(capacity);
  let levelSize = 1;
  level.save(0);
  // The tree of kept positions: each node's parent and the move that led to it.
  let parents = new Int32Array(1 << 12);
  let via = new Int32Array(1 << 12);
  let nodes = 1;
  parents[0] = -1;
  const generator = new MoveGenerator(position);
  const list: MoveList = { moves: new Int32Array(1024), ranks: new Int32Array(1024) };
  const key = new Uint32Array(position.keyBytes / 4);
  const keyBytes = new Uint8Array(key.buffer);
  const hashes = new Uint32Array(2);
  // This depth's candidates: parent slot, move, score, hashes, bucket.
  let cParent = new Int32Array(1 << 12);
  let cMove = new Int32Array(1 << 12);
  let cFirst = new Uint32Array(1 << 12);
  let cSecond = new Uint32Array(1 << 12);
  let cBucket = new Int32Array(1 << 12);
  let order = new Float64Array(1 << 12);
  const kept = new Int32Array(buckets);
  seen.clear();
  position.writeKey(keyBytes);
  hashKey(key, hashes);
  seen.add(hashes[0]!, hashes[1]!);

  const lineTo = (node: number, last: number): number[] => {
    const line = [last];
    for (let n = node; n > 0; n = parents[n]!) line.push(via[n]!);
    return line.reverse();
  };

  try {
    for (let depth = 0; depth < maxDepth; depth++) {
      let total = 0;
      for (let slot = 0; slot < levelSize; slot++) {
        if (!budget.spend()) return { found: false, exhausted: true };
        level.load(slot);
        const end = generator.generate(list, 0);
        for (let i = 0; i < end; i++) {
          const move = list.moves[i]!;
          const mark = position.mark();
          play(move);
          if (position.isWon()) {
            position.undoTo(mark);
            return { found: true, moves: lineTo(levelNodes[slot]!, move) };
          }
          position.writeKey(keyBytes);
          hashKey(key, hashes);
          if (!seen.has(hashes[0]!, hashes[1]!) && !(stuck && isStuck(position)) && !(stalled && isStalled(position))) {
            if (total >= cParent.length) {
              cParent = grownArray(cParent, total + 1);
              cMove = grownArray(cMove, total + 1);
              cFirst = grownArray(cFirst, total + 1);
              cSecond = grownArray(cSecond, total + 1);
              cBucket = grownArray(cBucket, total + 1);
              order = grownArray(order, total + 1);
            }
            cParent[total] = slot;
            cMove[total] = move;
            cFirst[total] = hashes[0]!;
            cSecond[total] = hashes[1]!;
            cBucket[total] = bucketOf(position);
            // Best score first, in the order found among equal scores.
            order[total] = measure(position) * 2 ** 24 + total;
            total++;
          }
          position.undoTo(mark);
        }
      }
      if (total === 0) return { found: false, exhausted: false };
      const sorted = order.subarray(0, total).sort();
      kept.fill(0);
      let nextSize = 0;
      for (let k = 0; k < total && nextSize < capacity; k++) {
        const i = sorted[k]! % 2 ** 24;
        const bucket = cBucket[i]!;
        if (kept[bucket]! >= width) continue;
        if (!seen.add(cFirst[i]!, cSecond[i]!)) continue;
        const slot = cParent[i]!;
        level.load(slot);
        const mark = position.mark();
        play(cMove[i]!);
        next.save(nextSize);
        position.undoTo(mark);
        kept[bucket]!++;
        nextNodes[nextSize++] = nodes;
        if (nodes >= parents.length) {
          parents = grownArray(parents, nodes + 1);
          via = grownArray(via, nodes + 1);
        }
        parents[nodes] = levelNodes[slot]!;
        via[nodes++] = cMove[i]!;
      }
      if (nodes > MAX_NODES) return { found: false, exhausted: false };
      [level, next] = [next, level];
      [levelNodes, nextNodes] = [nextNodes, levelNodes];
      levelSize = nextSize;
    }
    return { found: false, exhausted: false };
  } finally {
    rootSnapshot.load(0);
    position.undoTo(root);
  }
}

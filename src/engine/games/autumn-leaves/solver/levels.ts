// Autumn Leaves' complete search level by level, the one that proved deal 100 lost: every position
// reachable with the most deals left is listed (breadth first), then every one with one deal
// fewer, and so on; a level holds the positions its deals lead to and everything reachable from
// them without dealing. Not part of `solve` (a whole deal takes minutes to hours); the bench runs
// it (bench/solver-autumn-leaves-exhaustive.ts) to count positions by deals left and to prove
// deals lost.
//
// The last level (no deal left) is by far the biggest, so it may be listed one last stage at a
// time instead of whole: each stage start depth first, passing over positions already proved lost,
// and a stage listed to the end without a win adds every position it listed to the lost ones (as
// the staged search's `lostEnds`: solver.ts has the proof). The lost positions are kept in a table
// of bounded size, emptied when full: forgetting a proof costs time, never soundness.
//
// Why 'lost' is a proof: the moves of `listMoves` are tried from every position listed, a deal
// leads into the next level and any other move into the same one, so each level ends closed under
// the moves and the last holds every position reachable (stage by stage, each closed with the lost
// ones); no win was met among them. Moves `listMoves` leaves out never cut a win off (moves.ts,
// safeMove.ts).
import { ExactKeyTable } from '../../../../search/exactKeyTable.js';
import { grownArray } from '../../../../search/grownArray.js';
import { EXACT_KEY_WORDS, exactKeyInto, loadExactKey } from './exactKey.js';
import { applyMove, listMoves, MAX_MOVES, undoMove } from './moves.js';
import { Position } from './position.js';

export type LevelVerdict = 'winnable' | 'lost' | 'unknown';

export interface LevelOptions {
  /** Positions listed at most (each counted once, when its moves are tried). */
  maxPositions: number;
  /** Bytes for the lost positions when the last stages are listed apart; undefined: the last level is listed whole. */
  lostMemoryBytes?: number;
  /** Told each level's size (positions with `dealsLeft` deals left), and whether it was listed whole. */
  onLevel?: (dealsLeft: number, positions: number, complete: boolean) => void;
  /** Told, every 100,000 last stages listed apart, how far it is. */
  onProgress?: (stagesDone: number, stages: number, listed: number) => void;
}

/** Everything reachable from `position` (left as it was), level by level; see the top of this file. */
export function listByLevels(position: Position, options: LevelOptions): { verdict: LevelVerdict; listed: number } {
  const saved = new Uint8Array(Position.SAVED_SIZE);
  position.saveInto(saved, 0);
  try {
    return listFrom(position, options);
  } finally {
    position.loadFrom(saved, 0);
  }
}

function listFrom(position: Position, { maxPositions, lostMemoryBytes, onLevel, onProgress }: LevelOptions): { verdict: LevelVerdict; listed: number } {
  if (position.isWon()) return { verdict: 'winnable', listed: 0 };
  const key = new Uint32Array(EXACT_KEY_WORDS);
  const moves = new Int32Array(MAX_MOVES);
  let level = new ExactKeyTable(EXACT_KEY_WORDS);
  exactKeyInto(position, key);
  level.find(key);
  level.add(key);
  let listed = 0;
  try {
    for (let dealsLeft = position.dealsLeft; dealsLeft >= 0 && listed < maxPositions; dealsLeft--) {
      if (dealsLeft === 0 && lostMemoryBytes !== undefined) {
        onLevel?.(0, level.size, true);
        const outcome = lastStagesApart(level, position, maxPositions - listed, lostMemoryBytes, onProgress);
        return { verdict: outcome.verdict, listed: listed + outcome.listed };
      }
      const next = new ExactKeyTable(EXACT_KEY_WORDS);
      for (let entry = 0; entry < level.size && listed < maxPositions; entry++, listed++) {
        loadExactKey(position, keyOf(level, entry));
        const count = listMoves(position, moves);
        for (let i = 0; i < count; i++) {
          const code = moves[i]!;
          const turned = applyMove(position, code);
          exactKeyInto(position, key);
          const into = position.dealsLeft < dealsLeft ? next : level;
          if (into.find(key) < 0) into.add(key);
          const won = position.isWon();
          undoMove(position, code, turned);
          if (won) {
            next.release();
            return { verdict: 'winnable', listed };
          }
        }
      }
      onLevel?.(dealsLeft, level.size, listed < maxPositions);
      level.release();
      level = next;
    }
    // Every level listed whole and no win met: nothing reachable is won.
    return { verdict: listed < maxPositions ? 'lost' : 'unknown', listed };
  } finally {
    level.release();
  }
}

/** The key of a table's entry, as a view into the table. */
function keyOf(table: ExactKeyTable, entry: number): Uint32Array {
  const offset = table.keyOffset(entry);
  return table.keyChunk(entry).subarray(offset, offset + EXACT_KEY_WORDS);
}

/** Each last stage from the positions in `starts` listed apart, depth first (see the top of this file). */
function lastStagesApart(
  starts: ExactKeyTable, position: Position, budget: number, lostMemoryBytes: number, onProgress: LevelOptions['onProgress'],
): { verdict: LevelVerdict; listed: number } {
  const limit = Math.max(1, Math.floor(lostMemoryBytes / (EXACT_KEY_WORDS * 4 + 32)));
  const lost = new ExactKeyTable(EXACT_KEY_WORDS);
  const seen = new ExactKeyTable(EXACT_KEY_WORDS);
  const key = new Uint32Array(EXACT_KEY_WORDS);
  let moves = new Int32Array(MAX_MOVES * 64);
  const ends: number[] = [];
  const nexts: number[] = [];
  const played: number[] = [];
  const turned: boolean[] = [];
  let listed = 0;
  try {
    for (let start = 0; start < starts.size; start++) {
      if (start % 100_000 === 0) onProgress?.(start, starts.size, listed);
      const startKey = keyOf(starts, start);
      if (lost.find(startKey) >= 0) continue;
      loadExactKey(position, startKey);
      if (position.isWon()) return { verdict: 'winnable', listed };
      seen.clear();
      seen.find(startKey);
      seen.add(startKey);
      nexts.push(0);
      ends.push(listMoves(position, moves));
      while (ends.length > 0) {
        const f = ends.length - 1;
        if (nexts[f]! >= ends[f]!) {
          ends.pop();
          nexts.pop();
          if (played.length > 0) undoMove(position, played.pop()!, turned.pop()!);
          continue;
        }
        const code = moves[nexts[f]!++]!;
        const flipped = applyMove(position, code);
        exactKeyInto(position, key);
        if (seen.find(key) >= 0 || lost.find(key) >= 0) {
          undoMove(position, code, flipped);
          continue;
        }
        if (++listed > budget) return { verdict: 'unknown', listed };
        seen.add(key);
        if (position.isWon()) return { verdict: 'winnable', listed };
        played.push(code);
        turned.push(flipped);
        moves = grownArray(moves, ends[f]! + MAX_MOVES);
        nexts.push(ends[f]!);
        ends.push(ends[f]! + listMoves(position, moves.subarray(ends[f]!, ends[f]! + MAX_MOVES)));
      }
      for (let entry = 0; entry < seen.size; entry++) {
        if (lost.size >= limit) lost.clear();
        const seenKey = keyOf(seen, entry);
        if (lost.find(seenKey) < 0) lost.add(seenKey);
      }
    }
    return { verdict: 'lost', listed };
  } finally {
    lost.release();
    seen.release();
  }
}

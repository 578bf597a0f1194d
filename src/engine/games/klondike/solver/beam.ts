// A beam search that looks for a win and proves nothing: level by level (one move a level), it
// keeps the `width` most promising positions not met before, by how many cards lie face down,
// how many are up and how many wait in the stock and waste (promise, below). It tries the moves
// of moves.ts from each, with safe cards put up after each move, so every line it finds is a line
// of the game (solver.ts replays it into engine moves, and solve() through the rules).
//
// Why it is there: a depth-first search is slow to find some wins because of its first choices,
// which a beam does not share (bench/RESULTS.md has a deal it finds a thousand times sooner), while
// the positions a beam keeps need memory for whole positions (snapshots of a few hundred bytes),
// so it is kept narrow and short (solver.ts) and the depth-first search stays the one that
// proves deals lost.
import { hashKey } from '../../../../search/exactKeyTable.js';
import { grownArray } from '../../../../search/grownArray.js';
import { giveBack, takeArray } from '../../../../search/recycledArrays.js';
import { SeenSet } from '../../../../search/seenSet.js';
import type { KlondikeState } from '../rules.js';
import { applyMove, generateMoves, MAX_MOVES, Order, playSafeMoves } from './moves.js';
import { KEY_WORDS, Position } from './position.js';
import { finish, playsItself, type Spending } from './search.js';

/** What a beam search ends with: a won position whose change log is the line, or why there is none. */
export type BeamOutcome = Position | 'stopped' | 'exhausted';

/** The sets of positions kept (across levels) and of one level's candidates hold at most 2^these (8 bytes each). */
const KEPT_LOG2 = 18;
const CANDIDATES_LOG2 = 17;
/** The most levels (moves) a beam goes; a won line is far shorter. */
const MAX_LEVELS = 1000;
/** A candidate's order key is its promise × this + its number (so the sort keeps the order they came in). */
const PROMISE_STEP = 2 ** 23;
const PROMISE_OFFSET = 1000;

/**
 * Lower is more promising: a face-down card counts 20, a face-up card lying on face-down ones 4
 * (it must move before they turn over), a card up −3, a card in the stock and waste 1. (Other
 * weights tried won the same hard deals or fewer: bench/RESULTS.md.)
 */
function promise(position: Position): number {
  let faceDown = 0;
  let onFaceDown = 0;
  for (let c = 0; c < position.columnCount; c++) {
    const down = position.faceDownCounts[c]!;
    faceDown += down;
    if (down > 0) onFaceDown += position.heights[c]! - down;
  }
  const up = position.foundation[0]! + position.foundation[1]! + position.foundation[2]! + position.foundation[3]!;
  return 20 * faceDown + 4 * onFaceDown - 3 * up + position.deckLength;
}

export function beamSearch(state: KlondikeState, width: number, budget: Spending): BeamOutcome {
  const work = new Position(state);
  playSafeMoves(work);
  if (work.isWon() || playsItself(work)) return wonLine(state, []);
  const bytes = work.snapshotBytes;
  let level = takeArray(Uint8Array, width * bytes);
  let next = takeArray(Uint8Array, width * bytes);
  /** The positions the levels have kept, and the candidates of the level being built (by two hashes of their keys: a beam proves nothing, so a mix-up could only drop a candidate). */
  const kept = new SeenSet(KEPT_LOG2);
  const candidates = new SeenSet(CANDIDATES_LOG2);
  add(kept, work.key());
  work.saveTo(level, 0);
  const moves = new Int32Array(MAX_MOVES);
  let parents = new Int32Array(1024);
  let candidateMoves = new Int32Array(1024);
  let order = new Float64Array(1024);
  /** For each level from 1 and each position it kept: the index of its parent in the level before, and the move. */
  let lineParents = new Int32Array(width * 16);
  let lineMoves = new Int32Array(width * 16);
  let count = 1;
  try {
    for (let depth = 0; depth < MAX_LEVELS; depth++) {
      let found = 0;
      candidates.clear();
      for (let k = 0; k < count; k++) {
        if (!budget.spend()) return 'stopped';
        work.loadFrom(level, k * bytes);
        const n = generateMoves(work, moves, -1, -1, Order.WasteFirst);
        for (let i = 0; i < n; i++) {
          applyMove(work, moves[i]!);
          playSafeMoves(work);
          if (work.isWon() || playsItself(work)) return wonLine(state, [...lineOf(depth, k), moves[i]!]);
          const key = work.key();
          if (!kept.has(firstHash(key), secondHash(key)) && add(candidates, key)) {
            if (found === order.length) {
              parents = grownArray(parents, found + 1);
              candidateMoves = grownArray(candidateMoves, found + 1);
              order = grownArray(order, found + 1);
            }
            parents[found] = k;
            candidateMoves[found] = moves[i]!;
            order[found] = (promise(work) + PROMISE_OFFSET) * PROMISE_STEP + found;
            found++;
          }
          work.undoTo(0);
        }
      }
      if (found === 0) return 'exhausted';
      const best = order.subarray(0, found).sort();
      count = Math.min(width, found);
      lineParents = grownArray(lineParents, (depth + 2) * width);
      lineMoves = grownArray(lineMoves, (depth + 2) * width);
      for (let j = 0; j < count; j++) {
        const c = best[j]! % PROMISE_STEP;
        work.loadFrom(level, parents[c]! * bytes);
        applyMove(work, candidateMoves[c]!);
        playSafeMoves(work);
        add(kept, work.key());
        work.saveTo(next, j * bytes);
        lineParents[(depth + 1) * width + j] = parents[c]!;
        lineMoves[(depth + 1) * width + j] = candidateMoves[c]!;
      }
      [level, next] = [next, level];
    }
    return 'exhausted';
  } finally {
    giveBack([level, next]);
    work.release();
  }

  /** The moves from the start to position `k` of level `depth`. */
  function lineOf(depth: number, k: number): number[] {
    const line: number[] = [];
    for (let d = depth; d > 0; d--) {
      line.push(lineMoves[d * width + k]!);
      k = lineParents[d * width + k]!;
    }
    return line.reverse();
  }
}

/** Adds the position of `key` to the set; false when it was there. */
function add(set: SeenSet, key: Uint32Array): boolean {
  return set.add(firstHash(key), secondHash(key));
}

/** FNV-1a over the key's words. */
function firstHash(key: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < KEY_WORDS; i++) h = Math.imul(h ^ key[i]!, 0x01000193);
  return h >>> 0;
}

/** Murmur3's, as the exact tables hash their keys; FNV-1a above is independent of it. */
function secondHash(key: Uint32Array): number {
  return hashKey(key, KEY_WORDS) >>> 0;
}

/** The game from `state` along `line` (safe cards put up after each move), then to the end: a won position whose log is the line. */
function wonLine(state: KlondikeState, line: number[]): Position {
  const position = new Position(state);
  playSafeMoves(position);
  for (const move of line) {
    applyMove(position, move);
    playSafeMoves(position);
  }
  finish(position);
  return position;
}

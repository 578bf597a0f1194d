// FreeCell's solver: a best-first search over the compact position (position.ts), after the
// manner of fc-solve's. The position that looks nearest a win (score.ts), counting the moves
// that reached it, is expanded next, from two queues in turn that count the moves differently.
// Every position is first cleared of safe cards (moves.ts), and a seen-table keyed canonically
// (seenTable.ts) keeps each position to one visit and remembers how it was reached, so that a
// win is read back as a line of engine moves.
//
// Why 'lost' is a proof: the moves tried are every legal move except those that reach a
// position with the same key as another move does (moves.ts); playing safe cards loses no win
// (engine/ruleSet/autoPlay.ts, isSafe); two positions with one key have the same futures
// (position.ts). So when every position met has been expanded, and none was turned away by a
// full table, every position reachable from the start has been seen, and none was won.
import type { SearchBudget } from '../../../../search/budget.js';
import type { SearchOutcome } from '../../../../search/outcome.js';
import type { Move } from '../../../types.js';
import type { RuleSetState } from '../../../ruleSet/state.js';
import { applyMove, generateMoves, MAX_MOVES, MOVE_NAME_MASK, playSafeCards, resolveMove, toEngineMove } from './moves.js';
import { KEY_WORDS, Position } from './position.js';
import { MAX_SCORE, PER_MOVE, score } from './score.js';
import { FULL, SeenTable } from './seenTable.js';

/**
 * Positions the seen-table holds at most, with the queues a bounded share of memory; deal 11982,
 * the one known to be lost, has far fewer in all (bench/RESULTS.md).
 */
export const DEFAULT_CAPACITY = 2_000_000;

export function solveFreeCell(state: RuleSetState, budget: SearchBudget, capacity = DEFAULT_CAPACITY): SearchOutcome<Move> {
  const start = Position.fromState(state);
  playSafeCards(start);
  if (start.isWon()) return { verdict: 'winnable', moves: engineLine(state, []) };
  const seen = new SeenTable(capacity);
  try {
    return search(state, start, seen, budget);
  } finally {
    seen.release();
  }
}

/** The best-first search from `start` (safe cards put up), noting positions in `seen`. */
function search(state: RuleSetState, start: Position, seen: SeenTable, budget: SearchBudget): SearchOutcome<Move> {
  const key = new Uint32Array(KEY_WORDS);
  const keyBytes = new Uint8Array(key.buffer);
  start.writeKey(keyBytes);
  const queues = PER_MOVE.map(() => new BucketQueue());
  const enqueue = (position: Position, entry: number): void => {
    const value = score(position);
    const depth = seen.depthOf(entry);
    queues.forEach((queue, k) => queue.push(Math.min(MAX_SCORE, value + PER_MOVE[k]! * depth), entry));
  };
  enqueue(start, seen.insert(key, -1, 0));
  const parent = new Position();
  const child = new Position();
  const moves = new Int32Array(MAX_MOVES);
  let complete = true;
  for (let turn = 0, entry = nextEntry(queues, turn, seen); entry >= 0; entry = nextEntry(queues, ++turn, seen)) {
    if (!budget.spend()) return { verdict: 'unknown' };
    parent.readKey(seen.keyBytes(entry), seen.keyOffset(entry));
    const count = generateMoves(parent, moves);
    for (let i = 0; i < count; i++) {
      child.copyFrom(parent);
      applyMove(child, moves[i]!);
      playSafeCards(child);
      const name = moves[i]! & MOVE_NAME_MASK;
      if (child.isWon()) return { verdict: 'winnable', moves: engineLine(state, [...pathTo(seen, entry), name]) };
      child.writeKey(keyBytes);
      const added = seen.insert(key, entry, name);
      if (added === FULL) complete = false;
      else if (added >= 0) enqueue(child, added);
    }
  }
  return complete ? { verdict: 'lost' } : { verdict: 'unknown' };
}

/**
 * The next position to expand, taken from each queue in turn, skipping positions expanded
 * already; −1 when every queue is empty. Each queue weighs the moves made differently: a deal
 * that leads one astray seldom leads the other astray too (bench/RESULTS.md).
 */
function nextEntry(queues: readonly BucketQueue[], turn: number, seen: SeenTable): number {
  for (let tries = 0; tries < queues.length; tries++) {
    const queue = queues[(turn + tries) % queues.length]!;
    for (let entry = queue.pop(); entry >= 0; entry = queue.pop()) {
      if (seen.markExpanded(entry)) return entry;
    }
  }
  return -1;
}

/** The names of the moves from the start to an entry. */
function pathTo(seen: SeenTable, entry: number): number[] {
  const names: number[] = [];
  for (let at = entry; seen.parentOf(at) >= 0; at = seen.parentOf(at)) names.push(seen.moveOf(at));
  return names.reverse();
}

/** The engine moves of a line of move names from the state, with the safe cards put up between them. */
function engineLine(state: RuleSetState, names: readonly number[]): Move[] {
  const position = Position.fromState(state);
  const line: Move[] = [];
  const play = (move: number): void => void line.push(toEngineMove(position, move));
  playSafeCards(position, play);
  for (const name of names) {
    const move = resolveMove(position, name);
    if (move < 0) throw new Error('FreeCell solver: a move of the line does not fit its position');
    play(move);
    applyMove(position, move);
    playSafeCards(position, play);
  }
  return line;
}

/** Entries by score, the lowest first; among equals the latest first (depth first). */
class BucketQueue {
  private readonly buckets: number[][] = Array.from({ length: MAX_SCORE + 1 }, () => []);
  private lowest = MAX_SCORE + 1;

  push(priority: number, entry: number): void {
    this.buckets[priority]!.push(entry);
    if (priority < this.lowest) this.lowest = priority;
  }

  /** The next entry, or −1 when none is left. */
  pop(): number {
    while (this.lowest <= MAX_SCORE) {
      const bucket = this.buckets[this.lowest]!;
      if (bucket.length > 0) return bucket.pop()!;
      this.lowest++;
    }
    return -1;
  }
}

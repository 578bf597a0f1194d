// The hash and score of a position one run move away, worked out from the parent and the cards
// that move, without writing the child down: the beam search looks at many children and keeps
// few. A move that completes a K→A run (or a deal) is left to the caller, who writes the child out
// and hashes and scores it from scratch; the two ways give the same numbers (tested).
import { cardHashFirst, cardHashSecond } from './hashing.js';
import { moveCount, moveFrom, moveTo } from './moves.js';
import { FACE_UP, follows, isFaceUp, LENGTHS, rankOf, runsRemoved, SEQUENCE_LENGTH, type Layout, columnStarts } from './position.js';
import { copySummary, newSummary, scoreOf, summarise } from './score.js';


export class Expansion {
  private record: Uint8Array = new Uint8Array(0);
  private readonly starts: Int32Array;
  /** For each card of the parent: the runs its column falls into up to it, and the run ending there. */
  private readonly segmentsTo: Int32Array;
  private readonly runTo: Int32Array;
  private readonly parent;
  private readonly child;
  private readonly hashes = new Uint32Array(2);
  private removed = 0;
  /** The child's two hashes and score, after a successful evaluate(). */
  first = 0;
  second = 0;
  score = 0;

  constructor(private readonly layout: Layout) {
    this.starts = new Int32Array(layout.columns);
    this.segmentsTo = new Int32Array(layout.stride);
    this.runTo = new Int32Array(layout.stride);
    this.parent = newSummary(layout.columns);
    this.child = newSummary(layout.columns);
  }

  /** Takes a parent position and its two hashes; its children can then be evaluated. */
  load(record: Uint8Array, first: number, second: number): void {
    this.record = record;
    this.removed = runsRemoved(record);
    summarise(record, this.layout, this.starts, this.parent);
    columnStarts(record, this.layout, this.starts);
    for (let c = 0; c < this.layout.columns; c++) {
      const start = this.starts[c]!;
      const end = start + record[LENGTHS + c]!;
      for (let i = start; i < end; i++) {
        const joins = i > start && follows(record[i - 1]!, record[i]!);
        this.segmentsTo[i] = i === start ? 1 : this.segmentsTo[i - 1]! + (joins ? 0 : 1);
        this.runTo[i] = !isFaceUp(record[i]!) ? 0 : joins ? this.runTo[i - 1]! + 1 : 1;
      }
    }
    this.hashes[0] = first;
    this.hashes[1] = second;
  }

  /**
   * Works out the hash and score after moving `move`'s run (a legal run move of the loaded
   * parent) into `first`, `second` and `score`; false, leaving them unset, when the move completes
   * a K→A run, which the caller must play out in full.
   */
  evaluate(move: number): boolean {
    const record = this.record;
    const from = moveFrom(move);
    const to = moveTo(move);
    const count = moveCount(move);
    const parent = this.parent;
    const child = this.child;
    const fromStart = this.starts[from]!;
    const fromLength = parent.length[from]!;
    const kept = fromLength - count;
    const runAt = fromStart + kept;
    const toLength = parent.length[to]!;
    const toTop = this.starts[to]! + toLength - 1;
    const joins = toLength > 0 && follows(record[toTop]!, record[runAt]!);
    const toRun = joins ? this.runTo[toTop]! + count : count;
    if (toRun >= SEQUENCE_LENGTH) return false;
    copySummary(parent, child);
    let first = this.hashes[0]!;
    let second = this.hashes[1]!;
    // The run leaves `from` and lands on `to`.
    for (let j = 0; j < count; j++) {
      const card = record[runAt + j]!;
      first ^= cardHashFirst(from, kept + j, card) ^ cardHashFirst(to, toLength + j, card);
      second ^= cardHashSecond(from, kept + j, card) ^ cardHashSecond(to, toLength + j, card);
    }
    child.length[to] = toLength + count;
    child.segments[to] = toLength === 0 ? 1 : parent.segments[to]! + (joins ? 0 : 1);
    child.topRun[to] = toRun;
    if (toLength === 0) child.bottomRank[to] = rankOf(record[runAt]!);
    child.topRank[to] = rankOf(record[fromStart + fromLength - 1]!);
    // What stays in `from`, its new top card turned face up.
    child.length[from] = kept;
    if (kept > 0) {
      const top = runAt - 1;
      const card = record[top]! | FACE_UP;
      if (card !== record[top]) {
        first ^= cardHashFirst(from, kept - 1, record[top]!) ^ cardHashFirst(from, kept - 1, card);
        second ^= cardHashSecond(from, kept - 1, record[top]!) ^ cardHashSecond(from, kept - 1, card);
      }
      const below = kept > 1 && follows(record[top - 1]!, card);
      child.segments[from] = kept === 1 ? 1 : this.segmentsTo[top - 1]! + (below ? 0 : 1);
      child.topRun[from] = below ? this.runTo[top - 1]! + 1 : 1;
      if (child.topRun[from]! >= SEQUENCE_LENGTH) return false;
      child.topRank[from] = rankOf(card);
    }
    this.first = first >>> 0;
    this.second = second >>> 0;
    this.score = scoreOf(child, this.layout.columns, this.removed);
    return true;
  }
}

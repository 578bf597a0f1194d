// The rule-set solver's search: depth-first over the compact position, played and taken back in
// place. Expanding a position plays each of its moves once (safe cards put up after it, as every
// move is followed here): a win ends the search; a position whose canonical key the seen-table
// holds already, or that is hopeless (hopeless.ts, deadlock.ts, stuck.ts, stalled.ts), is
// dropped; the others go into the table and are then searched in turn, the most promising first (score.ts). Every position put in the table
// is searched unless the search stops, so when the search runs out of positions, and the table
// turned none away, every position reachable from the start has been seen and none was won:
// 'lost' is a proof.
import type { SearchBudget } from '../../../search/budget.js';
import { ExactKeyTable } from '../../../search/exactKeyTable.js';
import type { SearchOutcome } from '../../../search/outcome.js';
import { grownArray } from '../../../search/grownArray.js';
import type { Move } from '../../types.js';
import { checksDeadlock, isDeadlocked } from './deadlock.js';
import { dominatedInTable } from './deck.js';
import { checksHole, holeIsHopeless } from './hopeless.js';
import { applyMove, MoveGenerator, toEngineMoves, type MoveList } from './moves.js';
import type { Position } from './position.js';
import { playSafeCards, playsSafeCards } from './safe.js';
import { score } from './score.js';
import { checksStalled, isStalled } from './stalled.js';
import { checksStuck, isStuck } from './stuck.js';

/** Bytes an entry of the seen-table takes at most: its key, and its slots as the table doubles. */
export const bytesPerEntry = (keyWords: number): number => keyWords * 4 + 48;

export function depthFirst(position: Position, budget: SearchBudget, capacity: number): SearchOutcome<Move> {
  const search = new Search(position, capacity);
  try {
    return search.run(budget);
  } finally {
    search.release();
  }
}

export class Search {
  private readonly safe: boolean;
  private readonly hole: boolean;
  private readonly deadlock: boolean;
  private readonly stuck: boolean;
  private readonly stalled: boolean;
  /** The line so far: every move played, the safe ones too. */
  private line = new Int32Array(256);
  private lineLength = 0;
  private readonly table: ExactKeyTable;
  private readonly key: Uint32Array;
  private readonly keyBytes: Uint8Array;
  private readonly generator: MoveGenerator;
  private list: MoveList = { moves: new Int32Array(1024), ranks: new Int32Array(1024) };
  /** Whether the table turned a position away (then 'lost' is no longer proved). */
  private full = false;
  private won = false;

  constructor(private readonly position: Position, private readonly capacity: number) {
    this.safe = playsSafeCards(position.shape);
    this.hole = checksHole(position);
    this.deadlock = checksDeadlock(position.shape);
    this.stuck = checksStuck(position.shape);
    this.stalled = checksStalled(position.shape);
    const keyWords = position.keyBytes / 4;
    this.table = new ExactKeyTable(keyWords);
    this.key = new Uint32Array(keyWords);
    this.keyBytes = new Uint8Array(this.key.buffer);
    this.generator = new MoveGenerator(position);
  }

  release(): void {
    this.table.release();
  }

  /** Frame d: its children list[starts[d] … ends[d]), the next to search, the marks to undo to. */
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private nexts = new Int32Array(64);
  private marks = new Int32Array(64);
  private lineMarks = new Int32Array(64);
  private depth = -1;

  /** Searches from the position until the budget is spent (then resume() goes on) or the search ends. */
  run(budget: SearchBudget): SearchOutcome<Move> {
    const position = this.position;
    if (this.safe) playSafeCards(position, this.note);
    if (position.isWon()) return { verdict: 'winnable', moves: this.engineLine() };
    position.writeKey(this.keyBytes);
    this.table.find(this.key);
    this.table.add(this.key);
    if (!budget.spend()) return { verdict: 'unknown' };
    this.depth = 0;
    this.starts[0] = this.nexts[0] = 0;
    this.ends[0] = this.expand(0);
    if (this.won) return { verdict: 'winnable', moves: this.engineLine() };
    return this.resume(budget);
  }

  /**
   * Goes on where run() or the last resume() stopped, the position standing where it stopped, or
   * where restore() put it back.
   */
  resume(budget: SearchBudget): SearchOutcome<Move> {
    if (this.depth < 0) return { verdict: 'unknown' };
    const position = this.position;
    for (;;) {
      let depth = this.depth;
      if (this.nexts[depth]! >= this.ends[depth]!) {
        if (depth === 0) break;
        position.undoTo(this.marks[depth]!);
        this.lineLength = this.lineMarks[depth]!;
        this.depth--;
        continue;
      }
      if (!budget.spend()) return { verdict: 'unknown' };
      const move = this.list.moves[this.nexts[depth]!++]!;
      const mark = position.mark();
      const lineMark = this.lineLength;
      this.play(move);
      depth = ++this.depth;
      if (depth >= this.starts.length) {
        this.starts = grownArray(this.starts, depth + 1);
        this.ends = grownArray(this.ends, depth + 1);
        this.nexts = grownArray(this.nexts, depth + 1);
        this.marks = grownArray(this.marks, depth + 1);
        this.lineMarks = grownArray(this.lineMarks, depth + 1);
      }
      this.marks[depth] = mark;
      this.lineMarks[depth] = lineMark;
      this.starts[depth] = this.nexts[depth] = this.ends[depth - 1]!;
      this.ends[depth] = this.expand(this.ends[depth - 1]!);
      if (this.won) return { verdict: 'winnable', moves: this.engineLine() };
    }
    return this.full ? { verdict: 'unknown' } : { verdict: 'lost' };
  }

  /** Takes the position back to where the search began (`start`, the journal's mark then), for restore() to undo. */
  suspend(start: number): void {
    this.position.undoTo(start);
  }

  /**
   * Puts the position back where the search stopped, from where it began (`start`, the journal's
   * mark then): the line replayed move by move writes the same journal, so the marks hold.
   */
  restore(start: number): void {
    this.position.undoTo(start);
    for (let i = 0; i < this.lineLength; i++) applyMove(this.position, this.line[i]!);
  }

  private readonly seen = (): boolean => this.table.find(this.key) >= 0;

  private readonly note = (move: number): void => {
    this.line = grownArray(this.line, this.lineLength + 1);
    this.line[this.lineLength++] = move;
  };

  /** Plays a move and the safe cards after it, noting them in the line. */
  private play(move: number): void {
    this.note(move);
    applyMove(this.position, move);
    if (this.safe) playSafeCards(this.position, this.note);
  }

  /**
   * Tries each move of the position: keeps at `at` … (returned end) those reaching a position not
   * seen before, which go into the table, the most promising first. Sets `won` (leaving the
   * winning move played) when one wins.
   */
  private expand(at: number): number {
    const position = this.position;
    if (this.list.moves.length < at + 1024) {
      this.list.moves = grownArray(this.list.moves, at + 1024);
      this.list.ranks = grownArray(this.list.ranks, at + 1024);
    }
    const end = this.generator.generate(this.list, at);
    const { moves, ranks } = this.list;
    let kept = at;
    for (let i = at; i < end; i++) {
      const move = moves[i]!;
      const mark = position.mark();
      const lineMark = this.lineLength;
      this.play(move);
      if (position.isWon()) {
        this.won = true;
        return kept;
      }
      position.writeKey(this.keyBytes);
      if (this.table.find(this.key) < 0 && !this.provedLost() && !dominatedInTable(position, this.keyBytes, this.seen)) {
        if (this.table.size >= this.capacity) this.full = true;
        else {
          // add() takes the slot of the last key looked up: the dominance check looked up others.
          if (position.pointerAt >= 0) this.table.find(this.key);
          this.table.add(this.key);
          moves[kept] = move;
          ranks[kept++] = score(position) * 16 - ranks[i]!;
        }
      }
      position.undoTo(mark);
      this.lineLength = lineMark;
    }
    sortByRank(this.list, at, kept);
    return kept;
  }

  /** Whether one of rules 4, 5, 12 and 14 proves the position lost (docs/solver.md). */
  private provedLost(): boolean {
    const position = this.position;
    return (
      (this.hole && holeIsHopeless(position)) ||
      (this.deadlock && isDeadlocked(position)) ||
      (this.stuck && isStuck(position)) ||
      (this.stalled && isStalled(position))
    );
  }

  /** The line in engine moves, replayed from the start so that each is said in its own position. */
  private engineLine(): Move[] {
    const moves = Array.from(this.line.subarray(0, this.lineLength));
    const position = this.position;
    position.undoTo(0);
    return moves.flatMap((move) => {
      const engine = toEngineMoves(position, move);
      applyMove(position, move);
      return engine;
    });
  }
}

/** Sorts moves by rank, highest first, stably (insertion sort: lists are short). */
function sortByRank(list: MoveList, start: number, end: number): void {
  const { moves, ranks } = list;
  for (let i = start + 1; i < end; i++) {
    const move = moves[i]!;
    const rank = ranks[i]!;
    let j = i;
    while (j > start && ranks[j - 1]! < rank) {
      moves[j] = moves[j - 1]!;
      ranks[j] = ranks[j - 1]!;
      j--;
    }
    moves[j] = move;
    ranks[j] = rank;
  }
}

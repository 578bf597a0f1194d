// The depth-first search over the compact position: the moves of moves.ts, a seen-table of the
// positions searched, and an optional proof of loss tried on each new position (relaxation.ts).
// solver.ts says why its 'lost' is a proof. When the seen-table is full the search goes on without
// noting new positions (slower, as it may search one again, but in the same memory); it then
// notes the keys of the line it is on, so that it never goes round a loop.
//
// A search stopped for want of budget can go on from where it stopped (resume()): the position
// still holds its line, and each depth of the line keeps its move list, the move it was on and the
// change count before it. Over a table shared with other searches (relaxation.ts) it is set aside
// in between (SeenTable.pauseSearch): the others count none of its tentative entries, and may take
// their keys over. Its 'lost' stays a proof. Every position it ever noted (with the moves it noted
// it for) it searched to the end, each move leading to a position noted by it at that time (taken
// over since or not), or to one proved lost (settled, or noted by a search that ended 'lost': these
// stay so), or to a position one already searched answers for; so the positions it ever noted are
// closed under the moves it must try, and solver.ts's argument holds for them as for a search run
// straight through. A position whose entry was taken over is searched again if met again, and is
// never settled by it (SeenTable.settle: the entry may now stand for more moves than it tried).
import { applyMove, cardPutUp, dutyAfter, generateMoves, MAX_MOVES, Order, playSafeMoves } from './moves.js';
import type { Position } from './position.js';
import { KeyStack } from './keyStack.js';
import { giveBack, takeArray } from '../../../../search/recycledArrays.js';
import { ALL_MOVES, type SeenTable, Visit } from './seenTable.js';

export const enum Result {
  Lost,
  Won,
  Stopped,
}

/** What a search spends: one unit per position it expands; false once the budget is gone. */
export interface Spending {
  spend(): boolean;
}

/** Answers true only for a position it has proved lost. */
export type LossProof = (position: Position) => boolean;

export class Search {
  private readonly moveLists: Int32Array[] = [];
  /** The seen-table entry of the position at each depth of the line being searched. */
  private readonly lineEntries: number[] = [];
  /** For each depth of the line: the position's duty and the card just put up (as visit() got them). */
  private readonly lineDuties: number[] = [];
  private readonly lineJustUp: number[] = [];
  /** For each depth of the line: whether the search leaned on a tentative position before it (leansOnTentative). */
  private readonly lineOuterLeans: number[] = [];
  /** After a stop: the depth whose position's expansion the budget refused (−1 when none). */
  private stopDepth = -1;
  /** After a stop, for each depth above it: the index of the move on the line, the list's length and the change count before it. */
  private readonly resumeMoves: number[] = [];
  private readonly resumeMoveCounts: number[] = [];
  private readonly resumeMarks: number[] = [];
  /** The keys of the positions on the line being searched that the full table could not note. */
  private readonly unnoted = new KeyStack();
  /** After a win: how deep the winning line went. */
  winDepth = 0;
  /**
   * Whether the search below the position being searched met a position noted tentatively (one on
   * the line being searched, or one whose own search leaned so): a loop may have been cut there,
   * so its 'lost' holds only if that position's does. A position searched to 'lost' without
   * leaning so is lost outright, and its entry is settled for good (seenTable.ts), which keeps it
   * when a short search over a shared table (relaxation.ts) stops before it ends.
   */
  private leansOnTentative = false;

  constructor(
    private readonly position: Position,
    private readonly seen: SeenTable,
    private readonly budget: Spending,
    private readonly provesLost?: LossProof,
    /** The order moves are tried in (moves.ts). */
    private readonly order: Order = Order.RunsFirst,
  ) {}

  /**
   * Searches on from the position; when it is won, the position keeps the winning line's changes.
   * `justUp`: the card the move here put up (−1 for none), not to be taken straight down (rule 8
   * of moves.ts) unless safe cards went up after it.
   */
  visit(depth: number, duty: number, justUp = -1): Result {
    const position = this.position;
    if (duty < 0) {
      const before = position.changeCount;
      playSafeMoves(position);
      if (position.changeCount !== before) justUp = -1;
    }
    if (position.isWon() || playsItself(position)) {
      finish(position);
      return this.won(depth);
    }
    const key = position.key();
    const visit = this.seen.visit(key, duty < 0 ? ALL_MOVES : duty + 1);
    // Known winnable (only relaxation.ts marks positions so, and it needs no line).
    if (visit === Visit.Winnable) return this.won(depth);
    if (visit === Visit.AlreadySearched) {
      if (this.seen.isTentative(this.seen.lastEntry)) this.leansOnTentative = true;
      return Result.Lost;
    }
    if (visit === Visit.Search) {
      this.lineEntries[depth] = this.seen.lastEntry;
      this.lineDuties[depth] = duty;
      this.lineJustUp[depth] = justUp;
      this.lineOuterLeans[depth] = this.leansOnTentative ? 1 : 0;
      this.leansOnTentative = false;
      return this.searched(depth, this.expand(depth, duty, justUp));
    }
    // The table is full: search on without noting the position, but never round a loop.
    if (this.unnoted.contains(key)) {
      this.leansOnTentative = true;
      return Result.Lost;
    }
    this.lineEntries[depth] = -1;
    this.unnoted.push(key);
    const result = this.expand(depth, duty, justUp);
    this.unnoted.pop();
    return result;
  }

  /**
   * Goes on with a search that stopped for want of budget (Result.Stopped), from where it stopped:
   * the position still holds the line it was on, and the positions noted on that line are still
   * its own (the seen-table's generation it ran in; seenTable.ts). Only when resumable().
   */
  resume(): Result {
    return this.resumeAt(0);
  }

  /** True when the search stopped with every position of its line noted, so resume() may go on. */
  resumable(): boolean {
    for (let depth = 0; depth <= this.stopDepth; depth++) if (this.lineEntries[depth]! < 0) return false;
    return this.stopDepth >= 0;
  }

  /** Resumes the position at `depth` of the stopped line: as visit() would go on from there. */
  private resumeAt(depth: number): Result {
    if (depth === this.stopDepth) {
      this.stopDepth = -1;
      this.leansOnTentative = false;
      return this.searched(depth, this.expand(depth, this.lineDuties[depth]!, this.lineJustUp[depth]!));
    }
    return this.searched(depth, this.tryMoves(depth, this.lineDuties[depth]!, this.resumeMoves[depth]!, this.resumeMoveCounts[depth]!, true));
  }

  /** After a noted position at `depth` was searched: settles it when it is lost outright. */
  private searched(depth: number, result: Result): Result {
    // A position searched without the take-down of rule 8 is lost only if the one before is.
    if (result === Result.Lost && !this.leansOnTentative && this.lineJustUp[depth]! < 0) this.seen.settle(this.lineEntries[depth]!);
    if (this.lineOuterLeans[depth] === 1) this.leansOnTentative = true;
    return result;
  }

  private expand(depth: number, duty: number, justUp: number): Result {
    const position = this.position;
    // A new position that one searched already answers for (an earlier waste pointer) stays noted.
    if (duty < 0 && position.someDominatingPointer(this.searchedFully)) return Result.Lost;
    if (!this.budget.spend()) {
      this.stopDepth = depth;
      return Result.Stopped;
    }
    if (duty < 0 && this.provesLost?.(position) === true) return Result.Lost;

    const moves = this.moveList(depth);
    const count = generateMoves(position, moves, duty, justUp, this.order);
    return this.tryMoves(depth, duty, 0, count, false);
  }

  /**
   * Tries the moves of the list at `depth` from index `first` on; `resuming`: the move at `first`
   * is the stopped line's, already made, and its position is resumed rather than visited.
   */
  private tryMoves(depth: number, duty: number, first: number, count: number, resuming: boolean): Result {
    const position = this.position;
    const moves = this.moveLists[depth]!;
    for (let i = first; i < count; i++) {
      let mark: number;
      let result: Result;
      if (resuming && i === first) {
        mark = this.resumeMarks[depth]!;
        result = this.resumeAt(depth + 1);
      } else {
        mark = position.changeCount;
        const up = cardPutUp(position, moves[i]!);
        applyMove(position, moves[i]!);
        result = this.visit(depth + 1, dutyAfter(position, moves[i]!, duty), up);
      }
      if (result === Result.Stopped) {
        this.resumeMoves[depth] = i;
        this.resumeMoveCounts[depth] = count;
        this.resumeMarks[depth] = mark;
      }
      if (result !== Result.Lost) return result;
      position.undoTo(mark);
    }
    return Result.Lost;
  }

  /** The seen-table entries of the positions on the winning line, the start first (−1: not noted). */
  winningLineEntries(): number[] {
    return this.lineEntries.slice(0, this.winDepth);
  }

  private won(depth: number): Result {
    this.winDepth = depth;
    return Result.Won;
  }

  private readonly searchedFully = (key: Uint32Array): boolean => this.seen.searchedFully(key);

  /**
   * Hands the move lists on to the next search (recycledArrays.ts): the search is over. A list is
   * 4 KB a depth and lines run a thousand deep and more, so the lists of searches called off one
   * after another (one a key, in the game) would otherwise pile up outside V8's heap.
   */
  release(): void {
    giveBack(this.moveLists);
    this.moveLists.length = 0;
  }

  private moveList(depth: number): Int32Array {
    let list = this.moveLists[depth];
    if (!list) {
      list = takeArray(Int32Array, MAX_MOVES);
      this.moveLists[depth] = list;
    }
    return list;
  }
}

/**
 * True when no card is face down and the stock and waste are empty, or can give any card at any
 * time (draw 1, unlimited passes). In a position a game reaches, each column is then one run
 * falling in rank, so the lowest card not yet up is on top of a column or in the stock and
 * waste, and fits its foundation (every lower card of its suit is up): putting up the lowest
 * card, again and again, wins.
 */
export function playsItself(position: Position): boolean {
  if (position.deckLength > 0 && !(position.draw === 1 && position.recycleLimit === Number.POSITIVE_INFINITY)) return false;
  for (let c = 0; c < position.columnCount; c++) if (position.faceDownCounts[c] !== 0) return false;
  return true;
}

export function finish(position: Position): void {
  while (!position.isWon()) {
    for (let c = 0; c < position.columnCount; c++) {
      const top = position.top(c);
      if (top >= 0 && position.fitsFoundation(top)) position.columnToFoundation(c);
    }
    for (let i = position.deckLength - 1; i >= 0; i--) {
      if (position.fitsFoundation(position.deck[i]!)) position.deckToFoundation(i, i < position.pointer - 1);
    }
  }
}

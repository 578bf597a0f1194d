// The depth-first search over the compact position: the moves of moves.ts, a seen-table of the
// positions searched, and an optional proof of loss tried on each new position (relaxation.ts).
// solver.ts says why its 'lost' is a proof. When the seen-table is full the search goes on without
// noting new positions (slower, as it may search one again, but in the same memory); it then
// notes the keys of the line it is on, so that it never goes round a loop.
import { applyMove, cardPutUp, dutyAfter, generateMoves, MAX_MOVES, Order, playSafeMoves } from './moves.js';
import type { Position } from './position.js';
import { KeyStack } from './keyStack.js';
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
      const entry = this.seen.lastEntry;
      this.lineEntries[depth] = entry;
      const outer = this.leansOnTentative;
      this.leansOnTentative = false;
      const result = this.expand(depth, duty, justUp);
      // A position searched without the take-down of rule 8 is lost only if the one before is.
      if (result === Result.Lost && !this.leansOnTentative && justUp < 0) this.seen.settle(entry);
      this.leansOnTentative ||= outer;
      return result;
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

  private expand(depth: number, duty: number, justUp: number): Result {
    const position = this.position;
    // A new position that one searched already answers for (an earlier waste pointer) stays noted.
    if (duty < 0 && position.someDominatingPointer(this.searchedFully)) return Result.Lost;
    if (!this.budget.spend()) return Result.Stopped;
    if (duty < 0 && this.provesLost?.(position) === true) return Result.Lost;

    const moves = this.moveList(depth);
    const count = generateMoves(position, moves, duty, justUp, this.order);
    for (let i = 0; i < count; i++) {
      const mark = position.changeCount;
      const up = cardPutUp(position, moves[i]!);
      applyMove(position, moves[i]!);
      const result = this.visit(depth + 1, dutyAfter(position, moves[i]!, duty), up);
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

  private moveList(depth: number): Int32Array {
    let list = this.moveLists[depth];
    if (!list) {
      list = new Int32Array(MAX_MOVES);
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
function playsItself(position: Position): boolean {
  if (position.deckLength > 0 && !(position.draw === 1 && position.recycleLimit === Number.POSITIVE_INFINITY)) return false;
  for (let c = 0; c < position.columnCount; c++) if (position.faceDownCounts[c] !== 0) return false;
  return true;
}

function finish(position: Position): void {
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

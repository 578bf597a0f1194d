// Klondike's solver: a depth-first search with perfect information (it reads face-down cards and
// the stock) over the compact position (position.ts), with a set of positions already searched
// (seenTable.ts), the moves of moves.ts, and the winning line expanded into engine moves
// (engineLine.ts).
//
// Why 'lost' is a proof. For a winnable position, take the winning lines in the normal form of
// moves.ts (each of its rules says why any winning line can be rewritten into that form with no
// more take-downs and no more moves), and among them the one with the fewest foundation → column
// moves (T), then the fewest moves (ℓ, not counting draws, recycles and the runs of rule 5); with
// F the cards not yet up, ν = (T, F, ℓ). From a winnable position the search always tries a move to
// a winnable position of smaller ν: a forced safe move (F falls and T does not grow), or else the
// normal line's first move (ℓ falls). Positions that are equally good or better share a key or
// answer for one another (twins in position.ts, earlier waste pointers, a duty-free twin of a
// duty-bound position) and have no larger ν. So if the search ends without a win, take a winnable
// position it searched with the least ν: the move to a winnable position of smaller ν was tried,
// and that position, or one answering for it, was searched too — a contradiction. Hence nothing
// it searched, the start included, was winnable. Before searching, frozen.ts may prove the start
// lost outright. Positions the fast search does not take (fallback.ts) go to the plain search,
// which prunes nothing.
import { klondike, type KlondikeState } from '../../engine/games/klondike/rules.js';
import type { SearchBudget } from '../budget.js';
import { plainSearch } from '../plainSearch.js';
import type { SearchOutcome } from '../types.js';
import { engineLine } from './engineLine.js';
import { isOrdinary, klondikeKey } from './fallback.js';
import { hasFrozenCards } from './frozen.js';
import { applyMove, dutyAfter, generateMoves, MAX_MOVES, playSafeMoves } from './moves.js';
import { Position } from './position.js';
import { ALL_MOVES, SeenTable, Visit } from './seenTable.js';

const enum Result {
  Lost,
  Won,
  Stopped,
}

export function solveKlondike(state: KlondikeState, budget: SearchBudget): SearchOutcome {
  // Without four foundation piles no card can ever go up (the engine has nowhere to put it).
  if (state.foundations.length !== 4) return { verdict: 'lost' };
  if (!isOrdinary(state)) return plainSearch(klondike, state, budget, klondikeKey);
  const position = new Position(state);
  if (hasFrozenCards(position)) return { verdict: 'lost' };
  const search = new Search(position, budget);
  switch (search.visit(0, -1)) {
    case Result.Won:
      return { verdict: 'winnable', moves: engineLine(state, position) };
    case Result.Lost:
      return { verdict: 'lost' };
    case Result.Stopped:
      return { verdict: 'unknown' };
  }
}

class Search {
  private readonly seen = new SeenTable();
  private readonly moveLists: Int32Array[] = [];

  constructor(
    private readonly position: Position,
    private readonly budget: SearchBudget,
  ) {}

  /** Searches on from the position; when it is won, the position keeps the winning line's changes. */
  visit(depth: number, duty: number): Result {
    const position = this.position;
    if (duty < 0) playSafeMoves(position);
    if (position.isWon()) return Result.Won;
    if (playsItself(position)) {
      finish(position);
      return Result.Won;
    }
    const visit = this.seen.visit(position.key(), duty < 0 ? ALL_MOVES : duty + 1);
    if (visit === Visit.AlreadySearched) return Result.Lost;
    if (visit === Visit.Full) return Result.Stopped;
    // A new position that one searched already answers for (an earlier waste pointer) stays noted.
    if (duty < 0 && position.someDominatingPointer(this.searchedFully)) return Result.Lost;
    if (!this.budget.spend()) return Result.Stopped;

    const moves = this.moveList(depth);
    const count = generateMoves(position, moves, duty);
    for (let i = 0; i < count; i++) {
      const mark = position.changeCount;
      applyMove(position, moves[i]!);
      const result = this.visit(depth + 1, dutyAfter(position, moves[i]!, duty));
      if (result !== Result.Lost) return result;
      position.undoTo(mark);
    }
    return Result.Lost;
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

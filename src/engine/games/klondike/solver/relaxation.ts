// A quick proof of loss for draw 3 and for limited passes: the relaxed game.
//
// The relaxed position has the same cards in the same places, but every card of the stock and
// waste can be played at any time: it is the position played with draw 1 and unlimited passes.
// Every line of play of the real game is a line of the relaxed one once its draws and recycles are
// left out: a card the real game plays from the waste is in the stock and waste, so the relaxed
// game may play it too, and every other move needs the same cards in the same places in both. So
// when the real position can be won, so can the relaxed one; when the relaxed one is lost, so is
// the real one, and the real search may drop it.
//
// The relaxed game is much smaller (the order of the stock and the waste pointer drop out of the
// key, and rule 6 of moves.ts applies), and a real search spends most of its positions where the
// relaxed game is lost already, so new positions of the real search get short relaxed searches
// (PROBE_POSITIONS at most), as long as these take no more than PROBE_SHARE times the positions the
// real search expands itself. All relaxed searches share one seen-table in which a search's entries
// count once it has ended with 'lost', and the positions it settled (search.ts) count whatever it
// ended with (seenTable.ts: these are lost, and later searches may stop there); every position of a
// relaxed winning line is marked winnable, for later searches to stop at.
//
// The start itself gets one relaxed search that goes on in turns (Search.resume) and is never
// begun again: turns of 1000, 2000, 4000, … positions, each after a quarter of its length spent
// otherwise (four fifths of the work while the start is open), until it decides: a start proved
// lost ends the real search. Between its turns it is set aside (SeenTable.pauseSearch), so the
// short searches in between see none of its tentative entries and may take their keys over; why
// its 'lost' stays a proof is in search.ts. Before, each turn began the search again, keeping only
// what the last one settled: a draw-3 deal whose draw-1 game is lost now takes half the positions
// (74: 1,451,205 → 656,308; 290: 1,340,254 → 517,977; 703: 1,175,518 → 464,602).
import type { KlondikeState } from '../rules.js';
import { CappedSpending } from './cappedSpending.js';
import { Position } from './position.js';
import { Result, Search, type Spending } from './search.js';
import { SeenTable } from './seenTable.js';

/** The most positions a relaxed search of one position of the real search may take. */
const PROBE_POSITIONS = 200;
/** Relaxed searches of the real search's positions take at most this many times its own. */
const PROBE_SHARE = 3;
/** The length of the start's search's first turn; each next one is START_TURN_GROWTH times longer. */
const FIRST_START_TURN = 1000;
const START_TURN_GROWTH = 2;
/** Before each turn of the start's search, the real search and its probes spend this share of its length. */
const BETWEEN_START_TURNS = 0.25;

/** True when the relaxed game is a different game: not draw 1 with unlimited passes already. */
export function hasRelaxation(state: KlondikeState): boolean {
  return state.options.draw !== 1 || state.options.passes !== 'unlimited';
}

export class Relaxation {
  private readonly start: Position;
  private readonly relaxed: Position;
  private readonly seen: SeenTable;
  private readonly budget: CappedSpending;
  private readonly search: Search;
  /** The start's relaxed search, set aside between its turns, on its own copy of the start. */
  private readonly startLine: Position;
  private readonly startSearch: Search;
  /** The seen-table generation of the start's search set aside (−1: none, the next turn begins one). */
  private startGeneration = -1;
  /** 'open' until the start's relaxed search decides. */
  private startVerdict: 'open' | 'won' | 'lost' = 'open';
  /** Positions the real search asked about, and those spent on relaxed searches of them. */
  private positionsAsked = 0;
  private probeWork = 0;
  /** When (in positionsAsked + probeWork) the start's search gets its next turn, and how long. */
  private nextStartTurn = 0;
  private startTurn = FIRST_START_TURN;
  /** Set once the shared table is full of entries that count: no more relaxed searches. */
  private tableFull = false;

  constructor(state: KlondikeState, outer: Spending, memoryBytes: number) {
    const relaxedState: KlondikeState = { ...state, options: { ...state.options, draw: 1, passes: 'unlimited' }, redeals: 0 };
    this.start = new Position(relaxedState);
    this.relaxed = new Position(relaxedState);
    this.seen = new SeenTable(memoryBytes);
    this.budget = new CappedSpending(outer);
    this.search = new Search(this.relaxed, this.seen, this.budget);
    this.startLine = new Position(relaxedState);
    this.startSearch = new Search(this.startLine, this.seen, this.budget);
  }

  /** Ends the relaxation: its table's arrays and its searches' move lists go on to the next search. */
  release(): void {
    this.seen.release();
    this.search.release();
    this.startSearch.release();
    for (const position of [this.start, this.relaxed, this.startLine]) position.release();
  }

  /** True when the relaxed game of `position` is proved lost (so `position` is lost too). */
  readonly provesLost = (position: Position): boolean => {
    if (this.startVerdict === 'lost') return true;
    this.positionsAsked++;
    if (this.startVerdict === 'open' && this.positionsAsked + this.probeWork >= this.nextStartTurn) {
      this.startVerdict = this.searchStart(this.startTurn);
      this.startTurn *= START_TURN_GROWTH;
      this.nextStartTurn = this.positionsAsked + this.probeWork + this.startTurn * BETWEEN_START_TURNS;
      if (this.startVerdict === 'lost') return true;
    }
    if (this.probeWork > PROBE_SHARE * this.positionsAsked) return false;
    const verdict = this.verdict(position, PROBE_POSITIONS);
    this.probeWork += this.budget.spent;
    return verdict === 'lost';
  };

  /** A relaxed search of at most `limit` positions from `position`'s cards. */
  private verdict(position: Position, limit: number): 'open' | 'won' | 'lost' {
    if (!this.roomLeft()) return 'open';
    this.relaxed.copyCardsOf(position);
    this.budget.limit = limit;
    this.budget.spent = 0;
    this.seen.beginSearch();
    return this.ended(this.search, this.search.visit(0, -1));
  }

  /**
   * The start's relaxed search for at most `limit` more positions: it goes on from where its last
   * turn stopped (Search.resume), or begins again when it cannot (the table was compacted since,
   * or had no room for its whole line).
   */
  private searchStart(limit: number): 'open' | 'won' | 'lost' {
    if (!this.roomLeft()) return 'open';
    this.budget.limit = limit;
    this.budget.spent = 0;
    let result: Result;
    if (this.startGeneration >= 0 && this.startSearch.resumable() && this.seen.resumeSearch(this.startGeneration)) {
      result = this.startSearch.resume();
    } else {
      this.startLine.copyCardsOf(this.start);
      this.startGeneration = this.seen.beginSearch();
      result = this.startSearch.visit(0, -1);
    }
    if (result !== Result.Stopped) return this.ended(this.startSearch, result);
    this.seen.pauseSearch();
    return 'open';
  }

  /** False once the shared table is full of entries that count (after dropping those that do not). */
  private roomLeft(): boolean {
    if (this.seen.size >= this.seen.capacity) this.tableFull = this.seen.compact() > (this.seen.capacity * 3) / 4;
    return !this.tableFull;
  }

  /** Ends the relaxed search under way, which `search` ran to `result`. */
  private ended(search: Search, result: Result): 'open' | 'won' | 'lost' {
    this.seen.endSearch(result === Result.Lost);
    if (result === Result.Won) {
      for (const entry of search.winningLineEntries()) if (entry >= 0) this.seen.markWinnable(entry);
      return 'won';
    }
    return result === Result.Lost ? 'lost' : 'open';
  }
}

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
// relaxed winning line is marked winnable, for later searches to stop at. The start itself gets
// searches of 1000, 4000, 16,000, … positions, each after half its length spent otherwise (two
// thirds of the work, as with doubling), until one decides: a start proved lost ends the real
// search. Growing fourfold wastes less on searches begun again: a draw-3 deal whose draw-1 game
// is lost is proved so in about 0.7 times the positions.
import type { KlondikeState } from '../rules.js';
import { CappedSpending } from './cappedSpending.js';
import { Position } from './position.js';
import { Result, Search, type Spending } from './search.js';
import { SeenTable } from './seenTable.js';

/** The most positions a relaxed search of one position of the real search may take. */
const PROBE_POSITIONS = 200;
/** Relaxed searches of the real search's positions take at most this many times its own. */
const PROBE_SHARE = 3;
/** The length of the start's first relaxed search; each next one is START_SEARCH_GROWTH times longer. */
const FIRST_START_SEARCH = 1000;
const START_SEARCH_GROWTH = 4;

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
  /** 'open' until a relaxed search of the start decides. */
  private startVerdict: 'open' | 'won' | 'lost' = 'open';
  /** Positions the real search asked about, and those spent on relaxed searches of them. */
  private positionsAsked = 0;
  private probeWork = 0;
  /** When (in positionsAsked + probeWork) the start gets its next relaxed search, and how long. */
  private nextStartSearch = 0;
  private startLimit = FIRST_START_SEARCH;
  /** Set once the shared table is full of entries that count: no more relaxed searches. */
  private tableFull = false;

  constructor(state: KlondikeState, outer: Spending, memoryBytes: number) {
    const relaxedState: KlondikeState = { ...state, options: { ...state.options, draw: 1, passes: 'unlimited' }, recycles: 0 };
    this.start = new Position(relaxedState);
    this.relaxed = new Position(relaxedState);
    this.seen = new SeenTable(memoryBytes);
    this.budget = new CappedSpending(outer);
    this.search = new Search(this.relaxed, this.seen, this.budget);
  }

  /** Ends the relaxation: its table's arrays go on to the next search (SeenTable.release). */
  release(): void {
    this.seen.release();
  }

  /** True when the relaxed game of `position` is proved lost (so `position` is lost too). */
  readonly provesLost = (position: Position): boolean => {
    if (this.startVerdict === 'lost') return true;
    this.positionsAsked++;
    if (this.startVerdict === 'open' && this.positionsAsked + this.probeWork >= this.nextStartSearch) {
      this.startVerdict = this.verdict(this.start, this.startLimit);
      this.startLimit *= START_SEARCH_GROWTH;
      this.nextStartSearch = this.positionsAsked + this.probeWork + this.startLimit / 2;
      if (this.startVerdict === 'lost') return true;
    }
    if (this.probeWork > PROBE_SHARE * this.positionsAsked) return false;
    const verdict = this.verdict(position, PROBE_POSITIONS);
    this.probeWork += this.budget.spent;
    return verdict === 'lost';
  };

  /** A relaxed search of at most `limit` positions from `position`'s cards. */
  private verdict(position: Position, limit: number): 'open' | 'won' | 'lost' {
    if (this.seen.size >= this.seen.capacity) this.tableFull = this.seen.compact() > (this.seen.capacity * 3) / 4;
    if (this.tableFull) return 'open';
    this.relaxed.copyCardsOf(position);
    this.budget.limit = limit;
    this.budget.spent = 0;
    this.seen.beginSearch();
    const result = this.search.visit(0, -1);
    this.seen.endSearch(result === Result.Lost);
    if (result === Result.Won) {
      for (const entry of this.search.winningLineEntries()) if (entry >= 0) this.seen.markWinnable(entry);
      return 'won';
    }
    return result === Result.Lost ? 'lost' : 'open';
  }
}

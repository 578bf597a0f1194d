// Klondike's solver: a depth-first search (search.ts) with perfect information (it reads face-down
// cards and the stock) over the compact position (position.ts), with a set of positions already
// searched (seenTable.ts), the moves of moves.ts, for draw 3 and limited passes a quick proof of
// loss on each new position (relaxation.ts), and the winning line expanded into engine moves
// (engineLine.ts). Its tables fit a memory budget (an option; by default a share of the heap the
// thread may use, at most DEFAULT_MEMORY_BYTES). For draw 3 and limited passes, beams (beam.ts)
// look for a win between the short first search and the main one; they only ever answer with a
// win, so they take nothing from the proof that its 'lost' is one (docs/solver.md, "Why 'lost' is
// a proof" under Klondike). Before searching, frozen.ts may prove the start lost outright;
// positions the fast search does not take (fallback.ts) go to the plain search, which prunes
// nothing.
import { getHeapStatistics } from 'node:v8';
import { klondikeRules as klondike } from '../play.js';
import type { KlondikeState } from '../rules.js';
import type { SearchBudget } from '../../../../search/budget.js';
import { plainSearch } from '../../../../search/plainSearch.js';
import type { SearchOutcome } from '../../../../search/outcome.js';
import type { Move } from '../../../types.js';
import { CappedSpending } from './cappedSpending.js';
import { engineLine } from './engineLine.js';
import { isOrdinary, klondikeKey } from './fallback.js';
import { hasFrozenCards } from './frozen.js';
import { beamSearch } from './beam.js';
import { Order } from './moves.js';
import { Position } from './position.js';
import { hasRelaxation, Relaxation } from './relaxation.js';
import { Result, Search } from './search.js';
import { SeenTable } from './seenTable.js';

/** The beams (beam.ts) tried between the first search and the main one, by width. */
const BEAM_WIDTHS = [64, 256, 1024];

/** The most positions the first search (in the runs-first order) takes. */
const FIRST_SEARCH_POSITIONS = 20_000;

/** The most the solver's tables take by default (a solve stays well under 1 GB). */
export const DEFAULT_MEMORY_BYTES = 640 * 2 ** 20;

export interface KlondikeSolverOptions {
  /**
   * Bytes the solver's tables may take; by default the budget's (SolveOptions.memoryBytes), else
   * half the heap limit, at most DEFAULT_MEMORY_BYTES.
   */
  memoryBytes?: number;
  /** The most positions the first search (in the runs-first order) takes; FIRST_SEARCH_POSITIONS by default. */
  firstSearchPositions?: number;
}

export function solveKlondike(state: KlondikeState, budget: SearchBudget, options: KlondikeSolverOptions = {}): SearchOutcome<Move> {
  // Without four foundation piles no card can ever go up (the engine has nowhere to put it).
  if (state.foundations.length !== 4) return { verdict: 'lost' };
  if (!isOrdinary(state)) return plainSearch(klondike, state, budget, klondikeKey);
  const position = new Position(state);
  if (hasFrozenCards(position)) return { verdict: 'lost' };
  const memory = options.memoryBytes ?? budget.memoryBytes ?? Math.min(DEFAULT_MEMORY_BYTES, getHeapStatistics().heap_size_limit / 2);
  // The relaxation's table gets a quarter of the memory: its searches are short.
  const relaxation = hasRelaxation(state) ? new Relaxation(state, budget, memory / 4) : undefined;
  const seen = new SeenTable(relaxation ? (memory * 3) / 4 : memory);
  try {
    return searchBothOrders(state, position, seen, budget, relaxation, options.firstSearchPositions ?? FIRST_SEARCH_POSITIONS);
  } finally {
    seen.release();
    relaxation?.release();
    position.release();
  }
}

/** The two searches over one table: a short one in the runs-first order, then the main one. */
function searchBothOrders(
  state: KlondikeState,
  position: Position,
  seen: SeenTable,
  budget: SearchBudget,
  relaxation: Relaxation | undefined,
  firstSearchPositions: number,
): SearchOutcome<Move> {
  // A short first search in one order (moves.ts) finds the wins it is quick at; the main search
  // tries the other. Of the first one's table, only the positions it settled (proved lost
  // outright, search.ts) count afterwards, unless it ended: then its verdict stands.
  const firstBudget = new CappedSpending(budget);
  firstBudget.limit = firstSearchPositions;
  seen.beginSearch();
  const firstSearch = new Search(position, seen, firstBudget, relaxation?.provesLost, Order.RunsFirst);
  const first = firstSearch.visit(0, -1);
  firstSearch.release();
  seen.endSearch(first === Result.Lost);
  if (first === Result.Won) return { verdict: 'winnable', moves: engineLine(state, position) };
  if (first === Result.Lost) return { verdict: 'lost' };
  // The whole budget spent already (a fair hint's small solves): nothing is left for the rest.
  if (budget.isExhausted) return { verdict: 'unknown' };
  // Where the relaxation takes most of the work (draw 3, limited passes), beams look for the wins
  // the depth-first search would find late (beam.ts).
  if (relaxation) {
    for (const width of BEAM_WIDTHS) {
      const beam = beamSearch(state, width, budget);
      if (beam === 'stopped') return { verdict: 'unknown' };
      if (beam !== 'exhausted') return { verdict: 'winnable', moves: engineLine(state, beam) };
    }
  }
  position.undoTo(0);
  const search = new Search(position, seen, budget, relaxation?.provesLost, Order.WasteFirst);
  const result = search.visit(0, -1);
  search.release();
  switch (result) {
    case Result.Won:
      return { verdict: 'winnable', moves: engineLine(state, position) };
    case Result.Lost:
      return { verdict: 'lost' };
    case Result.Stopped:
      return { verdict: 'unknown' };
  }
}

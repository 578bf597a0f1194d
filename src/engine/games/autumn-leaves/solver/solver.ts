// Autumn Leaves' solver: beam searches (beam.ts), which find most wins quickly but prove nothing,
// taking turns with the staged search below, which settles positions either way: three beam
// widths (each with both weightings of promise.ts), then a round of the staged search, each twice
// as wide as the last of its kind, until one finds a win, the staged search proves the deal lost,
// or the budget runs out (bench/RESULTS.md has what the beams add).
//
// The staged search. The game falls into stages between deals. From a stage's first position
// the search lists every position reachable without dealing (depth first, best moves first); in the
// last stage it looks there for a win, in the others it deals from listed positions, the most
// promising first (promise.ts), and searches the next stage the same way.
//
// Which positions to deal from follows limited discrepancy search: a line of deals may pass over
// the most promising positions only so many times in all (dealing from the third best passes over
// two). Rounds: the first lists at most 3,000 positions per stage and allows 1 pass; each round
// after lists twice as many and allows twice as many passes plus one (1, 3, 7, 15 …), from the
// given position again, which proves more deals winnable within a budget than dealing from the
// best 3, 6, 12 … of every stage (bench/RESULTS.md).
//
// Its 'lost' is a proof only by sound reductions: docs/solver.md, "Why 'lost' is a proof" under
// Autumn Leaves.
import { autumnLeaves, COLUMNS, type AutumnLeavesState } from '../rules.js';
import type { SearchBudget } from '../../../../search/budget.js';
import { pileKey } from '../../../cards/cardKey.js';
import { ExactKeyTable } from '../../../../search/exactKeyTable.js';
import { grownArray } from '../../../../search/grownArray.js';
import { plainSearch } from '../../../../search/plainSearch.js';
import type { SearchOutcome } from '../../../../search/outcome.js';
import type { Move } from '../../../types.js';
import { beamSearch } from './beam.js';
import { EXACT_KEY_WORDS, exactKeyInto } from './exactKey.js';
import { generateMoves, type ScoredMove } from './moves.js';
import { Listing } from './listing.js';
import { badness, beamWeightings } from './promise.js';
import { DEAL, isStandardPosition, Position, toEngineMove, type SolverMove } from './position.js';

const FIRST_LISTED = 3_000;
/** Times a line of deals may pass over the most promising position, in the first round. */
const FIRST_PASSES = 1;
/**
 * No more positions than this are remembered at once: listed ones (about 500 bytes each, with
 * their keys), first positions of stages and lost last-stage positions (about 100 bytes), well
 * under 1 GB in all. (The beam caps its own memory: beam.ts.)
 */
const MEMORY_LIMIT = 1_200_000;
/** The first beam's width; each beam after is twice as wide. */
const FIRST_WIDTH = 8;
/** Beams before each round of the staged search. */
const BEAMS_PER_ROUND = 3;
/** The longest line a beam follows: winning lines it finds are about 100 to 400 moves. */
const BEAM_DEPTH = 1_000;

export function autumnLeavesKey(state: AutumnLeavesState): string {
  return state.tableau.map(pileKey).join('|') + '|' + state.stock.length;
}

export function solveAutumnLeaves(state: AutumnLeavesState, budget: SearchBudget): SearchOutcome<Move> {
  return solveInRounds(state, budget, FIRST_LISTED, FIRST_PASSES, FIRST_WIDTH);
}

/**
 * The search in rounds, the first listing `firstListed` positions per stage and allowing
 * `firstPasses`, each after a beam search, the first `firstWidth` wide (0: no beam).
 */
export function solveInRounds(
  state: AutumnLeavesState, budget: SearchBudget, firstListed: number, firstPasses: number, firstWidth: number,
): SearchOutcome<Move> {
  if (!isStandardPosition(state)) return plainSearch(autumnLeaves, state, budget, autumnLeavesKey);
  // The stock only ever shrinks by whole deals: cards left over can never leave it.
  if (state.stock.length % COLUMNS !== 0) return { verdict: 'lost' };
  const lostEnds = new ExactKeyTable(EXACT_KEY_WORDS);
  try {
    return searchInRounds(state, budget, firstListed, firstPasses, firstWidth, lostEnds);
  } finally {
    lostEnds.release();
  }
}

function searchInRounds(
  state: AutumnLeavesState, budget: SearchBudget, firstListed: number, firstPasses: number, firstWidth: number, lostEnds: ExactKeyTable,
): SearchOutcome<Move> {
  for (let round = 0; ; round++) {
    for (let beam = 0; firstWidth > 0 && beam < BEAMS_PER_ROUND; beam++) {
      const width = firstWidth * 2 ** (BEAMS_PER_ROUND * round + beam);
      for (const weights of beamWeightings(width)) {
        const outcome = beamSearch(new Position(state), width, weights, budget, BEAM_DEPTH);
        if (outcome && 'win' in outcome) return { verdict: 'winnable', moves: outcome.win.map(toEngineMove) };
        if (outcome) return { verdict: 'unknown' };
      }
    }
    const search = new StagedSearch(new Position(state), budget, firstListed * 2 ** round, lostEnds);
    const line = search.run((firstPasses + 1) * 2 ** round - 1);
    if (line) return { verdict: 'winnable', moves: line.map(toEngineMove) };
    if (search.stopped) return { verdict: 'unknown' };
    if (!search.cutOff) return { verdict: 'lost' };
  }
}

interface Frame {
  moves: ScoredMove[];
  next: number;
  /** The listed position this frame expands. */
  index: number;
}

class StagedSearch {
  /** The first positions of stages already searched (positions left after a deal), with the passes they had. */
  private readonly stageStarts = new ExactKeyTable(EXACT_KEY_WORDS);
  private stagePasses = new Int32Array(64);
  private readonly key = new Uint32Array(EXACT_KEY_WORDS);
  /** The positions the listing under way has reached, emptied after each. */
  private readonly seen = new ExactKeyTable(EXACT_KEY_WORDS);
  private remembered = 0;
  /** The budget or the memory limit ran out. */
  stopped = false;
  /** Some stage listed fewer positions, or dealt from fewer, than it could have. */
  cutOff = false;

  constructor(
    private readonly position: Position,
    private readonly budget: SearchBudget,
    private readonly listLimit: number,
    /** Last-stage positions already shown lost (no win is reachable from any of them). */
    private readonly lostEnds: ExactKeyTable,
  ) {}

  /** `stage` from the first position, its tables released after. */
  run(passes: number): SolverMove[] | undefined {
    try {
      return this.stage(passes);
    } finally {
      this.stageStarts.release();
      this.seen.release();
    }
  }

  /**
   * The moves from the position now to a win, or undefined when none was found; the line of deals
   * from here may pass over the most promising position `passes` times. A stage already searched
   * with as many passes or more is not searched again (it found no win then).
   */
  stage(passes: number): SolverMove[] | undefined {
    const p = this.position;
    exactKeyInto(p, this.key);
    if (this.lostEnds.find(this.key) >= 0) return undefined;
    let entry = this.stageStarts.find(this.key);
    if (entry >= 0 && this.stagePasses[entry]! >= passes) return undefined;
    if (entry < 0) {
      entry = this.stageStarts.add(this.key);
      this.stagePasses = grownArray(this.stagePasses, entry + 1);
    }
    this.stagePasses[entry] = passes;
    if (p.isWon()) return [];
    const stage = this.list();
    if (stage === undefined) return undefined;
    if ('win' in stage) return stage.win;
    const { listed } = stage;
    if (p.dealsLeft === 0) return undefined;
    if (listed.length > passes + 1) this.cutOff = true;
    const chosen = mostPromising(listed, passes + 1);
    for (let rank = 0; rank < chosen.length; rank++) {
      const index = chosen[rank]!;
      listed.load(index, p);
      p.deal();
      const rest = this.stage(passes - rank);
      if (rest) return [...listed.wayTo(index), DEAL, ...rest];
      if (this.stopped) return undefined;
    }
    this.remembered -= listed.length;
    return undefined;
  }

  /**
   * Every position reachable from here without a deal (up to the list limit). A win met on the
   * way comes back as its line instead; undefined when the budget ran out.
   *
   * In the last stage, positions in `lostEnds` are passed over as if seen, and a listing that
   * ends with neither a win nor a cut-off adds every position it listed to `lostEnds`. Why that
   * is sound: if every position in `lostEnds` was lost before, the listed positions together with
   * them are closed under the moves tried (each listed position had all its moves tried, leading
   * to listed positions or to `lostEnds`) and none is won, so no win is reachable from any of
   * them; moves left out never matter (moves.ts). A listing cut off proves nothing and adds
   * nothing.
   */
  private list(): { listed: Listing } | { win: SolverMove[] } | undefined {
    const listed = new Listing();
    this.add(listed, -1, undefined);
    try {
      return this.listInto(listed, this.seen);
    } finally {
      this.seen.clear();
    }
  }

  private listInto(listed: Listing, seen: ExactKeyTable): { listed: Listing } | { win: SolverMove[] } | undefined {
    const p = this.position;
    const key = this.key;
    exactKeyInto(p, key);
    seen.find(key);
    seen.add(key);
    const stack: Frame[] = [{ moves: generateMoves(p), next: 0, index: 0 }];
    let complete = true;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.next >= frame.moves.length) {
        stack.pop();
        continue;
      }
      const move = frame.moves[frame.next++]!;
      if (move.count === 0) continue;
      listed.load(frame.index, p);
      p.moveRun(move.from, move.to, move.count);
      exactKeyInto(p, key);
      if (seen.find(key) >= 0 || this.lostEnds.find(key) >= 0) continue;
      if (listed.length >= this.listLimit) {
        this.cutOff = true;
        complete = false;
        break;
      }
      if (!this.budget.spend() || this.remembered + listed.length + this.stageStarts.size + this.lostEnds.size >= MEMORY_LIMIT) {
        this.stopped = true;
        return undefined;
      }
      seen.add(key);
      const index = this.add(listed, frame.index, move);
      if (p.isWon()) return { win: listed.wayTo(index) };
      stack.push({ moves: generateMoves(p), next: 0, index });
    }
    this.remembered += listed.length;
    if (complete && p.stockLeft === 0) {
      for (let entry = 0; entry < seen.size; entry++) {
        const offset = seen.keyOffset(entry);
        const seenKey = seen.keyChunk(entry).subarray(offset, offset + EXACT_KEY_WORDS);
        if (this.lostEnds.find(seenKey) < 0) this.lostEnds.add(seenKey);
      }
    }
    return { listed };
  }

  /** Lists the position now, with how promising it looks once the next deal is made. */
  private add(listed: Listing, parent: number, move: SolverMove | undefined): number {
    const p = this.position;
    const index = listed.add(p, parent, move);
    if (p.dealsLeft > 0) {
      p.deal();
      listed.badness[index] = badness(p);
      p.undoDeal();
    }
    return index;
  }
}

/** The indexes of the `limit` listed positions with the least badness, best first (ties: first listed). */
function mostPromising(listed: Listing, limit: number): number[] {
  const better = (a: number, b: number) => listed.badness[a]! < listed.badness[b]! || (listed.badness[a] === listed.badness[b] && a < b);
  const best: number[] = [];
  for (let index = 0; index < listed.length; index++) {
    if (best.length === limit && !better(index, best[limit - 1]!)) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    while (at > 0 && better(index, best[at - 1]!)) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = index;
  }
  return best;
}

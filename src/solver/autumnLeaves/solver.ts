// Autumn Leaves' solver. The game falls into stages between deals. From a stage's first position
// the search lists every position reachable without dealing (depth first, best moves first); in the
// last stage it looks there for a win, in the others it deals from each listed position, the most
// promising first (promise.ts), and searches the next stage the same way.
//
// Rounds: the first lists at most 3,000 positions per stage and deals from the best 3 of them;
// each round after lists 4× as many and deals from 2× as many (each from the given position
// again). Narrow first rounds found the most wins in 1 s on deals 41–160. A round that cut nothing off has
// searched every reachable position, so if it found no win the deal is lost. Sound reductions
// only, all once the stock is empty: columns are interchangeable (position.ts `key`, moves.ts),
// and a gathering move of a suit's low cards is tried alone (safeMove.ts).
import { autumnLeaves, COLUMNS, type AutumnLeavesState } from '../../engine/autumnLeaves.js';
import type { SearchBudget } from '../budget.js';
import { pileKey } from '../cardKey.js';
import { plainSearch } from '../plainSearch.js';
import type { SearchOutcome } from '../types.js';
import { generateMoves, type ScoredMove } from './moves.js';
import { Listing } from './listing.js';
import { badness } from './promise.js';
import { DEAL, isStandardPosition, Position, toEngineMove, type SolverMove } from './position.js';

const FIRST_LISTED = 3_000;
const FIRST_DEALT_FROM = 3;
/**
 * No more positions than this are remembered at once: listed ones (about 500 bytes each, with
 * their keys) and first positions of stages (about 100 bytes), well under 1 GB in all.
 */
const MEMORY_LIMIT = 1_200_000;

export function autumnLeavesKey(state: AutumnLeavesState): string {
  return state.tableau.map(pileKey).join('|') + '|' + state.stock.length;
}

export function solveAutumnLeaves(state: AutumnLeavesState, budget: SearchBudget): SearchOutcome {
  return solveInRounds(state, budget, FIRST_LISTED, FIRST_DEALT_FROM);
}

/** The search in rounds, the first listing `firstListed` positions per stage and dealing from `firstDealtFrom`. */
export function solveInRounds(state: AutumnLeavesState, budget: SearchBudget, firstListed: number, firstDealtFrom: number): SearchOutcome {
  if (!isStandardPosition(state)) return plainSearch(autumnLeaves, state, budget, autumnLeavesKey);
  // The stock only ever shrinks by whole deals: cards left over can never leave it.
  if (state.stock.length % COLUMNS !== 0) return { verdict: 'lost' };
  for (let round = 0; ; round++) {
    const search = new StagedSearch(new Position(state), budget, firstListed * 4 ** round, firstDealtFrom * 2 ** round);
    const line = search.stage();
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
  /** The first positions of stages already searched (positions left after a deal). */
  private readonly stageStarts = new Set<string>();
  private remembered = 0;
  /** The budget or the memory limit ran out. */
  stopped = false;
  /** Some stage listed fewer positions, or dealt from fewer, than it could have. */
  cutOff = false;

  constructor(
    private readonly position: Position,
    private readonly budget: SearchBudget,
    private readonly listLimit: number,
    private readonly dealLimit: number,
  ) {}

  /** The moves from the position now to a win, or undefined when none was found. */
  stage(): SolverMove[] | undefined {
    const p = this.position;
    const start = p.key();
    if (this.stageStarts.has(start)) return undefined;
    this.stageStarts.add(start);
    if (p.isWon()) return [];
    const stage = this.list();
    if (stage === undefined) return undefined;
    if ('win' in stage) return stage.win;
    const { listed } = stage;
    if (p.dealsLeft === 0) return undefined;
    if (listed.length > this.dealLimit) this.cutOff = true;
    for (const index of mostPromising(listed, this.dealLimit)) {
      listed.load(index, p);
      p.deal();
      const rest = this.stage();
      if (rest) return [...listed.wayTo(index), DEAL, ...rest];
      if (this.stopped) return undefined;
    }
    this.remembered -= listed.length;
    return undefined;
  }

  /**
   * Every position reachable from here without a deal (up to the list limit). A win met on the
   * way comes back as its line instead; undefined when the budget ran out.
   */
  private list(): { listed: Listing } | { win: SolverMove[] } | undefined {
    const p = this.position;
    const listed = new Listing();
    this.add(listed, -1, undefined);
    const seen = new Set<string>([p.key()]);
    const stack: Frame[] = [{ moves: generateMoves(p), next: 0, index: 0 }];
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
      const key = p.key();
      if (seen.has(key)) continue;
      if (listed.length >= this.listLimit) {
        this.cutOff = true;
        break;
      }
      if (!this.budget.spend() || this.remembered + listed.length + this.stageStarts.size >= MEMORY_LIMIT) {
        this.stopped = true;
        return undefined;
      }
      seen.add(key);
      const index = this.add(listed, frame.index, move);
      if (p.isWon()) return { win: listed.wayTo(index) };
      stack.push({ moves: generateMoves(p), next: 0, index });
    }
    this.remembered += listed.length;
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

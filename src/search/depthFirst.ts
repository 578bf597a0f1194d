// An exhaustive depth-first search over positions that a game packs into a few 32-bit words, with
// dominance: positions sharing a key differ only in a cost, and one of lower cost can do all that
// one of higher cost can (the game proves it: docs/solver.md). Each key is held exactly (an
// exact-key table, never a lossy one) with the lowest cost at which it was searched to the end
// without a win; a position of that key and no lower cost is then lost, and is not searched again.
// Moves are tried in the order the game gives until a won position is met. The game may prune,
// soundly only: a position it calls hopeless has no won position beyond it, and the moves it gives
// include one that keeps a win whenever the position has one. Then 'lost' is a proof. Every move
// must make progress (no position comes back along a line), as removing or turning a card does.
import type { SearchBudget } from './budget.js';
import { ExactKeyTable } from './exactKeyTable.js';
import { grownArray } from './grownArray.js';
import type { SearchOutcome } from './outcome.js';

export interface DepthFirstRules<P> {
  /** Words in a position's key. */
  keyWords: number;
  won(position: P): boolean;
  /** True only when no won position can be reached from it (sound pruning). */
  hopeless(position: P): boolean;
  /** Writes the position's key (without its cost). */
  writeKey(position: P, key: Uint32Array): void;
  /** 0 to 254: of two positions with one key, the one of lower or equal cost can do all the other can. */
  cost(position: P): number;
  /** The moves to try, best first, as the game numbers them. */
  moves(position: P): number[];
  play(position: P, move: number): P;
}

/** No search of the key has ended yet. */
const UNSEARCHED = 255;

/**
 * The search from `start`, within the budget and at most `maxEntries` keys held (more, and it
 * answers 'unknown'). Its line is in the game's own move numbers.
 */
export function depthFirst<P>(rules: DepthFirstRules<P>, start: P, budget: SearchBudget, maxEntries: number): SearchOutcome<number> {
  const seen = new ExactKeyTable(rules.keyWords);
  const key = new Uint32Array(rules.keyWords);
  let lostAt = new Uint8Array(1 << 12);
  const line: number[] = [];
  let stopped = false;
  const visit = (position: P): boolean => {
    if (rules.won(position)) return true;
    rules.writeKey(position, key);
    const cost = rules.cost(position);
    let entry = seen.find(key);
    if (entry >= 0 && lostAt[entry]! <= cost) return false;
    if (!budget.spend() || (entry < 0 && seen.size >= maxEntries)) {
      stopped = true;
      return false;
    }
    if (entry < 0) {
      entry = seen.add(key);
      lostAt = grownArray(lostAt, entry + 1);
      lostAt[entry] = UNSEARCHED;
    }
    if (!rules.hopeless(position)) {
      for (const move of rules.moves(position)) {
        line.push(move);
        if (visit(rules.play(position, move))) return true;
        line.pop();
        if (stopped) return false;
      }
    }
    if (cost < lostAt[entry]!) lostAt[entry] = cost;
    return false;
  };
  try {
    if (visit(start)) return { verdict: 'winnable', moves: line };
    return stopped ? { verdict: 'unknown' } : { verdict: 'lost' };
  } finally {
    seen.release();
  }
}

// The one solver for every rule set: a game described by a RuleSet is searched over the compact
// position (position.ts) with the rule set's moves (moves.ts), safe cards played up (safe.ts), and
// a depth-first search with an exact seen-table (search.ts); where suits leave as whole runs or any
// face-up card moves with what lies on it, beam searches for wins besides (staged.ts), and for
// most other rule sets before the long search (beamsFirst.ts); where the rules are those of the
// run-building games, their own beam (runs/) takes the rule set's place. Perfect information: face-down
// cards and the stock's order are read like the rest. Its seen-table is capped by memory (see
// DEFAULT_MEMORY_BYTES); once the cap turns a position away, the search can no longer prove a loss.
// Hole games whose columns only shrink have a search of their own (shrinking.ts).
import { getHeapStatistics } from 'node:v8';
import type { GameSolver } from '../../game.js';
import type { RuleSet } from '../ruleSet.js';
import type { RuleSetState } from '../state.js';
import { beamsFirstSearch, searchesBeamsFirst } from './beamsFirst.js';
import { Position } from './position.js';
import { bytesPerEntry, depthFirst } from './search.js';
import { runsBeam } from './runs/solver.js';
import { searchesRuns, shapeOf } from './shape.js';
import { searchesShrinking, shrinkingSearch } from './shrinking.js';
import { searchesStaged, stagedSearch } from './staged.js';

/** The most the seen-table takes unless the budget says otherwise: a solve stays well under 1 GB. */
export const DEFAULT_MEMORY_BYTES = 640 * 2 ** 20;

export function solverFor(rules: RuleSet): GameSolver<RuleSetState> {
  return (state, budget) => {
    // A player's rule file travels in the state's options (state.ts): its rules are the game's.
    const shape = shapeOf(state.options?.rules ?? rules, state);
    const memory = budget.memoryBytes ?? Math.min(DEFAULT_MEMORY_BYTES, getHeapStatistics().heap_size_limit / 2);
    if (searchesShrinking(shape, state)) return shrinkingSearch(shape, state, budget, memory);
    const position = Position.fromState(shape, state);
    const capacity = Math.max(1024, Math.floor(memory / bytesPerEntry(position.keyBytes / 4)));
    if (searchesStaged(shape)) return stagedSearch(position, budget, capacity, searchesRuns(shape) ? runsBeam(state, budget) : undefined);
    return searchesBeamsFirst(shape) ? beamsFirstSearch(position, budget, capacity) : depthFirst(position, budget, capacity);
  };
}

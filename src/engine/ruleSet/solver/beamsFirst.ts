// The rule-set solver's search for most rule sets (searchesBeamsFirst): a short depth-first
// search, which decides most deals within a few thousand positions; then beam searches of growing
// width (beam.ts) keeping the positions score.ts rates best, which find at once many of the wins
// the depth-first search wanders long before; then the depth-first search from the start with the
// budget left, the only source of 'lost' (docs/solver.md, "Beams before the long search").
import { CappedBudget, type SearchBudget } from '../../../search/budget.js';
import type { SearchOutcome } from '../../../search/outcome.js';
import type { Move } from '../../types.js';
import { beamOutcome, beamSeen, byScore } from './beam.js';
import type { Position } from './position.js';
import { depthFirst } from './search.js';
import type { Shape } from './shape.js';
import { searchesStaged } from './staged.js';

/** Positions the first depth-first search may take. */
const FIRST_LOOK = 10_000;
const WIDTHS = [16, 32, 64, 128, 256];

/**
 * Every rule set but those the staged search takes (staged.ts) and those whose stock goes
 * through once (there the beams took wins away from the depth-first search: bench/RESULTS.md).
 */
export function searchesBeamsFirst(shape: Shape): boolean {
  return !searchesStaged(shape) && !(shape.stock >= 0 && shape.redeals === 0);
}

export function beamsFirstSearch(position: Position, budget: SearchBudget, capacity: number): SearchOutcome<Move> {
  const start = position.mark();
  const first = depthFirst(position, new CappedBudget(budget, FIRST_LOOK), capacity);
  if (first.verdict !== 'unknown' || budget.isExhausted) return first;
  // A search that stops leaves the position where it stopped.
  position.undoTo(start);
  const seen = beamSeen();
  for (const width of WIDTHS) {
    const outcome = beamOutcome(position, width, budget, seen, byScore);
    if (outcome) return outcome;
  }
  return depthFirst(position, budget, capacity);
}

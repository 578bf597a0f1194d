// The rule-set solver's search for most rule sets (searchesBeamsFirst): a short depth-first
// search, which decides most deals within a few thousand positions; then beam searches of growing
// width (beam.ts) keeping the positions score.ts rates best, which find at once many of the wins
// the depth-first search wanders long before; then the depth-first search goes on where it stopped
// with the budget left, the only source of 'lost' (docs/solver.md, "Beams before the long search").
import { CappedBudget, type SearchBudget } from '../../../search/budget.js';
import type { SearchOutcome } from '../../../search/outcome.js';
import type { Move } from '../../types.js';
import { beamOutcome, beamSeen, byScore } from './beam.js';
import type { Position } from './position.js';
import { Search } from './search.js';
import type { Shape } from './shape.js';
import { searchesStaged } from './staged.js';

/** Positions the first depth-first search may take. */
const FIRST_LOOK = 10_000;
const WIDTHS = [16, 32, 64, 128, 256];
/**
 * Where the columns hold every card in play (no free cell, reserve or stock): after the beams
 * above, the depth-first search goes on for this many positions, then a beam this wide, and so on,
 * before it takes the rest of the budget. There the beams of WIDTHS miss many wins that wider ones
 * find soon, and most lost deals that FIRST_LOOK does not prove need only a little more of the
 * depth-first search (bench/RESULTS.md).
 */
const WIDER: readonly { search: number; width: number }[] = [
  { search: 20_000, width: 512 },
  { search: 30_000, width: 1024 },
];
/**
 * Moves a beam follows at most, for each card of the deal, where WIDER applies: its wins come in
 * lines far shorter than beam.ts's own limit, and a beam that wanders on to that limit spends that
 * many times its width.
 */
const DEPTH_PER_CARD = 5;

/**
 * Every rule set but those the staged search takes (staged.ts) and those whose stock goes
 * through once (there the beams took wins away from the depth-first search: bench/RESULTS.md).
 */
export function searchesBeamsFirst(shape: Shape): boolean {
  return !searchesStaged(shape) && !(shape.stock >= 0 && shape.redeals === 0);
}

/** Whether the columns hold every card in play: no free cell, reserve or stock. */
const onlyColumns = (shape: Shape): boolean => shape.cells === 0 && shape.reservePiles === 0 && shape.stock < 0;

export function beamsFirstSearch(position: Position, budget: SearchBudget, capacity: number): SearchOutcome<Move> {
  const start = position.mark();
  const search = new Search(position, capacity);
  const wider = onlyColumns(position.shape);
  const maxDepth = wider ? DEPTH_PER_CARD * position.shape.deckSize : undefined;
  try {
    const first = search.run(new CappedBudget(budget, FIRST_LOOK));
    if (first.verdict !== 'unknown' || budget.isExhausted) return first;
    // The beams start from the position itself; the depth-first search then goes on where it stopped.
    position.undoTo(start);
    const seen = beamSeen();
    for (const width of WIDTHS) {
      const outcome = beamOutcome(position, width, budget, seen, byScore, maxDepth);
      if (outcome) return outcome;
    }
    search.restore(start);
    if (wider) {
      for (const step of WIDER) {
        const outcome = search.resume(new CappedBudget(budget, step.search));
        if (outcome.verdict !== 'unknown' || budget.isExhausted) return outcome;
        search.suspend(start);
        const found = beamOutcome(position, step.width, budget, seen, byScore, maxDepth);
        if (found) return found;
        search.restore(start);
      }
    }
    return search.resume(budget);
  } finally {
    search.release();
  }
}

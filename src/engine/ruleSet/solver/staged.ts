// The rule-set solver's search where suits leave the table as whole runs (Shape.completeRuns), or
// where any face-up card moves with what lies on it (the wins of those lie deep in a wide tree), as
// a hand-written solver does it (docs/solver.md): a narrow beam search first (beam.ts; it finds
// most wins at once), then the depth-first search (search.ts, the only source of 'lost') for a
// while, then by turns beams about √2 wider each time and the depth-first search from the start
// again, four times as long, until one decides or the budget ends. Where the run-building games'
// own beam plays the rule set (runs/), it takes the place of the rule set's beam.
import { CappedBudget, type SearchBudget } from '../../../search/budget.js';
import type { SearchOutcome } from '../../../search/outcome.js';
import type { Move } from '../../types.js';
import { beamOutcome, beamSeen } from './beam.js';
import type { Position } from './position.js';
import { depthFirst } from './search.js';
import type { Beam } from './runs/solver.js';
import type { Shape } from './shape.js';

const FIRST_WIDTH = 16;
const WIDER = [24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096];
/** Positions the first depth-first search may take before the wider beams; each next one takes PROOF_GROWTH times more. */
const FIRST_PROOF = 20_000;
const PROOF_GROWTH = 4;
/** Beams tried between two depth-first searches. */
const BEAMS_BETWEEN = 3;

/** Whether the rule set is searched in stages: where the beams found wins the depth-first search alone did not. */
export const searchesStaged = (s: Shape): boolean => s.completeRuns || s.group === 'any-face-up';

export function stagedSearch(position: Position, budget: SearchBudget, capacity: number, runs?: Beam): SearchOutcome<Move> {
  if (position.isWon()) return { verdict: 'winnable', moves: [] };
  const seen = beamSeen();
  const beam: Beam = runs ?? ((width) => beamOutcome(position, width, budget, seen));
  const first = beam(FIRST_WIDTH);
  if (first) return first;
  // Depth-first searches of growing size between the beams: a loss that is quick to prove is
  // proved early, and each search taken up again from the start costs at most a third more than
  // one search as long as them all.
  let next = 0;
  for (let proof = FIRST_PROOF; ; proof *= PROOF_GROWTH) {
    const last = next >= WIDER.length;
    const start = position.mark();
    const outcome = depthFirst(position, last ? budget : new CappedBudget(budget, proof), capacity);
    if (outcome.verdict !== 'unknown' || budget.isExhausted || last) return outcome;
    // A search that stops leaves the position where it stopped.
    position.undoTo(start);
    for (const end = next + BEAMS_BETWEEN; next < end && next < WIDER.length; next++) {
      const outcome = beam(WIDER[next]!);
      if (outcome) return outcome;
    }
  }
}

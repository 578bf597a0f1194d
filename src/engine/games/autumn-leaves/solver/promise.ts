// How promising a position looks (ordering only, never pruning), from a few counts: cards still
// face down, cards not yet on the card they must end on (a King not at the bottom of its column
// counts), empty columns, and cards already in place (a run down from a King at the bottom of a
// column). Two weightings: one to choose which positions to deal from first (solver.ts), one for
// the beam (beam.ts), each the best of those measured for its search.
import { COLUMNS } from '../rules.js';
import { follows, Position, RANKS } from './position.js';

interface Counts {
  faceDown: number;
  misplaced: number;
  empty: number;
  inPlace: number;
}

function countsOf(position: Position): Counts {
  const counts = { faceDown: 0, misplaced: 0, empty: 0, inPlace: 0 };
  for (let c = 0; c < COLUMNS; c++) {
    const height = position.height(c);
    if (height === 0) {
      counts.empty++;
      continue;
    }
    let inPlace = 0;
    if (position.at(c, 0) % RANKS === RANKS - 1) {
      inPlace = 1;
      while (inPlace < height && follows(position.at(c, inPlace - 1), position.at(c, inPlace))) inPlace++;
    } else counts.misplaced++;
    counts.inPlace += inPlace;
    for (let i = 0; i < height; i++) {
      const id = position.at(c, i);
      if (position.isFaceDown(id)) counts.faceDown++;
      if (i > 0 && !follows(position.at(c, i - 1), id)) counts.misplaced++;
    }
  }
  return counts;
}

/** For choosing which listed positions to deal from, once the deal is made. Lower is better. */
export function badness(position: Position): number {
  const { faceDown, misplaced, empty } = countsOf(position);
  return faceDown + misplaced - 2 * empty;
}

/** What the beam weighs: each count of `Counts`, and a card still in the stock. */
export interface BeamWeights {
  faceDown: number;
  misplaced: number;
  empty: number;
  inPlace: number;
  stock: number;
}

/**
 * The beam's weightings, tried in turn at each width: each wins deals the other misses (on deals
 * 1–100 at 200,000 positions, 94 and 91 alone, 96 together).
 */
export const BEAM_WEIGHTINGS: readonly BeamWeights[] = [
  { faceDown: 2, misplaced: 1, empty: 2, inPlace: 0, stock: 0.7 },
  { faceDown: 1, misplaced: 1, empty: 2, inPlace: 1, stock: 0.5 },
];

/**
 * For the beam, which compares positions with different numbers of deals left (a card in the
 * stock counts too). Lower is better.
 */
export function beamBadness(position: Position, weights: BeamWeights): number {
  const { faceDown, misplaced, empty, inPlace } = countsOf(position);
  return weights.faceDown * faceDown + weights.misplaced * misplaced - weights.empty * empty - weights.inPlace * inPlace
    + weights.stock * position.stockLeft;
}

// How promising a position looks (ordering only, never pruning), from a few counts: cards still
// face down, cards not yet on the card they must end on (a King not at the bottom of its column
// counts), empty columns, and cards already in place (a run down from a King at the bottom of a
// column). Two weightings: one to choose which positions to deal from first (solver.ts), one for
// the beam (beam.ts), each the best of those measured for its search.
import { COLUMNS } from '../rules.js';
import { DECK, follows, Position, RANKS } from './position.js';

/** The counts of `countsOf`, by index: one scratch array, no object per position. */
const FACE_DOWN = 0;
const MISPLACED = 1;
const EMPTY = 2;
const IN_PLACE = 3;
const counts = new Int32Array(4);

function countsOf(position: Position): Int32Array {
  const { cards, faceDown: isFaceDown } = position;
  let faceDown = 0;
  let misplaced = 0;
  let empty = 0;
  let inPlace = 0;
  for (let c = 0; c < COLUMNS; c++) {
    const height = position.height(c);
    if (height === 0) {
      empty++;
      continue;
    }
    const base = c * DECK;
    let below = cards[base]!;
    faceDown += isFaceDown[below]!;
    // The run down from a King at the bottom: as long as every card so far follows the one below.
    let run = below % RANKS === RANKS - 1 ? 1 : 0;
    if (run === 0) misplaced++;
    for (let i = 1; i < height; i++) {
      const id = cards[base + i]!;
      faceDown += isFaceDown[id]!;
      if (!follows(below, id)) misplaced++;
      else if (run === i) run++;
      below = id;
    }
    inPlace += run;
  }
  counts[FACE_DOWN] = faceDown;
  counts[MISPLACED] = misplaced;
  counts[EMPTY] = empty;
  counts[IN_PLACE] = inPlace;
  return counts;
}

/** For choosing which listed positions to deal from, once the deal is made. Lower is better. */
export function badness(position: Position): number {
  const counted = countsOf(position);
  return counted[FACE_DOWN]! + counted[MISPLACED]! - 2 * counted[EMPTY]!;
}

/** What the beam weighs: each count of `countsOf`, and a card still in the stock. */
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
  const counted = countsOf(position);
  return weights.faceDown * counted[FACE_DOWN]! + weights.misplaced * counted[MISPLACED]! - weights.empty * counted[EMPTY]!
    - weights.inPlace * counted[IN_PLACE]! + weights.stock * position.stockLeft;
}

// How promising a position looks (ordering only, never pruning), from a few counts: cards still
// face down, cards not yet on the card they must end on (a King not at the bottom of its column
// counts), empty columns, cards already in place (a run down from a King at the bottom of a
// column), and columns whose top card the next deal will bury. Two weightings: one to choose
// which positions to deal from first (solver.ts), one for the beam (beam.ts), each the best of
// those measured for its search.
import { COLUMNS } from '../rules.js';
import { DECK, follows, Position, RANKS } from './position.js';

/** The counts of `countsOf`, by index: one scratch array, no object per position. */
const FACE_DOWN = 0;
const MISPLACED = 1;
const EMPTY = 2;
const IN_PLACE = 3;
const NEXT_BURIES = 4;
const counts = new Int32Array(5);

function countsOf(position: Position): Int32Array {
  const { cards, faceDown: isFaceDown } = position;
  let faceDown = 0;
  let misplaced = 0;
  let empty = 0;
  let inPlace = 0;
  let nextBuries = 0;
  const dealing = position.dealsLeft > 0;
  for (let c = 0; c < COLUMNS; c++) {
    const height = position.height(c);
    if (dealing && height > 0) {
      // The stock's order is known: the next deal puts its c-th card on column c. Landing on a
      // higher card of its own suit it may stay; on anything else it buries that top card.
      const dealt = position.stock[position.stockLeft - 1 - c]!;
      const top = cards[c * DECK + height - 1]!;
      if (top < dealt || top >= dealt - (dealt % RANKS) + RANKS) nextBuries++;
    }
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
  counts[NEXT_BURIES] = nextBuries;
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
  nextBuries: number;
}

/**
 * The beam's weightings, tried in turn at each width: each wins deals the other misses
 * (bench/RESULTS.md). The first also weighs the columns the next deal buries, in beams 256 wide or
 * more (`beamWeightings`; docs/solver.md says why).
 */
export const BEAM_WEIGHTINGS: readonly BeamWeights[] = [
  { faceDown: 2, misplaced: 1, empty: 2, inPlace: 0, stock: 0.7, nextBuries: 2 },
  { faceDown: 1, misplaced: 1, empty: 2, inPlace: 1, stock: 0.5, nextBuries: 0 },
];

/** Beams narrower than this weigh the first weighting without the next deal: see `beamWeightings`. */
const NEXT_DEAL_FROM_WIDTH = 256;
const NARROW_BEAM_WEIGHTINGS: readonly BeamWeights[] = [{ ...BEAM_WEIGHTINGS[0]!, nextBuries: 0 }, BEAM_WEIGHTINGS[1]!];

/**
 * The weightings for a beam `width` wide. The narrower beams, which win all but the hardest deals,
 * weigh as they did before the next deal was weighed: weighing it there won a few more hard deals
 * but lost some easy ones and made the deals won before take more positions; from 256 wide on it
 * loses none (bench/RESULTS.md).
 */
export function beamWeightings(width: number): readonly BeamWeights[] {
  return width >= NEXT_DEAL_FROM_WIDTH ? BEAM_WEIGHTINGS : NARROW_BEAM_WEIGHTINGS;
}

/**
 * For the beam, which compares positions with different numbers of deals left (a card in the
 * stock counts too). Lower is better.
 */
export function beamBadness(position: Position, weights: BeamWeights): number {
  const counted = countsOf(position);
  return weights.faceDown * counted[FACE_DOWN]! + weights.misplaced * counted[MISPLACED]! - weights.empty * counted[EMPTY]!
    - weights.inPlace * counted[IN_PLACE]! + weights.stock * position.stockLeft
    + weights.nextBuries * counted[NEXT_BURIES]!;
}

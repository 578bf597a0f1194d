// Klondike scoring, row by row as the table in docs/rules/klondike.md ("Scoring").
//
// Standard (Windows sol.exe), applied move by move, and the score never goes below 0 (it is
// clamped after every move):
//   waste → tableau +5 · waste → foundation +10 · tableau → foundation +10 ·
//   turning over a tableau card +5 · foundation → tableau −15 ·
//   recycling the waste: draw 1 −100 each time; draw 3 −20 for every recycle that starts the
//   4th or a later pass ("after the first three passes": recycles 1 and 2 are free, 3 onwards
//   cost 20).
// The timed rows (−2 every 10 seconds, the win bonus) depend on the clock, not on the moves, so
// they are applied on demand by scoreWithTime in rules.ts.
//
// Vegas: the game starts at −52 (the ante), +5 for every card put on a foundation, −5 for every
// card taken back down; recycling costs nothing (the passes are limited instead); no floor.
// None: the score stays 0.
import { winBonus } from '../../common/scoring.js';
import type { PileKind } from '../../types.js';

export type KlondikeScoring = 'standard' | 'vegas' | 'none';

const VEGAS_ANTE = 52;

const STANDARD_POINTS = {
  wasteToTableau: 5,
  wasteToFoundation: 10,
  tableauToFoundation: 10,
  turnOver: 5,
  foundationToTableau: -15,
  recycleDraw1: -100,
  recycleDraw3: -20,
  /** Draw 3: this many recycles are free (they start passes 2 and 3). */
  freeRecyclesDraw3: 2,
} as const;

const VEGAS_POINTS = { toFoundation: 5, fromFoundation: -5 } as const;

/** The score a new game starts with. */
export function startingScore(scoring: KlondikeScoring): number {
  return scoring === 'vegas' ? -VEGAS_ANTE : 0;
}

/** The score after a card move from one kind of pile to another (turnedOver: it exposed a card). */
export function scoreCardMove(
  scoring: KlondikeScoring,
  score: number,
  from: PileKind,
  to: PileKind,
  turnedOver: boolean,
): number {
  if (scoring === 'none') return score;
  if (scoring === 'vegas') {
    if (to === 'foundation' && from !== 'foundation') return score + VEGAS_POINTS.toFoundation;
    if (from === 'foundation' && to !== 'foundation') return score + VEGAS_POINTS.fromFoundation;
    return score;
  }
  let delta = turnedOver ? STANDARD_POINTS.turnOver : 0;
  if (from === 'waste' && to === 'tableau') delta += STANDARD_POINTS.wasteToTableau;
  else if (from === 'waste' && to === 'foundation') delta += STANDARD_POINTS.wasteToFoundation;
  else if (from === 'tableau' && to === 'foundation') delta += STANDARD_POINTS.tableauToFoundation;
  else if (from === 'foundation' && to === 'tableau') delta += STANDARD_POINTS.foundationToTableau;
  return Math.max(0, score + delta);
}

/** The score after the waste is turned over for the `recycleNumber`-th time (1 for the first). */
export function scoreRecycle(scoring: KlondikeScoring, draw: 1 | 3, score: number, recycleNumber: number): number {
  if (scoring !== 'standard') return score;
  if (draw === 1) return Math.max(0, score + STANDARD_POINTS.recycleDraw1);
  if (recycleNumber <= STANDARD_POINTS.freeRecyclesDraw3) return score;
  return Math.max(0, score + STANDARD_POINTS.recycleDraw3);
}

/**
 * The standard timed rows on top of a move-based score: −2 for every full 10 seconds, and for a
 * won game that took over 30 seconds a bonus of floor(700000 / seconds). Seconds are whole
 * seconds (floor of elapsedMs / 1000). The result never goes below 0.
 */
export function timedScore(score: number, elapsedMs: number, won: boolean): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) {
    throw new RangeError(`Elapsed time must be a number of milliseconds from 0 up, not ${elapsedMs}.`);
  }
  const penalty = 2 * Math.floor(Math.floor(elapsedMs / 1000) / 10);
  return Math.max(0, score - penalty + (won ? winBonus(elapsedMs) : 0));
}

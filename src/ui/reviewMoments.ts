// The moments of a game's review (v, and when a game ends): what the background worker has found
// along the moves played (solver/gameReview.ts), and the moments it shows, the moves after which
// the fair chance fell most and, where the player shows what the solver knows, the move after
// which the deal could no longer be won. Pure.
import type { FairAdvice } from '../solver/fairHint.js';
import type { ReviewedPosition, ReviewRequest, ReviewResult } from '../solver/gameReview.js';
import { MIN_SAMPLES, percent } from './fairOutlook.js';

export interface Review {
  /** What the worker was asked: the review's answers are for this request only. */
  request: ReviewRequest;
  /** The positions reviewed so far, by moves played. */
  positions: readonly (ReviewedPosition | undefined)[];
  /** The worker's last word: the review is over. */
  result?: ReviewResult;
  /** The moment the cursor is on (an index into moments()). */
  chosen: number;
}

/** A move the review points at. */
export interface Moment {
  /** The move's number (1: the first). */
  move: number;
  /** The move played, in the move log's words. */
  played: string;
  /** The fair chance before the move and after it, in percent (absent for the move that lost the deal, when unsampled). */
  from?: number;
  to?: number;
  /** The fair hint's move there, when not the one played, and its chance. */
  better?: { words: string; chance: number };
  /** The move after which the deal could no longer be won (the solver's knowledge). */
  lostTheDeal: boolean;
}

/** The drops shown: the largest ones, of at least MIN_DROP points. */
export const MAX_DROPS = 5;
/** Smaller falls are the sampling's noise more than the move (about ±10 points for 20 deals). */
export const MIN_DROP = 0.1;

/** Moves in the game reviewed. */
export function reviewLength(review: Review): number {
  return review.request.moves.length;
}

/** How many positions have been reviewed (the deal and each move's). */
export function reviewedCount(review: Review): number {
  return review.positions.filter((p) => p !== undefined).length;
}

/** The chance of a position when it is an estimate worth comparing (enough samples, or the solver's verdict). */
function chanceOf(advice: FairAdvice | undefined): number | undefined {
  if (!advice || advice.chance === undefined) return undefined;
  return advice.unseen === 0 || advice.samples >= MIN_SAMPLES ? advice.chance : undefined;
}

/** The moment of move `move`, from the positions before and after it. */
function momentAt(review: Review, move: number, lostTheDeal: boolean): Moment | undefined {
  const before = review.positions[move - 1];
  if (!before?.played) return undefined;
  const from = chanceOf(before.advice);
  const to = chanceOf(review.positions[move]?.advice);
  // A better move only where its chance is some: at 0% every move is as good.
  const better = !before.playedHint && before.hint !== undefined && from !== undefined && percent(from) > 0 ? { words: before.hint, chance: percent(from) } : undefined;
  return {
    move, played: before.played, lostTheDeal, better,
    // The chances where they moved (the move that lost the deal may not have moved them: "0% → 0%" says nothing).
    ...(from !== undefined && to !== undefined && (percent(from) !== percent(to) || !lostTheDeal) ? { from: percent(from), to: percent(to) } : {}),
  };
}

/**
 * The moments, in the order shown: the move that lost the deal (when the solver found it), then
 * the largest falls in the fair chance, largest first (the earlier move first on a tie).
 */
export function moments(review: Review): Moment[] {
  const lostBy = review.result?.lostBy;
  const lost = lostBy !== undefined && lostBy > 0 ? momentAt(review, lostBy, true) : undefined;
  const drops: { move: number; drop: number }[] = [];
  for (let move = 1; move < review.positions.length; move++) {
    const from = chanceOf(review.positions[move - 1]?.advice);
    const to = chanceOf(review.positions[move]?.advice);
    if (from !== undefined && to !== undefined && from - to >= MIN_DROP - 1e-9 && move !== lostBy) drops.push({ move, drop: from - to });
  }
  drops.sort((a, b) => b.drop - a.drop || a.move - b.move);
  const fallen = drops.slice(0, MAX_DROPS).flatMap(({ move }) => momentAt(review, move, false) ?? []);
  return lost ? [lost, ...fallen] : fallen;
}

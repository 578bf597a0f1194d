// The moments of a game's review (v, and when a game ends): what the background worker has found
// along the moves played (solver/gameReview.ts), and the moments it shows: the moves that cost
// most against the best move there (both read from the estimate of the position before the move,
// so a card turned up is luck, never the player's mistake; the fair hint's own move is never one),
// and, where the player shows what the solver knows, the move after which the deal could no
// longer be won. Pure.
import type { ReviewedPosition, ReviewRequest, ReviewResult } from '../../solver/gameReview.js';
import { moveCost, NOISE_POINTS, percent } from './fairOutlook.js';

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
  /** The best move's chance there and the move's own, in percent (absent where they cannot be told, or did not differ). */
  from?: number;
  to?: number;
  /** The fair hint's move there, when not the one played, and its chance. */
  better?: { words: string; chance: number };
  /** The move after which the deal could no longer be won (the solver's knowledge). */
  lostTheDeal: boolean;
}

/** The costs shown: the largest ones, of at least MIN_DROP points. */
export const MAX_DROPS = 5;
/** Smaller costs are the sampling's noise more than the move. */
export const MIN_DROP = NOISE_POINTS;

/** Moves in the game reviewed. */
export function reviewLength(review: Review): number {
  return review.request.moves.length;
}

/** How many positions have been reviewed (the deal and each move's). */
export function reviewedCount(review: Review): number {
  return review.positions.filter((p) => p !== undefined).length;
}

/** What move `move` cost against the best move there (fairOutlook.ts), from the positions before and after it. */
function costOf(review: Review, move: number): { best: number; played: number } | undefined {
  const played = review.request.moves[move - 1];
  return played && moveCost(review.positions[move - 1]?.advice, played, review.positions[move]?.advice);
}

/** The moment of move `move`. */
function momentAt(review: Review, move: number, lostTheDeal: boolean): Moment | undefined {
  const before = review.positions[move - 1];
  if (!before?.played) return undefined;
  const cost = costOf(review, move);
  // A better move only where its chance is some: at 0% every move is as good.
  const better = !before.playedHint && before.hint !== undefined && cost && percent(cost.best) > 0 ? { words: before.hint, chance: percent(cost.best) } : undefined;
  return {
    move, played: before.played, lostTheDeal, better,
    ...(cost && percent(cost.best) !== percent(cost.played) ? { from: percent(cost.best), to: percent(cost.played) } : {}),
  };
}

/**
 * The moments, in the order shown: the move that lost the deal (when the solver found it, and the
 * fair hint did not advise it: then no player could have seen it), then the moves that cost most
 * against the best move there, largest first (the earlier move first on a tie).
 */
export function moments(review: Review): Moment[] {
  const lostBy = review.result?.lostBy;
  const lost = lostBy !== undefined && lostBy > 0 && !review.positions[lostBy - 1]?.playedHint ? momentAt(review, lostBy, true) : undefined;
  const drops: { move: number; drop: number }[] = [];
  for (let move = 1; move < review.positions.length; move++) {
    const cost = costOf(review, move);
    const drop = cost ? cost.best - cost.played : 0;
    if (drop >= MIN_DROP - 1e-9 && move !== lostBy) drops.push({ move, drop });
  }
  drops.sort((a, b) => b.drop - a.drop || a.move - b.move);
  const fallen = drops.slice(0, MAX_DROPS).flatMap(({ move }) => momentAt(review, move, false) ?? []);
  return lost ? [lost, ...fallen] : fallen;
}

// The review of the game (reviewMoments.ts): v opens it (and a game the player's move leaves with no
// move, reviewAtTheEnd), the background worker's answers fill it in (useAnalyst.ts asks
// it), ↑ ↓ choose a moment, Enter goes back to the position before it with the later moves on redo
// (as undo does), and Esc or v closes it, which calls the work off; any other key closes it too,
// and does what it does. What the review finds is kept
// in the game's fair chances and the solver's outlook, so a review opened again starts from there. Pure.
import { movesPlayed, stateAt, undo } from '../../engine/session/session.js';
import type { ReviewedPosition, ReviewLimits, ReviewRequest, ReviewResult } from '../../solver/gameReview.js';
import { withFair, worthShowing } from '../outlook/fairOutlook.js';
import { moments } from '../outlook/reviewMoments.js';
import type { KeyAction } from '../input/keyBindings.js';
import { messages } from '../messages.js';
import { withFinding } from '../outlook/outlook.js';
import { settle } from './movesReducer.js';
import { helpOrQuit, info, logOf, statusOf, type UiAction, type UiState } from './uiState.js';

/**
 * A review's budget, in solves of sampled deals a position over all its candidates (the first of
 * the same estimate play shows: about as many solves as thirty samples of every move took before
 * the samples went mostly to the moves that may be best) and positions a solve (never time, so
 * that it is reproducible; what it takes is in bench/RESULTS.md); the solves have the background
 * solver's own budget.
 */
export const REVIEW_LIMITS: ReviewLimits = { samples: 150, solvePositions: 400_000, memoryBytes: 16 * 2 ** 20 };

/** v: the review of the moves played so far. */
export function openReview(ui: UiState): UiState {
  const { position } = ui;
  const played = movesPlayed(position);
  if (played === 0) return info(ui, messages.reviewNothing);
  // The estimates the player could read in play are the review's: the hint it gave is the one it judges by.
  const known = (at: number) => {
    const advice = ui.fair[at]?.advice;
    return worthShowing(advice) ? advice : undefined;
  };
  const request: ReviewRequest = {
    start: stateAt(position, 0),
    moves: position.session.moves,
    fairKnown: Array.from({ length: played + 1 }, (_, at) => known(at)),
    verdictsKnown: Array.from({ length: played + 1 }, (_, at) => {
      const verdict = ui.outlook[at]?.verdict;
      return verdict === 'unknown' ? undefined : verdict;
    }),
    knowledge: ui.knowledge,
    limits: REVIEW_LIMITS,
  };
  return { ...ui, held: null, review: { request, positions: [], chosen: 0 } };
}

/**
 * A game the player's move leaves with no move at all opens its review: the game is over, and
 * where it went wrong is the question. A win does not (its message offers v): the player expects
 * the win, its statistics and the moves that won it, and n or R. Nor does the solver's proof that
 * no win is left (the player may still undo, U or play on), nor a new deal (asked for; u brings
 * the game back, and v reviews it).
 */
export function reviewAtTheEnd(before: UiState, after: UiState, action: UiAction): UiState {
  if (after.review || after.replay || action.type === 'demoStep' || after.position === before.position) return after;
  if (statusOf(after.position) !== 'lost' || statusOf(before.position) !== 'playing') return after;
  return openReview(after);
}

/**
 * A position reviewed by the worker: shown, and kept as that position's fair estimate where it went
 * further than play's (not over: back at that position, play carries the same estimate on).
 */
export function positionReviewed(ui: UiState, request: ReviewRequest, reviewed: ReviewedPosition): UiState {
  if (ui.review?.request !== request) return ui;
  const positions = ui.review.positions.slice();
  positions[reviewed.at] = reviewed;
  const known = ui.fair[reviewed.at];
  const further = !known || (!known.done && reviewed.advice.samples > known.advice.samples);
  const fair = further ? withFair(ui.fair, reviewed.at, { advice: reviewed.advice, done: false, told: known?.told }) : ui.fair;
  return { ...ui, fair, review: { ...ui.review, positions } };
}

/** The review is over: the solver's verdicts it found join the outlook (U and the hints use them). */
export function reviewFinished(ui: UiState, request: ReviewRequest, result: ReviewResult): UiState {
  if (ui.review?.request !== request) return ui;
  let { outlook } = ui;
  for (const { at, verdict, line } of result.findings) if (outlook[at] === undefined) outlook = withFinding(outlook, at, { verdict, line });
  return { ...ui, outlook, review: { ...ui.review, result } };
}

/**
 * The review's own keys while it is open; undefined for any other, which closes it and does what
 * it always does (after a win, n deals a new game as the message line says).
 */
export function duringReview(ui: UiState, action: UiAction | KeyAction): UiState | undefined {
  const review = ui.review!;
  const count = moments(review).length;
  switch (action.type) {
    case 'up':
    case 'down': {
      const chosen = Math.max(0, Math.min(count - 1, review.chosen + (action.type === 'up' ? -1 : 1)));
      return { ...ui, review: { ...review, chosen } };
    }
    case 'select':
      return backTo(ui);
    case 'cancel':
    case 'review':
      return { ...ui, review: null };
    default:
      return helpOrQuit(ui, action);
  }
}

/** Enter: the position before the chosen moment's move, the moves after it kept for redo. */
function backTo(ui: UiState): UiState {
  const moment = moments(ui.review!)[ui.review!.chosen];
  if (!moment) return ui;
  let position = ui.position;
  while (movesPlayed(position) > moment.move - 1) position = undo(position);
  return info(settle({ ...ui, review: null, held: null, position, log: logOf(position) }), messages.reviewedBack(moment.move, movesPlayed(ui.position)));
}

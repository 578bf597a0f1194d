// The review of a game (run in the background worker, analyst.ts): the fair estimate of every
// position along the moves played (fairEstimate.ts, the one the game shows in play, stopped after
// a count of sampled deals, never a time, so the same game always gets the same review), with the
// move played and the fair hint's move there in words; and, where the player shows what the
// solver knows, the move after which the deal could no longer be won. Positions already judged (an
// estimate the player was shown during play, the solver's verdicts) are taken as they are.
import { describeMove, stockAdvice } from '../engine/describe.js';
import { gameOf } from '../engine/games.js';
import { sameMove } from '../engine/session/moveLine.js';
import type { GameState, Move } from '../engine/types.js';
import { unseenCount } from '../engine/unseen.js';
import type { FairAdvice } from './fairHint.js';
import { fairEstimate } from './fairEstimate.js';
import { solve } from './solve.js';
import type { Verdict } from './types.js';

/** The budget of a review: fixed counts, so that a review is reproducible. */
export interface ReviewLimits {
  /** Solves of sampled deals for each position with hidden cards, over its candidates (the first of the estimate's sequence). */
  samples: number;
  /** Positions for each solve where nothing is hidden, and for each verdict the losing move needs. */
  solvePositions: number;
  /** The most memory each solve's tables may take. */
  memoryBytes?: number;
}

/** What the solver knew already of a position, or found for the review. */
export interface ReviewFinding {
  at: number;
  verdict: Verdict;
  line?: readonly Move[];
}

/** A position of the game reviewed: its fair chance, and the fair hint's move there in words. */
export interface ReviewedPosition {
  /** Moves played before it (0: the deal). */
  at: number;
  advice: FairAdvice;
  /** The fair hint's move in words (absent: none). */
  hint?: string;
  /** The move played from it in words (absent at the last position). */
  played?: string;
  /** Whether the move played is the fair hint's. */
  playedHint: boolean;
}

export interface ReviewRequest {
  /** The position before the first move. */
  start: GameState;
  moves: readonly Move[];
  /** Fair estimates already made (in play), by moves played. */
  fairKnown: readonly (FairAdvice | undefined)[];
  /** The solver's verdicts already known, by moves played. */
  verdictsKnown: readonly (Verdict | undefined)[];
  /** Find the move after which the deal could no longer be won (the solver looks at hidden cards). */
  knowledge: boolean;
  limits: ReviewLimits;
}

export interface ReviewResult {
  /** The solver's verdicts found for the review (for the game's outlook). */
  findings: ReviewFinding[];
  /**
   * The move (by number, 1 the first) after which the deal could no longer be won; 0: it never
   * could; undefined: not asked, not lost, or not proved within the budget.
   */
  lostBy?: number;
  /** The solver proved the last position winnable (or won): no move lost the deal. */
  notLost?: boolean;
}

type Signal = { readonly aborted: boolean };

/** The positions along the moves: start, then after each move. */
export function statesAlong(start: GameState, moves: readonly Move[]): GameState[] {
  const rules = gameOf(start);
  const states = [start];
  for (const move of moves) states.push(rules.applyMove(states[states.length - 1]!, move));
  return states;
}

/**
 * Reviews the game: each position in turn is told to `onPosition` as it is done; undefined when
 * aborted.
 */
export function reviewGame(request: ReviewRequest, signal: Signal, onPosition: (reviewed: ReviewedPosition) => void): ReviewResult | undefined {
  const { moves, limits } = request;
  const states = statesAlong(request.start, moves);
  for (let at = 0; at < states.length; at++) {
    const state = states[at]!;
    const hidden = unseenCount(state) > 0;
    const advice =
      request.fairKnown[at] ??
      fairEstimate(state, {
        upTo: limits.samples, timeLimitMs: Number.POSITIVE_INFINITY, previous: moves[at - 1], signal,
        // Each sampled deal takes the fair hint's own budget; where nothing is hidden, one solve.
        ...(hidden ? {} : { maxPositions: limits.solvePositions }),
      });
    if (signal.aborted) return undefined;
    const move = moves[at];
    onPosition({
      at, advice,
      // The hint as advice ("draw from the stock"); the move played as the move log says it.
      hint: advice.move && (advice.move.type === 'move' ? describeMove(state, advice.move) : stockAdvice(state, advice.move)),
      played: move && describeMove(state, move),
      playedHint: move !== undefined && advice.move !== undefined && sameMove(move, advice.move),
    });
  }
  if (!request.knowledge) return { findings: [] };
  return losingMove(states, request.verdictsKnown, limits, signal);
}

/**
 * The move after which the deal could no longer be won. A position after a lost one is lost and
 * one before a winnable one is winnable, so the verdicts along the game are winnable then lost:
 * the change is found by halving the moves between the last known winnable position and the first
 * known lost one, a few solves for a long game. A verdict the budget cannot reach leaves it unknown.
 */
function losingMove(states: readonly GameState[], known: readonly (Verdict | undefined)[], limits: ReviewLimits, signal: Signal): ReviewResult | undefined {
  const findings: ReviewFinding[] = [];
  const verdicts = states.map((_, at) => known[at]);
  const verdictAt = (at: number): Verdict | undefined => {
    if (verdicts[at] !== undefined) return verdicts[at];
    const result = solve(states[at]!, { maxPositions: limits.solvePositions, timeLimitMs: Number.POSITIVE_INFINITY, memoryBytes: limits.memoryBytes, signal, shorten: true });
    if (signal.aborted) return undefined;
    verdicts[at] = result.verdict;
    findings.push({ at, verdict: result.verdict, line: result.verdict === 'winnable' ? result.moves : undefined });
    return result.verdict;
  };
  const last = states.length - 1;
  const end = verdictAt(last);
  if (end !== 'lost') return signal.aborted ? undefined : { findings, notLost: end === 'winnable' };
  let winnable = -1;
  let lost = last;
  verdicts.forEach((verdict, at) => {
    if (verdict === 'winnable') winnable = Math.max(winnable, at);
  });
  verdicts.forEach((verdict, at) => {
    if (verdict === 'lost' && at > winnable) lost = Math.min(lost, at);
  });
  if (winnable < 0) {
    const first = verdictAt(0);
    if (first === 'lost') return { findings, lostBy: 0 };
    if (first !== 'winnable') return signal.aborted ? undefined : { findings };
    winnable = 0;
  }
  while (lost - winnable > 1) {
    const middle = Math.floor((winnable + lost) / 2);
    const verdict = verdictAt(middle);
    if (verdict === 'winnable') winnable = middle;
    else if (verdict === 'lost') lost = middle;
    else return signal.aborted ? undefined : { findings };
  }
  return { findings, lostBy: lost };
}

// What the fair estimate (solver/fairEstimate.ts, sampled in the background worker) has found about
// the game in play, by the number of moves played: the chance of winning from what the player can
// see, and its best move. Every word the player reads of it is judged here: whether an estimate is
// worth showing yet, the header's chance, the hint's certainty, and what a move cost against the
// best move there (the warning after a move, and the review). None of it applies when the player
// asked to see what the solver knows (it sees the hidden cards), or nothing is hidden, where the
// solver's own word is fair. Pure.
import { sameMove } from '../../engine/session/moveLine.js';
import type { Move } from '../../engine/types.js';
import { unseenCount } from '../../engine/unseen.js';
import type { FairAdvice } from '../../solver/fairHint.js';
import { wilsonInterval } from '../../solver/summary.js';

export interface FairFinding {
  advice: FairAdvice;
  /** The sampling is over; until then `advice` is the best so far. */
  done: boolean;
  /** The move t gave here: t keeps to it while no other move is clearly better (hintedMove). */
  told?: Move;
}

export type FairOutlook = readonly (FairFinding | undefined)[];

/**
 * An estimate is worth showing (the header's chance, t's move) from this many sampled deals, and
 * once its 95% interval is no wider than SHOWN_WIDTH: before that, its chance and move are the
 * sampling's noise (one sampled deal won reads 100%).
 */
export const SHOWN_SAMPLES = 10;
export const SHOWN_WIDTH = 0.4;
/**
 * A move is said to cut the chance when its own chance is at least this much below the best move's
 * there (20 points), both read from the same sampled deals of the position before it.
 */
export const CUT_POINTS = 0.2;
/**
 * Chances nearer than this (10 points) are the sampling's noise more than the moves: the review
 * lists no smaller cost, and t keeps the move it gave while that move stays this near the best.
 */
export const NOISE_POINTS = 0.1;

/**
 * The chance's 95% interval (Wilson's), in fractions, for the best move or for another move's
 * `wins` of its own `samples`; a single point where nothing is hidden.
 */
export function chanceRange(advice: FairAdvice, of: { wins: number; samples: number } = advice): { low: number; high: number } | undefined {
  if (advice.chance === undefined) return undefined;
  if (advice.unseen === 0) return { low: advice.chance, high: advice.chance };
  return wilsonInterval(of.wins, of.samples);
}

/** Whether the estimate has enough decided samples, and a narrow enough interval, to be shown. */
export function worthShowing(advice: FairAdvice | undefined): advice is FairAdvice & { chance: number } {
  if (advice?.chance === undefined) return false;
  if (advice.unseen === 0) return true;
  const range = chanceRange(advice)!;
  return advice.samples >= SHOWN_SAMPLES && range.high - range.low <= SHOWN_WIDTH + 1e-9;
}

/** Whether the fair chance is what the player is shown here: the solver's knowledge is off and a card is hidden. */
export function fairShown(knowledge: boolean, state: Parameters<typeof unseenCount>[0]): boolean {
  return !knowledge && unseenCount(state) > 0;
}

/** The chance as a percentage. */
export function percent(chance: number): number {
  return Math.round(chance * 100);
}

/** The header's word: "62%" once the estimate is worth showing, "thinking…" until then, "?" when it never was. */
export function chanceWord(finding: FairFinding | undefined): string {
  if (worthShowing(finding?.advice)) return `${percent(finding.advice.chance)}%`;
  return finding?.done ? '?' : 'thinking…';
}

/** The fair findings after a new move from the position after `before` moves: the later ones no longer hold. */
export function fairAfterPlay(fair: FairOutlook, before: number): FairOutlook {
  return fair.slice(0, before + 1);
}

export function withFair(fair: FairOutlook, at: number, finding: FairFinding): FairOutlook {
  const next = fair.slice();
  next[at] = finding;
  return next;
}

/**
 * The sampled deals `move` was played on in the estimate and won: the best move's, or its own
 * tally's where a sample decided it (each candidate has its own count: the samples go mostly to
 * the moves that may be best).
 */
function tallyOf(advice: FairAdvice, move: Move): { wins: number; samples: number } | undefined {
  if (advice.move && sameMove(advice.move, move)) return advice;
  const own = advice.tally.find((entry) => sameMove(entry.move, move));
  return own && own.samples > 0 && own.wins + own.lost > 0 ? own : undefined;
}

/**
 * The move t gives from an estimate worth showing, with its sampled deals won and played: the
 * move it gave before while its own chance stays within NOISE_POINTS of the best (so that asking
 * again does not flip between moves the samples cannot tell apart), else the best.
 */
export function hintedMove(advice: FairAdvice & { move: Move }, told: Move | undefined): { move: Move; wins: number; samples: number } {
  const kept = told && tallyOf(advice, told);
  const near = kept !== undefined && advice.samples > 0 && advice.wins / advice.samples - kept.wins / kept.samples < NOISE_POINTS - 1e-9;
  return near ? { move: told!, wins: kept.wins, samples: kept.samples } : { move: advice.move, wins: advice.wins, samples: advice.samples };
}

/**
 * The chance after the move played, read from the estimate of the position before it (the same
 * sampled deals as the best move's, so the cards a move turns up weigh as they might have fallen,
 * not as they fell): the best move's chance when it is that move, else the move's own tally where
 * a sample decided it. Failing that, the estimate of the position after it where the move turned
 * up no card (the same knowledge); undefined where it turned one up: luck and the move cannot be
 * told apart.
 */
export function playedChance(before: FairAdvice, played: Move, after: FairAdvice | undefined): number | undefined {
  if (before.move && sameMove(before.move, played)) return before.chance;
  const own = tallyOf(before, played);
  if (own !== undefined) return own.wins / own.samples;
  return after && after.unseen === before.unseen && worthShowing(after) ? after.chance : undefined;
}

/**
 * What the move played cost against the best move there: the best move's chance and the move's
 * own, each as a fraction; undefined where the estimate before it was not worth showing, the move
 * was the fair hint's, or its chance cannot be told.
 */
export function moveCost(before: FairAdvice | undefined, played: Move, after: FairAdvice | undefined): { best: number; played: number } | undefined {
  if (!worthShowing(before) || (before.move && sameMove(before.move, played))) return undefined;
  const chance = playedChance(before, played, after);
  return chance === undefined ? undefined : { best: before.chance, played: chance };
}

/** When move `at` (the move that reached the position after `at` moves) cut the chance by CUT_POINTS or more: from the best move's, to its own. */
export function chanceCut(fair: FairOutlook, at: number, played: Move | undefined): { from: number; to: number } | undefined {
  if (!played) return undefined;
  const cost = moveCost(fair[at - 1]?.advice, played, fair[at]?.advice);
  if (!cost || cost.best - cost.played < CUT_POINTS - 1e-9) return undefined;
  return { from: percent(cost.best), to: percent(cost.played) };
}

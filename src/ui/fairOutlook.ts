// What the fair hint (solver/fairHint.ts, sampled in the background worker) has found about the
// game in play, by the number of moves played: the chance of winning from what the player can see,
// and its best move. The header shows that chance and the message line warns of a move that cut it,
// unless the player asked to see what the solver knows (it sees the hidden cards), or nothing is
// hidden, where the solver's own word is fair. Pure.
import { unseenCount } from '../engine/unseen.js';
import type { FairAdvice } from '../solver/fairHint.js';

export interface FairFinding {
  advice: FairAdvice;
  /** The sampling is over; until then `advice` is the best so far. */
  done: boolean;
}

export type FairOutlook = readonly (FairFinding | undefined)[];

/**
 * A move is said to cut the chance when the chance after it is at least this much lower than before
 * (20 points), each estimate from at least MIN_SAMPLES sampled deals. Below that, the sampling's own
 * noise (about ±15 points for 20 deals) would warn of good moves.
 */
export const CUT_POINTS = 0.2;
export const MIN_SAMPLES = 10;

/** Whether the fair chance is what the player is shown here: the solver's knowledge is off and a card is hidden. */
export function fairShown(knowledge: boolean, state: Parameters<typeof unseenCount>[0]): boolean {
  return !knowledge && unseenCount(state) > 0;
}

/** The chance as a percentage. */
export function percent(chance: number): number {
  return Math.round(chance * 100);
}

/** The header's word: "62%", "…" while no sampled deal is solved yet, "?" when none could be. */
export function chanceWord(finding: FairFinding | undefined): string {
  const chance = finding?.advice.chance;
  if (chance !== undefined) return `${percent(chance)}%`;
  return finding?.done ? '?' : '…';
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

/** When the move that reached the position after `at` moves cut the chance by CUT_POINTS or more: from what, to what. */
export function chanceCut(fair: FairOutlook, at: number): { from: number; to: number } | undefined {
  const before = fair[at - 1];
  const after = fair[at];
  if (!before?.done || !after?.done) return undefined;
  const from = before.advice.chance;
  const to = after.advice.chance;
  if (from === undefined || to === undefined) return undefined;
  if (before.advice.samples < MIN_SAMPLES || after.advice.samples < MIN_SAMPLES) return undefined;
  return from - to >= CUT_POINTS ? { from: percent(from), to: percent(to) } : undefined;
}

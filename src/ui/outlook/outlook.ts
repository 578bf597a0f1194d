// What the solver has found about the game in play: for each number of moves played along the
// current session, whether that position is winnable (with a winning line), lost, or unknown. A
// move that follows a known winning line inherits the rest of the line, so following the solver
// needs no new search. Pure: the background analyst's answers arrive as actions.
import { sameMove } from '../../engine/session/moveLine.js';
import type { Move } from '../../engine/types.js';
import type { Verdict } from '../../solver/types.js';

export interface Finding {
  verdict: Verdict;
  /** For a winnable position: moves that win from it. */
  line?: readonly Move[];
}

/** Findings by the number of moves played (index 0 is the deal). */
export type Outlook = readonly (Finding | undefined)[];

/**
 * A move was played from the position after `before` moves (a new move, not a redo): findings for
 * the positions after it no longer hold, and where the move follows the known winning line, the
 * position it reaches is winnable by the rest of that line.
 */
export function afterPlay(outlook: Outlook, before: number, move: Move): Outlook {
  const kept = outlook.slice(0, before + 1);
  const line = outlook[before]?.line;
  if (line && line.length > 0 && sameMove(line[0]!, move)) kept[before + 1] = { verdict: 'winnable', line: line.slice(1) };
  return kept;
}

export function withFinding(outlook: Outlook, at: number, finding: Finding): Outlook {
  const next = outlook.slice();
  next[at] = finding;
  return next;
}

/** The latest position, at or before `upTo` moves, known to be winnable. */
export function lastWinnable(outlook: Outlook, upTo: number): number | undefined {
  for (let at = Math.min(upTo, outlook.length - 1); at >= 0; at--) if (outlook[at]?.verdict === 'winnable') return at;
  return undefined;
}

/**
 * When the position after `at` moves is proved lost and an earlier one was proved winnable: how
 * many moves ago the win was thrown away (1: the last move did it). Otherwise undefined.
 */
export function movesSinceWinLost(outlook: Outlook, at: number): number | undefined {
  if (outlook[at]?.verdict !== 'lost') return undefined;
  const winnable = lastWinnable(outlook, at - 1);
  return winnable === undefined ? undefined : at - winnable;
}

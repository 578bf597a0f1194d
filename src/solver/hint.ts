// Hints that win: when the solver knows a winning line from this position, the hint is its next
// move (winningLine.ts); otherwise it is the engine's heuristic hint. With `fair`, the hint reads
// only what the player can see (fairHint.ts) and says its estimate.
import { stockAdvice, winInReach } from '../engine/describe.js';
import { gameOf } from '../engine/games.js';
import { hint as heuristicHint, type Hint } from '../engine/hints.js';
import { plural } from '../engine/plural.js';
import type { GameState, Move } from '../engine/types.js';
import { redealUnseen } from '../engine/unseen.js';
import { fairAdvice, type FairAdvice, type FairHintOptions } from './fairHint.js';
import { winningLine } from './winningLine.js';

export interface HintOptions extends Omit<FairHintOptions, 'onProgress'> {
  /**
   * How long the solver may look for a win when none is remembered (default 250 ms); a fair hint's
   * sampling time (default 1000 ms).
   */
  timeLimitMs?: number;
  /**
   * Read only what the player can see: the move that wins the most deals sampled from the unseen
   * cards (fairHint.ts), with its estimate. Where nothing is hidden, the solver's hint.
   */
  fair?: boolean;
}

/** A hint, and for a fair hint its estimate. */
export type SolverHint = Hint & { estimate?: FairAdvice };

/** The hint for this position: the next move of a winning line, or else the heuristic one. */
export function hint(state: GameState, options: HintOptions = {}): SolverHint {
  if (options.fair) return fairHint(state, options);
  const line = winningLine(state, options.timeLimitMs);
  const next = line?.[0];
  if (!line || !next) return heuristicHint(state, options.previous);
  return moveHint(state, next, winInReach(line.length));
}

/**
 * The fair hint: the move that wins the most sampled deals, with its estimate in words; where
 * nothing is hidden, the solver's hint; with no win found, the heuristic's.
 */
function fairHint(state: GameState, options: HintOptions): SolverHint {
  const estimate = fairAdvice(state, options);
  const { move } = estimate;
  if (!move) return { ...fallbackHint(redealUnseen(state, 0), options.previous), estimate };
  if (estimate.unseen === 0) return { ...hint(state, { previous: options.previous }), estimate };
  return { ...moveHint(state, move, `wins ${estimate.wins} of ${plural(estimate.samples, 'sampled deal')}`), estimate };
}

/**
 * No sampled deal shows a way: the heuristic hint, but never "no useful moves" while the stock can
 * be taken (the heuristic's reason for giving up on the stock reads the stock, unseen here).
 */
function fallbackHint(position: GameState, previous: Move | undefined): Hint {
  const heuristic = heuristicHint(position, previous);
  const stock = gameOf(position).legalMoves(position).find((m) => m.type !== 'move');
  return heuristic.kind === 'none' && stock ? { kind: 'deal', reason: stockAdvice(position, stock) } : heuristic;
}

function moveHint(state: GameState, move: Move, reason: string): Hint {
  if (move.type === 'move') return { kind: 'move', move, reason };
  return { kind: 'deal', reason: `${stockAdvice(state, move)} (${reason})` };
}

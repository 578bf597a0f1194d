// Hints (t): the fair hint's move (sampled from what the player can see; "thinking…" until the
// estimate is worth showing, fairOutlook.ts) unless the player shows
// what the solver knows or nothing is hidden; then the next move of a known winning line. Else the
// engine's best move, or what else to do; Enter then plays what the hint says (a card move: picks the cards up, the cursor on the
// hinted pile, or plays it where the card has one place to go; the stock: deals). Pure.
import { describeMove, stockAdvice, winInReach } from '../../engine/describe.js';
import { hint } from '../../engine/hints.js';
import { lastMove, movesPlayed } from '../../engine/session/session.js';
import type { Move } from '../../engine/types.js';
import { fairShown } from '../outlook/fairOutlook.js';
import { messages } from '../messages.js';
import { fairMove, told } from './fairReducer.js';
import { destinations } from './cursorReducer.js';
import { playedAtOnce } from './heldReducer.js';
import { attempt, deal } from './movesReducer.js';
import { currentFinding, info, rulesOf, statusOf, type UiState } from './uiState.js';

export function showHint(ui: UiState): UiState {
  const { state } = ui.position;
  if (fairShown(ui.knowledge, state)) {
    // No move before the estimate is worth showing (fairReducer.ts shows it then); the engine's best
    // move only when the sampling is over with nothing to go on (no background solver).
    const fair = fairMove(ui);
    if (fair) return pointAt(told(ui, fair.move), fair.move, fair.reason);
    return ui.fair[movesPlayed(ui.position)]?.done ? heuristicHint(ui) : info({ ...ui, held: null }, messages.hintThinking);
  }
  const finding = currentFinding(ui);
  const line = finding?.verdict === 'winnable' ? finding.line : undefined;
  const next = line?.[0];
  if (next) return pointAt(ui, next, winInReach(line.length));
  return heuristicHint(ui);
}

/** The engine's best move, or what else to do, when no sampled or known win says. */
function heuristicHint(ui: UiState): UiState {
  const { state } = ui.position;
  const finding = currentFinding(ui);
  const found = hint(state, lastMove(ui.position));
  if (found.kind === 'move') return pointAt(ui, found.move, found.reason);
  if (found.kind === 'deal') return info({ ...ui, held: null, hint: { type: 'deal' } }, messages.hintStock(found.reason));
  // The heuristic sees nothing worth doing; only the solver may say that nothing is left.
  const lost = finding?.verdict === 'lost' || statusOf(ui.position) === 'lost';
  const anyMove = rulesOf(ui).legalMoves(state).length > 0;
  const text = lost || !anyMove ? messages.hintNothing(found.reason) : finding === undefined ? messages.hintSolverLooking : messages.hintSolverUnsure;
  return info({ ...ui, held: null }, text);
}

function pointAt(ui: UiState, move: Move, reason: string): UiState {
  if (move.type !== 'move') return info({ ...ui, held: null, hint: move }, messages.hintStock(stockAdvice(ui.position.state, move), reason));
  const atOnce = playedAtOnce(ui, destinations(ui, move.from, move.count)) !== undefined;
  const text = messages.hintMove(describeMove(ui.position.state, move), reason, atOnce);
  return info({ ...ui, held: null, hint: move, cursor: move.from, depth: move.count }, text);
}

/** Enter right after a hint from the stock plays it; undefined when Enter means what it always does. */
export function playHint(ui: UiState): UiState | undefined {
  if (ui.held || !ui.hint || ui.hint.type === 'move') return undefined;
  // The heuristic's "deal" means the stock's move, whichever it is now (a deal, or turning the waste over).
  return ui.hint.type === 'deal' ? deal(ui) : attempt(ui, ui.hint);
}

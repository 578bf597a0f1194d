// The demo (D): plays the known winning line from the position on the table, a move at a time as
// useDemo.ts's timer asks; + and − change its pace, any other key stops it. Pure.
import { messages } from '../messages.js';
import { attempt } from './movesReducer.js';
import { currentFinding, info, statusOf, type UiAction, type UiState } from './uiState.js';

/** The demo's pace: about four moves a second, + and − halve or double it within these bounds. */
export const DEMO_INTERVAL_MS = 250;
const DEMO_FASTEST_MS = 50;
const DEMO_SLOWEST_MS = 2000;

/** D: the demo plays the known winning line from here. */
export function startDemo(ui: UiState): UiState {
  if (statusOf(ui.position) !== 'playing') return info(ui, messages.gameOver);
  const finding = currentFinding(ui);
  if (finding?.verdict !== 'winnable' || !finding.line?.length) {
    return info(ui, finding?.verdict === 'lost' ? messages.demoNothingLost : messages.demoNothingKnown);
  }
  return { ...ui, held: null, demo: { intervalMs: DEMO_INTERVAL_MS }, demoUsed: true };
}

/**
 * The demo's next move; it stops when the line ends or is no longer known, and when its move is
 * refused (the game holds the most moves a game may have), saying why.
 */
function demoStep(ui: UiState): UiState {
  const next = currentFinding(ui)?.line?.[0];
  if (!next) return { ...ui, demo: null };
  const after = attempt(ui, next);
  return statusOf(after.position) === 'playing' && after.position !== ui.position ? after : { ...after, demo: null };
}

function demoPace(ui: UiState, intervalMs: number, factor: number): UiState {
  const paced = Math.min(DEMO_SLOWEST_MS, Math.max(DEMO_FASTEST_MS, intervalMs * factor));
  return info({ ...ui, demo: { intervalMs: paced } }, messages.demoPace(paced));
}

/** What an action does while the demo runs. */
export function duringDemo(ui: UiState, demo: { intervalMs: number }, action: UiAction): UiState {
  if (action.type === 'demoStep') return demoStep(ui);
  if (action.type === 'faster') return demoPace(ui, demo.intervalMs, 0.5);
  if (action.type === 'slower') return demoPace(ui, demo.intervalMs, 2);
  return info({ ...ui, demo: null }, messages.demoStopped);
}

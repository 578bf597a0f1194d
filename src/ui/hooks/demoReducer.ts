// The demo (D): plays the known winning line from the position on the table, a move at a time as
// useDemo.ts's timer asks; + and − change its pace, any other key stops it. Pressed before the
// solver has judged the position, it waits for the answer (Esc, or any other key, calls it off). Pure.
import { messages } from '../messages.js';
import { attempt } from './movesReducer.js';
import { currentFinding, info, statusOf, type UiAction, type UiState } from './uiState.js';

/** The demo's pace: about four moves a second, + and − halve or double it within these bounds. */
export const DEMO_INTERVAL_MS = 250;
const DEMO_FASTEST_MS = 50;
const DEMO_SLOWEST_MS = 2000;

/** D: the demo plays the known winning line from here, or waits for the solver to know it. */
export function startDemo(ui: UiState): UiState {
  if (statusOf(ui.position) !== 'playing') return info(ui, messages.gameOver);
  if (currentFinding(ui) === undefined) return { ...ui, held: null, demo: { intervalMs: DEMO_INTERVAL_MS, waiting: true } };
  return demoFromFinding({ ...ui, held: null }, DEMO_INTERVAL_MS);
}

/** The demo from what the solver found here: the line played, or why there is none. */
function demoFromFinding(ui: UiState, intervalMs: number): UiState {
  const finding = currentFinding(ui);
  if (finding?.verdict !== 'winnable' || !finding.line?.length) {
    return info({ ...ui, demo: null }, finding?.verdict === 'lost' ? messages.demoNothingLost : messages.demoNothingKnown);
  }
  // Marked in the session, so that the save remembers it: the win is the demo's on every screen.
  const { position } = ui;
  const marked = position.session.demo ? position : { ...position, session: { ...position.session, demo: true as const } };
  return { ...ui, position: marked, demo: { intervalMs } };
}

/** The solver has answered: a demo waiting for it starts, or says why it cannot. */
export function demoAnswered(ui: UiState): UiState {
  if (!ui.demo?.waiting || currentFinding(ui) === undefined) return ui;
  return demoFromFinding(ui, ui.demo.intervalMs);
}

/**
 * The demo's next move; it stops when the line ends or is no longer known, and when its move is
 * refused (the game holds the most moves a game may have), saying why.
 */
function demoStep(ui: UiState): UiState {
  const next = currentFinding(ui)?.line?.[0];
  if (!next) return { ...ui, demo: null };
  // The line is played as the solver found it, its safe cards among its moves: none goes up by itself.
  const after = { ...attempt({ ...ui, autoPlay: false }, next), autoPlay: ui.autoPlay };
  return statusOf(after.position) === 'playing' && after.position !== ui.position ? after : { ...after, demo: null };
}

function demoPace(ui: UiState, intervalMs: number, factor: number): UiState {
  const paced = Math.min(DEMO_SLOWEST_MS, Math.max(DEMO_FASTEST_MS, intervalMs * factor));
  return info({ ...ui, demo: { intervalMs: paced } }, messages.demoPace(paced));
}

/** What an action does while the demo runs. */
export function duringDemo(ui: UiState, demo: NonNullable<UiState['demo']>, action: UiAction): UiState {
  if (demo.waiting) return action.type === 'demoStep' ? ui : info({ ...ui, demo: null }, messages.demoCalledOff);
  if (action.type === 'demoStep') return demoStep(ui);
  if (action.type === 'faster') return demoPace(ui, demo.intervalMs, 0.5);
  if (action.type === 'slower') return demoPace(ui, demo.intervalMs, 2);
  return info({ ...ui, demo: null }, messages.demoStopped);
}

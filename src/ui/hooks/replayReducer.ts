// A shared game shown as a replay (`leaves open`): ← → (and u r) step a move back or forward,
// Home and End go to the deal and to the last move, Enter plays on from the position shown as a
// new game (the moves after it dropped). Nothing is played or saved while it is a replay. Pure.
import { canRedo, canUndo, movesPlayed, resume } from '../../engine/session/session.js';
import { initialUiState } from './cursorReducer.js';
import { redoMove, undoMove } from './movesReducer.js';
import type { KeyAction } from '../input/keyBindings.js';
import { carriedPreferences, helpOrQuit, type UiAction, type UiState } from './uiState.js';

export function duringReplay(ui: UiState, action: UiAction | KeyAction): UiState {
  switch (action.type) {
    case 'left':
    case 'undo':
      return canUndo(ui.position) ? undoMove(ui) : ui;
    case 'right':
    case 'redo':
      return canRedo(ui.position) ? redoMove(ui) : ui;
    case 'first': {
      let next = ui;
      while (canUndo(next.position)) next = undoMove(next);
      return next;
    }
    case 'last': {
      let next = ui;
      while (canRedo(next.position)) next = redoMove(next);
      return next;
    }
    case 'select':
      return playOn(ui);
    default:
      return helpOrQuit(ui, action) ?? ui;
  }
}

/**
 * Enter: the position shown becomes a new game of the player's, from its moves so far. It counts
 * in the statistics only once played to its end (Session.shared).
 */
function playOn(ui: UiState): UiState {
  const { game, options, seed, moves } = ui.position.session;
  const position = resume({ game, options, seed, moves: [...moves], redo: [], elapsedMs: 0, shared: true });
  return { ...initialUiState(position, null, carriedPreferences(ui)), gameNumber: ui.gameNumber + 1, outlook: ui.outlook.slice(0, movesPlayed(position) + 1) };
}

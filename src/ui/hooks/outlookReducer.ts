// The solver's outlook on the game in play (outlook.ts holds the findings): its answers arrive as
// actions from the background analyst (useAnalyst.ts); w shows or hides what it says in the
// header, and U goes back to the latest position it proved winnable. Pure.
import { undo } from '../../engine/session.js';
import type { GameState } from '../../engine/types.js';
import type { SolveResult } from '../../solver/types.js';
import { messages } from '../messages.js';
import { lastWinnable, withFinding } from '../outlook.js';
import { settle } from './movesReducer.js';
import { currentFinding, info, logOf, type UiState } from './uiState.js';

/** The solver's answer for the position on the table (an answer for another one is stale). */
export function analysed(ui: UiState, state: GameState, result: SolveResult): UiState {
  if (state !== ui.position.state) return ui;
  const at = ui.position.session.moves.length;
  const line = result.verdict === 'winnable' ? result.moves : undefined;
  return { ...ui, outlook: withFinding(ui.outlook, at, { verdict: result.verdict, line }) };
}

/** U: back to the latest position known to be winnable, the moves it skips kept for redo. */
export function rewind(ui: UiState): UiState {
  const at = ui.position.session.moves.length;
  if (currentFinding(ui)?.verdict === 'winnable') return info(ui, messages.stillWinnable);
  const target = lastWinnable(ui.outlook, at - 1);
  if (target === undefined) return info(ui, messages.noEarlierWinnable);
  let position = ui.position;
  while (position.session.moves.length > target) position = undo(position);
  return info(settle({ ...ui, held: null, position, log: logOf(position) }), messages.rewound(at - target));
}

/** w: the header says whether the game can still be won, or not. */
export function toggleOutlook(ui: UiState): UiState {
  return info({ ...ui, showOutlook: !ui.showOutlook }, messages.outlookShown(!ui.showOutlook));
}

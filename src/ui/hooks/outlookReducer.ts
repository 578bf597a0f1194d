// The solver's outlook on the game in play (outlook.ts holds the findings): its answers arrive as
// actions from the background analyst (useAnalyst.ts); w shows or hides what it says in the
// header, and U goes back to the latest position it proved winnable. Pure.
import { movesPlayed, undo, type Position } from '../../engine/session/session.js';
import type { GameState } from '../../engine/types.js';
import type { SolveResult } from '../../solver/types.js';
import { messages } from '../messages.js';
import { lastWinnable, withFinding, type Outlook } from '../outlook/outlook.js';
import { settle } from './movesReducer.js';
import { currentFinding, info, logOf, type UiState } from './uiState.js';

/**
 * The solver's answer for the position on the table, or for the one it was asked to look back at
 * (an answer for any other is stale).
 */
export function analysed(ui: UiState, state: GameState, result: SolveResult): UiState {
  const at = state === ui.position.state ? movesPlayed(ui.position) : ui.lookBack?.state === state ? ui.lookBack.at : undefined;
  if (at === undefined) return ui;
  const line = result.verdict === 'winnable' ? result.moves : undefined;
  const outlook = withFinding(ui.outlook, at, { verdict: result.verdict, line });
  return { ...ui, outlook, lookBack: lookBackFrom(ui.position, outlook, at) };
}

/**
 * After a loss at `judged` moves: the position just before it, when nobody judged it and a
 * winnable one came earlier. Until it is judged, which move lost the game is not known (the
 * solver judges only the positions the player stops at, and a quick player passes many).
 */
function lookBackFrom(position: Position, outlook: Outlook, judged: number): UiState['lookBack'] {
  const before = judged - 1;
  if (outlook[judged]?.verdict !== 'lost' || before < 0 || outlook[before] !== undefined) return null;
  if (lastWinnable(outlook, before) === undefined) return null;
  let back = position;
  while (movesPlayed(back) > before) back = undo(back);
  return { at: before, state: back.state };
}

/** U: back to the latest position known to be winnable, the moves it skips kept for redo. */
export function rewind(ui: UiState): UiState {
  const at = movesPlayed(ui.position);
  if (currentFinding(ui)?.verdict === 'winnable') return info(ui, messages.stillWinnable);
  const target = lastWinnable(ui.outlook, at - 1);
  if (target === undefined) return info(ui, messages.noEarlierWinnable);
  let position = ui.position;
  while (movesPlayed(position) > target) position = undo(position);
  return info(settle({ ...ui, held: null, position, log: logOf(position) }), messages.rewound(at - target));
}

/** w: the header says whether the game can still be won, or not. */
export function toggleOutlook(ui: UiState): UiState {
  return info({ ...ui, showOutlook: !ui.showOutlook }, messages.outlookShown(!ui.showOutlook));
}

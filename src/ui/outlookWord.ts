// The header's word on whether the game in play can still be won, when the player wants to know.
import type { GameStatus } from '../engine/types.js';
import { currentFinding, type UiState } from './hooks/uiState.js';

/** 'winnable', 'lost', '…' while the solver works, '?' when it could not tell; none when hidden or over. */
export function outlookWord(ui: UiState, status: GameStatus): string | undefined {
  if (!ui.showOutlook || status !== 'playing') return undefined;
  switch (currentFinding(ui)?.verdict) {
    case 'winnable':
      return 'winnable';
    case 'lost':
      return 'lost';
    case 'unknown':
      return '?';
    case undefined:
      return '…';
  }
}

// The header's word on whether the game in play can still be won, when the player wants to know:
// the fair chance ("62%") from what the player can see, or the solver's verdict where nothing is
// hidden or the player shows what the solver knows.
import { movesPlayed } from '../../engine/session/session.js';
import type { GameStatus } from '../../engine/types.js';
import { chanceWord, fairShown } from './fairOutlook.js';
import { currentFinding, type UiState } from '../hooks/uiState.js';

/** The fair chance, or 'winnable', 'lost', '…' while the solver works, '?' when it could not tell; none when hidden or over. */
export function outlookWord(ui: UiState, status: GameStatus): string | undefined {
  if (!ui.showOutlook || status !== 'playing') return undefined;
  if (fairShown(ui.knowledge, ui.position.state)) return chanceWord(ui.fair[movesPlayed(ui.position)]);
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

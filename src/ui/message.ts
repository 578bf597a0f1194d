// What the message line says: an open question first, then the end of the game (won, lost),
// then the latest notice, and last a warning when no way to win is left.
import type { Session } from '../engine/session.js';
import type { GameStatus } from '../engine/types.js';
import type { Notice, UiState } from './controller.js';
import { formatClock } from './hooks/useGameClock.js';
import { plural } from '../engine/describe.js';

export function messageFor(ui: UiState, status: GameStatus, elapsedMs: number, canStillWin?: boolean): Notice | null {
  if (ui.confirm) return ui.notice;
  const end = endMessage(status, ui.position.session, elapsedMs);
  if (end) return end;
  if (ui.notice) return ui.notice;
  if (canStillWin === false) {
    return { tone: 'error', text: 'No way to win is left from here. u: undo · n: new deal · R: play it again · q: quit' };
  }
  return null;
}

function endMessage(status: GameStatus, session: Session, elapsedMs: number): Notice | null {
  if (status === 'won') {
    return { tone: 'info', text: `You won in ${plural(session.moves.length, 'move')} and ${formatClock(elapsedMs)}! n: new deal · R: play it again · q: quit` };
  }
  if (status === 'lost') {
    return { tone: 'error', text: 'No moves are left: the game is over. u: undo · n: new deal · R: play it again · q: quit' };
  }
  return null;
}

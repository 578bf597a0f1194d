// What the message line says: an open question first, then the end of the game (won, lost),
// then the latest notice, the demo at work, and the end-of-game panel when the solver has proved
// that no way to win is left (a notice, such as a hint's answer, is shown before it, never in its
// place).
import type { GameStatus } from '../engine/types.js';
import { currentFinding, type Notice, type UiState } from './controller.js';
import { formatDuration } from '../text/duration.js';
import { plural } from '../engine/plural.js';

export function messageFor(ui: UiState, status: GameStatus, elapsedMs: number): Notice | null {
  if (ui.confirm) return ui.notice;
  const end = endMessage(ui, status, elapsedMs);
  if (end) return end;
  const panel = ui.showOutlook && currentFinding(ui)?.verdict === 'lost' ? `No way to win is left from here. ${AFTER_A_LOSS}` : null;
  if (ui.notice) return panel ? { tone: ui.notice.tone, text: `${ui.notice.text} ${panel}` } : ui.notice;
  if (ui.demo) return { tone: 'info', text: 'Demo: playing the winning line. + faster, - slower, any other key stops it.' };
  return panel ? { tone: 'error', text: panel } : null;
}

const AFTER_A_LOSS = 'u: undo · U: back to the last winnable position · n: new deal · R: play it again · q: quit';

function endMessage(ui: UiState, status: GameStatus, elapsedMs: number): Notice | null {
  const { session } = ui.position;
  if (status === 'won') {
    const who = ui.demoUsed ? 'The demo won this deal' : 'You won';
    return { tone: 'info', text: `${who} in ${plural(session.moves.length, 'move')} and ${formatDuration(elapsedMs)}! n: new deal · R: play it again · q: quit` };
  }
  if (status === 'lost') {
    return { tone: 'error', text: `No moves are left: the game is over. ${AFTER_A_LOSS}` };
  }
  return null;
}

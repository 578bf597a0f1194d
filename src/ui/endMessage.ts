// What the message line says once a game has ended, and what the player can do next.
import type { Session } from '../engine/session.js';
import type { GameStatus } from '../engine/types.js';
import type { Notice } from './controller.js';
import { formatClock } from './hooks/useGameClock.js';

export function endMessage(status: GameStatus, session: Session, elapsedMs: number): Notice | null {
  const moves = `${session.moves.length} move${session.moves.length === 1 ? '' : 's'}`;
  if (status === 'won') {
    return { tone: 'info', text: `You won in ${moves} and ${formatClock(elapsedMs)}! n: new deal · R: play it again · q: quit` };
  }
  if (status === 'lost') {
    return { tone: 'error', text: 'No moves are left: the game is over. u: undo · n: new deal · R: play it again · q: quit' };
  }
  return null;
}

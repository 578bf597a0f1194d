// What the message line says, and how it breaks into lines. First an open question, then the end
// of the game (won, no move left), then what the last key had to say, the solver's word when it
// has proved that no way to win is left (after the key's message, never in its place), the cards
// held, the demo at work. A long message (a backup's file name) wraps onto up to three
// lines rather than being cut; a list of keys ("u: undo · q: quit") breaks between its entries.
import { movesPlayed } from '../../engine/session/session.js';
import { gameOf } from '../../engine/games.js';
import { describeCards } from '../../engine/describe.js';
import type { GameStatus } from '../../engine/types.js';
import { currentFinding, type Notice, type UiState } from '../hooks/uiState.js';
import { chanceCut, fairShown } from '../outlook/fairOutlook.js';
import { messages } from '../messages.js';
import { movesSinceWinLost } from '../outlook/outlook.js';
import { packPieces } from '../../text/wrap.js';

export function messageFor(ui: UiState, status: GameStatus, elapsedMs: number, spinner?: string): Notice | null {
  const moves = movesPlayed(ui.position);
  if (ui.typed !== null) {
    const { first, last } = gameOf(ui.position.session).deals;
    return { tone: 'info', text: messages.dealNumber(first, last, ui.typed) };
  }
  if (ui.confirm) return { tone: 'info', text: ui.confirm.kind === 'new' ? messages.abandonQuestion : messages.restartQuestion };
  if (ui.replay && !ui.notice) return { tone: 'info', text: messages.replay(moves, moves + ui.position.session.redo.length) };
  if (status === 'won') {
    const won = messages.won(ui.position.session.demo === true, moves, elapsedMs);
    // A save or a result the disk refused is said beside the win, never hidden by it.
    return ui.notice?.tone === 'error' ? { tone: 'error', text: `${won} ${ui.notice.text}` } : { tone: 'info', text: won };
  }
  if (status === 'lost') return { tone: 'error', text: messages.noMovesLeft(moves) };
  const lost = ui.showOutlook ? outlookWarning(ui, moves) : null;
  if (ui.notice) return lost ? { tone: ui.notice.tone, text: `${ui.notice.text} ${lost}` } : ui.notice;
  if (lost) return { tone: 'error', text: lost };
  if (ui.held) {
    const cards = describeCards(ui.position.state, ui.held.from, ui.held.count);
    const pairs = gameOf(ui.position.session).overlapLayout?.(ui.position.state).pairs;
    return { tone: 'info', text: pairs ? messages.holdingToPair(cards) : messages.holding(cards) };
  }
  if (ui.demo) return { tone: 'info', text: ui.demo.waiting ? messages.demoWaiting(spinner) : messages.demoPlaying };
  return null;
}

/** The solver's proof that no win is left, or (the fair chance shown) a move that cut the chance. */
function outlookWarning(ui: UiState, moves: number): string | null {
  if (fairShown(ui.knowledge, ui.position.state)) {
    const cut = chanceCut(ui.fair, moves, ui.position.session.moves[moves - 1]);
    return cut ? messages.chanceCut(cut.from, cut.to) : null;
  }
  return currentFinding(ui)?.verdict === 'lost' ? messages.noWinLeft(moves, movesSinceWinLost(ui.outlook, moves), ui.outlook[0]?.verdict === 'lost', ui.winnableOnly) : null;
}

const MAX_MESSAGE_LINES = 3;
/** Between the entries of a list of keys, as written (·) and in ASCII (|). */
const ENTRY_SEPARATOR = / [·|] /;

/** The message broken into at most three lines of at most `width`: between entries, else at spaces. */
export function messageLines(text: string, width: number): string[] {
  const separator = ENTRY_SEPARATOR.exec(text)?.[0] ?? ' · ';
  // An entry that fits a line stays whole; a longer one breaks at its spaces.
  const pieces = text.split(separator).flatMap((entry) =>
    (entry.length <= width ? [entry] : entry.split(' ')).map((piece, j) => ({ text: piece, before: j > 0 ? ' ' : separator })),
  );
  return packPieces(pieces, width).slice(0, MAX_MESSAGE_LINES);
}

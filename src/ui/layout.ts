// How the screen's lines are shared out: the header (one line), the top row, the columns, the
// message line (a long message may borrow board lines) and the key hints or win summary, and how
// big the cards are drawn (cardSize.ts: framed when the terminal has room, else compact).
// The whole frame stays at most rows − 1 lines: the last row is left free, so nothing is ever
// written in the bottom-right corner, where some terminals scroll the screen.
import type { Card } from '../engine/cards.js';
import { chooseCardSize, COMPACT, framedColumnLines, NARROW, pitchOf, topRowLines, type CardSize } from './cardSize.js';
import { headerLine, type HeaderFact } from './headerLine.js';
import { messageLines } from './messageLine.js';

/** Lines around the board: header, blank, column labels, message and key hints. */
const CHROME_LINES = 5;
const MIN_COLUMN_LINES = 6;
const LOG_MIN_WIDTH = 16;
/** The width of a standard terminal, which every shipped game's board fits. */
const STANDARD_COLUMNS = 80;
/** The gap between the board and the move log. */
const LOG_GAP = 3;

export interface LayoutInput {
  columns: number;
  rows: number;
  headerFacts: readonly HeaderFact[];
  tableau: readonly (readonly Card[])[];
  hasTopRow: boolean;
  /** Columns the board takes in a card size, top row included (absent: its columns). */
  boardWidth?: (size: CardSize) => number;
  summaryLines: number;
  message: string | undefined;
}

export interface Layout {
  header: string;
  size: CardSize;
  /** Lines the top row takes with the blank line under it (0 for games without one). */
  topRowLines: number;
  /** Lines for the cards of each column (under its label). */
  columnLines: number;
  messageLines: number;
  /** Width of the move log beside the board, or 0 when there is no room for it. */
  logWidth: number;
  /** The size the board needs, when the terminal is smaller. */
  tooSmall?: { columns: number; rows: number };
}

export function layout({ columns, rows, headerFacts, tableau, hasTopRow, boardWidth: widthOf, summaryLines, message }: LayoutInput): Layout {
  const header = headerLine(headerFacts, columns);
  const boardRoom = rows - 1 - CHROME_LINES - Math.max(0, summaryLines - 1);
  const widthIn = (size: CardSize) => widthOf?.(size) ?? tableau.length * pitchOf(size);
  const chosen = chooseCardSize({ columns, boardLines: boardRoom + 1, tableau, hasTopRow, besideBoard: LOG_GAP + LOG_MIN_WIDTH, boardWidth: widthIn });
  // Narrow cells serve a board that compact ones cannot fit in a standard terminal (seventeen
  // columns); any other board keeps its compact cells, and asks for a larger terminal below them.
  const narrowBoard = widthIn(COMPACT) + 1 > STANDARD_COLUMNS;
  const size = !chosen.framed && narrowBoard && widthIn(COMPACT) + 1 > columns && widthIn(NARROW) + 1 <= columns ? NARROW : chosen;
  const topLines = topRowLines(size, hasTopRow);
  const boardWidth = widthIn(size);
  const roomForColumns = boardRoom - topLines;
  // A long message may take lines from the board, but never so many that the board cannot show.
  const keep = size.framed ? Math.max(...tableau.map((cards) => framedColumnLines(cards, size))) : MIN_COLUMN_LINES;
  const extraMessageLines = Math.min(message ? messageLines(message, columns).length - 1 : 0, Math.max(0, roomForColumns - keep));
  const columnLines = roomForColumns - extraMessageLines;
  const logWidth = columns - boardWidth - LOG_GAP;
  const result: Layout = { header, size, topRowLines: topLines, columnLines, messageLines: 1 + extraMessageLines, logWidth: logWidth >= LOG_MIN_WIDTH ? logWidth : 0 };
  if (columns < boardWidth + 1 || columnLines < MIN_COLUMN_LINES) {
    result.tooSmall = { columns: widthIn(narrowBoard ? NARROW : COMPACT) + 1, rows: MIN_COLUMN_LINES + CHROME_LINES + topRowLines(COMPACT, hasTopRow) + 1 };
  }
  return result;
}

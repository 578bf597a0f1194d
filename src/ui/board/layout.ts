// How the screen's lines are shared out: the header (one line), the top row, the columns, the
// message line (a long message may borrow board lines) and the key hints or win summary, and how
// big the cards are drawn (cardSize.ts: framed when the terminal has room, else compact).
// The whole frame stays at most rows − 1 lines: the last row is left free, so nothing is ever
// written in the bottom-right corner, where some terminals scroll the screen.
import type { Card } from '../../engine/cards/cards.js';
import { chooseCardSize, columnsShape, COMPACT, NARROW, STANDARD_COLUMNS, topRowLines, type BoardShape, type CardSize } from './cardSize.js';
import { headerLine, type HeaderFact } from './headerLine.js';
import { messageLines } from './messageLine.js';

/** Lines around the board: header, blank, column labels, message and key hints. */
const CHROME_LINES = 5;
const MIN_COLUMN_LINES = 6;
const LOG_MIN_WIDTH = 16;
/** The gap between the board and the move log. */
const LOG_GAP = 3;

export interface LayoutInput {
  columns: number;
  rows: number;
  headerFacts: readonly HeaderFact[];
  tableau: readonly (readonly Card[])[];
  /** A board that is not the tableau's columns (an overlapping layout); absent: the columns. */
  shape?: BoardShape;
  hasTopRow: boolean;
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
  /** Columns the board takes (its widest line, whichever cards have left it). */
  boardWidth: number;
  /** Width of the move log beside the board, or 0 when there is no room for it. */
  logWidth: number;
  /** The size the board needs, when the terminal is smaller. */
  tooSmall?: { columns: number; rows: number };
}

/** The fewest lines a panel under the board is worth (the review's title and a moment). */
const MIN_PANEL_LINES = 4;

/**
 * A panel under the board (the review, where there is no room beside it): the lines left for the
 * columns' cards (as many as the tallest column takes, and never fewer than a short terminal's
 * board folds to; an overlapping layout keeps its own `overlapLines`), and the panel's, after a
 * blank line. Undefined where the board cannot give up lines (framed columns) or too few are left.
 */
export function panelUnderBoard(screen: Layout, board: { tallest: number } | { overlapLines: number }): { columnLines: number; panelLines: number } | undefined {
  if ('overlapLines' in board) {
    // The layout's lines stand where the columns' label and cards would.
    const panelLines = screen.columnLines - board.overlapLines;
    return panelLines >= MIN_PANEL_LINES ? { columnLines: screen.columnLines, panelLines } : undefined;
  }
  if (screen.size.framed) return undefined;
  const columnLines = Math.max(MIN_COLUMN_LINES, Math.min(board.tallest, screen.columnLines - MIN_PANEL_LINES - 1));
  const panelLines = screen.columnLines - columnLines - 1;
  return panelLines >= MIN_PANEL_LINES ? { columnLines, panelLines } : undefined;
}

/** Lines of the move log under the board: its title and the last four moves. */
const LOG_UNDER_LINES = 5;

/**
 * Where no log fits beside the board (seventeen narrow columns, or a top row as wide as the
 * screen), the log's lines under compact columns, anchored at the foot of the board, while the
 * tallest column leaves them free and a blank line above; else 0 (it never folds a column).
 */
export function logUnderBoard(screen: Layout, tallest: number): number {
  if (screen.logWidth > 0 || screen.size.framed) return 0;
  return tallest + 1 + LOG_UNDER_LINES <= screen.columnLines ? LOG_UNDER_LINES : 0;
}

export function layout({ columns, rows, headerFacts, tableau, shape = columnsShape(tableau), hasTopRow, summaryLines, message }: LayoutInput): Layout {
  const header = headerLine(headerFacts, columns);
  const boardRoom = rows - 1 - CHROME_LINES - Math.max(0, summaryLines - 1);
  const chosen = chooseCardSize({ columns, boardLines: boardRoom + 1, tableau, shape, hasTopRow, besideBoard: LOG_GAP + LOG_MIN_WIDTH });
  // Narrow cells serve a board that compact ones cannot fit in a standard terminal (seventeen
  // columns); any other board keeps its compact cells, and asks for a larger terminal below them.
  const narrowBoard = shape.width(COMPACT) + 1 > STANDARD_COLUMNS;
  const size = !chosen.framed && narrowBoard && shape.width(COMPACT) + 1 > columns && shape.width(NARROW) + 1 <= columns ? NARROW : chosen;
  const topLines = topRowLines(size, hasTopRow);
  const boardWidth = shape.width(size);
  const roomForColumns = boardRoom - topLines;
  // The fewest lines the board shows in: compact columns fold down to MIN_COLUMN_LINES.
  const least = (cardSize: CardSize) => Math.max(MIN_COLUMN_LINES, shape.lines(cardSize) - 1);
  // A long message may take lines from the board, but never so many that the board cannot show.
  const keep = size.framed ? shape.lines(size) - 1 : least(size);
  const extraMessageLines = Math.min(message ? messageLines(message, columns).length - 1 : 0, Math.max(0, roomForColumns - keep));
  const columnLines = roomForColumns - extraMessageLines;
  const logWidth = columns - boardWidth - LOG_GAP;
  const result: Layout = { header, size, topRowLines: topLines, columnLines, messageLines: 1 + extraMessageLines, boardWidth, logWidth: logWidth >= LOG_MIN_WIDTH ? logWidth : 0 };
  if (columns < boardWidth + 1 || columnLines < least(size)) {
    result.tooSmall = { columns: shape.width(narrowBoard ? NARROW : COMPACT) + 1, rows: least(COMPACT) + CHROME_LINES + topRowLines(COMPACT, hasTopRow) + 1 };
  }
  return result;
}

// How the screen's lines are shared out: the header (one line), the top row, the columns,
// the message line (a long message may borrow board lines) and the key hints or win summary.
// The whole frame stays at most rows − 1 lines, since Ink redraws the screen from scratch (and
// flickers) when a frame is as tall as the terminal.
import { CELL_WIDTH } from './cardText.js';
import { headerLine, type HeaderFact } from './components/Header.js';
import { messageLines } from './components/MessageLine.js';

/** Lines around the columns: header, blank, column labels, message and key hints. */
const CHROME_LINES = 5;
const MIN_COLUMN_LINES = 6;
const LOG_MIN_WIDTH = 16;

export interface LayoutInput {
  columns: number;
  rows: number;
  headerFacts: readonly HeaderFact[];
  tableauColumns: number;
  topRowLines: number;
  summaryLines: number;
  message: string | undefined;
}

export interface Layout {
  header: string;
  /** Lines for the cards of each column (under its label). */
  columnLines: number;
  messageLines: number;
  /** Width of the move log beside the board, or 0 when there is no room for it. */
  logWidth: number;
  /** The size the board needs, when the terminal is smaller. */
  tooSmall?: { columns: number; rows: number };
}

export function layout({ columns, rows, headerFacts, tableauColumns, topRowLines, summaryLines, message }: LayoutInput): Layout {
  const header = headerLine(headerFacts, columns);
  const boardWidth = tableauColumns * (CELL_WIDTH + 1);
  const roomForBoard = rows - 1 - CHROME_LINES - topRowLines - Math.max(0, summaryLines - 1);
  // A long message may take lines from the board, but never so many that the board cannot show.
  const extraMessageLines = Math.min(
    message ? messageLines(message, columns).length - 1 : 0,
    Math.max(0, roomForBoard - MIN_COLUMN_LINES),
  );
  const columnLines = roomForBoard - extraMessageLines;
  const logWidth = columns - boardWidth - 3;
  const result: Layout = { header, columnLines, messageLines: 1 + extraMessageLines, logWidth: logWidth >= LOG_MIN_WIDTH ? logWidth : 0 };
  if (columns < boardWidth + 1 || columnLines < MIN_COLUMN_LINES) {
    const needRows = MIN_COLUMN_LINES + CHROME_LINES + topRowLines + 1;
    result.tooSmall = { columns: boardWidth + 1, rows: needRows };
  }
  return result;
}

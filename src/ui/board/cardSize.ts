// How big the cards are drawn: today's compact one-line cards, or framed cards (a box with the
// rank and suit in its corners) when the terminal has room. The size is the largest at which the
// game's tallest column as it stands, the row above the columns and the move log all fit; at
// 80×24 that is always the compact size, or the narrow one for a board too wide for compact cells
// in 80 columns (narrow cells touch, their first character the mark of the chosen card).
import type { Card } from '../../engine/cards/cards.js';

export interface CardSize {
  /** Terminal columns a card takes (a pile is one more, for the space after it). */
  width: number;
  /** Lines a whole card takes (1 for compact cards). */
  height: number;
  framed: boolean;
  /** Columns between two piles (1 when absent). */
  gap?: number;
  /** One-line cells four columns wide: a mark, then the card's face (the compact cells are five). */
  narrow?: boolean;
}

/** The width of a standard terminal, which every shipped game's board fits in compact cards. */
export const STANDARD_COLUMNS = 80;

export const COMPACT: CardSize = { width: 5, height: 1, framed: false };
export const NARROW: CardSize = { width: 4, height: 1, framed: false, gap: 0, narrow: true };

/** Columns from the start of one pile to the start of the next. */
export function pitchOf(size: CardSize): number {
  return size.width + (size.gap ?? 1);
}

/** The size the row above the columns is drawn in: narrow columns keep compact places over them. */
export function topRowSize(size: CardSize): CardSize {
  return size.narrow ? COMPACT : size;
}

/** The framed sizes, smallest first: about the shape of a playing card in terminal cells. */
export const FRAMED_SIZES: readonly CardSize[] = [
  // Ten columns of these and the move log fit 120 columns (ten of the next size do not).
  { width: 9, height: 6, framed: true },
  { width: 11, height: 7, framed: true },
  { width: 13, height: 9, framed: true },
  { width: 15, height: 11, framed: true },
];

/** Lines a covered card shows of a framed column: its top edge, and its rank when face up. */
export function coveredLines(card: Card): number {
  return card.faceUp ? 2 : 1;
}

/** Lines a column of framed cards takes (an empty one shows the place of a card). */
export function framedColumnLines(cards: readonly Card[], size: CardSize): number {
  return cards.slice(0, -1).reduce((lines, card) => lines + coveredLines(card), size.height);
}

/** Lines a pile takes: the card height, and its label over it. */
export function pileLines(size: CardSize): number {
  return size.height + 1;
}

/**
 * The board below the top row in a card size: its width, and its lines (columns with their labels,
 * or an overlapping layout). Absent, the tableau's columns as they stand.
 */
export interface BoardShape {
  width(size: CardSize): number;
  lines(size: CardSize): number;
}

/**
 * The shape of a tableau of columns side by side, each under its label; `width`, when given, is
 * the board's width with its top row (which may run on past the last column).
 */
export function columnsShape(tableau: readonly (readonly Card[])[], width?: (size: CardSize) => number): BoardShape {
  return {
    width: (size) => width?.(size) ?? tableau.length * pitchOf(size),
    lines: (size) => 1 + (size.framed ? Math.max(...tableau.map((cards) => framedColumnLines(cards, size))) : 1),
  };
}

export interface SizeRoom {
  columns: number;
  /** Lines the board may take: the top row's and the columns' (labels included). */
  boardLines: number;
  tableau: readonly (readonly Card[])[];
  /** The board when it is not the tableau's columns (absent: the columns). */
  shape?: BoardShape;
  hasTopRow: boolean;
  /** Width the move log needs beside the board, and the gap before it. */
  besideBoard: number;
}

/** Lines the row above the columns takes with the blank line under it (0 for games without one). */
export function topRowLines(size: CardSize, hasTopRow: boolean): number {
  return hasTopRow ? pileLines(size) + 1 : 0;
}

/**
 * The largest size at which every column, the top row and the move log fit; else the largest at
 * which the board fits without the log (framed cards are worth more than the log beside them:
 * twelve places in a top row at 130 columns, say); else compact.
 */
export function chooseCardSize({ columns, boardLines, tableau, shape = columnsShape(tableau), hasTopRow, besideBoard }: SizeRoom): CardSize {
  const fits = (beside: number) => (size: CardSize) => shape.width(size) + beside <= columns && topRowLines(size, hasTopRow) + shape.lines(size) <= boardLines;
  // A standard terminal keeps compact cards, the size every game's board and log are made for.
  const largestFirst = columns > STANDARD_COLUMNS ? [...FRAMED_SIZES].reverse() : [];
  // Without the log, the board keeps one spare column at its right (layout.ts); a standard
  // terminal keeps compact cards and the log.
  const withoutLog = columns > STANDARD_COLUMNS ? largestFirst.find(fits(1)) : undefined;
  return largestFirst.find(fits(besideBoard)) ?? withoutLog ?? COMPACT;
}

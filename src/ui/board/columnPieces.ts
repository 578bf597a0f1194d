// What a tableau column draws, top to bottom, and how many lines each piece takes: with compact
// cards, the folded lines of columnFold; with framed cards, each covered card's first lines and the
// top card whole. The board draws from it and a mouse click is read back through it, so the two
// always agree.
import type { Card } from '../../engine/cards/cards.js';
import { coveredLines, type CardSize } from './cardSize.js';
import { foldColumn } from './columnFold.js';

export type ColumnPiece =
  | { kind: 'card'; index: number; lines: number }
  | { kind: 'down'; count: number; lines: number }
  | { kind: 'gap'; count: number; lines: number }
  | { kind: 'empty'; lines: number };

/** The pieces of a column in at most `maxLines` lines (compact cards fold; framed ones always fit). */
export function columnPieces(cards: readonly Card[], size: CardSize, maxLines: number, keepIndex?: number): ColumnPiece[] {
  if (cards.length === 0) return [{ kind: 'empty', lines: size.height }];
  if (!size.framed) return foldColumn(cards, maxLines, keepIndex).map((line) => ({ ...line, lines: 1 }));
  return cards.map((card, index) => ({ kind: 'card', index, lines: index < cards.length - 1 ? coveredLines(card) : size.height }));
}

/** The piece drawn on a line of the column (0 is its first card line), if any. */
export function pieceAtLine(pieces: readonly ColumnPiece[], line: number): ColumnPiece | undefined {
  let at = 0;
  for (const piece of pieces) {
    if (line >= at && line < at + piece.lines) return piece;
    at += piece.lines;
  }
  return undefined;
}

// One tableau column: its label (cursor and accepting marks) and its cards, in the board's card
// size (compact cards folded to fit).
import { Box, Text } from 'ink';
import { useContext } from 'react';
import type { Card } from '../../engine/cards/cards.js';
import { framedCard, framedEmpty } from '../board/cardFrame.js';
import type { CardSize } from '../board/cardSize.js';
import { cardCell, emptyCell, foldedDownCell, gapCell, narrowCardCell, narrowDownCell, narrowEmptyCell, narrowGapCell, type CardMark } from '../board/cardText.js';
import { columnPieces, type ColumnPiece } from '../board/columnPieces.js';
import { ThemeContext, type Theme } from '../board/theme.js';

export interface ColumnProps {
  number: number;
  cards: readonly Card[];
  size: CardSize;
  maxLines: number;
  isCursor: boolean;
  accepts: boolean;
  /** Cards off the top that are marked: chosen under the cursor, or held. */
  marked: { count: number; mark: CardMark } | null;
}

/**
 * A pile's label (a column's number, a count, a suit or a word), marked for the cursor and for
 * accepting. A word too long for both marks in the pile's width takes the columns after it up to
 * `room` ("[hole]" over a compact card, into the gap before the next pile); with no room for
 * them, it keeps the first mark.
 */
export function pileLabel(text: string, width: number, isCursor: boolean, accepts: boolean, theme: Theme, room = width): string {
  const { paint } = theme;
  const fit = (inner: string) => inner.padStart(Math.ceil((width + inner.length) / 2)).padEnd(width);
  const marked = (open: string, close: string) => {
    const whole = `${open}${text}${close}`;
    if (whole.length <= width) return fit(whole);
    return whole.length <= room ? whole : fit(`${open}${text}`);
  };
  const arrow = theme.style === 'ascii' ? 'v' : '↓';
  // A pile with no label (a column no key reaches) marks the cursor on its card, not as an empty `[]`.
  if (text === '') return accepts ? paint.green.bold(fit(arrow)) : fit('');
  if (isCursor) return (accepts ? paint.green.bold.inverse : paint.bold.inverse)(marked('[', ']'));
  if (accepts) return paint.green.bold(marked(arrow, arrow));
  return paint.dim(fit(text));
}

/**
 * A column's label: its key (1 to 9, then 0 for the tenth); past the tenth no key reaches a column
 * (the arrows and a click do), so it wears no label that would read as one.
 */
function columnNumber(number: number): string {
  return number <= 10 ? String(number % 10) : '';
}

/** A piece in a narrow cell (one line, four columns). */
function narrowLine(piece: ColumnPiece, cards: readonly Card[], markOf: (index: number) => CardMark, isCursor: boolean, theme: Theme): string {
  switch (piece.kind) {
    case 'down':
      return narrowDownCell(piece.count, theme);
    case 'gap':
      return narrowGapCell(piece.count, theme);
    case 'empty':
      return narrowEmptyCell(isCursor, theme);
    case 'card':
      return narrowCardCell(cards[piece.index]!, markOf(piece.index), theme);
  }
}

function pieceLines(piece: ColumnPiece, cards: readonly Card[], markOf: (index: number) => CardMark, isCursor: boolean, size: CardSize, theme: Theme): string[] {
  if (size.narrow) return [narrowLine(piece, cards, markOf, isCursor, theme)];
  switch (piece.kind) {
    case 'down':
      return [foldedDownCell(piece.count, theme)];
    case 'gap':
      return [gapCell(piece.count, theme)];
    case 'empty':
      return size.framed ? framedEmpty(isCursor, theme, size) : [emptyCell(isCursor, theme)];
    case 'card': {
      const card = cards[piece.index]!;
      return size.framed ? framedCard(card, markOf(piece.index), theme, size, piece.lines) : [cardCell(card, markOf(piece.index), theme)];
    }
  }
}

export function Column({ number, cards, size, maxLines, isCursor, accepts, marked }: ColumnProps) {
  const firstMarked = marked ? cards.length - marked.count : cards.length;
  const theme = useContext(ThemeContext);
  const markOf = (index: number): CardMark => (index >= firstMarked ? marked!.mark : 'none');
  const pieces = columnPieces(cards, size, maxLines, marked ? firstMarked : undefined);
  // One Text for all the cards: a node per card would cost Ink and Yoga work on every frame.
  const lines = pieces.flatMap((piece) => pieceLines(piece, cards, markOf, isCursor, size, theme));
  return (
    <Box flexDirection="column" width={size.width} marginRight={size.gap ?? 1}>
      <Text>{pileLabel(columnNumber(number), size.width, isCursor, accepts, theme)}</Text>
      <Text>{lines.join('\n')}</Text>
    </Box>
  );
}

// One tableau column: its label (cursor and accepting marks) and its cards, folded to fit.
import { Box, Text } from 'ink';
import { useContext } from 'react';
import type { Card } from '../../engine/cards.js';
import { cardCell, CELL_WIDTH, emptyCell, foldedDownCell, gapCell, type CardMark } from '../cardText.js';
import { foldColumn } from '../columnFold.js';
import { ThemeContext, type Theme } from '../theme.js';

export interface ColumnProps {
  number: number;
  cards: readonly Card[];
  maxLines: number;
  isCursor: boolean;
  accepts: boolean;
  /** Cards off the top that are marked: chosen under the cursor, or held. */
  marked: { count: number; mark: CardMark } | null;
}

/** A pile's label (a column's number, a count or a suit), marked for the cursor and for accepting. */
export function pileLabel(text: string, isCursor: boolean, accepts: boolean, theme: Theme): string {
  const { paint } = theme;
  const fit = (inner: string) => inner.padStart(Math.ceil((CELL_WIDTH + inner.length) / 2)).padEnd(CELL_WIDTH);
  const arrow = theme.style === 'ascii' ? 'v' : '↓';
  if (isCursor) return (accepts ? paint.green.bold.inverse : paint.bold.inverse)(fit(`[${text}]`));
  if (accepts) return paint.green.bold(fit(`${arrow}${text}${arrow}`));
  return paint.dim(fit(text));
}

export function Column({ number, cards, maxLines, isCursor, accepts, marked }: ColumnProps) {
  const firstMarked = marked ? cards.length - marked.count : cards.length;
  const lines = foldColumn(cards, maxLines, marked ? firstMarked : undefined);
  const theme = useContext(ThemeContext);
  // One Text for all the cards: a node per card would cost Ink and Yoga work on every frame.
  const cells = lines.map((line) => {
    if (line.kind === 'down') return foldedDownCell(line.count, theme);
    if (line.kind === 'gap') return gapCell(line.count, theme);
    return cardCell(cards[line.index]!, line.index >= firstMarked ? marked!.mark : 'none', theme);
  });
  if (cards.length === 0) cells.push(emptyCell(isCursor, theme));
  return (
    <Box flexDirection="column" width={CELL_WIDTH} marginRight={1}>
      <Text>{pileLabel(String(number % 10), isCursor, accepts, theme)}</Text>
      <Text>{cells.join('\n')}</Text>
    </Box>
  );
}

// One tableau column: its label (cursor and accepting marks) and its cards, folded to fit.
import chalk from 'chalk';
import { Box, Text } from 'ink';
import type { Card } from '../../engine/cards.js';
import { cardCell, CELL_WIDTH, emptyCell, foldedDownCell, gapCell, type CardMark } from '../cardText.js';
import { foldColumn } from '../columnFold.js';

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
export function pileLabel(text: string, isCursor: boolean, accepts: boolean): string {
  const fit = (inner: string) => inner.padStart(Math.ceil((CELL_WIDTH + inner.length) / 2)).padEnd(CELL_WIDTH);
  if (isCursor) return (accepts ? chalk.green.bold.inverse : chalk.bold.inverse)(fit(`[${text}]`));
  if (accepts) return chalk.green.bold(fit(`↓${text}↓`));
  return chalk.dim(fit(text));
}

export function Column({ number, cards, maxLines, isCursor, accepts, marked }: ColumnProps) {
  const firstMarked = marked ? cards.length - marked.count : cards.length;
  const lines = foldColumn(cards, maxLines, marked ? firstMarked : undefined);
  return (
    <Box flexDirection="column" width={CELL_WIDTH} marginRight={1}>
      <Text>{pileLabel(String(number % 10), isCursor, accepts)}</Text>
      {cards.length === 0 ? <Text>{emptyCell(isCursor)}</Text> : null}
      {lines.map((line, i) => {
        if (line.kind === 'down') return <Text key={i}>{foldedDownCell(line.count)}</Text>;
        if (line.kind === 'gap') return <Text key={i}>{gapCell(line.count)}</Text>;
        const card = cards[line.index]!;
        return <Text key={i}>{cardCell(card, line.index >= firstMarked ? marked!.mark : 'none')}</Text>;
      })}
    </Box>
  );
}

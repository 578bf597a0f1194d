// Cards in flight over the board (motion.ts): drawn as the board draws them in its card size,
// at a cell of the screen between where they stood and where they land.
import { Box, Text } from 'ink';
import { useContext } from 'react';
import type { Card } from '../../engine/cards/cards.js';
import type { Spot } from '../board/boardGeometry.js';
import { framedCard } from '../board/cardFrame.js';
import { coveredLines, type CardSize } from '../board/cardSize.js';
import { cardCell, narrowCardCell } from '../board/cardText.js';
import { ThemeContext } from '../board/theme.js';

/** The most cards of a run drawn in flight: its first ones, which lead it. */
const MOST_SHOWN = 4;

export function FlyingCards({ cards, size, from, to, fraction }: { cards: readonly Card[]; size: CardSize; from: Spot; to: Spot; fraction: number }) {
  const theme = useContext(ThemeContext);
  const shown = cards.slice(0, MOST_SHOWN);
  const lines = shown.flatMap((card, i) => {
    if (size.narrow) return [narrowCardCell(card, 'none', theme)];
    if (!size.framed) return [cardCell(card, 'none', theme)];
    return framedCard(card, 'none', theme, size, i < shown.length - 1 ? coveredLines(card) : size.height);
  });
  const x = Math.round(from.x + (to.x - from.x) * fraction);
  const y = Math.round(from.y + (to.y - from.y) * fraction);
  return (
    <Box position="absolute" marginLeft={x} marginTop={y}>
      <Text>{lines.join('\n')}</Text>
    </Box>
  );
}

// The review panel (v, and when a game ends): the lines of reviewText.ts in the room it is given,
// beside the board in the move log's place where there is room, else in the board's.
import { Box, Text } from 'ink';
import { useContext } from 'react';
import type { Review } from '../outlook/reviewMoments.js';
import { reviewLines } from '../outlook/reviewText.js';
import { ThemeContext } from '../board/theme.js';

export function ReviewPanel({ review, width, lines }: { review: Review; width: number; lines: number }) {
  const { text } = useContext(ThemeContext);
  return (
    <Box flexDirection="column" width={width}>
      {reviewLines(review, width, lines).map((line, i) => (
        <Text key={i} wrap="truncate" bold={line.title === true || line.chosen === true}>
          {text(line.text)}
        </Text>
      ))}
    </Box>
  );
}

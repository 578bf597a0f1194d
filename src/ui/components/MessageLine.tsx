// The message line under the board: why a move was refused (red), or what to do next (yellow),
// broken into lines by messageLine.ts.
import { Box, Text } from 'ink';
import type { Notice } from '../hooks/uiState.js';
import { messageLines } from '../board/messageLine.js';

export function MessageLine({ notice, width, maxLines }: { notice: Notice | null; width: number; maxLines: number }) {
  const lines = notice ? messageLines(notice.text, width).slice(0, maxLines) : [' '];
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate" color={notice?.tone === 'error' ? 'red' : 'yellow'}>
          {line}
        </Text>
      ))}
    </Box>
  );
}

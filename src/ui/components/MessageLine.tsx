// The message line under the board: why a move was refused (red), or what to do next (yellow).
// A long message (a backup's file name) wraps onto up to three lines rather than being cut.
import { Box, Text } from 'ink';
import type { Notice } from '../controller.js';
import { wrapWords } from '../wrap.js';

const MAX_MESSAGE_LINES = 3;

/** The message broken at spaces into at most three lines of at most `width`. */
export function messageLines(text: string, width: number): string[] {
  return wrapWords(text, width).slice(0, MAX_MESSAGE_LINES);
}

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

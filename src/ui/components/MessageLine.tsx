// The message line under the board: why a move was refused (red), or what to do next (yellow).
// A long message (a backup's file name) wraps onto up to three lines rather than being cut.
import { Box, Text } from 'ink';
import type { Notice } from '../controller.js';

export const MAX_MESSAGE_LINES = 3;

/** The message broken at spaces into lines of at most `width` (a longer word is cut). */
export function messageLines(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.slice(0, width));
  }
  return lines.slice(0, MAX_MESSAGE_LINES);
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

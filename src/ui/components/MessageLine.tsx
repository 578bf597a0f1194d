// The message line under the board: why a move was refused (red), or what to do next (yellow).
// A long message (a backup's file name) wraps onto up to three lines rather than being cut; a list
// of keys ("u: undo · q: quit") breaks between its entries, never inside one.
import { Box, Text } from 'ink';
import type { Notice } from '../controller.js';
import { packPieces } from '../../text/wrap.js';

const MAX_MESSAGE_LINES = 3;
/** Between the entries of a list of keys, as written (·) and in ASCII (|). */
const ENTRY_SEPARATOR = / [·|] /;

/** The message broken into at most three lines of at most `width`: between entries, else at spaces. */
export function messageLines(text: string, width: number): string[] {
  const separator = ENTRY_SEPARATOR.exec(text)?.[0] ?? ' · ';
  // An entry that fits a line stays whole; a longer one breaks at its spaces.
  const pieces = text.split(separator).flatMap((entry) =>
    (entry.length <= width ? [entry] : entry.split(' ')).map((piece, j) => ({ text: piece, before: j > 0 ? ' ' : separator })),
  );
  return packPieces(pieces, width).slice(0, MAX_MESSAGE_LINES);
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

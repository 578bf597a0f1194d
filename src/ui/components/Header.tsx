// The header: game, deal number, the game's facts, moves and time, joined by " · ". Where they do
// not fit on one line they go on to a second, whole facts at a time, so nothing is ever cut.
import { Box, Text } from 'ink';
import { packLines } from '../wrap.js';

/** The header's lines: whole facts packed greedily into lines of at most `width` characters. */
export function headerLines(parts: readonly string[], width: number): string[] {
  return packLines(parts, ' · ', width);
}

export function Header({ lines, title }: { lines: readonly string[]; title: string }) {
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate">
          {i === 0 && line.startsWith(title) ? (
            <>
              <Text bold color="green">{title}</Text>
              {line.slice(title.length)}
            </>
          ) : (
            line
          )}
        </Text>
      ))}
    </Box>
  );
}

// The header: game, deal number, the game's facts, moves and time, joined by " · ". Where they do
// not fit on one line they go on to a second, whole facts at a time, so nothing is ever cut.
import { Box, Text } from 'ink';

const SEPARATOR = ' · ';

/** The header's lines: whole facts packed greedily into lines of at most `width` characters. */
export function headerLines(parts: readonly string[], width: number): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + SEPARATOR.length + part.length <= width) lines[lines.length - 1] = last + SEPARATOR + part;
    else lines.push(part);
  }
  return lines;
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

// "Recent moves": the last moves in words, newest at the bottom, repeats as one line, all said in
// the words that fit the log's width.
import { Box, Text } from 'ink';
import { useContext } from 'react';
import { collapseRepeats, fitEntries } from '../board/moveLogLines.js';
import { ThemeContext } from '../board/theme.js';

export function MoveLog({ log, lines, width }: { log: readonly string[]; lines: number; width: number }) {
  const { text } = useContext(ThemeContext);
  const shown = fitEntries(collapseRepeats(log).slice(-Math.max(0, lines - 1)), width);
  return (
    <Box flexDirection="column" width={width}>
      <Text bold>Recent moves</Text>
      {shown.length === 0 ? <Text dimColor>none yet</Text> : null}
      {shown.map((entry, i) => (
        <Text key={i} wrap="truncate" dimColor={i < shown.length - 1}>
          {text(entry)}
        </Text>
      ))}
    </Box>
  );
}

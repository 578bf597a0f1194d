// "Recent moves": the last moves in words, newest at the bottom, cut to the space it has.
import { Box, Text } from 'ink';

export function MoveLog({ log, lines, width }: { log: readonly string[]; lines: number; width: number }) {
  const shown = log.slice(-Math.max(0, lines - 1));
  return (
    <Box flexDirection="column" width={width}>
      <Text bold>Recent moves</Text>
      {shown.length === 0 ? <Text dimColor>none yet</Text> : null}
      {shown.map((entry, i) => (
        <Text key={i} wrap="truncate" dimColor={i < shown.length - 1}>
          {entry}
        </Text>
      ))}
    </Box>
  );
}

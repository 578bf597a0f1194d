// The header line: game, deal number, what is left in the stock, moves and time.
import { Box, Text } from 'ink';

export function Header({ title, facts }: { title: string; facts: readonly string[] }) {
  return (
    <Box>
      <Text wrap="truncate">
        <Text bold color="green">{title}</Text>
        <Text>{facts.map((fact) => ` · ${fact}`).join('')}</Text>
      </Text>
    </Box>
  );
}

// The help screen (?): every key, and the current game's rules in short, cut to the terminal.
import { Box, Text } from 'ink';
import type { PlayableGameId } from '../../engine/games.js';
import { KEY_HELP, RULES_IN_SHORT } from '../helpText.js';

export function HelpScreen({ game, title, width, height }: { game: PlayableGameId; title: string; width: number; height: number }) {
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold color="green">
        Leaves · help
      </Text>
      <Text> </Text>
      {KEY_HELP.map(([keys, what]) => (
        <Text key={keys} wrap="truncate">
          <Text bold>{keys.padEnd(12)}</Text>
          {what}
        </Text>
      ))}
      <Text> </Text>
      <Text bold>{title}</Text>
      {RULES_IN_SHORT[game].map((line) => (
        <Text key={line} wrap="truncate">
          {line}
        </Text>
      ))}
      <Text> </Text>
      <Text dimColor>Press any key to go back to the game.</Text>
    </Box>
  );
}

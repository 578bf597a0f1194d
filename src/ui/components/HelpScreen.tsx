// The help screen (?): every key, and the current game's rules in short, wrapped to the terminal
// (and cut at its last line when it is very small).
import { Box, Text } from 'ink';
import { useContext } from 'react';
import type { Game } from '../../engine/game.js';
import { keyHelp } from '../helpText.js';
import { ThemeContext } from '../theme.js';
import { wrapWords } from '../../text/wrap.js';

const KEY_WIDTH = 12;

export interface HelpScreenProps {
  game: Game;
  /** Whether the board has a row above its columns. */
  topRow: boolean;
  width: number;
  height: number;
  winnableOnly: boolean;
}

export function HelpScreen({ game, topRow, width, height, winnableOnly }: HelpScreenProps) {
  const { text } = useContext(ThemeContext);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold color="green">
        {text('Leaves · help')}
      </Text>
      <Text> </Text>
      {keyHelp(game, topRow, winnableOnly).flatMap(([keys, what]) =>
        wrapWords(text(what), width - KEY_WIDTH).map((line, i) => (
          <Text key={`${keys}${i}`} wrap="truncate">
            <Text bold>{(i === 0 ? text(keys) : '').padEnd(KEY_WIDTH)}</Text>
            {line}
          </Text>
        )),
      )}
      <Text> </Text>
      <Text bold>{game.title}</Text>
      {wrapWords(text(game.rulesInShort), width).map((line) => (
        <Text key={line} wrap="truncate">
          {line}
        </Text>
      ))}
      <Text> </Text>
      <Text dimColor>Press any key to go back to the game.</Text>
    </Box>
  );
}

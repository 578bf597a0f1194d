// The help screen (?): every key, and the current game's rules in short, wrapped to the terminal
// (and cut at its last line when it is very small).
import { Box, Text } from 'ink';
import { useContext } from 'react';
import { keyHelp } from '../helpText.js';
import type { KeyContext } from '../keyBindings.js';
import { ThemeContext } from '../theme.js';
import { wrapWords } from '../../text/wrap.js';

const KEY_WIDTH = 12;

export interface HelpScreenProps {
  /** The game and the moment the keys are for. */
  keys: KeyContext;
  width: number;
  height: number;
}

export function HelpScreen({ keys, width, height }: HelpScreenProps) {
  const { text } = useContext(ThemeContext);
  const { game } = keys;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold color="green">
        {text('Leaves · help')}
      </Text>
      <Text> </Text>
      {keyHelp(keys).flatMap(([keys, what]) =>
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

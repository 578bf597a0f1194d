// A help screen (?): every key, and the game's rules in short where there is a game, wrapped to
// the terminal. When the terminal is short of rows, the blank lines go first, then the rules' last
// lines; the title and the last line (how to go back) always show.
import { Box, Text } from 'ink';
import { useContext, type ReactElement } from 'react';
import { ThemeContext } from '../theme.js';
import { wrapWords } from '../../text/wrap.js';

const KEY_WIDTH = 12;

export interface HelpScreenProps {
  /** Each key's line: the keys as written, and what they do (helpText.ts). */
  keys: readonly (readonly [string, string])[];
  /** A game's title and rules in short, after the keys. */
  about?: { title: string; rules: string };
  /** Where any key goes back to: "the game". */
  back: string;
  width: number;
  height: number;
}

/** One row of the screen; a blank one may be left out when rows are short. */
interface Row {
  blank?: boolean;
  element: ReactElement;
}

export function HelpScreen({ keys, about, back, width, height }: HelpScreenProps) {
  const { text } = useContext(ThemeContext);
  const blank = (key: string): Row => ({ blank: true, element: <Text key={key}> </Text> });
  const body: Row[] = [
    blank('after title'),
    ...keys.flatMap(([keys, what]) =>
      wrapWords(text(what), width - KEY_WIDTH).map((line, i) => ({
        element: (
          <Text key={`${keys}${i}`} wrap="truncate">
            <Text bold>{(i === 0 ? text(keys) : '').padEnd(KEY_WIDTH)}</Text>
            {line}
          </Text>
        ),
      })),
    ),
    ...(about
      ? [
          blank('after keys'),
          { element: <Text key="game" bold>{text(about.title)}</Text> },
          ...wrapWords(text(about.rules), width).map((line, i) => ({
            element: (
              <Text key={`rules${i}`} wrap="truncate">
                {line}
              </Text>
            ),
          })),
        ]
      : []),
    blank('after rules'),
  ];
  const room = Math.max(0, height - 2);
  let fitted = body;
  // The blank lines go one at a time, the last first, and then the rules' last lines.
  while (fitted.length > room && fitted.some((row) => row.blank)) {
    const last = fitted.map((row) => row.blank === true).lastIndexOf(true);
    fitted = fitted.filter((_, i) => i !== last);
  }
  fitted = fitted.slice(0, room);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold color="green" wrap="truncate">
        {text('Leaves · help')}
      </Text>
      {fitted.map((row) => row.element)}
      <Text dimColor wrap="truncate">
        {text(`Press any key to go back to ${back}.`)}
      </Text>
    </Box>
  );
}

// A help screen (?): every key, what the header's words mean, and the game's rules in short where
// there is a game, wrapped to the terminal. When the terminal is short of rows, the blank lines go
// first; what still does not fit scrolls (↑ ↓ k j, PgUp PgDn), and the last line says so. The
// title and the last line (how to go back) always show.
import { Box, Text } from 'ink';
import { useContext, type ReactElement } from 'react';
import { ThemeContext, type Theme } from '../board/theme.js';
import { wrapWords } from '../../text/wrap.js';

const KEY_WIDTH = 12;

type Lines = readonly (readonly [string, string])[];

export interface HelpScreenProps {
  /** Each key's line: the keys as written, and what they do (helpText.ts). */
  keys: Lines;
  /** What each of the header's words means, as [the word, its meaning] (helpText.ts). */
  header?: Lines;
  /** A game's title and rules in short, after the keys. */
  about?: { title: string; rules: string };
  /** Where any key goes back to: "the game". */
  back: string;
  width: number;
  height: number;
  /** The first line of the body shown, where it scrolls (helpScroll says how far it can). */
  top?: number;
}

/** One row of the screen; a blank one may be left out when rows are short. */
interface Row {
  blank?: boolean;
  element: ReactElement;
}

type BodyProps = Pick<HelpScreenProps, 'keys' | 'header' | 'about' | 'width'>;

function table(lines: Lines, width: number, text: Theme['text'], prefix: string): Row[] {
  return lines.flatMap(([keys, what]) =>
    wrapWords(text(what), width - KEY_WIDTH).map((line, i) => ({
      element: (
        <Text key={`${prefix}${keys}${i}`} wrap="truncate">
          <Text bold>{(i === 0 ? text(keys) : '').padEnd(KEY_WIDTH)}</Text>
          {line}
        </Text>
      ),
    })),
  );
}

function bodyRows({ keys, header, about, width }: BodyProps, text: Theme['text']): Row[] {
  const blank = (key: string): Row => ({ blank: true, element: <Text key={key}> </Text> });
  const heading = (key: string, words: string): Row => ({ element: <Text key={key} bold>{text(words)}</Text> });
  return [
    blank('after title'),
    ...table(keys, width, text, 'key'),
    ...(header && header.length > 0 ? [blank('after keys'), heading('header', 'The header'), ...table(header, width, text, 'header')] : []),
    ...(about
      ? [
          blank('before rules'),
          heading('game', about.title),
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
}

/** The rows the body may take: the screen less its title and its last line. */
const roomOf = (height: number) => Math.max(1, height - 2);

/** The body without blank lines, where it does not fit as it is. */
function fitted(rows: Row[], room: number): Row[] {
  return rows.length > room ? rows.filter((row) => !row.blank) : rows;
}

/** How far the help scrolls (`max`: its last first line; 0 where it fits) and a page's lines. */
export function helpScroll(props: BodyProps & { height: number }, text: Theme['text']): { max: number; page: number } {
  const room = roomOf(props.height);
  return { max: Math.max(0, fitted(bodyRows(props, text), room).length - room), page: Math.max(1, room - 1) };
}

export function HelpScreen({ keys, header, about, back, width, height, top = 0 }: HelpScreenProps) {
  const { text } = useContext(ThemeContext);
  const room = roomOf(height);
  const rows = fitted(bodyRows({ keys, header, about, width }, text), room);
  const scrolls = rows.length > room;
  const first = Math.min(Math.max(0, top), Math.max(0, rows.length - room));
  const goBack = `Press any key to go back to ${back}.`;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold color="green" wrap="truncate">
        {text('Leaves · help')}
      </Text>
      {rows.slice(first, first + room).map((row) => row.element)}
      <Text dimColor wrap="truncate">
        {text(scrolls ? `${first + room < rows.length ? 'More below: ' : ''}↑↓ PgUp PgDn scroll · other keys go back to ${back}.` : goBack)}
      </Text>
    </Box>
  );
}

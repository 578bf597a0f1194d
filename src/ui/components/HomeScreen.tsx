// The home screen: every game, grouped by family, with its state; the highlighted game's rules in
// short, its state and options; the options panel of `o`; the filter of `/`; the search for today's
// daily deal of `d` (run by `findDaily`, off this thread, while the message line says so). Keys
// and clicks go through the home's reducer (hooks/homeReducer.ts); `onClose` is told where the
// player goes.
import { Box, Text } from 'ink';
import { useCallback, useContext, useEffect } from 'react';
import type { PlayableGameId } from '../../engine/games.js';
import type { DailyDeal } from '../../solver/dailyDeal.js';
import { useSpinner } from '../hooks/useSpinner.js';
import type { Game } from '../../engine/game.js';
import { wrapWords } from '../../text/wrap.js';
import { widest } from '../../text/widest.js';
import type { HomeEntry } from '../home/homeEntries.js';
import { entryAt, homeLayout, PANE_GAP } from '../home/homeLayout.js';
import { listState, stateLines } from '../home/homeText.js';
import { screenKeyHelp } from '../helpText.js';
import { SCREEN_KEYS, type ScreenContext } from '../input/keyBindings.js';
import { screenKeyMap } from '../input/keymap.js';
import { isClick } from '../terminal/mouse.js';
import { optionRows, valuesText } from '../home/optionRows.js';
import { highlighted, optionWords, reduceHome, shownEntries, type HomeAction, type HomeOutcome, type HomeState, type OptionsPanel } from '../hooks/homeReducer.js';
import { useScreen } from '../hooks/useScreen.js';
import type { Suspender } from '../terminal/terminal.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { ThemeContext } from '../board/theme.js';
import { HelpScreen } from './HelpScreen.js';
import { KeyHints, screenKeyHints } from './KeyHints.js';

const homeKey = screenKeyMap(SCREEN_KEYS.home);
const NAME_WIDTH = 18;
/** A long notice (a damaged save file, say) takes up to this many lines from the list. */
const MESSAGE_LINES = 3;

/** Looks for today's daily deal of a game and hands it to `found`; gives the function that calls the search off. */
export type DailyFinder = (game: PlayableGameId, found: (deal: DailyDeal) => void) => () => void;

export interface HomeScreenProps {
  initial: HomeState;
  /** An entry's game, for its options. */
  gameOf: (entry: HomeEntry) => Game | undefined;
  /** Today's daily deals (none: d finds nothing, and Esc is the way back). */
  findDaily?: DailyFinder;
  onClose: (outcome: HomeOutcome) => void;
  /** Whether clicks count. */
  mouse?: boolean;
  /** Ctrl+Z stops Leaves (none in tests). */
  suspender?: Suspender;
}

function contextOf(home: HomeState): ScreenContext {
  return { fromGame: home.from !== null, filtering: home.filtering, options: home.options !== null, asking: home.confirm !== null, finding: home.finding !== null };
}

/** The message line: the search for today's deal, a question, a notice, the filter being typed or kept. */
function messageOf(home: HomeState, spinner: string | undefined): { text: string; tone: 'info' | 'error' | 'ask' } | undefined {
  if (home.finding) {
    const title = home.entries.find((entry) => entry.game === home.finding)?.title ?? home.finding;
    return { text: `${spinner ? `${spinner} ` : ''}Finding today's ${title} deal, one the solver proves winnable… Esc cancels.`, tone: 'info' };
  }
  if (home.notice) return { text: home.notice, tone: home.confirm ? 'ask' : 'error' };
  if (home.filtering) return { text: `Find: ${home.filter}_`, tone: 'ask' };
  if (home.filter) return { text: `Games named like "${home.filter}" (Esc shows all)`, tone: 'info' };
  return undefined;
}

function OptionsEditor({ panel, title, width, height }: { panel: OptionsPanel; title: string; width: number; height: number }) {
  const { text } = useContext(ThemeContext);
  const nameWidth = widest(panel.rows.map((row) => row.name)) + 2;
  const about = panel.rows[panel.at]?.description ?? '';
  const lines = [
    <Text key="title" bold wrap="truncate">{text(`${title}: options for a new deal`)}</Text>,
    <Text key="gap"> </Text>,
    ...panel.rows.map((row, i) => (
      <Text key={row.name} wrap="truncate" inverse={i === panel.at}>
        {`${i === panel.at ? '>' : ' '} ${row.name.padEnd(nameWidth)}${valuesText(row.values, row.index)}`}
      </Text>
    )),
    <Text key="gap2"> </Text>,
    ...wrapWords(text(about), width).map((line, i) => <Text key={`about${i}`} wrap="truncate">{line}</Text>),
    <Text key="gap3"> </Text>,
    ...wrapWords(text('←→ choose a value; Enter deals a new game with these (kept for the next deals too); Esc closes.'), width).map((line, i) => (
      <Text key={`how${i}`} dimColor wrap="truncate">{line}</Text>
    )),
  ];
  return <Box flexDirection="column" width={width} height={height} overflow="hidden">{lines.slice(0, height)}</Box>;
}

function Details({ entry, gameOf, width, height }: { entry: HomeEntry; gameOf: HomeScreenProps['gameOf']; width: number; height: number }) {
  const { text } = useContext(ThemeContext);
  const game = gameOf(entry);
  const options = game ? optionWords(optionRows(game, entry.options)) : '';
  const state = stateLines(entry, options).flatMap((line) => wrapWords(text(line), width));
  const rules = wrapWords(text(entry.rules), width);
  // Rows for the title, family, the blanks and the state; the rules have the rest.
  const room = Math.max(1, height - 4 - state.length);
  const shownRules = rules.length > room ? [...rules.slice(0, room - 1), `${(rules[room - 1] ?? '').slice(0, Math.max(0, width - 3))}...`] : rules;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold wrap="truncate">{text(entry.title)}</Text>
      <Text dimColor wrap="truncate">{text(entry.family)}</Text>
      {shownRules.map((line, i) => <Text key={`r${i}`} wrap="truncate">{line}</Text>)}
      <Text> </Text>
      {state.map((line, i) => <Text key={`s${i}`} wrap="truncate">{line}</Text>)}
    </Box>
  );
}

export function HomeScreen({ initial, gameOf, findDaily, onClose, mouse = true, suspender }: HomeScreenProps) {
  const { columns, rows } = useTerminalSize();
  const theme = useContext(ThemeContext);
  const { text } = theme;
  const reduce = useCallback((home: HomeState, action: HomeAction) => reduceHome(home, action, gameOf), [gameOf]);
  const close = useCallback((home: HomeState) => onClose(home.done!), [onClose]);
  /** The message, wrapped to at most MESSAGE_LINES lines. */
  const messageLines = (home: HomeState) => {
    const message = messageOf(home, spinner);
    return message ? wrapWords(text(message.text), columns).slice(0, MESSAGE_LINES) : [' '];
  };
  const measure = (home: HomeState) => homeLayout(columns, rows, shownEntries(home), home.cursor, messageLines(home).length);
  const [home, dispatch] = useScreen<HomeState, HomeAction>(
    () => initial,
    reduce,
    {
      key: (input, key, now) => {
        // While the filter is typed, a character is text, whatever it means elsewhere.
        if (now.filtering && input !== '' && !key.ctrl && !key.meta) return { type: 'typed', text: input };
        return homeKey(input, key) ?? { type: 'other' };
      },
      suspender,
      click: (report, now) => {
        if (!mouse || !isClick(report) || now.help || now.options) return undefined;
        const entry = entryAt(measure(now), report.x, report.y);
        return entry === undefined ? undefined : { type: 'click', entry };
      },
      question: (now) => now.confirm,
      takesText: (now) => now.filtering,
    },
    close,
  );
  const spinner = useSpinner(home.finding !== null);
  // The search runs while the state says so: found, it is played; called off (Esc, q), it stops.
  useEffect(() => {
    if (!home.finding || !findDaily) return;
    return findDaily(home.finding, (deal) => dispatch({ type: 'dailyFound', deal }));
  }, [home.finding, findDaily, dispatch]);
  const context = contextOf(home);
  if (home.help) {
    return <HelpScreen keys={screenKeyHelp(SCREEN_KEYS.home)} back="the list of games" width={columns} height={rows - 1} />;
  }
  const layout = measure(home);
  const shown = shownEntries(home);
  const entry = highlighted(home);
  const pointer = theme.style === 'ascii' ? '>' : '›';
  const message = messageOf(home, spinner);
  const title = home.from ? 'Leaves · games (g goes back to the game)' : 'Leaves · choose a game';
  const count = `${home.entries.length} games`;
  return (
    <Box flexDirection="column" width={columns} height={rows - 1}>
      <Text wrap="truncate">
        <Text bold color="green">{text(title)}</Text>
        {columns >= title.length + count.length + 2 ? `${' '.repeat(columns - title.length - count.length)}${count}` : ''}
      </Text>
      <Box height={layout.height}>
        {layout.detailsWidth === 0 && home.options && entry ? (
          // Too narrow for two panes: the options take the list's place while they are open.
          <OptionsEditor panel={home.options} title={entry.title} width={columns} height={layout.height} />
        ) : (
        <Box flexDirection="column" width={layout.listWidth} height={layout.height} overflow="hidden">
          {shown.length === 0 ? <Text dimColor>{text('No game has that name.')}</Text> : null}
          {layout.shown.map((row, i) => {
            if ('heading' in row) return <Text key={`h${i}`} bold dimColor wrap="truncate">{text(row.heading)}</Text>;
            const item = shown[row.entry]!;
            const on = row.entry === home.cursor;
            const name = item.title.length > NAME_WIDTH ? `${item.title.slice(0, NAME_WIDTH - 1)}.` : item.title.padEnd(NAME_WIDTH);
            const state = listState(item, layout.listWidth - NAME_WIDTH - 3);
            return (
              <Text key={item.key} wrap="truncate" inverse={on}>
                {text(`${on ? pointer : ' '} ${name} ${state}`.padEnd(layout.listWidth - 1))}
              </Text>
            );
          })}
        </Box>
        )}
        {layout.detailsWidth > 0 && entry ? (
          <Box marginLeft={PANE_GAP - 1} height={layout.height} borderStyle={theme.style === 'ascii' ? 'classic' : 'single'} borderTop={false} borderBottom={false} borderRight={false} paddingLeft={1}>
            {home.options ? (
              <OptionsEditor panel={home.options} title={entry.title} width={layout.detailsWidth - 1} height={layout.height} />
            ) : (
              <Details entry={entry} gameOf={gameOf} width={layout.detailsWidth - 1} height={layout.height} />
            )}
          </Box>
        ) : null}
      </Box>
      {messageLines(home).map((line, i) => (
        <Text key={`m${i}`} wrap="truncate" color={message?.tone === 'error' ? 'yellow' : undefined}>{line}</Text>
      ))}
      <KeyHints width={columns} hints={screenKeyHints(SCREEN_KEYS.home, context).map(text)} />
    </Box>
  );
}

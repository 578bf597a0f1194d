// The settings screen (s): every remembered setting and each game's options for its next deal,
// changed with the arrows, Enter or a click and kept at once, through the store's own checks
// (settingRows.ts). `onClose` is told where the player goes.
import { Box, Text } from 'ink';
import { useCallback, useContext, useRef } from 'react';
import type { Settings } from '../../store/settings.js';
import { wrapWords } from '../../text/wrap.js';
import { screenKeyHelp } from '../helpText.js';
import { NO_SCREEN_CONTEXT, SCREEN_KEYS } from '../input/keyBindings.js';
import { screenKeyMap } from '../input/keymap.js';
import { isClick } from '../terminal/mouse.js';
import { settingRows, settingWrite, type SettingRow } from '../home/settingRows.js';
import { valuesText } from '../home/optionRows.js';
import { initialSettingsState, reduceSettings, type SettingsAction, type SettingsState } from '../hooks/settingsReducer.js';
import { useScreen } from '../hooks/useScreen.js';
import type { Suspender } from '../terminal/terminal.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { ThemeContext } from '../board/theme.js';
import { HelpScreen } from './HelpScreen.js';
import { KeyHints, screenKeyHints } from './KeyHints.js';

const settingsKey = screenKeyMap(SCREEN_KEYS.settings);
const LABEL_WIDTH = 22;

export interface SettingsScreenProps {
  settings: Settings;
  /** Keeps the changes (checked as the file's are) and gives back the settings as kept. */
  write: (changes: Partial<Settings>) => Settings;
  onClose: (done: 'back' | 'quit') => void;
  /** Where any key goes back to from the help: "the game", "the list of games". */
  backTo: string;
  mouse?: boolean;
  /** Ctrl+Z stops Leaves (none in tests). */
  suspender?: Suspender;
}

/** The screen's lines: a heading before the rows that start a group, then the row. */
type Line = { heading: string } | { row: number };

function linesOf(rows: readonly SettingRow[]): Line[] {
  return rows.flatMap((row, i): Line[] => (row.heading ? [{ heading: row.heading }, { row: i }] : [{ row: i }]));
}

/** The first line drawn so that the highlighted row shows. */
function firstLine(lines: readonly Line[], at: number, height: number): number {
  if (lines.length <= height) return 0;
  const index = lines.findIndex((line) => 'row' in line && line.row === at);
  return Math.max(0, Math.min(lines.length - height, index - Math.floor((height - 1) / 2)));
}

export function SettingsScreen({ settings, write, onClose, backTo, mouse = true, suspender }: SettingsScreenProps) {
  const { columns, rows } = useTerminalSize();
  const { text } = useContext(ThemeContext);
  const kept = useRef(settings);
  // A changed row is written at once; the rows then show what the store kept.
  const store = useCallback(
    (state: SettingsState): SettingsState => {
      if (!state.changed) return state;
      const change = settingWrite(kept.current, state.changed);
      if (typeof change !== 'string') kept.current = write(change);
      return reduceSettings(state, { type: 'stored', rows: settingRows(kept.current), notice: typeof change === 'string' ? change : null });
    },
    [write],
  );
  const close = useCallback((state: SettingsState) => onClose(state.done!), [onClose]);
  // The title, a blank, the rows, two lines about the highlighted one, the message line and the key bar.
  const height = Math.max(1, rows - 7);
  const [state] = useScreen<SettingsState, SettingsAction>(
    () => initialSettingsState(settingRows(settings)),
    reduceSettings,
    {
      key: (input, key) => settingsKey(input, key) ?? { type: 'other' },
      suspender,
      click: (report, now) => {
        if (!mouse || !isClick(report) || now.help) return undefined;
        const lines = linesOf(now.rows);
        const line = lines[firstLine(lines, now.at, height) + report.y - 2];
        return report.y >= 2 && line && 'row' in line ? { type: 'click', row: line.row } : undefined;
      },
    },
    close,
    store,
  );
  if (state.help) return <HelpScreen keys={screenKeyHelp(SCREEN_KEYS.settings)} back="the settings" width={columns} height={rows - 1} />;
  const lines = linesOf(state.rows);
  const first = firstLine(lines, state.at, height);
  const aboutLines = wrapWords(text(state.rows[state.at]?.about ?? ''), columns);
  return (
    <Box flexDirection="column" width={columns} height={rows - 1}>
      <Text bold color="green" wrap="truncate">{text(`Leaves · settings (Esc goes back to ${backTo})`)}</Text>
      <Text> </Text>
      <Box flexDirection="column" height={height} overflow="hidden">
        {lines.slice(first, first + height).map((line) => {
          if ('heading' in line) return <Text key={line.heading} bold dimColor wrap="truncate">{text(line.heading)}</Text>;
          const row = state.rows[line.row]!;
          const on = line.row === state.at;
          return (
            <Text key={row.key} wrap="truncate" inverse={on}>
              {text(`${on ? '>' : ' '} ${row.label.padEnd(LABEL_WIDTH)} ${valuesText(row.values, row.index)}`)}
            </Text>
          );
        })}
      </Box>
      {[0, 1].map((i) => (
        <Text key={`about${i}`} wrap="truncate">{aboutLines[i] ?? ' '}</Text>
      ))}
      <Text wrap="truncate" color="yellow">{state.notice ? text(state.notice) : ' '}</Text>
      <KeyHints width={columns} hints={screenKeyHints(SCREEN_KEYS.settings, NO_SCREEN_CONTEXT).map(text)} />
    </Box>
  );
}

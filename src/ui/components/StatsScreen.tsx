// The statistics screen (S): the table per game and variant, the win rate over time and the last
// games (statsText.ts, as `leaves stats` prints them), scrolled with the arrows and the page keys.
import { Box, Text } from 'ink';
import { useCallback, useContext } from 'react';
import type { RecentResult } from '../../store/recentResults.js';
import type { Statistics } from '../../store/statistics.js';
import { screenKeyHelp } from '../helpText.js';
import { NO_SCREEN_CONTEXT, SCREEN_KEYS } from '../input/keyBindings.js';
import { screenKeyMap } from '../input/keymap.js';
import { initialStatsState, measured, reduceStats, type StatsAction, type StatsState } from '../hooks/statsReducer.js';
import { useScreen } from '../hooks/useScreen.js';
import type { Suspender } from '../terminal/terminal.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { statsText } from '../stats/statsText.js';
import { ThemeContext } from '../board/theme.js';
import { HelpScreen } from './HelpScreen.js';
import { KeyHints, screenKeyHints } from './KeyHints.js';

const statsKey = screenKeyMap(SCREEN_KEYS.stats);

export interface StatsScreenProps {
  statistics: Statistics;
  recent: readonly RecentResult[];
  onClose: (done: 'back' | 'quit') => void;
  backTo: string;
  /** Ctrl+Z stops Leaves (none in tests). */
  suspender?: Suspender;
}

export function StatsScreen({ statistics, recent, onClose, backTo, suspender }: StatsScreenProps) {
  const { columns, rows } = useTerminalSize();
  const theme = useContext(ThemeContext);
  const { text } = theme;
  const lines = statsText(statistics, recent, columns, theme.style === 'ascii');
  const height = Math.max(1, rows - 3);
  // Each key is judged against the screen's measure now (the lines beyond the rows).
  const fit = useCallback((state: StatsState) => measured(state, lines.length - height, height - 1), [lines.length, height]);
  const reduce = useCallback((state: StatsState, action: StatsAction) => reduceStats(fit(state), action), [fit]);
  const close = useCallback((state: StatsState) => onClose(state.done!), [onClose]);
  const [state] = useScreen<StatsState, StatsAction>(() => fit(initialStatsState()), reduce, { key: (input, key) => statsKey(input, key) ?? { type: 'other' }, suspender }, close);
  if (state.help) return <HelpScreen keys={screenKeyHelp(SCREEN_KEYS.stats)} back="the statistics" width={columns} height={rows - 1} />;
  const top = fit(state).top;
  const more = lines.length > top + height ? ` (more: ↓, ${lines.length - top - height} lines)` : '';
  return (
    <Box flexDirection="column" width={columns} height={rows - 1}>
      <Text bold color="green" wrap="truncate">{text(`Leaves · statistics${more} (Esc goes back to ${backTo})`)}</Text>
      <Box flexDirection="column" height={height} overflow="hidden">
        {lines.slice(top, top + height).map((line, i) => <Text key={i} wrap="truncate">{text(line) || ' '}</Text>)}
      </Box>
      <KeyHints width={columns} hints={screenKeyHints(SCREEN_KEYS.stats, NO_SCREEN_CONTEXT).map(text)} />
    </Box>
  );
}

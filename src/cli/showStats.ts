// `leaves stats`: the statistics from the store, as a table with the win rate over time and the
// last games, or as JSON. Loaded only for that command, so it needs no terminal and never loads Ink.
import { statsJson } from '../ui/stats/statsReport.js';
import { statsText } from '../ui/stats/statsText.js';
import { GameStore } from '../store/gameStore.js';
import { forTerminal, utf8Locale } from '../text/terminalText.js';

export function showStats(json: boolean): string {
  const store = new GameStore();
  const notices = store.notices.map((notice) => `leaves: ${notice}\n`).join('');
  if (notices) process.stderr.write(notices);
  const stats = store.statistics();
  if (json) return `${statsJson(stats, store.recentResults())}\n`;
  // The table's rules and dashes, and the chart's bars, in ASCII for a terminal whose locale is not UTF-8.
  return forTerminal(`${statsText(stats, store.recentResults(), 80, !utf8Locale()).join('\n')}\n`);
}

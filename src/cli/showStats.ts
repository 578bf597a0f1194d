// `leaves stats`: the statistics from the store, as a table or as JSON. Loaded only for that
// command, so it needs no terminal and never loads Ink.
import { statsJson, formatStatsTable } from './statsReport.js';
import { GameStore } from '../store/gameStore.js';
import { forTerminal } from '../text/terminalText.js';

export function showStats(json: boolean): string {
  const store = new GameStore();
  const notices = store.notices.map((notice) => `leaves: ${notice}\n`).join('');
  if (notices) process.stderr.write(notices);
  const stats = store.statistics();
  if (json) return `${statsJson(stats)}\n`;
  // The table's rules and dashes, in ASCII for a terminal whose locale is not UTF-8.
  return forTerminal(`${formatStatsTable(stats)}\n`);
}

// `leaves stats`: the statistics from the store, as a table or as JSON. Loaded only for that
// command, so it needs no terminal and never loads Ink.
import { statsJson, formatStatsTable } from './statsReport.js';
import { GameStore } from './store/gameStore.js';

export function showStats(json: boolean): string {
  const store = new GameStore();
  const notices = store.notices.map((notice) => `leaves: ${notice}\n`).join('');
  if (notices) process.stderr.write(notices);
  const stats = store.statistics();
  return `${json ? statsJson(stats) : formatStatsTable(stats)}\n`;
}

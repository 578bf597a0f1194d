// Everything the statistics say, as lines: the table per game and variant, the win rate over time
// and the last games. The statistics screen shows these lines and `leaves stats` prints them.
import type { RecentResult } from '../../store/recentResults.js';
import type { Statistics } from '../../store/statistics.js';
import { lastGames, winRateChart } from './statsChart.js';
import { formatStatsTable } from './statsReport.js';

export function statsText(stats: Statistics, recent: readonly RecentResult[], width: number, ascii: boolean): string[] {
  const parts = [formatStatsTable(stats).split('\n'), winRateChart(recent, Math.min(width, 80), ascii), lastGames(recent)].filter((part) => part.length > 0);
  return parts.flatMap((part, i) => (i === 0 ? part : ['', ...part]));
}

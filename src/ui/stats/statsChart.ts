// The statistics screen's and `leaves stats`'s other two parts: the win rate over time as a small
// bar chart (block characters, or # in ASCII), and the last games in a list. Both read the latest
// results the store keeps (recentResults.ts). Pure text, no colour.
import type { RecentResult } from '../../store/recentResults.js';
import { variantLabel } from '../../store/statistics.js';
import { formatDuration } from '../../text/duration.js';
import { wholePercent } from '../../text/percent.js';
import { widest } from '../../text/widest.js';
import { plural } from '../../engine/plural.js';

/** The chart's rows of bars. */
const CHART_ROWS = 4;
/** Eighths of a row, in block characters (the first is a blank). */
const EIGHTHS = ' ▁▂▃▄▅▆▇█';
/** How many games the list shows. */
export const LAST_SHOWN = 20;

/** The win rate after each game, over the games kept (the running rate), sampled to at most `bars` values. */
export function runningRates(recent: readonly RecentResult[], bars: number): number[] {
  let won = 0;
  const rates = recent.map((result, index) => {
    if (result.won) won++;
    return won / (index + 1);
  });
  if (rates.length <= bars) return rates;
  return Array.from({ length: bars }, (_, i) => rates[Math.round(((i + 1) * rates.length) / bars) - 1]!);
}

/** One bar's character on a row (0 the bottom): a block part-filled by eighths, or # in ASCII. */
function barCell(rate: number, row: number, ascii: boolean): string {
  const filled = rate * CHART_ROWS - row;
  if (ascii) return filled >= 0.5 ? '#' : ' ';
  return EIGHTHS[Math.round(Math.max(0, Math.min(1, filled)) * 8)]!;
}

/**
 * The win rate over time, `width` columns wide at most: a title, four rows of bars with 100%,
 * 50% and 0% marked, and an axis. No lines when no game is kept.
 */
export function winRateChart(recent: readonly RecentResult[], width: number, ascii: boolean): string[] {
  if (recent.length === 0) return [];
  const label = (text: string) => text.padStart(4);
  const rates = runningRates(recent, Math.max(1, width - 6));
  const [side, corner, axis] = ascii ? ['|', '+', '-'] : ['│', '└', '─'];
  const rows = Array.from({ length: CHART_ROWS }, (_, i) => CHART_ROWS - 1 - i).map((row) => {
    const mark = row === CHART_ROWS - 1 ? '100%' : row === CHART_ROWS / 2 - 1 ? ' 50%' : '';
    return `${label(mark)} ${side}${rates.map((rate) => barCell(rate, row, ascii)).join('')}`.trimEnd();
  });
  const games = recent.length === 1 ? 'the last game' : `the last ${recent.length} games`;
  return [`Win rate over ${games}, game by game (now ${wholePercent(recent.filter((r) => r.won).length, recent.length)})`, ...rows, `${label('0%')} ${corner}${axis.repeat(rates.length)}`];
}

/** The last games, newest first: day, variant, won or lost, moves, time and score. */
export function lastGames(recent: readonly RecentResult[]): string[] {
  if (recent.length === 0) return [];
  const shown = recent.slice(-LAST_SHOWN).reverse();
  const labels = shown.map((r) => variantLabel(r.variant));
  const labelWidth = widest(labels);
  return [
    `The last ${shown.length === 1 ? 'game' : `${shown.length} games`}`,
    ...shown.map((r, i) => {
      const score = r.score === undefined ? '' : `  score ${r.score}`;
      return `${r.day}  ${labels[i]!.padEnd(labelWidth)}  ${r.demo ? 'demo' : r.won ? 'won ' : 'lost'}  ${plural(r.moves, 'move').padStart(10)}  ${formatDuration(r.elapsedMs).padStart(7)}${score}`;
    }),
  ];
}

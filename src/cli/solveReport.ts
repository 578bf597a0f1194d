// What `leaves solve` prints: one deal's verdict in words, a line per deal in a range, the
// summary of a range, and the JSON forms of each. Plain text, no colour: it is read in pipes.
import type { DealResult, Interval, Summary } from '../solver/summary.js';

export interface SolvedDeal extends DealResult {
  /** The winning line in words, when asked for. */
  line?: string[];
  /** Why the deal could not be solved (its verdict is then 'unknown'). */
  error?: string;
}

/** What each deal may spend before it is called undecided. */
export interface Limits {
  timeLimitMs: number;
  /** Positions searched (none: only the time limit). */
  maxPositions?: number;
}

const number = new Intl.NumberFormat('en-US');

function positions(n: number): string {
  return `${number.format(n)} position${n === 1 ? '' : 's'}`;
}

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

function interval({ low, high }: Interval): string {
  return `${percent(low)}–${percent(high)}`;
}

/** The limits in words: seconds, and the position limit where one was given. */
export function formatLimits({ timeLimitMs, maxPositions }: Limits): string {
  return maxPositions === undefined ? seconds(timeLimitMs) : `${seconds(timeLimitMs)} or ${positions(maxPositions)}`;
}

/** The verdict of one deal in a few words: "winnable in 112 moves". */
export function verdictWords(result: DealResult, { timeLimitMs, maxPositions }: Limits): string {
  switch (result.verdict) {
    case 'winnable':
      return `winnable in ${result.moveCount ?? 0} moves`;
    case 'lost':
      return 'lost: no line of play wins it';
    case 'unknown':
      return maxPositions !== undefined && result.positions >= maxPositions
        ? `undecided within ${positions(maxPositions)}`
        : `undecided within ${seconds(timeLimitMs)}`;
  }
}

/** The verdict in words, or why there is none. */
function outcomeWords(result: SolvedDeal, limits: Limits): string {
  return result.error === undefined ? verdictWords(result, limits) : `could not be solved: ${result.error}`;
}

/** One line per deal of a range. */
export function dealLine(result: SolvedDeal, limits: Limits): string {
  return `deal ${result.seed}: ${outcomeWords(result, limits)} (${positions(result.positions)}, ${seconds(result.ms)})`;
}

/** The report of a single deal, with the numbered line of play when it was asked for. */
export function formatOneDeal(title: string, result: SolvedDeal, limits: Limits): string {
  const lines = [`${title} · deal ${result.seed}: ${outcomeWords(result, limits)}`];
  lines.push(`${positions(result.positions)} searched in ${seconds(result.ms)}`);
  result.line?.forEach((words, i) => lines.push(`${String(i + 1).padStart(4)}. ${words}`));
  return lines.join('\n') + '\n';
}

/** The line before a range's summary when some deals could not be solved: none when all were. */
export function failedWords(failed: number): string {
  if (failed === 0) return '';
  const one = failed === 1;
  return `${number.format(failed)} deal${one ? '' : 's'} could not be solved (said in ${one ? 'its row' : 'their rows'}): the summary counts ${one ? 'it' : 'them'} undecided.\n`;
}

export function formatSummary(title: string, summary: Summary, limits: Limits): string {
  const { deals, winnable, lost, unknown } = summary;
  const rate = unknown === 0
    ? `winnable rate ${percent(summary.winnableRate)} (95% interval ${interval(summary.winnableInterval)})`
    : `winnable rate between ${percent(winnable / deals)} (proved) and ${percent((winnable + unknown) / deals)} (not proved lost); 95% interval ${interval({ low: summary.winnableInterval.low, high: summary.notLostInterval.high })}`;
  return [
    `${title} · ${number.format(deals)} deals · ${formatLimits(limits)} limit a deal`,
    `winnable ${number.format(winnable)} · lost ${number.format(lost)} · undecided ${number.format(unknown)} · decided ${percent(summary.decidedRate)}`,
    rate,
    `time a deal: median ${seconds(summary.medianMs)}, p90 ${seconds(summary.p90Ms)}, max ${seconds(summary.maxMs)} · ${positions(summary.positions)} in all`,
  ].join('\n') + '\n';
}

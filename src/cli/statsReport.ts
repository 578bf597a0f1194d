// What `leaves stats` prints, and the lines shown after a win: plain text, no colour, so it reads
// the same in a pipe. The table fits 80 columns (two-word headings take two lines); the JSON is
// for scripts.
import { formatDuration } from '../text/duration.js';
import { packLines } from '../text/wrap.js';
import { allVariants, variantHasScore, variantLabel, winRate, type Statistics, type VariantKey, type VariantStats } from '../store/statistics.js';

const NONE = '—';
const GAP = '  ';
const WIDTH = 80;

/**
 * The win rate as a whole percentage. Never 100% unless every game was won, nor 0% once one was:
 * 199 of 200 shows 99%, 1 of 300 shows 1%.
 */
export function formatPercent(s: VariantStats): string {
  if (s.played === 0) return NONE;
  let percent = Math.round(winRate(s) * 100);
  if (s.won < s.played) percent = Math.min(percent, 99);
  if (s.won > 0) percent = Math.max(percent, 1);
  return `${percent}%`;
}

/** The variants that have been played, in display order, with their statistics. */
function playedVariants(stats: Statistics): { key: VariantKey; label: string; s: VariantStats }[] {
  return allVariants().flatMap(({ key, label }) => {
    const s = Object.hasOwn(stats, key) ? stats[key] : undefined;
    return s && s.played > 0 ? [{ key, label, s }] : [];
  });
}

const orNone = (value: number | undefined, format: (n: number) => string = String): string =>
  value === undefined ? NONE : format(value);

interface Column {
  heading: [string, string];
  left?: boolean;
  cell: (s: VariantStats, label: string, key: VariantKey) => string;
}

const COLUMNS: Column[] = [
  { heading: ['', 'Game'], left: true, cell: (_s, label) => label },
  { heading: ['', 'Played'], cell: (s) => String(s.played) },
  { heading: ['', 'Won'], cell: (s) => String(s.won) },
  { heading: ['', 'Win %'], cell: (s) => formatPercent(s) },
  { heading: ['', 'Streak'], cell: (s) => String(s.currentStreak) },
  { heading: ['Best', 'streak'], cell: (s) => String(s.bestStreak) },
  { heading: ['Best', 'time'], cell: (s) => orNone(s.bestTimeMs, formatDuration) },
  { heading: ['Fewest', 'moves'], cell: (s) => orNone(s.fewestMoves) },
  { heading: ['Best', 'score'], cell: (s, _label, key) => (variantHasScore(key) ? orNone(s.bestScore) : NONE) },
];

/**
 * The statistics as an aligned table, one row per variant played, in display order; '—' where
 * there is no value. "No games finished yet." when nothing has been played.
 */
export function formatStatsTable(stats: Statistics): string {
  const rows = playedVariants(stats);
  if (rows.length === 0) return 'No games finished yet.';
  const cells = rows.map(({ key, label, s }) => COLUMNS.map((c) => c.cell(s, label, key)));
  const widths = COLUMNS.map((c, i) => Math.max(...c.heading.map((h) => h.length), ...cells.map((r) => r[i]!.length)));
  const line = (values: string[]): string =>
    values
      .map((v, i) => (COLUMNS[i]!.left ? v.padEnd(widths[i]!) : v.padStart(widths[i]!)))
      .join(GAP)
      .trimEnd();
  const lines = [
    line(COLUMNS.map((c) => c.heading[0])),
    line(COLUMNS.map((c) => c.heading[1])),
    line(widths.map((w) => '─'.repeat(w))),
    ...cells.map(line),
  ];
  return lines.join('\n');
}

export interface VariantStatsJson {
  variant: VariantKey;
  label: string;
  played: number;
  won: number;
  /** Won / played, from 0 to 1, unrounded. */
  winRate: number;
  currentStreak: number;
  bestStreak: number;
  bestTimeMs: number | null;
  fewestMoves: number | null;
  bestScore: number | null;
}

/** The variants played, in display order, as plain objects (null where there is no value). */
function statsRecords(stats: Statistics): VariantStatsJson[] {
  return playedVariants(stats).map(({ key, label, s }) => ({
    variant: key,
    label,
    played: s.played,
    won: s.won,
    winRate: winRate(s),
    currentStreak: s.currentStreak,
    bestStreak: s.bestStreak,
    bestTimeMs: s.bestTimeMs ?? null,
    fewestMoves: s.fewestMoves ?? null,
    bestScore: s.bestScore ?? null,
  }));
}

/** `leaves stats --json`: the array of records, pretty-printed ([] when nothing was played). */
export function statsJson(stats: Statistics): string {
  return JSON.stringify(statsRecords(stats), null, 2);
}

/**
 * A few short lines for the end of a won game (each at most 80 columns), e.g.
 *   <variant>: won 5 of 9 (56%) · streak 2 (best 3)
 *   Best time 3:12 · fewest moves 97 · best score 1240
 */
export function formatWinSummary(stats: Statistics, variantKey: VariantKey): string[] {
  const label = variantLabel(variantKey);
  const s = Object.hasOwn(stats, variantKey) ? stats[variantKey] : undefined;
  if (!s || s.played === 0) return [`${label}: no games finished yet.`];
  const record = packLines([
    `${label}: won ${s.won} of ${s.played} (${formatPercent(s)})`,
    `streak ${s.currentStreak} (best ${s.bestStreak})`,
  ], ' · ', WIDTH);
  const bests: string[] = [];
  if (s.bestTimeMs !== undefined) bests.push(`best time ${formatDuration(s.bestTimeMs)}`);
  if (s.fewestMoves !== undefined) bests.push(`fewest moves ${s.fewestMoves}`);
  if (s.bestScore !== undefined && variantHasScore(variantKey)) bests.push(`best score ${s.bestScore}`);
  const bestLines = packLines(bests, ' · ', WIDTH).map((l) => l.charAt(0).toUpperCase() + l.slice(1));
  return [...record, ...bestLines];
}

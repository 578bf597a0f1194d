// The statistics as a table: what `leaves stats` prints and the statistics screen shows (plain
// text, no colour, so it reads the same in a pipe). The table fits 80 columns (two-word headings
// take two lines); the JSON is for scripts.
import { formatDuration } from '../../text/duration.js';
import { wholePercent } from '../../text/percent.js';
import { widest } from '../../text/widest.js';
import { otherScales, variantLabel, variantsIn, variantHasScore, winRate, type Statistics, type VariantKey, type VariantStats } from '../../store/statistics.js';
import type { ScoreScale } from '../../engine/game.js';
import type { RecentResult } from '../../store/recentResults.js';

const NONE = '—';
const GAP = '  ';
/** The width the table keeps to: where two spaces between columns would pass it, one does. */
const TABLE_WIDTH = 80;

/** The win rate as a whole percentage (text/percent.ts), '—' before a game was played. */
export function formatPercent(s: VariantStats): string {
  return s.played === 0 ? NONE : wholePercent(s.won, s.played);
}

/** The variants that have been played, in display order, with their statistics. */
function playedVariants(stats: Statistics): { key: VariantKey; label: string; s: VariantStats }[] {
  return variantsIn(stats).flatMap(({ key, label }) => {
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

/** A best on another scale than points (a stake in dollars), as the header writes it. */
const onScale = (scale: ScoreScale, score: number | undefined): string => orNone(score, scale.format);

/**
 * A column for each scale other than points that a variant shown keeps a score on: its best never
 * shares the points' column, as the two do not compare.
 */
function scaleColumns(keys: readonly VariantKey[]): Column[] {
  const scales = new Map(keys.flatMap((key) => otherScales(key)).map((scale) => [scale.key, scale]));
  return [...scales.values()].map((scale) => ({
    heading: ['Best', scale.heading],
    cell: (s, _label, key) => (otherScales(key).some((other) => other.key === scale.key) ? onScale(scale, s.bestScores?.[scale.key]) : NONE),
  }));
}

/**
 * The statistics as an aligned table, one row per variant played, in display order; '—' where
 * there is no value. "No games finished yet." when nothing has been played.
 */
export function formatStatsTable(stats: Statistics): string {
  const rows = playedVariants(stats);
  if (rows.length === 0) return 'No games finished yet.';
  const columns = [...COLUMNS, ...scaleColumns(rows.map(({ key }) => key))];
  const cells = rows.map(({ key, label, s }) => columns.map((c) => c.cell(s, label, key)));
  const widths = columns.map((c, i) => widest(cells.map((r) => r[i]!), widest(c.heading)));
  const gap = widths.reduce((sum, w) => sum + w, 0) + GAP.length * (widths.length - 1) <= TABLE_WIDTH ? GAP : ' ';
  const line = (values: string[]): string =>
    values
      .map((v, i) => (columns[i]!.left ? v.padEnd(widths[i]!) : v.padStart(widths[i]!)))
      .join(gap)
      .trimEnd();
  const lines = [
    line(columns.map((c) => c.heading[0])),
    line(columns.map((c) => c.heading[1])),
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
  /** Won / played, from 0 to 1, to four places. */
  winRate: number;
  currentStreak: number;
  bestStreak: number;
  /** Whole milliseconds. */
  bestTimeMs: number | null;
  fewestMoves: number | null;
  bestScore: number | null;
  /** The best on each other scale the game keeps (a stake in dollars), by its key; null when none. */
  bestScores: Record<string, number> | null;
}

/** One of the last games, as `leaves stats` lists them. */
export interface RecentGameJson {
  day: string;
  variant: VariantKey;
  label: string;
  won: boolean;
  moves: number;
  /** Whole milliseconds. */
  timeMs: number;
  score: number | null;
}

/** A rate to four places: a percentage to two, more than any player reads. */
const rate = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The variants played, in display order, as plain objects (null where there is no value). */
function statsRecords(stats: Statistics): VariantStatsJson[] {
  return playedVariants(stats).map(({ key, label, s }) => ({
    variant: key,
    label,
    played: s.played,
    won: s.won,
    winRate: rate(winRate(s)),
    currentStreak: s.currentStreak,
    bestStreak: s.bestStreak,
    bestTimeMs: s.bestTimeMs === undefined ? null : Math.round(s.bestTimeMs),
    fewestMoves: s.fewestMoves ?? null,
    bestScore: s.bestScore ?? null,
    bestScores: s.bestScores ?? null,
  }));
}

/** The games kept for the chart, newest first, as the plain output lists them. */
function recentRecords(recent: readonly RecentResult[]): RecentGameJson[] {
  return [...recent].reverse().map((r) => ({
    day: r.day,
    variant: r.variant,
    label: variantLabel(r.variant),
    won: r.won,
    moves: r.moves,
    timeMs: Math.round(r.elapsedMs),
    score: r.score ?? null,
  }));
}

/**
 * `leaves stats --json`: the variants played and the last games, pretty-printed (both lists empty
 * when nothing was played).
 */
export function statsJson(stats: Statistics, recent: readonly RecentResult[]): string {
  return JSON.stringify({ variants: statsRecords(stats), lastGames: recentRecords(recent) }, null, 2);
}

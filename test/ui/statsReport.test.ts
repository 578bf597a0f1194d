// `leaves stats`: plain text that lines up, JSON that scripts can read.
import { describe, expect, it } from 'vitest';
import { parseStatistics, recordResult, type GameResult, type Statistics } from '../../src/store/statistics.js';
import { formatDuration } from '../../src/text/duration.js';
import { formatPercent, formatStatsTable, statsJson } from '../../src/ui/stats/statsReport.js';
import { statsText } from '../../src/ui/stats/statsText.js';

const result = (game: string, options: object, won: boolean, extra: Partial<GameResult> = {}): GameResult => ({
  game, options, won, moves: 120, elapsedMs: 200_000, ...extra,
});

/** Every variant played, recorded in an order unlike the display order. */
function sample(): Statistics {
  return [
    result('spider', { suits: 4 }, false, { score: 310 }),
    result('klondike', { draw: 3, scoring: 'vegas' }, true, { elapsedMs: 192_500, moves: 97, score: 1240 }),
    result('klondike', { draw: 3, scoring: 'vegas' }, false, { score: -30 }),
    result('autumn-leaves', {}, true, { elapsedMs: 3_725_000, moves: 300 }),
    result('spider', { suits: 1 }, true, { score: 1080 }),
    result('klondike', { draw: 1 }, false, { score: 45 }),
    result('spider', { suits: 2 }, false),
  ].reduce(recordResult, {} as Statistics);
}

describe('formatStatsTable', () => {
  it('says so when no game has been finished', () => {
    expect(formatStatsTable({})).toBe('No games finished yet.');
  });

  it('lists the variants played in display order', () => {
    const lines = formatStatsTable(sample()).split('\n');
    const games = lines.slice(3).map((l) => l.slice(0, 16).trim());
    expect(games).toEqual(['Autumn Leaves', 'Klondike, draw 1', 'Klondike, draw 3', 'Spider, 1 suit', 'Spider, 2 suits', 'Spider, 4 suits']);
  });

  it('leaves out the variants not played', () => {
    const stats = [result('spider', { suits: 2 }, true), result('autumn-leaves', {}, false)].reduce(recordResult, {} as Statistics);
    const table = formatStatsTable(stats);
    expect(table.split('\n')).toHaveLength(5);
    expect(table).not.toContain('Klondike');
    expect(table).not.toContain('4 suits');
  });

  it('has every heading, and aligns every column (all lines end together, numbers right-aligned)', () => {
    const table = formatStatsTable(sample());
    const lines = table.split('\n');
    for (const heading of ['Game', 'Played', 'Won', 'Win %', 'Streak', 'Best', 'streak', 'time', 'Fewest', 'moves', 'score', 'Vegas']) {
      expect(lines.slice(0, 2).join('\n')).toContain(heading);
    }
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    // Each column ends where its rule under the headings ends.
    const ends = [...lines[2]!.matchAll(/─+/g)].map((m) => m.index! + m[0].length);
    expect(ends).toHaveLength(10);
    for (const end of ends.slice(1)) expect(lines[1]![end - 1]).not.toBe(' ');
    for (const row of lines.slice(3)) {
      for (const end of ends.slice(1)) {
        expect(row[end - 1]).not.toBe(' ');
        if (end < row.length) expect(row[end]).toBe(' ');
      }
    }
  });

  it('fits in 80 columns', () => {
    for (const line of formatStatsTable(sample()).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('gives Vegas its own column only where a game kept on that scale is shown, standard points staying under "score"', () => {
    const both = [
      result('klondike', { draw: 1, scoring: 'standard' }, true, { score: 640 }),
      result('klondike', { draw: 1, scoring: 'vegas' }, true, { score: 52 }),
    ].reduce(recordResult, {} as Statistics);
    const row = formatStatsTable(both).split('\n').find((line) => line.startsWith('Klondike, draw 1'))!;
    expect(row.trim().split(/\s+/).slice(-2)).toEqual(['640', '$52']);
    const spiderOnly = [result('spider', { suits: 1 }, true, { score: 1080 })].reduce(recordResult, {} as Statistics);
    expect(formatStatsTable(spiderOnly)).not.toContain('Vegas');
  });

  it("shows the values, and '—' where there are none", () => {
    const rows = formatStatsTable(sample()).split('\n');
    const cells = (label: string) => rows.find((r) => r.startsWith(label))!.slice(16).trim().split(/\s+/);
    //                                      played won win% streak best time    moves score Vegas
    expect(cells('Klondike, draw 3')).toEqual(['2', '1', '50%', '0', '1', '3:12', '97', '—', '$1240']);
    expect(cells('Autumn Leaves')).toEqual(['1', '1', '100%', '1', '1', '1:02:05', '300', '—', '—']);
    expect(cells('Klondike, draw 1')).toEqual(['1', '0', '0%', '0', '0', '—', '—', '—', '—']);
    expect(cells('Spider, 2 suits')).toEqual(['1', '0', '0%', '0', '0', '—', '—', '—', '—']);
    expect(cells('Spider, 1 suit')).toEqual(['1', '1', '100%', '1', '1', '3:20', '120', '1080', '—']);
  });

  it('reads statistics parsed from a damaged file', () => {
    const stats = parseStatistics({ 'spider-1-suit': { played: 'x' }, 'autumn-leaves': { played: 2, won: 1, currentStreak: 1, bestStreak: 1 } });
    expect(formatStatsTable(stats).split('\n')).toHaveLength(4);
  });
});

describe('a statistics file of many rule files', () => {
  it('200,000 rule-file entries (more than the store keeps) make the screen and `leaves stats` list every one: no call overflows the stack', () => {
    const stats: Statistics = {};
    for (let i = 0; i < 200_000; i++) stats[`custom:Game ${i}`] = { played: 1, won: 0, currentStreak: 0, bestStreak: 0 };
    const lines = statsText(stats, [], 80, false);
    expect(lines).toHaveLength(3 + 200_000);
    expect(lines[3]).toMatch(/^Game 0 \(rule file\) +1 +0 +0%/);
  });
});

describe('formats', () => {
  it('durations as m:ss, and h:mm:ss from an hour up', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59_999)).toBe('0:59');
    expect(formatDuration(192_000)).toBe('3:12');
    expect(formatDuration(3_599_000)).toBe('59:59');
    expect(formatDuration(3_600_000)).toBe('1:00:00');
  });

  it('win rates as whole percentages that never round to 0% or 100% wrongly', () => {
    expect(formatPercent({ played: 9, won: 5, currentStreak: 0, bestStreak: 1 })).toBe('56%');
    expect(formatPercent({ played: 200, won: 199, currentStreak: 0, bestStreak: 1 })).toBe('99%');
    expect(formatPercent({ played: 300, won: 1, currentStreak: 0, bestStreak: 1 })).toBe('1%');
    expect(formatPercent({ played: 0, won: 0, currentStreak: 0, bestStreak: 0 })).toBe('—');
  });
});

describe('statsJson', () => {
  const variantsOf = (stats: Statistics): Record<string, unknown>[] => (JSON.parse(statsJson(stats, [])) as { variants: Record<string, unknown>[] }).variants;

  it('lists the variants in display order with every field, null where there is no value', () => {
    const records = variantsOf(sample());
    expect(records.map((r) => r.variant)).toEqual([
      'autumn-leaves', 'klondike-draw-1', 'klondike-draw-3', 'spider-1-suit', 'spider-2-suits', 'spider-4-suits',
    ]);
    expect(records[2]).toEqual({
      variant: 'klondike-draw-3', label: 'Klondike, draw 3', played: 2, won: 1, winRate: 0.5,
      currentStreak: 0, bestStreak: 1, bestTimeMs: 192_500, fewestMoves: 97, bestScore: null, bestScores: { vegas: 1240 },
    });
    expect(records[0]!.bestScore).toBeNull();
    expect(records[4]).toMatchObject({ bestTimeMs: null, fewestMoves: null, bestScore: null, bestScores: null });
  });

  it('round-trips: the statistics can be rebuilt from it exactly', () => {
    const stats = sample();
    const rebuilt = Object.fromEntries(
      variantsOf(stats).map(({ variant, label: _label, winRate: _rate, ...rest }) => [
        variant as string,
        Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null)),
      ]),
    );
    expect(parseStatistics(rebuilt)).toEqual(stats);
    expect(rebuilt).toEqual(stats);
  });

  it('rounds times to whole milliseconds and rates to four places, as a clock reads them', () => {
    const stats = [
      result('klondike', { draw: 1 }, true, { elapsedMs: 89_715.455_967_999_97 }),
      result('klondike', { draw: 1 }, false),
      result('klondike', { draw: 1 }, false),
    ].reduce(recordResult, {} as Statistics);
    expect(variantsOf(stats)[0]).toMatchObject({ bestTimeMs: 89_715, winRate: 0.3333 });
  });

  it('lists the last games, newest first, as the plain output does', () => {
    const recent = [
      { variant: 'klondike-draw-1', won: true, moves: 97, elapsedMs: 89_715.455_967_999_97, score: 560, day: '2026-12-06' },
      { variant: 'spider-1-suit', won: false, moves: 40, elapsedMs: 61_000.4, day: '2026-12-07' },
    ];
    const { lastGames } = JSON.parse(statsJson(sample(), recent)) as { lastGames: unknown[] };
    expect(lastGames).toEqual([
      { day: '2026-12-07', variant: 'spider-1-suit', label: 'Spider, 1 suit', won: false, moves: 40, timeMs: 61_000, score: null },
      { day: '2026-12-06', variant: 'klondike-draw-1', label: 'Klondike, draw 1', won: true, moves: 97, timeMs: 89_715, score: 560 },
    ]);
  });

  it('is pretty-printed, with empty lists when nothing was played', () => {
    expect(statsJson(sample(), [])).toContain('\n  "variants": [\n    {\n      "variant": "autumn-leaves"');
    expect(JSON.parse(statsJson({}, []))).toEqual({ variants: [], lastGames: [] });
  });
});

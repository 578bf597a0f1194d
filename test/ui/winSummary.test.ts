// The lines after a win, in place of the key hints: the variant's record and bests, in a few
// lines of at most 80 columns.
import { describe, expect, it } from 'vitest';
import { parseStatistics, recordResult, type GameResult, type Statistics } from '../../src/store/statistics.js';
import { formatWinSummary } from '../../src/ui/stats/winSummary.js';

const result = (game: string, options: object, won: boolean, extra: Partial<GameResult> = {}): GameResult => ({
  game, options, won, moves: 120, elapsedMs: 200_000, ...extra,
});

describe('formatWinSummary', () => {
  it('shows the record and the bests in a few lines', () => {
    const stats = parseStatistics({
      'klondike-draw-3': { played: 9, won: 5, currentStreak: 2, bestStreak: 3, bestTimeMs: 192_000, fewestMoves: 97, bestScore: 1240 },
    });
    expect(formatWinSummary(stats, 'klondike-draw-3')).toEqual([
      'Klondike, draw 3: won 5 of 9 (56%) · streak 2 (best 3)',
      'Best time 3:12 · fewest moves 97 · best score 1240',
    ]);
  });

  it('names a Vegas best apart from the points, in dollars', () => {
    const stats = parseStatistics({
      'klondike-draw-3': { played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestTimeMs: 192_000, fewestMoves: 97, bestScore: 640, bestScores: { vegas: 52 } },
    });
    expect(formatWinSummary(stats, 'klondike-draw-3')[1]).toBe('Best time 3:12 · fewest moves 97 · best score 640 · best Vegas $52');
  });

  it("shows Autumn Leaves' best score, now that every game keeps one", () => {
    const stats = recordResult({}, result('autumn-leaves', {}, true, { elapsedMs: 61_000, moves: 88, score: 5 }));
    expect(formatWinSummary(stats, 'autumn-leaves')).toEqual([
      'Autumn Leaves: won 1 of 1 (100%) · streak 1 (best 1)',
      'Best time 1:01 · fewest moves 88 · best score 5',
    ]);
  });

  it('fits in 80 columns and 2–3 lines, even with huge numbers', () => {
    const others = [result('klondike', { draw: 1 }, false, { score: 45 }), result('spider', { suits: 1 }, true)].reduce(recordResult, {} as Statistics);
    const big = 123_456_789;
    const stats = parseStatistics({
      'spider-4-suits': { played: big, won: big, currentStreak: big, bestStreak: big, bestTimeMs: big * 1000, fewestMoves: big, bestScore: -big },
    });
    for (const key of ['spider-4-suits', 'klondike-draw-1']) {
      const lines = formatWinSummary({ ...others, ...stats }, key);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    }
  });
});

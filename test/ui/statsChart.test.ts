// The win rate over time and the last games, as the statistics screen and `leaves stats` show them.
import { describe, expect, it } from 'vitest';
import type { RecentResult } from '../../src/store/recentResults.js';
import { lastGames, LAST_SHOWN, runningRates, winRateChart } from '../../src/ui/stats/statsChart.js';

const games = (pattern: string): RecentResult[] =>
  [...pattern].map((mark, i) => ({ variant: 'klondike-draw-1', won: mark === 'W', moves: 100 + i, elapsedMs: 60_000, day: '2026-12-02' }));

describe('the win rate chart', () => {
  it('draws the running win rate, game by game: a game won after a loss lifts the bar, in eighths of a row', () => {
    expect(runningRates(games('LWWW'), 10)).toEqual([0, 0.5, 2 / 3, 0.75]);
    const chart = winRateChart(games('LWWW'), 80, false);
    expect(chart[0]).toBe('Win rate over the last 4 games, game by game (now 75%)');
    // Four rows of bars, the top one at 100%: the last bar (75%) fills three rows.
    const bars = chart.slice(1, 5).map((row) => row.slice(6));
    expect(bars.map((row) => row[3] ?? ' ')).toEqual([' ', '█', '█', '█']);
    expect(bars.map((row) => row[0] ?? ' ').join('')).toBe('    ');
    expect(chart[5]).toBe('  0% └────');
  });

  it('in ASCII, bars are # and the axes | + -', () => {
    const chart = winRateChart(games('WWLL'), 80, true);
    expect(chart.join('\n')).toMatch(/^[\x20-\x7e\n]*$/);
    expect(chart[1]).toBe('100% |##');
    expect(chart[3]).toBe(' 50% |####');
    expect(chart[5]).toBe('  0% +----');
  });

  it('samples a long run of games to the width it has, and draws nothing before a game is finished', () => {
    const many = games('WL'.repeat(100));
    expect(runningRates(many, 30)).toHaveLength(30);
    expect(winRateChart(many, 40, false)[1]!.length).toBeLessThanOrEqual(40);
    expect(winRateChart([], 80, false)).toEqual([]);
  });
});

describe('the last games', () => {
  it('lists the last 20, newest first, with day, variant, result, moves and time', () => {
    const lines = lastGames(games('W'.repeat(25) + 'L'));
    expect(lines[0]).toBe(`The last ${LAST_SHOWN} games`);
    expect(lines).toHaveLength(LAST_SHOWN + 1);
    expect(lines[1]).toBe('2026-12-02  Klondike, draw 1  lost   125 moves     1:00');
  });

  it("says which of them the demo played, not as the player's loss", () => {
    const lines = lastGames([...games('W'), { ...games('L')[0]!, demo: true }]);
    expect(lines[1]).toBe('2026-12-02  Klondike, draw 1  demo   100 moves     1:00');
    expect(lines[2]).toBe('2026-12-02  Klondike, draw 1  won    100 moves     1:00');
  });
});

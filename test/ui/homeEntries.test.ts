// What the home lists: every registered game, grouped by the family each game declares (in the
// registry's order), then the rule files played before; and each game's state.
import { describe, expect, it } from 'vitest';
import { allGames } from '../../src/engine/games.js';
import { canfieldRules } from '../../src/engine/games/canfield/index.js';
import { recordResult, type Statistics } from '../../src/store/statistics.js';
import { firstRowShown, homeEntries, listRows } from '../../src/ui/home/homeEntries.js';
import { listState, stateLines } from '../../src/ui/home/homeText.js';

const none = { saved: {}, statistics: {}, defaults: {} };

describe('the home list', () => {
  it('lists every registered game once, each under the family it declares, a family together', () => {
    const entries = homeEntries(none);
    expect(entries.map((e) => e.game).sort()).toEqual(allGames().map((g) => g.id).sort());
    for (const entry of entries) expect(entry.family).toBe(allGames().find((g) => g.id === entry.game)!.family);
    const headings = listRows(entries).flatMap((row) => ('heading' in row ? [row.heading] : []));
    expect(new Set(headings).size).toBe(headings.length);
    expect(headings[0]).toBe(allGames()[0]!.family);
  });

  it('names each family of games after a game players know ("Golf family"), not by a rule of play', () => {
    const games = allGames();
    // The headings that group games by their place, not by a family: the main games, and the boards of overlapping cards.
    const groups = new Set([games[0]!.family, games.find((game) => game.overlapLayout)!.family]);
    for (const family of new Set(games.map((game) => game.family))) {
      if (groups.has(family)) continue;
      // The game it is named after may be one of the main games (Klondike: Canfield, Yukon).
      expect(games.map((game) => `${game.title} family`), family).toContain(family);
    }
  });

  it('shows a game in progress with how far it got, and a game played with its record', () => {
    const stats = [true, false, true].reduce((s: Statistics, won) => recordResult(s, { game: 'spider', options: { suits: 1 }, won, moves: 90, elapsedMs: 1000 }), {});
    const entries = homeEntries({ saved: { klondike: { moves: 34, elapsedMs: 312_000, finished: false, options: {} } }, statistics: stats, defaults: { spider: { suits: 2 } } });
    const klondike = entries.find((e) => e.game === 'klondike')!;
    const spider = entries.find((e) => e.game === 'spider')!;
    expect(listState(klondike, 30)).toBe('in progress, move 34');
    expect(listState(klondike, 12)).toBe('in progress');
    expect(stateLines(klondike, '')[0]).toBe('In progress: 34 moves, 5:12 played. Enter resumes it, n deals anew.');
    expect(spider.record).toEqual({ played: 3, won: 2, streak: 1, bestStreak: 1 });
    expect(listState(spider, 30)).toBe('won 2 of 3, streak 1');
    expect(spider.options).toEqual({ suits: 2 });
    expect(stateLines(spider, 'suits 2')).toContain('Options for new deals: suits 2 (o).');
  });

  it("shows today's daily deal of each game: won with the days won in a row, or how to play it", () => {
    const daily = (game: string) => (game === 'golf' ? { doneToday: true, streak: 3, bestStreak: 3 } : { doneToday: false, streak: 0, bestStreak: 2 });
    const entries = homeEntries({ ...none, daily });
    expect(stateLines(entries.find((e) => e.game === 'golf')!, '')).toContain("Today's deal: won; 3 days won in a row.");
    expect(stateLines(entries.find((e) => e.game === 'klondike')!, '')).toContain("Today's deal: not won yet (d plays it); best run 2 days.");
    const playing = homeEntries({ ...none, daily: () => ({ doneToday: false, streak: 0, bestStreak: 0, inProgress: true }) });
    expect(stateLines(playing.find((e) => e.game === 'klondike')!, '')).toContain("Today's deal: in progress (d resumes it).");
  });

  it('a finished game the demo played says so, not "No game in progress"', () => {
    const entries = homeEntries({ ...none, saved: { klondike: { moves: 80, elapsedMs: 1, finished: true, demo: true, options: {} }, golf: { moves: 50, elapsedMs: 1, finished: true, options: {} } } });
    expect(stateLines(entries.find((e) => e.game === 'klondike')!, '')[0]).toBe('The demo finished the last game (not your win): Enter shows it, n deals anew.');
    expect(stateLines(entries.find((e) => e.game === 'golf')!, '')[0]).toBe('No game in progress: Enter deals one.');
  });

  it('a finished game or one not yet moved in is not "in progress"', () => {
    const entries = homeEntries({ saved: { klondike: { moves: 80, elapsedMs: 1, finished: true, options: {} }, spider: { moves: 0, elapsedMs: 1, finished: false, options: {} } }, statistics: {}, defaults: {} });
    expect(entries.find((e) => e.game === 'klondike')!.inProgress).toBeUndefined();
    expect(entries.find((e) => e.game === 'spider')!.inProgress).toBeUndefined();
  });

  it('lists rule files played before last: the saved one plays, one only remembered by name says how to play it', () => {
    const rules = { ...canfieldRules, name: 'My Canfield' };
    const stats = recordResult(recordResult({}, { game: 'custom', options: { rules }, won: true, moves: 5, elapsedMs: 5 }), {
      game: 'custom', options: { rules: { ...canfieldRules, name: 'Another' } }, won: false, moves: 5, elapsedMs: 5,
    });
    const entries = homeEntries({ saved: { custom: { moves: 3, elapsedMs: 1, finished: false, options: { rules } } }, statistics: stats, defaults: {} });
    const files = entries.slice(-2);
    expect(files.map((e) => [e.title, e.family, e.game])).toEqual([['My Canfield', 'Rule files', 'custom'], ['Another', 'Rule files', undefined]]);
    expect(files[0]!.record.won).toBe(1);
  });

  it('scrolls the list to keep the highlighted game in view, with its family heading where it can', () => {
    const rows = listRows(homeEntries(none));
    expect(firstRowShown(rows, 0, 10)).toBe(0);
    const last = homeEntries(none).length - 1;
    expect(firstRowShown(rows, last, 10)).toBe(rows.length - 10);
    const middle = 9;
    const first = firstRowShown(rows, middle, 10);
    const shown = rows.slice(first, first + 10);
    expect(shown.some((row) => 'entry' in row && row.entry === middle)).toBe(true);
  });
});

// The home screen's reducer, as the pure function it is: moving, playing, a new deal (asking first
// over a game in progress), the options of `o`, the filter of `/`, help and leaving.
import { describe, expect, it } from 'vitest';
import { gameOf } from '../../../src/engine/games.js';
import { homeEntries, type HomeEntry } from '../../../src/ui/home/homeEntries.js';
import { highlighted, initialHomeState, reduceHome, shownEntries, type HomeAction, type HomeState } from '../../../src/ui/hooks/homeReducer.js';

const entryGame = (entry: HomeEntry) => (entry.game ? gameOf({ game: entry.game, options: entry.options }) : undefined);
const inProgress = { moves: 12, elapsedMs: 60_000, finished: false, options: {} };

function home(from: HomeState['from'] = null, saved = {}): HomeState {
  return initialHomeState(homeEntries({ saved, statistics: {}, defaults: {} }), from, undefined);
}

function press(state: HomeState, ...actions: HomeAction[]): HomeState {
  return actions.reduce((s, a) => reduceHome(s, a, entryGame), state);
}

const typed = (text: string): HomeAction[] => [...text].map((char) => ({ type: 'typed', text: char }));

describe('the home reducer', () => {
  it('↓ and ↑ move between the games and stop at the ends', () => {
    const start = home();
    expect(press(start, { type: 'up' }).cursor).toBe(0);
    expect(highlighted(press(start, { type: 'down' }))?.title).toBe(start.entries[1]!.title);
    const last = press(start, ...start.entries.map(() => ({ type: 'down' }) as const), { type: 'down' });
    expect(last.cursor).toBe(start.entries.length - 1);
  });

  it('Enter resumes or deals the highlighted game; n deals anew', () => {
    const start = press(home(), { type: 'down' });
    const game = highlighted(start)!.game;
    expect(press(start, { type: 'select' }).done).toEqual({ kind: 'play', game, fresh: false });
    expect(press(start, { type: 'new' }).done).toEqual({ kind: 'play', game, fresh: true });
  });

  it('n over a game in progress asks first: y deals, any other key keeps the game', () => {
    const start = home(null, { klondike: inProgress });
    const onIt = press(start, ...Array.from({ length: start.entries.findIndex((e) => e.key === 'klondike') }, () => ({ type: 'down' }) as const));
    const asked = press(onIt, { type: 'new' });
    expect(asked.done).toBeNull();
    expect(asked.notice).toMatch(/^Give up the Klondike game in progress \(12 moves\)/);
    expect(press(asked, { type: 'yes' }).done).toEqual({ kind: 'play', game: 'klondike', fresh: true });
    const kept = press(asked, { type: 'new' });
    expect(kept.done).toBeNull();
    expect(kept.confirm).toBeNull();
  });

  it('the options chosen with o over a game in progress are the ones dealt once y answers', () => {
    const start = home(null, { klondike: inProgress });
    const on = press(start, ...Array.from({ length: start.entries.findIndex((e) => e.key === 'klondike') }, () => ({ type: 'down' }) as const), { type: 'options' });
    const asked = press(on, { type: 'right' }, { type: 'select' });
    expect(asked.notice).toMatch(/^Give up the Klondike game in progress/);
    expect(press(asked, { type: 'yes' }).done).toEqual({ kind: 'play', game: 'klondike', fresh: true, options: { draw: 3, passes: 'unlimited', scoring: 'standard' } });
  });

  describe("d: today's daily deal", () => {
    const status = { doneToday: false, streak: 0, bestStreak: 0 };
    const deal = { game: 'klondike' as const, date: '2026-12-02', seed: 747_225_914, options: { draw: 1, passes: 'unlimited', scoring: 'standard' }, proved: true };
    function dailyHome(saved = {}, inProgressToday = false): HomeState {
      const entries = homeEntries({ saved, statistics: {}, defaults: {}, daily: (game) => ({ ...status, inProgress: inProgressToday && game === 'klondike' }) });
      return initialHomeState(entries, null, 'klondike');
    }

    it('looks for the deal while the message line says so; found, it is played; Esc calls the search off, q quits', () => {
      const finding = press(dailyHome(), { type: 'daily' });
      expect(finding.finding).toBe('klondike');
      expect(finding.done).toBeNull();
      // Keys other than Esc and q wait for the search; a deal found for another game is not played.
      expect(press(finding, { type: 'down' }, { type: 'select' }, { type: 'new' }, { type: 'dailyFound', deal: { ...deal, game: 'spider' } })).toEqual(finding);
      expect(press(finding, { type: 'dailyFound', deal }).done).toEqual({ kind: 'daily', deal });
      const cancelled = press(finding, { type: 'back' });
      expect(cancelled.finding).toBeNull();
      expect(cancelled.done).toBeNull();
      // Found after it was called off, it changes nothing.
      expect(press(cancelled, { type: 'dailyFound', deal })).toBe(cancelled);
      expect(press(finding, { type: 'quit' }).done).toEqual({ kind: 'quit' });
    });

    it('over another game in progress asks first; over the daily deal in progress it resumes it without asking', () => {
      const asked = press(dailyHome({ klondike: inProgress }), { type: 'daily' });
      expect(asked.finding).toBeNull();
      expect(asked.notice).toBe("Give up the Klondike game in progress (12 moves) for today's daily deal? y or n");
      expect(press(asked, { type: 'yes' }).finding).toBe('klondike');
      expect(press(asked, { type: 'other' })).toMatchObject({ finding: null, confirm: null });
      expect(press(dailyHome({ klondike: inProgress }, true), { type: 'daily' }).finding).toBe('klondike');
    });

    it('a rule file has no daily deal: d says so', () => {
      const entries = homeEntries({ saved: {}, statistics: { 'custom:Mine': { played: 1, won: 0, currentStreak: 0, bestStreak: 0 } } as never, defaults: {}, daily: () => status });
      const last = initialHomeState(entries, null, entries.at(-1)!.key);
      expect(press(last, { type: 'daily' })).toMatchObject({ finding: null, notice: `${entries.at(-1)!.title} has no daily deal.` });
    });
  });

  it('o opens the options: ←→ change a value, Enter deals with them; a game without options of its own offers the difficulty alone', () => {
    const start = home();
    const klondike = start.entries.findIndex((e) => e.key === 'klondike');
    const on = press(start, ...Array.from({ length: klondike }, () => ({ type: 'down' }) as const), { type: 'options' });
    expect(on.options?.rows.map((row) => row.name)).toEqual(['draw', 'passes', 'scoring', 'deals']);
    const dealt = press(on, { type: 'right' }, { type: 'down' }, { type: 'down' }, { type: 'right' }, { type: 'select' });
    expect(dealt.done).toEqual({ kind: 'play', game: 'klondike', fresh: true, options: { draw: 3, passes: 3, scoring: 'vegas' } });
    expect(press(on, { type: 'back' }).options).toBeNull();
    const golf = start.entries.findIndex((e) => e.key === 'golf');
    const none = press(start, ...Array.from({ length: golf }, () => ({ type: 'down' }) as const), { type: 'options' });
    expect(none.options?.rows.map((row) => [row.name, row.values[row.index]])).toEqual([['deals', 'any']]);
  });

  it('the difficulty chosen on the options panel goes with the deal, to be kept; left as it was, nothing is said of it', () => {
    const start = home();
    const golf = start.entries.findIndex((e) => e.key === 'golf');
    const on = press(start, ...Array.from({ length: golf }, () => ({ type: 'down' }) as const), { type: 'options' });
    expect(press(on, { type: 'left' }, { type: 'select' }).done).toEqual({ kind: 'play', game: 'golf', fresh: true, options: {}, difficulty: 'hard' });
    expect(press(on, { type: 'select' }).done).toEqual({ kind: 'play', game: 'golf', fresh: true, options: {} });
  });

  it('/ filters by name as typed (q and n are letters there); Enter keeps the filter, Esc clears it', () => {
    const filtering = press(home(), { type: 'filter' }, ...typed('sPi'));
    expect(shownEntries(filtering).map((e) => e.title)).toEqual(['Spider', 'Spiderette']);
    const kept = press(filtering, { type: 'select' });
    expect(kept.filtering).toBe(false);
    expect(shownEntries(kept)).toHaveLength(2);
    expect(press(kept, { type: 'select' }).done).toEqual({ kind: 'play', game: 'spider', fresh: false });
    const erased = press(filtering, { type: 'erase' }, { type: 'erase' });
    expect(erased.filter).toBe('s');
    expect(press(filtering, { type: 'back' }).filter).toBe('');
    // In the filter, a typed q is text: only the hook knows it typed (the reducer is given 'typed').
    expect(press(home(), { type: 'filter' }, ...typed('q')).done).toBeNull();
  });

  it('a click highlights a game, and a click on the highlighted one plays it', () => {
    const clicked = press(home(), { type: 'click', entry: 2 });
    expect(clicked.cursor).toBe(2);
    expect(clicked.done).toBeNull();
    expect(press(clicked, { type: 'click', entry: 2 }).done).toMatchObject({ kind: 'play', fresh: false });
  });

  it('g and Esc go back only to the game the home was opened from; s, S, q leave', () => {
    expect(press(home(), { type: 'back' }).done).toBeNull();
    expect(press(home('spider'), { type: 'back' }).done).toEqual({ kind: 'back' });
    expect(highlighted(home('spider'))?.key).toBe('spider');
    expect(press(home(), { type: 'settings' }).done).toEqual({ kind: 'settings' });
    expect(press(home(), { type: 'stats' }).done).toEqual({ kind: 'stats' });
    expect(press(home(), { type: 'quit' }).done).toEqual({ kind: 'quit' });
  });

  it('? opens the help, any key closes it, q quits from it', () => {
    const help = press(home(), { type: 'help' });
    expect(help.help).toBe(true);
    expect(press(help, { type: 'down' })).toMatchObject({ help: false, cursor: 0 });
    expect(press(help, { type: 'quit' }).done).toEqual({ kind: 'quit' });
  });
});

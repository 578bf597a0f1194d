// The latest finished games kept beside the statistics: kept in order, capped, checked when read,
// and absent from (and harmless to) files written before they were kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newSession, play } from '../../src/engine/session/session.js';
import { GameStore } from '../../src/store/gameStore.js';
import { addRecent, parseRecent, RECENT_KEPT, type RecentResult } from '../../src/store/recentResults.js';

const dirs: string[] = [];
function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-recent-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const result = (won: boolean): RecentResult => ({ variant: 'klondike-draw-1', won, moves: 10, elapsedMs: 1000, day: '2026-12-02' });

describe('recent results', () => {
  it('keeps them oldest first, and only the last RECENT_KEPT', () => {
    let recent: RecentResult[] = [];
    for (let i = 0; i < RECENT_KEPT + 5; i++) recent = addRecent(recent, { ...result(i % 2 === 0), moves: i });
    expect(recent).toHaveLength(RECENT_KEPT);
    expect(recent[0]!.moves).toBe(5);
    expect(recent.at(-1)!.moves).toBe(RECENT_KEPT + 4);
  });

  it('drops a damaged entry and keeps the rest; anything but a list is none', () => {
    expect(parseRecent([result(true), { ...result(false), moves: -1 }, { ...result(false), day: 'today' }, 'x', result(false)])).toEqual([result(true), result(false)]);
    expect(parseRecent({})).toEqual([]);
    expect(parseRecent(undefined)).toEqual([]);
  });

  it('a file written before they were kept loads, with its statistics, and the next result is kept', () => {
    const dir = folder();
    const old = { version: 2, saves: {}, carriedTotal: 0, settings: {}, statistics: { 'klondike-draw-1': { played: 4, won: 1, currentStreak: 0, bestStreak: 1 } } };
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(old));
    const store = new GameStore(dir);
    expect(store.notices).toEqual([]);
    expect(store.statistics()['klondike-draw-1']!.played).toBe(4);
    expect(store.recentResults()).toEqual([]);
    const position = play(newSession('klondike', 1), { type: 'deal' });
    store.record(position, false);
    const again = new GameStore(dir);
    expect(again.statistics()['klondike-draw-1']!.played).toBe(5);
    expect(again.recentResults()).toEqual([expect.objectContaining({ variant: 'klondike-draw-1', won: false, moves: 1 })]);
  });
});

describe('settings written from the screen', () => {
  it('are checked as the file is read: a value it refuses keeps the one it had, and each is there on the next start', () => {
    const dir = folder();
    const store = new GameStore(dir);
    store.updateSettings({ style: 'ascii', celebrate: false });
    store.updateSettings({ style: 'sideways' as never });
    const again = new GameStore(dir).settings();
    expect(again.style).toBe('ascii');
    expect(again.celebrate).toBe(false);
  });
});

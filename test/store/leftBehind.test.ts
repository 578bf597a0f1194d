// The game left behind: an unfinished game the player left for a new deal or a restart waits in
// its game's one place, across launches, and comes back whole; it counts as lost only once the new
// game's first move is saved, and what it carries (Vegas) is taken back when it comes back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, play, type Position } from '../../src/engine/session/session.js';
import { GameStore } from '../../src/store/gameStore.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-left-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function drawn(times: number, options: object = {}): Position {
  let position = newSession('klondike', 8, options);
  for (let i = 0; i < times; i++) position = play(position, { type: 'deal' });
  return position;
}

describe('the game left behind', () => {
  it('is kept across launches, whole, and not counted while it waits', () => {
    const left = drawn(3);
    new GameStore(dir).leave({ ...left, session: { ...left.session, elapsedMs: 5000 } });
    const store = new GameStore(dir);
    const back = store.leftBehind('klondike');
    expect(back?.state).toEqual(left.state);
    expect(back?.session.moves).toEqual(left.session.moves);
    expect(back?.session.elapsedMs).toBe(5000);
    expect(store.statistics()['klondike-draw-1']).toBeUndefined();
    expect(store.leftBehind('spider')).toBeUndefined();
  });

  it('brought back, it leaves its place and is never counted as lost', () => {
    const store = new GameStore(dir);
    store.leave(drawn(3));
    store.save(newSession('klondike', 42).session);
    store.bringBack('klondike');
    expect(store.leftBehind('klondike')).toBeUndefined();
    store.save(drawn(4).session);
    expect(new GameStore(dir).statistics()['klondike-draw-1']).toBeUndefined();
  });

  it('counts as lost once the new game\'s first move is saved, and is gone then', () => {
    const store = new GameStore(dir);
    store.leave(drawn(3));
    store.save(newSession('klondike', 42).session);
    expect(store.leftBehind('klondike')).toBeDefined();
    store.save(play(newSession('klondike', 42), { type: 'deal' }).session);
    expect(store.leftBehind('klondike')).toBeUndefined();
    expect(new GameStore(dir).statistics()['klondike-draw-1']).toMatchObject({ played: 1, won: 0 });
  });

  it('a second game left takes the place of the first, which then counts as lost', () => {
    const store = new GameStore(dir);
    store.leave(drawn(3));
    store.leave(drawn(5));
    expect(store.leftBehind('klondike')?.session.moves).toHaveLength(5);
    expect(store.statistics()['klondike-draw-1']).toMatchObject({ played: 1, won: 0 });
  });

  it('a Vegas game left adds its score to the running total, and brought back takes it away again', () => {
    const store = new GameStore(dir);
    store.leave(drawn(2, { scoring: 'vegas' }));
    expect(store.carriedTotal()).toBe(-52);
    store.bringBack('klondike');
    expect(store.carriedTotal()).toBe(0);
  });

  it('a damaged one is only an offer lost: the save file is otherwise read as it was', () => {
    new GameStore(dir).save(drawn(2).session);
    const file = path.join(dir, 'config.json');
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...raw, left: { klondike: { seed: 'eight' } } }));
    const store = new GameStore(dir);
    expect(store.leftBehind('klondike')).toBeUndefined();
    expect(store.load('klondike').position?.session.moves).toHaveLength(2);
    expect(store.notices).toEqual([]);
  });
});

// The store keeps each game's session across launches and never wipes a save it cannot use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { newSession, play } from '../../src/engine/session/session.js';
import { GameStore } from '../../src/store/gameStore.js';
import { MAX_RULE_FILES } from '../../src/store/statistics.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-store-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function playedPosition() {
  let position = newSession('autumn-leaves', 7);
  position = play(position, { type: 'deal' });
  const move = games['autumn-leaves'].legalMoves(position.state).find((m) => m.type === 'move');
  if (move) position = play(position, move);
  return position;
}

const backups = () => fs.readdirSync(dir).filter((name) => name.includes('corrupt'));

describe('saved games', () => {
  it('a saved game loads in a later launch exactly where it was', () => {
    const position = playedPosition();
    new GameStore(dir).save({ ...position.session, elapsedMs: 4200 });
    const loaded = new GameStore(dir).load('autumn-leaves');
    expect(loaded.notice).toBeUndefined();
    expect(loaded.position?.state).toEqual(position.state);
    expect(loaded.position?.session.moves).toEqual(position.session.moves);
    expect(loaded.position?.session.elapsedMs).toBe(4200);
  });

  it('remembers which game was played last, and has none before the first save', () => {
    const store = new GameStore(dir);
    expect(store.lastGame()).toBeUndefined();
    store.save(newSession('autumn-leaves', 3).session);
    expect(new GameStore(dir).lastGame()).toBe('autumn-leaves');
  });

  it('a game of 20,000 moves is a file of under 140 KB: one short word a move', () => {
    let position = newSession('klondike', 5, { draw: 1 });
    let seed = 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    while (position.session.moves.length < 20_000) {
      const moves = games.klondike.legalMoves(position.state);
      position = play(position, moves[Math.floor(random() * moves.length)]!);
    }
    const store = new GameStore(dir);
    expect(store.save(position.session)).toBeUndefined();
    expect(fs.statSync(store.path).size).toBeLessThan(140 * 1024);
    expect(new GameStore(dir).load('klondike').position?.session.moves).toHaveLength(20_000);
  }, 60_000);

  it('writes the file in the directory it is given (tests never touch the real one)', () => {
    const store = new GameStore(dir);
    store.save(newSession('autumn-leaves', 3).session);
    expect(store.path).toBe(path.join(dir, 'config.json'));
    expect(fs.existsSync(path.join(dir, 'config.json'))).toBe(true);
  });

  it('lives in $XDG_CONFIG_HOME/leaves/config.json by default', () => {
    const saved = { xdg: process.env.XDG_CONFIG_HOME, own: process.env.LEAVES_CONFIG_DIR };
    process.env.XDG_CONFIG_HOME = dir;
    delete process.env.LEAVES_CONFIG_DIR;
    try {
      expect(new GameStore().path).toBe(path.join(dir, 'leaves', 'config.json'));
    } finally {
      if (saved.xdg === undefined) delete process.env.XDG_CONFIG_HOME;
      else process.env.XDG_CONFIG_HOME = saved.xdg;
      if (saved.own !== undefined) process.env.LEAVES_CONFIG_DIR = saved.own;
    }
  });
});

describe('a save that cannot be used is kept, never wiped', () => {
  it('a file that is not JSON is moved aside as a "corrupt" backup and play goes on', () => {
    const file = path.join(dir, 'config.json');
    fs.writeFileSync(file, '{"saves": {"autumn-leaves": ');
    const store = new GameStore(dir);
    expect(store.notices).toHaveLength(1);
    expect(store.notices[0]).toMatch(/corrupt/);
    expect(backups()).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, backups()[0]!), 'utf8')).toBe('{"saves": {"autumn-leaves": ');
    store.save(newSession('autumn-leaves', 9).session);
    expect(new GameStore(dir).load('autumn-leaves').position?.session.seed).toBe(9);
  });

  it.each([['[1, 2]'], ['"hello"'], ['{"saves": 5}'], ['{"version": "one"}']])(
    'a file of valid JSON but the wrong shape (%s) is kept as a backup and a new one started',
    (content) => {
      fs.writeFileSync(path.join(dir, 'config.json'), content);
      const store = new GameStore(dir);
      expect(store.notices).toHaveLength(1);
      expect(store.notices[0]).toMatch(/could not be used .*corrupt/);
      expect(fs.readFileSync(path.join(dir, backups()[0]!), 'utf8')).toBe(content);
      store.save(newSession('autumn-leaves', 2).session);
      expect(new GameStore(dir).load('autumn-leaves').position?.session.seed).toBe(2);
    },
  );

  it('a file written by a newer Leaves is never overwritten: one copy is kept however often Leaves starts, and it plays without saving', () => {
    const file = path.join(dir, 'config.json');
    const newer = JSON.stringify({ version: 99, saves: { 'autumn-leaves': { future: true } } });
    fs.writeFileSync(file, newer);
    const copy = path.join(dir, 'config.newer-version-99.json');
    for (let start = 0; start < 3; start++) {
      const store = new GameStore(dir);
      expect(store.readOnly).toBe(true);
      expect(store.notices).toEqual([`The save file was written by a newer version of Leaves: it is left untouched (a copy is in ${copy}) and this game will not be saved.`]);
      expect(store.load('autumn-leaves')).toEqual({});
      const game = playedPosition();
      store.save(game.session);
      store.record(game, true);
      store.retire(game);
      store.updateSettings({ style: 'ascii' });
    }
    expect(fs.readFileSync(file, 'utf8')).toBe(newer);
    expect(fs.readdirSync(dir).sort()).toEqual(['config.json', 'config.newer-version-99.json']);
    expect(fs.readFileSync(copy, 'utf8')).toBe(newer);
    // The newer Leaves played on: the one copy is brought up to date, still one.
    const later = JSON.stringify({ version: 99, saves: {}, more: 1 });
    fs.writeFileSync(file, later);
    void new GameStore(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['config.json', 'config.newer-version-99.json']);
    expect(fs.readFileSync(copy, 'utf8')).toBe(later);
  });

  it('a save of the wrong shape is backed up, reported in one line, and the game starts anew', () => {
    const file = path.join(dir, 'config.json');
    fs.writeFileSync(file, JSON.stringify({ saves: { 'autumn-leaves': { game: 'autumn-leaves', seed: 'x' } } }));
    const loaded = new GameStore(dir).load('autumn-leaves');
    expect(loaded.position).toBeUndefined();
    expect(loaded.notice).toMatch(/deal number/);
    expect(loaded.notice).not.toContain('\n');
    expect(backups()).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(dir, backups()[0]!), 'utf8')).saves['autumn-leaves'].seed).toBe('x');
  });

  it(`statistics of more than ${MAX_RULE_FILES.toLocaleString('en')} rule files: the first are kept, the file is kept as a backup, and the player told in one line`, () => {
    const entry = { played: 1, won: 0, currentStreak: 0, bestStreak: 0 };
    const statistics = Object.fromEntries(Array.from({ length: MAX_RULE_FILES + 1 }, (_, i) => [`custom:File ${i}`, entry]));
    const content = JSON.stringify({ version: 2, statistics });
    fs.writeFileSync(path.join(dir, 'config.json'), content);
    const store = new GameStore(dir);
    expect(store.notices).toEqual([expect.stringMatching(new RegExp(`^Part of the save file could not be used \\(its statistics hold ${(MAX_RULE_FILES + 1).toLocaleString('en')} rule files, more than the ${MAX_RULE_FILES.toLocaleString('en')} kept\\); the file was kept in \\S*corrupt\\S*\\.$`))]);
    expect(Object.keys(store.statistics())).toHaveLength(MAX_RULE_FILES);
    expect(fs.readFileSync(path.join(dir, backups()[0]!), 'utf8')).toBe(content);
  });

  it('a file from before every game kept a score loads whole: its games score as they replay, its statistics stay as they were', () => {
    // As written then: Golf and FreeCell saved with no score of their own, statistics with no best score for them.
    const old = {
      version: 2, lastGame: 'golf', carriedTotal: 0,
      saves: {
        golf: { game: 'golf', options: {}, seed: 5, moves: 't6f0 d t0f0', redo: '', elapsedMs: 42_000 },
        freecell: { game: 'freecell', options: {}, seed: 1, moves: '', redo: '', elapsedMs: 1_000 },
      },
      statistics: {
        golf: { played: 3, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 95_000, fewestMoves: 40 },
        freecell: { played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestTimeMs: 300_000, fewestMoves: 90 },
      },
    };
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(old));
    const store = new GameStore(dir);
    const golf = store.load('golf');
    expect(store.notices).toEqual([]);
    expect(golf.notice).toBeUndefined();
    expect(games.golf.score!(golf.position!.state, golf.position!.session.elapsedMs)).toBe(20);
    expect(games.freecell.score!(store.load('freecell').position!.state, 1_000)).toBe(0);
    expect(store.statistics()).toEqual(old.statistics);
    expect(backups()).toEqual([]);
  });

  it('a move list the rules reject is caught on load, naming the move', () => {
    const { session } = playedPosition();
    const bad = { ...session, moves: [...session.moves, { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: 0 }, count: 1 }] };
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ saves: { 'autumn-leaves': bad } }));
    const loaded = new GameStore(dir).load('autumn-leaves');
    expect(loaded.position).toBeUndefined();
    expect(loaded.notice).toMatch(new RegExp(`Move ${bad.moves.length} of the saved game is not legal`));
    expect(loaded.notice).toMatch(/corrupt/);
    expect(backups()).toHaveLength(1);
  });
});

describe('cumulative Vegas', () => {
  it('a Vegas game left for a new one adds its score, ante included, to the running total', () => {
    const store = new GameStore(dir);
    expect(store.carriedTotal()).toBe(0);
    const vegas = newSession('klondike', 4, { scoring: 'vegas', draw: 3 });
    store.retire(vegas);
    expect(store.carriedTotal()).toBe(-52);
    store.retire({ ...vegas, state: { ...vegas.state, score: 33 } as typeof vegas.state });
    expect(new GameStore(dir).carriedTotal()).toBe(-19);
  });

  it('a game the demo played in pays what it lost but never adds its winnings', () => {
    const store = new GameStore(dir);
    const vegas = newSession('klondike', 4, { scoring: 'vegas', draw: 3 });
    const demo = { ...vegas.session, demo: true as const };
    store.retire({ session: demo, state: { ...vegas.state, score: 208 } as typeof vegas.state });
    store.leave({ session: { ...demo, moves: [{ type: 'deal' }] }, state: { ...vegas.state, score: 100 } as typeof vegas.state });
    expect(store.carriedTotal()).toBe(0);
    store.retire({ session: demo, state: vegas.state });
    expect(new GameStore(dir).carriedTotal()).toBe(-52);
  });

  it('games in other scoring modes, and other games, leave the total alone', () => {
    const store = new GameStore(dir);
    store.retire(newSession('klondike', 4, { scoring: 'standard' }));
    store.retire(newSession('spider', 4, { suits: 1 }));
    store.retire(newSession('autumn-leaves', 4));
    expect(store.carriedTotal()).toBe(0);
  });
});

describe('settings', () => {
  it('are remembered between launches, each change leaving the others alone', () => {
    new GameStore(dir).updateSettings({ style: 'ascii' });
    new GameStore(dir).updateSettings({ fourColor: true, defaults: { klondike: { draw: 3 } } });
    new GameStore(dir).updateSettings({ showOutlook: false });
    new GameStore(dir).updateSettings({ winnableOnly: true });
    new GameStore(dir).updateSettings({ mouse: false });
    new GameStore(dir).updateSettings({ autoPlay: false });
    new GameStore(dir).updateSettings({ celebrate: false });
    new GameStore(dir).updateSettings({ showClock: false });
    new GameStore(dir).updateSettings({ knowledge: true });
    new GameStore(dir).updateSettings({ palette: 'dim', back: 'lattice' });
    new GameStore(dir).updateSettings({ difficulty: 'hard' });
    expect(new GameStore(dir).settings()).toEqual({
      style: 'ascii', color: true, fourColor: true, palette: 'dim', back: 'lattice', defaults: { klondike: { draw: 3, passes: 'unlimited', scoring: 'standard' } }, showOutlook: false, knowledge: true, winnableOnly: true,
      winnableChosen: true, mouse: false, autoPlay: false, celebrate: false, showClock: false, showScore: true, hints: true, motion: true, difficulty: 'hard',
    });
  });

  it('a config written before colour themes and card backs loads with the classic ones, keeping the rest', () => {
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ settings: { style: 'ascii', color: true, fourColor: true, defaults: {} } }));
    expect(new GameStore(dir).settings()).toMatchObject({ style: 'ascii', fourColor: true, palette: 'classic', back: 'shade' });
  });

  it('damaged settings fall back to the defaults instead of breaking the game', () => {
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ settings: { style: 'neon', color: 'yes', palette: 'neon', back: 7, defaults: { spider: 4 }, showOutlook: 'no', knowledge: 'yes', winnableOnly: 1, mouse: 'on', autoPlay: 0, difficulty: 'brutal' } }));
    expect(new GameStore(dir).settings()).toEqual({ style: 'unicode', color: true, fourColor: false, palette: 'classic', back: 'shade', defaults: {}, showOutlook: true, knowledge: false, winnableOnly: true, mouse: true, autoPlay: true, celebrate: true, showClock: true, showScore: true, hints: true, motion: true, difficulty: 'any' });
  });
});

describe('statistics in the store', () => {
  it('a finished game is counted in its variant', () => {
    const store = new GameStore(dir);
    const game = newSession('klondike', 4, { draw: 3 });
    store.record({ ...game, session: { ...game.session, moves: [{ type: 'deal' }], elapsedMs: 90_000 } }, true);
    expect(new GameStore(dir).statistics()['klondike-draw-3']).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestTimeMs: 90_000, fewestMoves: 1 });
  });

  it('a game the demo won is not the player\'s win: counted as given up, marked as the demo\'s in the last games and its save', () => {
    const store = new GameStore(dir);
    const position = playedPosition();
    const demo = { ...position, session: { ...position.session, demo: true as const } };
    store.save(demo.session);
    store.record(demo, true);
    const again = new GameStore(dir);
    expect(again.statistics()['autumn-leaves']).toMatchObject({ played: 1, won: 0 });
    expect(again.recentResults()).toMatchObject([{ won: false, demo: true }]);
    expect(again.load('autumn-leaves').position?.session.demo).toBe(true);
    expect(again.savedGames()['autumn-leaves']).toMatchObject({ demo: true });
  });

  it('a game given up for a new one counts as lost, unless it was counted already or never begun', () => {
    const store = new GameStore(dir);
    const played = playedPosition();
    store.retire(played);
    expect(store.statistics()['autumn-leaves']).toMatchObject({ played: 1, won: 0 });
    store.retire({ ...played, session: { ...played.session, recorded: true } });
    store.retire(newSession('autumn-leaves', 5));
    expect(store.statistics()['autumn-leaves']).toMatchObject({ played: 1, won: 0 });
  });
});

// The home, settings and statistics screens in a real terminal, as a new player meets them: a
// fresh config opens on the home with every game; Enter plays one; g goes home with the game saved
// and shown in progress, and back; a setting changed on screen is there on the next start; the
// statistics show on screen and in `leaves stats`; the game's clock stands still while the settings
// are open. At 80×24 and at 160×50.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allGames } from '../../src/engine/games.js';
import { BIN, childEnv, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, ROOT, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const SIZES = [[80, 24], [160, 50]] as const;

/** The highlighted game's name in the list. */
const highlighted = (screen: string) => /^[›>] (\S+(?: \S+)*?)(?: {2,}|$)/m.exec(screen)?.[1];

async function quit(t: Running): Promise<void> {
  t.press('q');
  expect((await t.exited()).exitCode).toBe(0);
}

describe.each(SIZES)('the home at %i×%i', (cols, rows) => {
  it('a fresh config opens on the home, listing every game; Enter plays one; g goes home with it in progress, and back', async () => {
    const configDir = freshConfigDir();
    const t = launch([], { configDir, cols, rows });
    const home = await t.waitFor('choose a game');
    await t.keysReady();
    expect(home.split('\n')[0]).toMatch(new RegExp(`Leaves · choose a game +${allGames().length} games`));
    // Every game, scrolled through one by one.
    const seen = new Set([highlighted(home)]);
    for (let i = 1; i < allGames().length; i++) {
      const before = t.screen();
      t.press('j');
      seen.add(highlighted(await t.waitFor((screen) => screen !== before && highlighted(screen) !== highlighted(before)))!);
    }
    expect([...seen].sort()).toEqual(allGames().map((game) => game.title).sort());
    t.press('/');
    await t.waitFor('Find: _');
    // One key at a time, as typed; then the rest typed fast, in one read: the find box takes it as typing.
    for (const typed of ['k', 'kl']) {
      t.press(typed.at(-1)!);
      await t.waitFor(`Find: ${typed}_`);
    }
    t.press('ondike');
    await t.waitFor('Find: klondike_');
    t.press(KEY.enter);
    await t.waitFor((screen) => highlighted(screen) === 'Klondike' && !screen.includes('Find:'));
    t.press(KEY.enter);
    const game = await t.waitFor(/^Klondike · deal \d+/);
    // The key bar says how to come back here, at every size.
    expect(game.trimEnd().split('\n').at(-1)).toContain('g games');
    // A draw, and the cards it frees going up by themselves where they are safe (an ace, say).
    t.press('d');
    const drawn = (await t.waitFor(/ [1-9] (moves?|mv)\b/)).split('\n')[0]!.match(/ ([1-9]) (moves?|mv)\b/)![1]!;
    t.press('g');
    const back = await t.waitFor('g goes back to the game');
    expect(back).toMatch(/[›>] Klondike +in progress/);
    const saved = JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8'));
    expect(saved.saves.klondike.moves).toMatch(/^d\b/);
    t.press('g');
    await t.waitFor(new RegExp(`^Klondike · deal \\d+.* ${drawn} (moves?|mv)\\b`));
    await quit(t);
    // With a game saved, `leaves` resumes it, as before.
    const again = launch([], { configDir, cols, rows });
    await again.waitFor(new RegExp(`^Klondike · deal \\d+.* ${drawn} (moves?|mv)\\b`));
    await again.keysReady();
    await quit(again);
  });

  it('a setting changed on screen is the same on the next start; s and S open from a game and go back to it', async () => {
    const configDir = freshConfigDir();
    const t = launch(['klondike', '--seed', '3'], { configDir, cols, rows });
    await t.waitFor('Recent moves');
    await t.keysReady();
    t.press('s');
    await t.waitFor('Leaves · settings');
    // The card style: unicode → cards → ascii.
    t.press('l');
    await t.waitFor(/Card style +unicode \[cards\] ascii/);
    t.press('l');
    await t.waitFor(/Card style +unicode cards \[ascii\]/);
    t.press(KEY.escape);
    // Back in the game, now in ASCII.
    await t.waitFor(/^Klondike \| deal 3/);
    t.press('S');
    await t.waitFor('No games finished yet.');
    t.press(KEY.escape);
    await t.waitFor(/^Klondike \| deal 3/);
    await quit(t);
    expect(JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8')).settings.style).toBe('ascii');
    const again = launch([], { configDir, cols, rows });
    await again.waitFor(/^Klondike \| deal 3/);
    await again.keysReady();
    again.press('g');
    const home = await again.waitFor('Leaves | games');
    expect(home).toMatch(/^[\x20-\x7e\n]*$/);
    await quit(again);
  });
});

describe('the clock while the settings are open', () => {
  it('stands still: time spent in the settings is not added to the game', async () => {
    const clock = (screen: string) => /(\d+):(\d\d)/.exec(screen.split('\n')[0]!)!.slice(1).reduce((m, s) => Number(m) * 60 + Number(s), 0);
    const t = launch(['klondike', '--seed', '3'], { configDir: freshConfigDir() });
    await t.waitFor((s) => / 0:01/.test(s.split('\n')[0]!));
    await t.keysReady();
    t.press('s');
    await t.waitFor('Leaves · settings');
    // Another game's header counts four seconds while the settings are open.
    const witness = launch(['klondike', '--seed', '4'], { configDir: freshConfigDir() });
    await witness.waitFor((s) => / 0:04/.test(s.split('\n')[0]!));
    t.press(KEY.escape);
    const back = await t.waitFor(/^Klondike · deal 3/);
    expect(clock(back)).toBeLessThanOrEqual(2);
    await quit(t);
    await quit(witness);
  });
});

/** Klondike deal 3 played one move (a draw), then the home opened over it. */
async function homeOverOneMove(): Promise<{ configDir: string; t: Running }> {
  const configDir = freshConfigDir();
  // One draw is one move: its ace does not go up by itself.
  const t = launch(['klondike', '--seed', '3', '--no-auto-play'], { configDir });
  await t.waitFor('Recent moves');
  await t.keysReady();
  t.press('d');
  await t.waitFor('1 move');
  t.press('g');
  await t.waitFor('g goes back to the game');
  return { configDir, t };
}

describe('statistics', () => {
  it('a game given up from the home counts; the statistics screen and `leaves stats` show it, with the chart', async () => {
    const { configDir, t } = await homeOverOneMove();
    t.press('n');
    await t.waitFor('Give up the Klondike game in progress (1 move) for a new deal? y or n');
    t.press('y');
    await t.waitFor(/^Klondike · deal \d+.* 0 (moves|mv)/);
    // Kept for u until the new game's first move, as n in a game keeps it; then it counts, lost.
    t.press('d');
    await t.waitFor(/^Klondike · deal \d+.* 1 (move|mv)/);
    t.press('S');
    const screen = await t.waitFor('Win rate over the last game');
    expect(screen).toMatch(/Klondike, draw 1 +1 +0 +0%/);
    expect(screen).toMatch(/Klondike, draw 1 +lost +1 move/);
    t.press(KEY.escape);
    await t.waitFor('Recent moves');
    await quit(t);
    const stats = spawnSync(process.execPath, [BIN, 'stats'], { cwd: ROOT, input: '', encoding: 'utf8', env: childEnv({ LEAVES_CONFIG_DIR: configDir, LANG: 'C.UTF-8' }) });
    expect(stats.status).toBe(0);
    expect(stats.stdout).toMatch(/Klondike, draw 1 +1 +0 +0%/);
    expect(stats.stdout).toContain('Win rate over the last game, game by game (now 0%)');
    expect(stats.stdout).toContain('  0% └─');
  });
});

describe('a game in progress, given up from the home', () => {
  it('"any" pasted asks and answers nothing; n then y deals, and u brings the game back as in a game', async () => {
    const { configDir, t } = await homeOverOneMove();
    const question = 'Give up the Klondike game in progress (1 move) for a new deal? y or n';
    // One read: its n asks, and its y, which came with the n, does not answer.
    t.press('any');
    const asked = await t.waitFor((screen) => screen.includes(question) || /^Klondike · deal/.test(screen));
    expect(asked).toContain(question);
    t.press('n');
    await t.waitFor((screen) => !screen.includes(question));
    expect(t.screen()).toMatch(/[›>] Klondike +in progress/);
    t.press('n');
    await t.waitFor(question);
    t.press('y');
    await t.waitFor('u brings back the game you left (deal 3, 1 move)');
    t.press('u');
    const back = await t.waitFor('Back to the game you left: deal 3, 1 move.');
    expect(back).toMatch(/^Klondike · deal 3 .*1 (move|mv)/);
    await quit(t);
    const saved = JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8'));
    expect(saved.saves.klondike).toMatchObject({ seed: 3, moves: 'd' });
    expect(saved.statistics).toEqual({});
  });
});

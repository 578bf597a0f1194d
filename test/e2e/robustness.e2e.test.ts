// Robustness end to end: sudden death keeps every move, a second window on the same game is
// refused without losing either's moves, and a damaged save file is kept and reported.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../ui/waitUntil.js';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

describe('robustness in a real terminal', () => {
  it('SIGKILL right after a move leaves a save that loads with every move', async () => {
    const configDir = freshConfigDir();
    const game = launch(['--seed', '1'], { configDir });
    await game.waitFor('5 deals left');
    await game.keysReady();
    game.press('d');
    await game.waitFor('4 deals left');
    game.press('d');
    await game.waitFor('3 deals left');
    game.kill('SIGKILL');
    await game.exited();
    const again = launch([], { configDir });
    const screen = await again.waitFor('Autumn Leaves');
    expect(screen).toContain('3 deals left');
    expect(screen).toContain('2 moves');
  });

  it('a second Leaves on the same game is refused with one line; the first plays on and saves', async () => {
    const configDir = freshConfigDir();
    const first = launch(['--seed', '1'], { configDir });
    await first.waitFor('5 deals left');
    await first.keysReady();
    const second = launch(['autumn-leaves'], { configDir });
    const exit = await second.exited();
    expect(exit.exitCode).toBe(1);
    expect(second.screen()).toMatch(/this Autumn Leaves game is open in another terminal \(process \d+\)/);
    first.press('d');
    await first.waitFor('4 deals left');
    first.press('q');
    await first.exited();
    const third = launch([], { configDir });
    expect(await third.waitFor('Autumn Leaves')).toContain('4 deals left');
  });

  it('a save file that is not JSON is kept as a "corrupt" backup, the player is told, and a new game starts', async () => {
    const configDir = freshConfigDir();
    fs.writeFileSync(path.join(configDir, 'config.json'), '{"saves": {"autumn-le');
    const game = launch([], { configDir });
    const screen = await game.waitFor('Autumn Leaves');
    expect(screen.replace(/\s+/g, ' ')).toMatch(/could not be used \(it is not JSON\); it was kept as \S*corrupt/);
    expect(screen).toContain('5 deals left');
    expect(fs.readdirSync(configDir).some((name) => name.includes('corrupt'))).toBe(true);
  });
});

describe('an error nobody expected', () => {
  it('hands the terminal back and says what happened in one line, with no stack trace', async () => {
    const configDir = freshConfigDir();
    const game = launch(['--seed', '1'], { configDir });
    await game.waitFor('5 deals left');
    await game.keysReady();
    // Once the new deal is saved, the save file can no longer be written: a directory with
    // something in it stands in its way.
    const file = path.join(configDir, 'config.json');
    const saved = () => fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).saves?.['autumn-leaves'] !== undefined;
    await waitUntil('the new deal in the save file', saved);
    fs.rmSync(file, { force: true });
    fs.mkdirSync(path.join(file, 'in-the-way'), { recursive: true });
    game.press('d');
    const exit = await game.exited();
    expect(exit.exitCode).toBe(1);
    expect(game.onAlternateScreen()).toBe(false);
    expect(game.screen()).toMatch(/leaves: the game stopped on an unexpected error: \S/);
    expect(game.screen()).not.toMatch(/^\s+at /m);
  });
});

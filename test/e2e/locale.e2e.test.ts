// A terminal whose locale is not UTF-8 (LANG=C) gets only ASCII: the game draws in the ASCII
// style unless --style asks for another, and `leaves stats`, `leaves solve` and --help print in
// ASCII.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BIN, childEnv, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, ROOT } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** The C locale, whatever the test run's own locale is. */
const C_LOCALE = { LANG: 'C', LC_ALL: undefined, LC_CTYPE: undefined };

const nonAscii = (text: string) => text.match(/[^\x00-\x7f]/gu) ?? [];

describe('a terminal whose locale is not UTF-8', () => {
  it('gets no byte above 127 from the board, moves, messages, help or statistics', async () => {
    const configDir = freshConfigDir();
    const statistics = { 'autumn-leaves': { played: 3, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 95_000, fewestMoves: 120 } };
    fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify({ statistics }));
    const game = launch(['autumn-leaves', '--seed', '1'], { configDir, env: C_LOCALE });
    await game.waitFor('Autumn Leaves | deal 1 | 5 deals left');
    await game.keysReady();
    // 2♦ (column 6) onto 10♦ (column 3), a deal, and the help screen, whole at 80×24.
    game.press('6');
    await game.waitFor('[ 2D]');
    game.press(KEY.enter);
    await game.waitFor('Holding 2D');
    game.press('3');
    await game.waitFor('2D onto TD');
    game.press('d');
    await game.waitFor('4 deals left');
    game.press('?');
    await game.waitFor('Leaves | help');
    await game.waitFor('More below: ');
    // Scrolled to its end: the header's words and the rules are ASCII too.
    game.press('\x1b[6~\x1b[6~\x1b[6~\x1b[6~');
    await game.waitFor((screen) => screen.includes('go back to the game.') && !screen.includes('More below'));
    game.press('x');
    await game.waitFor('Recent moves');
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
    expect(nonAscii(game.output())).toEqual([]);

    const stats = spawnSync(process.execPath, [BIN, 'stats'], { cwd: ROOT, input: '', encoding: 'utf8', env: childEnv({ LEAVES_CONFIG_DIR: configDir, ...C_LOCALE }) });
    expect(stats.stdout).toMatch(/Autumn Leaves +3 +1 +33%/);
    expect(nonAscii(stats.stdout + stats.stderr)).toEqual([]);
  });

  it('gets --help, and a winning line from leaves solve, in ASCII', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: '', encoding: 'utf8', env: childEnv({ LEAVES_CONFIG_DIR: freshConfigDir(), ...C_LOCALE }) });
    const help = run('klondike', '--help');
    expect(help.stdout).toContain('--four-color');
    const solved = run('solve', 'klondike', '--seed', '1', '--moves', '--time-limit', '10');
    expect(solved.stdout).toContain('5. AS to its foundation');
    expect(nonAscii(help.stdout + help.stderr + solved.stdout + solved.stderr)).toEqual([]);
  });

  it('--style unicode still draws the Unicode cards', async () => {
    const game = launch(['autumn-leaves', '--seed', '1', '--style', 'unicode'], { configDir: freshConfigDir(), env: C_LOCALE });
    await game.waitFor('Autumn Leaves · deal 1');
    expect(game.screen()).toContain('J♠');
  });
});

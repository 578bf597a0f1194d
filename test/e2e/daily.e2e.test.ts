// `leaves daily` in a real terminal: the day's deal is dealt (the deal `--json` names, proved), and
// played again that day it resumes the game in progress instead of dealing it anew. The home's d
// plays the same deal, at 80×24 and at 160×50.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BIN, childEnv, ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, ROOT } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const DAY = '2026-12-01';

describe('leaves daily in a terminal', () => {
  it('deals the day\'s proved deal, and resumes it when played again that day', async () => {
    const configDir = freshConfigDir();
    const printed = spawnSync(process.execPath, [BIN, 'daily', 'klondike', '--json', '--date', DAY], { cwd: ROOT, encoding: 'utf8', input: '', env: childEnv({ LEAVES_CONFIG_DIR: freshConfigDir() }) });
    const { seed } = JSON.parse(printed.stdout) as { seed: number };
    const game = launch(['daily', 'klondike', '--date', DAY], { configDir });
    // At 80 columns the header shortens its words: "#SEED proved · daily".
    await game.waitFor(new RegExp(`^Klondike · (deal |#)${seed} \\(?proved\\)? · daily`), 60_000);
    await game.keysReady();
    game.press('d');
    await game.waitFor('drew from the stock');
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
    const again = launch(['daily', 'klondike', '--date', DAY], { configDir });
    const screen = await again.waitFor(new RegExp(`^Klondike · (deal |#)${seed} `), 60_000);
    expect(screen).toContain('drew from the stock');
    await again.keysReady();
    again.press('q');
    expect((await again.exited()).exitCode).toBe(0);
    // A guard for a loaded machine (finding the deal runs the solver), not a limit on speed.
  }, 180_000);
});

describe.each([[80, 24], [160, 50]] as const)("the home's d at %i×%i", (cols, rows) => {
  it("plays the highlighted game's daily deal, the one `leaves daily --json` names; g and d again resume it", async () => {
    const configDir = freshConfigDir();
    const t = launch([], { configDir, cols, rows });
    await t.waitFor('choose a game');
    await t.keysReady();
    t.press('j');
    await t.waitFor(/^[›>] Klondike/m);
    t.press('d');
    // The search has a budget in positions, so it finds the same deal on every machine.
    const header = (await t.waitFor(/^Klondike · (deal |#)\d+ \(?proved\)? · daily/, 60_000)).split('\n')[0]!;
    const seed = Number(/^Klondike · (?:deal |#)(\d+)/.exec(header)![1]);
    await t.keysReady();
    t.press('d');
    await t.waitFor('drew from the stock');
    t.press('g');
    await t.waitFor(/Today's deal: in progress \(d/);
    // Saved with its day (the game is saved before the home shows).
    const saved = JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8')).saves.klondike as { seed: number; daily: string };
    expect(saved.seed).toBe(seed);
    if (cols >= 160) expect(header).toContain(`(proved) · daily deal ${saved.daily} ·`);
    // The same deal as the command line's for that day, under another config folder.
    const printed = spawnSync(process.execPath, [BIN, 'daily', 'klondike', '--json', '--date', saved.daily], { cwd: ROOT, encoding: 'utf8', input: '', env: childEnv({ LEAVES_CONFIG_DIR: freshConfigDir() }) });
    expect(JSON.parse(printed.stdout)).toMatchObject({ game: 'klondike', date: saved.daily, seed, proved: true });
    t.press('d');
    const resumed = await t.waitFor(/^Klondike · (deal |#)\d+ \(?proved\)? · daily.* [1-9] (moves?|mv)/);
    expect(resumed.split('\n')[0]).toMatch(new RegExp(`^Klondike · (deal |#)${seed} `));
    await t.keysReady();
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  }, 180_000);
});

// `leaves daily` in a real terminal: the day's deal is dealt (the deal `--json` names, proved), and
// played again that day it resumes the game in progress instead of dealing it anew.
import { spawnSync } from 'node:child_process';
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
    await game.waitFor(`Klondike · deal ${seed} (proved)`, 60_000);
    await game.keysReady();
    game.press('d');
    await game.waitFor('drew from the stock');
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
    const again = launch(['daily', 'klondike', '--date', DAY], { configDir });
    const screen = await again.waitFor(`Klondike · deal ${seed} `, 60_000);
    expect(screen).toContain('drew from the stock');
    await again.keysReady();
    again.press('q');
    expect((await again.exited()).exitCode).toBe(0);
    // A guard for a loaded machine (finding the deal runs the solver), not a limit on speed.
  }, 180_000);
});

// The key bar in a real terminal offers only keys that do something: with hints turned off in the
// settings, `t hint` is left out (t then only says hints are off), and it is back with them on;
// holding a card where cards leave in pairs, it speaks of the pair, not of piles to drop on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../src/store/gameStore.js';
import { ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** The key bar: the last line with text on it (the last row stays free). */
const keyBar = (screen: string) => screen.trimEnd().split('\n').at(-1)!;

describe('the key bar and the hints setting', () => {
  it.each([[false], [true]])('hints %s: the bar offers t hint only with hints on', async (hints) => {
    const configDir = freshConfigDir();
    new GameStore(configDir).updateSettings({ hints });
    const t = launch(['klondike', '--seed', '1'], { configDir, cols: 160, rows: 50 });
    const screen = await t.waitFor((s) => /\? help$/.test(keyBar(s)));
    expect(keyBar(screen)).toContain('g games');
    if (hints) expect(keyBar(screen)).toContain('t hint');
    else expect(keyBar(screen)).not.toContain('t hint');
    await t.keysReady();
    t.press('t');
    if (!hints) await t.waitFor('Hints are off');
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });
});

describe('the key bar while holding a card that leaves in a pair', () => {
  it('says to choose its pair and remove both, where there is no pile to drop on', async () => {
    const t = launch(['pyramid', '--seed', '1'], { configDir: freshConfigDir() });
    await t.waitFor((s) => /\? help$/.test(keyBar(s)));
    await t.keysReady();
    t.press(KEY.enter);
    const screen = await t.waitFor('Holding');
    expect(keyBar(screen)).toMatch(/^←→ choose its pair +⏎ remove both +Esc put back/);
    expect(keyBar(screen)).not.toMatch(/pile|drop/);
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });
});

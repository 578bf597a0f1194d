// Safe cards going up by themselves in a real terminal, in a game that left them to the player
// before: Beleaguered Castle deal 2, whose 2♦ tops column 5 from the deal (the aces start up, so
// nothing can ever need a 2). The player's first move sends it up with it, and one u takes both back.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const header = (screen: string) => screen.split('\n')[0] ?? '';
/** The columns, without the cursor's marks. */
const board = (screen: string) => screen.split('\n').slice(3, -2).join('\n').replace(/[[\]▸]/g, ' ');
/** The row of the foundations: the line under their suits. */
const foundations = (screen: string) => screen.split('\n').find((line) => line.includes('A♠')) ?? '';

describe('safe cards up in a terminal', () => {
  it('Beleaguered Castle: a move is followed by the 2♦ going up; u takes back both in one step', async () => {
    const t = launch(['beleaguered-castle', '--seed', '2'], { configDir: freshConfigDir() });
    const dealt = await t.waitFor('Beleaguered Castle');
    await t.keysReady();
    expect(header(dealt)).toContain('0 moves');
    // The 3♥ of column 6 onto the 4♥ of column 1.
    t.press('6');
    t.press('\r');
    t.press('1');
    const after = await t.waitFor((screen) => /\b2 moves\b/.test(header(screen)));
    expect(foundations(after)).toMatch(/A♠\s+A♥\s+2♦\s+A♣/);
    expect(after).toContain('2♦ to its foundation');
    t.press('u');
    const undone = await t.waitFor((screen) => header(screen).includes('0 moves'));
    expect(foundations(undone)).toMatch(/A♠\s+A♥\s+A♦\s+A♣/);
    expect(board(undone)).toBe(board(dealt));
  });
});

// A game taken up again in a real terminal puts the cursor where play left off: on the column the
// last cards went to, not back on column 1.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** The column labels' row: the cursor's column is the one in brackets. */
const cursorColumn = (screen: string) => /\[(\d+)\]/.exec(screen.split('\n').find((line) => /^\s*\[?1\]?\s+\[?2\]?\s+\[?3\]?/.test(line)) ?? '')?.[1];

async function open(configDir: string, args: string[]): Promise<Running> {
  const t = launch(args, { configDir, cols: 100, rows: 30 });
  await t.waitFor('Klondike · deal 1');
  await t.keysReady();
  return t;
}

describe('resuming a game', () => {
  it('the cursor is on the column of the last move (8♠ onto 9♦: column 3), not on column 1', async () => {
    const configDir = freshConfigDir();
    const first = await open(configDir, ['klondike', '--seed', '1']);
    expect(cursorColumn(first.screen())).toBe('1');
    first.press('6');
    await first.waitFor((s) => cursorColumn(s) === '6');
    first.press('\r');
    await first.waitFor('drop there');
    first.press('3');
    await first.waitFor('1 move');
    first.press('q');
    expect((await first.exited()).exitCode).toBe(0);
    const again = await open(configDir, ['klondike']);
    expect(again.screen()).toContain('1 move');
    expect(cursorColumn(again.screen())).toBe('3');
    again.press('q');
    expect((await again.exited()).exitCode).toBe(0);
  });
});

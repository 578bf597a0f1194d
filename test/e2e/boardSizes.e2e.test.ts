// The board uses the room it has, in a real terminal: every game at 80×24, 120×40 and 200×60 fits
// (no wrapped line, the last row free), and at 200×60 the board is more than twice as wide as at
// 80×24; the ASCII style writes no byte above 127 with framed cards too.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const GAMES = ['autumn-leaves', 'klondike', 'spider', 'freecell'];
const SIZES = [[80, 24], [120, 40], [200, 60]] as const;

/** Where the board ends: the column at which "Recent moves" starts. */
function boardWidth(screen: string): number {
  const line = screen.split('\n').find((l) => l.includes('Recent moves'))!;
  return [...line.slice(0, line.indexOf('Recent moves'))].length;
}

describe('the board in terminals of three sizes', () => {
  it.each(GAMES)('%s fits at 80×24, 120×40 and 200×60, and uses the room', async (game) => {
    const widths: number[] = [];
    for (const [cols, rows] of SIZES) {
      const t = launch([game, '--seed', '1'], { configDir: freshConfigDir(), cols, rows });
      const screen = await t.waitFor('Recent moves');
      expect(t.wrappedRows(), `${cols}×${rows}`).toEqual([]);
      expect(screen.split('\n').at(-1), `${cols}×${rows}: the last row stays free`).toBe('');
      expect(screen.split('\n').at(-2)).toMatch(/\? help$/);
      widths.push(boardWidth(screen));
      t.press('q');
      expect((await t.exited()).exitCode).toBe(0);
    }
    expect(widths[2]).toBeGreaterThan(2 * widths[0]!);
  });

  it('the ASCII style at 200×60 draws framed cards in ASCII: no byte above 127', async () => {
    const t = launch(['klondike', '--seed', '1', '--style', 'ascii'], { configDir: freshConfigDir(), cols: 200, rows: 60 });
    const screen = await t.waitFor('Recent moves');
    expect(screen).toContain('+---');
    expect(t.output().match(/[^\x00-\x7f]/gu) ?? []).toEqual([]);
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });
});

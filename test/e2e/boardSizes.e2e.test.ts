// The board uses the room it has, in a real terminal: every game at 80×24, 120×40 and 200×60 fits
// (no wrapped line, the last row free), and at 200×60 the board is more than twice as wide as at
// 80×24; ten columns at 120×35 are framed beside the log; the ASCII style writes no byte above 127
// with framed cards too. A terminal that says it is
// 9999×9999 is drawn at most 500×200, in bounded memory, and the board still answers keys.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../ui/waitUntil.js';
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

  it('ten columns at 120×35 get framed cards with the move log beside them, not one-line cards beside an empty half', async () => {
    const t = launch(['spider', '--seed', '1'], { configDir: freshConfigDir(), cols: 120, rows: 35 });
    const screen = await t.waitFor('Recent moves');
    const lines = screen.split('\n');
    expect(lines.filter((line) => (line.match(/[╭╔]/g) ?? []).length === 10).length).toBeGreaterThan(0);
    expect(lines.find((line) => line.includes('Recent moves'))!).toMatch(/^ +\[1\] +2 .* 0 +Recent moves$/);
    expect(t.wrappedRows()).toEqual([]);
    expect(lines.at(-1)).toBe('');
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });

  it('the ASCII style at 200×60 draws framed cards in ASCII: no byte above 127', async () => {
    const t = launch(['klondike', '--seed', '1', '--style', 'ascii'], { configDir: freshConfigDir(), cols: 200, rows: 60 });
    const screen = await t.waitFor('Recent moves');
    expect(screen).toContain('+---');
    expect(t.output().match(/[^\x00-\x7f]/gu) ?? []).toEqual([]);
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });

  it('a resize to 9999×9999 draws at most 500×200 in bounded memory, and the board answers the next key', async () => {
    const t = launch(['autumn-leaves', '--seed', '1'], { configDir: freshConfigDir() });
    await t.waitFor('5 deals left');
    await t.keysReady();
    const before = t.output().length;
    const drawn = () => t.output().slice(before);
    // The measure is memory and rows, not time: a wait gives up as soon as the game holds too much.
    const MOST_BYTES = 200 * 1024 * 1024;
    const tooMuch = () => (t.peakMemory() > MOST_BYTES ? `the game held ${Math.round(t.peakMemory() / 2 ** 20)} MB` : undefined);
    t.resizeProgramOnly(9999, 9999);
    // The first frame at the new size is drawn whole, from the top: the screen cleared, then its rows.
    await waitUntil('a frame drawn at the new size', () => drawn().includes('\x1b[2J') && drawn().includes('5 deals left'), { hopeless: tooMuch });
    t.press('d');
    await waitUntil('the deal drawn', () => drawn().includes('4 deals left'), { hopeless: tooMuch });
    const rowsWritten = [...drawn().matchAll(/\x1b\[(\d+)(?:;\d+)?H/g)].map((m) => Number(m[1]));
    expect(rowsWritten.filter((row) => row > 200)).toEqual([]);
    expect(tooMuch()).toBeUndefined();
    t.resize(80, 24);
    await t.waitFor((screen) => screen.includes('4 deals left') && screen.includes('q quit') && t.wrappedRows().length === 0);
  });
});

// Frames drawn row by row in a real terminal: left alone, the game writes only its header once a
// second (at 80×24 and at 160×50), and after dozens of moves and resizes drawn row by row the
// screen is exactly the one the same frame gives drawn whole (a SIGCONT makes the game draw its
// frame whole, as on coming back from Ctrl+Z), so no row keeps characters of an older frame.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../src/store/gameStore.js';
import { clockMasked as masked, clockOf, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);


/**
 * Klondike deal 1 on its first board, the solver's word on it in the header: with what the solver
 * knows shown, as that word is final once said (the fair chance, the default, improves for a few
 * seconds as the worker samples, each time in a header of its own).
 */
async function settledKlondike(cols: number, rows: number): Promise<Running> {
  const configDir = freshConfigDir();
  new GameStore(configDir).updateSettings({ knowledge: true });
  const t = launch(['klondike', '--seed', '1'], { configDir, cols, rows });
  await t.waitFor((screen) => screen.includes('Recent moves') && !screen.split('\n')[0]!.endsWith('…'));
  return t;
}

describe('drawing only the rows that change', () => {
  it.each([[80, 24], [160, 50]] as const)('at %i×%i a tick of the clock writes the header row alone, in at most 150 bytes', async (cols, rows) => {
    const t = await settledKlondike(cols, rows);
    // From one tick to the next: what was written in between is the second tick alone.
    const first = clockOf(await t.waitFor((screen) => clockOf(screen) !== undefined))!;
    const ticked = clockOf(await t.waitFor((screen) => clockOf(screen) !== first))!;
    const from = t.output().length;
    const board = masked(t.screen());
    await t.waitFor((screen) => clockOf(screen) !== ticked);
    const tick = t.output().slice(from);
    expect(Buffer.byteLength(tick)).toBeLessThanOrEqual(150);
    expect([...tick.matchAll(/\x1b\[(\d+)(?:;\d+)?H/g)].map((m) => m[1])).toEqual(['1']);
    expect(masked(t.screen())).toBe(board);
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });

  it('after dozens of moves and resizes the screen is the frame drawn whole', async () => {
    const t = await settledKlondike(80, 24);
    await t.keysReady();
    // The solver's word comes some time after each move: hidden, so a frame is only keys' work.
    t.press('w');
    await t.waitFor((screen) => !/winnable|lost|\?$/.test(screen.split('\n')[0]!));

    /** Every cell's colours and inverse and bold flags, row by row (a colour left behind shows). */
    const colours = () => {
      const buffer = t.term.buffer.active;
      return Array.from({ length: t.term.rows }, (_, y) => {
        const line = buffer.getLine(buffer.viewportY + y)!;
        return Array.from({ length: t.term.cols }, (_, x) => {
          const cell = line.getCell(x)!;
          return `${cell.getFgColor()}/${cell.getBgColor()}/${cell.isInverse()}/${cell.isBold()}`;
        }).join(' ');
      });
    };
    /** Draws the frame whole (the game's answer to SIGCONT) and checks nothing on screen changes. */
    const sameAsWhole = async (when: string) => {
      const incremental = masked(t.screen());
      const incrementalColours = colours();
      const from = t.output().length;
      t.kill('SIGCONT');
      const whole = await t.waitFor(() => /\x1b\[2J[^]*\x1b\[\?2026l/.test(t.output().slice(from).split('\x1b[?1049h').at(-1)!));
      expect(masked(whole), when).toBe(incremental);
      // The clock's row aside, which may have ticked meanwhile.
      expect(colours().slice(1), `${when}: colours`).toEqual(incrementalColours.slice(1));
    };
    const play = async (keys: string) => {
      for (const key of keys) {
        const before = masked(t.screen());
        t.press(key === '>' ? KEY.right : key === '<' ? KEY.left : key);
        await t.waitFor((screen) => masked(screen) !== before);
      }
    };
    // Sizes where the move log shows (at 100×30 framed cards take its room).
    const sizes = [[120, 30], [66, 20], [160, 50], [72, 24], [80, 24]] as const;
    // Draws, cursor moves, undos and redos: each changes the screen.
    const script = 'ddd>>>d<<ddduuu>rrr<dd>>>>dd<<u';
    await play(script);
    await sameAsWhole('after the first moves');
    for (const [cols, rows] of sizes) {
      const before = t.screen();
      t.resize(cols, rows);
      // The frame made for the new size: right after a resize Ink first lays the old frame out
      // at the new width (its lines may wrap), and the game's own frame follows.
      await t.waitFor((screen) => screen !== before && screen.includes('Recent moves') && t.wrappedRows().length === 0 && /\? help$/.test(screen.split('\n').at(-2)!));
      await sameAsWhole(`just resized to ${cols}×${rows}`);
      await play('d>u<dd');
      await sameAsWhole(`after moves at ${cols}×${rows}`);
    }
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });
});

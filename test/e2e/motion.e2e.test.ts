// Motion in a real terminal, as a player has it by default: at 80×24 and at 160×50 a card moved is
// drawn at several places on its way and lands where the frame drawn whole puts it (no row keeps a
// card in flight); then the game writes only the clock's row once a second, as with motion off.
// And the win cascade at 80×24 leaves most of the board's area clear, the header and the summary whole.
import { stripVTControlCharacters } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newSession, play, undo } from '../../src/engine/session/session.js';
import { solve } from '../../src/solver/solve.js';
import { GameStore } from '../../src/store/gameStore.js';
import { MOTION_FRAMES } from '../../src/ui/board/motion.js';
import { positions } from '../solver/budgets.js';
import { clockMasked as masked, clockOf, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** With motion on, as a player has it (the harness turns it off for every other test). */
const MOTION_ON = { LEAVES_MOTION: undefined };

/** The places (row;column) on the board's first `width` columns where `card` was written in `output`. */
function placesWritten(output: string, card: string, width = 42): Set<string> {
  const places = new Set<string>();
  const pieces = output.split(/\x1b\[(\d+)(?:;(\d+))?H/);
  // split() keeps the captures: text, then row, column and the text written there, again and again.
  for (let i = 1; i + 2 < pieces.length; i += 3) {
    const column = Number(pieces[i + 1] ?? 1) + stripVTControlCharacters(pieces[i + 2]!).indexOf(card);
    if (column >= Number(pieces[i + 1] ?? 1) && column <= width) places.add(`${pieces[i]};${column}`);
  }
  return places;
}

/** Draws the frame whole (the game's answer to SIGCONT) and checks that the screen was already it. */
async function sameAsWhole(t: Running, when: string): Promise<void> {
  const incremental = masked(t.screen());
  const from = t.output().length;
  t.kill('SIGCONT');
  const whole = await t.waitFor(() => /\x1b\[2J[^]*\x1b\[\?2026l/.test(t.output().slice(from)));
  expect(masked(whole), when).toBe(incremental);
}

async function klondike(cols: number, rows: number, env: Record<string, string | undefined>, settings: { motion?: boolean } = {}): Promise<Running> {
  const configDir = freshConfigDir();
  new GameStore(configDir).updateSettings({ knowledge: true, ...settings });
  const t = launch(['klondike', '--seed', '1'], { configDir, cols, rows, env });
  await t.waitFor((screen) => screen.includes('Recent moves') && !screen.split('\n')[0]!.endsWith('…'));
  await t.keysReady();
  // The solver's word comes some time after each move: hidden, so what is written is the move's.
  t.press('w');
  await t.waitFor((screen) => !/winnable|lost|\?$/.test(screen.split('\n')[0]!));
  return t;
}

/** Presses `key` and waits for the screen it changes. */
async function pressed(t: Running, key: string): Promise<void> {
  const before = t.screen();
  t.press(key);
  await t.waitFor((screen) => screen !== before);
}

/**
 * 8♠ (column 6) onto 9♦ (column 3): what was written for the key that plays it, once the screen is
 * `landed` (or, with none given, once the move is in the log: with motion off, its frame is the last).
 */
async function playEight(t: Running, landed?: string): Promise<{ written: string; screen: string }> {
  await pressed(t, '6');
  await pressed(t, KEY.enter);
  const from = t.output().length;
  t.press('3');
  const screen = await t.waitFor((s) => (landed === undefined ? s.includes('8♠ onto 9♦') : masked(s) === landed));
  return { written: t.output().slice(from), screen: masked(screen) };
}

/** The board's width in columns: Klondike's seven columns, compact at 80×24, framed at 160×50. */
const BOARD_WIDTH = { 80: 42, 160: 112 } as const;

describe('motion', () => {
  it.each([[80, 24], [160, 50]] as const)('at %i×%i a card glides, lands as with motion off and as the whole frame has it, and then only the clock is written', async (cols, rows) => {
    const off = await klondike(cols, rows, {});
    const { screen: landed, written: instant } = await playEight(off);
    off.kill();
    const t = await klondike(cols, rows, MOTION_ON);
    const { written } = await playEight(t, landed);
    // At its place before the key, on its way in each frame, and where it lands.
    expect(placesWritten(written, '8♠', BOARD_WIDTH[cols]).size).toBeGreaterThanOrEqual(placesWritten(instant, '8♠', BOARD_WIDTH[cols]).size + MOTION_FRAMES);
    await sameAsWhole(t, 'after the glide');
    // Idle as before: from one tick of the clock to the next, the header's row alone.
    const first = clockOf(t.screen());
    const ticked = clockOf(await t.waitFor((screen) => clockOf(screen) !== first))!;
    const from = t.output().length;
    await t.waitFor((screen) => clockOf(screen) !== ticked);
    const tick = t.output().slice(from);
    expect(Buffer.byteLength(tick)).toBeLessThanOrEqual(150);
    expect([...tick.matchAll(/\x1b\[(\d+)(?:;\d+)?H/g)].map((m) => m[1])).toEqual(['1']);
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });

  it('off (the setting), the card is written once, where it lands', async () => {
    const t = await klondike(80, 24, MOTION_ON, { motion: false });
    const { written } = await playEight(t);
    expect([...placesWritten(written, '8♠')]).toHaveLength(1);
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });
});

describe('the win cascade at 80×24', () => {
  it('covers at most a third of the board, and the header and the summary stay whole', async () => {
    // FreeCell deal 1 one redo from its end: r plays the winning move.
    let won = newSession('freecell', 1);
    const result = solve(won.state, positions(200_000));
    if (result.verdict !== 'winnable') throw new Error('FreeCell deal 1 not proved winnable');
    for (const move of result.moves) won = play(won, move);
    const configDir = freshConfigDir();
    new GameStore(configDir).save(undo(won).session);
    const t = launch(['freecell'], { configDir });
    await t.waitFor('FreeCell');
    await t.keysReady();
    t.press('r');
    // Every screen of the cascade, read until it ends by itself (three seconds) and the board is back.
    let most = 0;
    let screens = 0;
    const cascade = (screen: string) => {
      const lines = screen.split('\n');
      expect(lines[0]).toMatch(/^FreeCell · deal 1 .* 98 moves/);
      expect(lines.slice(19).join('\n')).toMatch(/You won in 98 moves.*\nFreeCell: won 1 of 1/);
      expect(t.wrappedRows()).toEqual([]);
      const area = lines.slice(2, 19);
      const covered = area.reduce((n, line) => n + Array.from({ length: Math.ceil(line.length / 3) }, (_, i) => line.slice(i * 3, i * 3 + 3).trim()).filter(Boolean).length, 0);
      most = Math.max(most, covered / (Math.floor(80 / 3) * area.length));
      screens++;
    };
    await t.waitFor((screen) => {
      if (!screen.includes('You won')) return false;
      if (screen.includes('Recent moves')) return screens > 0;
      cascade(screen);
      return false;
    }, 20_000);
    expect(screens).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(1 / 3);
    t.press('q');
    expect((await t.exited()).exitCode).toBe(0);
  });
});

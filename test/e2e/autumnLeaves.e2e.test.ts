// Autumn Leaves end to end: the built bin/leaves.js in a real pseudo-terminal, its screen read as a
// person would read it and checked against the engine, keys typed as a person would type them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardName } from '../../src/engine/cards/cards.js';
import { describeMove } from '../../src/engine/describe.js';
import { games } from '../../src/engine/games.js';
import type { GameState, Move } from '../../src/engine/types.js';
import { decodeMoves } from '../../src/store/moveText.js';
import { ensureBuilt, type Expectation, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

const rules = games['autumn-leaves'];
const CELL = 6; // a card cell is five characters wide, then one space
const COLUMNS = 6;
/** Ink's clearTerminal: written only when a frame is as tall as the terminal (it flickers). */
const CLEAR_SCROLLBACK = '\x1b[3J';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/**
 * The row of column labels ("  1  ", " [2] " under the cursor, " ↓3↓ " where a run may go): the
 * header above it may take one line or, in a narrow terminal, two.
 */
function labelRow(screen: string): number {
  const label = /^ *(\[|↓)?\d(\]|↓)? *$/;
  return screen
    .split('\n')
    .findIndex((line) => Array.from({ length: COLUMNS }, (_, i) => line.slice(i * CELL, i * CELL + 5)).every((cell) => label.test(cell)));
}

/**
 * The rows between the labels and the message line. The frame is rows − 1 lines tall, its last
 * two lines the message and the key hints, so the board ends three rows above the screen's end.
 */
function boardRows(screen: string): string[] {
  const lines = screen.split('\n');
  const labels = labelRow(screen);
  return labels < 0 ? [] : lines.slice(labels + 1, lines.length - 3);
}

/** The tableau as drawn: for each column its cells from the bottom up, cursor brackets removed. */
function boardOnScreen(screen: string): string[][] {
  const rows = boardRows(screen);
  return Array.from({ length: COLUMNS }, (_, i) =>
    rows.map((line) => line.slice(i * CELL, i * CELL + 5).replace(/[[\]]/g, '').trim()).filter((cell) => cell !== ''),
  );
}

/** The tableau as the engine says it should be drawn (no column is tall enough to fold here). */
function boardOf(state: GameState): string[][] {
  return state.tableau.map((column) => column.map((card) => (card.faceUp ? cardName(card) : '▒▒▒')));
}

/** The column (1-based) whose label carries the cursor, as in " [3] ". */
function cursorColumn(screen: string): number | undefined {
  const label = screen.split('\n')[labelRow(screen)] ?? '';
  for (let i = 0; i < COLUMNS; i++) {
    if (label.slice(i * CELL, i * CELL + 5) === ` [${i + 1}] `) return i + 1;
  }
  return undefined;
}

/** The lines of "Recent moves", right of the board. */
function recentMoves(screen: string): string[] {
  const lines = screen.split('\n');
  const at = lines.findIndex((line) => line.includes('Recent moves'));
  if (at < 0) return [];
  const left = lines[at]!.indexOf('Recent moves');
  return lines.slice(at + 1, lines.length - 3).map((line) => line.slice(left).trim()).filter(Boolean);
}

/** The header's parts: the title, then facts such as "deal 1", "5 deals left", "0 moves", "00:03". */
function header(screen: string): string[] {
  const labels = labelRow(screen);
  if (labels < 0) return [];
  return screen
    .split('\n')
    .slice(0, labels)
    .join(' · ')
    .split('·')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The Autumn Leaves game saved in `configDir`, its moves read back from the text they are saved as. */
function savedGame(configDir: string): { seed: number; moves: Move[] | undefined } {
  const saved = JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8')).saves['autumn-leaves'];
  return { ...saved, moves: decodeMoves(saved.moves) };
}

const CLOCK = /^\d+:\d\d(:\d\d)?$/;

/** A narrow header says "#1" for "deal 1" (Header.tsx shortens its words where they do not fit). */
const isBoard = (screen: string) => header(screen)[0] === 'Autumn Leaves' && /^(deal |#)\d+$/.test(header(screen)[1] ?? '');

/** Whether the header shows this many moves, in full words or short ("3 mv"). */
const showsMoves = (screen: string, moves: number) => header(screen).some((part) => part === `${moves} move${moves === 1 ? '' : 's'}` || part === `${moves} mv`);

/** The header's last word: what the background solver has found about the position so far. */
const OUTLOOK = /^(…|thinking…|\d+%|winnable|lost|\?)$/;

/**
 * The screen with what may rightly differ between two sittings removed: the clock, the cursor, and
 * how far the background solver has got.
 */
function withoutClockAndCursor(screen: string): string {
  const rest = screen.split('\n').slice(labelRow(screen));
  const facts = header(screen).filter((part) => !CLOCK.test(part) && !OUTLOOK.test(part));
  return [facts.join(' · '), ...rest].join('\n').replace(/\[(.{3})\]/g, ' $1 ');
}

/** Presses → until the cursor is on `column` (1-based), reading the screen after each step. */
async function moveCursorTo(t: Running, column: number): Promise<void> {
  for (let steps = 0; cursorColumn(t.screen()) !== column; steps++) {
    if (steps > COLUMNS) throw new Error(`the cursor never reached column ${column}; the screen:\n${t.screen()}`);
    const before = cursorColumn(t.screen());
    t.press(KEY.right);
    await t.waitFor((screen) => cursorColumn(screen) !== before);
  }
}

/**
 * What a player sees must fit: the header on the first row, nothing on the last, no wrapping, and
 * no full clear in the output written since `since` (Ink clears the screen when a frame is as tall
 * as the terminal; a resize to a smaller terminal may rightly clear once, so steps after a resize
 * pass the output length from after its first frame).
 */
function expectFits(t: Running, rows: number, since = 0): void {
  const lines = t.screen().split('\n');
  expect(lines).toHaveLength(rows);
  expect(lines[0]).toMatch(/^Autumn Leaves/);
  expect(lines[rows - 1], 'the frame must stay at most rows − 1 lines tall').toBe('');
  expect(lines.filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(rows - 1);
  expect(t.wrappedRows(), 'no line may be wider than the terminal').toEqual([]);
  expect(t.output().slice(since).includes(CLEAR_SCROLLBACK), 'Ink cleared the screen: a frame was too tall').toBe(false);
}

/** Quits with `key` and checks the terminal is handed back as it was found. */
async function quitCleanly(t: Running, key = 'q'): Promise<void> {
  t.press(key);
  const { exitCode } = await t.exited();
  expect(exitCode).toBe(0);
  expect(t.onAlternateScreen(), 'the program must leave the alternate screen').toBe(false);
  expect(t.term.modes.synchronizedOutputMode).toBe(false);
  expect(t.term.modes.bracketedPasteMode, 'bracketed paste must be off again').toBe(false);
  const output = t.output();
  expect(output.lastIndexOf('\x1b[?25h'), 'the cursor must be shown again').toBeGreaterThan(output.lastIndexOf('\x1b[?25l'));
  expect(t.screen(), 'no frame may be left on the normal screen').not.toContain('Autumn Leaves');
}

describe('Autumn Leaves in a terminal', () => {
  it('plays a deal and a card move by keys, saves them, and shows the same board after a relaunch', async () => {
    const configDir = freshConfigDir();
    const t = launch(['--seed', '1'], { configDir });
    let state = rules.newGame({ seed: 1 });

    let screen = await t.waitFor(isBoard);
    await t.keysReady();
    expect(header(screen)).toEqual(['Autumn Leaves', 'deal 1', '5 deals left', 'score 0', '0 moves', expect.stringMatching(CLOCK), expect.stringMatching(OUTLOOK)]);
    expect(boardOnScreen(screen)).toEqual(boardOf(state));
    expect(recentMoves(screen)).toEqual(['none yet']);
    expect(cursorColumn(screen)).toBe(1);

    // A deal is a move: a face-up card on every column, one deal fewer.
    t.press('d');
    screen = await t.waitFor('4 deals left');
    state = rules.applyMove(state, { type: 'deal' });
    expect(header(screen)).toContain('1 move');
    expect(recentMoves(screen)).toEqual(['dealt a row']);
    expect(boardOnScreen(screen)).toEqual(boardOf(state));

    // Then a card move, found in the engine and made with the arrows and Enter.
    const move = rules.legalMoves(state).find((m): m is Extract<Move, { type: 'move' }> => m.type === 'move');
    if (!move) throw new Error('seed 1 has no card move after its first deal');
    const words = describeMove(state, move);
    await moveCursorTo(t, move.from.index + 1);
    t.press(KEY.enter);
    await t.waitFor(`Holding ${words.split(' ')[0]}`);
    await moveCursorTo(t, move.to.index + 1);
    t.press(KEY.enter);
    screen = await t.waitFor((s) => header(s).includes('2 moves'));
    state = rules.applyMove(state, move);
    expect(recentMoves(screen)).toEqual(['dealt a row', words]);
    expect(boardOnScreen(screen)).toEqual(boardOf(state));
    expect(screen).not.toContain('Holding');

    // Cursor back to column 1, where a new sitting starts, then quit.
    if (cursorColumn(screen) !== 1) {
      t.press('1');
      screen = await t.waitFor((s) => cursorColumn(s) === 1);
    }
    const before = screen;
    await quitCleanly(t);

    const saved = JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8'));
    expect(saved.lastGame).toBe('autumn-leaves');
    expect(savedGame(configDir)).toMatchObject({ seed: 1, moves: [{ type: 'deal' }, move] });
    expect(fs.readdirSync(t.home), 'nothing may be written outside LEAVES_CONFIG_DIR').toEqual([]);

    // No arguments: the game played last comes back exactly as it was left.
    const again = launch([], { configDir });
    const after = await again.waitFor((s) => isBoard(s) && header(s).includes('2 moves'));
    await again.keysReady();
    expect(withoutClockAndCursor(after)).toBe(withoutClockAndCursor(before));
    expect(boardOnScreen(after)).toEqual(boardOf(state));
    await quitCleanly(again);
  });

  /**
   * Deals all five rows (columns grow to nine cards), then a sixth that fails with a long message,
   * then picks up; every frame must fit. Starts on a whole board frame, after any resize.
   */
  async function dealEverythingFitting(t: Running, rows: number): Promise<void> {
    let screen = await t.waitFor((s) => isBoard(s) && cursorColumn(s) === 1);
    const since = t.output().length;
    const step = async (key: string, expected: Expectation) => {
      t.press(key);
      screen = await t.waitFor(expected);
      expectFits(t, rows, since);
    };
    for (let deal = 1; deal <= 5; deal++) {
      const previous = screen;
      // A header too narrow for the moves still shows the deals left.
      const left = new RegExp(`^${5 - deal} deals?( left)?$`);
      await step('d', (s) => s !== previous && (showsMoves(s, deal) || header(s).some((part) => left.test(part))));
    }
    await step('d', 'The stock is empty');
    expect(header(screen).some((part) => /^0 deals( left)?$/.test(part))).toBe(true);
    const previous = screen;
    await step(KEY.enter, (s) => s !== previous);
  }

  it.each([
    [80, 24],
    [80, 14],
    [40, 14],
  ])('keeps every frame inside a %i×%i terminal while the columns grow', async (cols, rows) => {
    const t = launch(['--seed', '1'], { configDir: freshConfigDir(), cols, rows });
    await t.waitFor(isBoard);
    await t.keysReady();
    expectFits(t, rows);
    await dealEverythingFitting(t, rows);
    await quitCleanly(t, KEY.ctrlC);
  });

  it('asks for a larger terminal when it is too small, and plays at exactly the size it asks for', async () => {
    const t = launch(['--seed', '1'], { configDir: freshConfigDir(), cols: 30, rows: 10 });
    const flat = (s: string) => s.replace(/\s+/g, ' ');
    const tooSmall = (s: string) => flat(s).includes('needs a terminal of at least');
    const screen = await t.waitFor(tooSmall);
    await t.keysReady();
    const size = /at least (\d+)×(\d+); this one is 30×10\b/.exec(flat(screen));
    if (!size) throw new Error(`no size in the message:\n${screen}`);
    const [cols, rows] = [Number(size[1]), Number(size[2])];
    expect(screen).not.toContain('Recent moves');
    expect(t.wrappedRows()).toEqual([]);
    expect(t.screen().split('\n').at(-1)).toBe('');

    // One column or one row short of what it asked for is still too small …
    t.resize(cols - 1, rows);
    await t.waitFor((s) => flat(s).includes(`this one is ${cols - 1}×${rows}`));
    t.resize(cols, rows - 1);
    await t.waitFor((s) => flat(s).includes(`this one is ${cols}×${rows - 1}`));
    // … and at exactly that size the board comes back and fits, through every deal.
    t.resize(cols, rows);
    await t.waitFor(isBoard);
    expect(flat(t.screen())).not.toContain('needs a terminal');
    await dealEverythingFitting(t, rows);

    t.resize(30, 10);
    await t.waitFor(tooSmall);
    t.resize(80, 24);
    const board = await t.waitFor(isBoard);
    expect(flat(board)).not.toContain('needs a terminal');
    expectFits(t, 24, t.output().length); // a resize may clear the screen, once
    t.resize(30, 10);
    await t.waitFor(tooSmall);
    await quitCleanly(t, 'q');
  });

  it.each([
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ])('hands the terminal back and keeps the game when %s ends it', async (signal, number) => {
    const configDir = freshConfigDir();
    const t = launch(['--seed', '1'], { configDir });
    await t.waitFor(isBoard);
    await t.keysReady();
    t.press('d');
    await t.waitFor('4 deals left');
    t.kill(signal);
    const { exitCode } = await t.exited();
    expect(exitCode).toBe(128 + number);
    expect(t.onAlternateScreen(), 'the program must leave the alternate screen').toBe(false);
    expect(t.term.modes.bracketedPasteMode, 'bracketed paste must be off again').toBe(false);
    const output = t.output();
    expect(output.lastIndexOf('\x1b[?25h'), 'the cursor must be shown again').toBeGreaterThan(output.lastIndexOf('\x1b[?25l'));
    expect(savedGame(configDir)).toMatchObject({ seed: 1, moves: [{ type: 'deal' }] });
  });
});

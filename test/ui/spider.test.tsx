// Spider on screen, driven by keys as a player would: ten columns, dealing rows, picking up
// same-suit runs (and not mixed ones), completed K→A runs leaving the table, the move log, and a
// tall column folding to fit an 80×24 terminal.
import { afterEach, describe, expect, it } from 'vitest';
import { cardName } from '../../src/engine/cards/cards.js';
import { newSession, type Position } from '../../src/engine/session/session.js';
import type { SpiderState } from '../../src/engine/games/spider/rules.js';
import { buildState } from '../engine/fixtures.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

function start(position: Position, size: { columns?: number; rows?: number } = {}) {
  current = renderApp(position, size);
  return current;
}

/** A position as columns of cards in the fixtures' notation ('?9C 5S'), and any other state fields. */
interface Spec {
  tableau: readonly string[];
  removed?: readonly string[];
  stock?: string;
  waste?: string;
  [field: string]: unknown;
}

/** A constructed Spider position (one suit unless given), at the starting score unless given. */
function position(spec: Spec): Position {
  const tableau = [...spec.tableau, ...Array<string>(10).fill('')].slice(0, 10);
  const state = buildState<SpiderState>('spider', { options: { suits: 1 }, score: 500, cells: [], reserve: [], baseRank: 1, redeals: 0, ...spec, tableau });
  return { session: newSession('spider', 1, { suits: 1 }).session, state };
}

/** A same-suit run from `high` down to `low` (ranks 1–13), bottom → top: run('S', 13, 1) is K♠…A♠. */
function run(suit: string, high: number, low: number): string {
  const ranks = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
  const cards: string[] = [];
  for (let r = high; r >= low; r--) cards.push(ranks[r]! + suit);
  return cards.join(' ');
}

/** Ten cards for one row of the stock. */
const ROW = 'AC AC AC AC AC AC AC AC AC AC';
/** Columns whose top cards (aces) take nothing, to fill a table. */
const ACES = ['?5D AC', '?5D AC', '?5D AC', '?5D AC', '?5D AC', '?5D AC', '?5D AC', '?5D AC'];

const PITCH = 6;
const BOARD_WIDTH = 10 * PITCH;

function lines(frame: string): string[] {
  return frame.split('\n');
}

function label(line: string, column: number): string {
  return line.slice((column - 1) * PITCH, (column - 1) * PITCH + 5).replace(/[[\]↓]/g, '').trim();
}

/** Index of the line of column labels: 1 … 9, 0 in their cells. */
function labelRow(frame: string): number {
  return lines(frame).findIndex((line) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].every((n) => label(line, n) === String(n % 10)));
}

function columnLabels(frame: string): string {
  return (lines(frame)[labelRow(frame)] ?? '').slice(0, BOARD_WIDTH);
}

/** The cards of a column as drawn, top of the screen first (1-based column number). */
function columnCells(frame: string, column: number): string[] {
  const all = lines(frame);
  return all
    .slice(labelRow(frame) + 1, all.length - 2)
    .map((line) => line.slice((column - 1) * PITCH, (column - 1) * PITCH + 5).trim())
    .filter((cell) => cell !== '');
}

/** Cells without the cursor's brackets. */
function plain(cells: string[]): string[] {
  return cells.map((cell) => cell.replace(/[[\]]/g, '').trim());
}

/** The board's part of the frame, without the header, the move log, the message and the hints. */
function board(frame: string): string {
  const all = lines(frame);
  return all.slice(labelRow(frame), all.length - 2).map((line) => line.slice(0, BOARD_WIDTH)).join('\n');
}

/** The cards marked as chosen (bracketed) in a column. */
function chosen(frame: string, column: number): string[] {
  return columnCells(frame, column).filter((cell) => cell.startsWith('['));
}

function fitsTerminal(frame: string, columns = 80, rows = 24) {
  const all = lines(frame);
  expect(all.length).toBeLessThanOrEqual(rows - 1);
  expect(Math.max(...all.map((line) => [...line].length))).toBeLessThanOrEqual(columns);
}

describe('the board', () => {
  it('shows ten columns and the header: Spider, suits, deals left, runs done and the score', () => {
    const deal = newSession('spider', 1, { suits: 1 });
    const { frame } = start(deal);
    expect(frame()).toContain('Spider');
    expect(frame()).toContain('1 suit');
    expect(frame()).toContain('5 deals left');
    expect(frame()).toContain('0/8 runs');
    expect(frame()).toContain('score 500');
    expect(columnLabels(frame())).toMatch(/^\s*\[1\]\s+2\s+3\s+4\s+5\s+6\s+7\s+8\s+9\s+0\s*$/);
    for (let c = 1; c <= 10; c++) {
      const cells = columnCells(frame(), c);
      expect(cells).toHaveLength(c <= 4 ? 6 : 5);
      expect(cells.slice(0, -1).every((cell) => cell === '▒▒▒')).toBe(true);
      expect(cells.at(-1)!.replace(/[[\]]/g, '').trim()).toBe(cardName(deal.state.tableau[c - 1]!.at(-1)!));
    }
    expect(frame()).toContain('Recent moves');
    fitsTerminal(frame());
  });

  it('f and a say that Spider has no foundations', async () => {
    const { frame, press } = start(newSession('spider', 1, { suits: 1 }));
    await press('f');
    expect(frame()).toContain('Spider has no foundations.');
    await press(KEYS.escape, 'a');
    expect(frame()).toContain('Spider has no foundations.');
    expect(frame()).toContain('0 mv');
  });

  it('a two-suit game says so', () => {
    const { frame } = start(newSession('spider', 1, { suits: 2 }));
    expect(frame()).toContain('2 suits');
  });
});

describe('dealing', () => {
  it('d deals a face-up card onto every column: one deal fewer, score −1', async () => {
    const deal = newSession('spider', 1, { suits: 1 });
    const { frame, press, save } = start(deal);
    await press('d');
    expect(frame()).toContain('4 deals left');
    expect(frame()).toContain('score 499');
    expect(frame()).toContain('dealt a row');
    expect(frame()).toContain('1 mv');
    // The stock's last card comes off first, onto column 1.
    const row = deal.state.stock.slice(-10).reverse();
    for (let c = 1; c <= 10; c++) {
      const cells = columnCells(frame(), c);
      expect(cells).toHaveLength(c <= 4 ? 7 : 6);
      expect(cells.at(-1)!.replace(/[[\]]/g, '').trim()).toBe(cardName(row[c - 1]!));
    }
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ moves: [{ type: 'deal' }] }));
  });

  it('d is refused while a column is empty, and the message says why', async () => {
    const { frame, press } = start(position({ tableau: ['KS', '', ...ACES], stock: ROW }));
    expect(frame()).toContain('1 deal left');
    await press('d');
    expect(frame()).toContain('Fill every empty column before dealing.');
    expect(frame()).toContain('1 deal left');
    expect(frame()).toContain('score 500');
    expect(frame()).toContain('0 mv');
    expect(columnCells(frame(), 1)).toEqual(['[ K♠]']);
  });

  it('d on an empty stock says there is nothing left to deal', async () => {
    const { frame, press } = start(position({ tableau: ['KS', 'QS', ...ACES] }));
    expect(frame()).toContain('0 deals left');
    await press('d');
    expect(frame()).toContain('The stock is empty.');
    expect(frame()).toContain('0 mv');
  });
});

describe('picking up runs', () => {
  it('the move log says what moved onto what: 8♥ onto 9♠', async () => {
    const { frame, press } = start(position({ tableau: ['?3C 9S', '?4C 8H', ...ACES], stock: ROW, options: { suits: 2 } }));
    await press('2', KEYS.enter);
    expect(frame()).toContain('Holding 8♥');
    expect(columnLabels(frame())).toMatch(/^\s*\[1\]/);
    await press(KEYS.enter);
    expect(frame()).toContain('8♥ onto 9♠');
    expect(frame()).toContain('score 499');
    expect(columnCells(frame(), 1)).toEqual(['▒▒▒', '9♠', expect.stringContaining('8♥')]);
    // The card under 8♥ turned face up.
    expect(columnCells(frame(), 2)).toEqual([expect.stringContaining('4♣')]);
  });

  it('a mixed-suit group cannot be picked up as one: ↑ stops at the same-suit run', async () => {
    const { frame, press } = start(position({ tableau: ['?3C 9S 8H 7H 6H', '9C', ...ACES], stock: ROW, options: { suits: 2 } }));
    // 8♥–6♥ goes onto 9♣: the whole same-suit run is chosen to begin with.
    expect(chosen(frame(), 1)).toEqual(['[ 8♥]', '[ 7♥]', '[ 6♥]']);
    await press(KEYS.down, KEYS.down);
    expect(chosen(frame(), 1)).toEqual(['[ 6♥]']);
    for (let i = 0; i < 6; i++) await press(KEYS.up);
    expect(chosen(frame(), 1)).toEqual(['[ 8♥]', '[ 7♥]', '[ 6♥]']);
    expect(columnCells(frame(), 1)).toContain('9♠');
    await press(KEYS.enter);
    expect(frame()).toContain('Holding 8♥–6♥');
    expect(frame()).not.toContain('Holding 9♠');
    await press(KEYS.enter);
    expect(frame()).toContain('8♥–6♥ onto 9♣');
    expect(columnCells(frame(), 1)).toEqual(['▒▒▒', expect.stringContaining('9♠')]);
    expect(plain(columnCells(frame(), 2))).toEqual(['9♣', '8♥', '7♥', '6♥']);
  });

  it('↓ chooses fewer cards of the run, and only those move', async () => {
    const { frame, press } = start(position({ tableau: ['?3C 8H 7H 6H', '7S', '9C', ...ACES.slice(1)], stock: ROW, options: { suits: 2 } }));
    expect(chosen(frame(), 1)).toEqual(['[ 8♥]', '[ 7♥]', '[ 6♥]']);
    await press(KEYS.down, 'j');
    expect(chosen(frame(), 1)).toEqual(['[ 6♥]']);
    await press(KEYS.enter);
    expect(frame()).toContain('Holding 6♥');
    expect(columnLabels(frame())).toMatch(/^\s*1\s+\[2\]/);
    await press(KEYS.enter);
    expect(frame()).toContain('6♥ onto 7♠');
    expect(columnCells(frame(), 1)).toEqual(['▒▒▒', '8♥', '7♥']);
  });

  it('an empty column takes any card', async () => {
    // A wider terminal, so the move log has room for the whole line.
    const { frame, press } = start(position({ tableau: ['?2S 5H', '', ...ACES], stock: ROW, options: { suits: 2 } }), { columns: 100, rows: 24 });
    await press(KEYS.enter);
    expect(frame()).toContain('Holding 5♥');
    expect(columnLabels(frame())).toMatch(/^\s*1\s+\[2\]/);
    await press(KEYS.enter);
    expect(frame()).toContain('5♥ to an empty column');
    expect(columnCells(frame(), 1)).toEqual([expect.stringContaining('2♠')]);
  });
});

describe('completed runs', () => {
  it('a run dropped to complete K→A leaves the table: 13 cards gone, 1/8 runs, +100 −1', async () => {
    const { frame, press } = start(position({
      tableau: ['?5H ' + run('S', 13, 7), '9H ' + run('S', 6, 1), ...ACES],
      stock: ROW,
    }));
    expect(board(frame())).toContain('K♠');
    await press('2');
    expect(chosen(frame(), 2)).toHaveLength(6);
    await press(KEYS.enter);
    expect(frame()).toContain('Holding 6♠–A♠');
    await press(KEYS.enter);
    expect(frame()).toContain('6♠–A♠ onto 7♠');
    expect(frame()).toContain('1/8 runs');
    expect(frame()).toContain('score 599');
    // Column 1 keeps only the card that was under the run, now face up; no spade is left.
    expect(columnCells(frame(), 1)).toEqual([expect.stringContaining('5♥')]);
    expect(columnCells(frame(), 2)).toEqual([expect.stringContaining('9♥')]);
    expect(board(frame())).not.toContain('♠');
  });

  it('a single card that completes the run takes the whole run off the table', async () => {
    const { frame, press } = start(position({
      tableau: ['?5H ?6H ' + run('S', 13, 2), '?3C AS', ...ACES],
      stock: ROW,
    }));
    await press('2', KEYS.enter, KEYS.enter);
    expect(frame()).toContain('A♠ onto 2♠');
    expect(frame()).toContain('1/8 runs');
    expect(frame()).toContain('score 599');
    expect(columnCells(frame(), 1)).toEqual(['▒▒▒', expect.stringContaining('6♥')]);
    expect(columnCells(frame(), 2)).toEqual([expect.stringContaining('3♣')]);
    expect(board(frame())).not.toContain('♠');
  });

  it.each([[80, 24], [160, 50]])('at %i×%i the finished runs show under the header as their kings, the one just finished too', async (columns, rows) => {
    const { frame, press } = start(position({
      tableau: [run('H', 13, 2), 'AH', ...ACES],
      removed: [run('S', 13, 1)],
      options: { suits: 2 },
    }), { columns, rows });
    expect(lines(frame())[1]).toMatch(/^runs off +K♠ *$/);
    await press('2', KEYS.enter, KEYS.enter);
    expect(lines(frame())[1]).toMatch(/^runs off +K♠ +K♥ *$/);
    expect(frame().split('\n').length).toBeLessThanOrEqual(rows);
  });

  it('with no run finished, the line under the header stays blank', () => {
    const { frame } = start(position({ tableau: [run('H', 13, 2), 'AH', ...ACES] }));
    expect(lines(frame())[1]!.trim()).toBe('');
  });

  it('the eighth run wins the game', async () => {
    const { frame, press } = start(position({
      tableau: [run('S', 13, 2), 'AS'],
      removed: Array<string>(7).fill(run('S', 13, 1)),
    }));
    expect(frame()).toContain('7/8 runs');
    await press('2', KEYS.enter, KEYS.enter);
    expect(frame()).toContain('8/8 runs');
    expect(frame()).toMatch(/You won in 1 move and \d+:\d\d!/);
  });
});

describe('a tall column in an 80×24 terminal', () => {
  // Five face-down cards, fourteen face-up cards in no order, and Q♥…A♥ on top: 31 cards.
  const tall = '?2D ?3D ?4D ?5D ?6D KS QD JC TS 9D 8C 7S 6D 5C 4S 3D 2C AS KD ' + run('H', 12, 1);
  const tableau = [tall, '2C', 'AD', 'AD', 'AD', 'AD', 'AD', 'AD', 'AD', 'AD'];

  it('folds to fit, shows the face-down count and keeps the top card visible', () => {
    const { frame } = start(position({ tableau, stock: ROW, options: { suits: 4 } }), { columns: 80, rows: 24 });
    fitsTerminal(frame());
    const cells = columnCells(frame(), 1);
    expect(cells[0]).toMatch(/^▒▒×5/);
    expect(cells.at(-1)).toBe('[ A♥]');
    expect(frame()).toContain('Spider');
    expect(frame()).toContain('score 500');
  });

  it('↑ deep into the run keeps the first chosen card on screen', async () => {
    const { frame, press } = start(position({ tableau, stock: ROW, options: { suits: 4 } }), { columns: 80, rows: 24 });
    // Only A♥ fits elsewhere (on 2♣): one card chosen to begin with.
    expect(chosen(frame(), 1)).toEqual(['[ A♥]']);
    for (let i = 0; i < 6; i++) await press(KEYS.up);
    expect(chosen(frame(), 1)).toContain('[ 7♥]');
    expect(columnCells(frame(), 1).at(-1)).toBe('[ A♥]');
    fitsTerminal(frame());
    for (let i = 0; i < 10; i++) await press(KEYS.up);
    // The run is Q♥…A♥: ↑ stops at Q♥ (K♦ is another suit).
    const cells = columnCells(frame(), 1);
    expect(cells).toContain('[ Q♥]');
    expect(cells).not.toContain('[ K♦]');
    expect(cells.at(-1)).toBe('[ A♥]');
    expect(cells[0]).toMatch(/^▒▒×5/);
    fitsTerminal(frame());
    await press(KEYS.enter);
    expect(frame()).toContain('No pile takes Q♥–A♥.');
  });

  it('a tall column fits after a real deal has been dealt out, too', async () => {
    const { frame, press } = start(newSession('spider', 1, { suits: 1 }), { columns: 80, rows: 24 });
    for (let i = 0; i < 5; i++) await press('d');
    expect(frame()).toContain('0 deals left');
    fitsTerminal(frame());
  });
});

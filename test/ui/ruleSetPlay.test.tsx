// Rule-set games played on the board from hand-built positions, as a player would: a card sent
// into the hole (Golf's foundation) by one Enter, its one place to go, and Golf's stock turned
// onto it with d, and the score in the header; seventeen columns of narrow cells, a click on each reading the card under it;
// Yukon's groups picked from any face-up card by ↑ and by a click; Canfield's reserve (its top
// card and a count) and foundations that show the base rank they take; Eight Off's eight cells;
// Forty Thieves' eight foundations; a completed run leaving Spiderette's table, counted in the header.
import { afterEach, describe, expect, it } from 'vitest';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { newSession, type Position } from '../../src/engine/session/session.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { buildState, pile, type PileSpec, type StateSpec } from '../engine/fixtures.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

interface Spec extends StateSpec {
  cells?: readonly PileSpec[];
  reserve?: readonly PileSpec[];
  baseRank?: number;
}

/** A rule-set position: the piles as written, the counters of a fresh deal unless given. */
function position(game: string, spec: Spec): Position {
  const { cells = [], reserve = [], baseRank = 1, ...rest } = spec;
  const state = buildState<RuleSetState>(game, { ...rest, cells: cells.map((p) => pile(p)), reserve: reserve.map((p) => pile(p)), baseRank, redeals: 0 });
  return { session: newSession(game as never, 1).session, state };
}

function start(game: string, spec: Spec, size: Parameters<typeof renderApp>[1] = {}) {
  current = renderApp(position(game, spec), size);
  return current;
}

const click = (x: number, y: number) => `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`;
const columnsOf = (text: string) => [...text].length;

/** The cell (0-based) where the frame shows `text`, the `nth` time (0: the first). */
function cellOf(frame: string, text: string, nth = 0): { x: number; y: number } {
  const lines = frame.split('\n');
  let seen = 0;
  for (let y = 0; y < lines.length; y++) {
    for (let at = lines[y]!.indexOf(text); at >= 0; at = lines[y]!.indexOf(text, at + 1)) {
      if (seen++ === nth) return { x: columnsOf(lines[y]!.slice(0, at)), y };
    }
  }
  throw new Error(`"${text}" is not in:\n${frame}`);
}

/** The label line of the top row (the third line: header, blank, labels). */
const topLabels = (frame: string) => frame.split('\n')[2]!;

describe('a hole', () => {
  const golf: Spec = { tableau: ['4S 7C', 'KD JD', '2S', '', '', '', ''], foundations: ['QH'], stock: 'AC 5D' };

  it('Golf: its pile is called the foundation, as its rules say; one Enter plays a column card it takes there', async () => {
    const app = start('golf', golf);
    expect(topLabels(app.frame())).toMatch(/ foundation /);
    expect(app.frame()).not.toMatch(/\bhole\b/);
    // The one place J♦ can go: Enter plays it there, no second Enter to carry it.
    const played = await app.press('2', KEYS.enter);
    expect(played).not.toContain('Holding');
    expect(played).toMatch(/J♦ (to|into|onto)/);
    expect(played.split('\n')[3]).toContain('J♦');
  });

  it('Golf: the header keeps the score, 10 for a card cleared from the columns (30 cleared before this position), nothing for a stock card turned', async () => {
    const app = start('golf', golf);
    expect(app.frame().split('\n')[0]).toMatch(/score 300\b/);
    const played = await app.press('2', KEYS.enter);
    expect(played.split('\n')[0]).toMatch(/score 310\b/);
    const turned = await app.press('d');
    expect(turned.split('\n')[0]).toMatch(/score 310\b/);
  });

  it('Golf: a card the foundation does not take is refused with the reason, and d turns the stock onto the foundation', async () => {
    const app = start('golf', golf);
    expect(await app.press('1', KEYS.enter)).toContain('7♣ is not one rank from Q♥, the top card of the foundation');
    const turned = await app.press('d');
    expect(turned.split('\n')[3]).toContain('5♦');
    expect(topLabels(turned)).toContain('×1');
    expect(turned).not.toMatch(/\bhole\b/);
  });

  it('Black Hole: seventeen columns in 80 columns, narrow cells four wide; a click on column 17 plays its card into the hole at once', async () => {
    const tableau = ['7C 6D 6H', ...Array<string>(15).fill('9C'), 'KS 3S 2S'];
    const app = start('black-hole', { tableau, foundations: ['AS'] });
    const lines = app.frame().split('\n');
    for (const line of lines) expect(columnsOf(line)).toBeLessThanOrEqual(80);
    const labels = lines.find((line) => /^ +\[?1\]? +2 +3 /.test(line))!;
    // The keys 1–9 and 0 label the first ten; past them no key reaches a column, and none wears a label.
    expect(labels.trim().split(/\s+/).map((label) => label.replace(/[[\]]/g, ''))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
    // Column c's label is at 4·c + 2, its cards' faces at 4·c + 1 to 4·c + 3.
    expect(columnsOf(labels.slice(0, labels.lastIndexOf('0')))).toBe(9 * 4 + 2);
    const twoOfSpades = cellOf(app.frame(), '2♠');
    expect(twoOfSpades.x).toBe(16 * 4 + 2);
    // The hole is the one place 2♠ can go: the click plays it there.
    const dropped = await app.press(click(twoOfSpades.x, twoOfSpades.y));
    expect(dropped).not.toContain('Holding');
    expect(dropped.split('\n')[3]).toContain('2♠');
    // Gone from its column (the move log under the columns names it).
    const after = dropped.split('\n');
    expect(after.slice(4, after.findIndex((line) => line.startsWith('Recent moves'))).join('\n')).not.toContain('2♠');
  });

  it('Black Hole in the ASCII style without colour: the chosen card marked by > in its narrow cell', async () => {
    const tableau = ['7C 6D 6H', ...Array<string>(15).fill('9C'), '2H'];
    const app = start('black-hole', { tableau, foundations: ['AS'] }, { theme: makeTheme({ style: 'ascii', color: false, fourColor: false }) });
    expect(app.frame()).toMatch(/^> 6H$/m);
  });
});

describe('any face-up group (Yukon)', () => {
  const yukon: Spec = { tableau: ['?KC ?QD 9H 4S 8C 2D', 'TS', '', '', '', '', ''] };

  it('↑ chooses more of the face-up cards, as many as the game lets move, and Enter carries them all', async () => {
    const app = start('yukon', yukon);
    // Nothing takes the top card alone; 9♥ with the three on it goes onto 10♠.
    expect(app.frame()).toMatch(/\[ 9♥\]/);
    let frame = await app.press(KEYS.down);
    expect(frame).not.toMatch(/\[ 9♥\]/);
    expect(frame).toMatch(/\[ 4♠\]/);
    frame = await app.press(KEYS.up);
    expect(frame).toMatch(/\[ 9♥\]/);
    expect(await app.press(KEYS.enter)).toContain('Holding 9♥');
    expect(await app.press(KEYS.enter)).toContain('10♠');
  });

  it('a click on a card deep in the column picks it up with everything on it; a click on a face-down card does not', async () => {
    const app = start('yukon', yukon);
    const nine = cellOf(app.frame(), '9♥');
    expect(await app.press(click(nine.x, nine.y))).toContain('Holding 9♥');
    await app.press(KEYS.escape);
    const back = cellOf(app.frame(), '▒▒▒');
    expect(await app.press(click(back.x, back.y))).toContain('do not move together');
  });
});

describe('a reserve, and foundations from another rank than the ace (Canfield)', () => {
  const canfield: Spec = {
    tableau: ['8S', '4H', 'JC', '9D'], foundations: ['5S', '', '', ''], baseRank: 5,
    reserve: ['?KD ?2C 7H'], stock: 'QC JD', waste: '',
  };

  it('the reserve shows its top card under its count; an empty foundation shows the rank and suit it takes', () => {
    const frame = start('canfield', canfield).frame();
    const count = cellOf(frame, '×3');
    const top = cellOf(frame, '7♥');
    expect(top.y).toBe(count.y + 1);
    expect(Math.abs(top.x - count.x)).toBeLessThanOrEqual(1);
    // Foundation ♠ has its 5; the others wait for theirs, in brackets of their own (no card reads so).
    expect(frame).toContain('( 5♥)');
    expect(frame).toContain('( 5♦)');
    expect(frame).toContain('( 5♣)');
    expect(frame).not.toContain('( 5♠)');
  });

  it('the top reserve card is picked up by a click, and goes where it fits', async () => {
    const app = start('canfield', canfield);
    const top = cellOf(app.frame(), '7♥');
    expect(await app.press(click(top.x, top.y))).toContain('Holding 7♥');
    expect(await app.press('1')).toContain('7♥ onto 8♠');
  });

  it('↑ ↓ choose only the groups its rule lets move: the last card alone or the whole pile, never the cards between', async () => {
    const app = start('canfield', { ...canfield, tableau: ['9D 8S 7H 6C', '4H', 'JC', 'KS'] });
    // Nothing takes either group, so the whole pile is chosen (each card of it in brackets).
    expect(app.frame()).toMatch(/\[ 9♦\]/);
    let frame = await app.press(KEYS.down);
    expect(frame).toMatch(/\[ 6♣\]/);
    expect(frame).not.toMatch(/\[ 7♥\]/);
    frame = await app.press(KEYS.up);
    expect(frame).toMatch(/\[ 9♦\]/);
  });

  it('every one of the seven places is on screen at 80×24 and the cursor reaches the last, a foundation past the four columns', async () => {
    const app = start('canfield', canfield);
    let frame = await app.press(KEYS.up);
    for (let i = 0; i < 6; i++) frame = await app.press(KEYS.right);
    const labels = topLabels(frame);
    expect(labels).toMatch(/\[♣\]/);
    expect(columnsOf(labels.slice(0, labels.indexOf('[♣]')))).toBeGreaterThan(4 * 6);
  });
});

describe('cells and foundations past the columns', () => {
  it('Eight Off: eight cells and four foundations in one row at 80 columns, a card from the eighth cell to a column', async () => {
    const tableau = ['KH', '5C', '', '', '', '', '', ''];
    const app = start('eight-off', { tableau, cells: ['', '', '', '', '', '', '', 'QH'], foundations: ['', '', '', ''] });
    const labels = topLabels(app.frame());
    for (let cell = 1; cell <= 8; cell++) expect(labels).toContain(`c${cell}`);
    const queen = cellOf(app.frame(), 'Q♥');
    expect(await app.press(click(queen.x, queen.y))).toContain('Holding Q♥');
    const moved = await app.press('1');
    expect(moved).toMatch(/^ *\[ Q♥\]$/m);
    expect(topLabels(moved)).toContain('c8');
  });

  it('Eight Off: framed cards, its twelve places in one row, the move log left out for them at 130 columns and beside them at 160', async () => {
    current = renderApp(newSession('eight-off', 1), { columns: 130, rows: 50 });
    expect(current.frame()).toContain('╭');
    expect(current.frame()).not.toContain('Recent moves');
    const frame = await current.resize(160, 50);
    expect(frame).toContain('╭');
    expect(frame).toContain('Recent moves');
    for (const line of frame.split('\n')) expect(columnsOf(line)).toBeLessThanOrEqual(160);
  });

  it('Forty Thieves: two foundations of each suit, either taking the ace', async () => {
    const tableau = ['AS', 'AS', '', '', '', '', '', '', '', ''];
    const app = start('forty-thieves', { tableau, foundations: Array<string>(8).fill(''), stock: 'KC' });
    expect(topLabels(app.frame()).match(/♠/g)).toHaveLength(2);
    await app.press('1', 'f', '2', 'f');
    // The top row's cards, without the move log beside them.
    const row = [...app.frame().split('\n')[3]!].slice(0, 10 * 6).join('');
    expect(row.match(/A♠/g), app.frame()).toHaveLength(2);
  });
});

describe('runs that leave the table (Spiderette)', () => {
  it('the ace that completes a run of one suit: the run leaves its column, and the header counts it', async () => {
    const tableau = ['KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', 'AS', '5H', '', '', '', ''];
    const app = start('spiderette', { tableau, stock: 'TD' });
    expect(app.frame()).toContain('0/4 suits');
    const done = await app.press('2', KEYS.enter, '1');
    expect(done).toContain('1/4 suits');
    // The columns (the move log beside them says what happened).
    const columns = done.split('\n').slice(5, -2).map((line) => [...line].slice(0, 7 * 6).join('')).join('\n');
    expect(columns).not.toContain('K♠');
    expect(columns).not.toContain('A♠');
  });
});

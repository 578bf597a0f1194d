// Card faces that grow with the terminal: compact cards at 80×24, framed cards (rank and suit in
// the corners) where the game's tallest column, the top row and the move log fit, chosen again on
// every resize; all three styles in every size, the ASCII one in ASCII only.
import { Chalk } from 'chalk';
import { afterEach, describe, expect, it } from 'vitest';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import { newSession } from '../../src/engine/session/session.js';
import { boardWidth } from '../../src/ui/board/boardGeometry.js';
import { framedCard, framedEmpty } from '../../src/ui/board/cardFrame.js';
import { chooseCardSize, columnsShape, COMPACT, FRAMED_SIZES } from '../../src/ui/board/cardSize.js';
import { overlapShape } from '../../src/ui/board/overlapGeometry.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { buildState, card, pile } from '../engine/fixtures.js';
import { renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

const ids = Object.keys(games) as PlayableGameId[];
const theme = (style: 'unicode' | 'cards' | 'ascii') => makeTheme({ style, color: false, fourColor: false }, new Chalk({ level: 0 }));
const columnsOf = (line: string) => [...line].length;

/** Where the board ends: the column at which "Recent moves" starts, or where the widest line ends without one. */
function drawnWidth(frame: string): number {
  const lines = frame.split('\n');
  const line = lines.find((l) => l.includes('Recent moves'));
  if (!line) return Math.max(...lines.slice(1, -2).map((l) => columnsOf(l.trimEnd())));
  return columnsOf(line.slice(0, line.indexOf('Recent moves')));
}

/** Whether the smallest framed cards and the move log fit 200 columns (seventeen columns do not). */
const framesAt200 = (id: PlayableGameId) => {
  const { state } = newSession(id, 1);
  const shape = overlapShape(state) ?? columnsShape(state.tableau, (size) => boardWidth(state, size, theme('unicode')));
  return shape.width(FRAMED_SIZES[0]!) + 19 <= 200;
};

/** The framed size whose boxes the tests below draw, eleven columns wide. */
const ELEVEN = FRAMED_SIZES.find((size) => size.width === 11)!;

describe('the card size', () => {
  it.each(ids)('%s: one-line cards at 80×24, framed at 200×60 (where they fit) and more than twice as wide; a resize chooses again', async (id) => {
    current = renderApp(newSession(id, 1), { columns: 80, rows: 24 });
    const small = current.frame();
    expect(small).not.toMatch(/[╭╔]/);
    const large = await current.resize(200, 60);
    if (framesAt200(id)) {
      expect(large).toMatch(/╭/);
      expect(drawnWidth(large)).toBeGreaterThan(2 * drawnWidth(small));
    } else expect(large).not.toMatch(/[╭╔]/);
    for (const line of large.split('\n')) expect(columnsOf(line)).toBeLessThanOrEqual(200);
    expect(large.split('\n').length).toBeLessThanOrEqual(59);
    // The same board again (the header's clock may have ticked meanwhile).
    const withoutClock = (frame: string) => frame.replace(/\d+:\d\d/, '');
    expect(withoutClock(await current.resize(80, 24))).toBe(withoutClock(small));
  });

  it('a column too tall for framed cards keeps the cards compact', () => {
    const tall = '?2D ?3D ?4D ?5D ?6D ?7D KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H';
    const tableau = [tall, '', '', '', '', '', ''].map((column) => buildState('klondike', { tableau: [column] }).tableau[0]!);
    expect(chooseCardSize({ columns: 200, boardLines: 30, tableau, hasTopRow: true, besideBoard: 19 })).toBe(COMPACT);
    expect(chooseCardSize({ columns: 200, boardLines: 60, tableau, hasTopRow: true, besideBoard: 19 }).framed).toBe(true);
  });

  it('the move log must fit beside framed cards; ten columns and the log fit 120 columns in the smallest frames', () => {
    const tableau = newSession('spider', 1).state.tableau;
    expect(chooseCardSize({ columns: 100, boardLines: 40, tableau, hasTopRow: false, besideBoard: 19 })).toBe(COMPACT);
    expect(chooseCardSize({ columns: 120, boardLines: 40, tableau, hasTopRow: false, besideBoard: 19 })).toEqual({ width: 9, height: 6, framed: true });
    expect(chooseCardSize({ columns: 200, boardLines: 40, tableau, hasTopRow: false, besideBoard: 19 }).framed).toBe(true);
  });
});

describe('framed cards', () => {
  for (const style of ['unicode', 'cards', 'ascii'] as const) {
    it.each(FRAMED_SIZES.map((size) => [size.width, size] as const))(`${style}, ${'%i'} wide: a box of the size with the rank and suit in two corners`, (_width, size) => {
      const lines = framedCard(card('TH'), 'none', theme(style), size);
      expect(lines).toHaveLength(size.height);
      for (const line of [...lines, ...framedCard(card('?KC'), 'none', theme(style), size), ...framedEmpty(true, theme(style), size, 'S')]) {
        expect(columnsOf(line)).toBe(size.width);
      }
      // The cards style's playing-card character is too small to read in a box: 10♥ there too.
      const corner = { unicode: '10♥', cards: '10♥', ascii: 'TH' }[style];
      expect(lines[1]!.slice(1).startsWith(corner)).toBe(true);
      expect(lines[size.height - 2]!.slice(0, -1).endsWith(corner)).toBe(true);
      if (style === 'ascii') expect(lines.join('')).toMatch(/^[\x20-\x7e]*$/);
    });
  }

  it('a covered card shows its first lines: the edge, and the rank when face up', () => {
    const size = ELEVEN;
    expect(framedCard(card('7S'), 'none', theme('unicode'), size, 2)).toEqual(['╭─────────╮', '│7♠       │']);
    expect(framedCard(card('?7S'), 'none', theme('ascii'), size, 1)).toEqual(['+#########+']);
  });

  it("a foundation's box is heavy, so a full one never looks like a card in a free cell", () => {
    const size = ELEVEN;
    for (const style of ['unicode', 'cards', 'ascii'] as const) {
      const inCell = framedCard(card('KS'), 'none', theme(style), size);
      const home = framedCard(card('KS'), 'none', theme(style), size, size.height, size.width, 'foundation');
      const empty = framedEmpty(false, theme(style), size, 'S', 'foundation');
      expect(home[0]!, style).not.toBe(inCell[0]);
      expect(home.at(-1)!, style).not.toBe(inCell.at(-1));
      expect(empty[0], style).toBe(home[0]);
    }
    expect(framedCard(card('KS'), 'none', theme('unicode'), size, size.height, size.width, 'foundation')[0]).toBe('┏━━━━━━━━━┓');
    expect(framedCard(card('KS'), 'none', theme('ascii'), size, size.height, size.width, 'foundation')[0]).toBe('*---------*');
  });

  it('the chosen card has a double frame, so the cursor shows without colour', () => {
    const size = ELEVEN;
    expect(framedCard(card('7S'), 'chosen', theme('unicode'), size)[0]).toBe('╔═════════╗');
    expect(framedCard(card('7S'), 'held', theme('ascii'), size)[0]).toBe('#=========#');
  });

  it('the ASCII style at 200×60 writes nothing above 127, framed cards included', async () => {
    for (const id of ids) {
      current = renderApp(newSession(id, 1), { columns: 200, rows: 60, theme: theme('ascii') });
      if (framesAt200(id)) expect(current.frame()).toContain('+-');
      expect(current.frame()).toMatch(/^[\x00-\x7f]*$/);
      current.unmount();
      current = undefined;
    }
  });
});

describe('the top row in frames', () => {
  it('FreeCell: a full foundation is a heavy box under its suit, a king in a free cell a plain one under "cell 1"', () => {
    const spades = 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS';
    const state = buildState('freecell', { tableau: ['QH', 'JH', '', '', '', '', '', ''], foundations: [spades, '', '', ''], cells: [pile('KH'), [], [], []], reserve: [] });
    current = renderApp({ session: newSession('freecell', 1).session, state }, { columns: 200, rows: 60 });
    const lines = current.frame().split('\n');
    const labels = lines.findIndex((line) => line.includes('cell 1'));
    expect(labels).toBeGreaterThan(0);
    const boxes = lines[labels + 1]!.trim().split(/\s+/);
    expect(boxes[0]).toMatch(/^╭─+╮$/);
    expect(boxes[4]).toMatch(/^┏━+┓$/);
    // Labels say what each place is: no count that could pass for a column's number.
    expect(lines[labels]!.trim().split(/\s+/).slice(0, 8)).toEqual(['cell', '1', 'cell', '2', 'cell', '3', 'cell', '4']);
    expect(lines[labels]).toMatch(/cell 4\s+♠\s+♥\s+♦\s+♣/);
    expect(lines[labels]).not.toMatch(/\b13\b/);
  });
});

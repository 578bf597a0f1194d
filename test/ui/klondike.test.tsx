// Klondike on screen, driven by keys as a player would: the top row (stock, waste, foundations)
// above seven columns, drawing and turning the waste over, moving between the rows, playing the
// waste, f and a, taking a card back down, the game finishing itself, scoring, and the frame
// staying inside an 80×24 terminal.
import { afterEach, describe, expect, it } from 'vitest';
import { cardName, type Card } from '../../src/engine/cards/cards.js';
import type { KlondikeOptions, KlondikeState } from '../../src/engine/games/klondike/rules.js';
import { newSession, type Position } from '../../src/engine/session/session.js';
import { buildState } from '../engine/fixtures.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

function start(position: Position, size: Parameters<typeof renderApp>[1] = {}) {
  current = renderApp(position, size);
  return current;
}

const STANDARD: KlondikeOptions = { draw: 1, passes: 'unlimited', scoring: 'standard' };
/** For a test of another key: no card goes up by itself after a move. */
const NO_AUTO_PLAY = { preferences: { showOutlook: true, winnableOnly: false, knowledge: true, autoPlay: false } };

/** A position as columns of cards in the fixtures' notation ('?9C 5S'), and any other state fields. */
interface Spec {
  tableau: readonly string[];
  foundations?: readonly string[];
  stock?: string;
  waste?: string;
  [field: string]: unknown;
}

/**
 * A constructed Klondike position: seven columns (missing ones empty), four foundations (♠ ♥ ♦ ♣,
 * missing ones empty), and the counters a fresh game has unless given.
 */
function position(spec: Spec, options: KlondikeOptions = STANDARD): Position {
  const tableau = [...spec.tableau, ...Array<string>(7).fill('')].slice(0, 7);
  const foundations = [...(spec.foundations ?? []), ...Array<string>(4).fill('')].slice(0, 4);
  const state = buildState<KlondikeState>('klondike', {
    score: 0, cells: [], reserve: [], baseRank: 1, redeals: 0, movesThisPass: 0, movesLastPass: null,
    ...spec, tableau, foundations, options,
  });
  return { session: newSession('klondike', 1, options).session, state };
}

// The board is drawn in cells five characters wide with one space between: tableau column c (and
// top-row slot c: 0 stock, 1 waste, 3–6 the ♠ ♥ ♦ ♣ foundations) starts at character 6·c.
const PITCH = 6;
const BOARD_WIDTH = 7 * PITCH;

function lines(frame: string): string[] {
  return frame.split('\n');
}

/** Index of the line of column labels, " [1]    2     3  …": the numbers 1 to 7 in their cells. */
function labelRow(frame: string): number {
  const label = (line: string, c: number) => line.slice(c * PITCH, c * PITCH + 5).replace(/[[\]↓]/g, '').trim();
  return lines(frame).findIndex((line) => [1, 2, 3, 4, 5, 6, 7].every((n) => label(line, n - 1) === String(n)));
}

/** The column labels (board part only). */
function columnLabels(frame: string): string {
  return (lines(frame)[labelRow(frame)] ?? '').slice(0, BOARD_WIDTH);
}

/** The top row's labels (the stock's and the waste's counts, the foundations' suits), board part only. */
function topLabels(frame: string): string {
  return (lines(frame)[labelRow(frame) - 3] ?? '').slice(0, BOARD_WIDTH);
}

/** The top row's cards (stock, waste, foundations), board part only. */
function topCells(frame: string): string {
  return (lines(frame)[labelRow(frame) - 2] ?? '').slice(0, BOARD_WIDTH);
}

/** Which board column the cursor's bracketed label is in, or -1. */
function bracketAt(line: string): number {
  const at = line.indexOf('[');
  return at < 0 ? -1 : Math.floor(at / PITCH);
}

const STOCK = 0;
const WASTE = 1;
const SPADES = 3;
const HEARTS = 4;
const DIAMONDS = 5;
const CLUBS = 6;

/** Where the cursor is: ['top', slot column] or ['column', 1-based number]. */
function cursor(frame: string): ['top', number] | ['column', number] | null {
  const top = bracketAt(topLabels(frame));
  if (top >= 0) return ['top', top];
  const column = bracketAt(columnLabels(frame));
  return column >= 0 ? ['column', column + 1] : null;
}

/** The label over a top-row slot ("×24", "♠"), trimmed and without cursor marks. */
function labelOver(frame: string, slot: number): string {
  return topLabels(frame).slice(slot * PITCH, slot * PITCH + 5).replace(/[[\]↓]/g, '').trim();
}

/** The cell of a foundation or the stock (not the waste, whose fan may be wider). */
function cellAt(frame: string, slot: number): string {
  return topCells(frame).slice(slot * PITCH, slot * PITCH + 5);
}

/** What a foundation shows: its top card ("2♥"), or its suit when empty; without cursor marks. */
function foundationShows(frame: string, slot: number): string {
  return cellAt(frame, slot).replace(/[[\]]/g, '').trim();
}

/** The cards of a tableau column as drawn, top of the screen first (1-based column number). */
function columnCells(frame: string, column: number): string[] {
  const all = lines(frame);
  const from = labelRow(frame) + 1;
  return all
    .slice(from, all.length - 2)
    .map((line) => line.slice((column - 1) * PITCH, (column - 1) * PITCH + 5).trim())
    .filter((cell) => cell !== '');
}

/** A card's name as the board shows it: '10♦'. */
function name(card: Card | undefined): string {
  if (!card) throw new Error('no card');
  return cardName(card);
}

describe('the board', () => {
  it('shows the header, the top row (stock, waste, four foundations) above seven columns', () => {
    const deal = newSession('klondike', 1, { draw: 1 });
    const { frame } = start(deal);
    expect(frame()).toContain('Klondike');
    expect(frame()).toContain('deal 1');
    expect(frame()).toContain('draw 1');
    expect(frame()).toContain('score 0');
    expect(labelRow(frame())).toBeGreaterThan(2);
    // The top row: the stock's 24 cards face down, an empty waste, the four empty foundations.
    expect(labelOver(frame(), STOCK)).toBe('×24');
    expect(labelOver(frame(), WASTE)).toBe('×0');
    // A foundation is labelled with its suit, never a count a player could take for a column's number.
    expect([SPADES, HEARTS, DIAMONDS, CLUBS].map((slot) => labelOver(frame(), slot))).toEqual(['♠', '♥', '♦', '♣']);
    expect(cellAt(frame(), STOCK)).toContain('▒▒▒');
    expect(cellAt(frame(), SPADES)).toContain('♠');
    expect(cellAt(frame(), HEARTS)).toContain('♥');
    expect(cellAt(frame(), DIAMONDS)).toContain('♦');
    expect(cellAt(frame(), CLUBS)).toContain('♣');
    // Seven columns of 1 … 7 cards, the last of each face up.
    expect(columnLabels(frame())).toMatch(/\[1\]\s+2\s+3\s+4\s+5\s+6\s+7\s*$/);
    for (let c = 1; c <= 7; c++) {
      const cells = columnCells(frame(), c);
      expect(cells).toHaveLength(c);
      expect(cells.slice(0, -1).every((cell) => cell === '▒▒▒')).toBe(true);
      expect(cells[c - 1]!.replace(/[[\]]/g, '').trim()).toBe(name(deal.state.tableau[c - 1]!.at(-1)));
    }
    expect(cursor(frame())).toEqual(['column', 1]);
  });

  it('the header says draw 3 for a draw-3 game', () => {
    const { frame } = start(newSession('klondike', 1, { draw: 3 }));
    expect(frame()).toContain('draw 3');
    expect(frame()).not.toContain('draw 1');
  });

  it('a real deal fits 80×24 in at most 23 lines', () => {
    const { frame } = start(newSession('klondike', 7), { columns: 80, rows: 24 });
    const all = lines(frame());
    expect(all.length).toBeLessThanOrEqual(23);
    expect(Math.max(...all.map((line) => [...line].length))).toBeLessThanOrEqual(80);
  });
});

describe('the stock and the waste', () => {
  it('d draws one card onto the waste in draw 1', async () => {
    const deal = newSession('klondike', 1, { draw: 1 });
    const next = name(deal.state.stock.at(-1));
    const { frame, press } = start(deal);
    await press('d');
    expect(labelOver(frame(), STOCK)).toBe('×23');
    expect(labelOver(frame(), WASTE)).toBe('×1');
    expect(topCells(frame())).toContain(` ${next} `);
    expect(frame()).toContain('drew from the stock');
    expect(frame()).toContain('1 move');
  });

  it('draws in a row are one line of the move log, with how many', async () => {
    const { frame, press } = start(newSession('klondike', 1, { draw: 1 }), NO_AUTO_PLAY);
    await press('d', 'd', 'd', 'd', 'd');
    expect(frame()).toContain('drew from the stock ×5');
    expect(frame().match(/drew from the stock/g)).toHaveLength(1);
    await press('u');
    expect(frame()).toContain('drew from the stock ×4');
  });

  it('d draws three in draw 3: the two under the top card fanned, only the top one playable', async () => {
    const { frame, press } = start(position({
      tableau: ['?9C 5S'],
      stock: 'QC 7D 2H AD',
    }, { ...STANDARD, draw: 3 }));
    await press('d');
    // AD, 2H, 7D come off in that order; 7D is on top, AD and 2H fanned under it.
    expect(labelOver(frame(), STOCK)).toBe('×1');
    expect(labelOver(frame(), WASTE)).toBe('×3');
    expect(topCells(frame())).toMatch(/A♦ 2♥\s+7♦/);
    // Only 7♦ can be picked up; f on the waste does not reach the ace fanned under it.
    await press(KEYS.up, KEYS.right);
    expect(cursor(frame())).toEqual(['top', WASTE]);
    await press('f');
    expect(frame()).toContain('7♦ cannot go to its foundation yet.');
    expect(foundationShows(frame(), DIAMONDS)).toBe('♦');
  });

  it('draw 1 with one pass fans the waste: the cards gone by stay readable under the top one', async () => {
    const { frame, press } = start(position({ tableau: ['?9C 5S'], stock: 'QC 7D 2H AD' }, { ...STANDARD, passes: 1 }));
    await press('d', 'd', 'd');
    // AD, 2H, 7D came off in that order: 7D is on top, the two before it fanned under it.
    expect(topCells(frame())).toMatch(/A♦ 2♥\s+7♦/);
  });

  it('draw 1 with passes left shows only the top card of the waste', async () => {
    // Safe cards stay down, so the ace drawn first is still in the waste, under the top card.
    const { frame, press } = start(position({ tableau: ['?9C 5S'], stock: 'QC 7D 2H AD' }), NO_AUTO_PLAY);
    await press('d', 'd', 'd');
    expect(topCells(frame())).not.toContain('A♦');
    expect(topCells(frame())).toContain('7♦');
  });

  it('in draw 3, once the top card is played the next one down becomes playable', async () => {
    const { frame, press } = start(position({
      tableau: ['?9C 3S'],
      stock: 'QC AD 2H 7D',
    }, { ...STANDARD, draw: 3 }));
    await press('d');
    // 7D, 2H, AD: the ace is on top.
    expect(topCells(frame())).toMatch(/7♦ 2♥\s+A♦/);
    await press(KEYS.up, KEYS.right, 'f');
    expect(frame()).toContain('A♦ to its foundation');
    expect(foundationShows(frame(), DIAMONDS)).toBe('A♦');
    expect(labelOver(frame(), WASTE)).toBe('×2');
    // 2♥ is the top card now; the waste still shows 7♦ under it.
    expect(topCells(frame())).toMatch(/7♦\s*\[ 2♥\]/);
    await press(KEYS.enter);
    expect(frame()).toContain('Holding 2♥');
    expect(frame()).not.toContain('Holding 7♦');
  });

  it('a fan of tens still leaves the foundations in their places', async () => {
    const { frame, press } = start(position({ tableau: ['?9C 5S'], stock: 'QC TD TS TH' }, { ...STANDARD, draw: 3 }));
    await press('d');
    expect(topCells(frame())).toContain('10♥ 10♠ 10♦');
    for (const [slot, glyph] of [[SPADES, '♠'], [HEARTS, '♥'], [DIAMONDS, '♦'], [CLUBS, '♣']] as const) {
      expect(cellAt(frame(), slot).trim()).toBe(glyph);
      expect(labelOver(frame(), slot)).toBe(glyph);
    }
  });

  it('the fanned cards under the top one are apart: "10♦ 7♦  Q♦", not "10♦7♦  Q♦"', async () => {
    const { frame, press } = start(position({ tableau: ['?9C 5S'], stock: 'QC QD 7D TD' }, { ...STANDARD, draw: 3 }));
    await press('d');
    expect(topCells(frame())).toContain('10♦ 7♦  Q♦');
  });

  it('u takes a draw back and r draws it again', async () => {
    const deal = newSession('klondike', 1, { draw: 1 });
    const next = name(deal.state.stock.at(-1));
    const { frame, press } = start(deal);
    await press('d', 'u');
    expect(labelOver(frame(), STOCK)).toBe('×24');
    expect(labelOver(frame(), WASTE)).toBe('×0');
    expect(frame()).toContain('0 moves');
    await press('r');
    expect(labelOver(frame(), STOCK)).toBe('×23');
    expect(topCells(frame())).toContain(next);
  });

  it('d on an empty stock turns the waste over', async () => {
    const { frame, press } = start(newSession('klondike', 1, { draw: 1 }), NO_AUTO_PLAY);
    for (let i = 0; i < 24; i++) await press('d');
    expect(labelOver(frame(), STOCK)).toBe('×0');
    expect(labelOver(frame(), WASTE)).toBe('×24');
    expect(cellAt(frame(), STOCK)).toContain('↻');
    await press('d');
    expect(frame()).toContain('turned the waste over');
    expect(labelOver(frame(), STOCK)).toBe('×24');
    expect(labelOver(frame(), WASTE)).toBe('×0');
    expect(cellAt(frame(), STOCK)).toContain('▒▒▒');
  });

  it('with the passes used up, d says why the waste cannot be turned over', async () => {
    const { frame, press } = start(position({
      tableau: ['8H', '7C', '?4S 9D'],
      waste: '5D QC',
    }, { ...STANDARD, passes: 1 }));
    expect(frame()).toContain('0 redeals left');
    await press('d');
    expect(frame()).toContain('No more passes: this game allows one pass through the stock.');
    expect(frame()).not.toContain('turned the waste over');
    expect(labelOver(frame(), WASTE)).toBe('×2');
    expect(frame()).toContain('0 moves');
  });

  it('the empty stock shows ↻ only while the waste can still be turned over', () => {
    const options = { ...STANDARD, passes: 2 };
    const spec = { tableau: ['8H', '7C', '?4S 9D'], waste: '5D QC' };
    start(position({ ...spec, redeals: 0 }, options));
    expect(cellAt(current!.frame(), STOCK)).toContain('↻');
    current!.unmount();
    // The one turn-over allowed has been used: nothing can turn the waste over any more.
    start(position({ ...spec, redeals: 1 }, options));
    expect(current!.frame()).toContain('0 redeals left');
    expect(cellAt(current!.frame(), STOCK)).not.toContain('↻');
  });
});

describe('moving between the top row and the columns', () => {
  it('↑ at the end of the run reaches the top row; ← → move along it, wrapping; ↓ comes back', async () => {
    const { frame, press } = start(position({
      tableau: ['?5C 9S 8H', '9C', '?2D 4S'],
      stock: 'KD',
    }));
    // Only 8♥ fits elsewhere (on 9♣), so the cursor starts with one card chosen.
    expect(cursor(frame())).toEqual(['column', 1]);
    expect(columnCells(frame(), 1)).toEqual(['▒▒▒', '9♠', '[ 8♥]']);
    await press(KEYS.up);
    // Deeper into the run first: 9♠–8♥.
    expect(cursor(frame())).toEqual(['column', 1]);
    expect(columnCells(frame(), 1)).toEqual(['▒▒▒', '[ 9♠]', '[ 8♥]']);
    await press(KEYS.up);
    expect(cursor(frame())).toEqual(['top', STOCK]);
    await press(KEYS.right);
    expect(cursor(frame())).toEqual(['top', WASTE]);
    await press('l');
    expect(cursor(frame())).toEqual(['top', SPADES]);
    await press(KEYS.right, KEYS.right, KEYS.right);
    expect(cursor(frame())).toEqual(['top', CLUBS]);
    await press(KEYS.right);
    expect(cursor(frame())).toEqual(['top', STOCK]);
    await press(KEYS.left);
    expect(cursor(frame())).toEqual(['top', CLUBS]);
    await press(KEYS.down);
    expect(cursor(frame())).toEqual(['column', 7]);
    await press('3', 'k');
    expect(cursor(frame())).toEqual(['top', WASTE]);
    await press('j');
    expect(cursor(frame())).toEqual(['column', 2]);
    await press('4', KEYS.up);
    expect(cursor(frame())).toEqual(['top', SPADES]);
    await press(KEYS.down);
    expect(cursor(frame())).toEqual(['column', 4]);
  });

  it('the cursor on an empty foundation is a slot as wide as a card, and the row never shifts', async () => {
    const { frame, press } = start(position({ tableau: ['?5C 9S'], stock: 'KD' }));
    const glyphsAt = (line: string) => ['♠', '♥', '♦', '♣'].map((glyph) => line.indexOf(glyph));
    const before = glyphsAt(topCells(frame()));
    await press(KEYS.up, KEYS.right, KEYS.right);
    expect(cursor(frame())).toEqual(['top', SPADES]);
    for (const slot of [SPADES, HEARTS, DIAMONDS, CLUBS]) {
      expect(cursor(frame())).toEqual(['top', slot]);
      expect(cellAt(frame(), slot)).toBe(`[ ${'♠♥♦♣'[slot - SPADES]} ]`);
      expect(glyphsAt(topCells(frame()))).toEqual(before);
      await press(KEYS.right);
    }
  });

  it('Enter on the stock draws', async () => {
    const { frame, press } = start(position({ tableau: ['?5C 9S'], stock: '3H KD' }));
    await press(KEYS.up, KEYS.enter);
    expect(frame()).toContain('drew from the stock');
    expect(topCells(frame())).toContain('K♦');
  });
});

describe('playing the waste', () => {
  it('Enter picks up the waste card and Enter drops it on the highlighted column (+5)', async () => {
    const { frame, press, save } = start(position({
      tableau: ['?KC 6S', '?3D QD'],
      waste: '2C 5H',
      stock: 'JH',
    }));
    await press(KEYS.up, KEYS.right);
    expect(cursor(frame())).toEqual(['top', WASTE]);
    expect(topCells(frame())).toContain('[ 5♥]');
    await press(KEYS.enter);
    expect(frame()).toContain('Holding 5♥');
    // Column 1 takes it and is highlighted, with the cursor on it.
    expect(columnLabels(frame())).toMatch(/^\s*\[1\]/);
    await press(KEYS.enter);
    expect(frame()).toContain('5♥ onto 6♠');
    expect(frame()).toContain('score 5');
    expect(columnCells(frame(), 1)).toEqual(['▒▒▒', expect.stringContaining('6♠'), expect.stringContaining('5♥')]);
    expect(labelOver(frame(), WASTE)).toBe('×1');
    expect(topCells(frame())).toContain('2♣');
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({
      moves: [{ type: 'move', from: { pile: 'waste', index: 0 }, to: { pile: 'tableau', index: 0 }, count: 1 }],
    }));
  });

  it('holding the waste card, ← → step between the piles that take it and the waste; Enter on the waste puts it back', async () => {
    const { frame, press } = start(position({
      tableau: ['?KC 6S', '?3D 6C', '', '?9S 7D'],
      foundations: ['', 'AH 2H 3H 4H'],
      waste: '5H',
      stock: 'JH',
    }));
    await press(KEYS.up, KEYS.right, KEYS.enter);
    expect(frame()).toContain('Holding 5♥');
    // The ♥ foundation takes it first; columns 1 and 2 take it too.
    expect(cursor(frame())).toEqual(['top', HEARTS]);
    expect(columnLabels(frame())).toMatch(/^\s*↓1↓\s+↓2↓\s+3\s+4\s/);
    await press(KEYS.right);
    expect(cursor(frame())).toEqual(['column', 1]);
    expect(topLabels(frame()).slice(HEARTS * PITCH, HEARTS * PITCH + 5).trim()).toBe('↓♥↓');
    await press(KEYS.right);
    expect(cursor(frame())).toEqual(['column', 2]);
    await press(KEYS.right);
    expect(cursor(frame())).toEqual(['top', WASTE]);
    await press(KEYS.left);
    expect(cursor(frame())).toEqual(['column', 2]);
    await press(KEYS.right, KEYS.enter);
    expect(frame()).not.toContain('Holding');
    expect(cursor(frame())).toEqual(['top', WASTE]);
    expect(frame()).toContain('0 moves');
    await press(KEYS.enter, KEYS.escape);
    expect(frame()).not.toContain('Holding');
    expect(cursor(frame())).toEqual(['top', WASTE]);
    expect(labelOver(frame(), WASTE)).toBe('×1');
  });

  it('a number key drops the waste card on that column', async () => {
    const { frame, press } = start(position({
      tableau: ['?KC 6S', '?3D 6C'],
      waste: '5H',
      stock: 'JH',
    }));
    await press(KEYS.up, KEYS.right, KEYS.enter, '2');
    expect(frame()).toContain('5♥ onto 6♣');
  });

  it('the waste card goes onto its foundation (+10)', async () => {
    const { frame, press } = start(position({
      tableau: ['?KC 6S'],
      foundations: ['', 'AH'],
      waste: '7C 2H',
      stock: 'JH',
    }));
    await press(KEYS.up, KEYS.right, KEYS.enter);
    expect(frame()).toContain('Holding 2♥');
    expect(cursor(frame())).toEqual(['top', HEARTS]);
    await press(KEYS.enter);
    expect(frame()).toContain('2♥ to its foundation');
    expect(foundationShows(frame(), HEARTS)).toBe('2♥');
    expect(cellAt(frame(), HEARTS)).toContain('2♥');
    expect(frame()).toContain('score 10');
  });
});

describe('f, a and the foundations', () => {
  it('f sends the card under the cursor to its foundation (+10 from a column)', async () => {
    const { frame, press } = start(position({
      tableau: ['9D', '?KC 2S', 'AS'],
      stock: 'JH',
    }), NO_AUTO_PLAY);
    await press('3', 'f');
    expect(frame()).toContain('A♠ to its foundation');
    expect(frame()).toContain('score 10');
    expect(foundationShows(frame(), SPADES)).toBe('A♠');
    expect(cellAt(frame(), SPADES)).toContain('A♠');
    // 2♠ goes up too, and the face-down card under it turns over (+10 +5).
    await press('2', 'f');
    expect(frame()).toContain('2♠ to its foundation');
    expect(frame()).toContain('score 25');
    expect(columnCells(frame(), 2)).toEqual([expect.stringContaining('K♣')]);
  });

  it('f on a card that cannot go up yet says so and changes nothing', async () => {
    const { frame, press } = start(position({ tableau: ['9D', 'AS'], stock: 'JH' }));
    await press('f');
    expect(frame()).toContain('9♦ cannot go to its foundation yet.');
    expect(frame()).toContain('0 moves');
  });

  it('f on a foundation does not claim that its top card has yet to go up', async () => {
    const { frame, press } = start(position({
      tableau: ['?KC 6S'],
      foundations: ['', 'AH 2H 3H 4H'],
      stock: 'JH',
    }));
    await press('5', KEYS.up);
    expect(cursor(frame())).toEqual(['top', HEARTS]);
    await press('f');
    // 4♥ is on its foundation already: "4♥ cannot go to its foundation yet" would be false.
    expect(frame()).not.toContain('4♥ cannot go to its foundation yet.');
    expect(foundationShows(frame(), HEARTS)).toBe('4♥');
    expect(frame()).toContain('0 moves');
  });

  it("a foundation's top card can be picked up and brought back down onto a column (−15)", async () => {
    const { frame, press } = start(position({
      tableau: ['7H', '6S'],
      foundations: ['AS 2S 3S 4S 5S'],
      stock: 'JH',
      score: 50,
    }));
    await press('2', 'f');
    expect(frame()).toContain('6♠ to its foundation');
    expect(frame()).toContain('score 60');
    expect(foundationShows(frame(), SPADES)).toBe('6♠');
    // Up from column 4 to the ♠ foundation, pick up 6♠, and drop it on 7♥.
    await press('4', KEYS.up);
    expect(cursor(frame())).toEqual(['top', SPADES]);
    expect(cellAt(frame(), SPADES)).toBe('[ 6♠]');
    await press(KEYS.enter);
    expect(frame()).toContain('Holding 6♠');
    expect(cursor(frame())).toEqual(['column', 1]);
    await press(KEYS.enter);
    expect(frame()).toContain('6♠ onto 7♥');
    expect(frame()).toContain('score 45');
    expect(foundationShows(frame(), SPADES)).toBe('5♠');
    expect(columnCells(frame(), 1)).toEqual(['7♥', expect.stringContaining('6♠')]);
  });

  it('a plays every safe card up, and nothing that play may still need', async () => {
    const { frame, press } = start(position({
      tableau: ['AS', '?5C AH', '2S', '?9C 3S', '4D'],
      waste: 'AD',
      stock: 'JH',
    }), NO_AUTO_PLAY);
    await press('a');
    // A♦ (the waste), A♠, A♥, 2♠ and then 3♠ (both red aces up) go up; 4♦ waits for the black 2s.
    expect(foundationShows(frame(), SPADES)).toBe('3♠');
    expect(foundationShows(frame(), HEARTS)).toBe('A♥');
    expect(foundationShows(frame(), DIAMONDS)).toBe('A♦');
    expect(foundationShows(frame(), CLUBS)).toBe('♣');
    expect(frame()).toContain('5 moves');
    expect(frame()).toContain('3♠ to its foundation');
    expect(columnCells(frame(), 4)).toEqual([expect.stringContaining('9♣')]);
    expect(columnCells(frame(), 5)).toEqual([expect.stringContaining('4♦')]);
    // 5 cards up (+50), 5♣ and 9♣ turned over (+10).
    expect(frame()).toContain('score 60');
    await press('a');
    expect(frame()).toContain('No card can safely go up now.');
    expect(frame()).toContain('5 moves');
  });

  it('once every card is face up and the stock and waste are empty, the game finishes itself', async () => {
    const up = (suit: string, to: number) =>
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].slice(0, to).map((r) => r + suit).join(' ');
    const { frame, press } = start(position({
      tableau: ['?KS QH', 'KH'],
      foundations: [up('S', 12), up('H', 11), up('D', 13), up('C', 13)],
    }));
    expect(frame()).not.toContain('You won');
    await press('f');
    // Q♥ goes up and turns K♠ over; nothing is hidden any more, so K♠ and K♥ follow by themselves.
    expect(frame()).toMatch(/You won in 3 moves and \d+:\d\d!/);
    expect([SPADES, HEARTS, DIAMONDS, CLUBS].map((slot) => foundationShows(frame(), slot))).toEqual(['K♠', 'K♥', 'K♦', 'K♣']);
    expect(columnCells(frame(), 1)).toEqual(['[   ]']);
    expect(columnCells(frame(), 2)).toEqual(['───']);
    expect(frame()).toContain('K♥ to its foundation');
  });

  it('a can play every card up and win the game', async () => {
    const up = (suit: string, to: number) =>
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].slice(0, to).map((r) => r + suit).join(' ');
    const { frame, press } = start(position({
      tableau: ['?QC JD', 'KC', 'KD QD'],
      foundations: [up('S', 13), up('H', 13), up('D', 10), up('C', 11)],
    }));
    await press('a');
    expect(frame()).toMatch(/You won in \d+ moves? and \d+:\d\d!/);
    expect([SPADES, HEARTS, DIAMONDS, CLUBS].map((slot) => foundationShows(frame(), slot))).toEqual(['K♠', 'K♥', 'K♦', 'K♣']);
  });
});

describe('empty columns', () => {
  it('an empty column takes only a king, and says so for any other card', async () => {
    const { frame, press } = start(position({
      tableau: ['', '6C', '?9S 5H', '?2C KD'],
      stock: 'JH',
    }));
    await press('3', KEYS.enter);
    expect(frame()).toContain('Holding 5♥');
    // Column 1 is not highlighted for 5♥.
    expect(columnLabels(frame())).not.toContain('↓1↓');
    await press('1');
    expect(frame()).toContain('Only a king goes into an empty column.');
    expect(frame()).toContain('0 moves');
    await press(KEYS.escape, '4', KEYS.enter);
    expect(frame()).toContain('Holding K♦');
    expect(columnLabels(frame())).toMatch(/^\s*\[1\]/);
    await press(KEYS.enter);
    expect(frame()).toContain('K♦ to an empty column');
    expect(columnCells(frame(), 1)).toEqual([expect.stringContaining('K♦')]);
    expect(columnCells(frame(), 4)).toEqual([expect.stringContaining('2♣')]);
  });
});

describe('Vegas scoring', () => {
  // At 80 columns the header says "(total $48)" in short: "($48)".
  it('shows the dollar score and the cumulative total, and pays $5 a card up', async () => {
    const options: KlondikeOptions = { draw: 1, passes: 1, scoring: 'vegas' };
    const { frame, press } = start(position({ tableau: ['AS', '?3C 9D'], stock: 'JH', score: -52 }, options), { carriedTotal: 100 });
    expect(frame()).toContain('Vegas −$52 ($48)');
    expect(frame()).not.toContain('score ');
    await press('f');
    expect(frame()).toContain('Vegas −$47 ($53)');
  });

  it('a new Vegas game starts at the −$52 ante, its total carried from earlier games', () => {
    const { frame } = start(newSession('klondike', 1, { scoring: 'vegas', draw: 3 }), { carriedTotal: -300 });
    expect(frame()).toContain('draw 3');
    expect(frame()).toContain('Vegas −$52 (−$352)');
  });

  it('the whole Vegas score stays on screen at 80 columns with the longest deal number n can give', () => {
    const { frame } = start(newSession('klondike', 999_999_999, { scoring: 'vegas', draw: 3 }), { columns: 80, rows: 24, carriedTotal: -1234 });
    expect(frame()).toContain('2 redeals');
    expect(frame()).toContain('−$52 (−$1286)');
    expect(frame().split('\n')[1]).toBe('');
  });
});

describe('a tall column in an 80×24 terminal', () => {
  // Column 7: six face-down cards under K♠–2♥. Only 3♣ (column 1) takes a card of that run: 2♥.
  const tall = '?2D ?3D ?4D ?5D ?6D ?7D KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H';
  const tableau = ['3C', '?4C JD', '8C', '5D', 'AH', '9H', tall];

  it('folds the face-down cards and keeps the frame within 23 lines and 80 columns', () => {
    const { frame } = start(position({ tableau, waste: 'QC', stock: 'JH' }), { columns: 80, rows: 24 });
    const all = lines(frame());
    expect(all.length).toBeLessThanOrEqual(23);
    expect(Math.max(...all.map((line) => [...line].length))).toBeLessThanOrEqual(80);
    const cells = columnCells(frame(), 7);
    expect(cells[0]).toMatch(/▒▒×6/);
    expect(cells.at(-1)).toContain('2♥');
    expect(frame()).toContain('Klondike');
    expect(topCells(frame())).toContain('Q♣');
  });

  it('↑ deep into the run keeps its first card on screen, then goes on to the top row', async () => {
    const { frame, press } = start(position({ tableau, waste: 'QC', stock: 'JH' }), { columns: 80, rows: 24 });
    await press('7');
    expect(columnCells(frame(), 7).filter((cell) => cell.startsWith('['))).toEqual(['[ 2♥]']);
    for (let i = 0; i < 6; i++) await press(KEYS.up);
    expect(columnCells(frame(), 7)).toContain('[ 8♥]');
    for (let i = 0; i < 5; i++) await press(KEYS.up);
    const cells = columnCells(frame(), 7);
    expect(cells).toContain('[ K♠]');
    expect(cells.at(-1)).toBe('[ 2♥]');
    expect(cells[0]).toMatch(/▒▒×6/);
    const all = lines(frame());
    expect(all.length).toBeLessThanOrEqual(23);
    expect(Math.max(...all.map((line) => [...line].length))).toBeLessThanOrEqual(80);
    // The whole run is chosen: one more ↑ leaves it for the top row (the ♣ foundation above).
    await press(KEYS.up);
    expect(cursor(frame())).toEqual(['top', CLUBS]);
    await press(KEYS.down);
    expect(cursor(frame())).toEqual(['column', 7]);
  });
});

// Pyramid and TriPeaks on screen, driven by keys and clicks as a player would: the shapes of the
// pyramid and the peaks at 80×24 (compact) and 160×50 (framed), ← → between free cards and ↑ to
// the stock and waste, Enter picking a card and the cards that pair with it marked, a second Enter
// removing the pair, Esc dropping the first, a king and a TriPeaks card going at once, backs
// turned up when uncovered, d turning the stock, and a click on a card.
import { stripVTControlCharacters } from 'node:util';
import { Chalk } from 'chalk';
import { afterEach, describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import { PALETTES } from '../../src/store/settings.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

function start(game: 'pyramid' | 'tripeaks', seed: number, size: { columns?: number; rows?: number; theme?: ReturnType<typeof makeTheme> } = {}) {
  current = renderApp(newSession(game, seed), size);
  return current;
}

/** The board's lines holding cards, from the first line of the layout (after the top row). */
function layoutLines(frame: string, rows: number): string[] {
  const lines = frame.split('\n');
  const first = lines.findIndex((line, i) => i > 4 && /\S/.test(line.slice(0, 60)));
  return lines.slice(first, first + rows).map((line) => line.slice(0, 60).trimEnd());
}

/** The cards drawn on a line of the compact layout, and the column each starts at. */
function cardsOn(line: string): { text: string; x: number }[] {
  return [...`${line} `.matchAll(/[[< ]([ 1]?[0-9AJQK][♠♥♦♣]|▒▒▒)[\]> ]/g)].map((m) => ({ text: m[1]!.trim(), x: m.index }));
}

const SGR_CLICK = (x: number, y: number) => `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`;

function cellOf(frame: string, text: string): { x: number; y: number } {
  const lines = frame.split('\n');
  const y = lines.findIndex((line) => line.includes(text));
  if (y < 0) throw new Error(`"${text}" is not on screen:\n${frame}`);
  return { x: [...lines[y]!.slice(0, lines[y]!.indexOf(text))].length + 1, y };
}

describe('Pyramid on screen', () => {
  it('draws seven rows of 1 to 7 cards, each row half a card further left, at 80×24', async () => {
    const frame = await start('pyramid', 1).drawn();
    const rows = layoutLines(frame, 7).map(cardsOn);
    expect(rows.map((row) => row.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (let r = 1; r < 7; r++) expect(rows[r]![0]!.x).toBe(rows[r - 1]![0]!.x - 3);
    expect(rows[6]!.map((c) => c.text)).toEqual(['2♦', '7♣', 'K♦', '5♦', '8♠', '9♥', '4♥']);
  });

  it('draws framed cards overlapping when the terminal has room (160×50)', async () => {
    const frame = await start('pyramid', 1, { columns: 160, rows: 50 }).drawn();
    expect(frame).toContain('╭');
    // Each covered card shows its top edge and its rank: seven rows of ranks, one to seven a row.
    const rankLines = frame.split('\n').filter((line) => /│(10|[2-9AJQK])[♠♥♦♣] /.test(line.slice(0, 120)) && !line.includes('stock'));
    expect(rankLines.map((line) => (line.slice(0, 120).match(/[│║](10|[2-9AJQK])[♠♥♦♣] /g) ?? []).length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('Enter picks a free card and marks the cards it pairs with; a second Enter on one removes both', async () => {
    const app = start('pyramid', 1);
    await app.drawn();
    const picked = await app.press(KEYS.enter);
    expect(picked).toContain('[ 5♦]');
    expect(picked, 'the 8 it pairs with, under the cursor').toContain('[ 8♠]');
    const removed = await app.press(KEYS.enter);
    expect(removed).toContain('5♦ with 8♠');
    // The K♦ of the bottom row goes by itself after the player's move (a free king pairs with nothing).
    expect(cardsOn(layoutLines(removed, 7)[6]!).map((c) => c.text)).toEqual(['2♦', '7♣', '9♥', '4♥']);
  });

  it('holding a card, → goes between the cards it pairs with, never back onto the held card (which looks like the cursor)', async () => {
    const app = start('pyramid', 3);
    await app.drawn();
    await app.press(KEYS.left);
    const picked = await app.press(KEYS.enter);
    expect(picked, 'J♠ picked, the cursor on a 2').toContain('[ 2♣]');
    const next = await app.press(KEYS.right);
    expect(next, 'the other 2, not J♠ again').toContain('[ 2♦]');
    const paired = await app.press(KEYS.enter);
    expect(paired).toContain('J♠ with 2♦');
  });

  it('Esc drops the card picked first, and nothing is removed', async () => {
    const app = start('pyramid', 1);
    await app.drawn();
    await app.press(KEYS.enter);
    const dropped = await app.press(KEYS.escape);
    expect(dropped).toContain('[ 5♦]');
    expect(dropped).toContain(' 8♠ ');
    expect(dropped).toContain('none yet');
  });

  it('← → go between free cards; a king goes alone at once; ↑ reaches the stock and waste, and d turns the stock', async () => {
    const app = start('pyramid', 1);
    await app.drawn();
    expect(await app.press(KEYS.left)).toContain('[ K♦]');
    const gone = await app.press(KEYS.enter);
    expect(gone).toContain('K♦ alone');
    expect(cardsOn(layoutLines(gone, 7)[6]!).map((c) => c.text)).not.toContain('K♦');
    expect(await app.press(KEYS.up), 'the waste, drawn nearest above').toContain('[×0]');
    const turned = await app.press('d');
    expect(turned).toContain('turned a card');
    expect(turned).toContain('×23');
  });

  /** Card faces in the top row (label and cards; framed, its box). */
  const topFaces = (frame: string, rows: number) => frame.split('\n').slice(0, rows >= 50 ? 9 : 4).join('\n').match(/(10|[2-9AJQK])[♠♥♦♣]/g)?.length ?? 0;

  it.each([[80, 24], [160, 50]])('TriPeaks at %i×%i goes through its stock once: the waste shows the cards turned before its top one', async (columns, rows) => {
    const app = start('tripeaks', 1, { columns, rows });
    const before = await app.drawn();
    const turned = await app.press('d', 'd');
    // The new top card and the one before it, fanned under it.
    expect(topFaces(turned, rows) - topFaces(before, rows)).toBeGreaterThanOrEqual(2);
  });

  it('Pyramid, whose stock comes round again, shows the top card of its waste alone', async () => {
    const app = start('pyramid', 1);
    const before = await app.drawn();
    const turned = await app.press('d', 'd');
    expect(topFaces(turned, 24) - topFaces(before, 24)).toBe(1);
  });

  it('has no column keys: the key bar does not offer them, and a digit names no column', async () => {
    const app = start('pyramid', 1);
    await app.drawn();
    const holding = await app.press(KEYS.enter);
    expect(holding).not.toContain('drop there');
    await app.press(KEYS.escape);
    expect(await app.press('1')).toContain('There is no column 1.');
  });

  it('a hint marks the card to pick and, between < >, the card it pairs with', async () => {
    const app = start('pyramid', 3);
    await app.drawn();
    const hinted = await app.press('t');
    expect(hinted).toContain('[ 2♣]');
    expect(hinted).toContain('< J♠>');
    expect(hinted).toContain('Hint: 2♣ with J♠');
  });

  it('a click on a card picks it, a click on its partner removes both', async () => {
    const app = start('pyramid', 1);
    let frame = await app.drawn();
    const five = cellOf(frame, '5♦');
    frame = await app.press(SGR_CLICK(five.x, five.y));
    const eight = cellOf(frame, '8♠');
    frame = await app.press(SGR_CLICK(eight.x, eight.y));
    expect(frame).toContain('5♦ with 8♠');
  });
});

describe('the overlap boards in colour', () => {
  // Colour only paints: the same cards in the same places as without it, the face-up rows too.
  const games = [['pyramid', '4♥'], ['tripeaks', '4♥']] as const;
  describe.each(games)('%s at 160×50', (game, lastCard) => {
    it.each(PALETTES.flatMap((palette) => ([1, 2, 3] as const).map((level) => [palette, level] as const)))('with the %s theme and chalk level %i draws what it draws without colour', async (palette, level) => {
      const plain = await start(game, 1, { columns: 160, rows: 50 }).drawn();
      current?.unmount();
      const theme = makeTheme({ style: 'unicode', color: true, fourColor: false, palette, back: 'shade' }, new Chalk({ level }));
      const coloured = await start(game, 1, { columns: 160, rows: 50, theme }).drawn();
      expect(coloured, 'colour is written').toMatch(/\x1b\[/);
      const seen = stripVTControlCharacters(coloured);
      expect(seen, 'the face-up bottom row, to its last card').toContain(`${lastCard} `);
      expect(seen).toBe(plain);
    });
  });
});

describe('TriPeaks on screen', () => {
  it('draws three peaks of face-down cards over a face-up row of ten, at 80×24', async () => {
    const frame = await start('tripeaks', 1).drawn();
    const rows = layoutLines(frame, 4).map(cardsOn);
    expect(rows.map((row) => row.length)).toEqual([3, 6, 9, 10]);
    expect(rows.slice(0, 3).flat().every((c) => c.text === '▒▒▒')).toBe(true);
    expect(rows[3]!.map((c) => c.text)).toEqual(['9♠', '2♥', '5♠', '2♦', '7♣', 'K♦', '5♦', '8♠', '9♥', '4♥']);
    // Each row-3 card lies between the two row-4 cards over it.
    expect(rows[2]![0]!.x).toBe((rows[3]![0]!.x + rows[3]![1]!.x) / 2);
  });

  it('Enter plays a free card one rank from the waste top at once, and a card turns up when both over it are gone', async () => {
    const app = start('tripeaks', 1);
    await app.drawn();
    for (let i = 0; i < 6; i++) await app.press(KEYS.right);
    expect(app.frame()).toContain('[ 8♠]');
    const played = await app.press(KEYS.enter);
    expect(played).toContain('8♠ onto the waste');
    await app.press(KEYS.right);
    const second = await app.press(KEYS.enter);
    expect(second).toContain('9♥ onto the waste');
    const row3 = cardsOn(layoutLines(second, 4)[2]!);
    expect(row3.filter((c) => c.text !== '▒▒▒'), 'the row-3 card under 8♠ and 9♥').toHaveLength(1);
  });

  it('a card that is not one rank from the waste top stays, with the reason', async () => {
    const app = start('tripeaks', 1);
    await app.drawn();
    const refused = await app.press(KEYS.enter);
    expect(refused).toContain('No pile takes 2♥');
  });
});

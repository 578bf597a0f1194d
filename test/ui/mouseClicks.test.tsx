// The mouse, as a player uses it: clicks written as the SGR reports a terminal sends, at the cells
// where the frame shows a card, pick up the run from that card, drop it on the pile clicked, deal
// from the stock, and a double click sends a card up; a click on nothing changes nothing. The
// cells are found in the frame itself, so this checks that clicks land on what is drawn.
import { afterEach, describe, expect, it } from 'vitest';
import type { KlondikeState } from '../../src/engine/games/klondike/rules.js';
import { newSession, type Position } from '../../src/engine/session/session.js';
import { buildState } from '../engine/fixtures.js';
import { renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

const OPTIONS = { draw: 1, passes: 'unlimited', scoring: 'standard' } as const;

function klondike(tableau: string[], stock: string, foundations: string[] = []): Position {
  const state = buildState<KlondikeState>('klondike', {
    score: 0, cells: [], reserve: [], baseRank: 1, redeals: 0, movesThisPass: 0, movesLastPass: null, options: OPTIONS, stock,
    tableau: [...tableau, ...Array<string>(7).fill('')].slice(0, 7),
    foundations: [...foundations, ...Array<string>(4).fill('')].slice(0, 4),
  });
  return { session: newSession('klondike', 1, OPTIONS).session, state };
}

/** The SGR press and release of a left click at a cell (0-based), as a terminal writes them. */
const click = (x: number, y: number) => `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`;

/** The cell of the `nth` place (0-based) where the frame shows `text`, left to right, top to bottom. */
function cellOf(frame: string, text: string, nth = 0): { x: number; y: number } {
  const found: { x: number; y: number }[] = [];
  frame.split('\n').forEach((line, y) => {
    for (let at = line.indexOf(text); at >= 0; at = line.indexOf(text, at + 1)) found.push({ x: [...line.slice(0, at)].length, y });
  });
  if (!found[nth]) throw new Error(`"${text}" is not on screen:\n${frame}`);
  return found[nth];
}

async function clickOn(text: string, nth = 0): Promise<string> {
  const { x, y } = cellOf(current!.frame(), text, nth);
  return current!.press(click(x, y));
}

describe('clicks at 80×24', () => {
  it('a click on a card picks up the run from it; a click on a pile drops it there', async () => {
    current = renderApp(klondike(['?5C 9S 8H', '?3D TD'], 'KD'));
    // Click 9♠: the run 9♠–8♥ is picked up and 10♦ takes it.
    expect(await clickOn('9♠')).toContain('Holding 9♠–8♥');
    const moved = await clickOn('10♦');
    expect(moved).toContain('9♠–8♥ onto 10♦');
  });

  it('a click on the stock draws; a click on nothing changes nothing', async () => {
    current = renderApp(klondike(['?5C 9S', '4H'], 'QC KD'));
    const before = current.frame();
    expect(await current.press(click(79, 22))).toBe(before);
    expect(await current.press(click(0, 0))).toBe(before);
    const stock = cellOf(before, '▒▒▒');
    const drawn = await current.press(click(stock.x, stock.y));
    expect(drawn).toContain('drew from the stock');
    expect(drawn).toContain('K♦');
  });

  it('a double click sends a card to its foundation', async () => {
    current = renderApp(klondike(['?5C 9S AS', '4H'], 'KD'));
    const { x, y } = cellOf(current.frame(), 'A♠');
    const sent = await current.press(click(x, y) + click(x, y));
    expect(sent).toContain('A♠ to its foundation');
  });

  it('mouse reports are never read as keys (their digits do not jump to a column)', async () => {
    current = renderApp(klondike(['?5C 9S', '4H'], 'KD'));
    const before = current.frame();
    expect(await current.press('\x1b[<2;5;5M\x1b[<64;3;3M\x1b[<35;7;7M')).toBe(before);
  });
});

describe('clicks on framed cards', () => {
  it('at 200×60 a click anywhere on a card picks it up, and on a covered card its run', async () => {
    current = renderApp(klondike(['?5C 9S 8H', '?3D TD', '9C'], 'KD'), { columns: 200, rows: 60 });
    // The bottom corner of 8♥ (its second mention), then the covered 9♠'s rank line.
    expect(await clickOn('8♥', 1)).toContain('Holding 8♥');
    await current.press('\x1b');
    expect(await clickOn('9♠')).toContain('Holding 9♠–8♥');
    expect(await clickOn('10♦', 1)).toContain('9♠–8♥ onto 10♦');
  });
});

// The celebration on a win: the cards cascade down the board for at most three seconds, any key
// ends it (and does nothing else), and it is off without colour and in the ASCII style.
import { Chalk } from 'chalk';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { celebrationLines, LAST_TICK } from '../../src/ui/board/celebration.js';

import { buildState, card } from '../engine/fixtures.js';
import { KEYS, renderApp } from './renderApp.js';
import { waitUntil } from './waitUntil.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

const run = (suit: string, low: number) =>
  ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].slice(0, 14 - low).map((r) => r + suit).join(' ');

/** Autumn Leaves one move from a win: A♥ (column 5) onto 2♥. */
function nearWin(theme: ReturnType<typeof makeTheme>) {
  const state = buildState('autumn-leaves', { tableau: [run('S', 1), run('D', 1), run('C', 1), run('H', 2), 'AH', ''] });
  current = renderApp({ session: newSession('autumn-leaves', 1).session, state }, { theme });
  return current;
}

const coloured = (style: 'unicode' | 'ascii', color: boolean) => makeTheme({ style, color, fourColor: false }, new Chalk({ level: 1 }));
const showsBoard = (frame: string) => frame.includes('Recent moves');

describe('the celebration', () => {
  it('the cards cascade after the winning move; a key ends it and does nothing else', async () => {
    const app = nearWin(coloured('unicode', true));
    await app.press('5', KEYS.enter, KEYS.enter);
    const won = await waitUntil('the cascade', () => !showsBoard(app.frame()) && app.frame());
    expect(won).toMatch(/You won in 1 move/);
    expect(won).toMatch(/[♠♥♦♣]/);
    const after = await app.press('n');
    expect(showsBoard(after)).toBe(true);
    expect(after).not.toContain('5 deals left');
    expect(after).toMatch(/You won in 1 move/);
  });

  it('ends by itself after three seconds', async () => {
    // The test keeps the time: the celebration reads performance.now and ticks by setInterval, both faked here.
    vi.useFakeTimers({ toFake: ['performance', 'setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const app = nearWin(coloured('unicode', true));
    await app.press('5', KEYS.enter, KEYS.enter);
    vi.advanceTimersByTime(2_900);
    expect(showsBoard(await app.drawn())).toBe(false);
    vi.advanceTimersByTime(200);
    expect(showsBoard(await app.drawn())).toBe(true);
  });

  it.each([['without colour', coloured('unicode', false)], ['in the ASCII style', coloured('ascii', true)]])('is off %s', async (_how, theme) => {
    const app = nearWin(theme);
    expect(showsBoard(await app.press('5', KEYS.enter, KEYS.enter))).toBe(true);
    // A frame drawn after any effect of the win has run still shows the board.
    expect(showsBoard(await app.drawn())).toBe(true);
  });
});

/** The three-column slots of a cascade line that show a card. */
const cardSlots = (line: string) => {
  const cells = [...line];
  let shown = 0;
  for (let x = 0; x < cells.length; x += 3) if (cells.slice(x, x + 3).join('').trim()) shown++;
  return shown;
};

describe('the cascade picture', () => {
  it('reads at 80×24 and at 160×50: the cards and their trails never cover more than a third of the area', () => {
    const theme = makeTheme({ style: 'unicode', color: false, fourColor: false });
    const deck = buildState('autumn-leaves', { tableau: [run('S', 1), run('D', 1), run('C', 1), run('H', 1)] }).tableau.flat();
    // The board's area of a won FreeCell: 80 columns by 17 lines at 80×24, 160 by 43 at 160×50.
    for (const [width, height] of [[80, 17], [160, 43]] as const) {
      const slots = Math.floor(width / 3) * height;
      let most = 0;
      for (let tick = 0; tick <= LAST_TICK; tick++) {
        const covered = celebrationLines(deck, width, height, tick, theme).reduce((n, line) => n + cardSlots(line), 0);
        most = Math.max(most, covered / slots);
      }
      expect(most, `${width}×${height}`).toBeLessThanOrEqual(1 / 3);
      // Still a cascade: a good part of the area is cards at its fullest.
      expect(most, `${width}×${height}`).toBeGreaterThan(0.1);
    }
  });

  it('shows every card whole or not at all: each three columns hold a whole face or nothing', () => {
    const theme = makeTheme({ style: 'unicode', color: false, fourColor: false });
    const cards = ['7S', 'TH', '9C', 'KD', 'AS', '2H', 'QC', 'JD'].flatMap((name) => [name, name]).map((name) => card(name));
    for (const width of [40, 61, 80, 157]) {
      for (let tick = 0; tick <= LAST_TICK; tick += 3) {
        for (const line of celebrationLines(cards, width, 12, tick, theme)) {
          const cells = [...line];
          expect(cells.length).toBeLessThanOrEqual(width);
          for (let x = 0; x < cells.length; x += 3) {
            const slot = cells.slice(x, x + 3).join('');
            expect(slot, `width ${width}, tick ${tick}: ${JSON.stringify(line)}`).toMatch(/^(\s*|( [2-9AJQK]|10)[♠♥♦♣])$/);
          }
        }
      }
    }
  });
});

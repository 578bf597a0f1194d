// The help screen fits the terminal: its title on the first line and how to go back on the last,
// at 80×24 and on a short terminal, for every game (the rows short of room lose blank lines first,
// then the help scrolls: ↓, PgDn and PgUp reach the game's rules whole, the last line saying so).
// It says what each header word means, and the clock stops while it is open.
import { afterEach, describe, expect, it } from 'vitest';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import { newSession } from '../../src/engine/session/session.js';
import { KEYS, renderApp } from './renderApp.js';

const PAGE_DOWN = '\x1b[6~';
const PAGE_UP = '\x1b[5~';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

const ids = Object.keys(games) as PlayableGameId[];

describe('the help screen fits the terminal', () => {
  for (const [columns, rows] of [[80, 24], [80, 18], [160, 50]] as const) {
    it.each(ids)(`at ${columns}×${rows}: %s shows its title first and how to go back last`, async (id) => {
      current = renderApp(newSession(id, 1), { columns, rows });
      await current.press('?');
      const lines = (await current.waitForText('Leaves · help')).trimEnd().split('\n');
      expect(lines.length).toBeLessThanOrEqual(rows - 1);
      expect(lines[0]).toBe('Leaves · help');
      expect(lines.at(-1)).toContain('go back to the game.');
      // Scrolled to its end, the game's rules show whole, their last words on the screen.
      const end = (await current.press(...Array<string>(8).fill(PAGE_DOWN))).trimEnd().split('\n');
      expect(end.length).toBeLessThanOrEqual(rows - 1);
      expect(end.at(-1)).not.toContain('More below');
      expect(end.join(' ').replace(/\s+/g, ' ')).toContain(games[id].rulesInShort.split(' ').slice(-3).join(' '));
    });
  }
});

describe('the help screen at 80×24', () => {
  it('scrolls: the last line says more is below; ↓ and PgDn go down, PgUp back up, and any other key closes it', async () => {
    current = renderApp(newSession('klondike', 1));
    const first = await current.press('?');
    expect(first.trimEnd().split('\n').at(-1)).toContain('More below: ↑↓ PgUp PgDn scroll');
    expect(first).not.toContain(games.klondike.rulesInShort.split(' ').slice(-3).join(' '));
    const down = await current.press(KEYS.down);
    expect(down.split('\n')[1]).not.toBe(first.split('\n')[1]);
    const end = await current.press(PAGE_DOWN, PAGE_DOWN, PAGE_DOWN);
    expect(end.replace(/\s+/g, ' ')).toContain(games.klondike.rulesInShort.split(' ').slice(-3).join(' '));
    expect(end.trimEnd().split('\n').at(-1)).not.toContain('More below');
    const top = await current.press(PAGE_UP, PAGE_UP, PAGE_UP, PAGE_UP);
    expect(top.split('\n').slice(0, 4)).toEqual(first.split('\n').slice(0, 4));
    const closed = await current.press('x');
    expect(closed).not.toContain('Leaves · help');
    expect(closed).toContain('Klondike · deal 1');
  });

  it('says what each of the header\'s words means: the deal and (proved), the moves and time, the chance, winnable, … and ?', async () => {
    current = renderApp(newSession('klondike', 1), { columns: 160, rows: 60 });
    const help = (await current.press('?')).replace(/\s+/g, ' ');
    expect(help).toContain('The header');
    expect(help).toMatch(/\(proved\)": the solver proved it winnable/);
    expect(help).toMatch(/62% your chance to win from here/);
    expect(help).toMatch(/… \? …: the solver is still working; \?: it could not tell in time/);
    expect(help).toMatch(/winnable the solver has found a win/);
  });
});

// The ASCII style writes every line in ASCII, for terminals that do not speak UTF-8: the board,
// the move log, messages, the key bar, the help screen, the win summary with the statistics, the
// end-of-game panel and the solver's status. Every frame drawn is checked, not only the last.
import { afterEach, describe, expect, it } from 'vitest';
import { newSession, type Position } from '../../src/engine/session/session.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { buildState } from '../engine/fixtures.js';
import { fakeSolver } from './fakeSolver.js';
import { KEYS, renderApp } from './renderApp.js';
import { waitUntil } from './waitUntil.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => current?.unmount());

const ascii = makeTheme({ style: 'ascii', color: false, fourColor: false });

function start(position: Position, options: Parameters<typeof renderApp>[1] = {}) {
  current = renderApp(position, { theme: ascii, ...options });
  return current;
}

/** Every frame drawn so far, with each character above 127 it holds (none, in the ASCII style). */
function nonAscii(app: ReturnType<typeof renderApp>): string[] {
  return app.stdout.frames.flatMap((frame) => frame.match(/[^\x00-\x7f]/gu) ?? []);
}

const run = (suit: string, low: number) =>
  ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].slice(0, 14 - low).map((r) => r + suit).join(' ');

describe('the ASCII style', () => {
  it('draws the board, moves in the log, messages, the key bar and the help screen in ASCII', async () => {
    const app = start(newSession('autumn-leaves', 1));
    expect(app.frame()).toContain('Autumn Leaves | deal 1 | 5 deals left');
    expect(app.frame()).toContain('Left/Right column  Up/Down run  Enter pick up');
    // 2♦ (column 6) picked up, then dropped on 10♦ (column 3); A♠ refused everywhere.
    expect(await app.press('6', KEYS.enter)).toContain('Holding 2D');
    expect(await app.press('3')).toContain('2D onto TD');
    await app.press('d', '2', KEYS.enter);
    expect(app.frame()).toMatch(/No pile takes/);
    expect(await app.press('?')).toContain('Leaves | help');
    expect(app.frame()).toContain('<- -> h l');
    // Scrolled down to the game's rules, past the header's words.
    await app.press('\x1b[6~', '\x1b[6~', '\x1b[6~');
    expect(app.frame()).toContain('(4H onto 7H)');
    await app.press('x');
    expect(nonAscii(app)).toEqual([]);
  });

  it('writes the win with its statistics, and a proved loss with its panel, in ASCII', async () => {
    const win = start(
      { session: newSession('autumn-leaves', 1).session, state: buildState('autumn-leaves', { tableau: [run('S', 1), run('D', 1), run('C', 1), run('H', 2), 'AH', ''] }) },
      { statistics: { 'autumn-leaves': { played: 4, won: 2, currentStreak: 1, bestStreak: 2, bestTimeMs: 61_000, fewestMoves: 80 } } },
    );
    await win.press('5', KEYS.enter, '4');
    expect(win.frame()).toMatch(/You won in 1 move/);
    expect(win.frame()).toMatch(/won 2 of 4|won 3 of 5/);
    expect(nonAscii(win)).toEqual([]);
    win.unmount();

    const solver = fakeSolver();
    const lost = start(newSession('klondike', 1), { solver: solver.factory });
    expect(lost.frame().split('\n')[0]).toMatch(/\| \.\.\.$/);
    await waitUntil('the game to ask the solver', () => solver.asked.length > 0);
    solver.answer({ verdict: 'lost' });
    await lost.waitForText('This deal cannot be won: n deals another, W deals only winnable ones.');
    expect(nonAscii(lost)).toEqual([]);
  });
});

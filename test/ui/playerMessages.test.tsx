// What the player sees of the UI-state work on the whole screen: a message goes at the next key
// (not kept through resizes and the clock's ticks), the key bar names the true column keys, an
// unfinished game left for a new deal comes back with u, and FreeCell plays safe cards up by
// itself, undone in one step with the move that caused them.
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { newSession, play } from '../../src/engine/session/session.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => current?.unmount());

const keyBar = (frame: string) => frame.replace(/\n$/, '').split('\n').at(-1)!;
const header = (frame: string) => frame.split('\n')[0]!;

describe('the message line', () => {
  it('"No pile takes …" stays through a resize, and goes at the next key', async () => {
    current = renderApp(newSession('autumn-leaves', 1));
    expect(await current.press(KEYS.enter)).toContain('No pile takes J♠.');
    expect(await current.resize(100, 30)).toContain('No pile takes J♠.');
    expect(await current.press(KEYS.right)).not.toContain('No pile takes');
  });
});

describe('the key bar', () => {
  it('holding cards in FreeCell, it says 1-8; in Spider, 1-9, 0', async () => {
    current = renderApp(newSession('freecell', 1), { columns: 100, rows: 30 });
    // Deal 1's first column: its top card goes to a free cell at least.
    const freecell = await current.press('1', KEYS.enter);
    expect(freecell).toContain('Holding');
    expect(keyBar(freecell)).toContain('1-8 drop there');
    current.unmount();
    current = renderApp(newSession('spider', 1, { suits: 1 }), { columns: 100, rows: 30 });
    let spider = '';
    for (const column of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']) {
      spider = await current.press(column, KEYS.enter);
      if (spider.includes('Holding')) break;
    }
    expect(keyBar(spider)).toContain('1-9, 0 drop there');
  });
});

describe('the game left behind', () => {
  it('n, y with a game on: the new deal says u brings it back, and u does, through the keeper', async () => {
    current = renderApp(newSession('klondike', 8));
    await current.press('d', 'd', 'n');
    const dealt = await current.press('y');
    expect(dealt).toContain('New deal. u brings back the game you left (deal 8, 2 moves).');
    expect(current.leave).toHaveBeenCalledTimes(1);
    expect(current.retire).not.toHaveBeenCalled();
    const back = await current.press('u');
    expect(header(back)).toMatch(/^Klondike · deal 8 · .*2 moves/);
    expect(back).toContain('Back to the game you left: deal 8, 2 moves.');
    expect(current.bringBack).toHaveBeenCalledWith('klondike');
  });

  it('a game the keeper kept is offered back at move 0 of the next launch', async () => {
    const left = play(play(newSession('klondike', 8), { type: 'deal' }), { type: 'deal' });
    current = renderApp(newSession('klondike', 42), { leftBehind: left });
    expect(current.frame()).toContain('u brings back the game you left (deal 8, 2 moves).');
    expect(header(await current.press('u'))).toMatch(/^Klondike · deal 8 · /);
  });
});

describe('FreeCell plays safe cards up by itself', () => {
  it('after the player\'s move, and u takes back the move and those it caused together', async () => {
    // A deal and a first move, column to column, after which a card can safely go up (found by the rules).
    const rules = games.freecell;
    const found = Array.from({ length: 300 }, (_, i) => newSession('freecell', i + 1))
      .filter((p) => !rules.safeToFoundation!(p.state))
      .flatMap((p) => rules.legalMoves(p.state).filter((m) => m.type === 'move' && m.from.pile === 'tableau' && m.to.pile === 'tableau' && m.count === 1 && rules.safeToFoundation!(play(p, m).state)).map((m) => ({ p, m })))[0];
    expect(found).toBeDefined();
    const { p: position, m: move } = found!;
    if (move.type !== 'move') return;
    current = renderApp(position, { columns: 100, rows: 30 });
    await current.press(String(move.from.index + 1));
    // The run of one card: fewer cards until only the top one is chosen.
    await current.press(...Array(12).fill(KEYS.down), KEYS.enter);
    const after = await current.press(String(move.to.index + 1));
    const moves = Number(/(\d+) moves?/.exec(header(after))?.[1]);
    expect(moves).toBeGreaterThan(1);
    expect(header(await current.press('u'))).toMatch(/ 0 moves /);
  });
});

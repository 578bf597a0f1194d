// When a game's result counts, as the player meets it on the game screen: a game with no move left
// counts as lost only when the player leaves it (u may still win it).
import { afterEach, describe, expect, it } from 'vitest';
import { golfNearWin, STOCK_LEFT } from './golfNearWin.js';
import { renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => current?.unmount());

const words = (frame: string) => frame.replace(/\s+/g, ' ');
const deals = 'd'.repeat(STOCK_LEFT).split('');
const undos = 'u'.repeat(STOCK_LEFT).split('');

describe('a game with no move left', () => {
  it('is not counted while u can take it back: undo and win, and the win counts', async () => {
    current = renderApp(golfNearWin());
    expect(words(await current.press(...deals))).toMatch(/no move/i);
    expect(current.record).not.toHaveBeenCalled();
    await current.press(...undos);
    expect(words(await current.press('7', 'f'))).toContain('You won');
    expect(current.record).toHaveBeenCalledTimes(1);
    expect(current.record.mock.calls[0]![1]).toBe(true);
  });

  it('counts as lost once the player leaves it', async () => {
    current = renderApp(golfNearWin());
    await current.press(...deals);
    await current.press('q');
    expect(current.record).toHaveBeenCalledTimes(1);
    expect(current.record.mock.calls[0]![1]).toBe(false);
    expect(current.save.mock.lastCall![0].recorded).toBe(true);
  });
});

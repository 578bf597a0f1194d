// The clock counts only time at the board: it stops while the help is open and while the game is
// paused (p: the board hidden, "Paused — p to go on"), and runs again after. The monotonic clock
// the game reads is set by the test, so time passes by the test's count, not by waiting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
  vi.restoreAllMocks();
});

/** The clock in the header (m:ss). */
const clockOf = (frame: string) => /(?:^|\s)(\d+:\d\d)(?:\s|$)/.exec(frame.split('\n')[0] ?? '')?.[1];

describe('the clock and pausing', () => {
  it('help open for 90 s and paused for 90 s add nothing to the clock; 90 s at the board add 1:30', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    current = renderApp(newSession('klondike', 1));
    expect(clockOf(await current.drawn())).toBe('0:00');
    await current.press('?');
    now += 90_000;
    expect(clockOf(await current.press('x'))).toBe('0:00');
    const paused = await current.press('p');
    expect(paused).toContain('Paused — p to go on');
    expect(paused, 'the board is hidden').not.toContain('Q♥');
    expect(paused.trimEnd().split('\n').at(-1)).toContain('p go on');
    // Paused, the game's keys play nothing.
    expect(await current.press('d')).toContain('Paused — p to go on');
    now += 90_000;
    const back = await current.press('p');
    expect(back).not.toContain('Paused');
    expect(back).toContain('Q♥');
    expect(clockOf(back)).toBe('0:00');
    expect(back).toContain('0 moves');
    now += 90_000;
    // A key that changes the screen redraws the header with the time now.
    expect(clockOf(await current.press(KEYS.right))).toBe('1:30');
  });

  it('the help lists p, and says the clock stops while it is open', async () => {
    current = renderApp(newSession('klondike', 1), { columns: 160, rows: 60 });
    const help = (await current.press('?')).replace(/\s+/g, ' ');
    expect(help).toContain('p pause: the board hidden and the clock stopped, until p again');
  });
});

// The game's words say what is true and what the next key will do: f on an empty foundation says
// there is no card there; a hint says "Enter plays it" where Enter plays the card at once (TriPeaks,
// Golf) and "picks it up" where it is held; where cards leave in pairs (Pyramid), a card nothing
// pairs with is said so, and a card held asks for the card to pair it with, not for a pile.
import { afterEach, describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

function start(game: string, seed: number) {
  current = renderApp(newSession(game as never, seed));
  return current;
}

/** The frame's text run together, so a message wrapped over lines reads as one. */
const words = (frame: string) => frame.replace(/\s+/g, ' ');

describe('words that say what is true', () => {
  it('f on an empty foundation says there is no card there, not that it is on its foundation already', async () => {
    const app = start('klondike', 1);
    await app.drawn();
    await app.press('7', KEYS.up);
    const said = words(await app.press('f'));
    expect(said).not.toContain('on its foundation already');
    expect(said).toContain('There is no card here.');
  });

  it.each(['tripeaks', 'golf'])('a %s hint says Enter plays it, and one Enter plays the hinted card', async (game) => {
    const app = start(game, 1);
    await app.drawn();
    const hinted = words(await app.press('t'));
    expect(hinted).toMatch(/Hint: .*Enter plays it\./);
    expect(hinted).not.toContain('picks it up');
    const played = words(await app.press(KEYS.enter));
    expect(played).toMatch(/ 1 move /);
    expect(played).not.toContain('Holding');
  });

  it('Pyramid: a card no free card pairs with is said so, and a card held asks for its pair, not a pile', async () => {
    const app = start('pyramid', 1);
    await app.drawn();
    const held = words(await app.press(KEYS.enter));
    expect(held).toContain('Holding 5♦: choose a highlighted card it pairs with, Enter to remove both');
    await app.press(KEYS.escape);
    // K♦ goes alone; then 2♦, which no free card pairs with.
    await app.press(KEYS.left, KEYS.enter);
    const refused = words(await app.press(KEYS.left, KEYS.enter));
    expect(refused).not.toContain('No pile takes');
    expect(refused).toContain('No free card pairs with 2♦ now.');
  });
});

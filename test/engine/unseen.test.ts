// Seen cards and unseen ones (engine/unseen.ts): a card turned face down after the player saw it
// carries `seen`, in every game whose waste turns over into a new stock; dealing the unseen cards
// again leaves every known card where it is and depends only on which cards are unseen.
import { describe, expect, it } from 'vitest';
import { gameOf, games, type PlayableGameId } from '../../src/engine/games.js';
import type { GameState } from '../../src/engine/types.js';
import { isKnown, redealUnseen, unseenCount } from '../../src/engine/unseen.js';
import { cardMultiset, optionSetsOf, short } from './fixtures.js';

/** Every game and variant, as [label, game, options]. */
const CASES = (Object.keys(games) as PlayableGameId[]).flatMap((id) => optionSetsOf(games[id]).map((options) => [`${id} ${JSON.stringify(options)}`, id, options] as const));

/** The state after taking from the stock until it is empty (at most `limit` times). */
function drawAll(state: GameState, limit = 200): GameState {
  const rules = gameOf(state);
  for (let i = 0; i < limit && state.stock.length > 0 && rules.legalMoves(state).some((m) => m.type === 'deal'); i++) state = rules.applyMove(state, { type: 'deal' });
  return state;
}

describe('seen cards', () => {
  it('Klondike: the waste turned over is a stock the player knows, in order; a card drawn again is face up and no longer marked', () => {
    const klondike = games.klondike;
    const draw3 = { draw: 3 };
    const start = klondike.newGame({ ...draw3, seed: 3 });
    expect(start.stock.some((c) => c.seen)).toBe(false);
    const drawn = drawAll(start);
    const turned = klondike.applyMove(drawn, { type: 'recycle' });
    expect(turned.stock.every((c) => !c.faceUp && c.seen === true)).toBe(true);
    expect(turned.stock.map(short)).toEqual(drawn.waste.slice().reverse().map((c) => short({ ...c, faceUp: false })));
    expect(unseenCount(turned)).toBe(unseenCount(start) - start.stock.length);
    const again = klondike.applyMove(turned, { type: 'deal' });
    expect(again.waste.map(short)).toEqual(turned.stock.slice(-3).reverse().map((c) => short({ ...c, faceUp: true })));
    expect(again.waste.every((c) => c.faceUp && c.seen === undefined)).toBe(true);
  });

  it.each(CASES)('%s: every card of a stock made from the waste is seen; no other face-down card is', (_label, id, options) => {
    const rules = games[id];
    const drawn = drawAll(rules.newGame({ ...options, seed: 1 }));
    const hidden = (state: GameState) => [...state.tableau.flat(), ...(state.reserve ?? []).flat(), ...state.stock].filter((c) => !c.faceUp);
    expect(hidden(drawn).some((c) => c.seen)).toBe(false);
    if (!rules.legalMoves(drawn).some((m) => m.type === 'recycle')) return;
    const turned = rules.applyMove(drawn, { type: 'recycle' });
    expect(turned.stock.length).toBeGreaterThan(0);
    expect(turned.stock.every((c) => c.seen === true)).toBe(true);
    expect(hidden(turned).filter((c) => c.seen)).toHaveLength(turned.stock.length);
  });
});

describe('dealing the unseen cards again', () => {
  const draw1 = { draw: 1 };
  const state = drawAll(games.klondike.newGame({ ...draw1, seed: 8 }), 10);
  const turned = games.klondike.applyMove(drawAll(games.klondike.newGame({ ...draw1, seed: 8 })), { type: 'recycle' });

  it('keeps every known card where it is and the same cards in all', () => {
    for (const position of [state, turned]) {
      const again = redealUnseen(position, 5);
      expect(cardMultiset(again)).toEqual(cardMultiset(position));
      const known = (s: GameState) => [s.stock, s.waste, ...s.tableau, ...s.foundations].map((pile) => pile.map((c) => (isKnown(c) ? short(c) : '?')));
      expect(known(again)).toEqual(known(position));
    }
    expect(redealUnseen(turned, 5).stock).toEqual(turned.stock);
  });

  it('depends on the seed and on which cards are unseen, not on where they lie', () => {
    const once = redealUnseen(state, 5);
    expect(once).not.toEqual(state);
    expect(redealUnseen(once, 5)).toEqual(once);
    expect(redealUnseen(redealUnseen(state, 6), 5)).toEqual(once);
    expect(redealUnseen(state, 6)).not.toEqual(once);
  });

  it('leaves a position with nothing hidden as it is', () => {
    const freecell = games.freecell.newGame({ seed: 1 });
    expect(unseenCount(freecell)).toBe(0);
    expect(redealUnseen(freecell, 5)).toBe(freecell);
  });
});

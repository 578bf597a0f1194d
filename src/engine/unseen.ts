// What the player cannot see: the face-down cards they have never seen (a card turned face down
// again after being seen carries `seen`, cards.ts), wherever they lie — columns, stock, reserve.
// A fair hint (solver/fairHint.ts) deals those cards again among their places, each way a deal
// consistent with everything the player can see. The places come from the state alone, so this is
// the same for every game.
import { cardIndex, type Card } from './cards/cards.js';
import { shuffle } from './cards/random.js';
import type { GameState } from './types.js';

/** The piles of a state that hold cards, by their key in GameState. */
const PILE_GROUPS = ['tableau', 'reserve', 'cells', 'foundations', 'removed'] as const;

/** Whether the player knows this card: it is face up, or was seen before it turned face down. */
export function isKnown(card: Card): boolean {
  return card.faceUp || card.seen === true;
}

/** How many cards of the state the player has never seen. */
export function unseenCount(state: GameState): number {
  let n = 0;
  for (const pile of piles(state)) for (const card of pile) if (!isKnown(card)) n++;
  return n;
}

/**
 * The state with its unseen cards dealt again among their places: the cards are put in a fixed
 * order first (by suit and rank), then shuffled by `seed`, so the answer depends on which cards are
 * unseen and on the seed, never on where the unseen cards lie now.
 */
export function redealUnseen<S extends GameState>(state: S, seed: number): S {
  const cards: Card[] = [];
  for (const pile of piles(state)) for (const card of pile) if (!isKnown(card)) cards.push(card);
  if (cards.length === 0) return state;
  cards.sort((a, b) => cardIndex(a) - cardIndex(b));
  const dealt = shuffle(cards, seed);
  let next = 0;
  const redeal = (pile: readonly Card[]): Card[] => (pile.some((card) => !isKnown(card)) ? pile.map((card) => (isKnown(card) ? card : dealt[next++]!)) : (pile as Card[]));
  const out: S = { ...state, stock: redeal(state.stock), waste: redeal(state.waste) };
  for (const group of PILE_GROUPS) {
    const groupPiles = state[group];
    if (groupPiles) out[group] = groupPiles.map(redeal);
  }
  return out;
}

/**
 * The state as a player who knows the stock's order sees it (the convention of the published
 * players' figures): every stock and waste card seen, so only the other face-down cards are unseen.
 */
export function withStockSeen<S extends GameState>(state: S): S {
  const seen = (pile: readonly Card[]) => pile.map((card) => (isKnown(card) ? card : { ...card, seen: true }));
  return { ...state, stock: seen(state.stock), waste: seen(state.waste) };
}

/** Every pile of the state: the stock, the waste and each pile of every group. */
function* piles(state: GameState): Iterable<readonly Card[]> {
  yield state.stock;
  yield state.waste;
  for (const group of PILE_GROUPS) yield* state[group] ?? [];
}

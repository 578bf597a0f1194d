// Compact text names for cards and piles, for keys of positions in a seen-set; and where every
// card of a position lies, as one string, for comparing two positions.
import { SUITS, type Card } from './cards.js';
import type { GameState } from '../types.js';

/** One character per card: rank, suit and whether it is face up. */
export function cardChar(card: Card): string {
  return String.fromCharCode(48 + card.rank * 8 + SUITS.indexOf(card.suit) * 2 + (card.faceUp ? 1 : 0));
}

export function pileKey(pile: readonly Card[]): string {
  let key = '';
  for (const card of pile) key += cardChar(card);
  return key;
}

/** Leaves out what the player has seen (a card's `seen`): it changes nothing the rules allow. */
const withoutSeen = (key: string, value: unknown) => (key === 'seen' ? undefined : value);

/**
 * Where every card of a position lies, the counters (score, passes) aside: what the rules' future
 * of the position depends on. With `seen`, also which face-down cards the player has seen.
 */
export function pilesKey(state: GameState, { seen = false }: { seen?: boolean } = {}): string {
  const piles = [state.tableau, state.stock, state.waste, state.foundations, state.removed, state.cells, state.reserve];
  return seen ? JSON.stringify(piles) : JSON.stringify(piles, withoutSeen);
}

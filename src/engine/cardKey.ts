// Compact text names for cards and piles, for keys of positions in a seen-set.
import { SUITS, type Card } from './cards.js';

/** One character per card: rank, suit and whether it is face up. */
export function cardChar(card: Card): string {
  return String.fromCharCode(48 + card.rank * 8 + SUITS.indexOf(card.suit) * 2 + (card.faceUp ? 1 : 0));
}

export function pileKey(pile: readonly Card[]): string {
  let key = '';
  for (const card of pile) key += cardChar(card);
  return key;
}

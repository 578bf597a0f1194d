// The solver's card numbers: one integer 0…51 per card (suit × 13 + rank − 1, suits in the
// engine's SUITS order, so a card's suit is also the index of its foundation).
import { SUITS, type Card } from '../../../cards.js';

export const CARDS = 52;
export const RANKS = 13;
export const KING_RANK = 13;

export function cardNumber(card: Card): number {
  return SUITS.indexOf(card.suit) * RANKS + card.rank - 1;
}

/** 1 = ace … 13 = king. */
export function rankOf(card: number): number {
  return (card % RANKS) + 1;
}

/** 0 spades, 1 hearts, 2 diamonds, 3 clubs (the foundation index). */
export function suitOf(card: number): number {
  return (card / RANKS) | 0;
}

/** Hearts and diamonds are red. */
export function isRedSuit(suit: number): boolean {
  return suit === 1 || suit === 2;
}

/** True when `upper` may lie on `lower` in a column: one rank lower, the other colour. */
export function buildsOn(lower: number, upper: number): boolean {
  return rankOf(lower) === rankOf(upper) + 1 && isRedSuit(suitOf(lower)) !== isRedSuit(suitOf(upper));
}

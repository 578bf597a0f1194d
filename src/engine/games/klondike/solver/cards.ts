// The solver's card numbers: one integer 0…51 per card (cardIndex: suit × 13 + rank − 1, suits
// in the engine's SUITS order, so a card's suit is also the index of its foundation).

export const CARDS = 52;
export const RANKS = 13;
export const KING_RANK = 13;

// Looked up rather than computed: the search asks these of every card it considers.
const RANK_OF = Uint8Array.from({ length: CARDS }, (_, card) => (card % RANKS) + 1);
const SUIT_OF = Uint8Array.from({ length: CARDS }, (_, card) => (card / RANKS) | 0);
const RED = Uint8Array.from(SUIT_OF, (suit) => (suit === 1 || suit === 2 ? 1 : 0));

/** 1 = ace … 13 = king. */
export function rankOf(card: number): number {
  return RANK_OF[card]!;
}

/** 0 spades, 1 hearts, 2 diamonds, 3 clubs (the foundation index). */
export function suitOf(card: number): number {
  return SUIT_OF[card]!;
}

/** 1 for a red card (hearts and diamonds), 0 for a black one. */
export function redOf(card: number): number {
  return RED[card]!;
}

/** True when `upper` may lie on `lower` in a column: one rank lower, the other colour. */
export function buildsOn(lower: number, upper: number): boolean {
  return RANK_OF[lower] === RANK_OF[upper]! + 1 && RED[lower] !== RED[upper];
}

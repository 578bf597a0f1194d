// Cards as the solver holds them: one byte, suit × 13 + rank − 1 (cardIndex in cards.ts), with
// FACE_DOWN added for a card lying face down in a column. Two decks' twin cards share a code:
// they are interchangeable, so positions that differ only by which twin lies where are one.
import { cardIndex, KING, SUITS, type Card } from '../../cards.js';

export const FACE_DOWN = 64;
export const NONE = 255;

export const rankOfCode = (code: number): number => (code % 13) + 1;
export const suitOfCode = (code: number): number => (code / 13) | 0;
export const isFaceDownCode = (code: number): boolean => (code & FACE_DOWN) !== 0;
/** Hearts (1) and diamonds (2) are red. */
export const isRedCode = (code: number): boolean => {
  const suit = suitOfCode(code);
  return suit === 1 || suit === 2;
};

export function cardCode(card: Card): number {
  return cardIndex(card) + (card.faceUp ? 0 : FACE_DOWN);
}

/** The engine's card for a code (face up unless the code says face down). */
export function cardOfCode(code: number): Card {
  const plain = code & 63;
  return { rank: rankOfCode(plain), suit: SUITS[suitOfCode(plain)]!, faceUp: (code & FACE_DOWN) === 0 };
}

/** The rank one below, turning the corner from ace to king when `wrap`; 0 when there is none. */
export function rankBelow(rank: number, wrap: boolean): number {
  if (rank > 1) return rank - 1;
  return wrap ? KING : 0;
}


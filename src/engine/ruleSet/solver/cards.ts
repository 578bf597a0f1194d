// Cards as the solver holds them: one byte, suit × 13 + rank − 1 (cardIndex in cards.ts), with
// FACE_DOWN added for a card lying face down in a column. Two decks' twin cards share a code:
// they are interchangeable, so positions that differ only by which twin lies where are one.
import { cardIndex, KING, type Card } from '../../cards/cards.js';

export const FACE_DOWN = 64;
export const NONE = 255;

/** Each code's rank and suit (face-down codes too), looked up: the search reads them constantly. */
const RANKS = Uint8Array.from({ length: 256 }, (_, code) => ((code & 63) % 13) + 1);
const SUIT_OF = Uint8Array.from({ length: 256 }, (_, code) => (((code & 63) / 13) | 0) & 3);

export const rankOfCode = (code: number): number => RANKS[code]!;
export const suitOfCode = (code: number): number => SUIT_OF[code]!;
/** Hearts (1) and diamonds (2) are red. */
export const isRedCode = (code: number): boolean => {
  const suit = SUIT_OF[code]!;
  return suit === 1 || suit === 2;
};

export function cardCode(card: Card): number {
  return cardIndex(card) + (card.faceUp ? 0 : FACE_DOWN);
}

/** The rank one below, turning the corner from ace to king when `wrap`; 0 when there is none. */
export function rankBelow(rank: number, wrap: boolean): number {
  if (rank > 1) return rank - 1;
  return wrap ? KING : 0;
}


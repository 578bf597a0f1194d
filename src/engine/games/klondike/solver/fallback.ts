// Positions the fast search does not take: hand-built oddities that no game reaches (a face-down
// card above a face-up one, face-up cards out of sequence, a card missing or twice, a foundation
// out of order). Its rules' proofs assume columns of face-down cards under one face-up run, so
// these go to the plain search, with a full key.
import { cardIndex, SUITS, type Card } from '../../../cards/cards.js';
import { alternatingRunLength } from '../../../common/piles.js';
import type { KlondikeState } from '../rules.js';
import { pileKey } from '../../../cards/cardKey.js';
import { CARDS } from './cards.js';

/** Names a position for the plain search: every pile, and the recycles when passes are limited. */
export function klondikeKey(state: KlondikeState): string {
  const passes = state.options.passes === 'unlimited' ? '' : String(state.redeals);
  return [...state.tableau, state.stock, state.waste, ...state.foundations].map(pileKey).join('|') + '|' + passes;
}

/** True when the position is one a game can reach: the fast search takes it. */
export function isOrdinary(state: KlondikeState): boolean {
  if (state.tableau.length > 63) return false;
  const seen = new Uint8Array(CARDS);
  const note = (card: Card): boolean => {
    const n = cardIndex(card);
    if (!SUITS.includes(card.suit) || !Number.isInteger(card.rank) || card.rank < 1 || card.rank > 13 || seen[n] === 1) return false;
    seen[n] = 1;
    return true;
  };
  for (const column of state.tableau) {
    const faceDown = column.findIndex((card) => card.faceUp);
    const faceUp = faceDown < 0 ? 0 : column.length - faceDown;
    if (alternatingRunLength(column) !== faceUp || !column.every(note)) return false;
  }
  const foundationsInOrder = state.foundations.every((pile, i) => pile.every((card, r) => card.suit === SUITS[i] && card.rank === r + 1));
  if (!foundationsInOrder || !state.foundations.every((pile) => pile.every(note))) return false;
  return state.stock.every(note) && state.waste.every(note) && seen.every((x) => x === 1);
}

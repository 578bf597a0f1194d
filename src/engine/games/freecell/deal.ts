// Microsoft's FreeCell deals, numbered 1 to 1,000,000, reproduced exactly by the procedure Jim
// Horne published, so that a deal number means the same layout here as in every other FreeCell.
import type { Card, Suit } from '../../cards/cards.js';

export const FIRST_DEAL = 1;
export const LAST_DEAL = 1_000_000;
export const COLUMNS = 8;

/** The deck's suit order in the procedure: a card's index is (rank − 1) × 4 + this position. */
const DEAL_SUITS: readonly Suit[] = ['clubs', 'diamonds', 'hearts', 'spades'];

export function isDealNumber(seed: number): boolean {
  return Number.isInteger(seed) && seed >= FIRST_DEAL && seed <= LAST_DEAL;
}

/**
 * The eight columns of deal `seed`, each bottom → top (the last card is the one that can move),
 * all face up.
 *
 * The procedure: a linear congruential generator, state ← state × 214013 + 2531011 (mod 2^32),
 * starting at the deal number, gives rand = (state >> 16) & 0x7fff. The deck starts in the order
 * A♣ A♦ A♥ A♠ 2♣ … K♠. For i = 52 down to 1: j = rand mod i; card j is dealt and the last of the
 * i cards still in the deck takes its place. The cards dealt go round the columns in turn, the
 * first to column 1, the ninth to column 1 again, so columns 1–4 get 7 cards and 5–8 get 6.
 */
export function dealColumns(seed: number): Card[][] {
  const deck: Card[] = [];
  for (let index = 0; index < 52; index++) {
    deck.push({ rank: (index >> 2) + 1, suit: DEAL_SUITS[index & 3]!, faceUp: true });
  }
  const columns: Card[][] = Array.from({ length: COLUMNS }, () => []);
  let state = seed >>> 0;
  for (let left = 52, dealt = 0; left > 0; left--, dealt++) {
    state = (Math.imul(state, 214013) + 2531011) >>> 0;
    const j = ((state >>> 16) & 0x7fff) % left;
    columns[dealt % COLUMNS]!.push(deck[j]!);
    deck[j] = deck[left - 1]!;
  }
  return columns;
}

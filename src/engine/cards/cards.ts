// Cards: suits, ranks, colours and the way a card is written in words ("10♥", "K♠").
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';

/** rank 1 = Ace … 13 = King */
export interface Card {
  rank: number;
  suit: Suit;
  faceUp: boolean;
  /**
   * A face-down card the player has seen before (a stock made by turning over the
   * waste): its place is known, so a fair hint (solver/fairHint.ts) does not shuffle it. Absent on
   * face-up cards and on cards never seen.
   */
  seen?: boolean;
}

export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
export const KING = 13;

const SUIT_GLYPHS: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
const RANK_NAMES = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export function isRed(suit: Suit): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

export function suitGlyph(suit: Suit): string {
  return SUIT_GLYPHS[suit];
}

export function rankName(rank: number): string {
  return RANK_NAMES[rank] ?? '?';
}

/** "7♥" */
export function cardName(card: Pick<Card, 'rank' | 'suit'>): string {
  return rankName(card.rank) + suitGlyph(card.suit);
}

/** One standard deck, face down, in a fixed order: spades A→K, hearts, diamonds, clubs. */
/**
 * A card's number from 0 to 51: suit × 13 + rank − 1, the suits in SUITS order (so a card's
 * number divided by 13 is its suit's index). The solvers that number cards this way use this.
 */
export function cardIndex(card: Pick<Card, 'rank' | 'suit'>): number {
  return SUITS.indexOf(card.suit) * KING + card.rank - 1;
}

export function standardDeck(): Card[] {
  return SUITS.flatMap((suit) =>
    Array.from({ length: KING }, (_, i) => ({ rank: i + 1, suit, faceUp: false })),
  );
}

export function faceUp(card: Card): Card {
  return card.faceUp ? card : { rank: card.rank, suit: card.suit, faceUp: true };
}

/**
 * The waste turned over into a new stock, as the games that go through their stock again do it:
 * the waste reversed (the card turned first comes off first again), face down, and every card
 * seen, since each was face up on the waste.
 */
export function wasteTurnedOver(waste: readonly Card[]): Card[] {
  const stock: Card[] = [];
  for (let i = waste.length - 1; i >= 0; i--) stock.push({ rank: waste[i]!.rank, suit: waste[i]!.suit, faceUp: false, seen: true });
  return stock;
}

export function topCard(pile: readonly Card[]): Card | undefined {
  return pile[pile.length - 1];
}

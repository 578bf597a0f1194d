// The scoring every game shares (docs/rules/<game>.md, "Scoring"): the header's fact for a score,
// Windows Solitaire's bonus for a quick win, and the family conventions of the games that score
// each card they clear (after Microsoft's and PySolFC's: a fixed number of points a card).
import { DROP, SHORTEN, type HeaderFact } from '../types.js';

/** Points for each card put up, cleared or gone from the table. */
export const CARD_POINTS = 10;

/** Windows Solitaire's win bonus: 700,000 divided by the whole seconds played, for a win of over 30 seconds. */
export function winBonus(elapsedMs: number): number {
  const seconds = Math.floor(elapsedMs / 1000);
  return Number.isFinite(seconds) && seconds > 30 ? Math.floor(700_000 / seconds) : 0;
}

/** A score of cards: CARD_POINTS each, and the win bonus once won. */
export function cardScore(cards: number, won: boolean, elapsedMs: number): number {
  return CARD_POINTS * cards + (won ? winBonus(elapsedMs) : 0);
}

/**
 * A game won by clearing a layout: CARD_POINTS for each card cleared and, once won, as much again
 * for each card left in the stock (strokes under par) with the win bonus.
 */
export function clearingScore(cleared: number, stockLeft: number, won: boolean, elapsedMs: number): number {
  return cardScore(cleared + (won ? stockLeft : 0), won, elapsedMs);
}

/** The header's words for a score: "score 120", or "120 pts" where the line is short. */
export function scoreFact(score: number): HeaderFact {
  return { text: `score ${score}`, shorter: [{ text: `${score} pts`, rank: SHORTEN.score }], dropRank: DROP.score };
}

// Deals that can be won: tries deal numbers one after another from a given one until the solver
// proves one winnable, or gives the first one unproved when the time is up.
import type { Difficulty } from '../engine/session/sessionRecord.js';
import { gameOf, type SavedGameId } from '../engine/games.js';
import type { Move } from '../engine/types.js';
import { solve } from './solve.js';

export interface DealRequest {
  game: SavedGameId;
  options: object;
  firstSeed: number;
  /** How long to look in all before settling for an unproved deal. */
  limitMs: number;
  /** The most one deal may take before the next one is tried. */
  perDealMs: number;
  /** The most positions one deal's search may keep (none: no cap). */
  maxPositions?: number;
  /** The most memory one deal's search tables may take (none: the game decides). */
  memoryBytes?: number;
  signal?: { readonly aborted: boolean };
}

/** A deal the search found: proved winnable with its line, or the first one tried, unproved. */
export type SearchedDeal = { seed: number; proved: true; line: Move[] } | { seed: number; proved: false };
/**
 * A deal found by the search, or taken from a book of proved deals (dealBook.ts: no line; its band
 * of difficulty where it is rated, and the band asked for where none of it was left).
 */
export type FoundDeal = SearchedDeal | { seed: number; proved: true; line?: undefined; band?: Difficulty; noneLeft?: Difficulty; unrated?: true };

export function findWinnableDeal({ game, options, firstSeed, limitMs, perDealMs, maxPositions, memoryBytes, signal }: DealRequest): SearchedDeal {
  const deadline = performance.now() + limitMs;
  const rules = gameOf({ game, options });
  const { first, last } = rules.deals;
  for (let seed = firstSeed; ; seed = seed >= last ? first : seed + 1) {
    const left = deadline - performance.now();
    if (left <= 0 || signal?.aborted) return { seed: firstSeed, proved: false };
    const result = solve(rules.newGame({ ...options, seed }), { timeLimitMs: Math.min(perDealMs, left), maxPositions, memoryBytes, signal });
    if (result.verdict === 'winnable') return { seed, proved: true, line: result.moves };
  }
}

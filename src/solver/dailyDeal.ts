// The daily deal: one deal a day for each game, the same for every player, proved winnable.
//
// The day is the calendar date in UTC (YYYY-MM-DD), so every player gets the same deal at the
// same moment wherever they are. The deal follows from the date and the game alone, with the
// game's default options (never a player's remembered ones):
// - from the game's book of proved deals (dealBook.ts's bookDaily): of the book's deals, the one
//   whose FNV-1a hash (32 bits) of "DATE/GAME/DEAL" is least, proved at once;
// - for a game with no book (or an empty one), searched as before the books:
//   1. h = FNV-1a of the text "DATE/GAME" (GAME: the game's id in the registry);
//   2. the candidates are the deal numbers from first + (h mod n) on, one after another (wrapping
//      round), where the game deals numbers first…last and n = min(last, 999999999) − first + 1;
//   3. the daily deal is the first candidate the solver proves winnable within DAILY_LIMITS (a
//      budget counted in positions, with a fixed memory for its tables, never in seconds, so every
//      machine picks the same one), of at most DAILY_CANDIDATES; if none is proved, the first
//      candidate, marked unproved.
// Everyone with the same version of Leaves (the same books) has the same daily deal.
import { gameOf, type PlayableGameId } from '../engine/games.js';
import type { Move } from '../engine/types.js';
import { solve } from './solve.js';
import { BOOK_LIMITS, bookDaily, fnv1a } from './dealBook.js';

/** Each candidate's search: positions and the memory of its tables, the same on every machine (the books' budget). */
export const DAILY_LIMITS = BOOK_LIMITS;
/** How many candidates are tried before the first is dealt unproved. */
export const DAILY_CANDIDATES = 10;

export interface DailyDeal {
  game: PlayableGameId;
  date: string;
  seed: number;
  /** The game's default options, resolved (as `leaves solve` takes them). */
  options: object;
  /** The deal was proved winnable (it is in the book, by this search, or when it was first found: see the store's daily.ts). */
  proved: boolean;
  /** The winning line, when this search proved the deal winnable (none from the book). */
  line?: readonly Move[];
}

/** The candidate deal numbers of a day, in the order they are tried. */
export function dailyCandidates(game: PlayableGameId, date: string, count = DAILY_CANDIDATES): number[] {
  const { first, last } = gameOf({ game, options: {} }).deals;
  const size = Math.min(last, 999_999_999) - first + 1;
  const start = fnv1a(`${date}/${game}`) % size;
  return Array.from({ length: count }, (_, i) => first + ((start + i) % size));
}

/**
 * The day's deal of a game: from its book, else searched (its solver must be loaded then:
 * solverLoader.ts). A search called off (`signal`) gives undefined: a candidate it cut short would
 * otherwise pass for unproved.
 */
export function dailyDeal(game: PlayableGameId, date: string, signal?: { readonly aborted: boolean }): DailyDeal | undefined {
  const booked = bookDaily(game, date);
  return booked ? { game, date, ...booked, proved: true } : searchedDaily(game, date, signal);
}

/** The day's deal of a game with no book: the first of the day's candidates the solver proves winnable. */
export function searchedDaily(game: PlayableGameId, date: string, signal?: { readonly aborted: boolean }): DailyDeal | undefined {
  const rules = gameOf({ game, options: {} });
  const candidates = dailyCandidates(game, date);
  for (const seed of candidates) {
    const state = rules.newGame({ seed });
    const result = solve(state, { ...DAILY_LIMITS, signal });
    if (signal?.aborted) return undefined;
    if (result.verdict === 'winnable') return { game, date, seed, options: state.options, proved: true, line: result.moves };
  }
  return unprovedDaily(game, date);
}

/** The day's first candidate, unproved: the daily deal when none is proved (or no solver runs). */
export function unprovedDaily(game: PlayableGameId, date: string): DailyDeal {
  const seed = dailyCandidates(game, date)[0]!;
  return { game, date, seed, options: gameOf({ game, options: {} }).newGame({ seed }).options, proved: false };
}

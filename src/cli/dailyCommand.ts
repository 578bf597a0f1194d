// `leaves daily`: finds a game's daily deal (solver/dailyDeal.ts), loading the game's solver. Built
// with the solver side (scripts/build.mjs), so neither --help nor a game's first board loads it.
import type { PlayableGameId } from '../engine/games.js';
import { dailyDeal, DAILY_LIMITS, type DailyDeal } from '../solver/dailyDeal.js';
import { solve } from '../solver/solve.js';
import { loadSolver } from '../solver/solverLoader.js';
import { gameOf } from '../engine/games.js';

/**
 * The daily deal of `game` on `date`; `known`, the seed found before for that day (kept in the
 * store), is only proved again, not looked for.
 */
export async function findDaily(game: PlayableGameId, date: string, known?: number): Promise<DailyDeal> {
  await loadSolver(game);
  if (known !== undefined) {
    const state = gameOf({ game, options: {} }).newGame({ seed: known });
    const result = solve(state, DAILY_LIMITS);
    return { game, date, seed: known, options: state.options, ...(result.verdict === 'winnable' ? { proved: true, line: result.moves } : { proved: false }) };
  }
  return dailyDeal(game, date)!;
}

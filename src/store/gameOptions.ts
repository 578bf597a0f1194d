// Options read from disk are checked the way the command line's are: by the game's own newGame,
// which refuses any value it does not accept and resolves the rest to its full options.
import { games, isPlayableGame } from '../engine/games.js';
import { isObject } from './plainObject.js';

/** The game's resolved options for these, or undefined when the game is unknown or refuses them. */
export function checkedOptions(game: string, options: unknown, seed = 0): object | undefined {
  if (!isPlayableGame(game) || !isObject(options)) return undefined;
  try {
    return games[game].newGame({ ...options, seed }).options;
  } catch {
    return undefined;
  }
}

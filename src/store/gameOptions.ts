// Options read from disk are checked the way the command line's are: by the game's own newGame,
// which refuses any value it does not accept and resolves the rest to its full options. A rule
// file's game is checked first by its rule set, as `leaves play` checks the file.
import { CUSTOM_GAME } from '../engine/customGame.js';
import { gameOf, isSavedGame } from '../engine/games.js';
import { validateRuleSet } from '../engine/ruleSet/validate.js';
import { isObject, own } from './plainObject.js';

/** Why a rule file's saved rule set cannot be played (its first problem), or undefined when it can. */
export function ruleSetProblem(options: unknown): string | undefined {
  const checked = validateRuleSet(isObject(options) ? own(options, 'rules') : undefined);
  if (checked.rules) return undefined;
  const more = checked.problems.length - 1;
  return `${checked.problems[0]}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/** The game's resolved options for these, or undefined when the game is unknown or refuses them. */
export function checkedOptions(game: string, options: unknown, seed = 0): object | undefined {
  if (!isSavedGame(game) || !isObject(options)) return undefined;
  if (game === CUSTOM_GAME) {
    const checked = validateRuleSet(own(options, 'rules'));
    if (!checked.rules) return undefined;
    options = { rules: checked.rules };
  } else if (own(options, 'rules') !== undefined) {
    // Only a rule file's game is played by a rule set its options carry (checked above): a shipped
    // game played from a rule set would take one unchecked, from any code or save.
    return undefined;
  }
  try {
    return gameOf({ game, options: options as object }).newGame({ ...(options as object), seed }).options;
  } catch {
    return undefined;
  }
}

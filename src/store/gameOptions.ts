// Options read from disk are checked the way the command line's are: by the game's own parser (its
// newGame reads them with it), which refuses any value it does not accept and resolves the rest
// to its full options; the deal is made too, so that options that deal no game are refused. A rule
// file's game is checked first by its rule set, as `leaves play` checks the file.
import { CUSTOM_GAME } from '../engine/customGame.js';
import { gameOf, isSavedGame } from '../engine/games.js';
import type { RuleSet } from '../engine/ruleSet/ruleSet.js';
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
  const given = game === CUSTOM_GAME ? ruleFileOptions(options) : options;
  // Only a rule file's game is played by a rule set its options carry (checked there): a shipped
  // game played from a rule set would take one from any code or save.
  if (!given || (game !== CUSTOM_GAME && own(options, 'rules') !== undefined)) return undefined;
  try {
    return gameOf({ game, options: given }).newGame({ ...given, seed }).options;
  } catch {
    return undefined;
  }
}

/** A rule file's options, its rule set as validate.ts gives it back, or undefined when it has none it accepts. */
function ruleFileOptions(options: Record<string, unknown>): { rules: RuleSet } | undefined {
  const checked = validateRuleSet(own(options, 'rules'));
  return checked.rules && { rules: checked.rules };
}

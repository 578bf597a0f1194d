// A player's rule file as a game: `leaves play FILE.json` plays it under the id 'custom', with its
// rule set in the state's options ({ rules }), so a save holds the rules it is played by and
// resumes whatever became of the file. The game is made by the rules engine from the rule set
// (checked by ruleSet/validate.ts first), once per rule set; its statistics are kept by the rule
// set's name.
import { optionGiven, type Game, type Variant } from './game.js';
import type { RuleSet } from './ruleSet/ruleSet.js';
import { ruleSetGame } from './ruleSet/ruleSetGame.js';
import { isRuleSetName, validateRuleSet } from './ruleSet/validate.js';

/** The id every rule file is played under. */
export const CUSTOM_GAME = 'custom';

/** The start of a rule file's variant key: 'custom:' and the rule set's name. */
const VARIANT_PREFIX = `${CUSTOM_GAME}:`;

/** The statistics variant of a rule set: kept by its name. */
export function customVariant(name: string): Variant {
  return { key: `${VARIANT_PREFIX}${name}`, label: `${name} (rule file)` };
}

/** The variant a key names, when it is a rule file's (the name is all it needs). */
export function customVariantOf(key: string): Variant | undefined {
  const name = key.slice(VARIANT_PREFIX.length);
  return key.startsWith(VARIANT_PREFIX) && isRuleSetName(name) ? customVariant(name) : undefined;
}

/** The games made so far, by their rule set's JSON (a validated rule set lists its fields in one order). */
const made = new Map<string, Game>();
/** Rule sets in play at once are few: a game, and perhaps the one left behind. */
const MAX_MADE = 16;
/** The same, by the rule set object itself: states share their options, so most look-ups end here. */
const byObject = new WeakMap<object, Game>();

/**
 * The game of the rule set in these options, made once per rule set; throws a RangeError naming
 * the first problem when they hold none that validate.ts accepts.
 */
export function customGame(options: unknown): Game {
  const given = optionGiven(options, 'rules');
  const seen = typeof given === 'object' && given !== null ? byObject.get(given) : undefined;
  if (seen) return seen;
  const checked = validateRuleSet(given);
  if (!checked.rules) throw new RangeError(`The rule set of this game cannot be played: ${checked.problems[0]}.`);
  const key = JSON.stringify(checked.rules);
  let game = made.get(key);
  if (!game) {
    game = withVariant(ruleSetGame(checked.rules, { id: CUSTOM_GAME }), checked.rules);
    if (made.size >= MAX_MADE) made.delete(made.keys().next().value!);
    made.set(key, game);
  }
  if (typeof given === 'object' && given !== null) byObject.set(given, game);
  return game;
}

function withVariant(game: Game, rules: RuleSet): Game {
  const variant = customVariant(rules.name);
  return { ...game, variants: [variant], variantOf: () => variant };
}

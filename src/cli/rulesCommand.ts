// `leaves rules [game]`: a game played from a rule set, printed as a rule file to start from
// (docs/rule-files.md), with a "$schema" line naming the schema in this installation so an editor
// checks the file as it is changed; with no game, the games it can print.
import { allGames } from '../engine/games.js';
import { SCHEMA_FIELD } from '../engine/ruleSet/validate.js';
import { didYouMean } from '../text/didYouMean.js';
import { widest } from '../text/widest.js';

/** The schema beside the bundle: dist/…js → docs/rule-set.schema.json of the package. */
const SCHEMA_URL = new URL('../docs/rule-set.schema.json', import.meta.url).href;

/** What `leaves rules` prints on stdout, or the one line for stderr when the game has none to print. */
export function rulesOutput(id: string | undefined): { out: string } | { error: string } {
  const withRules = allGames().filter((game) => game.ruleSet !== undefined);
  if (id === undefined) {
    const width = widest(withRules.map((game) => game.id));
    const lines = withRules.map((game) => `  ${game.id.padEnd(width)}  ${game.title}`);
    return { out: ['Games played from a rule set (leaves rules GAME > FILE.json prints one to start from):', ...lines, ''].join('\n') };
  }
  const game = withRules.find((candidate) => candidate.id === id);
  if (!game?.ruleSet) {
    const ids = withRules.map((candidate) => candidate.id);
    const known = allGames().find((candidate) => candidate.id === id);
    const what = known ? `${known.title} is not played from a rule set` : `unknown game '${id}'${didYouMean(id, ids)}`;
    return { error: `${what}. Choose one of: ${ids.join(', ')}.` };
  }
  // A game whose rule set depends on its options prints the one of its default options.
  return { out: `${JSON.stringify({ [SCHEMA_FIELD]: SCHEMA_URL, ...game.ruleSet({}) }, null, 2)}\n` };
}

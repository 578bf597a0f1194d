// FreeCell as a rule set: the rules engine's knobs (engine/ruleSet/ruleSet.ts) say all of its rules,
// and the engine plays them (index.ts); only the order of the cards is FreeCell's own, Microsoft's
// deal numbers (deal.ts). `leaves rules freecell` prints this to start a rule file from.
import type { RuleSet } from '../../ruleSet/ruleSet.js';
import { COLUMNS } from './deal.js';

/** Free cells, each holding one card. */
export const CELLS = 4;

/** FreeCell's rule set (the game takes no options but the deal number). */
export function freecellRuleSet(): RuleSet {
  return {
    name: 'FreeCell',
    tableau: { piles: COLUMNS, cards: [7, 7, 7, 7, 6, 6, 6, 6], build: 'alternate-colours', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
    foundations: { count: 4 },
    cells: { count: CELLS },
  };
}

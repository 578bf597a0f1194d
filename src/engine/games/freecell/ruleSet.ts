// FreeCell as a rule set: the same rules as rules.ts, said as the rules engine's knobs
// (engine/ruleSet/ruleSet.ts), so that test/engine/ruleSetAgreement.test.ts can check the two
// readings against each other, and `leaves rules freecell` can print one to start a file from.
// The rules engine deals from its own shuffle, not by Microsoft's deal numbers (deal.ts).
import type { RuleSet } from '../../ruleSet/ruleSet.js';
import { COLUMNS } from './deal.js';
import { CELLS } from './rules.js';

/** FreeCell's rule set (the game takes no options but the deal number). */
export function freecellRuleSet(): RuleSet {
  return {
    name: 'FreeCell',
    tableau: { piles: COLUMNS, cards: [7, 7, 7, 7, 6, 6, 6, 6], build: 'alternate-colours', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
    foundations: { count: 4 },
    cells: { count: CELLS },
  };
}

// Spider as a rule set: its rules said as the rules engine's knobs (engine/ruleSet/ruleSet.ts),
// which the engine plays (index.ts), and `leaves rules spider` prints to start a file from. The
// deal order, Microsoft's score and one loss are Spider's own (rules.ts).
import type { RuleSet } from '../../ruleSet/ruleSet.js';
import { COLUMN_HEIGHTS, COLUMNS, SEQUENCES_TO_WIN, type SpiderOptions } from './rules.js';

/** The rule set of Spider with 1, 2 or 4 suits. */
export function spiderRuleSet({ suits }: SpiderOptions): RuleSet {
  return {
    name: 'Spider',
    deck: { decks: 2, suits },
    tableau: { piles: COLUMNS, cards: COLUMN_HEIGHTS, faceDown: COLUMN_HEIGHTS.map((n) => n - 1), build: 'any-suit', move: 'suit-run', empty: 'any' },
    foundations: { count: SEQUENCES_TO_WIN, completeRuns: true },
    stock: { to: 'columns', needsNoEmptyColumn: true },
  };
}

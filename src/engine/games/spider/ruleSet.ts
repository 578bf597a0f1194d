// Spider as a rule set: the same rules as rules.ts, said as the rules engine's knobs
// (engine/ruleSet/ruleSet.ts), so that test/engine/ruleSetAgreement.test.ts can check the two
// readings against each other, and `leaves rules spider` can print one to start a file from.
// Microsoft's score is not part of a rule set: the hand-written module keeps it.
import type { RuleSet } from '../../ruleSet/ruleSet.js';
import { COLUMNS, SEQUENCES_TO_WIN, type SpiderOptions } from './rules.js';

const HEIGHTS = [6, 6, 6, 6, 5, 5, 5, 5, 5, 5];

/** The rule set of Spider with 1, 2 or 4 suits. */
export function spiderRuleSet({ suits }: SpiderOptions): RuleSet {
  return {
    name: 'Spider',
    deck: { decks: 2, suits },
    tableau: { piles: COLUMNS, cards: HEIGHTS, faceDown: HEIGHTS.map((n) => n - 1), build: 'any-suit', move: 'suit-run', empty: 'any' },
    foundations: { count: SEQUENCES_TO_WIN, completeRuns: true },
    stock: { to: 'columns', needsNoEmptyColumn: true },
  };
}

// Simple Simon as a rule set (docs/rules/simple-simon.md): every card face up in ten columns of 8,
// 8, 8, 7 … 1, Spider's building (down regardless of suit, same-suit runs move, whole suits leave
// the table), no stock.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const simpleSimonRules: RuleSet = {
  name: 'Simple Simon',
  description:
    'Ten columns of 8, 8, 8, 7, 6, 5, 4, 3, 2, 1 cards, all face up, no stock. A card goes on the ' +
    'next higher rank of any suit; only a run in one suit moves together; an empty column takes any ' +
    'card or run. A king-to-ace run of one suit leaves the table; four of them win.',
  tableau: { piles: 10, cards: [8, 8, 8, 7, 6, 5, 4, 3, 2, 1], build: 'any-suit', move: 'suit-run', empty: 'any' },
  foundations: { completeRuns: true },
};

export const simpleSimon = ruleSetGame(simpleSimonRules, { family: 'Spider family' });

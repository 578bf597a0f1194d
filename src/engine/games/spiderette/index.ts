// Spiderette as a rule set (docs/rules/spiderette.md): Spider with one deck on a Klondike layout —
// seven columns of 1 to 7 cards, building down regardless of suit, same-suit runs moving, whole
// suits leaving the table, and a stock dealt a row at a time when no column is empty.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const spideretteRules: RuleSet = {
  name: 'Spiderette',
  description:
    'Seven columns of 1 to 7 cards, only the last face up. A card goes on the next higher rank of ' +
    'any suit; only a run in one suit moves together; an empty column takes any card or run. Deal a ' +
    'card onto every column (none may be empty); the last deal of three goes to the first three. A ' +
    'king-to-ace run of one suit leaves the table; four of them win.',
  tableau: { piles: 7, cards: [1, 2, 3, 4, 5, 6, 7], faceDown: [0, 1, 2, 3, 4, 5, 6], build: 'any-suit', move: 'suit-run', empty: 'any' },
  foundations: { completeRuns: true },
  stock: { to: 'columns', needsNoEmptyColumn: true },
};

// The smallest budget that decides samples of a deal (bench/RESULTS.md).
export const spiderette = ruleSetGame(spideretteRules, { family: 'Spider family', fairPositions: 9_600 });

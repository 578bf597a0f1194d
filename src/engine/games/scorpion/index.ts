// Scorpion as a rule set (docs/rules/scorpion.md): Yukon's moves building down in suit, whole suits
// leaving the table, kings only in empty columns, and a reserve of three cards dealt once onto the
// first three columns.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const scorpionRules: RuleSet = {
  name: 'Scorpion',
  description:
    'Seven columns of seven; in the first four the three bottom cards lie face down. Build down in ' +
    'suit; any face-up card moves with everything on top of it; only a king, with what lies on it, ' +
    'fills an empty column. Once, at any time, deal the three reserve cards onto columns 1 to 3. A ' +
    'king-to-ace run of one suit leaves the table; four of them win.',
  tableau: { piles: 7, cards: 7, faceDown: [3, 3, 3, 3, 0, 0, 0], build: 'suit', move: 'any-face-up', empty: 'kings' },
  foundations: { completeRuns: true },
  stock: { to: 'columns', columns: [0, 1, 2] },
};

// The default decides no sample of a deal (bench/RESULTS.md).
export const scorpion = ruleSetGame(scorpionRules, {
  fairPositions: 9_600,
  family: 'Spider family',
  stockWords: { verb: 'deal', did: 'dealt the reserve', advice: 'deal the reserve' },
});

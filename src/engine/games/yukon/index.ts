// Yukon as a rule set (docs/rules/yukon.md): Klondike's building with no stock, any face-up card
// moving with everything on top of it, and only kings in empty columns.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const yukonRules: RuleSet = {
  name: 'Yukon',
  description:
    'Seven columns: one card in the first, then k − 1 face down under five face up in column k. ' +
    'Build down in alternating colours; any face-up card moves with everything on top of it, in ' +
    'order or not; only a king, with what lies on it, fills an empty column. Foundations build up ' +
    'by suit from the ace; win with all 52 cards up.',
  tableau: { piles: 7, cards: [1, 6, 7, 8, 9, 10, 11], faceDown: [0, 1, 2, 3, 4, 5, 6], build: 'alternate-colours', move: 'any-face-up', empty: 'kings' },
};

// Far more samples decided than at the default, at a time a hint can afford (bench/RESULTS.md).
export const yukon = ruleSetGame(yukonRules, { family: 'Klondike family', fairPositions: 2_400 });

// Streets and Alleys as a rule set (docs/rules/streets-and-alleys.md): Beleaguered Castle with the
// aces left in the deal, so all 52 cards lie face up in eight columns and the foundations start empty.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const streetsAndAlleysRules: RuleSet = {
  name: 'Streets and Alleys',
  description:
    'All 52 cards lie face up in eight columns, four of seven and four of six. A card goes on the ' +
    'next higher rank of any suit; an empty column takes any card. A run moves when the empty ' +
    'columns could carry it card by card. Foundations build up by suit from the ace; win with all ' +
    '52 cards up.',
  tableau: { piles: 8, cards: [7, 7, 7, 7, 6, 6, 6, 6], build: 'any-suit', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
};

export const streetsAndAlleys = ruleSetGame(streetsAndAlleysRules, { family: 'Beleaguered Castle family' });

// Stronghold as a rule set (docs/rules/stronghold.md): Streets and Alleys with one free cell.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const strongholdRules: RuleSet = {
  name: 'Stronghold',
  description:
    'All 52 cards lie face up in eight columns, four of seven and four of six, beside one free ' +
    'cell. A card goes on the next higher rank of any suit; an empty column takes any card. A run ' +
    'moves when the free cell and empty columns could carry it card by card. Foundations build up ' +
    'by suit from the ace; win with all 52 cards up.',
  tableau: { piles: 8, cards: [7, 7, 7, 7, 6, 6, 6, 6], build: 'any-suit', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
  cells: { count: 1 },
};

export const stronghold = ruleSetGame(strongholdRules, { family: 'Beleaguered Castle family' });

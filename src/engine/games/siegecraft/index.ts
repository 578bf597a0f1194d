// Siegecraft as a rule set (docs/rules/siegecraft.md): Beleaguered Castle with one free cell.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const siegecraftRules: RuleSet = {
  name: 'Siegecraft',
  description:
    'The four aces start on the foundations; the other 48 cards lie face up in eight columns of ' +
    'six, beside one free cell. A card goes on the next higher rank of any suit; an empty column ' +
    'takes any card. A run moves when the free cell and empty columns could carry it card by card. ' +
    'Foundations build up by suit; win with all 52 cards up.',
  tableau: { piles: 8, cards: 6, build: 'any-suit', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
  foundations: { acesStartUp: true },
  cells: { count: 1 },
};

export const siegecraft = ruleSetGame(siegecraftRules, { family: 'Beleaguered Castle family' });

// Beleaguered Castle as a rule set (docs/rules/beleaguered-castle.md): the aces start on the
// foundations, the other 48 cards lie face up in eight columns building down regardless of suit,
// with no free cells.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const beleagueredCastleRules: RuleSet = {
  name: 'Beleaguered Castle',
  description:
    'The four aces start on the foundations; the other 48 cards lie face up in eight columns of six. ' +
    'A card goes on the next higher rank of any suit; an empty column takes any card. A run moves ' +
    'when the empty columns could carry it card by card. Foundations build up by suit; win with ' +
    'all 52 cards up.',
  tableau: { piles: 8, cards: 6, build: 'any-suit', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
  foundations: { acesStartUp: true },
};

export const beleagueredCastle = ruleSetGame(beleagueredCastleRules, { family: 'Beleaguered Castle family' });

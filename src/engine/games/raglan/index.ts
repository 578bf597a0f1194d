// Raglan as a rule set (docs/rules/raglan.md): King Albert with the aces up at the start, the other
// 42 cards in nine columns of seven down to one and a reserve of six.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const raglanRules: RuleSet = {
  name: 'Raglan',
  description:
    'The four aces start on the foundations; the other 48 cards lie face up in nine columns of ' +
    '7, 7, 7, 6, 5, 4, 3, 2 and 1 cards and a reserve of six, each of which may be played. A card ' +
    'goes on the next higher rank of the other colour; an empty column takes any card. A run moves ' +
    'when the empty columns could carry it card by card. Foundations build up by suit, and their ' +
    'top cards may come back down; win with all 52 cards up.',
  tableau: { piles: 9, cards: [7, 7, 7, 6, 5, 4, 3, 2, 1], build: 'alternate-colours', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
  foundations: { acesStartUp: true, cardsComeBack: true },
  reserve: { cards: 6, layout: 'spread' },
};

export const raglan = ruleSetGame(raglanRules, { family: 'Klondike family' });

// King Albert as a rule set (docs/rules/king-albert.md): nine columns of one to nine cards built
// down in alternate colours one card at a time, beside a reserve of seven cards all in play.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const kingAlbertRules: RuleSet = {
  name: 'King Albert',
  description:
    'All 52 cards lie face up: nine columns of one to nine cards, and a reserve of seven cards, ' +
    'each of which may be played. A card goes on the next higher rank of the other colour; an ' +
    'empty column takes any card. A run moves when the empty columns could carry it card by card. ' +
    'Foundations build up by suit from the ace, and their top cards may come back down; win with ' +
    'all 52 cards up.',
  tableau: { piles: 9, cards: [1, 2, 3, 4, 5, 6, 7, 8, 9], build: 'alternate-colours', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
  foundations: { cardsComeBack: true },
  reserve: { cards: 7, layout: 'spread' },
};

export const kingAlbert = ruleSetGame(kingAlbertRules, { family: 'Klondike family' });

// Somerset as a rule set (docs/rules/somerset.md): ten columns of eight down to one, all 52 cards
// face up, built down in alternate colours one card at a time.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const somersetRules: RuleSet = {
  name: 'Somerset',
  description:
    'All 52 cards lie face up in ten columns of 8, 8, 8, 7, 6, 5, 4, 3, 2 and 1 cards. A card goes ' +
    'on the next higher rank of the other colour; an empty column takes any card. A run moves ' +
    'when the empty columns could carry it card by card. Foundations build up by suit from the ' +
    'ace, and their top cards may come back down; win with all 52 cards up.',
  tableau: { piles: 10, cards: [8, 8, 8, 7, 6, 5, 4, 3, 2, 1], build: 'alternate-colours', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
  foundations: { cardsComeBack: true },
};

export const somerset = ruleSetGame(somersetRules, { family: 'Klondike family' });

// East Haven as a rule set (docs/rules/east-haven.md): seven columns of three, only the last card
// face up, built down in alternate colours, a stock dealt a card to each column, cards allowed
// back off the foundations.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const eastHavenRules: RuleSet = {
  name: 'East Haven',
  description:
    'Seven columns of three cards, only the last face up; the other 31 cards are the stock. A card ' +
    'goes on the next higher rank of the other colour, and a run in alternate colours moves as one; ' +
    'an empty column takes any card or run. The stock deals one card onto every column at a time ' +
    '(the last deal three, onto the first three). Foundations build up by suit from the ace, and ' +
    'their top cards may come back down; win with all 52 cards up.',
  tableau: { piles: 7, cards: 3, faceDown: 2, build: 'alternate-colours', move: 'build-run', empty: 'any' },
  foundations: { cardsComeBack: true },
  stock: { to: 'columns' },
};

export const eastHaven = ruleSetGame(eastHavenRules, { family: 'Klondike family' });

// Black Hole as a rule set (docs/rules/black-hole.md): the ace of spades in the hole, the other 51
// cards in 17 fans of three, each played into the hole a rank above or below its top card, king
// and ace neighbours. No stock.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const blackHoleRules: RuleSet = {
  name: 'Black Hole',
  description:
    'The ace of spades starts the hole; the other 51 cards lie face up in 17 fans of three. The top ' +
    'card of a fan goes into the hole when it is one rank above or below the top card there, suit ' +
    'aside, king and ace counting as neighbours. Nothing is built on the fans. Win with all 52 cards ' +
    'in the hole.',
  tableau: { piles: 17, cards: 3, build: 'none', move: 'one', empty: 'none' },
  hole: { start: 'ace-of-spades', wrap: true },
};

export const blackHole = ruleSetGame(blackHoleRules, { family: 'Golf family' });

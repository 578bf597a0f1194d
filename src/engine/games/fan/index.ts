// Fan as a rule set (docs/rules/fan.md): eighteen fans of three (the last two of two), building
// down in suit one card at a time, kings into empty fans, cards allowed back off the foundations.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const fanRules: RuleSet = {
  name: 'Fan',
  description:
    'All 52 cards lie face up in eighteen fans, three cards in each but the last two, which have ' +
    'two. A card goes on the next higher rank of its own suit, one card at a time; only a king ' +
    'fills an empty fan. Foundations build up by suit from the ace, and their top cards may come ' +
    'back down; win with all 52 cards up.',
  tableau: { piles: 18, cards: [...Array<number>(16).fill(3), 2, 2], build: 'suit', move: 'one', empty: 'kings' },
  foundations: { cardsComeBack: true },
};

export const fan = ruleSetGame(fanRules, { family: 'Fan family' });

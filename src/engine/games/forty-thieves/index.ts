// Forty Thieves as a rule set (docs/rules/forty-thieves.md): two decks, forty cards face up in ten
// columns building down in suit, eight foundations, and a stock turned once, one card at a time.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const fortyThievesRules: RuleSet = {
  name: 'Forty Thieves',
  description:
    'Two decks. Ten columns of four cards, face up; 64 cards in the stock. Build down in suit; an ' +
    'empty column takes any card; a run in one suit moves when the empty columns could carry it ' +
    'card by card. Turn the stock one card at a time onto the waste, once through. Eight ' +
    'foundations, two a suit, build up from the ace; win with all 104 cards up.',
  deck: { decks: 2 },
  tableau: { piles: 10, cards: 4, build: 'suit', move: 'suit-run', limitGroupsBySpace: true, empty: 'any' },
  foundations: { count: 8 },
  stock: { to: 'waste', draw: 1, redeals: 0 },
};

export const fortyThieves = ruleSetGame(fortyThievesRules, { family: 'Forty Thieves family' });

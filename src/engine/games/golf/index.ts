// Golf as a rule set (docs/rules/golf.md): seven columns of five, every card face up, played one at a
// time onto a single pile a rank above or below its top card, king and ace not neighbours; the
// stock turns onto that pile at any time. Won when the columns are clear.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const golfRules: RuleSet = {
  name: 'Golf',
  description:
    'Seven columns of five cards, all face up. The last card of a column goes onto the foundation ' +
    'pile when it is one rank above or below its top card, suit aside; nothing goes on a king but a ' +
    'queen, on an ace but a 2. Turn a stock card onto the pile at any time; there is no redeal. ' +
    'Nothing is built on the columns. Win by clearing all seven columns.',
  tableau: { piles: 7, cards: 5, build: 'none', move: 'one', empty: 'none' },
  hole: { start: 'stock', wrap: false },
  stock: { to: 'hole' },
  win: 'tableau-empty',
};

// The default decides few of a deal's samples, and Golf's solves are quick (bench/RESULTS.md).
export const golf = ruleSetGame(golfRules, {
  fairPositions: 38_400,
  family: 'Golf family',
  stockWords: { verb: 'turn', did: 'turned a stock card onto the foundation', advice: 'turn a card from the stock' },
});

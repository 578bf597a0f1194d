// Canfield as a rule set (docs/rules/canfield.md): a 13-card reserve, four piles building down in
// alternating colours round the corner, foundations from the rank of the first card dealt, and a
// stock turned three at a time as often as you like. The rules engine (engine/ruleSet/) plays it.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const canfieldRules: RuleSet = {
  name: 'Canfield',
  description:
    'A card dealt to a foundation sets the base rank of all four; each builds up in suit from it, ' +
    'king turning to ace. Four piles build down in alternating colours, a king going on an ace; the ' +
    'last card moves alone or the whole pile moves. An emptied pile is filled at once from the ' +
    '13-card reserve, and takes any card once the reserve is gone. The stock turns three at a time ' +
    'onto the waste, as often as you like. Win with all 52 cards up.',
  tableau: { piles: 4, cards: 1, build: 'alternate-colours', wrap: true, move: 'top-or-whole-pile', empty: 'reserve' },
  foundations: { base: 'first-dealt', wrap: true },
  reserve: { cards: 13, layout: 'stacked' },
  stock: { to: 'waste', draw: 3, redeals: 'unlimited' },
};

export const canfield = ruleSetGame(canfieldRules, { family: 'Klondike family' });

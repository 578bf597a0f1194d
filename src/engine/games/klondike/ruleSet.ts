// Klondike as a rule set: its rules said as the rules engine's knobs (engine/ruleSet/ruleSet.ts),
// which the engine plays (index.ts), and `leaves rules klondike` prints to start a file from. The
// deal order, the score, the pass-without-progress loss and the stock's words are Klondike's own
// (rules.ts).
import type { RuleSet } from '../../ruleSet/ruleSet.js';
import { COLUMNS, type KlondikeOptions } from './rules.js';

const HEIGHTS = Array.from({ length: COLUMNS }, (_, i) => i + 1);

/**
 * The rule set of Klondike with these options, as the game resolves them (Vegas scoring limits
 * the passes when none are given); the scoring itself is not a knob. Passes map to redeals: the
 * first pass is not a redeal, so n passes allow n − 1.
 */
export function klondikeRuleSet({ draw, passes }: KlondikeOptions): RuleSet {
  return {
    name: 'Klondike',
    tableau: { piles: COLUMNS, cards: HEIGHTS, faceDown: HEIGHTS.map((n) => n - 1), build: 'alternate-colours', move: 'build-run', empty: 'kings' },
    foundations: { count: 4, cardsComeBack: true },
    stock: { to: 'waste', draw, redeals: passes === 'unlimited' ? 'unlimited' : passes - 1 },
  };
}

// Random small endgames of a rule set, for checking the solver's rules against the plain
// exhaustive search: each suit up to a random rank, the cards still out shuffled into the columns.
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import { mulberry32 } from '../../../src/engine/cards/random.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { ruleSetRules } from '../../../src/engine/ruleSet/rules.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';

const SUITS: Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

/** Each suit up to a rank from 7 to 6 + `ranks`, the rest shuffled into the columns, from `seed`. */
export function endgame(rules: RuleSet, seed: number, ranks: number): RuleSetState {
  const random = mulberry32(seed);
  const engine = ruleSetRules(rules, 'custom');
  const out: Card[] = [];
  const foundations = SUITS.map((suit) => {
    const up = 7 + Math.floor(random() * ranks);
    for (let rank = up + 1; rank <= 13; rank++) out.push({ rank, suit, faceUp: true });
    return Array.from({ length: up }, (_, i): Card => ({ rank: i + 1, suit, faceUp: true }));
  });
  const piles = rules.tableau.piles;
  const tableau: Card[][] = Array.from({ length: piles }, () => []);
  for (const card of out.sort(() => random() - 0.5)) tableau[Math.floor(random() * piles)]!.push(card);
  return { ...engine.newDeal(1, {}), tableau, foundations, stock: [], waste: [], cells: [], reserve: [], removed: [], redeals: 0 };
}

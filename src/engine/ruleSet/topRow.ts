// The row above the columns of a rule-set game, each place with the board column it is drawn in:
// the stock and waste, the reserve, the free cells, then the foundations (or the hole), one
// board column each, left to right. A minimal layout until the board draws rule sets its own way.
import type { TopRowPlace } from '../game.js';
import { knobsOf } from './knobs.js';
import type { RuleSet } from './ruleSet.js';
import type { RuleSetState } from './state.js';

export function topRowFor(state: RuleSetState, rules: RuleSet): TopRowPlace[] {
  const k = knobsOf(rules);
  const places: Omit<TopRowPlace, 'column'>[] = [];
  if (k.stock) places.push({ slot: { pile: 'stock', index: 0 } });
  if (k.stock?.to === 'waste') places.push({ slot: { pile: 'waste', index: 0 }, fan: k.stock.draw });
  state.reserve.forEach((_, index) => places.push({ slot: { pile: 'reserve', index } }));
  state.cells.forEach((_, index) => places.push({ slot: { pile: 'cell', index } }));
  state.foundations.forEach((_, index) => places.push({ slot: { pile: 'foundation', index } }));
  return places.map((place, column) => ({ ...place, column }));
}

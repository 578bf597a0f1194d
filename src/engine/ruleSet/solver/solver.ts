// PLACEHOLDER, not the rule-set solver: the plain reference search (search/plainSearch.ts) through
// the rules engine's own moves, with no pruning, so its 'lost' is a proof but it decides only
// small positions. The solver for every rule set replaces this file, keeping its signature.
import type { GameSolver } from '../../game.js';
import { plainSearch } from '../../../search/plainSearch.js';
import type { RuleSet } from '../ruleSet.js';
import { ruleSetRules } from '../rules.js';
import type { RuleSetState } from '../state.js';

function keyOf(state: RuleSetState): string {
  const { tableau, stock, waste, foundations, cells, reserve, removed, redeals } = state;
  return JSON.stringify([tableau, stock, waste, foundations, cells, reserve, removed.length, redeals]);
}

export function solverFor(rules: RuleSet): GameSolver<RuleSetState> {
  const engine = ruleSetRules(rules, 'placeholder');
  return (state, budget) => plainSearch(engine, state, budget, keyOf);
}

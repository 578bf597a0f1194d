// Autumn Leaves' solver (placeholder: the plain search; to be replaced by the fast one).
import { autumnLeaves, type AutumnLeavesState } from '../../engine/autumnLeaves.js';
import type { SearchBudget } from '../budget.js';
import { pileKey } from '../cardKey.js';
import { plainSearch } from '../plainSearch.js';
import type { SearchOutcome } from '../types.js';

export function autumnLeavesKey(state: AutumnLeavesState): string {
  return state.tableau.map(pileKey).join('|') + '|' + state.stock.length;
}

export function solveAutumnLeaves(state: AutumnLeavesState, budget: SearchBudget): SearchOutcome {
  return plainSearch(autumnLeaves, state, budget, autumnLeavesKey);
}

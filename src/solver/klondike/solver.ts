// Klondike's solver (placeholder: the plain search; to be replaced by the fast one).
import type { KlondikeState } from '../../engine/klondike.js';
import { klondike } from '../../engine/klondike.js';
import type { SearchBudget } from '../budget.js';
import { pileKey } from '../cardKey.js';
import { plainSearch } from '../plainSearch.js';
import type { SearchOutcome } from '../types.js';

export function klondikeKey(state: KlondikeState): string {
  const passes = state.options.passes === 'unlimited' ? '' : String(state.recycles);
  return [...state.tableau, state.stock, state.waste, ...state.foundations].map(pileKey).join('|') + '|' + passes;
}

export function solveKlondike(state: KlondikeState, budget: SearchBudget): SearchOutcome {
  return plainSearch(klondike, state, budget, klondikeKey);
}

// Spider's solver (placeholder: the plain search; to be replaced by the fast one).
import { spider, type SpiderState } from '../../engine/spider.js';
import type { SearchBudget } from '../budget.js';
import { pileKey } from '../cardKey.js';
import { plainSearch } from '../plainSearch.js';
import type { SearchOutcome } from '../types.js';

export function spiderKey(state: SpiderState): string {
  return state.tableau.map(pileKey).join('|') + '|' + state.stock.length;
}

export function solveSpider(state: SpiderState, budget: SearchBudget): SearchOutcome {
  return plainSearch(spider, state, budget, spiderKey);
}

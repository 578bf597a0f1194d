// Budgets for the solver tests in positions only, never in time: a verdict then does not depend
// on how fast or how busy the machine is (the time limit, 10 s by default, is set out of reach).
import { SearchBudget } from '../../src/search/budget.js';
import type { SolveOptions } from '../../src/solver/types.js';

/** solve()'s options for at most `maxPositions` positions, with no time limit. */
export const positions = (maxPositions: number): SolveOptions => ({ maxPositions, timeLimitMs: Number.POSITIVE_INFINITY });

/** A game search's budget of at most `maxPositions` positions, with no time limit. */
export const positionBudget = (maxPositions: number): SearchBudget => new SearchBudget(positions(maxPositions));

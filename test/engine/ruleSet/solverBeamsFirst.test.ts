// The rule-set solver's beams before the long search (beamsFirst.ts): they win deals the
// depth-first search alone does not within the same budget, their lines replay to a win through
// the rules, and a deal the depth-first search alone proves lost is still proved lost after them
// (the beams never say 'lost'). Budgets are positions, never time.
import { describe, expect, it } from 'vitest';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { depthFirst } from '../../../src/engine/ruleSet/solver/search.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { engineOf, replaysToWin, RULE_SETS, shapeFor } from './solverFixtures.js';

const budget = (maxPositions: number): SearchBudget => new SearchBudget({ maxPositions, timeLimitMs: Number.POSITIVE_INFINITY });

const alone = (id: string, state: RuleSetState, positions: number) =>
  depthFirst(Position.fromState(shapeFor(id, state), state), budget(positions), 1 << 20).verdict;

describe('the rule-set solver with beams before the long search', () => {
  // Deals whose win the depth-first search alone takes far longer to find (Seahaven Towers 48:
  // 177,744 positions; Beleaguered Castle 19: over 100,000).
  it.each([
    ['seahaven-towers', 48],
    ['beleaguered-castle', 19],
  ])('wins %s deal %i within a budget where the depth-first search alone does not', (id, seed) => {
    const state = engineOf(id).newGame({ seed });
    expect(alone(id, state, 20_000)).toBe('unknown');
    const outcome = solverFor(RULE_SETS[id]!)(state, budget(20_000));
    expect(outcome.verdict).toBe('winnable');
    expect(replaysToWin(id, state, outcome.verdict === 'winnable' ? outcome.moves : [])).toBe(true);
  });

  it("still proves lost a deal the first short search does not decide (Seahaven Towers deal 3)", () => {
    const state = engineOf('seahaven-towers').newGame({ seed: 3 });
    expect(alone('seahaven-towers', state, 45_000)).toBe('lost');
    expect(solverFor(RULE_SETS['seahaven-towers']!)(state, budget(45_000)).verdict).toBe('lost');
  });
});

// The rule-set solver's beams before the long search (beamsFirst.ts): they win deals the
// depth-first search alone does not within the same budget, their lines replay to a win through
// the rules, and a deal the depth-first search alone proves lost is still proved lost after them
// (the beams never say 'lost'), the depth-first search going on where it stopped rather than
// beginning again. Where the columns hold every card (Beleaguered Castle), wider beams come
// between stretches of that search. Budgets are positions, never time.
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

/** Positions the depth-first search alone takes to decide a deal. */
function aloneSpends(id: string, state: RuleSetState): number {
  const spent = budget(1_000_000);
  depthFirst(Position.fromState(shapeFor(id, state), state), spent, 1 << 20);
  return spent.positions;
}

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

  it('goes on with the depth-first search where the first look stopped, not from the start (Beleaguered Castle deal 644)', () => {
    // Lost: the depth-first search alone takes 13,075 positions, past the first look of 10,000;
    // the five beams add under 10,000, and the first look is not searched again.
    const state = engineOf('beleaguered-castle').newGame({ seed: 644 });
    const own = aloneSpends('beleaguered-castle', state);
    expect(own).toBeGreaterThan(10_000);
    const spent = budget(200_000);
    expect(solverFor(RULE_SETS['beleaguered-castle']!)(state, spent).verdict).toBe('lost');
    expect(spent.positions - own).toBeLessThan(10_000);
  });

  it('wins with a wider beam where the columns hold every card, a deal the narrower ones and the search miss (Beleaguered Castle deal 717)', () => {
    const state = engineOf('beleaguered-castle').newGame({ seed: 717 });
    expect(alone('beleaguered-castle', state, 60_000)).toBe('unknown');
    const outcome = solverFor(RULE_SETS['beleaguered-castle']!)(state, budget(60_000));
    expect(outcome.verdict).toBe('winnable');
    expect(replaysToWin('beleaguered-castle', state, outcome.verdict === 'winnable' ? outcome.moves : [])).toBe(true);
  });

  it('still proves lost a deal whose search is taken up again between the wider beams (Beleaguered Castle deal 788)', () => {
    const state = engineOf('beleaguered-castle').newGame({ seed: 788 });
    expect(alone('beleaguered-castle', state, 40_000)).toBe('lost');
    expect(solverFor(RULE_SETS['beleaguered-castle']!)(state, budget(100_000)).verdict).toBe('lost');
  });
});

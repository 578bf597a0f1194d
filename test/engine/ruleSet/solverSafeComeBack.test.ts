// Rule 15 of the rule-set solver (docs/solver.md): where foundation cards may come back to the
// columns, a card goes up when every card that could ever come to lie on it, or on a card of its
// suit beneath it, is up already. Checked against the plain exhaustive search on random small
// endgames of rule sets whose foundation cards come back, building in alternate colours, in suit
// (kings only into an empty column, as Fan): a position the rule plays a
// card up from is won exactly when the position after it is, and the solver's verdict is the
// plain search's.
import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { ruleSetRules } from '../../../src/engine/ruleSet/rules.js';
import { foundationFor } from '../../../src/engine/ruleSet/solver/moves.js';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { safeRule } from '../../../src/engine/ruleSet/solver/safe.js';
import { shapeOf } from '../../../src/engine/ruleSet/solver/shape.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import type { Move } from '../../../src/engine/types.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { plainSearch } from '../../../src/search/plainSearch.js';
import { endgame } from './endgames.js';

const budget = (maxPositions: number): SearchBudget => new SearchBudget({ maxPositions, timeLimitMs: Number.POSITIVE_INFINITY });

const RULE_SETS: RuleSet[] = [
  { name: 'Alternate', tableau: { piles: 4, cards: 13, build: 'alternate-colours', move: 'build-run', limitGroupsBySpace: true, empty: 'any' }, foundations: { cardsComeBack: true } },
  { name: 'In suit', tableau: { piles: 5, cards: [11, 11, 10, 10, 10], build: 'suit', move: 'one', empty: 'kings' }, foundations: { cardsComeBack: true } },
];

/** An endgame: each suit up to a random rank (7–10), the cards still out shuffled into the columns. */
const endgameOf = (rules: RuleSet, seed: number): RuleSetState => endgame(rules, seed, 4);

/** The move of a column's top card up that rule 15 allows, if any. */
function ruleFifteenMove(rules: RuleSet, state: RuleSetState): Move | undefined {
  const position = Position.fromState(shapeOf(rules, state), state);
  for (let c = 0; c < state.tableau.length; c++) {
    if (position.heights[c] === 0) continue;
    const top = position.topOf(c);
    const f = foundationFor(position, top);
    if (f >= 0 && safeRule(position, top) === 15) return { type: 'move', from: { pile: 'tableau', index: c }, to: { pile: 'foundation', index: f }, count: 1 };
  }
  return undefined;
}

const card = (rank: number, suit: Suit): Card => ({ rank, suit, faceUp: true });
const upTo = (suit: Suit, rank: number): Card[] => Array.from({ length: rank }, (_, i) => card(i + 1, suit));

describe('rule 15: where foundation cards come back, a card goes up when nothing that could lie on it is left in play', () => {
  it('plays up only cards whose going up keeps every win, as the plain exhaustive search finds', () => {
    for (const rules of RULE_SETS) {
      const engine = ruleSetRules(rules, 'custom');
      const key = (s: RuleSetState): string => JSON.stringify([[...s.tableau].map((c) => JSON.stringify(c)).sort(), s.foundations.map((f) => f.length)]);
      // Endgames in turn until five won and five lost ones were checked, each with a card the rule plays up.
      const seen = { winnable: 0, lost: 0 };
      for (let seed = 1; seed <= 400 && (seen.winnable < 5 || seen.lost < 5); seed++) {
        const state = endgameOf(rules, seed);
        const move = ruleFifteenMove(rules, state);
        if (!move) continue;
        const before = plainSearch(engine, state, budget(10_000), key).verdict;
        if (before === 'unknown' || seen[before] >= 5) continue;
        const after = plainSearch(engine, engine.applyMove(state, move), budget(10_000), key).verdict;
        expect(after, `${rules.name}, seed ${seed}`).toBe(before);
        expect(solverFor(rules)(state, budget(10_000)).verdict, `${rules.name}, seed ${seed}`).toBe(before);
        seen[before]++;
      }
      expect(seen, rules.name).toEqual({ winnable: 5, lost: 5 });
    }
  }, 60_000);

  it('in alternate colours, keeps a card down while a card that could come to lie on it, two ranks below, is in play', () => {
    // 7♠ goes up onto 6♠ only once 6♥ and 6♦ are up (they could lie on it) and 5♣ too (it could
    // lie on a 6♥ brought back onto 7♠): with clubs at 4, 7♠ stays.
    const rules = RULE_SETS[0]!;
    const state = (clubs: number): RuleSetState => ({
      ...ruleSetRules(rules, 'custom').newDeal(1, {}),
      tableau: [[card(7, 'spades')], upTo('clubs', 13).slice(clubs), [], []],
      foundations: [upTo('spades', 6), upTo('hearts', 6), upTo('diamonds', 6), upTo('clubs', clubs)],
      stock: [], waste: [], cells: [], reserve: [], removed: [], redeals: 0,
    });
    expect(ruleFifteenMove(rules, state(4))).toBeUndefined();
    expect(ruleFifteenMove(rules, state(5))).toBeDefined();
  });
});

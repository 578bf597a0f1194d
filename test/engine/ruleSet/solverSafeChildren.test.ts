// Rule 13 of the rule-set solver (docs/solver.md): a card goes up when every card that could be
// built on it, and is not up, would go up itself the moment it is free and has nothing left that
// could be built on it. Checked against the plain exhaustive search on random small endgames of
// rule sets that build regardless of suit (Beleaguered Castle's knobs, with fewer columns) and in
// alternate colours: a position the rule plays a card up from is won exactly when the position
// after it is, and the solver's verdict is the plain search's.
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

const castle = (piles: number): RuleSet => ({
  name: `Castle of ${piles}`,
  tableau: { piles, cards: 48 / piles, build: 'any-suit', move: 'build-run', limitGroupsBySpace: true, empty: 'any' },
  foundations: { acesStartUp: true },
});
const RULE_SETS: RuleSet[] = [
  castle(3),
  castle(4),
  castle(6),
  { name: 'Alternate Castle', tableau: { piles: 4, cards: 12, build: 'alternate-colours', move: 'build-run', limitGroupsBySpace: true, empty: 'any' }, foundations: { acesStartUp: true } },
];

/** An endgame: each suit up to a random rank (7–11), the cards still out shuffled into the columns. */
const endgameOf = (rules: RuleSet, seed: number): RuleSetState => endgame(rules, seed, 5);

/** The move of a column's top card up that rule 13 (and not rule 3) allows, if any. */
function ruleThirteenMove(rules: RuleSet, state: RuleSetState): Move | undefined {
  const position = Position.fromState(shapeOf(rules, state), state);
  for (let c = 0; c < state.tableau.length; c++) {
    const top = position.topOf(c);
    if (position.heights[c] === 0) continue;
    const f = foundationFor(position, top);
    if (f >= 0 && safeRule(position, top) === 13) return { type: 'move', from: { pile: 'tableau', index: c }, to: { pile: 'foundation', index: f }, count: 1 };
  }
  return undefined;
}

describe('rule 13: a card goes up when what could be built on it would go up itself', () => {
  it('plays up only cards whose going up keeps every win, as the plain exhaustive search finds', () => {
    const seen = { winnable: 0, lost: 0 };
    for (const rules of RULE_SETS) {
      const engine = ruleSetRules(rules, 'custom');
      const key = (s: RuleSetState): string => JSON.stringify([[...s.tableau].map((c) => JSON.stringify(c)).sort(), s.foundations.map((f) => f.length)]);
      for (let seed = 1; seed <= 300; seed++) {
        const state = endgameOf(rules, seed);
        const move = ruleThirteenMove(rules, state);
        if (!move) continue;
        const before = plainSearch(engine, state, budget(60_000), key).verdict;
        if (before === 'unknown') continue;
        const after = plainSearch(engine, engine.applyMove(state, move), budget(60_000), key).verdict;
        expect(after, `${rules.name}, seed ${seed}`).toBe(before);
        expect(solverFor(rules)(state, budget(60_000)).verdict, `${rules.name}, seed ${seed}`).toBe(before);
        seen[before]++;
      }
    }
    expect(seen.winnable).toBeGreaterThan(10);
    expect(seen.lost).toBeGreaterThan(3);
  });

  it('does not play up a card that a card of the rank below may still need to lie on', () => {
    // 7♠ could take 6♥, whose foundation stands at 4: 6♥ cannot go up when it is free, so it may
    // need 7♠ as a place to wait, and 7♠ stays. With 5♥ up too, 7♠ goes up.
    const rules = castle(4);
    const card = (rank: number, suit: Suit): Card => ({ rank, suit, faceUp: true });
    const upTo = (suit: Suit, rank: number): Card[] => Array.from({ length: rank }, (_, i) => card(i + 1, suit));
    const state = (hearts: number): RuleSetState => ({
      ...ruleSetRules(rules, 'custom').newDeal(1, {}),
      tableau: [[card(7, 'spades')], hearts === 4 ? [card(6, 'hearts'), card(5, 'hearts')] : [card(6, 'hearts')], [], []],
      foundations: [upTo('spades', 6), upTo('hearts', hearts), upTo('diamonds', 6), upTo('clubs', 6)],
      stock: [], waste: [], cells: [], reserve: [], removed: [], redeals: 0,
    });
    expect(ruleThirteenMove(rules, state(4))).toBeUndefined();
    expect(ruleThirteenMove(rules, state(5))).toBeDefined();
  });
});

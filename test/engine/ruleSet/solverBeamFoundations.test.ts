// The rule-set solver's beams where cards go up to foundations and any face-up card moves with
// what lies on it (Yukon's knobs): the beam finds wins the depth-first search alone does not
// within the same budget, its lines, with the safe cards it plays up between moves, replay to a
// win through the rules, and 'lost' still comes only from the depth-first search (the plain
// exhaustive search agrees with it); a zone of cards that can never leave proves a loss only
// where the plain search proves it too. Budgets are positions, never time.
import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { depthFirst } from '../../../src/engine/ruleSet/solver/search.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import { isStuck } from '../../../src/engine/ruleSet/solver/stuck.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import type { Move } from '../../../src/engine/types.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { plainSearch } from '../../../src/search/plainSearch.js';
import { engineOf, keyOf, randomPlay, RULE_SETS, shapeFor } from './solverFixtures.js';

const solve = solverFor(RULE_SETS.yukon!);
const budget = (maxPositions: number): SearchBudget => new SearchBudget({ maxPositions, timeLimitMs: Number.POSITIVE_INFINITY });

function replaysToWin(state: RuleSetState, moves: readonly Move[]): boolean {
  const engine = engineOf('yukon');
  let position = state;
  for (const move of moves) position = engine.applyMove(position, move);
  return engine.status(position) === 'won';
}

describe('the rule-set solver with beams where cards go up one by one (Yukon)', () => {
  it('wins a deal with its beam search that the depth-first search alone does not, within the same budget', () => {
    const state = engineOf('yukon').newGame({ seed: 86 });
    const alone = depthFirst(Position.fromState(shapeFor('yukon', state), state), budget(30_000), 1 << 20);
    expect(alone.verdict).toBe('unknown');
    const outcome = solve(state, budget(30_000));
    expect(outcome.verdict).toBe('winnable');
    expect(replaysToWin(state, outcome.verdict === 'winnable' ? outcome.moves : [])).toBe(true);
  });

  it('finds winning lines in deals that replay to a win through the rules, the safe cards played up among them', () => {
    let wins = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const state = engineOf('yukon').newGame({ seed });
      const outcome = solve(state, budget(20_000));
      if (outcome.verdict !== 'winnable') continue;
      expect(replaysToWin(state, outcome.moves)).toBe(true);
      wins++;
    }
    expect(wins).toBeGreaterThan(2);
  });

  it("says 'lost' exactly when the plain exhaustive search does, where that one finishes", () => {
    const engine = engineOf('yukon');
    let lost = 0;
    let compared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const positions = randomPlay('yukon', seed, 150);
      const shape = shapeFor('yukon', positions[0]!);
      for (const state of [positions[positions.length - 1]!, positions[Math.max(0, positions.length - 20)]!]) {
        if (engine.status(state) !== 'playing') continue;
        const plain = plainSearch(engine, state, budget(3000), (s) => keyOf(shape, s));
        if (plain.verdict === 'unknown') continue;
        expect(solve(state, budget(50_000)).verdict).toBe(plain.verdict);
        compared++;
        if (plain.verdict === 'lost') lost++;
      }
    }
    expect(compared).toBeGreaterThan(2);
    expect(lost).toBeGreaterThan(0);
  });
});

describe('the rule-set solver with zones nothing can ever leave (Yukon)', () => {
  const engine = engineOf('yukon');
  const card = (rank: number, suit: Suit): Card => ({ rank, suit, faceUp: true });
  const full = (suit: Suit, up: number): Card[] => Array.from({ length: up }, (_, i) => card(i + 1, suit));
  /** Every card up but the hearts from 10: the columns hold them as given. */
  const endgame = (tableau: Card[][]): RuleSetState => ({
    ...engine.newGame({ seed: 1 }),
    tableau: [...tableau, ...Array.from({ length: 7 - tableau.length }, () => [])],
    foundations: [full('spades', 13), full('hearts', 9), full('diamonds', 13), full('clubs', 13)],
    stock: [], waste: [], cells: [], reserve: [], removed: [], redeals: 0,
  });
  const stuck = (state: RuleSetState): boolean => isStuck(Position.fromState(shapeFor('yukon', state), state));

  it('knows a game lost once a card lies on the card below it in suit and can never move', () => {
    // J♥ on 10♥: both queens it could go onto are up, so it never leaves, and 10♥ never goes up.
    const lost = endgame([[card(10, 'hearts'), card(11, 'hearts')], [card(13, 'hearts'), card(12, 'hearts')]]);
    expect(stuck(lost)).toBe(true);
    expect(plainSearch(engine, lost, budget(3000), (s) => keyOf(shapeFor('yukon', s), s)).verdict).toBe('lost');
    expect(solve(lost, budget(3000)).verdict).toBe('lost');
    const won = endgame([[card(11, 'hearts'), card(10, 'hearts')], [card(13, 'hearts'), card(12, 'hearts')]]);
    expect(stuck(won)).toBe(false);
    expect(solve(won, budget(3000)).verdict).toBe('winnable');
  });

  it('finds such zones only in positions the plain exhaustive search proves lost', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const positions = randomPlay('yukon', seed, 150);
      const shape = shapeFor('yukon', positions[0]!);
      for (const state of positions) {
        if (engine.status(state) !== 'playing' || !isStuck(Position.fromState(shape, state))) continue;
        const plain = plainSearch(engine, state, budget(3000), (s) => keyOf(shape, s));
        if (plain.verdict === 'unknown') continue;
        expect(plain.verdict).toBe('lost');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

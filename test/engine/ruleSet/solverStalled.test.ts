// Rule 14 of the rule-set solver (stalled.ts): a reserve that can never be cleared proves a
// Canfield game lost only where the plain exhaustive search, which turns the stock card by card
// and prunes nothing, proves it lost too; it ends a hand-built lost game at once, and leaves a
// game that is won alone. Budgets are positions, never time.
import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import { checksStalled, isStalled } from '../../../src/engine/ruleSet/solver/stalled.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import type { Move } from '../../../src/engine/types.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { plainSearch } from '../../../src/search/plainSearch.js';
import { mulberry32 } from '../../../src/engine/cards/random.js';
import { canfieldEndgame, engineOf, GAME_IDS, RULE_SETS, shapeFor } from './solverFixtures.js';

const budget = (maxPositions: number): SearchBudget => new SearchBudget({ maxPositions, timeLimitMs: Number.POSITIVE_INFINITY });
const engine = engineOf('canfield');
const stalled = (state: RuleSetState): boolean => isStalled(Position.fromState(shapeFor('canfield', state), state));
/** The plain search's key: every pile as it lies, so nothing is merged that the rules tell apart. */
const plainKey = (s: RuleSetState): string => JSON.stringify([s.tableau, s.reserve, s.waste, s.stock, s.foundations.map((f) => f.length)]);

/** The positions of random play from `state`: it, then one after each random legal move. */
function playedFrom(state: RuleSetState, seed: number, moves: number): RuleSetState[] {
  const random = mulberry32(seed);
  const positions = [state];
  for (let i = 0; i < moves && engine.status(state) === 'playing'; i++) {
    const legal: Move[] = engine.legalMoves(state);
    if (legal.length === 0) break;
    state = engine.applyMove(state, legal[Math.floor(random() * legal.length)]!);
    positions.push(state);
  }
  return positions;
}

describe('the rule-set solver with a reserve that can never be cleared (Canfield)', () => {
  it('is looked for only where an emptied column fills from a stacked reserve and columns give up only a top card or the whole pile', () => {
    const checked = GAME_IDS.filter((id) => {
      const state = engineOf(id).newGame({ seed: 1 });
      return checksStalled(shapeFor(id, state));
    });
    expect(checked).toEqual(['canfield']);
  });

  it('knows a game lost once the reserve holds a card that can go nowhere', () => {
    const card = (rank: number, suit: Suit): Card => ({ rank, suit, faceUp: true });
    const upTo = (suit: Suit, n: number): Card[] => Array.from({ length: n }, (_, i) => card(i + 1, suit));
    // Base ace. Left out: the spades from 9, the hearts from queen. The reserve's top card, K♥,
    // cannot go up before the Q♥ it covers, nor on a black ace (both up), and no column can
    // empty: each bottom's parents are up or in the reserve, and none can go up before the 9♠ at
    // the reserve's bottom.
    const deal = engine.newGame({ seed: 1 });
    const lost: RuleSetState = {
      ...deal,
      baseRank: 1,
      tableau: [[card(10, 'spades')], [card(11, 'spades')], [card(12, 'spades')], [card(13, 'spades')]],
      foundations: [upTo('spades', 8), upTo('hearts', 11), upTo('diamonds', 13), upTo('clubs', 13)],
      reserve: [[card(9, 'spades'), card(12, 'hearts'), card(13, 'hearts')]],
      stock: [], waste: [], cells: [], removed: [], redeals: 0,
    };
    expect(stalled(lost)).toBe(true);
    expect(plainSearch(engine, lost, budget(20_000), plainKey).verdict).toBe('lost');
    expect(solverFor(RULE_SETS.canfield!)(lost, budget(1)).verdict).toBe('lost');
    // With Q♥ above K♥, both go up, then 9♠ and the columns.
    const won: RuleSetState = { ...lost, reserve: [[card(9, 'spades'), card(13, 'hearts'), card(12, 'hearts')]] };
    expect(stalled(won)).toBe(false);
    expect(solverFor(RULE_SETS.canfield!)(won, budget(1000)).verdict).toBe('winnable');
  });

  it('finds a stall only in positions the plain exhaustive search proves lost, and finds some', () => {
    let lost = 0;
    let stalls = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const start = canfieldEndgame(seed, 4, 8);
      for (const state of playedFrom(start, seed, 12)) {
        if (engine.status(state) !== 'playing') continue;
        const plain = plainSearch(engine, state, budget(20_000), plainKey);
        if (plain.verdict === 'lost') lost++;
        if (!stalled(state) || plain.verdict === 'unknown') continue;
        expect(plain.verdict, `seed ${seed}`).toBe('lost');
        stalls++;
      }
    }
    expect(stalls).toBeGreaterThan(5);
    expect(lost).toBeGreaterThan(stalls);
  });
});

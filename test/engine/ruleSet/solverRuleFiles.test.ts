// The rule-set solver on rule sets no shipped game uses, as a player's rule file may: its 'lost'
// must agree with a plain exhaustive search keyed by the whole position (no pruning of its own).
// Each case is a position where one of the solver's pruning rules once proved a winnable deal lost.
import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { ruleSetRules } from '../../../src/engine/ruleSet/rules.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { plainSearch } from '../../../src/search/plainSearch.js';

const card = (rank: number, suit: Suit, faceUp = true): Card => ({ rank, suit, faceUp });
const upTo = (suit: Suit, rank: number): Card[] => Array.from({ length: rank }, (_, i) => card(i + 1, suit));
const budget = (): SearchBudget => new SearchBudget({ maxPositions: 100_000, timeLimitMs: Infinity });

/** Both verdicts for a position: the solver's and the plain search's, keyed by the whole state. */
function verdicts(rules: RuleSet, piles: Partial<RuleSetState>): { solver: string; plain: string; safeCard: unknown } {
  const engine = ruleSetRules(rules, 'custom');
  const state = { ...engine.newDeal(1, {}), ...piles } as RuleSetState;
  const plain = plainSearch(engine, state, budget(), (s) => JSON.stringify(s));
  return { solver: solverFor(rules)(state, budget()).verdict, plain: plain.verdict, safeCard: engine.safeToFoundation?.(state) };
}

describe('the rule-set solver on rule files', () => {
  it('a hole game with a free cell: a neighbour of the hole waiting in the cell still counts (Worm Hole)', () => {
    const rules: RuleSet = { name: 'Worm Hole', tableau: { piles: 17, cards: 3, build: 'none', move: 'one', empty: 'none' }, hole: { start: 'ace-of-spades', wrap: true }, cells: { count: 1 } };
    const tableau: Card[][] = Array.from({ length: 17 }, () => []);
    tableau[0] = [card(5, 'hearts')];
    tableau[1] = [card(7, 'hearts')];
    const result = verdicts(rules, { tableau, cells: [[card(6, 'hearts')]], foundations: [[card(8, 'spades')]], stock: [], waste: [] });
    expect(result).toMatchObject({ solver: 'winnable', plain: 'winnable' });
  });

  it('any face-up group with a stock dealt to columns: a card is not played up while a dealt card may need to move with it', () => {
    const rules: RuleSet = { name: 'Dealt Groups', tableau: { piles: 3, cards: 4, build: 'suit', move: 'any-face-up', empty: 'none' }, stock: { to: 'columns' } };
    const result = verdicts(rules, {
      tableau: [[card(12, 'clubs')], [card(13, 'clubs')], [card(12, 'hearts'), card(13, 'diamonds'), card(12, 'spades')]],
      stock: [card(13, 'spades', false), card(13, 'hearts', false), card(12, 'diamonds', false), card(11, 'hearts', false)],
      foundations: [upTo('spades', 11), upTo('hearts', 10), upTo('diamonds', 11), upTo('clubs', 11)],
      waste: [], cells: [], reserve: [], removed: [],
    });
    // The `a` key's safe card is the same reading: none here.
    expect(result).toEqual({ solver: 'winnable', plain: 'winnable', safeCard: undefined });
  });

  it('a column dealt no cards beside a spread reserve that fills empty columns: the line the solver returns replays to a win (issue 36)', () => {
    // The engine left the column empty until the first move filled it; the solver read it as empty, and its lines were illegal.
    const rules: RuleSet = { name: 'Reserve Fill', tableau: { piles: 8, cards: [0, 7, 7, 7, 7, 7, 7, 6], build: 'any-suit', empty: 'reserve' }, cells: { count: 2 }, reserve: { cards: 4, layout: 'spread' } };
    const engine = ruleSetRules(rules, 'custom');
    const state = engine.newDeal(1, {});
    const outcome = solverFor(rules)(state, budget());
    expect(outcome.verdict).toBe('winnable');
    let position = state;
    for (const move of outcome.verdict === 'winnable' ? outcome.moves : []) position = engine.applyMove(position, move);
    expect(engine.status(position)).toBe('won');
  });
});

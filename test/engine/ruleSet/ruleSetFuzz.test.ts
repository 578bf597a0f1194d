// Every rule set the checks accept must play and solve (issue 36): random rule sets drawn from the
// whole space of the format (docs/rule-files.md), the deal made to add up most of the time, kept
// only when validate.ts accepts them. Each is dealt a few seeds and played at random through the
// game a rule file becomes (customGame.ts): every move the engine offers applies, the cards are
// conserved and stay where the rules can see them, the helpers the board calls do not throw, and
// the solver, given a small budget of positions from the deal and from where play got to, returns
// only lines that replay to a win through the engine's own legality check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customGame } from '../../../src/engine/customGame.js';
import type { Game } from '../../../src/engine/game.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { validateRuleSet } from '../../../src/engine/ruleSet/validate.js';
import type { Move } from '../../../src/engine/types.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { cardMultiset } from '../fixtures.js';

/** Rule sets drawn (those the checks refuse are drawn again), deals of each, moves played from each deal. */
const RULE_SETS = 150;
const SEEDS = 2;
const MAX_STEPS = 60;
/** Positions the solver may search from each deal and from where random play got to. */
const SOLVER_POSITIONS = 400;
/** Its seen-table: room for those positions many times over (a full-size table only takes longer to make). */
const SOLVER_MEMORY = 4 * 2 ** 20;
/** Room for the budgets above on a busy machine (the budgets, not this, decide the work done). */
const SLOW = 300_000;

const pick = <T>(...values: T[]) => fc.constantFrom(...values);

const knobsArb = fc.record({
  decks: pick<1 | 2>(1, 2),
  suits: pick<1 | 2 | 4>(4, 4, 2, 1),
  piles: fc.integer({ min: 1, max: 20 }),
  columns: fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 20, maxLength: 20 }),
  faceDown: fc.option(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 20, maxLength: 20 })),
  build: pick('alternate-colours', 'suit', 'any-suit', 'none'),
  tableauWrap: fc.boolean(),
  move: pick('one', 'build-run', 'suit-run', 'any-face-up', 'whole-pile', 'top-or-whole-pile'),
  limitGroupsBySpace: fc.boolean(),
  empty: pick('any', 'kings', 'none', 'reserve'),
  home: pick('foundations', 'foundations', 'hole'),
  base: fc.oneof(pick<'ace' | 'first-dealt'>('ace', 'first-dealt'), fc.integer({ min: 1, max: 13 })),
  foundationWrap: fc.boolean(),
  acesStartUp: fc.boolean(),
  cardsComeBack: fc.boolean(),
  completeRuns: fc.boolean(),
  holeStart: pick<'ace-of-spades' | 'stock'>('ace-of-spades', 'stock'),
  holeWrap: fc.boolean(),
  cells: fc.option(fc.record({ count: fc.integer({ min: 1, max: 10 }), dealt: fc.integer({ min: 0, max: 10 }) })),
  reserve: fc.option(fc.record({ cards: fc.integer({ min: 1, max: 20 }), layout: pick<'stacked' | 'spread'>('stacked', 'spread') })),
  stock: fc.option(fc.record({
    to: pick<'waste' | 'columns' | 'hole'>('waste', 'columns', 'hole'),
    draw: fc.integer({ min: 1, max: 4 }),
    redeals: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant<'unlimited'>('unlimited')),
    columns: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 19 }), { maxLength: 6 })),
    needsNoEmptyColumn: fc.boolean(),
  })),
  win: pick<'all-home' | 'tableau-empty'>('all-home', 'all-home', 'tableau-empty'),
});

type Knobs = typeof knobsArb extends fc.Arbitrary<infer T> ? T : never;

/** A rule set from the drawn knobs, its columns trimmed or topped up so that the deal adds up. */
function ruleSetOf(d: Knobs): RuleSet {
  const hole = d.home === 'hole' ? { start: d.stock?.to === 'hole' ? 'stock' as const : d.holeStart, wrap: d.holeWrap } : undefined;
  const foundations = hole ? undefined : { base: d.base, wrap: d.foundationWrap, acesStartUp: d.acesStartUp, cardsComeBack: d.cardsComeBack, completeRuns: d.completeRuns };
  const cells = d.cells ? { count: d.cells.count, dealt: Math.min(d.cells.dealt, d.cells.count) } : undefined;
  const stock = d.stock && {
    to: d.stock.to,
    ...(d.stock.to === 'waste' ? { draw: d.stock.draw, redeals: d.stock.redeals } : {}),
    ...(d.stock.to === 'columns' ? { needsNoEmptyColumn: d.stock.needsNoEmptyColumn, ...(d.stock.columns ? { columns: d.stock.columns.filter((c) => c < d.piles) } : {}) } : {}),
  };
  const deck = 52 * d.decks;
  const apart = (cells?.dealt ?? 0) + (d.reserve?.cards ?? 0) + (hole?.start === 'ace-of-spades' ? 1 : 0) + (foundations?.base === 'first-dealt' ? 1 : 0) + (foundations?.acesStartUp ? 4 * d.decks : 0);
  const cards = d.columns.slice(0, d.piles);
  const room = deck - apart - (stock ? 1 : 0);
  // Trim the tallest columns to the room, then (with no stock) deal what is left round them.
  const sum = () => cards.reduce((a, b) => a + b, 0);
  while (sum() > Math.max(0, room)) cards[cards.indexOf(Math.max(...cards))]!--;
  for (let i = 0; !stock && sum() < deck - apart; i++) cards[i % cards.length]!++;
  const faceDown = d.faceDown?.slice(0, d.piles).map((n, i) => Math.max(0, Math.min(n, cards[i]! - 1)));
  return {
    name: 'Fuzzed',
    deck: { decks: d.decks, suits: d.suits },
    tableau: { piles: d.piles, cards, ...(faceDown ? { faceDown } : {}), build: d.build as RuleSet['tableau']['build'], wrap: d.tableauWrap, move: d.move as RuleSet['tableau']['move'], limitGroupsBySpace: d.limitGroupsBySpace, empty: d.empty as RuleSet['tableau']['empty'] },
    ...(foundations ? { foundations } : {}),
    ...(hole ? { hole } : {}),
    ...(cells ? { cells } : {}),
    ...(d.reserve ? { reserve: d.reserve } : {}),
    ...(stock ? { stock } : {}),
    win: d.win,
  };
}

/** Rule sets the checks accept. */
const acceptedArb = knobsArb.map(ruleSetOf).filter((rules) => validateRuleSet(rules).rules !== undefined);

/** What must hold of every position: the deck's cards, each once where the rules keep them, and no face-down card on top. */
function expectConsistent(game: Game, deck: string, state: RuleSetState): void {
  expect(cardMultiset(state).join()).toBe(deck);
  expect(state.tableau.every((column) => column.length === 0 || column.at(-1)!.faceUp)).toBe(true);
  expect(state.cells.every((cell) => cell.length <= 1) && state.waste.every((c) => c.faceUp)).toBe(true);
  expect(['playing', 'won', 'lost']).toContain(game.status(state));
  game.facts(state, 0, 0);
  game.topRow?.(state);
  state.tableau.forEach((_, index) => game.groupSizes(state, { pile: 'tableau', index }));
  const safe = game.safeToFoundation?.(state);
  if (safe) game.applyMove(state, safe);
}

/** The solver's verdict from `state`; a winning line must replay to a win move by move. */
function expectSolverHonest(game: Game, rules: RuleSet, state: RuleSetState): void {
  const outcome = solverFor(rules)(state, new SearchBudget({ maxPositions: SOLVER_POSITIONS, timeLimitMs: Infinity, memoryBytes: SOLVER_MEMORY }));
  if (outcome.verdict !== 'winnable') return;
  let position = state;
  for (const move of outcome.moves) position = game.applyMove(position, move) as RuleSetState;
  expect(game.status(position)).toBe('won');
}

/** Deals `seed`, plays up to MAX_STEPS random legal moves (picked by `picks`), and checks it all on the way. */
function playAndSolve(rules: RuleSet, seed: number, picks: readonly number[]): void {
  const game = customGame({ rules });
  const options = { seed, rules };
  const start = game.newGame(options) as RuleSetState;
  const deck = cardMultiset(start).join();
  expect(cardMultiset(start)).toHaveLength(52 * (rules.deck?.decks ?? 1));
  expectConsistent(game, deck, start);
  expectSolverHonest(game, rules, start);
  let state = start;
  for (const choice of picks) {
    const moves: Move[] = game.legalMoves(state);
    if (moves.length === 0) {
      expect(game.status(state)).not.toBe('playing');
      break;
    }
    state = game.applyMove(state, moves[choice % moves.length]!) as RuleSetState;
    expectConsistent(game, deck, state);
  }
  expectSolverHonest(game, rules, state);
}

describe('random rule sets the checks accept', () => {
  it('deal, play every offered move legally with the cards conserved, and solve only to lines that win', () => {
    fc.assert(
      fc.property(acceptedArb, fc.array(fc.nat(), { minLength: MAX_STEPS, maxLength: MAX_STEPS }), (rules, picks) => {
        for (let seed = 1; seed <= SEEDS; seed++) playAndSolve(rules, seed, picks);
      }),
      { numRuns: RULE_SETS },
    );
  }, SLOW);
});

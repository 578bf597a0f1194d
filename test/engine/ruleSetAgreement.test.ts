// Two independent readings of the same rules must agree: Klondike as the hand-written module plays
// it (engine/games/klondike/rules.ts) and as the rules engine plays its rule set
// (engine/games/klondike/ruleSet.ts, every variant). FreeCell and Spider are played by the rules
// engine alone, so they have no second reading to agree with. Positions come from random legal play of
// the hand-written module from random deals, from the hand-written solver's winning lines and random
// walks off them, and a few built by hand. At each, the position is read into the rules engine
// (ruleSetFixtures.ts) and the two must list the same legal moves, reach the same piles by each of
// them, say the same status where both can tell (statusAgrees says where one knows more), let the
// same number of cards be picked up, send the same card up on a click, and now and then refuse
// exactly the same moves. Scoring is not part of a rule set and is not compared. The budgets are
// numbers of positions; the last test prints how many were compared per variant.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Game } from '../../src/engine/game.js';
import { SearchBudget } from '../../src/search/budget.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { validateRuleSet } from '../../src/engine/ruleSet/validate.js';
import { pileOf } from '../../src/engine/common/piles.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { IllegalMoveError, type GameState, type GameStatus, type Move } from '../../src/engine/types.js';
import { buildState, cardMultiset, progress, seedsOf, type StateSpec } from './fixtures.js';
import { comparablePiles, engineFor, movesKey, normalisedMoves, pileRefsOf, toRuleSetState } from './ruleSetFixtures.js';

/** Random deals per variant, and the most moves played from each: the position budget. */
const DEALS = 12;
const MAX_STEPS = 80;
/**
 * Won games played out along the hand-written solver's line (at least one of the first deals
 * tried must be won: Klondike draw 3 with one pass wins few), and its budget for each deal.
 */
const WON_LINES = 2;
const DEALS_TRIED = 6;
/** Every this-many moves along a won line, a random walk of this many moves leaves it. */
const BRANCH_EVERY = 10;
const BRANCH_STEPS = 15;
const SOLVER_POSITIONS = 100_000;
/** At every this-many-th position of random play, every move naming its piles is tried in both: each refuses what it does not list. */
const REFUSALS_EVERY = 20;
/** Room for the budgets above on a busy machine (the budgets, not this, decide the work done). */
const SLOW = 300_000;

interface Variant {
  label: string;
  hand: Game;
  options: object;
}

const RUN_OF_SPADES = 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS';

const VARIANTS: Variant[] = [
  ...[1, 3].flatMap((draw) =>
    [1, 3, 'unlimited'].map((passes) => {
      const options = { draw, passes, scoring: 'none' };
      return { label: `Klondike draw ${draw}, passes ${passes}`, hand: klondike as Game, options };
    }),
  ),
];

/** Positions compared per variant, printed at the end for the report. */
const compared = new Map<string, number>();

/** What the hand-written module reaches from a position by each of its legal moves. */
type Step = { move: Move; after: GameState };

/**
 * Plays from the deal, each step one of the hand-written module's moves that `each` (called at
 * every position, the deal and the last included) returns: on an even pick the one that gets
 * furthest (fixtures' `progress`, so that foundations fill and runs complete), on an odd pick any.
 */
function walk(variant: Variant, start: GameState, picks: readonly number[], each: (state: GameState) => Step[]): void {
  const { hand } = variant;
  let state = start;
  for (const pick of picks) {
    const steps = each(state);
    if (steps.length === 0 || hand.status(state) === 'won') return;
    let next = steps[pick % steps.length]!;
    if (pick % 2 === 0) {
      let best = -Infinity;
      steps.forEach((step, i) => {
        const value = progress(hand, step.after) + ((pick + i) % steps.length) / steps.length;
        if (value > best) [best, next] = [value, step];
      });
    }
    state = next.after;
  }
  each(state);
}

/** Everything the two readings must agree on at one position. */
function compare(variant: Variant, engine: Game<RuleSetState>, state: GameState, checkRefusals: boolean): Step[] {
  const { hand } = variant;
  const mine = toRuleSetState(state, engine.id);
  const context = variant.label;

  // (a) the same legal moves, as sets.
  const handMoves = normalisedMoves(hand.legalMoves(state));
  const engineMoves = normalisedMoves(engine.legalMoves(mine));
  sameAs(engineMoves.map(movesKey), handMoves.map(movesKey), context);

  // (b) each of them reaches the same piles.
  const steps = handMoves.map((move): Step => ({ move, after: hand.applyMove(state, move) }));
  for (const { move, after } of steps) {
    sameAs(comparablePiles(engine.applyMove(mine, move)), comparablePiles(after), `${context}, after ${movesKey(move)}`);
  }

  // (c) the status, where both can tell (see statusAgrees).
  statusAgrees(variant, state, engine.status(mine), handMoves, context);

  // (d) how many cards each pile lets go at once.
  for (const ref of pileRefsOf(state)) {
    expect(engine.movableCount(mine, ref), `${context}, movableCount ${JSON.stringify(ref)}`).toBe(hand.movableCount(state, ref));
    // And the one move a click sends a card up by.
    sameAs(engine.toFoundation?.(mine, ref), hand.toFoundation?.(state, ref), `${context}, toFoundation ${JSON.stringify(ref)}`);
  }
  // Whether the rest plays itself: the rules engine asks that every column fall in rank, where the
  // hand-written module asks only that every card be face up with the stock and waste gone, so
  // the engine's yes implies the module's.
  const engineFinishes = engine.canAutoFinish?.(mine) ?? false;
  if (engineFinishes) expect(hand.canAutoFinish?.(state) ?? false, `${context}: canAutoFinish`).toBe(true);
  if (checkRefusals) {
    const candidates = candidateMoves(state);
    sameAs(accepted(engine, mine, candidates), engineMoves.map(movesKey), `${context}: the moves the rules engine's applyMove takes`);
    sameAs(accepted(hand, state, candidates), handMoves.map(movesKey), `${context}: the moves the hand-written applyMove takes`);
  }
  return steps;
}

/**
 * Every move that names piles of the position: each pile to each other, as many cards as the
 * source could give and one more; a deal and a turn of the waste.
 */
function candidateMoves(state: GameState): Move[] {
  const refs = pileRefsOf(state);
  const moves: Move[] = [{ type: 'deal' }, { type: 'recycle' }];
  for (const from of refs) {
    const most = Math.min((pileOf(state, from)?.length ?? 0) + 1, from.pile === 'tableau' ? 14 : 2);
    for (const to of refs) for (let count = 1; count <= most; count++) moves.push({ type: 'move', from, to, count });
  }
  return moves;
}

/** Which of the moves applyMove plays rather than refuses, as a set. */
function accepted<S extends GameState>(game: Game<S>, state: S, moves: readonly Move[]): string[] {
  return normalisedMoves(
    moves.filter((move) => {
      try {
        game.applyMove(state, move);
        return true;
      } catch (error) {
        if (error instanceof IllegalMoveError) return false;
        throw error;
      }
    }),
  ).map(movesKey);
}

/** toEqual, checked first as JSON (the deep comparison, with its diff, only when they differ: it is slow). */
function sameAs(actual: unknown, expected: unknown, message: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, message).toEqual(expected);
}

/** compare(), with the position added to a failure's message (written out only then: it is long). */
function comparedAt(variant: Variant, engine: Game<RuleSetState>, state: GameState, checkRefusals = true): Step[] {
  try {
    return compare(variant, engine, state, checkRefusals);
  } catch (error) {
    if (error instanceof Error) error.message += `\nat the position ${JSON.stringify(state)}`;
    throw error;
  }
}

/**
 * Won is won in both, and so is lost where no legal move is left. Beyond that each reading says
 * 'lost' from what it can see, and the differences are these, each checked as tightly as it can be:
 * - Klondike: the hand-written module calls a position with no card move lost only after a whole
 *   pass through the stock moved no card (movesLastPass = movesThisPass = 0, history a position
 *   alone does not hold); the rules engine, with unlimited redeals, as soon as turning the stock
 *   could never bring a card that plays. So the engine's status is the hand-written one for that
 *   position after a pass without progress. With limited redeals the engine waits for the last
 *   move: there the hand-written 'lost' may meet the engine's 'playing' while every legal move is
 *   a draw or a turn of the waste.
 */
function statusAgrees(variant: Variant, state: GameState, engineStatus: GameStatus, moves: readonly Move[], context: string): void {
  const { hand } = variant;
  const handStatus = hand.status(state);
  expect(engineStatus === 'won', `${context}: won`).toBe(handStatus === 'won');
  if (moves.length === 0 && handStatus !== 'won') expect([handStatus, engineStatus], `${context}: no move left`).toEqual(['lost', 'lost']);
  const afterIdlePass = hand.status({ ...state, movesLastPass: 0, movesThisPass: 0 } as GameState);
  const unlimited = (state.options as { passes?: unknown }).passes === 'unlimited';
  if (unlimited || engineStatus === 'lost') {
    expect(engineStatus, `${context}: after a pass without progress`).toBe(afterIdlePass);
  } else if (handStatus !== engineStatus) {
    expect([handStatus, moves.every((move) => move.type !== 'move')], `${context}: limited redeals`).toEqual(['lost', true]);
  }
}

for (const variant of VARIANTS) {
  describe(variant.label, () => {
    // The rule set each game exports (Game.ruleSet, which `leaves rules GAME` prints).
    const engine = engineFor(variant.hand.ruleSet!(variant.options));

    test('its rule set is a rule file the validator takes back unchanged', () => {
      const rules = variant.hand.ruleSet!(variant.options);
      expect(validateRuleSet(rules)).toEqual({ rules });
    });

    test('the deal lays out the same piles: column heights, face-down cards, stock, cells and the same cards', () => {
      fc.assert(
        fc.property(seedsOf(variant.hand), fc.nat(), (handSeed, engineSeed) => {
          const hand = variant.hand.newGame({ ...variant.options, seed: handSeed });
          const mine = engine.newGame({ seed: engineSeed });
          const shape = (s: GameState) => ({
            columns: s.tableau.map((column) => column.map((c) => c.faceUp)),
            stock: s.stock.map((c) => c.faceUp),
            waste: s.waste.length,
            cells: (s.cells ?? []).map((cell) => cell.length),
            cards: cardMultiset(s),
          });
          expect(shape(mine)).toEqual(shape(hand));
        }),
        { numRuns: 20 },
      );
    });

    test('at positions of random play both list the same moves, reach the same piles, agree on the status and on movable cards', () => {
      let positions = 0;
      fc.assert(
        fc.property(seedsOf(variant.hand), fc.array(fc.nat({ max: 1_000_000 }), { minLength: MAX_STEPS, maxLength: MAX_STEPS }), (seed, picks) => {
          walk(variant, variant.hand.newGame({ ...variant.options, seed }), picks, (state) => {
            positions++;
            return comparedAt(variant, engine, state, positions % REFUSALS_EVERY === 0);
          });
        }),
        { numRuns: DEALS },
      );
      compared.set(variant.label, (compared.get(variant.label) ?? 0) + positions);
      expect(positions).toBeGreaterThan(DEALS);
    }, SLOW);

    test('along a winning line of the hand-written solver, and in random play off it, both agree at every position, and both say won at its end', async () => {
      const solve = await variant.hand.loadSolver();
      let won = 0;
      let positions = 0;
      const each = (state: GameState, checkRefusals: boolean): Step[] => {
        positions++;
        return comparedAt(variant, engine, state, checkRefusals);
      };
      for (let seed = variant.hand.deals.first; won < WON_LINES && seed < variant.hand.deals.first + DEALS_TRIED; seed++) {
        let state = variant.hand.newGame({ ...variant.options, seed });
        const outcome = solve(state, new SearchBudget({ maxPositions: SOLVER_POSITIONS, timeLimitMs: Infinity }));
        if (outcome.verdict !== 'winnable') continue;
        const random = mulberry32(seed);
        outcome.moves.forEach((move, i) => {
          each(state, false);
          // Late positions (empty columns, long runs, full foundations) random play from the deal seldom reaches.
          if (i % BRANCH_EVERY === BRANCH_EVERY - 1) {
            const picks = Array.from({ length: BRANCH_STEPS }, () => Math.floor(random() * 1_000_000));
            walk(variant, state, picks, (at) => each(at, positions % REFUSALS_EVERY === 0));
          }
          state = variant.hand.applyMove(state, move);
        });
        each(state, true);
        expect(engine.status(toRuleSetState(state, engine.id))).toBe('won');
        won++;
      }
      compared.set(variant.label, (compared.get(variant.label) ?? 0) + positions);
      expect(won).toBeGreaterThan(0);
    }, SLOW);
  });
}

/**
 * Positions random play seldom reaches, built by hand: each is compared as the random ones are, in
 * the variant its label names.
 */
/** Red cards on red: no card moves, and the stock brings none that plays. */
const KLONDIKE_STUCK: StateSpec = {
  tableau: ['?KS 9H', '?KC 9D', '?QS 5H', '?QC 5D', '?JS 3H', '?JC 3D', '?TS 7H'],
  stock: '2H 4H 6H 8H', waste: 'TH', foundations: ['', '', '', ''],
  recycles: 4, movesThisPass: 0,
};

const BUILT: { label: string; variant: string; spec: StateSpec; statuses: [GameStatus, GameStatus] }[] = [
  {
    label: 'Klondike: no card move and a stock that never brings one, after a pass without progress (lost in both)',
    variant: 'Klondike draw 1, passes unlimited',
    spec: { ...KLONDIKE_STUCK, movesLastPass: 0 },
    statuses: ['lost', 'lost'],
  },
  {
    label: 'Klondike: the same, with a card moved in the last pass (the rules engine says lost already)',
    variant: 'Klondike draw 1, passes unlimited',
    spec: { ...KLONDIKE_STUCK, movesLastPass: 3 },
    statuses: ['playing', 'lost'],
  },
  {
    label: 'Klondike: a king comes back from its foundation into an empty column',
    variant: 'Klondike draw 3, passes 3',
    spec: {
      tableau: ['', '?2H QH', 'KD QC', '?4H 7S', '?5H 8D', '?6H 9C', '?7H TD'],
      stock: '3D 3C', waste: 'JH 2C', foundations: [RUN_OF_SPADES, 'AH', 'AD 2D', 'AC'],
      recycles: 2, movesThisPass: 1, movesLastPass: 5,
    },
    statuses: ['playing', 'playing'],
  },
];

describe('at hand-built positions random play seldom reaches', () => {
  for (const { label, variant: name, spec, statuses } of BUILT) {
    test(label, () => {
      const variant = VARIANTS.find((v) => v.label === name)!;
      const { hand } = variant;
      const state = buildState(hand.id, { ...spec, options: hand.newGame({ ...variant.options, seed: hand.deals.first }).options, cells: [], score: 0 });
      const engine = engineFor(hand.ruleSet!(variant.options));
      expect([hand.status(state), engine.status(toRuleSetState(state, engine.id))]).toEqual(statuses);
      comparedAt(variant, engine, state);
    });
  }
});

test("Klondike's rule set takes its passes from the options as the game does: Vegas scoring alone limits them", () => {
  for (const options of [{ scoring: 'vegas', draw: 3 }, { scoring: 'vegas', draw: 1 }, { draw: 3, passes: 2 }, {}] as const) {
    const { passes } = klondike.newGame({ ...options, seed: 1 }).options;
    expect(klondike.ruleSet!(options).stock?.redeals, JSON.stringify(options)).toBe(passes === 'unlimited' ? 'unlimited' : passes - 1);
  }
});

test.sequential('positions compared per variant', () => {
  // Printed so that a run shows the budget it spent (the report quotes these).
  console.log([...compared].map(([label, n]) => `${label}: ${n}`).join('\n'));
});

// Two independent readings of the same rules must agree: Klondike, Spider and FreeCell as the
// hand-written modules play them (engine/games/<id>/rules.ts) and as the rules engine plays their
// rule sets (engine/games/<id>/ruleSet.ts). Positions come from random legal play of the
// hand-written module from random deals; at each, the position is read into the rules engine
// (ruleSetFixtures.ts) and the two must list the same legal moves, reach the same piles by each of
// them, say the same status where both can tell, and let the same number of cards be picked up.
// Scoring is not part of a rule set and is not compared.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Game } from '../../src/engine/game.js';
import { SearchBudget } from '../../src/search/budget.js';
import { freecell } from '../../src/engine/games/freecell/index.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { spider } from '../../src/engine/games/spider/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import type { GameState, Move } from '../../src/engine/types.js';
import { cardMultiset, progress, seedsOf } from './fixtures.js';
import { comparablePiles, engineFor, movesKey, normalisedMoves, pileRefsOf, toRuleSetState } from './ruleSetFixtures.js';

/** Random deals per variant, and the most moves played from each: the position budget. */
const DEALS = 40;
const MAX_STEPS = 120;
/** Won games played out along the hand-written solver's line, and its budget for each deal tried. */
const WON_LINES = 1;
const SOLVER_POSITIONS = 100_000;

interface Variant {
  label: string;
  hand: Game;
  options: object;
}

const VARIANTS: Variant[] = [
  ...[1, 3].flatMap((draw) =>
    [1, 3, 'unlimited'].map((passes) => {
      const options = { draw, passes, scoring: 'none' };
      return { label: `Klondike draw ${draw}, passes ${passes}`, hand: klondike as Game, options };
    }),
  ),
  ...[1, 2, 4].map((suits) => ({ label: `Spider ${suits} suit${suits === 1 ? '' : 's'}`, hand: spider as Game, options: { suits } })),
  { label: 'FreeCell', hand: freecell as Game, options: {} },
];

/** Positions compared per variant, printed at the end for the report. */
const compared = new Map<string, number>();

/**
 * Plays from the deal, each step a legal move of the hand-written module: on an even pick the one
 * that gets furthest (fixtures' `progress`, so that foundations fill and runs complete), on an
 * odd pick any one. Calls `each` at every position, the deal and the last included.
 */
function walk(variant: Variant, seed: number, picks: number[], each: (state: GameState) => void): void {
  const { hand } = variant;
  let state = hand.newGame({ ...variant.options, seed });
  for (const pick of picks) {
    each(state);
    const moves = hand.legalMoves(state);
    if (moves.length === 0 || hand.status(state) === 'won') return;
    let move = moves[pick % moves.length]!;
    if (pick % 2 === 0) {
      let best = -Infinity;
      moves.forEach((candidate, i) => {
        const value = progress(hand, hand.applyMove(state, candidate)) + ((pick + i) % moves.length) / moves.length;
        if (value > best) [best, move] = [value, candidate];
      });
    }
    state = hand.applyMove(state, move);
  }
  each(state);
}

/** Everything the two readings must agree on at one position. */
function compare(variant: Variant, engine: Game<RuleSetState>, state: GameState): void {
  const { hand } = variant;
  const mine = toRuleSetState(state, engine.id);
  const context = `${variant.label}, position ${JSON.stringify(state)}`;

  // (a) the same legal moves, as sets.
  const handMoves = normalisedMoves(hand.legalMoves(state));
  const engineMoves = normalisedMoves(engine.legalMoves(mine));
  expect(engineMoves.map(movesKey), context).toEqual(handMoves.map(movesKey));

  // (b) each of them reaches the same piles.
  for (const move of handMoves) {
    const after = hand.applyMove(state, move);
    const engineAfter = engine.applyMove(mine, move);
    expect(comparablePiles(engineAfter), `${context}, after ${JSON.stringify(move)}`).toEqual(comparablePiles(after));
  }

  // (c) the status, where both can tell (see statusAgrees).
  statusAgrees(hand.status(state), engine.status(mine), handMoves, context);

  // (d) how many cards each pile lets go at once.
  for (const ref of pileRefsOf(state)) {
    expect(engine.movableCount(mine, ref), `${context}, movableCount ${JSON.stringify(ref)}`).toBe(hand.movableCount(state, ref));
  }
}

/**
 * Won is won in both. A position with no legal move at all is lost in both. Beyond that the
 * hand-written modules may know more: Klondike's 'lost' also counts a pass through the stock
 * that moved no card (history the position alone does not hold), and Spider's a stock that can
 * never be dealt again (rows left, fewer than ten cards on the table); there the rules engine
 * may still say 'playing'. It may never say 'lost' where the hand-written module does not.
 */
function statusAgrees(hand: string, engine: string, moves: Move[], context: string): void {
  expect(engine === 'won', `${context}: won`).toBe(hand === 'won');
  if (hand === 'won') return;
  if (moves.length === 0) {
    expect([hand, engine], `${context}: no move left`).toEqual(['lost', 'lost']);
    return;
  }
  if (engine === 'lost') expect(hand, `${context}: the rules engine says lost`).toBe('lost');
}

for (const variant of VARIANTS) {
  describe(variant.label, () => {
    // The rule set each game exports (Game.ruleSet, which `leaves rules GAME` prints).
    const engine = engineFor(variant.hand.ruleSet!(variant.options));

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
          walk(variant, seed, picks, (state) => {
            compare(variant, engine, state);
            positions++;
          });
        }),
        { numRuns: DEALS },
      );
      compared.set(variant.label, (compared.get(variant.label) ?? 0) + positions);
      expect(positions).toBeGreaterThan(DEALS);
    });

    test('along a winning line of the hand-written solver both agree at every position, and both say won at its end', async () => {
      const solve = await variant.hand.loadSolver();
      let won = 0;
      for (let seed = variant.hand.deals.first; won < WON_LINES && seed < variant.hand.deals.first + 4; seed++) {
        let state = variant.hand.newGame({ ...variant.options, seed });
        const outcome = solve(state, new SearchBudget({ maxPositions: SOLVER_POSITIONS, timeLimitMs: Infinity }));
        if (outcome.verdict !== 'winnable') continue;
        for (const move of outcome.moves) {
          compare(variant, engine, state);
          state = variant.hand.applyMove(state, move);
        }
        compare(variant, engine, state);
        expect(engine.status(toRuleSetState(state, engine.id))).toBe('won');
        compared.set(variant.label, (compared.get(variant.label) ?? 0) + outcome.moves.length + 1);
        won++;
      }
      expect(won).toBe(WON_LINES);
    });
  });
}

test.sequential('positions compared per variant', () => {
  // Printed so that a run shows the budget it spent (the report quotes these).
  console.log([...compared].map(([label, n]) => `${label}: ${n}`).join('\n'));
});

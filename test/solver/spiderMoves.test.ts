// The run-building games' move generator and move application (src/engine/ruleSet/solver/runs/
// moves.ts and position.ts) against the engine, on positions reached by random play from random
// deals of Spider, Spiderette (seven columns, a short last row) and Simple Simon (no stock): the
// 'sound' moves are the engine's legal moves, except the ones the solver provably never needs
// (listed in `neverNeeded`), and every legal move lands on the position the engine gives; the
// beam search's hash and score of a child worked out from its parent match the child's own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SpiderState, type SpiderSuits } from '../../src/engine/games/spider/rules.js';
import { spider } from '../../src/engine/games/spider/index.js';
import { spiderette } from '../../src/engine/games/spiderette/index.js';
import { simpleSimon } from '../../src/engine/games/simple-simon/index.js';
import type { Game } from '../../src/engine/game.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import type { Move } from '../../src/engine/types.js';
import { applyMoveCode, encodeMove, generateMoves, maxMoves, toEngineMove, DEAL } from '../../src/engine/ruleSet/solver/runs/moves.js';
import { Expansion } from '../../src/engine/ruleSet/solver/runs/expansion.js';
import { hashRecord } from '../../src/engine/ruleSet/solver/runs/hashing.js';
import { encode, layoutOf, runsRemoved, type Layout } from '../../src/engine/ruleSet/solver/runs/position.js';
import { scorePosition } from '../../src/engine/ruleSet/solver/runs/score.js';
import { solveRuns } from '../../src/engine/ruleSet/solver/runs/solver.js';
import { positionBudget } from './budgets.js';

const suitsArbitrary = fc.constantFrom<SpiderSuits>(1, 2, 4);

/** The positions of a random game: the deal and every position after each random move. */
function randomGame(seed: number, suits: SpiderSuits, choices: readonly number[]): SpiderState[] {
  return randomPlay(spider, spider.newGame({ seed, suits }), choices);
}

function randomPlay<S extends RuleSetState, O extends object>(game: Game<S, O>, deal: S, choices: readonly number[]): S[] {
  let state = deal;
  const positions = [state];
  for (const choice of choices) {
    const moves = game.legalMoves(state);
    if (moves.length === 0) break;
    state = game.applyMove(state, moves[choice % moves.length]!);
    positions.push(state);
  }
  return positions;
}

const moveName = (move: Move): string =>
  move.type === 'move' ? `${move.from.index}>${move.to.index}x${move.count}` : move.type;

/**
 * The exceptions: once no row can be dealt, the column order no longer matters, so the solver
 * leaves out a run into an empty column other than the first one (the same position as into the
 * first, with two columns swapped) and a whole column into an empty column (the same position).
 */
function neverNeeded(state: RuleSetState, move: Move): boolean {
  if (move.type !== 'move' || state.stock.length > 0) return false;
  const target = state.tableau[move.to.index]!;
  if (target.length > 0) return false;
  const firstEmpty = state.tableau.findIndex((column) => column.length === 0);
  return move.to.index !== firstEmpty || state.tableau[move.from.index]!.length === move.count;
}

function solverMoves(state: RuleSetState, layout: Layout, set: 'sound' | 'beam'): number[] {
  const out = new Int32Array(maxMoves(layout));
  const count = generateMoves(encode(state, layout), layout, set, new Int32Array(layout.columns), out);
  return Array.from(out.subarray(0, count));
}

const engineCode = (move: Move): number => (move.type === 'deal' ? DEAL : move.type === 'move' ? encodeMove(move.from.index, move.to.index, move.count) : -1);

/**
 * The sound set agrees with the engine, each legal move lands where the engine's does, and the
 * beam's shortcut (expansion.ts) gives each child the hash and score it has.
 */
function checkPosition<S extends RuleSetState, O extends object>(state: S, game: Game<S, O>): void {
  const layout = layoutOf(state);
  const expected = game.legalMoves(state).filter((move) => !neverNeeded(state, move)).map(moveName).sort();
  const actual = solverMoves(state, layout, 'sound').map((code) => moveName(toEngineMove(code))).sort();
  expect(actual).toEqual(expected);
  const record = encode(state, layout);
  const out = new Uint8Array(layout.stride);
  const hashes = new Uint32Array(2);
  hashRecord(record, layout, hashes);
  const expansion = new Expansion(layout);
  expansion.load(record, hashes[0]!, hashes[1]!);
  for (const move of game.legalMoves(state)) {
    const code = engineCode(move);
    applyMoveCode(record, layout, code, out);
    expect(out).toEqual(encode(game.applyMove(state, move), layout));
    if (code === DEAL) continue;
    // The child's hash and score worked out without writing it down are those of the child, and
    // only a move that completes a run is left to be written down.
    if (expansion.evaluate(code)) {
      hashRecord(out, layout, hashes);
      expect([expansion.first, expansion.second, expansion.score]).toEqual([hashes[0], hashes[1], scorePosition(out, layout, new Int32Array(layout.columns))]);
    } else {
      expect(runsRemoved(out)).toBeGreaterThan(runsRemoved(record));
    }
  }
}

describe('Run-building games: solver moves', () => {
  it('agree with the engine on random positions: the sound set (but for the exceptions) and every move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), suitsArbitrary, fc.array(fc.nat(), { maxLength: 120 }), (seed, suits, choices) => {
        for (const state of randomGame(seed, suits, choices)) checkPosition(state, spider);
      }),
      { numRuns: 60 },
    );
  });

  it('agree with the engine on random positions of Spiderette (its short last row) and Simple Simon', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { maxLength: 150 }), (seed, choices) => {
        for (const state of randomPlay(spiderette, spiderette.newGame({ seed }), choices)) checkPosition(state, spiderette);
        for (const state of randomPlay(simpleSimon, simpleSimon.newGame({ seed }), choices)) checkPosition(state, simpleSimon);
      }),
      { numRuns: 40 },
    );
  });

  it('the beam set is part of the sound set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), suitsArbitrary, fc.array(fc.nat(), { maxLength: 120 }), (seed, suits, choices) => {
        for (const state of randomGame(seed, suits, choices)) {
          const layout = layoutOf(state);
          const sound = new Set(solverMoves(state, layout, 'sound'));
          for (const code of solverMoves(state, layout, 'beam')) expect(sound.has(code)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('agree with the engine along winning lines (completed runs, empty columns, the last deals)', () => {
    for (const suits of [1, 2] as const) {
      const deal = spider.newGame({ seed: 3, suits });
      const outcome = solveRuns(deal, positionBudget(200_000));
      if (outcome.verdict !== 'winnable') throw new Error(`deal 3 in ${suits} suits was not solved`);
      let state = deal;
      for (const move of outcome.moves) {
        checkPosition(state, spider);
        state = spider.applyMove(state, move);
      }
      expect(spider.status(state)).toBe('won');
    }
  });

  it('agree with the engine along a winning line of Spiderette, its short last row dealt', () => {
    const deal = spiderette.newGame({ seed: 1 });
    const outcome = solveRuns(deal, positionBudget(200_000));
    if (outcome.verdict !== 'winnable') throw new Error('Spiderette deal 1 was not solved');
    let state = deal;
    for (const move of outcome.moves) {
      checkPosition(state, spiderette);
      state = spiderette.applyMove(state, move);
    }
    expect(outcome.moves.filter((move) => move.type === 'deal')).toHaveLength(4);
    expect(spiderette.status(state)).toBe('won');
  });
});

// Autumn Leaves' solver moves against the engine's: on positions from random play, the compact
// position makes and undoes every legal move exactly as the engine does, and the solver's move list
// is the engine's legal moves less only moves that are never needed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AutumnLeavesState } from '../../src/engine/games/autumn-leaves/rules.js';
import { autumnLeaves } from '../../src/engine/games/autumn-leaves/index.js';
import type { Move } from '../../src/engine/types.js';
import { applyMove, generateMoves, listMoves, MAX_MOVES, packMove, undoMove } from '../../src/engine/games/autumn-leaves/solver/moves.js';
import { Position, toEngineMove } from '../../src/engine/games/autumn-leaves/solver/position.js';
import { safeMove } from '../../src/engine/games/autumn-leaves/solver/safeMove.js';
import { exactKeyOf } from './autumnLeavesPositions.js';

/**
 * Every position of a random game: `choices` pick the moves, one in five a deal when there is one,
 * and one in three a move that empties a column when there is one.
 */
function randomPlay(seed: number, choices: readonly number[]): AutumnLeavesState[] {
  let state = autumnLeaves.newGame({ seed });
  const visited = [state];
  for (const choice of choices) {
    const moves = autumnLeaves.legalMoves(state);
    const runs = moves.filter((m) => m.type === 'move');
    const deal = moves.find((m) => m.type === 'deal');
    const clearing = runs.filter((m) => m.type === 'move' && m.count === state.tableau[m.from.index]!.length);
    const move = deal && (choice % 5 === 0 || runs.length === 0) ? deal
      : clearing.length > 0 && choice % 3 === 0 ? clearing[choice % clearing.length] : runs[choice % runs.length];
    if (!move) break;
    state = autumnLeaves.applyMove(state, move);
    visited.push(state);
  }
  return visited;
}

/**
 * A random layout, not necessarily reachable: the deck shuffled by `seed`, `stock` cards left in
 * the stock, the rest in six columns, some of them empty, the lower cards of a column face down
 * (now and then its top card too, which no game reaches but a hand-built position may have).
 */
function randomLayout(seed: number, stock: number): AutumnLeavesState {
  let random = seed;
  const next = (n: number) => {
    random = (Math.imul(random, 1103515245) + 12345) >>> 0;
    return (random >>> 8) % n;
  };
  const deck = autumnLeaves.newGame({ seed }).tableau.flat().concat(autumnLeaves.newGame({ seed }).stock);
  const cards = deck.map((card) => ({ ...card, faceUp: true }));
  const rest = cards.slice(stock);
  const heights = [0, 0, 0, 0, 0, 0];
  const filled = 4 + next(3);
  for (let i = 0; i < rest.length; i++) heights[i < filled ? i : next(filled)]!++;
  let from = 0;
  const tableau = heights.map((height) => {
    const column = rest.slice(from, from + height).map((card, i) => ({ ...card, faceUp: i >= height - next(3) }));
    from += height;
    return column;
  });
  return { game: 'autumn-leaves', seed, options: {}, tableau, stock: cards.slice(0, stock).map((card) => ({ ...card, faceUp: false })), waste: [], foundations: [], removed: [] };
}

const layouts = fc.record({ seed: fc.integer({ min: 1, max: 100_000 }), stock: fc.constantFrom(0, 0, 6, 12) });
const games = fc.record({ seed: fc.integer({ min: 1, max: 100_000 }), choices: fc.array(fc.nat(), { minLength: 20, maxLength: 160 }) });
const name = (move: Move) => JSON.stringify(move);

/**
 * The legal moves the solver leaves out, all once the stock is empty: a whole column into an
 * empty column, and a move into an empty column other than the first (both give the same position
 * up to the order of the columns).
 */
function neverNeeded(state: AutumnLeavesState, move: Move): boolean {
  if (move.type !== 'move' || state.stock.length > 0) return false;
  const target = state.tableau[move.to.index]!;
  const firstEmpty = state.tableau.findIndex((column) => column.length === 0);
  return target.length === 0 && (move.count === state.tableau[move.from.index]!.length || move.to.index !== firstEmpty);
}

describe('the Autumn Leaves solver’s moves', () => {
  it('the compact position makes and undoes each legal move as the engine makes it', () => {
    const check = (states: AutumnLeavesState[]) => {
      for (const state of states) {
        const position = new Position(state);
        const before = exactKeyOf(position);
        const hashBefore = new Uint32Array(2);
        const hash = new Uint32Array(2);
        position.hashInto(hashBefore);
        expect(before).toEqual(exactKeyOf(new Position(structuredClone(state))));
        for (const move of autumnLeaves.legalMoves(state)) {
          const expected = exactKeyOf(new Position(autumnLeaves.applyMove(state, move)));
          if (move.type === 'deal') {
            position.deal();
            expect(exactKeyOf(position)).toEqual(expected);
            position.undoDeal();
          } else if (move.type === 'move') {
            const turned = position.moveRun(move.from.index, move.to.index, move.count);
            expect(exactKeyOf(position)).toEqual(expected);
            expect(position.isWon()).toBe(autumnLeaves.status(autumnLeaves.applyMove(state, move)) === 'won');
            position.undoRun(move.from.index, move.to.index, move.count, turned);
          }
          expect(exactKeyOf(position)).toEqual(before);
          position.hashInto(hash);
          expect(hash).toEqual(hashBefore);
          // The same move as the beam plays it, packed into one number.
          const code = move.type === 'move' ? packMove(move.from.index, move.to.index, move.count) : 0;
          const turned = applyMove(position, code);
          expect(exactKeyOf(position)).toEqual(expected);
          undoMove(position, code, turned);
          expect(exactKeyOf(position)).toEqual(before);
        }
      }
    };
    fc.assert(fc.property(games, ({ seed, choices }) => check(randomPlay(seed, choices).filter((_, i) => i % 7 === 0))), { numRuns: 40 });
    fc.assert(fc.property(layouts, ({ seed, stock }) => check([randomLayout(seed, stock)])), { numRuns: 100 });
  });

  it('are the engine’s legal moves, less those never needed, or the one safe move alone', () => {
    let safeSeen = 0;
    let leftOut = 0;
    const check = (states: AutumnLeavesState[]) => {
      for (const state of states) {
        const legal = autumnLeaves.legalMoves(state);
        const legalNames = new Set(legal.map(name));
        const position = new Position(state);
        const generated = generateMoves(position).map(toEngineMove);
        const listed = new Int32Array(MAX_MOVES);
        expect(listMoves(position, listed)).toBe(generated.length);
        for (const move of generated) expect(legalNames.has(name(move))).toBe(true);
        expect(new Set(generated.map(name)).size).toBe(generated.length);
        if (safeMove(position)) {
          safeSeen++;
          expect(generated).toHaveLength(1);
          continue;
        }
        const generatedNames = new Set(generated.map(name));
        for (const move of legal) {
          if (generatedNames.has(name(move))) continue;
          leftOut++;
          expect(neverNeeded(state, move), `${name(move)} left out`).toBe(true);
        }
      }
    };
    fc.assert(fc.property(games, ({ seed, choices }) => check(randomPlay(seed, choices))), { numRuns: 60 });
    fc.assert(fc.property(layouts, ({ seed, stock }) => check([randomLayout(seed, stock)])), { numRuns: 300 });
    // The two exceptions were met, so the test saw them.
    expect(safeSeen).toBeGreaterThan(0);
    expect(leftOut).toBeGreaterThan(0);
  });
});

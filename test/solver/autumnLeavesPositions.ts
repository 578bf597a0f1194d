// Autumn Leaves positions for the solver's tests: the ends of random games, small enough for the
// plain search once the stock is (nearly) gone, and mostly lost; a won game's line, whose positions
// are all won; and a solver position's exact key.
import { type AutumnLeavesState } from '../../src/engine/games/autumn-leaves/rules.js';
import { autumnLeaves } from '../../src/engine/games/autumn-leaves/index.js';
import { EXACT_KEY_WORDS, exactKeyInto } from '../../src/engine/games/autumn-leaves/solver/exactKey.js';
import type { Position } from '../../src/engine/games/autumn-leaves/solver/position.js';
import { solveAutumnLeaves } from '../../src/engine/games/autumn-leaves/solver/solver.js';
import type { Move } from '../../src/engine/types.js';
import { positionBudget } from './budgets.js';

/** The position's exact key (exactKey.ts), as a list to compare with toEqual. */
export function exactKeyOf(position: Position): number[] {
  const key = new Uint32Array(EXACT_KEY_WORDS);
  exactKeyInto(position, key);
  return [...key];
}

/**
 * The end position of a random game of `seed`: builds twice as likely as other moves, deals last
 * (stopped with `stockLeft` cards still in the stock, if given).
 */
export function randomEndPosition(seed: number, stockLeft = 0): AutumnLeavesState {
  let random = seed;
  const next = (n: number) => {
    random = (Math.imul(random, 1103515245) + 12345) >>> 0;
    return (random >>> 8) % n;
  };
  let state = autumnLeaves.newGame({ seed });
  while (state.stock.length > stockLeft) {
    const moves = autumnLeaves.legalMoves(state);
    const runs = moves.filter((m) => m.type === 'move');
    const builds = runs.filter((m) => m.type === 'move' && onto(state, m) === moving(state, m) + 1);
    const move = builds.length > 0 && next(3) > 0 ? builds[next(builds.length)]! : runs.length > 0 && next(3) > 0 ? runs[next(runs.length)]! : { type: 'deal' as const };
    state = autumnLeaves.applyMove(state, move);
  }
  return state;
}
const moving = (state: AutumnLeavesState, move: Move & { type: 'move' }) => {
  const from = state.tableau[move.from.index]!;
  return from[from.length - move.count]!.rank;
};
const onto = (state: AutumnLeavesState, move: Move & { type: 'move' }) => state.tableau[move.to.index]!.at(-1)?.rank ?? 0;

/**
 * Deal 13 and the solver's line that wins it (empty if it found none: the tests that use it then
 * fail on their own counts), with the index of its last deal.
 */
export function wonLineOfDeal13(): { deal: AutumnLeavesState; line: Move[]; lastDeal: number } {
  const deal = autumnLeaves.newGame({ seed: 13 });
  const won = solveAutumnLeaves(deal, positionBudget(200_000));
  const line = won.verdict === 'winnable' ? won.moves : [];
  return { deal, line, lastDeal: line.map((move) => move.type).lastIndexOf('deal') };
}

// A beam search for Autumn Leaves wins: level by level (one move per level, a deal counting as
// one), every child of the positions kept, and only the `width` most promising children kept for
// the next level (promise.ts `beamBadness`, with the cards still in the stock counted too). Positions seen
// before in this search are not kept again. It finds many wins quickly but proves nothing when it
// finds none: the staged search (solver.ts) does that.
import type { SearchBudget } from '../budget.js';
import { generateMoves } from './moves.js';
import { Position, type SolverMove } from './position.js';
import { beamBadness, type BeamWeights } from './promise.js';

const SIZE = Position.SAVED_SIZE;

export type BeamOutcome = { win: SolverMove[] } | { stopped: true } | undefined;

const pack = (move: SolverMove) => (move.count === 0 ? -1 : move.from | (move.to << 4) | (move.count << 8));
const unpack = (packed: number): SolverMove =>
  packed === -1 ? { from: -1, to: -1, count: 0 } : { from: packed & 15, to: (packed >> 4) & 15, count: packed >> 8 };

/**
 * A win from `position` (left as it was), or `{ stopped }` when the budget ran out or more than
 * `memoryLimit` positions were seen, or undefined.
 */
export function beamSearch(
  position: Position, width: number, weights: BeamWeights, budget: SearchBudget, maxDepth: number, memoryLimit: number,
): BeamOutcome {
  const start = new Uint8Array(SIZE);
  position.saveInto(start, 0);
  const restore = () => position.loadFrom(start, 0);
  if (position.isWon()) return { win: [] };
  const seen = new Set<string>([position.key()]);
  // For the way back: each level's kept positions, as (parent index, packed move).
  const parents: Int32Array[] = [];
  const moves: Int32Array[] = [];
  let level = new Uint8Array(SIZE);
  level.set(start);
  let count = 1;
  for (let depth = 0; depth < maxDepth && count > 0; depth++) {
    const scores: number[] = [];
    const from: number[] = [];
    const via: number[] = [];
    for (let i = 0; i < count; i++) {
      position.loadFrom(level, i * SIZE);
      for (const move of generateMoves(position)) {
        let turned = false;
        if (move.count === 0) position.deal();
        else turned = position.moveRun(move.from, move.to, move.count);
        const key = position.key();
        if (!seen.has(key)) {
          if (!budget.spend() || seen.size >= memoryLimit) {
            restore();
            return { stopped: true };
          }
          seen.add(key);
          if (position.isWon()) {
            const line: SolverMove[] = [move];
            for (let d = depth - 1, at = i; d >= 0; d--) {
              line.push(unpack(moves[d]![at]!));
              at = parents[d]![at]!;
            }
            restore();
            return { win: line.reverse() };
          }
          scores.push(beamBadness(position, weights));
          from.push(i);
          via.push(pack(move));
        }
        if (move.count === 0) position.undoDeal();
        else position.undoRun(move.from, move.to, move.count, turned);
      }
    }
    const order = scores.map((_, k) => k).sort((a, b) => scores[a]! - scores[b]! || a - b).slice(0, width);
    const next = new Uint8Array(order.length * SIZE);
    const levelParents = new Int32Array(order.length);
    const levelMoves = new Int32Array(order.length);
    order.forEach((k, j) => {
      position.loadFrom(level, from[k]! * SIZE);
      const move = unpack(via[k]!);
      if (move.count === 0) position.deal();
      else position.moveRun(move.from, move.to, move.count);
      position.saveInto(next, j * SIZE);
      levelParents[j] = from[k]!;
      levelMoves[j] = via[k]!;
    });
    parents.push(levelParents);
    moves.push(levelMoves);
    level = next;
    count = order.length;
  }
  restore();
  return undefined;
}

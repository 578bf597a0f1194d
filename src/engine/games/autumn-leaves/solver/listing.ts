// The positions one stage of the search has listed, in flat typed arrays (no object per
// position): each saved whole, with the listed position it came from and the move between them.
import { grownArray } from '../../../../search/grownArray.js';
import { packMove, unpackMove } from './moves.js';
import { Position, type SolverMove } from './position.js';

const SIZE = Position.SAVED_SIZE;

export class Listing {
  length = 0;
  private saved = new Uint8Array(64 * SIZE);
  private parents = new Int32Array(64);
  /** The move that reached each position (moves.ts `packMove`; 0 for the first, as no deal is listed). */
  private moves = new Int32Array(64);
  /** Filled in by the caller, to order the positions. */
  badness = new Float64Array(64);

  /** Adds the position now, reached from listed position `parent` by `move`; returns its index. */
  add(position: Position, parent: number, move: SolverMove | undefined): number {
    if (this.length === this.parents.length) this.grow();
    const index = this.length++;
    position.saveInto(this.saved, index * SIZE);
    this.parents[index] = parent;
    this.moves[index] = move ? packMove(move.from, move.to, move.count) : 0;
    return index;
  }

  load(index: number, position: Position): void {
    position.loadFrom(this.saved, index * SIZE);
  }

  /** The moves from the first listed position to listed position `index`. */
  wayTo(index: number): SolverMove[] {
    const way: SolverMove[] = [];
    for (let i = index; this.moves[i] !== 0; i = this.parents[i]!) way.push(unpackMove(this.moves[i]!));
    return way.reverse();
  }

  private grow(): void {
    const capacity = this.parents.length * 2;
    this.saved = grownArray(this.saved, capacity * SIZE);
    this.parents = grownArray(this.parents, capacity);
    this.moves = grownArray(this.moves, capacity);
    this.badness = grownArray(this.badness, capacity);
  }
}

// The run-building games for the beam search (src/search/beam.ts): the 'beam' move set, which drops moves a
// good player never needs; score.ts's rank, worked out from the parent for a run move
// (expansion.ts) and from the child written out for the rest; positions bucketed by the rows still
// in the stock (so a position that has dealt never crowds out one that has not yet). It can only
// ever find a win, never prove a loss.
import { beamSearch as search, type BeamOutcome, type BeamRules } from '../../../../search/beam.js';
import type { SearchBudget } from '../../../../search/budget.js';
import type { SeenSet } from '../../../../search/seenSet.js';
import { Expansion } from './expansion.js';
import { hashRecord } from './hashing.js';
import { applyMoveCode, DEAL, generateMoves, maxMoves } from './moves.js';
import { dealsLeft, isWon, rowsIn, stockLeft, type Layout } from './position.js';
import { scorePosition } from './score.js';

/** Most positions the tree of kept positions holds (8 bytes each): past it the search gives up. */
const MAX_NODES = 1 << 25;

/**
 * Searches from `root` keeping `width` positions per stock level per depth, for at most
 * `maxDepth` moves. `seen` is emptied first and used throughout.
 */
export function beamSearch(root: Uint8Array, layout: Layout, width: number, maxDepth: number, budget: SearchBudget, seen: SeenSet): BeamOutcome {
  return search(new RunsBeam(root, layout), { width, maxDepth, seen, budget, buckets: dealsLeft(root, layout) + 1, maxNodes: MAX_NODES });
}

class RunsBeam implements BeamRules {
  readonly savedSize: number;
  readonly moveList: Int32Array;
  /** The work position (a view of the level it was saved in), and the child of it met or played last. */
  private parent: Uint8Array;
  private readonly child: Uint8Array;
  private current: Uint8Array;
  private readonly starts: Int32Array;
  private readonly expansion: Expansion;
  private first = 0;
  private second = 0;
  /** The move of the child met last, and its score when the expansion worked it out (else −1). */
  private move = 0;
  private score = -1;

  constructor(root: Uint8Array, private readonly layout: Layout) {
    this.savedSize = layout.stride;
    this.moveList = new Int32Array(maxMoves(layout));
    this.parent = root.slice();
    this.child = new Uint8Array(layout.stride);
    this.current = this.parent;
    this.starts = new Int32Array(layout.columns);
    this.expansion = new Expansion(layout);
  }

  save(saved: Uint8Array): void {
    saved.set(this.current);
  }

  load(saved: Uint8Array, first: number, second: number): void {
    this.parent = saved;
    this.current = this.parent;
    this.first = first;
    this.second = second;
  }

  hash(out: Uint32Array): void {
    hashRecord(this.current, this.layout, out);
  }

  moves(): number {
    const count = generateMoves(this.parent, this.layout, 'beam', this.starts, this.moveList);
    this.expansion.load(this.parent, this.first, this.second);
    return count;
  }

  meet(move: number, out: Uint32Array): boolean {
    this.move = move;
    if (move !== DEAL && this.expansion.evaluate(move)) {
      out[0] = this.expansion.first;
      out[1] = this.expansion.second;
      this.score = this.expansion.score;
      return false;
    }
    this.play(move);
    if (isWon(this.child, this.layout)) return true;
    hashRecord(this.child, this.layout, out);
    this.score = -1;
    return false;
  }

  rank(): number {
    return this.score >= 0 ? this.score : scorePosition(this.child, this.layout, this.starts);
  }

  bucket(): number {
    return rowsIn(stockLeft(this.parent) - (this.move === DEAL ? this.layout.columns : 0), this.layout);
  }

  play(move: number): void {
    applyMoveCode(this.parent, this.layout, move, this.child);
    this.current = this.child;
  }

  leave(): void {
    this.current = this.parent;
  }
}

// Autumn Leaves' game for the beam search (src/search/beam.ts), which looks for wins: its moves
// (moves.ts, a deal counting as one), ranked by promise.ts `beamBadness` and bucketed by the deals
// left, so that the beam keeps the `width` most promising children with each number of deals left.
// Keeping some of each stops the beam from dealing everything early and running into one lost
// last stage (it wins more deals so than with `width` kept in all: bench/RESULTS.md). A child is
// seen (by `Position.hashInto`) as soon as it is met, and each new one counts as a position spent.
// The beam proves nothing when it finds no win: the staged search (solver.ts) does that.
import { beamSearch as search, type BeamRules } from '../../../../search/beam.js';
import type { SearchBudget } from '../../../../search/budget.js';
import { SeenSet } from '../../../../search/seenSet.js';
import { applyMove, listMoves, MAX_MOVES, orderMoves, undoMove, unpackMove } from './moves.js';
import { Position, type SolverMove } from './position.js';
import { beamBadness, type BeamWeights } from './promise.js';

/** At most 2^22 positions seen (8 bytes each, 32 MiB); past three quarters of that it forgets them all. */
const SEEN_LOG2 = 22;
/**
 * At most this many positions kept over all levels (8 bytes each for the way back, 128 MiB): a
 * beam that would keep more gives up. Each kept position was a new one, paid for by the budget,
 * so only budgets of many millions of positions come near it.
 */
const MAX_KEPT = 2 ** 24;
/** Makes every score in twentieths positive (none is below −64). */
const SCORE_OFFSET = 4096;
/** More than any score made positive (none is above 200, so none above 8,096 in twentieths): a rank is deals left × this + score. */
const SCORES = 8192;

export type BeamOutcome = { win: SolverMove[] } | { stopped: true } | undefined;

/**
 * A win from `position` (left as it was), or `{ stopped }` when the budget ran out, or undefined
 * (no win within `maxDepth` moves, or too many positions kept).
 */
export function beamSearch(position: Position, width: number, weights: BeamWeights, budget: SearchBudget, maxDepth: number): BeamOutcome {
  if (position.isWon()) return { win: [] };
  const start = new Uint8Array(Position.SAVED_SIZE);
  position.saveInto(start, 0);
  try {
    const game = new AutumnLeavesBeam(position, weights);
    const result = search(game, {
      width, maxDepth, seen: new SeenSet(SEEN_LOG2), budget, seenWhen: 'met', buckets: position.dealsLeft + 1, maxNodes: MAX_KEPT,
    });
    if (result === 'stopped') return { stopped: true };
    return result === 'ended' ? undefined : { win: result.line.map(unpackMove) };
  } finally {
    position.loadFrom(start, 0);
  }
}

class AutumnLeavesBeam implements BeamRules {
  readonly savedSize = Position.SAVED_SIZE;
  readonly moveList = new Int32Array(MAX_MOVES);
  /** The move to the child met or played last, and whether it turned a card up (for undoMove). */
  private move = 0;
  private turned = false;

  constructor(private readonly position: Position, private readonly weights: BeamWeights) {}

  save(saved: Uint8Array): void {
    this.position.saveInto(saved, 0);
  }

  load(saved: Uint8Array): void {
    this.position.loadFrom(saved, 0);
  }

  hash(out: Uint32Array): void {
    this.position.hashInto(out);
  }

  moves(): number {
    const length = listMoves(this.position, this.moveList);
    orderMoves(this.position, this.moveList, length);
    return length;
  }

  meet(move: number, out: Uint32Array): boolean {
    this.play(move);
    this.position.hashInto(out);
    return this.position.isWon();
  }

  rank(): number {
    return this.position.dealsLeft * SCORES + Math.round(beamBadness(this.position, this.weights) * 20) + SCORE_OFFSET;
  }

  bucket(): number {
    return this.position.dealsLeft;
  }

  play(move: number): void {
    this.move = move;
    this.turned = applyMove(this.position, move);
  }

  leave(): void {
    undoMove(this.position, this.move, this.turned);
  }
}

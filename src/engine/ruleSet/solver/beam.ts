// The rule-set solver's game for the beam search (src/search/beam.ts): for games whose suits
// leave the table as whole runs or any face-up card moves with what lies on it (staged.ts) and,
// before the long search, for most others (beamsFirst.ts). Each move is followed by the safe cards
// where the rules allow them (safe.ts); positions are ranked by chaos.ts where suits leave as
// whole runs, elsewhere by the depth-first search's score.ts (or the measure given), bucketed by
// the deals left in the stock (so a position that has dealt never crowds out one that has not
// yet), and a position rule 12 or 14 proves lost (stuck.ts, stalled.ts) is not kept. The beam
// can only ever find a win, never prove a loss (docs/solver.md).
import type { SearchBudget } from '../../../search/budget.js';
import { beamSearch, type BeamRules } from '../../../search/beam.js';
import type { SearchOutcome } from '../../../search/outcome.js';
import { SeenSet } from '../../../search/seenSet.js';
import type { Move } from '../../types.js';
import { chaos } from './chaos.js';
import { applyMove, MoveGenerator, toEngineMoves, type MoveList } from './moves.js';
import type { Position } from './position.js';
import { playSafeCards, playsSafeCards } from './safe.js';
import { score } from './score.js';
import { checksStalled, isStalled } from './stalled.js';
import { checksStuck, isStuck } from './stuck.js';

const ignore = (): void => {};
/** Above any score a position can have, so that a measure by score (lower first) is never negative. */
const SCORE_CEILING = 1 << 16;

/** score.ts's rating as a beam's measure: the best-scored position first. */
export const byScore = (position: Position): number => Math.max(0, SCORE_CEILING - score(position));
const defaultMeasure = (position: Position): number => (position.shape.completeRuns ? chaos(position) : byScore(position));

/** A table of positions seen for a run of beams to share: at most 2^22 entries of 8 bytes. */
export const beamSeen = (): SeenSet => new SeenSet(22);

/** The longest line followed, unless the caller says otherwise. */
const MAX_DEPTH = 1_000;

/**
 * A beam `width` wide per bucket from the position (left as it was found), keeping those that
 * `measure` rates lowest, for at most `maxDepth` moves: winnable with its line said as engine
 * moves, unknown once the budget is spent, undefined when it found nothing.
 */
export function beamOutcome(position: Position, width: number, budget: SearchBudget, seen: SeenSet, measure: (position: Position) => number = defaultMeasure, maxDepth = MAX_DEPTH): SearchOutcome<Move> | undefined {
  const game = new RuleSetBeam(position, measure);
  const root = position.mark();
  const start = new Uint8Array(game.savedSize);
  game.save(start);
  let result;
  try {
    result = beamSearch(game, { width, maxDepth, seen, budget, buckets: bucketOf(position) + 1 });
  } finally {
    game.load(start);
    position.undoTo(root);
  }
  if (result === 'stopped') return { verdict: 'unknown' };
  return result === 'ended' ? undefined : { verdict: 'winnable', moves: engineLine(position, result.line) };
}

/**
 * A beam's line of the solver's moves from the position, said as engine moves, each followed by
 * the safe cards it played; the position is left as it was.
 */
function engineLine(position: Position, line: readonly number[]): Move[] {
  const mark = position.mark();
  const safe = playsSafeCards(position.shape);
  const moves: Move[] = [];
  const say = (move: number): void => {
    moves.push(...toEngineMoves(position, move));
  };
  for (const move of line) {
    say(move);
    applyMove(position, move);
    if (safe) playSafeCards(position, say);
  }
  position.undoTo(mark);
  return moves;
}

/** Two independent 32-bit hashes of a key. */
function hashKey(key: Uint32Array, out: Uint32Array): void {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < key.length; i++) {
    const w = key[i]!;
    a = Math.imul(a ^ w, 0x01000193);
    a ^= a >>> 15;
    b = Math.imul(b + w, 0x85ebca6b);
    b ^= b >>> 13;
  }
  out[0] = a >>> 0;
  out[1] = Math.imul(b, 0xc2b2ae35) >>> 0;
}

/**
 * The stock's bucket: how many deals it has left (0 without a stock dealt to columns), so that a
 * position that has dealt never crowds out one that has not.
 */
function bucketOf(position: Position): number {
  const s = position.shape;
  if (s.stock < 0 || s.stockTo !== 'columns') return 0;
  return Math.ceil(position.heights[s.stock]! / s.dealColumns.length);
}

/** The rule set's moves, rank, bucket and key for the beam; a position saved is its cards, heights and values. */
class RuleSetBeam implements BeamRules {
  readonly savedSize: number;
  private readonly generator: MoveGenerator;
  private readonly list: MoveList = { moves: new Int32Array(1024), ranks: new Int32Array(1024) };
  private readonly key: Uint32Array;
  private readonly keyBytes: Uint8Array;
  private readonly safe: boolean;
  private readonly stuck: boolean;
  private readonly stalled: boolean;
  /** Where the journal stood before the child being looked at. */
  private mark = 0;

  constructor(private readonly position: Position, private readonly measure: (position: Position) => number) {
    this.savedSize = position.cards.length + position.heights.length + position.vals.length;
    this.generator = new MoveGenerator(position);
    this.key = new Uint32Array(position.keyBytes / 4);
    this.keyBytes = new Uint8Array(this.key.buffer);
    this.safe = playsSafeCards(position.shape);
    this.stuck = checksStuck(position.shape);
    this.stalled = checksStalled(position.shape);
  }

  get moveList(): Int32Array {
    return this.list.moves;
  }

  save(saved: Uint8Array): void {
    const p = this.position;
    saved.set(p.cards);
    saved.set(p.heights, p.cards.length);
    saved.set(p.vals, p.cards.length + p.heights.length);
  }

  load(saved: Uint8Array): void {
    const p = this.position;
    const heightsAt = p.cards.length;
    const valsAt = heightsAt + p.heights.length;
    p.cards.set(saved.subarray(0, heightsAt));
    p.heights.set(saved.subarray(heightsAt, valsAt));
    p.vals.set(saved.subarray(valsAt, valsAt + p.vals.length));
  }

  hash(out: Uint32Array): void {
    this.position.writeKey(this.keyBytes);
    hashKey(this.key, out);
  }

  moves(): number {
    return this.generator.generate(this.list, 0);
  }

  meet(move: number, out: Uint32Array): boolean {
    this.play(move);
    if (this.position.isWon()) return true;
    this.hash(out);
    return false;
  }

  rank(): number {
    return this.measure(this.position);
  }

  bucket(): number {
    return bucketOf(this.position);
  }

  rejects(): boolean {
    return (this.stuck && isStuck(this.position)) || (this.stalled && isStalled(this.position));
  }

  play(move: number): void {
    this.mark = this.position.mark();
    applyMove(this.position, move);
    if (this.safe) playSafeCards(this.position, ignore);
  }

  leave(): void {
    this.position.undoTo(this.mark);
  }
}

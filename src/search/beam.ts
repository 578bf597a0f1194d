// The beam search every game's solver uses to look for wins; it proves nothing. Level by level
// (one move a level) it meets every child of the positions kept, ranks the new ones (lower first,
// in the order met among equal ranks) and keeps for the next level the `width` best of each
// bucket (a game's buckets keep, say, a position that has dealt from crowding out one that has
// not yet). A position counts as seen by two 32-bit hashes (seenSet.ts), so two positions could
// be taken for one: a beam may miss a win that way, never claim a false one. The game gives its
// moves, its rank and bucket for a child, and its hashes; the beam keeps the levels, the seen
// set and the tree of moves back to the start.
import { grownArray } from './grownArray.js';
import { giveBack, takeArray } from './recycledArrays.js';
import type { SeenSet } from './seenSet.js';

/**
 * What the beam needs of a game. The game keeps a work position: save() writes it whole, load()
 * makes a saved one the work position again, and meet() and play() go one move on from it.
 */
export interface BeamRules {
  /** Bytes a saved position takes. */
  readonly savedSize: number;
  /** Writes the work position into `saved` (savedSize bytes). */
  save(saved: Uint8Array): void;
  /** Makes the position in `saved` the work position; its two hashes are those hash() or meet() gave it. */
  load(saved: Uint8Array, first: number, second: number): void;
  /** The work position's two hashes, into `out`. */
  hash(out: Uint32Array): void;
  /** Lists the work position's moves in moveList, in the order they are to be met; returns how many. */
  moves(): number;
  /** The moves listed last (meet() and play() leave them as they are). */
  readonly moveList: Int32Array;
  /**
   * Looks at the child of the work position by `move`: its two hashes into `out`, and true when
   * it is won. rank(), bucket() and rejects() then speak of that child; leave(), always called
   * next, goes back to the parent. (The child need not be written out: play() does that.)
   */
  meet(move: number, out: Uint32Array): boolean;
  /** The child met last: lower is more promising. */
  rank(): number;
  /** The child met last: its bucket, from 0 up to the start's. */
  bucket(): number;
  /** The child met last is not worth a place (proved lost, say). */
  rejects?(): boolean;
  /** Makes the child of the work position by `move` the work position, for save(). */
  play(move: number): void;
  /** Goes back from the child of meet() or play() to its parent. */
  leave(): void;
}

export interface BeamOptions {
  width: number;
  /** The most moves a line may take. */
  maxDepth: number;
  /** Emptied first, then the positions seen; a set may serve one beam after another. */
  seen: SeenSet;
  budget: { spend(): boolean };
  /**
   * 'kept' (by default): a position is seen once a level keeps it, and the budget counts the
   * positions expanded. 'met': a child is seen as soon as it is met, kept or not, and the budget
   * counts each new child met.
   */
  seenWhen?: 'kept' | 'met';
  /** How many buckets there are: the start's bucket + 1 (by default 1). */
  buckets?: number;
  /** The most positions kept over all levels: past it the beam gives up (by default 2^24). */
  maxNodes?: number;
}

/** A won line in the game's moves, or why there is none: the budget ran out, or the beam ended. */
export type BeamOutcome = { line: number[] } | 'stopped' | 'ended';

/** Most candidates one level holds (a cap on memory; the rest of that level is not met). */
const MAX_CANDIDATES = 1 << 22;
/** A candidate's sort key is its rank × this + its number, when ranks are sorted as numbers. */
const RANK_STEP = 2 ** 24;

/** Searches from the game's work position, which it leaves wherever the search ended. */
export function beamSearch(rules: BeamRules, options: BeamOptions): BeamOutcome {
  const capacity = options.width * (options.buckets ?? 1);
  const levels = [new Levels(capacity, rules.savedSize), new Levels(capacity, rules.savedSize)] as const;
  try {
    return search(rules, options, levels[0], levels[1]);
  } finally {
    giveBack([levels[0].buffer, levels[1].buffer]);
  }
}

function search(rules: BeamRules, options: BeamOptions, level: Levels, next: Levels): BeamOutcome {
  const { width, maxDepth, seen, budget } = options;
  const whenMet = options.seenWhen === 'met';
  const maxNodes = options.maxNodes ?? 2 ** 24;
  const hashes = new Uint32Array(2);
  rules.hash(hashes);
  seen.clear();
  seen.add(hashes[0]!, hashes[1]!);
  const buckets = options.buckets ?? 1;
  const capacity = width * buckets;
  rules.save(level.saved[0]!);
  level.first[0] = hashes[0]!;
  level.second[0] = hashes[1]!;
  let levelSize = 1;
  // The tree of kept positions: each node's parent and the move that led to it.
  let parents = new Int32Array(1 << 12);
  let via = new Int32Array(1 << 12);
  let nodes = 1;
  parents[0] = -1;
  const lineTo = (node: number, last: number): number[] => {
    const line = [last];
    for (let n = node; n > 0; n = parents[n]!) line.push(via[n]!);
    return line.reverse();
  };
  const candidates = new Candidates();
  const kept = new Int32Array(buckets);
  for (let depth = 0; depth < maxDepth; depth++) {
    let total = 0;
    for (let slot = 0; slot < levelSize && total < MAX_CANDIDATES; slot++) {
      if (!whenMet && !budget.spend()) return 'stopped';
      rules.load(level.saved[slot]!, level.first[slot]!, level.second[slot]!);
      const count = rules.moves();
      const moves = rules.moveList;
      for (let m = 0; m < count && total < MAX_CANDIDATES; m++) {
        const move = moves[m]!;
        const won = rules.meet(move, hashes);
        if (whenMet && !seen.add(hashes[0]!, hashes[1]!)) {
          rules.leave();
          continue;
        }
        let end: BeamOutcome | undefined;
        if (whenMet && !budget.spend()) end = 'stopped';
        else if (won) end = { line: lineTo(level.nodes[slot]!, move) };
        else if ((whenMet || !seen.has(hashes[0]!, hashes[1]!)) && !rules.rejects?.()) {
          candidates.add(total++, slot, move, hashes, rules.bucket(), rules.rank());
        }
        rules.leave();
        if (end) return end;
      }
    }
    if (total === 0) return 'ended';
    const order = candidates.sorted(total);
    kept.fill(0);
    let nextSize = 0;
    for (let k = 0; k < total && nextSize < capacity; k++) {
      const i = order[k]!;
      const bucket = candidates.bucket[i]!;
      if (kept[bucket]! >= width) continue;
      if (!whenMet && !seen.add(candidates.first[i]!, candidates.second[i]!)) continue;
      const slot = candidates.parent[i]!;
      const move = candidates.move[i]!;
      rules.load(level.saved[slot]!, level.first[slot]!, level.second[slot]!);
      rules.play(move);
      rules.save(next.saved[nextSize]!);
      rules.leave();
      next.first[nextSize] = candidates.first[i]!;
      next.second[nextSize] = candidates.second[i]!;
      kept[bucket]!++;
      next.nodes[nextSize++] = nodes;
      parents = grownArray(parents, nodes + 1);
      via = grownArray(via, nodes + 1);
      parents[nodes] = level.nodes[slot]!;
      via[nodes++] = move;
    }
    if (nodes > maxNodes) return 'ended';
    [level, next] = [next, level];
    levelSize = nextSize;
  }
  return 'ended';
}

/**
 * One level's kept positions: each saved whole (in a recycled array, seen through a view of its
 * own, made once), with its two hashes and its node in the tree.
 */
class Levels {
  readonly buffer: Uint8Array;
  readonly saved: Uint8Array[];
  readonly first: Uint32Array;
  readonly second: Uint32Array;
  readonly nodes: Int32Array;
  constructor(capacity: number, size: number) {
    const buffer = (this.buffer = takeArray(Uint8Array, capacity * size));
    this.saved = Array.from({ length: capacity }, (_, slot) => buffer.subarray(slot * size, (slot + 1) * size));
    this.first = new Uint32Array(capacity);
    this.second = new Uint32Array(capacity);
    this.nodes = new Int32Array(capacity);
  }
}

/** One level's candidates: each one's parent slot, move, hashes, bucket and rank. */
class Candidates {
  parent = new Int32Array(1 << 12);
  move = new Int32Array(1 << 12);
  first = new Uint32Array(1 << 12);
  second = new Uint32Array(1 << 12);
  bucket = new Int32Array(1 << 12);
  rank = new Float64Array(1 << 12);
  private counts = new Int32Array(0);
  private keys = new Float64Array(0);

  add(i: number, parent: number, move: number, hashes: Uint32Array, bucket: number, rank: number): void {
    if (i >= this.parent.length) {
      this.parent = grownArray(this.parent, i + 1);
      this.move = grownArray(this.move, i + 1);
      this.first = grownArray(this.first, i + 1);
      this.second = grownArray(this.second, i + 1);
      this.bucket = grownArray(this.bucket, i + 1);
      this.rank = grownArray(this.rank, i + 1);
    }
    this.parent[i] = parent;
    this.move[i] = move;
    this.first[i] = hashes[0]!;
    this.second[i] = hashes[1]!;
    this.bucket[i] = bucket;
    this.rank[i] = rank;
  }

  /**
   * The first `total` candidates' numbers, lowest rank first and in number order among equal
   * ranks: by counting where the ranks are whole numbers in a span not much wider than their
   * count (a comparison sort of a million candidates costs more), else by sorting numbers.
   */
  sorted(total: number): Int32Array {
    const ranks = this.rank;
    let low = ranks[0]!;
    let high = low;
    let whole = true;
    for (let i = 0; i < total; i++) {
      const rank = ranks[i]!;
      if (rank < low) low = rank;
      else if (rank > high) high = rank;
      if (!Number.isInteger(rank)) whole = false;
    }
    const order = new Int32Array(total);
    const span = high - low + 1;
    if (whole && span <= 4 * total + 1024) {
      this.counts = grownArray(this.counts, span + 1);
      const counts = this.counts;
      counts.fill(0, 0, span + 1);
      for (let i = 0; i < total; i++) counts[ranks[i]! - low + 1]!++;
      for (let s = 1; s <= span; s++) counts[s]! += counts[s - 1]!;
      for (let i = 0; i < total; i++) order[counts[ranks[i]! - low]!++] = i;
      return order;
    }
    this.keys = grownArray(this.keys, total);
    const keys = this.keys.subarray(0, total);
    for (let i = 0; i < total; i++) keys[i] = (ranks[i]! - low) * RANK_STEP + i;
    keys.sort();
    for (let k = 0; k < total; k++) order[k] = keys[k]! % RANK_STEP;
    return order;
  }
}

// Seeded deals. A deal is a pure function of its seed and must never change between versions.
//
// Generator: mulberry32, a 32-bit generator whose whole state is one uint32 started at the
// seed. Shuffle: Fisher–Yates from the last index down: for i = n−1 … 1, j = floor(next() ×
// (i + 1)) and cards i and j swap, where next() is mulberry32's output divided by 2^32.

export const MAX_SEED = 0xffffffff;

export function isValidSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;
}

/** Throws a RangeError, with a reason a player can read, unless `seed` is a valid deal number. */
export function requireSeed(seed: number): void {
  if (!isValidSeed(seed)) throw new RangeError(`Seed must be a whole number from 0 to ${MAX_SEED}, not ${seed}.`);
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new array holding the items in the order the seed gives. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const next = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

/** The deal numbers a game takes: from `first` to `last`. */
export interface DealRange {
  first: number;
  last: number;
}

/** Every seed this shuffle takes: the deal numbers of a game that names no range of its own. */
export const ALL_SEEDS: DealRange = { first: 0, last: MAX_SEED };

/** A seed for a new game, at most 999,999,999 so it is easy to read and type back. */
export function randomSeed(range: DealRange = ALL_SEEDS): number {
  const first = Math.max(range.first, 1);
  const last = Math.min(range.last, 999_999_999);
  return first + Math.floor(Math.random() * (last - first + 1));
}

/** Any whole number folded into the range (a random seed chosen before the game was known). */
export function seedInRange(seed: number, range: DealRange): number {
  if (seed >= range.first && seed <= range.last) return seed;
  return range.first + (Math.abs(Math.trunc(seed)) % (range.last - range.first + 1));
}

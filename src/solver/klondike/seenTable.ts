// The set of positions already searched: exact keys (no false matches, so a 'lost' verdict stays
// a proof), open addressing over a table of (hash, entry number) pairs, the keys themselves in
// fixed-size chunks. Each entry also records how fully its position was searched: with all its
// moves, or only with those a duty left (moves.ts), so that a later visit with other moves open
// searches it again. It holds at most `capacity` keys; past that the search stops with 'unknown'.
import { KEY_WORDS } from './position.js';

const CHUNK_BITS = 18;
const CHUNK_ENTRIES = 1 << CHUNK_BITS;
/** About 58 bytes a key plus 16 for the table: some 450 MB at most. */
const DEFAULT_CAPACITY = 6_000_000;

export const Visit = { Search: 0, AlreadySearched: 1, Full: 2 } as const;
export type Visit = (typeof Visit)[keyof typeof Visit];

/** How fully a position is searched: all moves, or (duty + 1) only those a duty leaves. */
export const ALL_MOVES = 0;

export class SeenTable {
  /** Slot i is slots[2i] (the hash) and slots[2i + 1] (entry number + 1; 0 when empty). */
  private slots = new Int32Array(2 << 16);
  private readonly keyChunks: Uint32Array[] = [];
  private readonly scopeChunks: Uint16Array[] = [];
  size = 0;

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** True when the position was searched with all its moves. */
  searchedFully(key: Uint32Array): boolean {
    const slot = this.find(key, hashKey(key));
    return slot >= 0 && this.scopeOf(this.slots[2 * slot + 1]! - 1) === ALL_MOVES;
  }

  /**
   * Notes a visit that will search the position with `scope` (ALL_MOVES or duty + 1): Search
   * unless it was searched with all moves or with this same scope already.
   */
  visit(key: Uint32Array, scope: number): Visit {
    const hash = hashKey(key);
    const slot = this.find(key, hash);
    if (slot >= 0) {
      const entry = this.slots[2 * slot + 1]! - 1;
      const before = this.scopeOf(entry);
      if (before === ALL_MOVES || before === scope) return Visit.AlreadySearched;
      this.scopeChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)] = scope;
      return Visit.Search;
    }
    if (this.size >= this.capacity) return Visit.Full;
    const entry = this.size++;
    if ((entry & (CHUNK_ENTRIES - 1)) === 0) {
      this.keyChunks.push(new Uint32Array(CHUNK_ENTRIES * KEY_WORDS));
      this.scopeChunks.push(new Uint16Array(CHUNK_ENTRIES));
    }
    this.keyChunks[entry >> CHUNK_BITS]!.set(key, (entry & (CHUNK_ENTRIES - 1)) * KEY_WORDS);
    this.scopeChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)] = scope;
    const free = -1 - slot;
    this.slots[2 * free] = hash;
    this.slots[2 * free + 1] = entry + 1;
    if (this.size * 4 > this.slots.length) this.grow();
    return Visit.Search;
  }

  private scopeOf(entry: number): number {
    return this.scopeChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)]!;
  }

  /** The slot holding the key, or −1 − the empty slot where it would go. */
  private find(key: Uint32Array, hash: number): number {
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[2 * slot + 1]!;
      if (entry === 0) return -1 - slot;
      if (slots[2 * slot] === hash && this.matches(entry - 1, key)) return slot;
    }
  }

  private matches(entry: number, key: Uint32Array): boolean {
    const chunk = this.keyChunks[entry >> CHUNK_BITS]!;
    const offset = (entry & (CHUNK_ENTRIES - 1)) * KEY_WORDS;
    for (let i = 0; i < KEY_WORDS; i++) if (chunk[offset + i] !== key[i]) return false;
    return true;
  }

  /** Doubles the table (kept at most half full) and puts every entry back. */
  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] === 0) continue;
      let slot = old[i]! & mask;
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = old[i]!;
      slots[2 * slot + 1] = old[i + 1]!;
    }
    this.slots = slots;
  }
}

/** Murmur3's 32-bit mixing over the key's words. */
function hashKey(key: Uint32Array): number {
  let h = 0x9747b28c;
  for (let i = 0; i < KEY_WORDS; i++) {
    let k = Math.imul(key[i]!, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

// The set of positions already searched: exact keys (no false matches, so a 'lost' verdict stays
// a proof), open addressing over a table of (hash, entry number) pairs, the keys themselves in
// fixed-size chunks. Each entry also records how fully its position was searched: with all its
// moves, or only with those a duty left (moves.ts), so that a later visit with other moves open
// searches it again. It holds as many keys as its memory budget allows; past that it answers Full.
//
// A table shared by many short searches (relaxation.ts) numbers them: each entry notes the search
// (its generation) that wrote it, and only the entries of searches that ended with 'lost' count
// afterwards (an unfinished or won search may have cut a cycle at a position it never finished, so
// what it noted proves nothing). Entries of the other generations are stale: they answer nothing
// and their keys are taken over when met again, or dropped by compact(). A position known to be
// winnable is marked so for good, and so is one known to be lost whatever the search ends with
// (settle(); search.ts says when).
import { KEY_WORDS } from './position.js';

const CHUNK_BITS = 16;
const CHUNK_ENTRIES = 1 << CHUNK_BITS;
/**
 * Bytes an entry costs at most: its key, scope and generation, and the hash table's two ints a
 * slot at up to four slots an entry (the table is kept between a quarter and half full).
 */
export const BYTES_PER_ENTRY = KEY_WORDS * 4 + 2 + 4 + 4 * 8;

export const Visit = { Search: 0, AlreadySearched: 1, Full: 2, Winnable: 3 } as const;
export type Visit = (typeof Visit)[keyof typeof Visit];

/** How fully a position is searched: all moves, or (duty + 1) only those a duty leaves. */
export const ALL_MOVES = 0;
/** The scope of a position known to be winnable. */
const WINNABLE = 0xffff;
/** The generation of entries that always count (a table used by one search, or winnable marks). */
const LASTING = 0;

export class SeenTable {
  /** Slot i is slots[2i] (the hash) and slots[2i + 1] (entry number + 1; 0 when empty). */
  private slots = new Int32Array(2 << 12);
  private keyChunks: Uint32Array[] = [];
  private scopeChunks: Uint16Array[] = [];
  private generationChunks: Int32Array[] = [];
  size = 0;
  /** The entry of the last position visit() was asked about. */
  lastEntry = -1;
  /** The generation of the search under way (LASTING outside one); the last one begun. */
  private generation = LASTING;
  private lastGeneration = LASTING;
  /** For each generation, 1 when its search ended with 'lost'. */
  private lostGenerations = new Uint8Array(1024).fill(1, 0, 1);
  readonly capacity: number;

  /** A table of at most `memoryBytes` (about; see BYTES_PER_ENTRY). */
  constructor(memoryBytes: number) {
    this.capacity = Math.max(1024, Math.floor(memoryBytes / BYTES_PER_ENTRY));
  }

  /** True when the position was searched with all its moves. */
  searchedFully(key: Uint32Array): boolean {
    const slot = this.find(key, hashKey(key));
    if (slot < 0) return false;
    const entry = this.slots[2 * slot + 1]! - 1;
    return this.counts(entry) && this.scopeOf(entry) === ALL_MOVES;
  }

  /**
   * Notes a visit that will search the position with `scope` (ALL_MOVES or duty + 1): Search
   * unless it was searched with all moves or with this same scope already, or is known winnable.
   */
  visit(key: Uint32Array, scope: number): Visit {
    const hash = hashKey(key);
    const slot = this.find(key, hash);
    if (slot >= 0) {
      const entry = this.slots[2 * slot + 1]! - 1;
      this.lastEntry = entry;
      const before = this.scopeOf(entry);
      if (before === WINNABLE) return Visit.Winnable;
      if (this.counts(entry) && (before === ALL_MOVES || before === scope)) return Visit.AlreadySearched;
      this.setScope(entry, scope);
      return Visit.Search;
    }
    if (this.size >= this.capacity) return Visit.Full;
    const entry = this.size++;
    if ((entry & (CHUNK_ENTRIES - 1)) === 0) this.addChunk();
    this.keyChunks[entry >> CHUNK_BITS]!.set(key, (entry & (CHUNK_ENTRIES - 1)) * KEY_WORDS);
    this.setScope(entry, scope);
    const free = -1 - slot;
    this.slots[2 * free] = hash;
    this.slots[2 * free + 1] = entry + 1;
    if (this.size * 4 > this.slots.length) this.grow();
    this.lastEntry = entry;
    return Visit.Search;
  }

  /** Starts a new search over the table: what it notes counts only if endSearch(true) follows. */
  beginSearch(): void {
    this.generation = ++this.lastGeneration;
    if (this.generation >= this.lostGenerations.length) {
      const longer = new Uint8Array(this.lostGenerations.length * 2);
      longer.set(this.lostGenerations);
      this.lostGenerations = longer;
    }
  }

  /** Ends the search begun last; its entries count from now on only if it ended with 'lost'. */
  endSearch(lost: boolean): void {
    this.lostGenerations[this.generation] = lost ? 1 : 0;
    this.generation = LASTING;
  }

  /** True when the entry was noted by the search under way and may yet be taken back. */
  isTentative(entry: number): boolean {
    const generation = this.generationOf(entry);
    return generation === this.generation && generation !== LASTING;
  }

  /** Keeps an entry of the search under way whatever that search ends with (its position is lost). */
  settle(entry: number): void {
    this.generationChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)] = LASTING;
  }

  /** Marks an entry's position as winnable, for good. */
  markWinnable(entry: number): void {
    this.scopeChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)] = WINNABLE;
    this.generationChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)] = LASTING;
  }

  /** Drops the stale entries (see the top of this file); returns how many entries are left. */
  compact(): number {
    let kept = 0;
    for (let entry = 0; entry < this.size; entry++) {
      if (!this.counts(entry) && this.scopeOf(entry) !== WINNABLE) continue;
      if (kept !== entry) {
        const from = this.keyChunks[entry >> CHUNK_BITS]!;
        const offset = (entry & (CHUNK_ENTRIES - 1)) * KEY_WORDS;
        this.keyChunks[kept >> CHUNK_BITS]!.set(from.subarray(offset, offset + KEY_WORDS), (kept & (CHUNK_ENTRIES - 1)) * KEY_WORDS);
        this.scopeChunks[kept >> CHUNK_BITS]![kept & (CHUNK_ENTRIES - 1)] = this.scopeOf(entry);
        this.generationChunks[kept >> CHUNK_BITS]![kept & (CHUNK_ENTRIES - 1)] = this.generationOf(entry);
      }
      kept++;
    }
    this.size = kept;
    const chunks = (kept + CHUNK_ENTRIES - 1) >> CHUNK_BITS;
    this.keyChunks.length = chunks;
    this.scopeChunks.length = chunks;
    this.generationChunks.length = chunks;
    this.lastEntry = -1;
    this.rehash(this.slots.length);
    return kept;
  }

  private addChunk(): void {
    this.keyChunks.push(new Uint32Array(CHUNK_ENTRIES * KEY_WORDS));
    this.scopeChunks.push(new Uint16Array(CHUNK_ENTRIES));
    this.generationChunks.push(new Int32Array(CHUNK_ENTRIES));
  }

  /** True when the entry counts: written by this search, or by one that ended with 'lost'. */
  private counts(entry: number): boolean {
    const generation = this.generationOf(entry);
    return generation === this.generation || this.lostGenerations[generation] === 1;
  }

  private scopeOf(entry: number): number {
    return this.scopeChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)]!;
  }

  private generationOf(entry: number): number {
    return this.generationChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)]!;
  }

  private setScope(entry: number, scope: number): void {
    this.scopeChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)] = scope;
    this.generationChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)] = this.generation;
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

  /** Puts every entry, hashed afresh, into an empty table of `length` ints. */
  private rehash(length: number): void {
    const slots = new Int32Array(length);
    const mask = (length >> 1) - 1;
    for (let entry = 0; entry < this.size; entry++) {
      const chunk = this.keyChunks[entry >> CHUNK_BITS]!;
      const hash = hashKey(chunk.subarray((entry & (CHUNK_ENTRIES - 1)) * KEY_WORDS, ((entry & (CHUNK_ENTRIES - 1)) + 1) * KEY_WORDS));
      let slot = hash & mask;
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = hash;
      slots[2 * slot + 1] = entry + 1;
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

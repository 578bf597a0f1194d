// A set of fixed-length keys (arrays of 32-bit words) held exactly, for the seen-tables of the
// solvers whose 'lost' is a proof: no two keys are ever taken for one. Each key gets an entry
// number, 0, 1, 2 … in the order the keys came, so a solver can keep what it needs about each
// position in its own arrays beside it (see ENTRY_CHUNK). Keys live in fixed-size chunks; an
// open-addressing table of (hash, entry) pairs, at most half full, finds them. The arrays are
// recycled (recycledArrays.ts): release() hands them on to the next search's table.
import { giveBack, takeArray } from './recycledArrays.js';
import { nextSlot } from './probe.js';

/** Entries come in chunks of 2^ENTRY_CHUNK_BITS: side arrays can grow by the same chunks. */
export const ENTRY_CHUNK_BITS = 16;
export const ENTRY_CHUNK = 1 << ENTRY_CHUNK_BITS;
const ENTRY_MASK = ENTRY_CHUNK - 1;

/** Slots the table starts with (it doubles from there). */
const FIRST_SLOTS = 2 << 12;
/**
 * The slots of a table with no key yet: one empty slot, never written. A table takes its real
 * slots at its first key, so that a table made and released without keys (or released and then
 * dropped) leaves no array behind for the collector: fair hints make thousands of small searches.
 */
const NO_SLOTS = new Int32Array(2);

export class ExactKeyTable {
  /** Slot i is slots[2i] (the hash) and slots[2i + 1] (entry + 1; 0 when empty). */
  private slots = NO_SLOTS;
  private keyChunks: Uint32Array[] = [];
  /** The hash and free slot of the key the last find() missed, for the add() that may follow. */
  private missedHash = 0;
  private missedSlot = -1;
  size = 0;

  constructor(private readonly keyWords: number) {}

  /** The entry holding the key, or −1. */
  find(key: Uint32Array): number {
    const hash = hashKey(key, this.keyWords);
    const slot = this.slotOf(key, hash);
    if (slot >= 0) return this.slots[2 * slot + 1]! - 1;
    this.missedHash = hash;
    this.missedSlot = -1 - slot;
    return -1;
  }

  /** Adds the key that the last call of find() did not find; returns its entry. */
  add(key: Uint32Array): number {
    if (this.slots === NO_SLOTS) {
      this.slots = takeArray(Int32Array, FIRST_SLOTS);
      this.missedSlot = -1 - this.slotOf(key, this.missedHash);
    }
    const hash = this.missedHash;
    const free = this.missedSlot;
    this.missedSlot = -1;
    const entry = this.size++;
    // A cleared table still has its chunks.
    if (entry >> ENTRY_CHUNK_BITS === this.keyChunks.length) this.keyChunks.push(takeArray(Uint32Array, ENTRY_CHUNK * this.keyWords));
    this.keyChunks[entry >> ENTRY_CHUNK_BITS]!.set(key, (entry & ENTRY_MASK) * this.keyWords);
    this.slots[2 * free] = hash;
    this.slots[2 * free + 1] = entry + 1;
    if (this.size * 4 > this.slots.length) this.grow();
    return entry;
  }

  /**
   * Empties the table but keeps its arrays, in time proportional to the keys it held (not to its
   * size), for a table filled and emptied many times over: each entry's slot is found and zeroed.
   */
  clear(): void {
    const mask = (this.slots.length >> 1) - 1;
    for (let entry = 0; entry < this.size; entry++) {
      const offset = this.keyOffset(entry);
      let slot = hashKey(this.keyChunk(entry).subarray(offset, offset + this.keyWords), this.keyWords) & mask;
      for (let step = 1; this.slots[2 * slot + 1] !== entry + 1; step++) slot = nextSlot(slot, mask, step);
      this.slots[2 * slot] = 0;
      this.slots[2 * slot + 1] = 0;
    }
    this.size = 0;
    this.missedSlot = -1;
  }

  /** Empties the table and hands its arrays on to the next search's tables. */
  release(): void {
    giveBack(this.slots === NO_SLOTS ? this.keyChunks : [this.slots, ...this.keyChunks]);
    this.slots = NO_SLOTS;
    this.keyChunks = [];
    this.size = 0;
    this.missedSlot = -1;
  }

  /** The chunk of words holding an entry's key; it starts at word keyOffset(entry). */
  keyChunk(entry: number): Uint32Array {
    return this.keyChunks[entry >> ENTRY_CHUNK_BITS]!;
  }

  keyOffset(entry: number): number {
    return (entry & ENTRY_MASK) * this.keyWords;
  }

  /**
   * Keeps only the entries `keep` accepts, renumbered 0, 1, 2 … in their order; `moved(from, to)`
   * hears of each kept entry whose number changes, so side arrays can follow. Returns the new size.
   */
  compact(keep: (entry: number) => boolean, moved: (from: number, to: number) => void): number {
    let kept = 0;
    for (let entry = 0; entry < this.size; entry++) {
      if (!keep(entry)) continue;
      if (kept !== entry) {
        const offset = this.keyOffset(entry);
        this.keyChunk(kept).set(this.keyChunk(entry).subarray(offset, offset + this.keyWords), this.keyOffset(kept));
        moved(entry, kept);
      }
      kept++;
    }
    this.size = kept;
    giveBack(this.keyChunks.splice((kept + ENTRY_MASK) >> ENTRY_CHUNK_BITS));
    this.missedSlot = -1;
    this.rehash();
    return kept;
  }

  /** The slot holding the key, or −1 − the empty slot where it would go. */
  private slotOf(key: Uint32Array, hash: number): number {
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let slot = hash & mask, step = 1; ; slot = nextSlot(slot, mask, step++)) {
      const entry = slots[2 * slot + 1]!;
      if (entry === 0) return -1 - slot;
      if (slots[2 * slot] === hash && this.matches(entry - 1, key)) return slot;
    }
  }

  private matches(entry: number, key: Uint32Array): boolean {
    const chunk = this.keyChunk(entry);
    const offset = this.keyOffset(entry);
    for (let i = 0; i < this.keyWords; i++) if (chunk[offset + i] !== key[i]) return false;
    return true;
  }

  /** Puts every entry, hashed afresh, into an empty table of the same size. */
  private rehash(): void {
    if (this.slots === NO_SLOTS) return;
    const slots = takeArray(Int32Array, this.slots.length);
    const mask = (slots.length >> 1) - 1;
    for (let entry = 0; entry < this.size; entry++) {
      const offset = this.keyOffset(entry);
      const hash = hashKey(this.keyChunk(entry).subarray(offset, offset + this.keyWords), this.keyWords);
      let slot = hash & mask;
      for (let step = 1; slots[2 * slot + 1] !== 0; step++) slot = nextSlot(slot, mask, step);
      slots[2 * slot] = hash;
      slots[2 * slot + 1] = entry + 1;
    }
    giveBack([this.slots]);
    this.slots = slots;
  }

  /** Doubles the table (kept at most half full) and puts every entry back. */
  private grow(): void {
    const old = this.slots;
    const slots = takeArray(Int32Array, old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] === 0) continue;
      let slot = old[i]! & mask;
      for (let step = 1; slots[2 * slot + 1] !== 0; step++) slot = nextSlot(slot, mask, step);
      slots[2 * slot] = old[i]!;
      slots[2 * slot + 1] = old[i + 1]!;
    }
    giveBack([this.slots]);
    this.slots = slots;
  }
}

/** Murmur3's 32-bit mixing over the key's words. */
export function hashKey(key: Uint32Array, words: number): number {
  let h = 0x9747b28c;
  for (let i = 0; i < words; i++) {
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

// The set of positions already searched: exact keys (no false matches, so a 'lost' verdict stays
// a proof), open addressing over a table of entry numbers, the keys themselves in fixed-size
// chunks. It holds at most `capacity` keys; past that the search stops with 'unknown'.
import { KEY_WORDS } from './position.js';

const CHUNK_BITS = 18;
const CHUNK_ENTRIES = 1 << CHUNK_BITS;
/** About 56 bytes a key plus 8 for the table: some 400 MB at most. */
export const DEFAULT_CAPACITY = 6_000_000;

export const Added = { New: 0, AlreadySeen: 1, Full: 2 } as const;
export type Added = (typeof Added)[keyof typeof Added];

export class SeenTable {
  private slots = new Int32Array(1 << 16);
  private readonly keyChunks: Uint32Array[] = [];
  private readonly hashChunks: Int32Array[] = [];
  size = 0;

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  add(key: Uint32Array): Added {
    const hash = hashKey(key);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === 0) break;
      if (this.hashChunks[(entry - 1) >> CHUNK_BITS]![(entry - 1) & (CHUNK_ENTRIES - 1)] === hash && this.matches(entry - 1, key)) {
        return Added.AlreadySeen;
      }
    }
    if (this.size >= this.capacity) return Added.Full;
    const entry = this.size++;
    if ((entry & (CHUNK_ENTRIES - 1)) === 0) {
      this.keyChunks.push(new Uint32Array(CHUNK_ENTRIES * KEY_WORDS));
      this.hashChunks.push(new Int32Array(CHUNK_ENTRIES));
    }
    this.keyChunks[entry >> CHUNK_BITS]!.set(key, (entry & (CHUNK_ENTRIES - 1)) * KEY_WORDS);
    this.hashChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)] = hash;
    if (this.size * 2 > this.slots.length) this.grow();
    else this.place(entry, hash);
    return Added.New;
  }

  private matches(entry: number, key: Uint32Array): boolean {
    const chunk = this.keyChunks[entry >> CHUNK_BITS]!;
    const offset = (entry & (CHUNK_ENTRIES - 1)) * KEY_WORDS;
    for (let i = 0; i < KEY_WORDS; i++) if (chunk[offset + i] !== key[i]) return false;
    return true;
  }

  private place(entry: number, hash: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }

  /** Doubles the table and puts every entry back (the new one included). */
  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let entry = 0; entry < this.size; entry++) {
      this.place(entry, this.hashChunks[entry >> CHUNK_BITS]![entry & (CHUNK_ENTRIES - 1)]!);
    }
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

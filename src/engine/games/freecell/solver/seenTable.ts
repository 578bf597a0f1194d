// The positions the FreeCell search has met, by exact canonical key (exactKeyTable.ts: no false
// matches, so an exhausted search is a proof), each with the entry it was reached from, the name
// of the move that reached it (so that a winning line can be read back), how many moves deep it
// lies, and whether it has been expanded. At most `capacity` entries: past that insert() answers
// FULL and the search can no longer prove a loss.
import { ENTRY_CHUNK, ENTRY_CHUNK_BITS, ExactKeyTable } from '../../../../search/exactKeyTable.js';
import { giveBack, takeArray } from '../../../../search/recycledArrays.js';
import { KEY_WORDS } from './position.js';

const ENTRY_MASK = ENTRY_CHUNK - 1;
/** Per entry: the entry it was reached from, the name of the move, its depth. */
const LINKS = 3;

const ALREADY_SEEN = -1;
export const FULL = -2;

export class SeenTable {
  private readonly keys = new ExactKeyTable(KEY_WORDS);
  /** The key chunks as bytes, for rebuilding positions. */
  private keyByteChunks: Uint8Array[] = [];
  private linkChunks: Int32Array[] = [];
  private expandedChunks: Uint8Array[] = [];

  constructor(private readonly capacity: number) {}

  /** Adds the key reached from `parent` by the move named `move`: its entry, or ALREADY_SEEN or FULL. */
  insert(key: Uint32Array, parent: number, move: number): number {
    if (this.keys.find(key) >= 0) return ALREADY_SEEN;
    if (this.keys.size >= this.capacity) return FULL;
    const entry = this.keys.add(key);
    if ((entry & ENTRY_MASK) === 0) {
      this.keyByteChunks.push(new Uint8Array(this.keys.keyChunk(entry).buffer));
      this.linkChunks.push(takeArray(Int32Array, ENTRY_CHUNK * LINKS));
      this.expandedChunks.push(takeArray(Uint8Array, ENTRY_CHUNK));
    }
    const links = this.linkChunks[entry >> ENTRY_CHUNK_BITS]!;
    const at = LINKS * (entry & ENTRY_MASK);
    links[at] = parent;
    links[at + 1] = move;
    links[at + 2] = parent < 0 ? 0 : this.depthOf(parent) + 1;
    return entry;
  }

  /** The bytes holding an entry's key (it starts at keyOffset(entry)). */
  keyBytes(entry: number): Uint8Array {
    return this.keyByteChunks[entry >> ENTRY_CHUNK_BITS]!;
  }

  keyOffset(entry: number): number {
    return this.keys.keyOffset(entry) * 4;
  }

  parentOf(entry: number): number {
    return this.linkChunks[entry >> ENTRY_CHUNK_BITS]![LINKS * (entry & ENTRY_MASK)]!;
  }

  moveOf(entry: number): number {
    return this.linkChunks[entry >> ENTRY_CHUNK_BITS]![LINKS * (entry & ENTRY_MASK) + 1]!;
  }

  /** How many moves the entry's position is from the start, by the way it was first reached. */
  depthOf(entry: number): number {
    return this.linkChunks[entry >> ENTRY_CHUNK_BITS]![LINKS * (entry & ENTRY_MASK) + 2]!;
  }

  /** Empties the table, handing its arrays on to the next search's tables (recycledArrays.ts). */
  release(): void {
    this.keys.release();
    giveBack([...this.linkChunks, ...this.expandedChunks]);
    this.keyByteChunks = [];
    this.linkChunks = [];
    this.expandedChunks = [];
  }

  /** Notes that the entry's position is being expanded: false when it was already. */
  markExpanded(entry: number): boolean {
    const chunk = this.expandedChunks[entry >> ENTRY_CHUNK_BITS]!;
    if (chunk[entry & ENTRY_MASK] === 1) return false;
    chunk[entry & ENTRY_MASK] = 1;
    return true;
  }
}

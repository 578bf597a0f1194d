// The set of positions already searched: exact keys (src/search/exactKeyTable.ts: no false
// matches, so a 'lost' verdict stays a proof). Each entry also records how fully its position was searched: with all its
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
import { ENTRY_CHUNK, ENTRY_CHUNK_BITS, ExactKeyTable } from '../../../../search/exactKeyTable.js';
import { giveBack, takeArray } from '../../../../search/recycledArrays.js';
import { grownArray } from '../../../../search/grownArray.js';
import { KEY_WORDS } from './position.js';

const ENTRY_MASK = ENTRY_CHUNK - 1;
/** 16-bit halves an entry takes beside its key: its scope, and its generation in two. */
const ENTRY_HALVES = 3;
/**
 * Bytes an entry costs at most: its key, scope and generation, and the hash table's two ints a
 * slot at up to four slots an entry (the table is kept between a quarter and half full).
 */
export const BYTES_PER_ENTRY = KEY_WORDS * 4 + ENTRY_HALVES * 2 + 4 * 8;

export const Visit = { Search: 0, AlreadySearched: 1, Full: 2, Winnable: 3 } as const;
export type Visit = (typeof Visit)[keyof typeof Visit];

/** How fully a position is searched: all moves, or (duty + 1) only those a duty leaves. */
export const ALL_MOVES = 0;
/** The scope of a position known to be winnable. */
const WINNABLE = 0xffff;
/** The generation of entries that always count (a table used by one search, or winnable marks). */
const LASTING = 0;

export class SeenTable {
  private readonly keys = new ExactKeyTable(KEY_WORDS);
  /**
   * Each entry's scope and generation side by side (one cache line to read, where two arrays took
   * two): entry e is chunk[3e] (the scope) and chunk[3e + 1], chunk[3e + 2] (the generation's low
   * and high halves), in the chunk of ENTRY_CHUNK entries it falls in.
   */
  private entryChunks: Uint16Array[] = [];
  /** The entry of the last position visit() was asked about. */
  lastEntry = -1;
  /** The generation of the search under way (LASTING outside one); the last one begun. */
  private generation = LASTING;
  private lastGeneration = LASTING;
  /** The last generation begun when compact() last ran (its entries were renumbered or dropped). */
  private lastCompacted = LASTING;
  /** For each generation, 1 when its search ended with 'lost'. */
  private lostGenerations = new Uint8Array(1024).fill(1, 0, 1);
  readonly capacity: number;

  /** A table of at most `memoryBytes` (about; see BYTES_PER_ENTRY). */
  constructor(memoryBytes: number) {
    this.capacity = Math.max(1024, Math.floor(memoryBytes / BYTES_PER_ENTRY));
  }

  get size(): number {
    return this.keys.size;
  }

  /** True when the position was searched with all its moves. */
  searchedFully(key: Uint32Array): boolean {
    const entry = this.keys.find(key);
    return entry >= 0 && this.counts(entry) && this.scopeOf(entry) === ALL_MOVES;
  }

  /**
   * Notes a visit that will search the position with `scope` (ALL_MOVES or duty + 1): Search
   * unless it was searched with all moves or with this same scope already, or is known winnable.
   */
  visit(key: Uint32Array, scope: number): Visit {
    const found = this.keys.find(key);
    if (found >= 0) {
      this.lastEntry = found;
      const before = this.scopeOf(found);
      if (before === WINNABLE) return Visit.Winnable;
      if (this.counts(found) && (before === ALL_MOVES || before === scope)) return Visit.AlreadySearched;
      this.setScope(found, scope);
      return Visit.Search;
    }
    if (this.keys.size >= this.capacity) return Visit.Full;
    const entry = this.keys.add(key);
    if ((entry & ENTRY_MASK) === 0) this.entryChunks.push(takeArray(Uint16Array, ENTRY_CHUNK * ENTRY_HALVES));
    this.setScope(entry, scope);
    this.lastEntry = entry;
    return Visit.Search;
  }

  /**
   * Starts a new search over the table: what it notes counts only if endSearch(true) follows.
   * Returns its generation (for resumeSearch).
   */
  beginSearch(): number {
    this.generation = ++this.lastGeneration;
    this.lostGenerations = grownArray(this.lostGenerations, this.generation + 1);
    return this.generation;
  }

  /**
   * Sets a search aside, unfinished: until it is resumed its entries count for nothing, and other
   * searches may take their keys over (it then searches those positions again if it meets them).
   */
  pauseSearch(): void {
    this.generation = LASTING;
  }

  /** Goes on with a search set aside (pauseSearch), unless compact() dropped its entries since. */
  resumeSearch(generation: number): boolean {
    if (generation <= this.lastCompacted) return false;
    this.generation = generation;
    return true;
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

  /**
   * Keeps an entry of the search under way whatever that search ends with (its position is lost).
   * An entry another search took over while this one was set aside (pauseSearch) is left as it is:
   * it may now stand for a wider scope than this search searched.
   */
  settle(entry: number): void {
    if (this.generationOf(entry) !== this.generation) return;
    this.setGeneration(entry, LASTING);
  }

  /** Marks an entry's position as winnable, for good. */
  markWinnable(entry: number): void {
    this.entryChunks[entry >> ENTRY_CHUNK_BITS]![(entry & ENTRY_MASK) * ENTRY_HALVES] = WINNABLE;
    this.setGeneration(entry, LASTING);
  }

  /** Empties the table, handing its arrays on to the next search's tables (recycledArrays.ts). */
  release(): void {
    this.keys.release();
    giveBack(this.entryChunks);
    this.entryChunks = [];
    this.lastEntry = -1;
  }

  /** Drops the stale entries (see the top of this file); returns how many entries are left. */
  compact(): number {
    this.lastCompacted = this.lastGeneration;
    const kept = this.keys.compact(
      (entry) => this.counts(entry) || this.scopeOf(entry) === WINNABLE,
      (from, to) => {
        const at = (from & ENTRY_MASK) * ENTRY_HALVES;
        this.entryChunks[to >> ENTRY_CHUNK_BITS]!.set(this.entryChunks[from >> ENTRY_CHUNK_BITS]!.subarray(at, at + ENTRY_HALVES), (to & ENTRY_MASK) * ENTRY_HALVES);
      },
    );
    this.entryChunks.length = (kept + ENTRY_MASK) >> ENTRY_CHUNK_BITS;
    this.lastEntry = -1;
    return kept;
  }

  /** True when the entry counts: written by this search, or by one that ended with 'lost'. */
  private counts(entry: number): boolean {
    const generation = this.generationOf(entry);
    return generation === this.generation || this.lostGenerations[generation] === 1;
  }

  private scopeOf(entry: number): number {
    return this.entryChunks[entry >> ENTRY_CHUNK_BITS]![(entry & ENTRY_MASK) * ENTRY_HALVES]!;
  }

  private generationOf(entry: number): number {
    const chunk = this.entryChunks[entry >> ENTRY_CHUNK_BITS]!;
    const at = (entry & ENTRY_MASK) * ENTRY_HALVES;
    return chunk[at + 1]! + chunk[at + 2]! * 0x10000;
  }

  /** Notes the entry's scope, written by the search under way. */
  private setScope(entry: number, scope: number): void {
    this.entryChunks[entry >> ENTRY_CHUNK_BITS]![(entry & ENTRY_MASK) * ENTRY_HALVES] = scope;
    this.setGeneration(entry, this.generation);
  }

  private setGeneration(entry: number, generation: number): void {
    const chunk = this.entryChunks[entry >> ENTRY_CHUNK_BITS]!;
    const at = (entry & ENTRY_MASK) * ENTRY_HALVES;
    chunk[at + 1] = generation & 0xffff;
    chunk[at + 2] = generation >>> 16;
  }
}

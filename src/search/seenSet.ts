// A capped set of positions seen, keyed by two independent 32-bit hashes of a position, for the
// heuristic searches (the beam searches of the games' solvers). Never for a proof of loss: see below.
import { nextSlot } from './probe.js';

/**
 * Positions seen, by their two hashes, in an open-addressing table (8 bytes an entry) that starts
 * small and doubles up to 2^maxLog2 entries. Full at that size (past three quarters), it is
 * emptied: forgetting costs repeated work, never a wrong answer, and the memory stays capped. Two
 * positions sharing both hashes (about one chance in 2^64 per pair) would be taken for one: this
 * set serves only the heuristic beam search, never a proof of loss.
 */
export class SeenSet {
  private slots: Uint32Array;
  private mask: number;
  private size = 0;

  constructor(private readonly maxLog2: number) {
    const startLog2 = Math.min(12, maxLog2);
    this.slots = new Uint32Array(2 << startLog2);
    this.mask = (1 << startLog2) - 1;
  }

  /** Adds the position; false when it was already there. */
  add(first: number, second: number): boolean {
    if (this.has(first, second)) return false;
    if (this.size >= (this.mask + 1) * 0.75) {
      if (this.mask + 1 < 1 << this.maxLog2) this.grow();
      else this.clear();
    }
    this.put(first, (second | 1) >>> 0);
    this.size++;
    return true;
  }

  has(first: number, second: number): boolean {
    const check = (second | 1) >>> 0;
    for (let i = first & this.mask, step = 1; ; i = nextSlot(i, this.mask, step++)) {
      const stored = this.slots[2 * i + 1]!;
      if (stored === 0) return false;
      if (stored === check && this.slots[2 * i] === first) return true;
    }
  }

  /** Forgets every position (keeping the table's size). */
  clear(): void {
    this.slots.fill(0);
    this.size = 0;
  }

  private put(first: number, check: number): void {
    let i = first & this.mask;
    for (let step = 1; this.slots[2 * i + 1] !== 0; step++) i = nextSlot(i, this.mask, step);
    this.slots[2 * i] = first;
    this.slots[2 * i + 1] = check;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== 0) this.put(old[i]!, old[i + 1]!);
  }
}

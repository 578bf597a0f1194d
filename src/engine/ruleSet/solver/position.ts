// The solver's compact position of any rule-set game: every pile in one byte array (pile p holds
// cards[p × stride] bottom … top), the foundations as counts, and a journal that lets a move be
// taken back exactly (the search plays moves in place and undoes them, copying nothing).
// writeKey() names a position canonically for the seen-table; the reasons two positions with one
// key have the same futures are in docs/solver.md ("Rule-set games").
import type { RuleSetState } from '../state.js';
import { cardCode, NONE, rankOfCode } from './cards.js';
import type { Shape } from './shape.js';

/** Slots of `vals` after the foundation counts. */
export const HOLE_TOP = 0;
export const REMOVED = 1;
export const REDEALS = 2;
/**
 * Hole games: from here, the cards of each rank 1–13 left in the columns, then (from
 * HOLE_COUNTS + 14) those left in the columns and the stock; kept as cards go into the hole.
 */
export const HOLE_COUNTS = 3;
const EXTRA_VALS = 3 + 28;

export class Position {
  readonly cards: Uint8Array;
  readonly heights: Uint8Array;
  /** Cards on each foundation, then the hole's top card (NONE when empty), runs removed, redeals. */
  readonly vals: Uint8Array;
  /** The value slot of HOLE_TOP etc. */
  readonly extra: number;
  /** Undo records: a pile's old bytes, then their count, the old height and 2p; or a value, then 2i + 1. */
  private journal = new Int32Array(1 << 14);
  private top = 0;
  readonly keyBytes: number;
  private readonly order: Uint8Array;
  /** Scratch for columnOrder: 1 for a column the stock will still deal to. */
  private readonly fixed: Uint8Array;

  constructor(readonly shape: Shape) {
    this.cards = new Uint8Array(shape.piles * shape.stride);
    this.heights = new Uint8Array(shape.piles);
    this.extra = shape.foundations;
    this.vals = new Uint8Array(shape.foundations + EXTRA_VALS);
    this.order = new Uint8Array(shape.columns);
    this.fixed = new Uint8Array(shape.columns);
    // Each card is written at most once; besides them: the foundations, the hole and the redeals,
    // the cells and the spread reserve (a byte each, empty or not), a separator after each
    // column, the stacked reserve, the waste and the stock.
    // Cards that are never written: the columns' where only their heights are, the stock's where
    // only its height is and its cards go nowhere written (into the hole).
    const unwritten = (shape.columnsOnlyShrink ? shape.dealtToColumns : 0) + (shape.stockTo === 'hole' ? shape.stockCards : 0);
    const separators = shape.columns + 3;
    this.keyBytes = (shape.foundations + 2 + shape.cells + shape.reservePiles + separators + shape.deckSize - unwritten + 3) & ~3;
  }

  static fromState(shape: Shape, state: RuleSetState): Position {
    const position = new Position(shape);
    const fill = (pile: number, cards: readonly Parameters<typeof cardCode>[0][], keepFaceDown: boolean): void => {
      cards.forEach((card, h) => (position.cards[pile * shape.stride + h] = keepFaceDown ? cardCode(card) : cardCode(card) & 63));
      position.heights[pile] = cards.length;
    };
    state.tableau.forEach((column, c) => fill(c, column, true));
    for (let i = 0; i < shape.cells; i++) fill(shape.columns + i, state.cells[i] ?? [], false);
    for (let i = 0; i < shape.reservePiles; i++) fill(shape.reserveStart + i, state.reserve[i] ?? [], false);
    if (shape.waste >= 0) fill(shape.waste, state.waste, false);
    if (shape.stock >= 0) fill(shape.stock, state.stock, false);
    for (let f = 0; f < shape.foundations; f++) position.vals[f] = state.foundations[f]!.length;
    const hole = shape.hole ? state.foundations[0] ?? [] : [];
    position.vals[position.extra + HOLE_TOP] = hole.length > 0 ? cardCode(hole[hole.length - 1]!) & 63 : NONE;
    position.vals[position.extra + REMOVED] = state.removed.length;
    position.vals[position.extra + REDEALS] = Number.isFinite(shape.redeals) ? state.redeals : 0;
    const counts = position.extra + HOLE_COUNTS;
    for (const column of state.tableau) for (const card of column) position.vals[counts + card.rank]!++;
    for (let rank = 1; rank <= 13; rank++) position.vals[counts + 14 + rank] = position.vals[counts + rank]!;
    for (const card of state.stock) position.vals[counts + 14 + card.rank]!++;
    return position;
  }

  topOf(pile: number): number {
    const h = this.heights[pile]!;
    return h === 0 ? NONE : this.cards[pile * this.shape.stride + h - 1]!;
  }

  cardAt(pile: number, h: number): number {
    return this.cards[pile * this.shape.stride + h]!;
  }

  // The journal.

  /** How far the journal reaches: undoTo(mark()) takes back everything done since. */
  mark(): number {
    return this.top;
  }

  /** Notes pile p's cards from height `from` up, before they change. */
  savePile(p: number, from: number): void {
    const h = this.heights[p]!;
    const start = from < 0 ? 0 : from > h ? h : from;
    const n = h - start;
    this.room(n + 3);
    const base = p * this.shape.stride;
    for (let i = start; i < h; i++) this.journal[this.top++] = this.cards[base + i]!;
    this.journal[this.top++] = n;
    this.journal[this.top++] = h;
    this.journal[this.top++] = 2 * p;
  }

  /** Sets value slot i, noting its old value. */
  setVal(i: number, value: number): void {
    this.room(2);
    this.journal[this.top++] = this.vals[i]!;
    this.journal[this.top++] = 2 * i + 1;
    this.vals[i] = value;
  }

  undoTo(mark: number): void {
    const j = this.journal;
    const stride = this.shape.stride;
    while (this.top > mark) {
      const code = j[--this.top]!;
      if (code & 1) {
        this.vals[code >> 1] = j[--this.top]!;
        continue;
      }
      const p = code >> 1;
      const h = j[--this.top]!;
      const n = j[--this.top]!;
      const base = p * stride;
      for (let i = h - 1; i >= h - n; i--) this.cards[base + i] = j[--this.top]!;
      this.heights[p] = h;
    }
  }

  private room(n: number): void {
    if (this.top + n <= this.journal.length) return;
    const bigger = new Int32Array(this.journal.length * 2 + n);
    bigger.set(this.journal);
    this.journal = bigger;
  }

  // The key.

  /**
   * Writes the canonical key (keyBytes long): the foundation counts (sorted among a suit's
   * foundations), the hole's top rank, the redeals made, the free cells as a sorted set, the
   * reserve (stacked: its cards; spread: a sorted set), the waste, the stock (its height alone
   * where nothing ever returns to it), then the columns (sorted, when every column is alike; their
   * heights alone, when no card ever enters one).
   */
  writeKey(out: Uint8Array): void {
    const s = this.shape;
    let at = 0;
    const f = s.foundations;
    if (f > 0) {
      for (let suit = 0; suit < 4 && suit < f; suit++) {
        const start = at;
        for (let i = suit; i < f; i += 4) {
          const value = this.vals[i]!;
          let j = at++;
          while (j > start && out[j - 1]! > value) {
            out[j] = out[j - 1]!;
            j--;
          }
          out[j] = value;
        }
      }
    }
    const holeTop = this.vals[this.extra + HOLE_TOP]!;
    out[at++] = holeTop === NONE ? 0 : rankOfCode(holeTop);
    out[at++] = this.vals[this.extra + REDEALS]!;
    at = this.writeSet(out, at, s.columns, s.cells);
    if (s.reserveStacked) {
      if (s.reservePiles > 0) at = this.writePile(out, at, s.reserveStart);
    } else at = this.writeSet(out, at, s.reserveStart, s.reservePiles);
    if (s.waste >= 0) at = this.writePile(out, at, s.waste);
    if (s.stock >= 0) {
      if (s.stockTo === 'waste' && s.redeals > 0) at = this.writePile(out, at, s.stock);
      else out[at++] = this.heights[s.stock]!;
    }
    if (s.columnsOnlyShrink) {
      for (let c = 0; c < s.columns; c++) out[at++] = this.heights[c]!;
    } else {
      const order = this.columnOrder();
      for (let i = 0; i < s.columns; i++) at = this.writePile(out, at, order[i]!);
    }
    out.fill(0, at);
  }

  private writePile(out: Uint8Array, at: number, p: number): number {
    const base = p * this.shape.stride;
    const h = this.heights[p]!;
    for (let i = 0; i < h; i++) out[at++] = this.cards[base + i]!;
    out[at++] = NONE;
    return at;
  }

  /** One-card piles first … first + n − 1 as their cards in increasing order, NONE for the empty ones last. */
  private writeSet(out: Uint8Array, at: number, first: number, n: number): number {
    const start = at;
    for (let i = 0; i < n; i++) {
      const card = this.heights[first + i] === 0 ? NONE : this.cards[(first + i) * this.shape.stride]!;
      let j = at++;
      while (j > start && out[j - 1]! > card) {
        out[j] = out[j - 1]!;
        j--;
      }
      out[j] = card;
    }
    return at;
  }

  /**
   * The columns in key order: those the stock will still deal a card to stay in their places; the
   * others (all of them when columnsAlike, or once the stock is empty) are sorted by their cards,
   * empty ones first, into the places the first ones leave.
   */
  private columnOrder(): Uint8Array {
    const order = this.order;
    const n = this.shape.columns;
    const fixed = this.fixed;
    fixed.fill(0);
    const s = this.shape;
    const dealt = s.columnsAlike ? 0 : Math.min(s.dealColumns.length, this.heights[s.stock]!);
    for (let i = 0; i < dealt; i++) fixed[s.dealColumns[i]!] = 1;
    // The free columns, sorted, at the front of `order`.
    let free = 0;
    for (let i = 0; i < n; i++) {
      if (fixed[i]) continue;
      let j = free++;
      while (j > 0 && this.compareColumns(order[j - 1]!, i) > 0) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    if (dealt === 0) return order;
    // Spread them out into the free places, from the back, the fixed columns in theirs.
    for (let i = n - 1; i >= 0; i--) order[i] = fixed[i] ? i : order[--free]!;
    return order;
  }

  private compareColumns(a: number, b: number): number {
    const stride = this.shape.stride;
    const ha = this.heights[a]!;
    const hb = this.heights[b]!;
    const n = ha < hb ? ha : hb;
    for (let i = 0; i < n; i++) {
      const d = this.cards[a * stride + i]! - this.cards[b * stride + i]!;
      if (d !== 0) return d;
    }
    return ha - hb;
  }

  /** Whether the game is won: every card home, or (tableau-empty) every column clear. */
  isWon(): boolean {
    const s = this.shape;
    const last = s.win === 'tableau-empty' ? s.columns : s.piles;
    for (let p = 0; p < last; p++) if (this.heights[p] !== 0) return false;
    return true;
  }
}


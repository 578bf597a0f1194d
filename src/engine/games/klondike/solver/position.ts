// The solver's compact, mutable Klondike position. Columns are typed arrays of card numbers with
// a face-up flag per card; the waste and stock are one sequence (the order cards come up on the
// waste) with a pointer (how many of them are in the waste); foundations are heights. Each change
// is logged and undone in reverse order, and `key` names the position up to the order of the
// columns, exactly (no hashing), for the seen-table.
import type { KlondikeState } from '../rules.js';
import { grownArray } from '../../../../search/grownArray.js';
import { giveBack, takeArray } from '../../../../search/recycledArrays.js';
import { cardIndex } from '../../../cards/cards.js';
import { buildsOn, CARDS, rankOf, RANKS, suitOf } from './cards.js';

/** The key's code for a card's place: the card under it (0…51), or one of these. */
const COLUMN_BOTTOM = 52;
const ON_FOUNDATION = 53;
const IN_STOCK_OR_WASTE = 54;
/**
 * 52 place bytes (place × 2 + face-up), then the waste pointer and the recycles, in 32-bit words.
 */
export const KEY_WORDS = 14;
const POINTER_BYTE = 52;
const RECYCLES_BYTE = 53;

/**
 * For each card of rank 2 … king of clubs or diamonds, its lower-numbered twin (the card of its
 * rank and colour: black twins are spades 0 and clubs 3, red ones hearts 1 and diamonds 2); −1
 * for the others.
 */
const LOWER_TWIN = Int8Array.from({ length: CARDS }, (_, card) => {
  const suit = suitOf(card);
  return rankOf(card) < 2 || suit < 2 ? -1 : card - (suit === 3 ? 3 : 1) * RANKS;
});

/** Ints per change in the log: its kind and up to five fields. */
export const RECORD_SIZE = 6;

/** The kinds of change, as logged (the fields that follow each kind in the log are listed). */
export const Op = {
  /** A run from column to column: from, to, count, turned. */
  Run: 1,
  /** A column's top card up: column, turned, card. */
  ColumnToFoundation: 2,
  /** A foundation's top card down: suit, column. */
  FoundationToColumn: 3,
  /** The card at an index of the stock/waste sequence onto a column: index, card, pointer, recycles, column. */
  DeckToColumn: 4,
  /** The card at an index of the stock/waste sequence up: index, card, pointer, recycles. */
  DeckToFoundation: 5,
} as const;

export class Position {
  readonly columnCount: number;
  /** Column c holds cells[c × 52 …], bottom → top. */
  readonly cells: Int8Array;
  readonly heights: Int8Array;
  /** Each column's top card (−1 when empty), kept with its height (setHeight). */
  private readonly tops: Int8Array;
  /** Face-down cards in each column. */
  readonly faceDownCounts: Int8Array;
  readonly faceUp = new Uint8Array(CARDS);
  /** Cards on each foundation (so also the rank of its top card). */
  readonly foundation = new Int8Array(4);
  /** The waste (bottom → top) followed by the stock (next card first): the order cards come up. */
  readonly deck = new Int8Array(CARDS);
  deckLength: number;
  /** How many cards of `deck` are in the waste; deck[pointer − 1] is the playable one. */
  pointer: number;
  recycles: number;
  readonly draw: number;
  /** Recycles allowed in the whole game (Infinity when passes are unlimited). */
  readonly recycleLimit: number;
  private readonly place: Uint8Array;
  private readonly placeWords: Uint32Array;
  private readonly keyWords = new Uint32Array(KEY_WORDS);
  private readonly keyBytes = new Uint8Array(this.keyWords.buffer);
  /** For each card in a column, the card lying on it (−1 at the top); kept by every change. */
  private readonly above = new Int8Array(CARDS).fill(-1);
  /** Whether the pointer and the recycles belong in the key (they change what is reachable). */
  private readonly pointerMatters: boolean;
  private readonly recyclesMatter: boolean;
  /** The change log: change i is log[i × RECORD_SIZE …], its kind (Op) then its fields. */
  log = takeArray(Int32Array, RECORD_SIZE * 1024);
  changeCount = 0;

  constructor(state: KlondikeState) {
    const { options } = state;
    this.columnCount = state.tableau.length;
    this.cells = new Int8Array(this.columnCount * CARDS);
    this.heights = new Int8Array(this.columnCount);
    this.tops = new Int8Array(this.columnCount);
    this.faceDownCounts = new Int8Array(this.columnCount);
    this.draw = options.draw;
    this.recycleLimit = options.passes === 'unlimited' ? Number.POSITIVE_INFINITY : options.passes - 1;
    this.recycles = state.redeals;
    this.recyclesMatter = options.passes !== 'unlimited';
    this.pointerMatters = this.draw !== 1 || this.recyclesMatter;
    const buffer = new ArrayBuffer(KEY_WORDS * 4);
    this.place = new Uint8Array(buffer);
    this.placeWords = new Uint32Array(buffer);
    this.place.fill(IN_STOCK_OR_WASTE * 2, 0, CARDS);

    state.tableau.forEach((column, c) => {
      column.forEach((card, i) => {
        const n = cardIndex(card);
        this.cells[c * CARDS + i] = n;
        this.faceUp[n] = card.faceUp ? 1 : 0;
        if (!card.faceUp) this.faceDownCounts[c] = this.faceDownCounts[c]! + 1;
        this.place[n] = (i === 0 ? COLUMN_BOTTOM : this.cells[c * CARDS + i - 1]!) * 2 + this.faceUp[n]!;
        if (i > 0) this.above[this.cells[c * CARDS + i - 1]!] = n;
      });
      this.setHeight(c, column.length);
    });
    state.foundations.forEach((pile, suit) => {
      this.foundation[suit] = pile.length;
      for (const card of pile) this.place[cardIndex(card)] = ON_FOUNDATION * 2;
    });
    let length = 0;
    for (const card of state.waste) this.deck[length++] = cardIndex(card);
    for (let i = state.stock.length - 1; i >= 0; i--) this.deck[length++] = cardIndex(state.stock[i]!);
    this.deckLength = length;
    this.pointer = state.waste.length;
    this.writeDeckBytes();
  }

  // ---- reading -------------------------------------------------------------------------------

  top(column: number): number {
    return this.tops[column]!;
  }

  /** The card `depth` places below the top of a column (0 = the top card). */
  cardAt(column: number, depth: number): number {
    return this.cells[column * CARDS + this.heights[column]! - 1 - depth]!;
  }

  /**
   * How many face-up cards at the top of the column form one run that moves as a unit: all its
   * face-up cards, since in a position the fast search takes (fallback.ts) a column is face-down
   * cards under one run, and every move keeps it so.
   */
  runLength(column: number): number {
    return this.heights[column]! - this.faceDownCounts[column]!;
  }

  /** True when `card` fits on the column: on a face-up card one rank higher of the other colour, or a king into an empty column. */
  fitsColumn(column: number, card: number): boolean {
    const top = this.top(column);
    if (top < 0) return rankOf(card) === RANKS;
    return this.faceUp[top] === 1 && buildsOn(top, card);
  }

  /** True when the card lies face down in a column. */
  isFaceDown(card: number): boolean {
    return (this.place[card]! & 1) === 0 && this.place[card]! >> 1 <= COLUMN_BOTTOM;
  }

  /** True when the card lies face up in a column. */
  isFaceUpInColumn(card: number): boolean {
    return isFaceUpOnTable(this.place[card]!);
  }

  /** The card lying on a column card, or −1 when it is its column's top. */
  cardOn(card: number): number {
    return this.above[card]!;
  }

  /** The card a column card lies on, or −1 at the bottom of its column. */
  cardUnder(card: number): number {
    const under = this.place[card]! >> 1;
    return under === COLUMN_BOTTOM ? -1 : under;
  }

  fitsFoundation(card: number): boolean {
    return this.foundation[suitOf(card)] === rankOf(card) - 1;
  }

  isWon(): boolean {
    return this.foundation[0]! + this.foundation[1]! + this.foundation[2]! + this.foundation[3]! === CARDS;
  }

  get recyclesLeft(): number {
    return this.recycleLimit - this.recycles;
  }

  /**
   * The key of the position, the same for positions that differ only by swapping what lies on two
   * face-up twins (the two cards of one rank and colour), which are equally good (rule 5 of
   * moves.ts): for each such pair, the lower-numbered card of what lies on them is named as lying
   * on the lower-numbered twin.
   */
  key(): Uint32Array {
    const bytes = this.keyBytes;
    const cells = this.cells;
    const above = this.above;
    this.keyWords.set(this.placeWords);
    // A pair is renamed only when something lies on its higher-numbered twin (and less than on
    // the other): walk the cards something lies on (each column's run but its top) for those.
    for (let c = 0; c < this.columnCount; c++) {
      const end = c * CARDS + this.heights[c]! - 1;
      for (let i = c * CARDS + this.faceDownCounts[c]!; i < end; i++) {
        const high = cells[i]!;
        const low = LOWER_TWIN[high]!;
        if (low < 0) continue;
        const onHigh = cells[i + 1]!;
        const onLow = above[low]! < 0 ? CARDS : above[low]!;
        if (onLow <= onHigh || !isFaceUpOnTable(this.place[low]!)) continue;
        if (onLow < CARDS) bytes[onLow] = high * 2 + 1;
        bytes[onHigh] = low * 2 + 1;
      }
    }
    return this.keyWords;
  }


  /**
   * The pointers (in the waste) that reach every card this one does and more: with unlimited passes,
   * a pointer p reaches p, p + d, p + 2d, … and, after a recycle, the multiples of d and the last
   * card; so p − d, p − 2d, … ≥ 1 reach all of that too, and each play lands on the same
   * position from any of them; a pointer at a multiple of d (or the end) reaches only what every
   * pass shows, so any pointer reaches as much (the first of each residue is tried). Writes each
   * into the last key() in turn, calling `seen` on it, and stops at the first for which `seen`
   * answers true; returns whether one did.
   */
  someDominatingPointer(seen: (key: Uint32Array) => boolean): boolean {
    if (this.recyclesMatter || this.draw === 1) return false;
    let found = false;
    if (this.place[POINTER_BYTE] === 0) {
      // Every other pointer reaches all that this one does; try the first of each residue.
      for (let p = 1; p < this.draw && p < this.deckLength && !found; p++) {
        this.keyBytes[POINTER_BYTE] = p;
        found = seen(this.keyWords);
      }
    }
    for (let p = this.pointer - this.draw; p >= 1 && !found && this.place[POINTER_BYTE] !== 0; p -= this.draw) {
      this.keyBytes[POINTER_BYTE] = p;
      found = seen(this.keyWords);
    }
    this.keyBytes[POINTER_BYTE] = this.place[POINTER_BYTE]!;
    return found;
  }

  /**
   * Makes this position a copy of `source`'s cards (columns, foundations, stock and waste), with
   * this position's own options and no recycles used; the change log starts afresh.
   */
  copyCardsOf(source: Position): void {
    const parts = this.snapshotParts();
    const sourceParts = source.snapshotParts();
    for (let i = 0; i < parts.length; i++) parts[i]!.set(sourceParts[i]!);
    this.deckLength = source.deckLength;
    this.pointer = source.pointer;
    this.recycles = 0;
    this.writeDeckBytes();
    this.changeCount = 0;
  }

  /** Bytes one snapshot of this position takes (saveTo). */
  get snapshotBytes(): number {
    return this.columnCount * (CARDS + 3) + 4 * CARDS + 4 + 6;
  }

  /**
   * Writes the whole position (cards, stock and waste, recycles) into `out` from `at` on,
   * snapshotBytes bytes; loadFrom makes a position of the same deal this one again.
   */
  saveTo(out: Uint8Array, at: number): void {
    for (const part of this.snapshotParts()) {
      out.set(part, at);
      at += part.length;
    }
    out[at++] = this.deckLength;
    out[at++] = this.pointer;
    for (let shift = 0; shift < 32; shift += 8) out[at++] = (this.recycles >> shift) & 0xff;
  }

  /** Makes this position the one saveTo wrote at `at` (of the same deal); the change log starts afresh. */
  loadFrom(snapshot: Uint8Array, at: number): void {
    for (const part of this.snapshotParts()) {
      for (let i = 0; i < part.length; i++) part[i] = snapshot[at + i]!;
      at += part.length;
    }
    this.deckLength = snapshot[at++]!;
    this.pointer = snapshot[at++]!;
    let recycles = 0;
    for (let shift = 0; shift < 32; shift += 8) recycles |= snapshot[at++]! << shift;
    this.recycles = recycles;
    this.writeDeckBytes();
    this.changeCount = 0;
  }

  /**
   * The arrays that hold the position besides its counts (the one list copyCardsOf, saveTo and
   * loadFrom copy), in order; in a snapshot a −1 of the signed ones is kept as 255 and comes back as −1.
   */
  private snapshotParts(): (Int8Array | Uint8Array)[] {
    this.parts ??= [this.cells, this.heights, this.tops, this.faceDownCounts, this.faceUp, this.foundation, this.deck, this.place.subarray(0, CARDS), this.above];
    return this.parts;
  }

  private parts?: (Int8Array | Uint8Array)[];

  // ---- changing ------------------------------------------------------------------------------

  moveRun(from: number, to: number, count: number): void {
    const fromBase = from * CARDS;
    const toBase = to * CARDS;
    const start = this.heights[from]! - count;
    const toHeight = this.heights[to]!;
    const bottom = this.cells[fromBase + start]!;
    for (let i = 0; i < count; i++) this.cells[toBase + toHeight + i] = this.cells[fromBase + start + i]!;
    this.place[bottom] = (toHeight === 0 ? COLUMN_BOTTOM : this.cells[toBase + toHeight - 1]!) * 2 + 1;
    this.setHeight(to, toHeight + count);
    this.setHeight(from, start);
    this.joinAt(to, toHeight);
    this.cutTop(from);
    this.record(Op.Run, from, to, count, this.turnOverTop(from));
  }

  columnToFoundation(column: number): void {
    const card = this.top(column);
    this.setHeight(column, this.heights[column]! - 1);
    this.cutTop(column);
    this.foundation[suitOf(card)] = this.foundation[suitOf(card)]! + 1;
    this.place[card] = ON_FOUNDATION * 2;
    this.record(Op.ColumnToFoundation, column, this.turnOverTop(column), card);
  }

  foundationToColumn(suit: number, column: number): void {
    const card = suit * RANKS + this.foundation[suit]! - 1;
    this.foundation[suit] = this.foundation[suit]! - 1;
    this.pushOnColumn(column, card);
    this.record(Op.FoundationToColumn, suit, column);
  }

  /** Plays deck[index] onto a column, after the draws (and the recycle, when `recycled`) that bring it up. */
  deckToColumn(index: number, column: number, recycled: boolean): void {
    const card = this.deck[index]!;
    this.record(Op.DeckToColumn, index, card, this.pointer, this.recycles, column);
    this.takeFromDeck(index, recycled);
    this.pushOnColumn(column, card);
  }

  deckToFoundation(index: number, recycled: boolean): void {
    const card = this.deck[index]!;
    this.record(Op.DeckToFoundation, index, card, this.pointer, this.recycles);
    this.takeFromDeck(index, recycled);
    this.foundation[suitOf(card)] = this.foundation[suitOf(card)]! + 1;
    this.place[card] = ON_FOUNDATION * 2;
  }

  /** Takes back every change after the first `changes`. */
  /** Hands the change log on to the next search's positions (recycledArrays.ts); the position is not used again. */
  release(): void {
    giveBack([this.log]);
    this.log = new Int32Array(0);
    this.changeCount = 0;
  }

  undoTo(changes: number): void {
    while (this.changeCount > changes) this.undoLast();
  }

  private undoLast(): void {
    const start = --this.changeCount * RECORD_SIZE;
    const log = this.log;
    switch (log[start]!) {
      case Op.Run: {
        const from = log[start + 1]!;
        const to = log[start + 2]!;
        const count = log[start + 3]!;
        if (log[start + 4] === 1) this.turnDown(from);
        const fromHeight = this.heights[from]!;
        const toStart = this.heights[to]! - count;
        for (let i = 0; i < count; i++) this.cells[from * CARDS + fromHeight + i] = this.cells[to * CARDS + toStart + i]!;
        const bottom = this.cells[from * CARDS + fromHeight]!;
        this.place[bottom] = (fromHeight === 0 ? COLUMN_BOTTOM : this.cells[from * CARDS + fromHeight - 1]!) * 2 + 1;
        this.setHeight(from, fromHeight + count);
        this.setHeight(to, toStart);
        this.joinAt(from, fromHeight);
        this.cutTop(to);
        break;
      }
      case Op.ColumnToFoundation: {
        const column = log[start + 1]!;
        const card = log[start + 3]!;
        if (log[start + 2] === 1) this.turnDown(column);
        this.foundation[suitOf(card)] = this.foundation[suitOf(card)]! - 1;
        this.pushOnColumn(column, card);
        break;
      }
      case Op.FoundationToColumn: {
        const suit = log[start + 1]!;
        const column = log[start + 2]!;
        const card = this.top(column);
        this.setHeight(column, this.heights[column]! - 1);
        this.cutTop(column);
        this.foundation[suit] = this.foundation[suit]! + 1;
        this.place[card] = ON_FOUNDATION * 2;
        break;
      }
      case Op.DeckToColumn:
      case Op.DeckToFoundation: {
        const index = log[start + 1]!;
        const card = log[start + 2]!;
        if (log[start] === Op.DeckToColumn) {
          const column = log[start + 5]!;
          this.setHeight(column, this.heights[column]! - 1);
          this.cutTop(column);
        } else {
          this.foundation[suitOf(card)] = this.foundation[suitOf(card)]! - 1;
        }
        for (let i = this.deckLength; i > index; i--) this.deck[i] = this.deck[i - 1]!;
        this.deck[index] = card;
        this.deckLength++;
        this.pointer = log[start + 3]!;
        this.recycles = log[start + 4]!;
        this.place[card] = IN_STOCK_OR_WASTE * 2;
        this.writeDeckBytes();
        break;
      }
    }
  }

  /** Sets a column's height, its cards up to there already in place. */
  private setHeight(column: number, height: number): void {
    this.heights[column] = height;
    this.tops[column] = height === 0 ? -1 : this.cells[column * CARDS + height - 1]!;
  }

  private record(op: number, a: number, b: number, c = 0, d = 0, e = 0): void {
    let at = this.changeCount * RECORD_SIZE;
    this.log = grownArray(this.log, at + RECORD_SIZE);
    const log = this.log;
    log[at++] = op;
    log[at++] = a;
    log[at++] = b;
    log[at++] = c;
    log[at++] = d;
    log[at] = e;
    this.changeCount++;
  }

  private pushOnColumn(column: number, card: number): void {
    const h = this.heights[column]!;
    this.place[card] = (h === 0 ? COLUMN_BOTTOM : this.cells[column * CARDS + h - 1]!) * 2 + 1;
    this.cells[column * CARDS + h] = card;
    this.faceUp[card] = 1;
    this.setHeight(column, h + 1);
    this.above[card] = -1;
    this.joinAt(column, h);
  }

  /** Notes that the card at `index` of a column (just put there) lies on the one below it. */
  private joinAt(column: number, index: number): void {
    if (index > 0) this.above[this.cells[column * CARDS + index - 1]!] = this.cells[column * CARDS + index]!;
  }

  /** Notes that nothing lies on a column's top card (after cards came off it). */
  private cutTop(column: number): void {
    const h = this.heights[column]!;
    if (h > 0) this.above[this.cells[column * CARDS + h - 1]!] = -1;
  }

  /** "A face-down card turns over as soon as the cards above it are moved": 1 when one did. */
  private turnOverTop(column: number): number {
    const top = this.top(column);
    if (top < 0 || this.faceUp[top] === 1) return 0;
    this.faceUp[top] = 1;
    this.place[top] = this.place[top]! | 1;
    this.faceDownCounts[column] = this.faceDownCounts[column]! - 1;
    return 1;
  }

  private turnDown(column: number): void {
    const card = this.top(column);
    this.faceUp[card] = 0;
    this.place[card] = this.place[card]! & ~1;
    this.faceDownCounts[column] = this.faceDownCounts[column]! + 1;
  }

  private takeFromDeck(index: number, recycled: boolean): void {
    for (let i = index; i < this.deckLength - 1; i++) this.deck[i] = this.deck[i + 1]!;
    this.deckLength--;
    this.pointer = index;
    if (recycled) this.recycles++;
    this.writeDeckBytes();
  }

  private writeDeckBytes(): void {
    // With unlimited passes, a pointer at a multiple of the draw (or at the end) reaches the same
    // cards as any other such pointer: all the multiples and the last card (deckReach.ts).
    const p = this.pointer;
    const loops = !this.recyclesMatter && (p % this.draw === 0 || p === this.deckLength);
    this.place[POINTER_BYTE] = this.pointerMatters && !loops ? p : 0;
    this.place[RECYCLES_BYTE] = this.recyclesMatter ? Math.min(this.recycles, 255) : 0;
  }
}

/** A place code of a face-up card in a column (on a card or at the bottom). */
function isFaceUpOnTable(code: number): boolean {
  return (code & 1) === 1 && code >> 1 <= COLUMN_BOTTOM;
}

// Autumn Leaves' compact position for the solver: cards as numbers (suit × 13 + rank − 1), six
// columns in typed arrays, the stock as a fixed order with a count of cards left, moves made and
// undone in place. It only stores; the rules (what may move where) are the engine's, restated in
// moves.ts and property-tested against it.
import { COLUMNS } from '../rules.js';
import { cardIndex } from '../../../cards/cards.js';
import type { GameState, Move } from '../../../types.js';

export const RANKS = 13;
export const DECK = 52;
const NO_CARD = 255;

export function rankOf(id: number): number {
  return (id % RANKS) + 1;
}

export function suitOf(id: number): number {
  return (id / RANKS) | 0;
}

/** Whether card `above` lies on `below` as the next card of a run (same suit, one rank lower). */
export function follows(below: number, above: number): boolean {
  return below === above + 1 && above % RANKS !== RANKS - 1;
}

/** A move as the solver keeps it: a run of `count` cards from one column to another, or a deal. */
export interface SolverMove {
  from: number;
  to: number;
  /** 0 for a deal. */
  count: number;
}

export const DEAL: SolverMove = { from: -1, to: -1, count: 0 };

export function toEngineMove(move: SolverMove): Move {
  if (move.count === 0) return { type: 'deal' };
  return { type: 'move', from: { pile: 'tableau', index: move.from }, to: { pile: 'tableau', index: move.to }, count: move.count };
}

/**
 * Whether this solver can read the state: six columns and the 52 cards of one deck, each once.
 * Anything else goes to the plain search.
 */
export function isStandardPosition(state: GameState): boolean {
  if (state.tableau.length !== COLUMNS) return false;
  const seen = new Uint8Array(DECK);
  let count = 0;
  for (const card of [...state.tableau.flat(), ...state.stock]) {
    const id = cardIndex(card);
    if (!Number.isInteger(card.rank) || card.rank < 1 || card.rank > RANKS || id < 0 || seen[id]) return false;
    seen[id] = 1;
    count++;
  }
  return count === DECK;
}

export class Position {
  /** Column c holds its cards bottom → top in cards[c * DECK …]. */
  readonly cards = new Uint8Array(COLUMNS * DECK).fill(NO_CARD);
  readonly heights = new Uint8Array(COLUMNS);
  /** 1 for a card still face down. */
  readonly faceDown = new Uint8Array(DECK);
  /** The stock in the engine's order: the last card left comes off first. */
  readonly stock: Uint8Array;
  stockLeft: number;

  constructor(state: GameState) {
    state.tableau.forEach((column, c) => {
      column.forEach((card, i) => {
        const id = cardIndex(card);
        this.cards[c * DECK + i] = id;
        this.faceDown[id] = card.faceUp ? 0 : 1;
      });
      this.heights[c] = column.length;
    });
    this.stock = Uint8Array.from(state.stock, cardIndex);
    this.stockLeft = state.stock.length;
  }

  /** Deals left: each takes one card per column. */
  get dealsLeft(): number {
    return Math.floor(this.stockLeft / COLUMNS);
  }

  height(column: number): number {
    return this.heights[column]!;
  }

  /** The card at `index` (0 = bottom) of a column. */
  at(column: number, index: number): number {
    return this.cards[column * DECK + index]!;
  }

  /** The top card of a column, or -1 when it is empty. */
  top(column: number): number {
    const height = this.heights[column]!;
    return height === 0 ? -1 : this.cards[column * DECK + height - 1]!;
  }

  isFaceDown(id: number): boolean {
    return this.faceDown[id] === 1;
  }

  /** How many face-up cards at the top of the column form one run (7♠ 6♠ 5♠ is 3). */
  runLength(column: number): number {
    const height = this.heights[column]!;
    if (height === 0) return 0;
    const base = column * DECK;
    let above = this.cards[base + height - 1]!;
    if (this.faceDown[above]) return 0;
    let length = 1;
    for (let i = height - 2; i >= 0; i--) {
      const below = this.cards[base + i]!;
      if (this.faceDown[below] || !follows(below, above)) break;
      length++;
      above = below;
    }
    return length;
  }

  /**
   * Moves `count` cards off the top of `from` onto `to` (legality is the caller's), turning up a
   * face-down card left on top. Returns whether it turned one, for `undoRun`.
   */
  moveRun(from: number, to: number, count: number): boolean {
    const fromHeight = this.heights[from]! - count;
    const toHeight = this.heights[to]!;
    this.cards.copyWithin(to * DECK + toHeight, from * DECK + fromHeight, from * DECK + fromHeight + count);
    this.heights[from] = fromHeight;
    this.heights[to] = toHeight + count;
    if (fromHeight > 0) {
      const exposed = this.cards[from * DECK + fromHeight - 1]!;
      if (this.faceDown[exposed]) {
        this.faceDown[exposed] = 0;
        return true;
      }
    }
    return false;
  }

  undoRun(from: number, to: number, count: number, turned: boolean): void {
    const fromHeight = this.heights[from]!;
    if (turned) this.faceDown[this.cards[from * DECK + fromHeight - 1]!] = 1;
    const toHeight = this.heights[to]! - count;
    this.cards.copyWithin(from * DECK + fromHeight, to * DECK + toHeight, to * DECK + toHeight + count);
    this.heights[from] = fromHeight + count;
    this.heights[to] = toHeight;
  }

  /** One card from the stock onto every column, the first off the stock onto column 1. */
  deal(): void {
    for (let c = 0; c < COLUMNS; c++) {
      this.cards[c * DECK + this.heights[c]!] = this.stock[--this.stockLeft]!;
      this.heights[c] = this.heights[c]! + 1;
    }
  }

  undoDeal(): void {
    for (let c = COLUMNS - 1; c >= 0; c--) {
      this.heights[c] = this.heights[c]! - 1;
      this.stockLeft++;
    }
  }

  /** Won: the stock is empty and four columns each hold one whole suit, King at the bottom. */
  isWon(): boolean {
    if (this.stockLeft !== 0) return false;
    let complete = 0;
    for (let c = 0; c < COLUMNS; c++) {
      if (this.heights[c] === RANKS && rankOf(this.at(c, 0)) === RANKS && this.runLength(c) === RANKS) complete++;
    }
    return complete === 4;
  }

  /** Bytes that `saveInto` writes. */
  static readonly SAVED_SIZE = COLUMNS * DECK + COLUMNS + DECK + 1;

  /** Writes the whole position into `buffer` at `offset`, for `loadFrom`. */
  saveInto(buffer: Uint8Array, offset: number): void {
    buffer.set(this.cards, offset);
    buffer.set(this.heights, offset + this.cards.length);
    buffer.set(this.faceDown, offset + this.cards.length + COLUMNS);
    buffer[offset + Position.SAVED_SIZE - 1] = this.stockLeft;
  }

  loadFrom(buffer: Uint8Array, offset: number): void {
    const cardsEnd = offset + this.cards.length;
    this.cards.set(buffer.subarray(offset, cardsEnd));
    this.heights.set(buffer.subarray(cardsEnd, cardsEnd + COLUMNS));
    this.faceDown.set(buffer.subarray(cardsEnd + COLUMNS, cardsEnd + COLUMNS + DECK));
    this.stockLeft = buffer[offset + Position.SAVED_SIZE - 1]!;
  }

  /**
   * Two 32-bit hashes of the position into `out`, for searches that may lose a position to a
   * clash (the beam, which proves nothing): the deals left and each column, the columns in any
   * order once the stock is empty (their hashes are added up), as exactKey.ts sorts them.
   */
  hashInto(out: Uint32Array): void {
    const symmetric = this.stockLeft === 0;
    let first = this.dealsLeft;
    let second = this.dealsLeft;
    for (let c = 0; c < COLUMNS; c++) {
      let h1 = symmetric ? 0x2545f491 : 0x2545f491 + c;
      let h2 = symmetric ? 0x6c8e9cf5 : 0x6c8e9cf5 ^ Math.imul(c, 0x3c6ef372);
      const base = c * DECK;
      for (let i = 0; i < this.heights[c]!; i++) {
        const id = this.cards[base + i]!;
        const code = id + (this.faceDown[id]! << 6) + 1;
        h1 = Math.imul(h1 ^ code, 0x9e3779b1);
        h1 ^= h1 >>> 15;
        h2 = Math.imul(h2 + code, 0x85ebca77);
        h2 ^= h2 >>> 13;
      }
      h1 = Math.imul(h1 ^ (h1 >>> 16), 0x7feb352d);
      h2 = Math.imul(h2 ^ (h2 >>> 16), 0x846ca68b);
      first = (first + (h1 ^ (h1 >>> 15))) | 0;
      second = (second + (h2 ^ (h2 >>> 16))) | 0;
    }
    out[0] = first;
    out[1] = second;
  }
}

// The run-building games' compact position: one Uint8Array record per position, and the one place
// where the solver applies a move. It follows the rules engine (../../apply.ts) step by step:
// a run moves, the card it uncovers turns face up, a completed K→A run leaves its column (and
// the card under it turns up), a deal gives each column one card, the first column first.
//
// Record layout: [stock cards left, runs removed, length of each column…, the cards of every
// column one after another, bottom → top]. A card is one byte: rank (1–13) | suit << 4 | 64 when
// face up. The stock's order never changes, so it is kept once for a whole search (`Layout`).
import { SUITS, type Card } from '../../../cards/cards.js';
import type { RuleSetState } from '../../../ruleSet/state.js';

export const FACE_UP = 64;
/** Cards in a completed run, king to ace. */
export const SEQUENCE_LENGTH = 13;
const RANK_MASK = 15;
const SUIT_SHIFT = 4;
const STOCK = 0;
const REMOVED = 1;
export const LENGTHS = 2;

/** What stays the same for a whole search: column count, record size and the stock's cards. */
export interface Layout {
  columns: number;
  /** Bytes per record. */
  stride: number;
  /** Offset of the first card in a record. */
  cardsAt: number;
  /** The stock as card bytes, face up (as they will be dealt), bottom → top. */
  stock: Uint8Array;
  /** Runs removed when every card has left: a win. */
  runsToWin: number;
}

export const rankOf = (card: number): number => card & RANK_MASK;
export const suitOf = (card: number): number => (card >> SUIT_SHIFT) & 3;
export const isFaceUp = (card: number): boolean => (card & FACE_UP) !== 0;

function cardByte(card: Card): number {
  return card.rank | (SUITS.indexOf(card.suit) << SUIT_SHIFT) | (card.faceUp ? FACE_UP : 0);
}

/** Whether `above` lies on `below` as part of a run that moves as one (rule 2). */
export function follows(below: number, above: number): boolean {
  return (below & FACE_UP) !== 0 && (above & FACE_UP) !== 0 && (below & ~FACE_UP) === (above & ~FACE_UP) + 1;
}

export function layoutOf(state: RuleSetState): Layout {
  const columns = state.tableau.length;
  const cards = state.tableau.reduce((sum, column) => sum + column.length, 0) + state.stock.length;
  if (cards > 255 || columns > 16) throw new RangeError('The run solver takes at most 255 cards in 16 columns.');
  const cardsAt = LENGTHS + columns;
  const stock = Uint8Array.from(state.stock, (card) => cardByte(card) | FACE_UP);
  const runsToWin = Math.floor((cards + state.removed.length * SEQUENCE_LENGTH) / SEQUENCE_LENGTH);
  return { columns, stride: cardsAt + cards, cardsAt, stock, runsToWin };
}

/** The record of an engine state. */
export function encode(state: RuleSetState, layout: Layout): Uint8Array {
  const record = new Uint8Array(layout.stride);
  record[STOCK] = state.stock.length;
  record[REMOVED] = Math.min(state.removed.length, 255);
  let at = layout.cardsAt;
  state.tableau.forEach((column, c) => {
    record[LENGTHS + c] = column.length;
    for (const card of column) record[at++] = cardByte(card);
  });
  return record;
}

export const stockLeft = (record: Uint8Array): number => record[STOCK]!;
/** Rows still to deal, a short last row counted (one card onto each column, the first first). */
export const dealsLeft = (record: Uint8Array, layout: Layout): number => rowsIn(record[STOCK]!, layout);
/** Rows in a stock of `cards` cards, a short last row counted. */
export const rowsIn = (cards: number, layout: Layout): number => Math.ceil(Math.max(0, cards) / layout.columns);
export const runsRemoved = (record: Uint8Array): number => record[REMOVED]!;
export const isWon = (record: Uint8Array, layout: Layout): boolean => record[REMOVED]! >= layout.runsToWin;
export const columnLength = (record: Uint8Array, column: number): number => record[LENGTHS + column]!;

/** Where each column's cards start in the record (`starts[c]`), for `layout.columns` columns. */
export function columnStarts(record: Uint8Array, layout: Layout, starts: Int32Array): void {
  let at = layout.cardsAt;
  for (let c = 0; c < layout.columns; c++) {
    starts[c] = at;
    at += record[LENGTHS + c]!;
  }
}

/** Length of the face-up same-suit run at the top of a column (0 for an empty column). */
export function runLength(record: Uint8Array, start: number, length: number): number {
  if (length === 0 || !isFaceUp(record[start + length - 1]!)) return 0;
  let run = 1;
  for (let i = start + length - 2; i >= start && follows(record[i]!, record[i + 1]!); i--) run++;
  return run;
}

// As the engine settles a column: while the top 13 cards of the column just written (at `start`, `length` cards) are a
// complete K→A run in one suit, they leave and the card under them turns face up. Returns the new
// length; counts each run that leaves in the record.
function settle(record: Uint8Array, start: number, length: number): number {
  while (length >= SEQUENCE_LENGTH && runLength(record, start, length) >= SEQUENCE_LENGTH) {
    length -= SEQUENCE_LENGTH;
    record[REMOVED] = Math.min(record[REMOVED]! + 1, 255);
    if (length > 0) record[start + length - 1]! |= FACE_UP;
  }
  return length;
}

/** Copies `length` bytes (a plain loop: columns are short, and a subarray per copy costs more). */
function copy(from: Uint8Array, fromAt: number, to: Uint8Array, toAt: number, length: number): void {
  for (let i = 0; i < length; i++) to[toAt + i] = from[fromAt + i]!;
}

/**
 * Writes into `out` the position after moving the top `count` cards of column `from` onto column
 * `to`. The move must be legal (the generator only makes legal ones).
 */
export function applyRunMove(record: Uint8Array, layout: Layout, from: number, to: number, count: number, out: Uint8Array): void {
  out[STOCK] = record[STOCK]!;
  out[REMOVED] = record[REMOVED]!;
  let read = layout.cardsAt;
  let runAt = layout.cardsAt;
  for (let c = 0; c < from; c++) runAt += record[LENGTHS + c]!;
  runAt += record[LENGTHS + from]! - count;
  let write = layout.cardsAt;
  for (let c = 0; c < layout.columns; c++) {
    const length = record[LENGTHS + c]!;
    const start = write;
    if (c === from) {
      const kept = length - count;
      copy(record, read, out, write, kept);
      write += kept;
      if (kept > 0) out[write - 1]! |= FACE_UP;
      write = start + settle(out, start, kept);
    } else if (c === to) {
      copy(record, read, out, write, length);
      copy(record, runAt, out, write + length, count);
      write = start + settle(out, start, length + count);
    } else {
      copy(record, read, out, write, length);
      write += length;
    }
    out[LENGTHS + c] = write - start;
    read += length;
  }
  out.fill(0, write);
}

/**
 * Writes into `out` the position after dealing a row: one stock card onto each column, the first
 * first, as far as the stock goes.
 */
export function applyDeal(record: Uint8Array, layout: Layout, out: Uint8Array): void {
  const stock = record[STOCK]!;
  const dealt = Math.min(stock, layout.columns);
  out[STOCK] = stock - dealt;
  out[REMOVED] = record[REMOVED]!;
  let read = layout.cardsAt;
  let write = layout.cardsAt;
  for (let c = 0; c < layout.columns; c++) {
    const length = record[LENGTHS + c]!;
    const start = write;
    copy(record, read, out, write, length);
    if (c < dealt) {
      out[write + length] = layout.stock[stock - 1 - c]!;
      write = start + settle(out, start, length + 1);
    } else write += length;
    out[LENGTHS + c] = write - start;
    read += length;
  }
  out.fill(0, write);
}

// The FreeCell solver's compact position: cards as numbers, columns in one byte array, and the
// canonical key that names a position in the seen-table (free cells sorted, columns as a
// multiset), from which a position can also be rebuilt. It reads the rules engine's position
// (tableau, free cells, foundations): the adapter between the two is fromState.
import { KING, SUITS, type Card } from '../../../cards/cards.js';
import type { RuleSetState } from '../../../ruleSet/state.js';
import { CELLS } from '../ruleSet.js';

/**
 * A card as a number 0–51: (rank − 1) × 4 + suit, the suit as its place in SUITS (0 spades,
 * 1 hearts, 2 diamonds, 3 clubs), which is also the index of its foundation.
 */
export const rankOf = (card: number): number => (card >> 2) + 1;
export const suitOf = (card: number): number => card & 3;
export const isRedCard = (card: number): boolean => ((card + 3) & 3) < 2;

export function cardNumber(card: Card): number {
  return (card.rank - 1) * 4 + SUITS.indexOf(card.suit);
}

export const NONE = 255;
export const COLUMNS = 8;
/** Room for a column: every card, so that any position the engine takes fits. */
export const STRIDE = 52;
/** Four cells, then every card left (at most 52) and a NONE after each of the eight columns. */
const KEY_BYTES = CELLS + 52 + COLUMNS;
export const KEY_WORDS = KEY_BYTES / 4;

export class Position {
  /** Column c holds cards[c × STRIDE] (bottom) … cards[c × STRIDE + heights[c] − 1] (top). */
  readonly cards = new Uint8Array(COLUMNS * STRIDE);
  readonly heights = new Uint8Array(COLUMNS);
  /** The card in each free cell, or NONE. */
  readonly cells = new Uint8Array(CELLS).fill(NONE);
  /** The rank on top of each suit's foundation (0 for none). */
  readonly foundations = new Uint8Array(4);

  static fromState(state: Pick<RuleSetState, 'tableau' | 'cells' | 'foundations'>): Position {
    const position = new Position();
    state.tableau.forEach((column, c) => {
      column.forEach((card, h) => (position.cards[c * STRIDE + h] = cardNumber(card)));
      position.heights[c] = column.length;
    });
    state.cells.forEach((cell, i) => (position.cells[i] = cell.length > 0 ? cardNumber(cell[0]!) : NONE));
    state.foundations.forEach((pile, f) => (position.foundations[f] = pile.length));
    return position;
  }

  copyFrom(other: Position): void {
    this.cards.set(other.cards);
    this.heights.set(other.heights);
    this.cells.set(other.cells);
    this.foundations.set(other.foundations);
  }

  top(column: number): number {
    const height = this.heights[column]!;
    return height === 0 ? NONE : this.cards[column * STRIDE + height - 1]!;
  }

  cardsUp(): number {
    const f = this.foundations;
    return f[0]! + f[1]! + f[2]! + f[3]!;
  }

  isWon(): boolean {
    return this.cardsUp() === 52;
  }

  /**
   * Writes the canonical key to `out` (KEY_BYTES long): the cells' cards in increasing order
   * (NONE last), then the columns ordered by their bottom card (empty ones first), each column's
   * cards bottom → top followed by NONE, then zeros. Positions that differ only in which cell
   * holds a card or in the order of the columns share a key; any two positions with one key have
   * the same futures. The foundations need no bytes: they hold exactly the cards the key lacks.
   */
  writeKey(out: Uint8Array): void {
    const cells = this.cells;
    let a = cells[0]!, b = cells[1]!, c = cells[2]!, d = cells[3]!, t: number;
    if (a > b) { t = a; a = b; b = t; }
    if (c > d) { t = c; c = d; d = t; }
    if (a > c) { t = a; a = c; c = t; }
    if (b > d) { t = b; b = d; d = t; }
    if (b > c) { t = b; b = c; c = t; }
    out[0] = a; out[1] = b; out[2] = c; out[3] = d;
    const order = this.columnOrder();
    let at = CELLS;
    for (let i = 0; i < COLUMNS; i++) {
      const column = order[i]!;
      const base = column * STRIDE;
      const height = this.heights[column]!;
      for (let h = 0; h < height; h++) out[at++] = this.cards[base + h]!;
      out[at++] = NONE;
    }
    out.fill(0, at);
  }

  private readonly order = new Uint8Array(COLUMNS);

  /** The columns by increasing bottom card, empty ones first (insertion sort of eight). */
  private columnOrder(): Uint8Array {
    const order = this.order;
    for (let i = 0; i < COLUMNS; i++) {
      const bottom = this.bottom(i);
      let j = i;
      while (j > 0 && this.bottom(order[j - 1]!) > bottom) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    return order;
  }

  private bottom(column: number): number {
    return this.heights[column] === 0 ? -1 : this.cards[column * STRIDE]!;
  }

  /**
   * Rebuilds the position a key names (its columns in key order). Each foundation holds the
   * cards of its suit below the lowest one left in play.
   */
  readKey(key: Uint8Array, offset: number): void {
    const up = this.foundations;
    up.fill(KING);
    for (let i = 0; i < CELLS; i++) {
      const card = key[offset + i]!;
      this.cells[i] = card;
      if (card !== NONE && rankOf(card) <= up[suitOf(card)]!) up[suitOf(card)] = rankOf(card) - 1;
    }
    let at = offset + CELLS;
    for (let column = 0; column < COLUMNS; column++) {
      let height = 0;
      for (let card = key[at++]!; card !== NONE; card = key[at++]!) {
        this.cards[column * STRIDE + height++] = card;
        if (rankOf(card) <= up[suitOf(card)]!) up[suitOf(card)] = rankOf(card) - 1;
      }
      this.heights[column] = height;
    }
  }
}

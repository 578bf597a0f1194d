// Layouts whose cards overlap (rows of cards, each covering two of the row above): each tableau pile is one place of the
// layout holding one card or none, drawn at a row and a horizontal offset, and covered by the
// places listed for it. A card is free when every place covering it is empty. The games say
// where their places are (Game.overlapLayout); the board, the cursor and the mouse read it.
import { faceUp, type Card } from '../cards/cards.js';

/** One place of a layout: tableau pile `index` of the state. */
export interface OverlapPlace {
  /** The row it is drawn in, 0 at the top. */
  row: number;
  /** Its left edge, in half cards from the layout's left edge. */
  x: number;
  /** The places (tableau indices) that lie over it: it is free once they are all empty. */
  coveredBy: readonly number[];
}

export interface OverlapLayout {
  /** Place i is tableau pile i. */
  places: readonly OverlapPlace[];
  /**
   * Whether cards leave in pairs (a card is picked, then the card it pairs with): then only a move
   * to a foundation plays at once when a card is picked; otherwise a card's only move does.
   */
  pairs: boolean;
}

/** Whether place `index` holds a card that nothing covers. */
export function isFree(layout: OverlapLayout, tableau: readonly (readonly Card[])[], index: number): boolean {
  const place = layout.places[index];
  if (!place || (tableau[index]?.length ?? 0) === 0) return false;
  return place.coveredBy.every((over) => (tableau[over]?.length ?? 0) === 0);
}

/** The places whose cards are free, in tableau order. */
export function freePlaces(layout: OverlapLayout, tableau: readonly (readonly Card[])[]): number[] {
  return layout.places.flatMap((_, index) => (isFree(layout, tableau, index) ? [index] : []));
}

/** The tableau with every free card face up (a card turns up as soon as it is uncovered). */
export function turnUpFree(layout: OverlapLayout, tableau: readonly (readonly Card[])[]): Card[][] {
  return tableau.map((pile, index) => (pile.length === 1 && !pile[0]!.faceUp && isFree(layout, tableau, index) ? [faceUp(pile[0]!)] : [...pile]));
}

/** Lays out rows of places: `xs[row]` the offsets of its places, `coveredBy(row, i)` what lies over each. */
export function layoutOf(xs: readonly (readonly number[])[], coveredBy: (row: number, i: number) => number[], pairs: boolean): OverlapLayout {
  const starts = xs.map((_, row) => xs.slice(0, row).reduce((n, r) => n + r.length, 0));
  const places = xs.flatMap((row, r) => row.map((x, i) => ({ row: r, x, coveredBy: coveredBy(r, i).map((j) => starts[r + 1]! + j) })));
  return { places, pairs };
}

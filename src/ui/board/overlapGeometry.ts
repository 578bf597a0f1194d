// Where the cards of an overlapping layout (engine/common/overlap.ts) are drawn, in terminal cells: each
// place at its row and offset, rows two lines apart with framed cards (a covered card shows its
// top edge and its rank) and one line apart with compact ones, half a card being half a card's
// pitch. The board draws from it and a click is read back through it (placeAt), so they agree.
import { gameOf } from '../../engine/games.js';
import type { OverlapLayout } from '../../engine/common/overlap.js';
import type { GameState } from '../../engine/types.js';
import type { BoardShape, CardSize } from './cardSize.js';

/** Columns half a card takes: half of a card and the space after it. */
export const halfPitch = (size: CardSize) => (size.width + 1) / 2;

/** Lines from one row of the layout to the next. */
export const rowStep = (size: CardSize) => (size.framed ? 2 : 1);

/** The state's overlapping layout, or undefined for a game of columns. */
export function overlapOf(state: GameState): OverlapLayout | undefined {
  return gameOf(state).overlapLayout?.(state);
}

/** Where place `index` is drawn: its first column and line (0 at the layout's top left). */
export function placeCell(layout: OverlapLayout, index: number, size: CardSize): { x: number; y: number } {
  const place = layout.places[index]!;
  return { x: place.x * halfPitch(size), y: place.row * rowStep(size) };
}

/** The columns and lines the whole layout takes in this card size. */
export function overlapExtent(layout: OverlapLayout, size: CardSize): { width: number; lines: number } {
  const halves = Math.max(...layout.places.map((p) => p.x)) + 2;
  const rows = Math.max(...layout.places.map((p) => p.row)) + 1;
  return { width: halves * halfPitch(size) - 1, lines: (rows - 1) * rowStep(size) + size.height };
}

/**
 * The place whose card is drawn at a cell of the layout (0-based from its top left): of the cards
 * there, the one drawn last (the nearest the player, as on a table).
 */
export function placeAt(layout: OverlapLayout, tableau: GameState['tableau'], size: CardSize, x: number, y: number): number | undefined {
  for (let index = layout.places.length - 1; index >= 0; index--) {
    if ((tableau[index]?.length ?? 0) === 0) continue;
    const cell = placeCell(layout, index, size);
    if (x >= cell.x && x < cell.x + size.width && y >= cell.y && y < cell.y + size.height) return index;
  }
  return undefined;
}

/** The shape the screen's layout gives the board of an overlapping game (undefined for columns). */
export function overlapShape(state: GameState): BoardShape | undefined {
  const layout = overlapOf(state);
  return layout && { width: (size) => overlapExtent(layout, size).width, lines: (size) => overlapExtent(layout, size).lines };
}

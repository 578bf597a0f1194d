// The places the cursor can stand, laid out in rows as the board draws them. Every game has a row
// of tableau columns (an overlapping layout: a row for each of its rows with free cards, see
// overlapCursor.ts); a game may have a row above it (Game.topRow: its stock, waste, cells and
// foundations, each drawn in a board column of the game's choosing).
import type { Slot, TopRowPlace } from '../../engine/game.js';
import { gameOf } from '../../engine/games.js';
import type { GameState } from '../../engine/types.js';
import { freeRows, nearestFree, placeColumn } from './overlapCursor.js';

export type { Slot } from '../../engine/game.js';

export function sameSlot(a: Slot, b: Slot): boolean {
  return a.pile === b.pile && a.index === b.index;
}

/** The row above the columns, as the game lays it out (empty when it has none). */
export function topRowPlaces(state: GameState): TopRowPlace[] {
  return gameOf(state).topRow(state);
}

/** Which board column a slot is drawn in (tableau columns count from 0). */
export function slotColumn(state: GameState, slot: Slot): number {
  const overlap = gameOf(state).overlapLayout?.(state);
  if (slot.pile === 'tableau') return overlap ? placeColumn(overlap, slot.index) : slot.index;
  return topRowPlaces(state).find((place) => sameSlot(place.slot, slot))?.column ?? 0;
}

/** The slots of the row above the columns. */
export function topRowSlots(state: GameState): Slot[] {
  return topRowPlaces(state).map((place) => place.slot);
}

export function slotRows(state: GameState): Slot[][] {
  const overlap = gameOf(state).overlapLayout?.(state);
  const tableau = overlap ? freeRows(overlap, state) : [state.tableau.map((_, index): Slot => ({ pile: 'tableau', index }))];
  const top = topRowSlots(state);
  return [...(top.length > 0 ? [top] : []), ...tableau].filter((row) => row.length > 0);
}

/** Where the cursor goes when its place is no longer one (a card gone): `home`, or on an overlapping layout the free card nearest. */
export function slotNear(state: GameState, slot: Slot, home: Slot): Slot {
  const overlap = gameOf(state).overlapLayout?.(state);
  if (!overlap) return home;
  return (slot.pile === 'tableau' ? nearestFree(overlap, state, slot.index) : undefined) ?? slotRows(state).at(-1)?.[0] ?? home;
}

export function findSlot(rows: Slot[][], slot: Slot): { row: number; col: number } | undefined {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]!.findIndex((s) => sameSlot(s, slot));
    if (col >= 0) return { row, col };
  }
  return undefined;
}

/** The slot of a row drawn nearest above or below the given slot. */
export function nearestInRow(state: GameState, row: readonly Slot[], slot: Slot): Slot {
  const x = slotColumn(state, slot);
  const distance = (s: Slot) => Math.abs(slotColumn(state, s) - x);
  return row.reduce((best, s) => (distance(s) < distance(best) ? s : best));
}

// Where the cursor may stand on an overlapping layout: the free cards, row by row as drawn (each
// row left to right), below the row of the stock and waste; and where it goes when its card is
// gone: to the free card drawn nearest.
import { freePlaces, type OverlapLayout } from '../../engine/common/overlap.js';
import type { Slot } from '../../engine/game.js';
import type { GameState } from '../../engine/types.js';

/** The free cards' slots, one list a row of the layout that has any, top to bottom. */
export function freeRows(layout: OverlapLayout, state: GameState): Slot[][] {
  const rows = new Map<number, number[]>();
  for (const index of freePlaces(layout, state.tableau)) {
    const row = layout.places[index]!.row;
    rows.set(row, [...(rows.get(row) ?? []), index]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, places]) => places.sort((a, b) => layout.places[a]!.x - layout.places[b]!.x).map((index): Slot => ({ pile: 'tableau', index })));
}

/** The board column (a card's pitch) a place is drawn at, for moving up and down between rows. */
export function placeColumn(layout: OverlapLayout, index: number): number {
  return (layout.places[index]?.x ?? 0) / 2;
}

/** The free card drawn nearest to place `index` (rows count double), or undefined when none is free. */
export function nearestFree(layout: OverlapLayout, state: GameState, index: number): Slot | undefined {
  const from = layout.places[index] ?? { row: 0, x: 0 };
  let best: { slot: Slot; distance: number } | undefined;
  for (const free of freePlaces(layout, state.tableau)) {
    const place = layout.places[free]!;
    const distance = 2 * Math.abs(place.row - from.row) + Math.abs(place.x - from.x);
    if (!best || distance < best.distance) best = { slot: { pile: 'tableau', index: free }, distance };
  }
  return best?.slot;
}

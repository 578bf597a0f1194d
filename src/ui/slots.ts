// The places the cursor can stand, laid out in rows as the board draws them. The layout comes
// from the state: every game has a row of tableau columns; games with foundations get a row above
// it (stock, waste, then the foundations from the fourth column on, as on a real table).
import type { GameState, PileRef } from '../engine/types.js';

export type Slot = PileRef | { pile: 'stock'; index: 0 };

export function sameSlot(a: Slot, b: Slot): boolean {
  return a.pile === b.pile && a.index === b.index;
}

/** Which board column a slot is drawn in (tableau columns count from 0). */
export function slotColumn(slot: Slot): number {
  switch (slot.pile) {
    case 'stock':
      return 0;
    case 'waste':
      return 1;
    case 'foundation':
      return 3 + slot.index;
    case 'tableau':
      return slot.index;
  }
}

/** The row above the columns: stock, waste and foundations; empty in games without foundations. */
export function topRowSlots(state: GameState): Slot[] {
  if (state.foundations.length === 0) return [];
  return [
    { pile: 'stock', index: 0 },
    { pile: 'waste', index: 0 },
    ...state.foundations.map((_, index): Slot => ({ pile: 'foundation', index })),
  ];
}

export function slotRows(state: GameState): Slot[][] {
  const tableau = state.tableau.map((_, index): Slot => ({ pile: 'tableau', index }));
  const top = topRowSlots(state);
  return top.length > 0 ? [top, tableau] : [tableau];
}

export function findSlot(rows: Slot[][], slot: Slot): { row: number; col: number } | undefined {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]!.findIndex((s) => sameSlot(s, slot));
    if (col >= 0) return { row, col };
  }
  return undefined;
}

/** The slot of a row drawn nearest above or below the given slot. */
export function nearestInRow(row: readonly Slot[], slot: Slot): Slot {
  const x = slotColumn(slot);
  return row.reduce((best, s) => (Math.abs(slotColumn(s) - x) < Math.abs(slotColumn(best) - x) ? s : best));
}

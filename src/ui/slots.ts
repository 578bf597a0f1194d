// The places the cursor can stand, laid out in rows as the board draws them. The layout comes
// from the state: every game has a row of tableau columns; games with a waste or foundations get
// a row above it (stock, waste, foundations).
import type { GameState, PileRef } from '../engine/types.js';

export type Slot = PileRef | { pile: 'stock'; index: 0 };

export function sameSlot(a: Slot, b: Slot): boolean {
  return a.pile === b.pile && a.index === b.index;
}

export function tableauRow(state: GameState): Slot[] {
  return state.tableau.map((_, index) => ({ pile: 'tableau', index }));
}

export function slotRows(state: GameState): Slot[][] {
  const tableau = tableauRow(state);
  if (state.foundations.length === 0) return [tableau];
  const top: Slot[] = [
    { pile: 'stock', index: 0 },
    { pile: 'waste', index: 0 },
    ...state.foundations.map((_, index): Slot => ({ pile: 'foundation', index })),
  ];
  return [top, tableau];
}

export function findSlot(rows: Slot[][], slot: Slot): { row: number; col: number } | undefined {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]!.findIndex((s) => sameSlot(s, slot));
    if (col >= 0) return { row, col };
  }
  return undefined;
}

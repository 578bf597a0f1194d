// Helpers over piles that several games share: reading a pile by reference, the same-suit run at
// the top of a column, and moving cards between columns while turning up what they expose.
import { faceUp, type Card } from './cards.js';
import { IllegalMoveError, type GameState, type PileRef } from './types.js';

export function pileOf(state: GameState, ref: PileRef): Card[] | undefined {
  switch (ref.pile) {
    case 'tableau':
      return state.tableau[ref.index];
    case 'waste':
      return ref.index === 0 ? state.waste : undefined;
    case 'foundation':
      return state.foundations[ref.index];
  }
}

/**
 * How many cards at the top of the column form one face-up run descending by one in a single
 * suit (7♠–6♠–5♠ is 3; an empty column is 0).
 */
export function sameSuitRunLength(column: readonly Card[]): number {
  const n = column.length;
  if (n === 0 || !column[n - 1]!.faceUp) return 0;
  let length = 1;
  for (let i = n - 2; i >= 0; i--) {
    const below = column[i]!;
    const above = column[i + 1]!;
    if (!below.faceUp || below.suit !== above.suit || below.rank !== above.rank + 1) break;
    length++;
  }
  return length;
}

/** The column without its top `count` cards, the card left on top turned face up. */
export function withoutTop(column: readonly Card[], count: number): Card[] {
  const rest = column.slice(0, column.length - count);
  const last = rest.length - 1;
  if (last >= 0 && !rest[last]!.faceUp) rest[last] = faceUp(rest[last]!);
  return rest;
}

/** Checks that a move names a real tableau column, or throws the reason. */
export function requireColumn(state: GameState, ref: PileRef, role: 'from' | 'to'): Card[] {
  const column = ref.pile === 'tableau' ? state.tableau[ref.index] : undefined;
  if (!column) throw new IllegalMoveError(`There is no column ${ref.index + 1} to move ${role === 'from' ? 'from' : 'to'}.`);
  return column;
}

/** The number of the column as the player sees it (1-based). */
export function columnLabel(index: number): string {
  return `column ${index + 1}`;
}

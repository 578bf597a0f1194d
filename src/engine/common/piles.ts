// Helpers over piles that several games share: reading a pile by reference, the same-suit run at
// the top of a column, and moving cards between columns while turning up what they expose.
import { faceUp, isRed, type Card } from '../cards/cards.js';
import { IllegalMoveError, type GameState, type Move, type PileRef } from '../types.js';

/** The pile a reference names, or undefined when there is none (a bad kind or index included). */
export function pileOf(state: GameState, ref: PileRef): Card[] | undefined {
  if (!Number.isInteger(ref.index) || ref.index < 0) return undefined;
  switch (ref.pile) {
    case 'tableau':
      return state.tableau[ref.index];
    case 'waste':
      return ref.index === 0 ? state.waste : undefined;
    case 'foundation':
      return state.foundations[ref.index];
    case 'cell':
      return state.cells?.[ref.index];
    case 'reserve':
      return state.reserve?.[ref.index];
  }
}

/** Whether `above` lies on `below` as the next card of a run that moves as a unit. */
export type Follows = (below: Card, above: Card) => boolean;

/** How many face-up cards at the top of the column form one run by the game's `follows` rule. */
export function topRunLength(column: readonly Card[], follows: Follows): number {
  const n = column.length;
  if (n === 0 || !column[n - 1]!.faceUp) return 0;
  let length = 1;
  for (let i = n - 2; i >= 0 && column[i]!.faceUp && follows(column[i]!, column[i + 1]!); i--) length++;
  return length;
}

const sameSuitDescending: Follows = (below, above) => below.suit === above.suit && below.rank === above.rank + 1;

/**
 * How many cards at the top of the column form one face-up run descending by one in a single
 * suit (7♠–6♠–5♠ is 3; an empty column is 0).
 */
export function sameSuitRunLength(column: readonly Card[]): number {
  return topRunLength(column, sameSuitDescending);
}

/** Whether `above` is one rank below `below` and of the other colour (a red 8 on a black 9). */
export const alternatingDescending: Follows = (below, above) =>
  below.rank === above.rank + 1 && isRed(below.suit) !== isRed(above.suit);

/**
 * How many cards at the top of the column form one face-up run descending by one in alternating
 * colours (8♠–7♥–6♣ is 3; an empty column is 0).
 */
export function alternatingRunLength(column: readonly Card[]): number {
  return topRunLength(column, alternatingDescending);
}

/**
 * Visits every move of a run between columns: each count up to the column's movable run, onto
 * every other column that accepts the run's first card. Stops, returning true, as soon as
 * `visit` returns true.
 */
export function someRunMove(
  tableau: readonly (readonly Card[])[],
  runLength: (column: readonly Card[]) => number,
  accepts: (target: readonly Card[], moving: Card) => boolean,
  visit: (move: Move) => boolean | void,
): boolean {
  for (let from = 0; from < tableau.length; from++) {
    const column = tableau[from]!;
    const run = runLength(column);
    for (let count = 1; count <= run; count++) {
      const moving = column[column.length - count]!;
      for (let to = 0; to < tableau.length; to++) {
        if (to === from || !accepts(tableau[to]!, moving)) continue;
        const move: Move = { type: 'move', from: { pile: 'tableau', index: from }, to: { pile: 'tableau', index: to }, count };
        if (visit(move)) return true;
      }
    }
  }
  return false;
}

/** The column without its top `count` cards, the card left on top turned face up. */
export function withoutTop(column: readonly Card[], count: number): Card[] {
  const rest = column.slice(0, column.length - count);
  const last = rest.length - 1;
  if (last >= 0 && !rest[last]!.faceUp) rest[last] = faceUp(rest[last]!);
  return rest;
}

/**
 * Columns of the given heights dealt from the front of `deck` (each filled from the bottom up,
 * the first column first), each with its top card turned face up; the rest of the deck after them.
 */
export function dealtColumns(deck: readonly Card[], heights: readonly number[]): { tableau: Card[][]; rest: Card[] } {
  let next = 0;
  const tableau = heights.map((height) => {
    const column = deck.slice(next, next + height);
    next += height;
    column[height - 1] = faceUp(column[height - 1]!);
    return column;
  });
  return { tableau, rest: deck.slice(next) };
}

/** Whether a move's `from` or `to` has the shape of a pile reference (a save may hold anything). */
export function isPileRef(ref: unknown): ref is PileRef {
  return typeof ref === 'object' && ref !== null && typeof (ref as PileRef).index === 'number';
}

/**
 * The state with the top `count` cards of pile `from` moved onto pile `to`, the card left on top
 * of a column turned face up. The move is checked already; only the arrays of the kinds of pile it
 * touches are copied.
 */
export function withCardsMoved<S extends GameState>(state: S, from: PileRef, to: PileRef, count: number): S {
  const next: S = { ...state };
  for (const kind of new Set([from.pile, to.pile])) {
    if (kind === 'tableau') next.tableau = state.tableau.slice();
    if (kind === 'foundation') next.foundations = state.foundations.slice();
    if (kind === 'cell') next.cells = state.cells!.slice();
    if (kind === 'reserve') next.reserve = state.reserve!.slice();
  }
  const source = pileOf(state, from)!;
  const target = pileOf(state, to)!;
  const moving = source.slice(source.length - count);
  setPile(next, from, from.pile === 'tableau' ? withoutTop(source, count) : source.slice(0, source.length - count));
  setPile(next, to, target.concat(moving));
  return next;
}

/** Puts `cards` in the pile `ref` names, in a state whose arrays of that kind are already copies. */
function setPile(state: GameState, ref: PileRef, cards: Card[]): void {
  if (ref.pile === 'waste') state.waste = cards;
  else if (ref.pile === 'tableau') state.tableau[ref.index] = cards;
  else if (ref.pile === 'foundation') state.foundations[ref.index] = cards;
  else if (ref.pile === 'reserve') state.reserve![ref.index] = cards;
  else state.cells![ref.index] = cards;
}

/** Checks that a move names a real tableau column, or throws the reason. */
export function requireColumn(state: GameState, ref: PileRef, role: 'from' | 'to'): Card[] {
  const column = ref.pile === 'tableau' ? pileOf(state, ref) : undefined;
  if (!column) throw new IllegalMoveError(`There is no column ${ref.index + 1} to move ${role === 'from' ? 'from' : 'to'}.`);
  return column;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The number of the column as the player sees it (1-based). */
export function columnLabel(index: number): string {
  return `column ${index + 1}`;
}

// Motion: how a move the player plays, or a new deal, is shown arriving, in a few frames before
// the board as it now stands. A card moved glides from its pile to its place over the board without
// it; a row dealt comes onto the columns from left to right; a new deal falls row by row. Pure: the
// boards to draw at each frame and the cards in flight, from the board before, the board after and
// the move; where the board draws a pile (boardGeometry.cardSpot) places the flight on screen.
import type { Card } from '../../engine/cards/cards.js';
import type { GameState, Move, PileRef } from '../../engine/types.js';
import { overlapOf } from './overlapGeometry.js';
import type { Slot } from './slots.js';

/**
 * Frames before the board lands, one every FRAME_MS: at 0, 50 and 100 ms, the board as it stands
 * at 150 ms. Few frames keep a move's bytes few: each draws only the lines the cards cross.
 */
export const MOTION_FRAMES = 3;
export const FRAME_MS = 50;

/**
 * Whether motion may run at all: LEAVES_MOTION=off turns it off for a run whatever the setting
 * says. The end-to-end tests set it: they read each screen as soon as it changes, and a frame in
 * flight changes again with no key pressed (their motion test turns it back on).
 */
export function motionAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LEAVES_MOTION !== 'off';
}

/** What set the board moving: a move played from the board before it, or a new deal. */
export type MotionCause = { kind: 'play'; before: GameState; move: Move } | { kind: 'deal' };

/** A card of a pile (from the bottom, 0), where a flight starts or ends. */
export interface CardAt {
  slot: Slot;
  index: number;
}

/** Cards in flight: from where they stood on the board before to where they land on the board after. */
export interface Flight {
  cards: Card[];
  from: CardAt;
  to: CardAt;
  before: GameState;
  after: GameState;
}

/** The frames of a motion: the board under each (the flight, if any, drawn over it, `fraction` of the way). */
export interface Motion {
  boards: GameState[];
  flight?: Flight;
}

/** How far along its way the flight is drawn at `frame` (never at its start or its end). */
export function flightFraction(frame: number): number {
  return (frame + 1) / (MOTION_FRAMES + 1);
}

function withPile(state: GameState, ref: PileRef, cards: Card[]): GameState {
  const replaced = (piles: readonly Card[][]) => piles.map((pile, i) => (i === ref.index ? cards : pile));
  switch (ref.pile) {
    case 'tableau':
      return { ...state, tableau: replaced(state.tableau) };
    case 'waste':
      return { ...state, waste: cards };
    case 'foundation':
      return { ...state, foundations: replaced(state.foundations) };
    case 'cell':
      return { ...state, cells: replaced(state.cells ?? []) };
    case 'reserve':
      return { ...state, reserve: replaced(state.reserve ?? []) };
  }
}

function pileIn(state: GameState, ref: PileRef): Card[] {
  switch (ref.pile) {
    case 'tableau':
      return state.tableau[ref.index] ?? [];
    case 'waste':
      return state.waste;
    case 'foundation':
      return state.foundations[ref.index] ?? [];
    case 'cell':
      return state.cells?.[ref.index] ?? [];
    case 'reserve':
      return state.reserve?.[ref.index] ?? [];
  }
}

const frames = <T>(at: (frame: number) => T): T[] => Array.from({ length: MOTION_FRAMES }, (_, frame) => at(frame));

/** The first `share` of `total` things (rounded up) shown at `frame`. */
const shownAt = (frame: number, total: number) => Math.ceil((total * (frame + 1)) / (MOTION_FRAMES + 1));

/** A new deal falling: each frame shows more of its rows (of columns, or of an overlapping layout). */
function falling(after: GameState): Motion | undefined {
  const overlap = overlapOf(after);
  if (overlap) {
    const rows = Math.max(...overlap.places.map((p) => p.row)) + 1;
    return { boards: frames((f) => ({ ...after, tableau: after.tableau.map((pile, i) => ((overlap.places[i]?.row ?? 0) < shownAt(f, rows) ? pile : [])) })) };
  }
  const rows = Math.max(0, ...after.tableau.map((pile) => pile.length));
  if (rows === 0) return undefined;
  return { boards: frames((f) => ({ ...after, tableau: after.tableau.map((pile) => pile.slice(0, shownAt(f, rows))) })) };
}

/** A deal from the stock: a row onto the columns, left to right; or a card turned, flying to the waste (or a foundation). */
function dealt(before: GameState, after: GameState): Motion | undefined {
  const dealtOn = after.tableau.map((pile, i) => pile.length > (before.tableau[i]?.length ?? 0));
  const columns = dealtOn.lastIndexOf(true) + 1;
  if (columns > 0) {
    const board = (f: number) => ({ ...after, tableau: after.tableau.map((pile, i) => (dealtOn[i] && i >= shownAt(f, columns) ? before.tableau[i]! : pile)) });
    return { boards: frames(board) };
  }
  // A card turned from the stock: onto the waste, or where a game has none, onto a foundation.
  const grown: PileRef | undefined =
    after.waste.length > before.waste.length ? { pile: 'waste', index: 0 } : foundationGrown(before, after);
  if (!grown || before.stock.length === 0) return undefined;
  const landed = pileIn(after, grown);
  return {
    boards: frames(() => withPile(after, grown, pileIn(before, grown))),
    flight: { cards: landed.slice(-1), from: { slot: { pile: 'stock', index: 0 }, index: 0 }, to: { slot: grown, index: landed.length - 1 }, before, after },
  };
}

function foundationGrown(before: GameState, after: GameState): PileRef | undefined {
  const index = after.foundations.findIndex((pile, i) => pile.length > (before.foundations[i]?.length ?? 0));
  return index < 0 ? undefined : { pile: 'foundation', index };
}

/** The motion that shows `cause` arriving at the board `after`, or undefined where nothing moves. */
export function motionOf(cause: MotionCause, after: GameState): Motion | undefined {
  if (cause.kind === 'deal') return falling(after);
  const { before, move } = cause;
  if (move.type === 'deal') return dealt(before, after);
  if (move.type !== 'move') return undefined;
  const from = pileIn(before, move.from);
  const cards = from.slice(-move.count);
  if (cards.length === 0) return undefined;
  const lifted = withPile(before, move.from, from.slice(0, from.length - cards.length));
  const landed = Math.max(0, pileIn(after, move.to).length - cards.length);
  return { boards: frames(() => lifted), flight: { cards, from: { slot: move.from, index: from.length - cards.length }, to: { slot: move.to, index: landed }, before, after } };
}

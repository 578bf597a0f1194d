// Where everything on the board is, in terminal cells: each pile's columns, the lines of the top
// row and of the tableau, and which card of a column each line shows. The board is drawn from it,
// and a mouse click is read back through it (slotAt), so a click always lands on what it shows.
import { topCard, type Card } from '../../engine/cards/cards.js';
import type { TopRowPlace } from '../../engine/game.js';
import type { GameState } from '../../engine/types.js';
import { FAN_STRIP_WIDTH } from './cardFrame.js';
import { pileLines, pitchOf, topRowLines, topRowSize, type CardSize } from './cardSize.js';
import { fannedWidth, type CardMark } from './cardText.js';
import { columnPieces, pieceAtLine, type ColumnPiece } from './columnPieces.js';
import type { UiState } from '../hooks/uiState.js';
import { overlapOf, placeAt, placeCell } from './overlapGeometry.js';
import { sameSlot, topRowPlaces, type Slot } from './slots.js';
import type { Theme } from './theme.js';

/** Screen lines above the board: the header and a blank line. */
export const BOARD_TOP = 2;

/** The waste's cards fanned under its top card (none unless the game fans it). */
export function wasteFan(state: GameState, place: TopRowPlace): Card[] {
  return place.slot.pile === 'waste' && topCard(state.waste) ? state.waste.slice(-(place.fanned ?? 1), -1) : [];
}

/** The widest card face fanned under the waste in this style (a ten: "10♥"). */
const WIDEST_FACE: Card = { rank: 10, suit: 'hearts', faceUp: true };

/**
 * Columns the fanned cards under the waste's top card may take at most (its cards and the spaces between
 * them): a pile's place never moves as the fanned cards grow, and the board's width never changes.
 */
export function fanRoom(place: TopRowPlace, size: CardSize, theme: Theme): number {
  const under = place.slot.pile === 'waste' ? Math.max(0, (place.fanned ?? 1) - 1) : 0;
  if (size.framed) return under * FAN_STRIP_WIDTH;
  return under * fannedWidth(WIDEST_FACE, theme) + Math.max(0, under - 1);
}

export interface PlaceSpan {
  place: TopRowPlace;
  /** The first column of the pile (its fanned cards, for the waste). */
  start: number;
  /** Columns it takes, the room for its fanned cards included. */
  width: number;
}

/**
 * Where each pile of the row above the columns is drawn: at its board column, or just after the pile
 * before, so a row with more places than columns runs on past the last column.
 */
export function topRowSpans(state: GameState, size: CardSize, theme: Theme): PlaceSpan[] {
  const top = topRowSize(size);
  let at = 0;
  return topRowPlaces(state).map((place) => {
    const start = Math.max(at, place.column * pitchOf(size));
    const width = fanRoom(place, top, theme) + top.width;
    at = start + width;
    return { place, start, width };
  });
}

/** Columns the board takes in a card size: its columns, or its top row (and a space after) where that is wider. */
export function boardWidth(state: GameState, size: CardSize, theme: Theme): number {
  const last = topRowSpans(state, size, theme).at(-1);
  return Math.max(state.tableau.length * pitchOf(size), last ? last.start + last.width + 1 : 0);
}

/** Lines the top row takes with the blank line under it (0 for games without one). */
export function topRowHeight(state: GameState, size: CardSize): number {
  return topRowLines(size, topRowPlaces(state).length > 0);
}

/** The cards of a pile that are marked: the chosen run under the cursor, or the held one. */
export function markingOf(ui: UiState, slot: Slot, size: number): { count: number; mark: CardMark } | null {
  const { held, cursor, depth } = ui;
  if (held && sameSlot(held.from, slot)) return { count: held.count, mark: 'held' };
  if (!held && sameSlot(cursor, slot) && size > 0) return { count: Math.min(depth, size), mark: 'chosen' };
  return null;
}

/** The pieces a tableau column draws, keeping the first marked card in view when it folds. */
export function tableauPieces(ui: UiState, index: number, size: CardSize, maxLines: number): ColumnPiece[] {
  const cards = ui.position.state.tableau[index] ?? [];
  const marked = markingOf(ui, { pile: 'tableau', index }, cards.length);
  return columnPieces(cards, size, maxLines, marked ? cards.length - marked.count : undefined);
}

/** What a click at a screen cell (0-based) lands on: a pile, and for a column the card under it. */
export interface BoardHit {
  slot: Slot;
  /** The card clicked in a column (from the bottom, 0), when a card is under the click. */
  index?: number;
}

export function slotAt(ui: UiState, size: CardSize, maxLines: number, theme: Theme, x: number, y: number): BoardHit | undefined {
  const state = ui.position.state;
  const topHeight = topRowHeight(state, size);
  const row = y - BOARD_TOP;
  if (topHeight > 0 && row >= 1 && row < pileLines(topRowSize(size))) {
    const span = topRowSpans(state, size, theme).find((s) => x >= s.start && x < s.start + s.width);
    return span ? { slot: span.place.slot } : undefined;
  }
  const overlap = overlapOf(state);
  if (overlap) {
    const place = placeAt(overlap, state.tableau, size, x, row - topHeight);
    return place === undefined ? undefined : { slot: { pile: 'tableau', index: place }, index: 0 };
  }
  const line = row - topHeight - 1;
  const index = Math.floor(x / pitchOf(size));
  if (line < 0 || x % pitchOf(size) >= size.width || index >= state.tableau.length) return undefined;
  const piece = pieceAtLine(tableauPieces(ui, index, size, maxLines), line);
  if (!piece) return undefined;
  const slot: Slot = { pile: 'tableau', index };
  return piece.kind === 'card' ? { slot, index: piece.index } : piece.kind === 'empty' ? { slot } : undefined;
}

/** A cell of the screen (0-based), where a card's top left corner is drawn. */
export interface Spot {
  x: number;
  y: number;
}

/**
 * Where card `index` of a pile (from the bottom, 0) is drawn, or would be drawn were it there: a
 * column's card line (its fold's line where it is folded away), a top-row place's card (right of the
 * waste's fanned cards) or an overlapping layout's place. Undefined for a pile the board does not show.
 */
export function cardSpot(ui: UiState, size: CardSize, maxLines: number, theme: Theme, slot: Slot, index: number): Spot | undefined {
  const state = ui.position.state;
  const topHeight = topRowHeight(state, size);
  if (slot.pile !== 'tableau') {
    const span = topRowSpans(state, size, theme).find((s) => sameSlot(s.place.slot, slot));
    return span && { x: span.start + span.width - topRowSize(size).width, y: BOARD_TOP + 1 };
  }
  const overlap = overlapOf(state);
  if (overlap) {
    if (!overlap.places[slot.index]) return undefined;
    const cell = placeCell(overlap, slot.index, size);
    return { x: cell.x, y: BOARD_TOP + topHeight + cell.y };
  }
  if (slot.index >= state.tableau.length) return undefined;
  let line = 0;
  let first = 0;
  for (const piece of tableauPieces(ui, slot.index, size, maxLines)) {
    const last = piece.kind === 'card' ? piece.index : piece.kind === 'empty' ? 0 : first + piece.count - 1;
    if (last >= index) break;
    line += piece.lines;
    first = last + 1;
  }
  return { x: slot.index * pitchOf(size), y: BOARD_TOP + topHeight + 1 + line };
}

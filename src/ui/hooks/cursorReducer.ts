// The cursor: which pile it stands on and how many cards of its run are chosen; the arrow keys and
// the column keys move it (holding cards, only between the piles that take them). Pure.
import type { CardMove } from '../../engine/hints.js';
import type { Position } from '../../engine/session/session.js';
import type { PileRef } from '../../engine/types.js';
import { messages } from '../messages.js';
import { overlapOf } from '../board/overlapGeometry.js';
import { findSlot, nearestInRow, sameSlot, slotNear, slotRows, type Slot } from '../board/slots.js';
import { bareUiState, DEFAULT_PREFERENCES, error, FIRST_COLUMN, rulesOf, type Preferences, type UiState } from './uiState.js';

export function initialUiState(position: Position, notice: string | null = null, preferences: Preferences = DEFAULT_PREFERENCES): UiState {
  const ui = bareUiState(position, notice, preferences);
  return cursorOnBoard({ ...ui, cursor: lastMoveSlot(position) ?? ui.cursor });
}

/**
 * Where a game taken up again (resumed, brought back) puts the cursor: where play left it, as near
 * as its moves tell. The column the last cards moved went to, or the pile they left when they went
 * up or to a cell. A deal or a draw moves no cursor (d is pressed from anywhere), so the card move
 * before it counts; a game with no card moved starts on the first column.
 */
function lastMoveSlot(position: Position): Slot | undefined {
  const moves = position.session.moves;
  for (let i = moves.length - 1; i >= 0; i--) {
    const move = moves[i]!;
    if (move.type === 'move') return move.to.pile === 'tableau' ? move.to : move.from;
  }
  return undefined;
}

export function movable(ui: UiState, slot: Slot): number {
  if (slot.pile === 'stock') return 0;
  return rulesOf(ui).movableCount(ui.position.state, slot);
}

/** The counts of its top cards that may be picked up together, fewest first (none from the stock). */
export function groupSizes(ui: UiState, slot: Slot): number[] {
  if (slot.pile === 'stock') return [];
  return rulesOf(ui).groupSizes(ui.position.state, slot);
}

function movesOf(ui: UiState, from: PileRef, count: number): CardMove[] {
  return rulesOf(ui)
    .legalMoves(ui.position.state)
    .filter((m): m is CardMove => m.type === 'move' && sameSlot(m.from, from) && m.count === count);
}

/** Destinations that accept `count` cards from `from`. */
export function destinations(ui: UiState, from: PileRef, count: number): PileRef[] {
  return movesOf(ui, from, count).map((m) => m.to);
}

/** The deepest pick that some pile accepts, or the whole movable run when none does. */
function defaultDepth(ui: UiState, slot: Slot): number {
  if (slot.pile === 'stock') return 1;
  const sizes = groupSizes(ui, slot);
  for (const count of [...sizes].reverse()) if (movesOf(ui, slot, count).length > 0) return count;
  return sizes.at(-1) ?? 1;
}

export function withCursor(ui: UiState, cursor: Slot): UiState {
  return { ...ui, cursor, depth: ui.held ? ui.depth : defaultDepth(ui, cursor) };
}

/** After the board changes: the cursor stays on a real pile, with a sensible depth. */
export function cursorOnBoard(ui: UiState): UiState {
  const rows = slotRows(ui.position.state);
  return withCursor(ui, findSlot(rows, ui.cursor) ? ui.cursor : slotNear(ui.position.state, ui.cursor, FIRST_COLUMN));
}

/** ← → (dx −1, 1): the next pile in the row; holding cards, the next pile that takes them. */
export function step(ui: UiState, dx: number): UiState {
  const rows = slotRows(ui.position.state);
  const at = findSlot(rows, ui.cursor) ?? { row: rows.length - 1, col: 0 };
  const row = rows[at.row]!;
  if (!ui.held) return withCursor(ui, row[(at.col + dx + row.length) % row.length]!);
  const held = ui.held;
  const flat = rows.flat();
  const takers = destinations(ui, held.from, held.count);
  // On an overlapping layout the held card looks like the cursor, so it is no stop while another
  // card takes it (Esc puts it back); columns keep their source as a stop, to drop it back there.
  const sourceStops = takers.length === 0 || overlapOf(ui.position.state) === undefined;
  const stops = flat.filter((s) => (sourceStops && sameSlot(s, held.from)) || takers.some((d) => sameSlot(d, s)));
  const index = flat.findIndex((s) => sameSlot(s, ui.cursor));
  for (let i = 1; i <= flat.length; i++) {
    const candidate = flat[(index + dx * i + flat.length * 2) % flat.length]!;
    if (stops.some((s) => sameSlot(s, candidate))) return { ...ui, cursor: candidate };
  }
  return ui;
}

/**
 * ↑ ↓: more or fewer cards of the run, only as many as may move together; past its end, the row
 * above or below (a game's top row).
 */
export function vertical(ui: UiState, deeper: boolean): UiState {
  if (ui.held) return ui;
  const rows = slotRows(ui.position.state);
  const at = findSlot(rows, ui.cursor);
  const sizes = groupSizes(ui, ui.cursor);
  const next = deeper ? sizes.find((count) => count > ui.depth) : [...sizes].reverse().find((count) => count < ui.depth);
  if (next !== undefined) return { ...ui, depth: next };
  if (at && rows.length > 1) {
    const row = at.row + (deeper ? -1 : 1);
    if (row >= 0 && row < rows.length) return withCursor(ui, nearestInRow(ui.position.state, rows[row]!, ui.cursor));
  }
  return ui;
}

/** A column key while holding nothing: the cursor jumps there. */
export function toColumn(ui: UiState, index: number): UiState {
  const slot: Slot = { pile: 'tableau', index };
  // On an overlapping layout a tableau pile is a place, and only the free ones take the cursor.
  if (!findSlot(slotRows(ui.position.state), slot)) return error(ui, messages.noColumn(index));
  return withCursor(ui, slot);
}

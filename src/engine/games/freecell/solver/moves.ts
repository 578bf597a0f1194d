// The solver's moves on its compact position: generating them, playing them, putting safe cards
// up, and turning them into engine moves.
//
// A move is one number: the card moved (the bottom card of a run), where it goes (a foundation,
// a free cell, onto a column's top card, or into an empty column), and, for playing it at once,
// where it comes from, how many cards move and which column takes them. Its low 14 bits (card,
// kind and target card) name it in any position where the card can move that way, whatever the
// order of the columns: that is what the seen-table keeps to rebuild a winning line.
//
// The moves generated are all the rules engine's legal moves (engine/ruleSet/moves.ts) except those that lead to a
// position with the same key: a card from one free cell to another, a card into a second empty
// cell or a run into a second empty column (the cells and the columns are interchangeable), and
// a whole column into an empty column. So a search that tries all of them misses no position.
import type { Move, PileRef } from '../../../types.js';
import { CELLS } from '../ruleSet.js';
import { COLUMNS, isRedCard, NONE, rankOf, STRIDE, suitOf, type Position } from './position.js';

const TO_FOUNDATION = 0;
const TO_CELL = 1;
const ONTO_CARD = 2;
const TO_EMPTY_COLUMN = 3;

/** More than the most moves a position can have (8 × 7 column moves, 4 × 9 from cells, 8 + 4 up). */
export const MAX_MOVES = 128;
/** The bits of a move that name it in any position (card, kind, target card). */
export const MOVE_NAME_MASK = 0x3fff;

const encode = (card: number, kind: number, target: number, source: number, count: number, column: number): number =>
  card | (kind << 6) | (target << 8) | (source << 14) | (count << 18) | (column << 24);

const moveCard = (move: number): number => move & 63;
const moveKind = (move: number): number => (move >> 6) & 3;
const moveTarget = (move: number): number => (move >> 8) & 63;
/** 0–7 a column, 8–11 a free cell. */
const moveSource = (move: number): number => (move >> 14) & 15;
const moveCount = (move: number): number => (move >> 18) & 63;
const moveColumn = (move: number): number => (move >> 24) & 7;

function fitsOn(below: number, above: number): boolean {
  return rankOf(below) === rankOf(above) + 1 && isRedCard(below) !== isRedCard(above);
}

function fitsFoundation(position: Position, card: number): boolean {
  return position.foundations[suitOf(card)] === rankOf(card) - 1;
}

/** How many cards at the top of column `c` descend by one in alternating colours. */
function runLength(position: Position, c: number): number {
  const height = position.heights[c]!;
  const base = c * STRIDE;
  let length = height > 0 ? 1 : 0;
  while (length < height && fitsOn(position.cards[base + height - length - 1]!, position.cards[base + height - length]!)) length++;
  return length;
}

/** Writes every move of the position to `out` (see the header for those left out); returns how many. */
export function generateMoves(position: Position, out: Int32Array): number {
  const { cells, heights, cards } = position;
  let n = 0;
  let freeCell = -1;
  let freeCells = 0;
  for (let i = CELLS - 1; i >= 0; i--) {
    if (cells[i] === NONE) {
      freeCell = i;
      freeCells++;
    }
  }
  let emptyColumn = -1;
  let emptyColumns = 0;
  for (let c = COLUMNS - 1; c >= 0; c--) {
    if (heights[c] === 0) {
      emptyColumn = c;
      emptyColumns++;
    }
  }
  const limitOntoCard = (freeCells + 1) << emptyColumns;
  const limitIntoEmpty = emptyColumns > 0 ? (freeCells + 1) << (emptyColumns - 1) : 0;

  // Up to the foundations.
  for (let i = 0; i < CELLS; i++) {
    const card = cells[i]!;
    if (card !== NONE && fitsFoundation(position, card)) out[n++] = encode(card, TO_FOUNDATION, 0, COLUMNS + i, 1, 0);
  }
  for (let c = 0; c < COLUMNS; c++) {
    const card = position.top(c);
    if (card !== NONE && fitsFoundation(position, card)) out[n++] = encode(card, TO_FOUNDATION, 0, c, 1, 0);
  }
  // From a free cell onto a column.
  for (let i = 0; i < CELLS; i++) {
    const card = cells[i]!;
    if (card === NONE) continue;
    for (let c = 0; c < COLUMNS; c++) {
      const top = position.top(c);
      if (top !== NONE && fitsOn(top, card)) out[n++] = encode(card, ONTO_CARD, top, COLUMNS + i, 1, c);
    }
    if (emptyColumn >= 0) out[n++] = encode(card, TO_EMPTY_COLUMN, 0, COLUMNS + i, 1, emptyColumn);
  }
  // Runs between columns.
  for (let from = 0; from < COLUMNS; from++) {
    const height = heights[from]!;
    if (height === 0) continue;
    const run = runLength(position, from);
    const topRank = rankOf(cards[from * STRIDE + height - 1]!);
    for (let to = 0; to < COLUMNS; to++) {
      const target = position.top(to);
      if (to === from || target === NONE) continue;
      const count = rankOf(target) - topRank;
      if (count < 1 || count > run || count > limitOntoCard) continue;
      const card = cards[from * STRIDE + height - count]!;
      if (isRedCard(card) !== isRedCard(target)) out[n++] = encode(card, ONTO_CARD, target, from, count, to);
    }
    if (emptyColumn < 0) continue;
    const most = Math.min(run, limitIntoEmpty, height - 1);
    for (let count = 1; count <= most; count++) {
      out[n++] = encode(cards[from * STRIDE + height - count]!, TO_EMPTY_COLUMN, 0, from, count, emptyColumn);
    }
  }
  // From a column into a free cell.
  if (freeCell >= 0) {
    for (let c = 0; c < COLUMNS; c++) {
      if (heights[c]! > 0) out[n++] = encode(position.top(c), TO_CELL, 0, c, 1, 0);
    }
  }
  return n;
}

/** Plays a move generated in this very position. */
export function applyMove(position: Position, move: number): void {
  const source = moveSource(move);
  const count = moveCount(move);
  const card = moveCard(move);
  const { cards, heights } = position;
  const fromCell = source >= COLUMNS;
  if (fromCell) position.cells[source - COLUMNS] = NONE;
  else heights[source] = heights[source]! - count;
  switch (moveKind(move)) {
    case TO_FOUNDATION:
      position.foundations[suitOf(card)]!++;
      return;
    case TO_CELL:
      position.cells[position.cells.indexOf(NONE)] = card;
      return;
    default: {
      const to = moveColumn(move);
      if (fromCell) {
        cards[to * STRIDE + heights[to]!] = card;
      } else {
        const from = source * STRIDE + heights[source]!;
        cards.copyWithin(to * STRIDE + heights[to]!, from, from + count);
      }
      heights[to] = heights[to]! + count;
    }
  }
}

/**
 * True when the card can go up without ever being missed: an Ace or a 2, or both cards of the
 * rank below and the other colour are up (the proof is at isSafe in engine/ruleSet/autoPlay.ts).
 */
function isSafe(position: Position, card: number): boolean {
  const rank = rankOf(card);
  if (rank <= 2) return true;
  const f = position.foundations;
  // Spades 0 and clubs 3 are black; hearts 1 and diamonds 2 red.
  return isRedCard(card) ? f[0]! >= rank - 1 && f[3]! >= rank - 1 : f[1]! >= rank - 1 && f[2]! >= rank - 1;
}

/** Puts safe cards up, free cells first then the columns, until none is left; reports each move. */
export function playSafeCards(position: Position, played?: (move: number) => void): void {
  for (let again = true; again; ) {
    again = false;
    for (let source = 0; source < COLUMNS + CELLS; source++) {
      const card = source < COLUMNS ? position.top(source) : position.cells[source - COLUMNS]!;
      if (card === NONE || !fitsFoundation(position, card) || !isSafe(position, card)) continue;
      const move = encode(card, TO_FOUNDATION, 0, source, 1, 0);
      played?.(move);
      applyMove(position, move);
      again = true;
    }
  }
}

/**
 * The move a name (its low 14 bits) stands for in this position, with its source, count and
 * target column found again; −1 when the card cannot move that way here.
 */
export function resolveMove(position: Position, name: number): number {
  const card = moveCard(name);
  const kind = moveKind(name);
  let source = position.cells.indexOf(card) >= 0 ? COLUMNS + position.cells.indexOf(card) : -1;
  let count = 1;
  for (let c = 0; c < COLUMNS && source < 0; c++) {
    const at = position.cards.subarray(c * STRIDE, c * STRIDE + position.heights[c]!).indexOf(card);
    if (at >= 0) {
      source = c;
      count = position.heights[c]! - at;
    }
  }
  if (source < 0) return -1;
  let column = 0;
  if (kind === ONTO_CARD || kind === TO_EMPTY_COLUMN) {
    column = -1;
    for (let c = 0; c < COLUMNS && column < 0; c++) {
      if (kind === ONTO_CARD ? position.top(c) === moveTarget(name) : position.heights[c] === 0) column = c;
    }
    if (column < 0) return -1;
  }
  return encode(card, kind, moveTarget(name), source, count, column);
}

/** The engine's move for a move generated in this very position. */
export function toEngineMove(position: Position, move: number): Move {
  const source = moveSource(move);
  const from: PileRef = source >= COLUMNS ? { pile: 'cell', index: source - COLUMNS } : { pile: 'tableau', index: source };
  let to: PileRef;
  switch (moveKind(move)) {
    case TO_FOUNDATION:
      to = { pile: 'foundation', index: suitOf(moveCard(move)) };
      break;
    case TO_CELL:
      to = { pile: 'cell', index: position.cells.indexOf(NONE) };
      break;
    default:
      to = { pile: 'tableau', index: moveColumn(move) };
  }
  return { type: 'move', from, to, count: moveCount(move) };
}

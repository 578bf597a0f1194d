// The solver's moves on its compact position (position.ts): generating every legal move of the
// rule set, playing one in place (with its automatic consequences: a card turned up, an emptied
// column filled from the reserve, a completed run leaving the table), and saying it as an engine
// move. A move is one number: its kind, the pile it comes from, where it goes, how many cards.
//
// The moves generated are the engine's legal moves (engine/ruleSet/) less those that reach a
// position with the same key as another generated move, or as the position itself: a card into a
// second empty free cell, onto a second foundation of its suit at the same height, from one free
// cell to another, and, where every column is alike (Shape.columnsAlike, or once the stock that
// deals to columns is empty), into a second empty column or a whole column into an empty one. With
// a waste, the turns of the stock and of the waste are not moves of their own: each card they can
// bring up is played with them (deck.ts). The property test in test/engine/ruleSet/ checks this
// against the engine on random positions of every shipped game.
import { grownArray } from '../../../search/grownArray.js';
import type { Move, PileRef } from '../../types.js';
import { FACE_DOWN, NONE, rankOfCode, suitOfCode } from './cards.js';
import { bringUp, deckCard, reachableDeckCards, turnsTo } from './deck.js';
import { usesDeck } from './deckKey.js';
import { HOLE_COUNTS, HOLE_TOP, REDEALS, REMOVED, type Position } from './position.js';

const TO_PILE = 0;
export const TO_FOUNDATION = 1;
const TO_HOLE = 2;
const DEAL = 3;
const RECYCLE = 4;
const FROM_FOUNDATION = 5;
/** A card of the stock and waste brought up and played (deck.ts): its move's kind, where, and the reach in the count. */
const FROM_DECK = 6;

export const encodeMove = (kind: number, from: number, to: number, count: number): number =>
  kind | (from << 3) | (to << 10) | (count << 17);
const moveKind = (move: number): number => move & 7;
const moveFrom = (move: number): number => (move >> 3) & 127;
const moveTo = (move: number): number => (move >> 10) & 127;
const moveCount = (move: number): number => (move >> 17) & 255;
const encodeDeckMove = (kind: number, to: number, reach: number): number => FROM_DECK | (kind << 3) | (to << 10) | (reach << 17);
const deckReach = (move: number): number => move >>> 17;

/** Whether `above` (face up) may lie on `below` in a column: read from the shape's table (fitsTable). */
export function fitsOn(position: Position, below: number, above: number): boolean {
  return position.shape.fits[(below << 8) | above] === 1;
}

/** Whether `above` follows `below` in a group that moves together under the group rule. */
function follows(position: Position, below: number, above: number): boolean {
  const s = position.shape;
  if (below & FACE_DOWN) return false;
  if (s.group === 'suit-run') {
    const rb = rankOfCode(below);
    const ra = rankOfCode(above);
    return suitOfCode(below) === suitOfCode(above) && (rb === ra + 1 || (s.wrap && rb === 1 && ra === 13));
  }
  return fitsOn(position, below, above);
}

/** The rank the foundation takes next, or 0 when it is full (or cannot go on). */
function nextRank(position: Position, f: number): number {
  const s = position.shape;
  const count = position.vals[f]!;
  if (count >= 13) return 0;
  const next = s.baseRank + count;
  if (next <= 13) return next;
  return s.foundationWrap ? next - 13 : 0;
}

/** The foundation the card goes on now (the first of its suit that takes it), or −1. */
export function foundationFor(position: Position, card: number): number {
  const f = position.shape.foundations;
  const rank = rankOfCode(card);
  for (let i = suitOfCode(card); i < f; i += 4) if (nextRank(position, i) === rank) return i;
  return -1;
}

/** Whether the card goes into the hole now. */
function fitsHole(position: Position, card: number): boolean {
  const top = position.vals[position.extra + HOLE_TOP]!;
  if (top === NONE) return true;
  const a = rankOfCode(top);
  const b = rankOfCode(card);
  return a === b + 1 || b === a + 1 || (position.shape.holeWrap && a + b === 14 && (a === 1 || b === 1));
}

/** Whether an empty column takes a group whose first card is `card`. */
function emptyTakes(position: Position, card: number): boolean {
  switch (position.shape.empty) {
    case 'any':
      return true;
    case 'kings':
      return rankOfCode(card) === 13;
    case 'none':
      return false;
    default:
      // 'reserve': while the reserve has cards, an emptied column is filled at once.
      return nextReservePile(position) < 0;
  }
}

/** The longest group that may leave column c under the group rule (0: none). */
function longestGroup(position: Position, c: number): number {
  const s = position.shape;
  const h = position.heights[c]!;
  if (h === 0) return 0;
  const base = c * s.stride;
  const cards = position.cards;
  if (cards[base + h - 1]! & FACE_DOWN) return 0;
  switch (s.group) {
    case 'one':
      return 1;
    case 'any-face-up':
    case 'whole-pile':
    case 'top-or-whole-pile': {
      let n = 1;
      while (n < h && !(cards[base + h - n - 1]! & FACE_DOWN)) n++;
      return n;
    }
    default: {
      let n = 1;
      while (n < h && follows(position, cards[base + h - n - 1]!, cards[base + h - n]!)) n++;
      return n;
    }
  }
}

/** Whether the group rule lets n cards leave column c, whose longest group is `most`. */
function groupAllowed(position: Position, n: number, h: number, most: number): boolean {
  if (n > most) return false;
  switch (position.shape.group) {
    case 'whole-pile':
      return n === h;
    case 'top-or-whole-pile':
      return n === 1 || n === h;
    default:
      return true;
  }
}

/** Moves as the search keeps them: each with a rank, the order it is tried in (lower first; only the order depends on it). */
export interface MoveList {
  moves: Int32Array;
  ranks: Int32Array;
}

/** Writes every move of a position (see the header for those left out) into a MoveList. */
export class MoveGenerator {
  private list: MoveList = { moves: new Int32Array(0), ranks: new Int32Array(0) };
  private n = 0;
  private emptyCell = -1;
  private firstEmpty = -1;
  private alike = false;
  /** The deck card being played (its reach, deck.ts), or −1 for a card of its own pile. */
  private reach = -1;
  private reaches = new Int32Array(0);

  constructor(private readonly position: Position) {}

  /** Writes the position's moves at `at`; returns the new end. */
  generate(list: MoveList, at: number): number {
    const position = this.position;
    const s = position.shape;
    const { heights } = position;
    const T = s.columns;
    this.list = list;
    this.n = at;
    let emptyCell = -1;
    let freeCells = 0;
    for (let i = s.cells - 1; i >= 0; i--) {
      if (heights[T + i] === 0) {
        emptyCell = T + i;
        freeCells++;
      }
    }
    let emptyColumns = 0;
    let firstEmpty = -1;
    for (let c = T - 1; c >= 0; c--) {
      if (heights[c] === 0) {
        emptyColumns++;
        firstEmpty = c;
      }
    }
    this.emptyCell = emptyCell;
    this.firstEmpty = firstEmpty;
    const alike = s.columnsAlike || heights[s.stock] === 0;
    this.alike = alike;
    // Whether a column can take anything now: a build, or an empty column that takes a card.
    const columnsTake = s.build !== 'none' || (emptyColumns > 0 && s.empty !== 'none');
    const spaceCounts = s.empty === 'any' || (s.empty === 'reserve' && emptyTakes(position, 0));
    const e = spaceCounts ? emptyColumns : 0;
    const limitOnto = s.limitGroups ? (freeCells + 1) * 2 ** e : Number.POSITIVE_INFINITY;
    const limitInto = s.limitGroups ? (freeCells + 1) * 2 ** (spaceCounts ? Math.max(0, e - 1) : e) : Number.POSITIVE_INFINITY;
    // Columns.
    for (let from = 0; from < T; from++) {
      const h = heights[from]!;
      const most = longestGroup(position, from);
      if (most === 0) continue;
      const base = from * s.stride;
      if (groupAllowed(position, 1, h, most)) this.single(from, position.cards[base + h - 1]!, 3);
      if (!columnsTake) continue;
      for (let count = 1; count <= most; count++) {
        if (!groupAllowed(position, count, h, most)) continue;
        const card = position.cards[base + h - count]!;
        const exposes = count < h && (position.cards[base + h - count - 1]! & FACE_DOWN) !== 0;
        for (let to = 0; to < T; to++) {
          if (to === from) continue;
          if (heights[to] === 0) {
            if (count > limitInto || !emptyTakes(position, card)) continue;
            if (alike && (to !== firstEmpty || count === h)) continue;
            this.push(encodeMove(TO_PILE, from, to, count), exposes ? 1 : 4);
          } else if (count <= limitOnto && fitsOn(position, position.topOf(to), card)) {
            this.push(encodeMove(TO_PILE, from, to, count), exposes ? 1 : count === h ? 2 : 3);
          }
        }
      }
    }
    // Free cells, the reserve and the waste: their playable cards.
    for (let i = 0; i < s.cells; i++) if (heights[T + i] !== 0) this.single(T + i, position.topOf(T + i), 2);
    for (let i = 0; i < s.reservePiles; i++) {
      const p = s.reserveStart + i;
      if (heights[p] !== 0) this.single(p, position.topOf(p), 2);
    }
    if (usesDeck(s)) {
      if (this.reaches.length < heights[s.waste]! + heights[s.stock]! + 2) this.reaches = new Int32Array(2 * (heights[s.waste]! + heights[s.stock]!) + 2);
      const end = reachableDeckCards(position, this.reaches, 0);
      for (let i = 0; i < end; i++) {
        this.reach = this.reaches[i]!;
        this.single(s.waste, deckCard(position, this.reach >> 1), 2);
      }
      this.reach = -1;
    } else if (s.waste >= 0 && heights[s.waste] !== 0) this.single(s.waste, position.topOf(s.waste), 2);
    // Foundation cards back down, where the rules let them.
    if (s.cardsComeBack) {
      for (let f = 0; f < s.foundations; f++) {
        if (position.vals[f] === 0) continue;
        const card = foundationTop(position, f);
        for (let c = 0; c < T; c++) {
          if (heights[c] === 0) {
            if ((c === firstEmpty || !alike) && emptyTakes(position, card)) this.push(encodeMove(FROM_FOUNDATION, f, c, 1), 7);
          } else if (fitsOn(position, position.topOf(c), card)) this.push(encodeMove(FROM_FOUNDATION, f, c, 1), 7);
        }
      }
    }
    // The stock (with a waste, its cards are played from the sequence above).
    if (s.stock >= 0 && !usesDeck(s)) {
      const left = heights[s.stock]!;
      if (left > 0) {
        if (s.stockTo === 'hole') this.push(encodeMove(TO_HOLE, s.stock, 0, 1), 5);
        else if (s.stockTo === 'waste' || !s.needsNoEmptyColumn || emptyColumns === 0) this.push(encodeMove(DEAL, s.stock, 0, 0), 5);
      } else if (s.waste >= 0 && heights[s.waste]! > 0 && position.vals[position.extra + REDEALS]! < s.redeals) {
        this.push(encodeMove(RECYCLE, s.waste, s.stock, 0), 7);
      }
    }
    return this.n;
  }

  private push(move: number, rank: number): void {
    // A deck card's move: the same move from the waste, once the card is brought up.
    if (this.reach >= 0) move = encodeDeckMove(moveKind(move), moveTo(move), this.reach);
    if (this.n >= this.list.moves.length) {
      // A rule file's game may have more moves than the search made room for.
      this.list.moves = grownArray(this.list.moves, this.n + 1);
      this.list.ranks = grownArray(this.list.ranks, this.n + 1);
    }
    this.list.moves[this.n] = move;
    this.list.ranks[this.n++] = rank;
  }

  /**
   * A single card from a cell, the reserve, the waste or a column: up, into the hole, and (not
   * from a column: groups do that) onto a column or into an empty one; into a free cell.
   */
  private single(from: number, card: number, rank: number): void {
    const position = this.position;
    const s = position.shape;
    const T = s.columns;
    if (s.foundations > 0) {
      const f = foundationFor(position, card);
      if (f >= 0) this.push(encodeMove(TO_FOUNDATION, from, f, 1), 0);
    }
    if (s.hole && fitsHole(position, card)) this.push(encodeMove(TO_HOLE, from, 0, 1), 0);
    if (from >= T) {
      for (let c = 0; c < T; c++) {
        if (position.heights[c] === 0) {
          if ((c === this.firstEmpty || !this.alike) && emptyTakes(position, card)) this.push(encodeMove(TO_PILE, from, c, 1), 4);
        } else if (fitsOn(position, position.topOf(c), card)) this.push(encodeMove(TO_PILE, from, c, 1), rank);
      }
    }
    if (this.emptyCell >= 0 && !(from >= T && from < T + s.cells)) this.push(encodeMove(TO_PILE, from, this.emptyCell, 1), 6);
  }
}

/** The card on top of foundation f (it holds at least one). */
function foundationTop(position: Position, f: number): number {
  const s = position.shape;
  const rank = ((s.baseRank - 1 + position.vals[f]! - 1) % 13) + 1;
  return (f % 4) * 13 + rank - 1;
}

/** Plays a move generated in this very position, with its automatic consequences (undo: position.undoTo). */
export function applyMove(position: Position, move: number): void {
  const s = position.shape;
  const { cards, heights } = position;
  const stride = s.stride;
  const from = moveFrom(move);
  const to = moveTo(move);
  switch (moveKind(move)) {
    case FROM_DECK:
      bringUp(position, deckReach(move));
      applyMove(position, encodeMove(from, s.waste, to, 1));
      return;
    case TO_PILE: {
      const n = moveCount(move);
      const hf = heights[from]!;
      const ht = heights[to]!;
      position.savePile(from, hf - n - 1);
      position.savePile(to, ht);
      cards.copyWithin(to * stride + ht, from * stride + hf - n, from * stride + hf);
      heights[from] = hf - n;
      heights[to] = ht + n;
      left(position, from);
      if (s.completeRuns) {
        // A run may be completed where the cards went, or uncovered where they came from.
        if (from < s.columns) settle(position, from);
        if (to < s.columns) settle(position, to);
      }
      return;
    }
    case TO_FOUNDATION: {
      const h = heights[from]!;
      position.savePile(from, h - 2);
      position.setVal(to, position.vals[to]! + 1);
      heights[from] = h - 1;
      left(position, from);
      return;
    }
    case TO_HOLE: {
      const h = heights[from]!;
      position.savePile(from, h - 2);
      const card = cards[from * stride + h - 1]! & 63;
      position.setVal(position.extra + HOLE_TOP, card);
      const counts = position.extra + HOLE_COUNTS + rankOfCode(card);
      if (from < s.columns) position.setVal(counts, position.vals[counts]! - 1);
      position.setVal(counts + 14, position.vals[counts + 14]! - 1);
      heights[from] = h - 1;
      left(position, from);
      return;
    }
    case DEAL: {
      const stock = s.stock;
      const h = heights[stock]!;
      if (s.stockTo === 'waste') {
        const k = Math.min(s.draw, h);
        position.savePile(stock, h - k);
        position.savePile(s.waste, heights[s.waste]!);
        for (let i = 0; i < k; i++) cards[s.waste * stride + heights[s.waste]!++] = cards[stock * stride + h - 1 - i]!;
        heights[stock] = h - k;
        return;
      }
      const k = Math.min(s.dealColumns.length, h);
      position.savePile(stock, h - k);
      for (let i = 0; i < k; i++) {
        const c = s.dealColumns[i]!;
        position.savePile(c, heights[c]!);
        cards[c * stride + heights[c]!++] = cards[stock * stride + h - 1 - i]! & 63;
      }
      heights[stock] = h - k;
      if (s.completeRuns) for (let i = 0; i < k; i++) settle(position, s.dealColumns[i]!);
      return;
    }
    case RECYCLE: {
      const w = s.waste;
      const h = heights[w]!;
      position.savePile(w, 0);
      position.savePile(s.stock, 0);
      for (let i = 0; i < h; i++) cards[s.stock * stride + i] = cards[w * stride + h - 1 - i]!;
      heights[s.stock] = h;
      heights[w] = 0;
      if (Number.isFinite(s.redeals)) position.setVal(position.extra + REDEALS, position.vals[position.extra + REDEALS]! + 1);
      return;
    }
    default: {
      // FROM_FOUNDATION
      const card = foundationTop(position, from);
      position.setVal(from, position.vals[from]! - 1);
      position.savePile(to, heights[to]!);
      cards[to * stride + heights[to]!++] = card;
    }
  }
}

/** What follows a card's leaving pile p: a face-down card turns up; an emptied column may fill from the reserve. */
function left(position: Position, p: number): void {
  const s = position.shape;
  if (p >= s.columns) return;
  const h = position.heights[p]!;
  const at = p * s.stride + h - 1;
  if (h > 0) {
    position.cards[at] = position.cards[at]! & ~FACE_DOWN;
    return;
  }
  if (s.empty !== 'reserve') return;
  const r = nextReservePile(position);
  if (r < 0) return;
  const hr = position.heights[r]!;
  position.savePile(r, hr - 1);
  position.cards[p * s.stride] = position.cards[r * s.stride + hr - 1]!;
  position.heights[r] = hr - 1;
  position.heights[p] = 1;
}

/** The reserve pile whose top card fills an emptied column: the stacked pile, or the first spread card left; −1 when none. */
export function nextReservePile(position: Position): number {
  const s = position.shape;
  for (let i = 0; i < s.reservePiles; i++) if (position.heights[s.reserveStart + i]! > 0) return s.reserveStart + i;
  return -1;
}

/** Every king-to-ace run of one suit on top of column c leaves the table, and the card beneath turns up. */
function settle(position: Position, c: number): void {
  while (settleOne(position, c));
}

function settleOne(position: Position, c: number): boolean {
  const s = position.shape;
  const h = position.heights[c]!;
  if (h < 13) return false;
  const base = c * s.stride + h - 13;
  const cards = position.cards;
  const suit = suitOfCode(cards[base]!);
  for (let i = 0; i < 13; i++) {
    const card = cards[base + i]!;
    if (card & FACE_DOWN || rankOfCode(card) !== 13 - i || suitOfCode(card) !== suit) return false;
  }
  position.savePile(c, h - 14);
  position.heights[c] = h - 13;
  position.setVal(position.extra + REMOVED, position.vals[position.extra + REMOVED]! + 1);
  if (h > 13) cards[base - 1] = cards[base - 1]! & ~FACE_DOWN;
  return true;
}

/** The engine's moves for a move generated in the position it was generated in. */
export function toEngineMoves(position: Position, move: number): Move[] {
  if (moveKind(move) !== FROM_DECK) return [toEngineMove(position, move)];
  const s = position.shape;
  return [...turnsTo(position, deckReach(move)), toEngineMove(position, encodeMove(moveFrom(move), s.waste, moveTo(move), 1))];
}

function toEngineMove(position: Position, move: number): Move {
  const s = position.shape;
  const from = moveFrom(move);
  switch (moveKind(move)) {
    case DEAL:
      return { type: 'deal' };
    case RECYCLE:
      return { type: 'recycle' };
    case TO_HOLE:
      if (from === s.stock) return { type: 'deal' };
      return { type: 'move', from: pileRef(position, from), to: { pile: 'foundation', index: 0 }, count: 1 };
    case TO_FOUNDATION:
      return { type: 'move', from: pileRef(position, from), to: { pile: 'foundation', index: moveTo(move) }, count: 1 };
    case FROM_FOUNDATION:
      return { type: 'move', from: { pile: 'foundation', index: from }, to: pileRef(position, moveTo(move)), count: 1 };
    default:
      return { type: 'move', from: pileRef(position, from), to: pileRef(position, moveTo(move)), count: moveCount(move) };
  }
}

function pileRef(position: Position, p: number): PileRef {
  const s = position.shape;
  if (p < s.columns) return { pile: 'tableau', index: p };
  if (p < s.reserveStart) return { pile: 'cell', index: p - s.columns };
  if (p < s.reserveStart + s.reservePiles) return { pile: 'reserve', index: p - s.reserveStart };
  return { pile: 'waste', index: 0 };
}

// Autumn Leaves (Toby Ord, 2007), exactly as docs/rules/autumn-leaves.md, section by section.
import { cardName, faceUp, KING, standardDeck, topCard, type Card } from '../../cards/cards.js';
import { applyColumnMove, type ColumnRules, movedRun } from '../../common/columnMoves.js';
import { dealtColumns, requireColumn, sameSuitRunLength, someRunMove } from '../../common/piles.js';
import { requireSeed, shuffle } from '../../cards/random.js';
import { IllegalMoveError, type GameState, type Move, type PileRef } from '../../types.js';
import type { DealtRules, NoOptions } from '../../game.js';

export interface AutumnLeavesState extends GameState {
  game: 'autumn-leaves';
  options: Record<string, never>;
}

const COLUMN_HEIGHTS = [4, 4, 3, 3, 4, 4];
export const COLUMNS = COLUMN_HEIGHTS.length;

/** Deals left: each deal takes one card per column, and there is no redeal. */
export function dealsLeft(state: GameState): number {
  return Math.floor(state.stock.length / COLUMNS);
}

// "Set up six columns": 22 cards as 4-4-3-3-4-4, only the top card of each face up; 30 in the
// stock. The shuffled deck (see random.ts) fills column 1 from the bottom up, then column 2 …;
// the remaining 30 cards, in shuffled order, are the stock (its last card comes off first).
function newDeal(seed: number): AutumnLeavesState {
  requireSeed(seed);
  const deck = shuffle(standardDeck(), seed);
  const { tableau, rest } = dealtColumns(deck, COLUMN_HEIGHTS);
  return {
    game: 'autumn-leaves', seed, options: {},
    tableau, stock: rest, waste: [], foundations: [], removed: [],
  };
}

// "Carry a complete run": a consecutive descending run of one suit moves together, and any card
// inside it may be chosen with the cards above it.
function movableCount(state: GameState, from: PileRef): number {
  if (from.pile !== 'tableau') return 0;
  const column = state.tableau[from.index];
  return column ? sameSuitRunLength(column) : 0;
}

// "Move in the same suit" (onto any higher card of the suit; ranks need not be adjacent) and
// "Use empty columns" (an empty column takes any card or valid run).
function accepts(column: readonly Card[], moving: Card): boolean {
  const top = topCard(column);
  return top === undefined || (top.faceUp && top.suit === moving.suit && top.rank > moving.rank);
}

function legalMoves(state: GameState): Move[] {
  const moves: Move[] = [];
  someRunMove(state.tableau, sameSuitRunLength, accepts, (move) => void moves.push(move));
  if (dealsLeft(state) > 0) moves.push({ type: 'deal' });
  return moves;
}

function applyMove(state: AutumnLeavesState, move: Move): AutumnLeavesState {
  return applyColumnMove(state, move, {
    deal,
    moveRun: (before, from, to, count) => movedRun(before, from, to, count, RUNS),
    noRecycle: 'Autumn Leaves has no waste to turn over: the stock is dealt five times, then it is gone.',
  });
}

// "Deal from the stock": at any time, one face-up card onto every column, empty ones included;
// five times in all.
function deal(state: AutumnLeavesState): AutumnLeavesState {
  if (dealsLeft(state) === 0) throw new IllegalMoveError('The stock is empty: all five deals have been made.');
  const stock = state.stock.slice();
  const tableau = state.tableau.map((column) => [...column, faceUp(stock.pop()!)]);
  return { ...state, tableau, stock };
}

// A run moves onto any higher card of its suit, or into an empty column.
const RUNS: ColumnRules = {
  column: requireColumn,
  runLength: sameSuitRunLength,
  whyNotRun: (source, count) =>
    count > source.length || !source[source.length - count]!.faceUp
      ? 'Only face-up cards can move.'
      : 'Only a run descending by one in a single suit moves together.',
  accepts,
  whyNotOnto: (first, top) =>
    top.suit !== first.suit
      ? `${cardName(first)} goes only onto a higher ${suitWord(first)}, not onto ${cardName(top)}.`
      : `${cardName(first)} goes only onto a higher card, and ${cardName(top)} is lower.`,
};

function suitWord(card: Card): string {
  return card.suit.slice(0, -1);
}


// "Complete four suits": won when the stock is empty and four columns each hold one whole suit
// from King down to Ace; over when the stock is empty and no legal move remains.
function isCompleteSuit(column: readonly Card[]): boolean {
  return column.length === KING && column[0]!.rank === KING && sameSuitRunLength(column) === KING;
}

function status(state: GameState): 'playing' | 'won' | 'lost' {
  if (state.stock.length > 0) return 'playing';
  if (state.tableau.filter(isCompleteSuit).length === 4) return 'won';
  return legalMoves(state).length === 0 ? 'lost' : 'playing';
}

export const autumnLeaves: DealtRules<AutumnLeavesState, NoOptions> = {
  id: 'autumn-leaves',
  title: 'Autumn Leaves',
  newDeal,
  legalMoves,
  applyMove,
  status,
  movableCount,
};

// TriPeaks, exactly as docs/rules/tripeaks.md, section by section: three overlapping peaks of 28
// cards, free cards played onto one waste pile a rank above or below its top card (king and ace
// neighbours), a stock turned one card at a time, once. Tableau pile i is place i of the peaks
// (row by row, top to bottom, left to right), holding its card or nothing.
import { cardName, faceUp, KING, standardDeck, topCard, type Card } from '../../cards/cards.js';
import { isFree, layoutOf, turnUpFree, type OverlapLayout } from '../../common/overlap.js';
import { cardsLeft, withStockTurned } from '../../common/overlapGames.js';
import { isPileRef } from '../../common/piles.js';
import { requireSeed, shuffle } from '../../cards/random.js';
import { IllegalMoveError, type GameState, type Move, type PileRef } from '../../types.js';
import type { DealtRules, NoOptions } from '../../game.js';

export interface TriPeaksState extends GameState {
  game: 'tripeaks';
  options: Record<string, never>;
}

export const PEAKS = 3;
/** Cards in each row, top to bottom. */
export const ROW_SIZES = [3, 6, 9, 10] as const;
export const PLACES = ROW_SIZES.reduce((n, size) => n + size, 0);

// "Layout", in half cards: row 4 card j (0-based here) at 2j; row 3 card j at 2j + 1, between the
// two row-4 cards over it; peak p's row-2 cards at 6p + 2 and 6p + 4; its top at 6p + 3.
// "Covering": row-3 card j is covered by row-4 cards j and j + 1; row-2 card 2p by row-3 cards 3p
// and 3p + 1, and 2p + 1 by 3p + 1 and 3p + 2; row-1 card p by row-2 cards 2p and 2p + 1.
const XS = [
  Array.from({ length: PEAKS }, (_, p) => 6 * p + 3),
  Array.from({ length: 2 * PEAKS }, (_, q) => 6 * Math.floor(q / 2) + 2 + 2 * (q % 2)),
  Array.from({ length: ROW_SIZES[2] }, (_, j) => 2 * j + 1),
  Array.from({ length: ROW_SIZES[3] }, (_, j) => 2 * j),
];

function coveredBy(row: number, i: number): number[] {
  if (row === 0) return [2 * i, 2 * i + 1];
  if (row === 1) {
    const p = Math.floor(i / 2);
    return i % 2 === 0 ? [3 * p, 3 * p + 1] : [3 * p + 1, 3 * p + 2];
  }
  return row === 2 ? [i, i + 1] : [];
}

export const LAYOUT: OverlapLayout = layoutOf(XS, coveredBy, false);

// The deal: the shuffled deck (random.ts) fills the peaks place by place, row 1 first, left to
// right, rows 1 to 3 face down and row 4 face up; the other 24 cards, in shuffled order, are the
// stock (its last card comes off first), and its top card is turned to begin the waste.
function newDeal(seed: number): TriPeaksState {
  requireSeed(seed);
  const deck = shuffle(standardDeck(), seed);
  const firstUp = PLACES - ROW_SIZES[3];
  const tableau = deck.slice(0, PLACES).map((card, i) => [i >= firstUp ? faceUp(card) : card]);
  const stock = deck.slice(PLACES);
  const waste = [faceUp(stock.pop()!)];
  return { game: 'tripeaks', seed, options: {}, tableau, stock, waste, foundations: [], removed: [] };
}

/** "King and ace are neighbours both ways": ranks one apart, counting round from K to A. */
export function neighbours(a: number, b: number): boolean {
  const apart = Math.abs(a - b);
  return apart === 1 || apart === KING - 1;
}

/** The free card at a place of the peaks, or undefined. */
export function freeCard(state: GameState, index: number): Card | undefined {
  return isFree(LAYOUT, state.tableau, index) ? state.tableau[index]![0] : undefined;
}

const WASTE: PileRef = { pile: 'waste', index: 0 };

// "Moves": a free card onto the waste when it is one rank from its top card; the stock's top card
// onto the waste at any time, no redeal.
function legalMoves(state: TriPeaksState): Move[] {
  const moves: Move[] = [];
  const top = topCard(state.waste);
  for (let index = 0; index < PLACES; index++) {
    const card = freeCard(state, index);
    if (card && top && neighbours(card.rank, top.rank)) moves.push({ type: 'move', from: { pile: 'tableau', index }, to: WASTE, count: 1 });
  }
  if (state.stock.length > 0) moves.push({ type: 'deal' });
  return moves;
}

function applyMove(state: TriPeaksState, move: Move): TriPeaksState {
  switch (move?.type) {
    case 'deal':
      return turnOne(state);
    case 'recycle':
      throw new IllegalMoveError('There is no redeal: the stock is turned once.');
    case 'move':
      return play(state, move);
    default:
      throw new IllegalMoveError('That is not a move of this game.');
  }
}

// "At any time the top stock card may be turned onto the waste, whatever its rank."
function turnOne(state: TriPeaksState): TriPeaksState {
  if (state.stock.length === 0) throw new IllegalMoveError('The stock is empty, and there is no redeal.');
  return withStockTurned(state);
}

// "A free card may go onto the waste when its rank is exactly one above or one below the top waste
// card"; "a face-down card turns face up as soon as it is free".
function play(state: TriPeaksState, move: Extract<Move, { type: 'move' }>): TriPeaksState {
  if (!isPileRef(move.from) || !isPileRef(move.to) || move.count !== 1) throw new IllegalMoveError('One free card at a time goes onto the waste.');
  if (move.to.pile !== 'waste' || move.to.index !== 0) throw new IllegalMoveError('Cards go only onto the waste.');
  const { from } = move;
  if (from.pile !== 'tableau' || !Number.isInteger(from.index) || from.index < 0 || from.index >= PLACES) throw new IllegalMoveError('Only a card of the peaks can go onto the waste.');
  const pile = state.tableau[from.index]!;
  if (pile.length === 0) throw new IllegalMoveError('That card is on the waste already.');
  const card = freeCard(state, from.index);
  if (!card) throw new IllegalMoveError('That card is covered: a card is free once both cards over it are gone.');
  const top = topCard(state.waste)!;
  if (!neighbours(card.rank, top.rank)) throw new IllegalMoveError(`${cardName(card)} is not one rank above or below ${cardName(top)}.`);
  const emptied = state.tableau.map((p, i) => (i === from.index ? [] : p));
  return { ...state, tableau: turnUpFree(LAYOUT, emptied), waste: [...state.waste, card] };
}


// "Winning and losing": won when all 28 are on the waste; lost when the stock is empty and no free
// card is one rank from the top waste card — when no move is left.
function status(state: TriPeaksState): 'playing' | 'won' | 'lost' {
  if (cardsLeft(state) === 0) return 'won';
  return legalMoves(state).length === 0 ? 'lost' : 'playing';
}

function movableCount(state: GameState, from: PileRef): number {
  return from.pile === 'tableau' && freeCard(state, from.index) ? 1 : 0;
}

export const tripeaks: DealtRules<TriPeaksState, NoOptions> = {
  id: 'tripeaks',
  title: 'TriPeaks',
  newDeal,
  legalMoves,
  applyMove,
  status,
  movableCount,
};

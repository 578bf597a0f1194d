// What the games of overlapping cards (engine/common/overlap.ts) share besides their layout: the row of
// their stock and waste above it, the words for turning the stock, and hint traits for games that
// build nothing (each scores its own moves).
import { faceUp } from '../cards/cards.js';
import type { HintTraits, StockWords, TopRowPlace } from '../game.js';
import type { GameState } from '../types.js';

/** The layout's cards still on the table. */
export function cardsLeft(state: GameState): number {
  return state.tableau.reduce((n, pile) => n + pile.length, 0);
}

/** The stock's next card turned face up onto the waste (the stock has one: the caller checked). */
export function withStockTurned<S extends GameState>(state: S): S {
  const stock = state.stock.slice();
  return { ...state, stock, waste: [...state.waste, faceUp(stock.pop()!)] };
}

/** The stock, then the waste, at the layout's left. */
export const STOCK_AND_WASTE: readonly TopRowPlace[] = [
  { slot: { pile: 'stock', index: 0 }, column: 0 },
  { slot: { pile: 'waste', index: 0 }, column: 1 },
];

export const TURN_ONE: StockWords = { verb: 'draw', did: 'turned a card', advice: 'turn a card from the stock' };

/** The hint traits of a game whose moves are not builds: its own judge of a move, and whether the waste turns over. */
export function removalHints(judgeMove: NonNullable<HintTraits['judgeMove']>, drawsToWaste: boolean): HintTraits {
  return {
    sitsOn: () => false,
    betterParent: () => false,
    suitedRuns: false,
    emptyColumnsCount: false,
    runsLeaveTable: false,
    drawsToWaste,
    rowToDeal: () => false,
    judgeMove,
  };
}

// Pyramid, exactly as docs/rules/pyramid.md, section by section: 28 cards in seven overlapping
// rows, pairs of free cards adding up to 13 removed, kings alone, a stock gone through three times.
// Tableau pile i is place i of the pyramid (row by row, top to bottom, left to right), holding its
// card or nothing; the discard pile is foundations[0].
import { cardName, faceUp, KING, standardDeck, topCard, wasteTurnedOver, type Card } from '../../cards/cards.js';
import { isFree, layoutOf, type OverlapLayout } from '../../common/overlap.js';
import { cardsLeft, withStockTurned } from '../../common/overlapGames.js';
import { isPileRef } from '../../common/piles.js';
import { plural } from '../../plural.js';
import { requireSeed, shuffle } from '../../cards/random.js';
import { IllegalMoveError, type GameState, type Move, type PileRef } from '../../types.js';
import type { DealtRules, NoOptions } from '../../game.js';

export interface PyramidState extends GameState {
  game: 'pyramid';
  options: Record<string, never>;
  /** How many times the waste may still be turned over into a new stock (two at the deal). */
  redeals: number;
}

export const ROWS = 7;
export const PLACES = (ROWS * (ROWS + 1)) / 2;
/** Three passes through the stock in all: the deal's, and two redeals. */
export const REDEALS = 2;
/** The value a pair adds up to. */
export const PAIR_SUM = 13;

// "Layout": row r (0 … 6 here) holds r + 1 cards, half a card further left than the row below it;
// card j of row r is covered by cards j and j + 1 of row r + 1; row 7 is uncovered.
export const LAYOUT: OverlapLayout = layoutOf(
  Array.from({ length: ROWS }, (_, r) => Array.from({ length: r + 1 }, (_, j) => ROWS - 1 - r + 2 * j)),
  (r, j) => (r + 1 < ROWS ? [j, j + 1] : []),
  true,
);

// The deal: the shuffled deck (random.ts) fills the pyramid place by place, row 1 first, left to
// right; the other 24 cards, in shuffled order, are the stock, face down (its last card comes off
// first). The waste starts empty.
function newDeal(seed: number): PyramidState {
  requireSeed(seed);
  const deck = shuffle(standardDeck(), seed);
  const tableau = deck.slice(0, PLACES).map((card) => [faceUp(card)]);
  return { game: 'pyramid', seed, options: {}, tableau, stock: deck.slice(PLACES), waste: [], foundations: [[]], removed: [], redeals: REDEALS };
}

/** "Free": a pyramid card nothing covers, or the top waste card. */
export function freeCard(state: GameState, ref: PileRef): Card | undefined {
  if (ref.pile === 'waste' && ref.index === 0) return topCard(state.waste);
  if (ref.pile === 'tableau' && isFree(LAYOUT, state.tableau, ref.index)) return state.tableau[ref.index]![0];
  return undefined;
}

/** Every free card's place: the pyramid's, then the waste. */
function freeRefs(state: GameState): PileRef[] {
  const refs: PileRef[] = [];
  for (let index = 0; index < PLACES; index++) if (isFree(LAYOUT, state.tableau, index)) refs.push({ pile: 'tableau', index });
  if (state.waste.length > 0) refs.push({ pile: 'waste', index: 0 });
  return refs;
}

const DISCARD: PileRef = { pile: 'foundation', index: 0 };

// "Values and pairs": a free king goes alone (onto the discard pile); two free cards adding up to
// 13 go together, written as a move of one onto the other (both orders are listed). "Stock and
// waste": a card turned onto the waste while the stock lasts; once it is empty, a redeal while any
// is left.
function legalMoves(state: PyramidState): Move[] {
  const moves: Move[] = [];
  const free = freeRefs(state);
  for (const from of free) {
    const card = freeCard(state, from)!;
    if (card.rank === KING) moves.push({ type: 'move', from, to: DISCARD, count: 1 });
    for (const to of free) {
      if (to !== from && card.rank + freeCard(state, to)!.rank === PAIR_SUM) moves.push({ type: 'move', from, to, count: 1 });
    }
  }
  if (state.stock.length > 0) moves.push({ type: 'deal' });
  else if (state.redeals > 0 && state.waste.length > 0) moves.push({ type: 'recycle' });
  return moves;
}

function applyMove(state: PyramidState, move: Move): PyramidState {
  switch (move?.type) {
    case 'deal':
      return turnOne(state);
    case 'recycle':
      return redeal(state);
    case 'move':
      return remove(state, move);
    default:
      throw new IllegalMoveError('That is not a move of this game.');
  }
}

// "At any time, turn the top stock card face up onto the waste, one card at a time."
function turnOne(state: PyramidState): PyramidState {
  if (state.stock.length === 0) {
    throw new IllegalMoveError(state.redeals > 0 ? 'The stock is empty: turn the waste over (d) to go through it again.' : 'The stock is empty, and no pass is left.');
  }
  return withStockTurned(state);
}

// "When the stock is empty, the waste may be turned over to form the stock again, in the same
// order: three passes through the stock in all (two redeals)."
function redeal(state: PyramidState): PyramidState {
  if (state.stock.length > 0) throw new IllegalMoveError('The stock is not empty yet: the waste turns over only once it is.');
  if (state.redeals === 0) throw new IllegalMoveError('The stock has been gone through three times: no pass is left.');
  if (state.waste.length === 0) throw new IllegalMoveError('The waste is empty: there is nothing to turn over.');
  const stock = wasteTurnedOver(state.waste);
  return { ...state, stock, waste: [], redeals: state.redeals - 1 };
}

/** Why a place holds no free card, in words. */
function whyNotFree(state: GameState, ref: PileRef): string {
  if (ref.pile === 'waste') return 'The waste is empty.';
  if (ref.pile !== 'tableau' || !Number.isInteger(ref.index) || ref.index < 0 || ref.index >= PLACES) return 'Only a pyramid card or the top waste card can be removed.';
  if (state.tableau[ref.index]!.length === 0) return 'That card has been removed already.';
  return `${cardName(state.tableau[ref.index]![0]!)} is covered: a card is free once both cards over it are gone.`;
}

// "Removed cards go to a discard pile and never come back."
function remove(state: PyramidState, move: Extract<Move, { type: 'move' }>): PyramidState {
  if (!isPileRef(move.from) || !isPileRef(move.to) || move.count !== 1) throw new IllegalMoveError('Cards are removed one free card, or one pair, at a time.');
  const card = freeCard(state, move.from);
  if (!card) throw new IllegalMoveError(whyNotFree(state, move.from));
  if (move.to.pile === 'foundation' && move.to.index === 0) {
    if (card.rank !== KING) throw new IllegalMoveError(`${cardName(card)} is not a king: only a king is removed alone; other cards go in pairs adding up to 13.`);
    return discarded(state, [move.from]);
  }
  const other = freeCard(state, move.to);
  if (!other || (move.to.pile === move.from.pile && move.to.index === move.from.index)) throw new IllegalMoveError(move.to.pile === 'waste' || move.to.pile === 'tableau' ? whyNotFree(state, move.to) : 'A card pairs only with another free card.');
  if (card.rank + other.rank !== PAIR_SUM) throw new IllegalMoveError(`${cardName(card)} and ${cardName(other)} add up to ${card.rank + other.rank}, not 13.`);
  return discarded(state, [move.from, move.to]);
}

/** The state with the free cards at these places on the discard pile. */
function discarded(state: PyramidState, refs: readonly PileRef[]): PyramidState {
  const tableau = state.tableau.slice();
  let waste = state.waste;
  const gone: Card[] = [];
  for (const ref of refs) {
    if (ref.pile === 'waste') {
      gone.push(topCard(waste)!);
      waste = waste.slice(0, -1);
    } else {
      gone.push(tableau[ref.index]![0]!);
      tableau[ref.index] = [];
    }
  }
  return { ...state, tableau, waste, foundations: [[...state.foundations[0]!, ...gone]] };
}


/**
 * The one removal play can never regret, as the solver makes it first (docs/solver.md, "Kings at
 * once"): a free king, of the pyramid or on top of the waste. It pairs with nothing, and its going
 * only frees cards. Pairs are left to the player: which of two partners to use is a choice.
 */
function safeToFoundation(state: PyramidState): Move | undefined {
  const from = freeRefs(state).find((ref) => freeCard(state, ref)!.rank === KING);
  return from && { type: 'move', from, to: DISCARD, count: 1 };
}

// "Winning and losing": won when the pyramid is gone (the stock and waste do not matter); lost when
// nothing can be removed, the stock is empty and no redeal is left — that is, when no move is left.
function status(state: PyramidState): 'playing' | 'won' | 'lost' {
  if (cardsLeft(state) === 0) return 'won';
  return legalMoves(state).length === 0 ? 'lost' : 'playing';
}

// Only one card at a time is ever picked.
function movableCount(state: GameState, from: PileRef): number {
  return freeCard(state, from) ? 1 : 0;
}

/** A removal in words, for the move log and hints: "K♠ alone", "5♠ with 8♥". */
export function removalWords(state: GameState, move: Move): string | undefined {
  if (move.type !== 'move') return undefined;
  const card = freeCard(state, move.from);
  if (!card) return undefined;
  if (move.to.pile === 'foundation') return `${cardName(card)} alone`;
  const other = freeCard(state, move.to);
  return other ? `${cardName(card)} with ${cardName(other)}` : undefined;
}

/** The passes left in words, for the header: "2 redeals". */
export function redealWords(state: PyramidState): string {
  return plural(state.redeals, 'redeal');
}

export const pyramid: DealtRules<PyramidState, NoOptions> = {
  id: 'pyramid',
  title: 'Pyramid',
  newDeal,
  legalMoves,
  applyMove,
  status,
  movableCount,
  safeToFoundation,
};

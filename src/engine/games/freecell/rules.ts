// FreeCell, exactly as docs/rules/freecell.md, section by section: the deal (deal.ts), where a
// card may go, how many cards move together, and the end of the game.
import { cardName, isRed, KING, rankName, SUITS, topCard, type Card, type Suit } from '../../cards.js';
import { plural } from '../../plural.js';
import { alternatingDescending, alternatingRunLength, capitalise, columnLabel, isPileRef, pileOf, withCardsMoved } from '../../piles.js';
import { IllegalMoveError, type GameState, type GameStatus, type Move, type PileRef } from '../../types.js';
import type { DealtRules, NoOptions } from '../../game.js';
import { dealColumns, FIRST_DEAL, isDealNumber, LAST_DEAL } from './deal.js';

/**
 * A FreeCell position: the shared piles (8 columns, 4 foundations; the stock, waste and removed
 * piles stay empty) and four free cells, each a pile of at most one card.
 */
export interface FreeCellState extends GameState {
  game: 'freecell';
  options: Record<string, never>;
  cells: Card[][];
}

export const CELLS = 4;
/** Foundation i holds the suit SUITS[i]: 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
const FOUNDATION_SUITS: readonly Suit[] = SUITS;

// ---------------------------------------------------------------------------------------------
// The deal

// "Deal": Microsoft's deal number `seed` (deal.ts), every card face up; cells and foundations
// empty. Options other than the seed are ignored.
function newDeal(seed: number): FreeCellState {
  if (!isDealNumber(seed)) throw new RangeError(`FreeCell deals are numbered from ${FIRST_DEAL} to ${LAST_DEAL.toLocaleString('en')}, not ${seed}.`);
  return {
    game: 'freecell', seed, options: {},
    tableau: dealColumns(seed), stock: [], waste: [], removed: [],
    foundations: FOUNDATION_SUITS.map(() => []),
    cells: Array.from({ length: CELLS }, () => []),
  };
}

// ---------------------------------------------------------------------------------------------
// What fits where

// "Columns": a card goes on a card one rank higher of the other colour; an empty column takes any card.
function fitsColumn(column: readonly Card[], card: Card): boolean {
  const top = topCard(column);
  return top === undefined || alternatingDescending(top, card);
}

export function foundationOf(suit: Suit): number {
  return FOUNDATION_SUITS.indexOf(suit);
}

// "Foundations": an Ace starts its suit's foundation; then 2, 3, … King of that suit.
function fitsFoundation(state: GameState, card: Card): boolean {
  return (topCard(state.foundations[foundationOf(card.suit)] ?? [])?.rank ?? 0) === card.rank - 1;
}

function foundationRank(state: GameState, suit: Suit): number {
  return state.foundations[foundationOf(suit)]?.length ?? 0;
}

export function emptyCells(state: FreeCellState): number {
  return state.cells.filter((cell) => cell.length === 0).length;
}

/**
 * "Moving runs": the most cards that move together from one column to another, (empty free cells
 * + 1) × 2^(empty columns), where an empty destination column does not count.
 */
export function runLimit(state: FreeCellState, toEmptyColumn: boolean): number {
  const emptyColumns = state.tableau.filter((column) => column.length === 0).length - (toEmptyColumn ? 1 : 0);
  return (emptyCells(state) + 1) * 2 ** Math.max(0, emptyColumns);
}

function movableCount(state: FreeCellState, from: PileRef): number {
  switch (from.pile) {
    case 'tableau': {
      const column = state.tableau[from.index];
      return column ? Math.min(alternatingRunLength(column), runLimit(state, false)) : 0;
    }
    case 'cell':
      return (state.cells[from.index]?.length ?? 0) > 0 ? 1 : 0;
    default:
      return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Legal moves

const column = (index: number): PileRef => ({ pile: 'tableau', index });
const cell = (index: number): PileRef => ({ pile: 'cell', index });
const foundation = (index: number): PileRef => ({ pile: 'foundation', index });
const cardMove = (from: PileRef, to: PileRef, count = 1): Move => ({ type: 'move', from, to, count });

/**
 * Every legal move, in this order: cards up to the foundations (cells first, then columns), cells
 * onto columns, runs between columns (every count that fits, from one card up), column tops into
 * each empty cell, and cards from cell to cell. Stops at the first when `firstOnly` is set.
 */
function listMoves(state: FreeCellState, firstOnly: boolean): Move[] {
  const moves: Move[] = [];
  const add = (move: Move): boolean => {
    moves.push(move);
    return firstOnly;
  };
  const { tableau, cells } = state;
  const sources: PileRef[] = [...cells.map((_, i) => cell(i)), ...tableau.map((_, i) => column(i))];
  for (const from of sources) {
    const move = toFoundation(state, from);
    if (move && add(move)) return moves;
  }
  for (let from = 0; from < cells.length; from++) {
    const card = cells[from]![0];
    if (!card) continue;
    for (let to = 0; to < tableau.length; to++) {
      if (fitsColumn(tableau[to]!, card) && add(cardMove(cell(from), column(to)))) return moves;
    }
  }
  for (let from = 0; from < tableau.length; from++) {
    const source = tableau[from]!;
    const run = alternatingRunLength(source);
    for (let to = 0; to < tableau.length; to++) {
      if (to === from) continue;
      const limit = Math.min(run, runLimit(state, tableau[to]!.length === 0));
      for (let count = 1; count <= limit; count++) {
        if (fitsColumn(tableau[to]!, source[source.length - count]!) && add(cardMove(column(from), column(to), count))) return moves;
      }
    }
  }
  for (let to = 0; to < cells.length; to++) {
    if (cells[to]!.length > 0) continue;
    for (let from = 0; from < tableau.length; from++) {
      if (tableau[from]!.length > 0 && add(cardMove(column(from), cell(to)))) return moves;
    }
    for (let from = 0; from < cells.length; from++) {
      if (cells[from]!.length > 0 && add(cardMove(cell(from), cell(to)))) return moves;
    }
  }
  return moves;
}

function legalMoves(state: FreeCellState): Move[] {
  return listMoves(state, false);
}

// ---------------------------------------------------------------------------------------------
// Applying a move

function applyMove(state: FreeCellState, move: Move): FreeCellState {
  switch (move?.type) {
    case 'move':
      return moveCards(state, move.from, move.to, move.count);
    case 'deal':
    case 'recycle':
      throw new IllegalMoveError('FreeCell has no stock: all 52 cards are dealt at the start.');
    default:
      throw new IllegalMoveError('That is not a move.');
  }
}

function cellLabel(index: number): string {
  return `free cell ${index + 1}`;
}

/** The pile the cards come from, or the reason there is none to take from. */
function sourcePile(state: FreeCellState, from: PileRef, count: number): Card[] {
  switch (from.pile) {
    case 'tableau': {
      const source = state.tableau[from.index];
      if (!source) throw new IllegalMoveError(`There is no column ${from.index + 1} to move from.`);
      if (source.length === 0) throw new IllegalMoveError(`${capitalise(columnLabel(from.index))} is empty.`);
      if (count > source.length) {
        throw new IllegalMoveError(`${capitalise(columnLabel(from.index))} holds only ${plural(source.length, 'card')}.`);
      }
      if (count > alternatingRunLength(source)) {
        throw new IllegalMoveError('Only a run descending by one in alternating colours moves together.');
      }
      return source;
    }
    case 'cell': {
      const source = state.cells[from.index];
      if (!source) throw new IllegalMoveError(`There are only ${CELLS} free cells.`);
      if (source.length === 0) throw new IllegalMoveError(`${capitalise(cellLabel(from.index))} is empty.`);
      if (count !== 1) throw new IllegalMoveError('A free cell holds only one card.');
      return source;
    }
    case 'foundation':
      throw new IllegalMoveError('Cards on a foundation stay there.');
    default:
      throw new IllegalMoveError('FreeCell has no stock or waste: cards move between columns, free cells and foundations.');
  }
}

function moveCards(state: FreeCellState, from: PileRef, to: PileRef, count: number): FreeCellState {
  if (!isPileRef(from) || !isPileRef(to)) throw new IllegalMoveError('That is not a move.');
  if (!Number.isInteger(count) || count < 1) throw new IllegalMoveError('A move takes at least one card.');
  const source = sourcePile(state, from, count);
  const first = source[source.length - count]!;
  switch (to.pile) {
    case 'tableau': {
      const pile = state.tableau[to.index];
      if (!pile) throw new IllegalMoveError(`There is no column ${to.index + 1} to move to.`);
      if (from.pile === 'tableau' && from.index === to.index) throw new IllegalMoveError('The cards are already in that column.');
      if (!fitsColumn(pile, first)) throw new IllegalMoveError(whyNotColumn(pile, first));
      const limit = runLimit(state, pile.length === 0);
      if (count > limit) throw new IllegalMoveError(whyTooMany(state, count, limit, pile.length === 0));
      break;
    }
    case 'cell': {
      const pile = state.cells[to.index];
      if (!pile) throw new IllegalMoveError(`There are only ${CELLS} free cells.`);
      if (from.pile === 'cell' && from.index === to.index) throw new IllegalMoveError('The card is already in that free cell.');
      if (count !== 1) throw new IllegalMoveError('A free cell takes one card at a time.');
      if (pile.length > 0) throw new IllegalMoveError(`${capitalise(cellLabel(to.index))} already holds ${cardName(pile[0]!)}.`);
      break;
    }
    case 'foundation': {
      const pile = state.foundations[to.index];
      if (!pile) throw new IllegalMoveError(`There is no foundation ${to.index + 1}.`);
      if (count !== 1) throw new IllegalMoveError('Only one card at a time goes up to a foundation.');
      if (FOUNDATION_SUITS[to.index] !== first.suit) {
        throw new IllegalMoveError(`That foundation is for ${FOUNDATION_SUITS[to.index]}: ${cardName(first)} goes on the ${first.suit} one.`);
      }
      if (!fitsFoundation(state, first)) throw new IllegalMoveError(whyNotFoundation(pile, first));
      break;
    }
    default:
      throw new IllegalMoveError('FreeCell has no stock or waste: cards move between columns, free cells and foundations.');
  }
  return withCardsMoved(state, from, to, count);
}

function whyNotColumn(column: readonly Card[], card: Card): string {
  const top = topCard(column)!;
  if (card.rank === KING) return `Nothing is higher than ${cardName(card)}: it goes only into an empty column.`;
  return `${cardName(card)} needs a ${isRed(card.suit) ? 'black' : 'red'} ${rankName(card.rank + 1)} to go on, not ${cardName(top)}.`;
}

function whyTooMany(state: FreeCellState, count: number, limit: number, toEmptyColumn: boolean): string {
  const cells = emptyCells(state);
  const columns = state.tableau.filter((c) => c.length === 0).length - (toEmptyColumn ? 1 : 0);
  const room = `${plural(cells, 'empty free cell')} and ${plural(columns, toEmptyColumn ? 'other empty column' : 'empty column')}`;
  return `With ${room}, at most ${plural(limit, 'card')} move together, not ${count}.`;
}

function whyNotFoundation(pile: readonly Card[], card: Card): string {
  const top = topCard(pile);
  if (top === undefined) return `A foundation starts with an ace: ${cardName(card)} has to wait for ${cardName({ rank: 1, suit: card.suit })}.`;
  return `${cardName(card)} has to wait for ${cardName({ rank: card.rank - 1, suit: card.suit })} on its foundation.`;
}

// ---------------------------------------------------------------------------------------------
// Winning and losing

function isWon(state: GameState): boolean {
  return state.foundations.every((pile) => pile.length === KING);
}

// "End": won when all 52 cards are on the foundations; lost only when no move at all is left
// (a position can be hopeless long before that, but only the solver can tell).
function status(state: FreeCellState): GameStatus {
  if (isWon(state)) return 'won';
  return listMoves(state, true).length > 0 ? 'playing' : 'lost';
}

// ---------------------------------------------------------------------------------------------
// Helpers for the UI

/** The move that sends the top card of a column or a free cell to its foundation, when legal. */
export function toFoundation(state: FreeCellState, from: PileRef): Move | undefined {
  if (from.pile !== 'tableau' && from.pile !== 'cell') return undefined;
  const card = topCard((from.pile === 'cell' ? state.cells : state.tableau)[from.index] ?? []);
  if (!card || !fitsFoundation(state, card)) return undefined;
  return cardMove({ ...from }, foundation(foundationOf(card.suit)));
}

/**
 * True when a card may go up without ever being missed. In FreeCell a card is of use in play
 * only as a place for the card one rank lower of the other colour (foundation cards stay up, so
 * once up it is of no use at all). So a card of rank r is safe to put up when:
 * - both cards of rank r − 1 of the other colour are up: nothing can ever be put on it again,
 *   and any winning line with it still in play wins with it up, move for move, leaving out the
 *   moves of this card, since one card fewer in the columns and cells only leaves more room (more
 *   empty cells and columns allow longer runs, never shorter);
 * - it is an Ace: nothing is put on an Ace;
 * - it is a 2: only an Ace could go on it, and an Ace that could go on it could go up instead
 *   (a suit's Ace always fits its empty foundation), which leaves more room, as above.
 */
function isSafeToFoundation(state: GameState, card: Card): boolean {
  if (card.rank <= 2) return true;
  return SUITS.every((suit) => isRed(suit) === isRed(card.suit) || foundationRank(state, suit) >= card.rank - 1);
}

/** One move that puts a safe card up (free cells first, then the columns left to right). */
export function safeToFoundation(state: FreeCellState): Move | undefined {
  const sources: PileRef[] = [...state.cells.map((_, i) => cell(i)), ...state.tableau.map((_, i) => column(i))];
  for (const from of sources) {
    const move = toFoundation(state, from);
    if (move && isSafeToFoundation(state, topCard(pileOf(state, from)!)!)) return move;
  }
  return undefined;
}

/**
 * True when the rest plays itself: the game is not won and every column falls in rank from its
 * bottom card to its top card (equal ranks allowed). Then a lowest card left (by rank) is on top
 * of its column or in a cell — a card above it would be no higher — and every lower card of its
 * suit is up, so it fits its foundation; putting lowest cards up, again and again, wins.
 */
export function canAutoFinish(state: FreeCellState): boolean {
  return !isWon(state) && state.tableau.every((column) => column.every((card, i) => i === 0 || column[i - 1]!.rank >= card.rank));
}


/** FreeCell's rules; the only option is the deal number (`seed`, 1 to 1,000,000). */
export const freecell: DealtRules<FreeCellState, NoOptions> = {
  id: 'freecell',
  title: 'FreeCell',
  newDeal,
  legalMoves,
  applyMove,
  status,
  movableCount,
  toFoundation,
  safeToFoundation,
  canAutoFinish,
};

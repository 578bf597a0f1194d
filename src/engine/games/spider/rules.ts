// Spider, exactly as docs/rules/spider.md, section by section.
//
// State beyond the shared GameState fields:
// - options.suits: 1, 2 or 4, the suit mode the game was dealt with.
// - removed: the completed K→A sequences that left the tableau, in the order they left; each one
//   is stored as it lay in its column, bottom → top: the King first, the Ace last.
// - score: Microsoft's Spider scoring (starts at 500, −1 per move and per deal, +100 per
//   completed sequence).
// waste and foundations are always [].
import { type Card, cardName, faceUp, KING, rankName, SUITS } from '../../cards.js';
import { applyColumnMove, type ColumnRules, movedRun } from '../../columnMoves.js';
import { capitalise, columnLabel, dealtColumns, pileOf, sameSuitRunLength, someRunMove, withoutTop } from '../../piles.js';
import { requireSeed, shuffle } from '../../random.js';
import { IllegalMoveError, type GameState, type GameStatus, type Move, type PileRef } from '../../types.js';
import { optionGiven, type DealtRules } from '../../game.js';

export type SpiderSuits = 1 | 2 | 4;

export interface SpiderOptions {
  suits: SpiderSuits;
}

export interface SpiderState extends GameState {
  game: 'spider';
  options: SpiderOptions;
  /** Completed K→A sequences in the order they left; each bottom → top (King first, Ace last). */
  removed: Card[][];
  /** Starts at 500; −1 for every move and every deal; +100 for every completed sequence. */
  score: number;
}

// "Layout": 54 cards in 10 columns, the first 4 of 6 cards and the other 6 of 5.
const COLUMN_HEIGHTS = [6, 6, 6, 6, 5, 5, 5, 5, 5, 5];
export const COLUMNS = COLUMN_HEIGHTS.length;
/** "You win after eight complete sequences leave the tableau." */
export const SEQUENCES_TO_WIN = 8;
/** A complete sequence runs from King down to Ace: 13 cards. */
export const SEQUENCE_LENGTH = KING;
// "Scoring".
const START_SCORE = 500;
const MOVE_COST = 1;
const SEQUENCE_BONUS = 100;

const SUIT_MODES: readonly SpiderSuits[] = [1, 2, 4];
const DECK_SIZE = 104;

/** How many complete sequences have left the tableau. */
export function completedRuns(state: GameState): number {
  return state.removed.length;
}

/** Rows of ten still in the stock. */
export function dealsLeft(state: GameState): number {
  return Math.floor(state.stock.length / COLUMNS);
}

/**
 * The 104 cards of a suit mode, face down, before shuffling, in this fixed order: the suits in
 * play are the first `suits` of spades, hearts, diamonds, clubs; the deck is 8 / suits copies of
 * them one after another, and each copy lists its suits in that order, each suit Ace → King.
 * So 1 suit is A♠…K♠ eight times; 2 suits is (A♠…K♠, A♥…K♥) four times; 4 suits is
 * standardDeck() twice.
 */
export function spiderDeck(suits: SpiderSuits): Card[] {
  const inPlay = SUITS.slice(0, suits);
  const copies = DECK_SIZE / (KING * suits);
  const deck: Card[] = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const suit of inPlay) {
      for (let rank = 1; rank <= KING; rank++) deck.push({ rank, suit, faceUp: false });
    }
  }
  return deck;
}

/** Spider's options from those given: `suits` 1, 2 or 4 (1 when left out); a RangeError for another. */
export function parseSpiderOptions(given: unknown): SpiderOptions {
  const value = optionGiven(given, 'suits');
  if (value === undefined) return { suits: 1 };
  const suits = SUIT_MODES.find((mode) => mode === value);
  if (suits === undefined) throw new RangeError(`Spider is played with 1, 2 or 4 suits, not ${String(value)}.`);
  return { suits };
}

// Deal order: spiderDeck(suits) is shuffled with shuffle(deck, seed) (see random.ts). The
// shuffled deck fills column 1 from the bottom up with its first 6 cards, column 2 with the next
// 6, … column 10 with cards 50–54; the top card of each column is turned face up. The remaining
// 50 cards, in shuffled order, are the stock: its last card comes off first, and each deal gives
// the first column the card that comes off first, the second column the next, and so on.
function newDeal(seed: number, options: SpiderOptions): SpiderState {
  requireSeed(seed);
  const deck = shuffle(spiderDeck(options.suits), seed);
  const { tableau, rest } = dealtColumns(deck, COLUMN_HEIGHTS);
  return {
    game: 'spider', seed, options,
    tableau, stock: rest, waste: [], foundations: [], removed: [],
    score: START_SCORE,
  };
}

// Rule 2: a group moves together only when its cards descend by one in the same suit; any card
// inside the movable run may be chosen with the cards above it.
function movableCount(state: GameState, from: PileRef): number {
  if (from.pile !== 'tableau') return 0;
  const column = state.tableau[from.index];
  return column ? sameSuitRunLength(column) : 0;
}

// Rule 1 (onto the next higher rank, any suit) and "an empty column takes any single card or
// valid movable same-suit run".
function accepts(column: readonly Card[], moving: Card): boolean {
  const n = column.length;
  if (n === 0) return true;
  const top = column[n - 1]!;
  return top.faceUp && top.rank === moving.rank + 1;
}

// Rule 4: a row is dealt only while the stock has one and no column is empty.
function canDeal(state: GameState): boolean {
  return dealsLeft(state) > 0 && state.tableau.every((column) => column.length > 0);
}

function legalMoves(state: GameState): Move[] {
  const moves: Move[] = [];
  someRunMove(state.tableau, sameSuitRunLength, accepts, (move) => void moves.push(move));
  if (canDeal(state)) moves.push({ type: 'deal' });
  return moves;
}

/** legalMoves(state).length > 0, without building the list. */
function hasLegalMove(state: GameState): boolean {
  return canDeal(state) || someRunMove(state.tableau, sameSuitRunLength, accepts, () => true);
}

function applyMove(state: SpiderState, move: Move): SpiderState {
  return applyColumnMove(state, move, { deal, moveRun, noRecycle: 'Spider has no waste to turn over: the stock is dealt in rows of ten.' });
}

// Rule 3: a completed same-suit King-to-Ace sequence at the top of a column leaves the tableau
// as part of the move or deal that completed it, and the card beneath it turns face up.
// Settles column i of a tableau array that is already a copy, pushing what leaves onto `left`.
function settle(tableau: Card[][], left: Card[][], i: number): number {
  let completed = 0;
  let column = tableau[i]!;
  while (sameSuitRunLength(column) === SEQUENCE_LENGTH) {
    left.push(column.slice(column.length - SEQUENCE_LENGTH));
    column = withoutTop(column, SEQUENCE_LENGTH);
    completed++;
  }
  if (completed > 0) tableau[i] = column;
  return completed;
}

// Rule 4: one face-up card onto every column, the first column first; refused while a column is
// empty or when the stock is empty.
function deal(state: SpiderState): SpiderState {
  if (dealsLeft(state) === 0) throw new IllegalMoveError('The stock is empty.');
  if (state.tableau.some((column) => column.length === 0)) {
    throw new IllegalMoveError('Fill every empty column before dealing a row.');
  }
  const stock = state.stock.slice();
  const tableau = state.tableau.map((column) => [...column, faceUp(stock.pop()!)]);
  const left: Card[][] = [];
  let completed = 0;
  for (let i = 0; i < tableau.length; i++) completed += settle(tableau, left, i);
  return {
    ...state, tableau, stock,
    removed: completed > 0 ? state.removed.concat(left) : state.removed,
    score: state.score - MOVE_COST + SEQUENCE_BONUS * completed,
  };
}

function requireSpiderColumn(state: GameState, ref: PileRef, role: 'from' | 'to'): Card[] {
  if (ref.pile !== 'tableau') throw new IllegalMoveError('In Spider cards move only between the ten columns.');
  const column = pileOf(state, ref);
  if (!column) throw new IllegalMoveError(`There is no column ${ref.index + 1} to move ${role}.`);
  return column;
}

// Rules 1 and 2: a same-suit run moves onto the next higher rank, or into an empty column.
const RUNS: ColumnRules = {
  column: requireSpiderColumn,
  runLength: sameSuitRunLength,
  whyNotRun: (source, count, run, from) =>
    count > source.length ? `${capitalise(columnLabel(from.index))} holds only ${source.length} card${source.length === 1 ? '' : 's'}.` : whyNotMovable(source, run),
  accepts,
  whyNotOnto: (first, top) =>
    first.rank === KING
      ? `${cardName(first)} goes only into an empty column.`
      : `${cardName(first)} goes only onto ${article(first.rank + 1)} ${rankName(first.rank + 1)}, not onto ${top.faceUp ? cardName(top) : 'a face-down card'}.`,
};

function moveRun(state: SpiderState, from: PileRef, to: PileRef, count: number): SpiderState {
  const moved = movedRun(state, from, to, count, RUNS);
  const left: Card[][] = [];
  const completed = settle(moved.tableau, left, to.index) + settle(moved.tableau, left, from.index);
  return {
    ...moved,
    removed: completed > 0 ? state.removed.concat(left) : state.removed,
    score: state.score - MOVE_COST + SEQUENCE_BONUS * completed,
  };
}

// Why more than `run` cards (the movable run) off the top of `column` cannot move together.
function whyNotMovable(column: readonly Card[], run: number): string {
  const below = column[column.length - run - 1]!;
  const above = column[column.length - run]!;
  if (!below.faceUp) return 'Only face-up cards can move.';
  if (below.suit !== above.suit) return 'Only a run in one suit moves together.';
  return 'Only cards descending by one move together.';
}

function article(rank: number): string {
  return rank === 8 || rank === 1 ? 'an' : 'a';
}


// "End": won after eight complete sequences leave the tableau; lost when no legal move remains
// and no stock row can be dealt. Also lost, for certain, when the stock still has rows but fewer
// than ten cards are on the table: a row is dealt only onto ten filled columns, cards reach the
// table only by a deal, so the stock can never be dealt again and its cards never complete.
function status(state: GameState): GameStatus {
  if (state.removed.length >= SEQUENCES_TO_WIN) return 'won';
  if (dealsLeft(state) > 0 && cardsOnTable(state) < COLUMNS) return 'lost';
  return hasLegalMove(state) ? 'playing' : 'lost';
}

function cardsOnTable(state: GameState): number {
  return state.tableau.reduce((sum, column) => sum + column.length, 0);
}

/** Spider's rules, dealt with `suits` (read by parseSpiderOptions). */
export const spider: DealtRules<SpiderState, SpiderOptions> = {
  id: 'spider',
  title: 'Spider',
  newDeal,
  legalMoves,
  applyMove,
  status,
  movableCount,
  score: (state) => state.score,
};

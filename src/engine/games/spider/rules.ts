// Spider, as docs/rules/spider.md: what its rule set (ruleSet.ts, played by the rules engine in
// engine/ruleSet/) does not say. The moves, what they do and when the game is won or out of moves
// are the rule set's; this file keeps the deal (Spider's own order, so that every deal number,
// save and share code keeps its cards), Microsoft's score, the one loss the rules engine does not
// see, the options, and the state and constants the tuned solver (solver/) reads.
//
// State beyond the rules engine's (RuleSetState):
// - options.suits: 1, 2 or 4, the suit mode the game was dealt with.
// - removed: the completed K→A sequences that left the tableau, in the order they left; each one
//   is stored as it lay in its column, bottom → top: the King first, the Ace last.
// - score: Microsoft's Spider scoring (starts at 500, −1 per move and per deal, +100 per
//   completed sequence), kept move by move: the position alone does not say how many moves made it.
// waste, foundations, cells and reserve are always [].
import { KING, SUITS, type Card } from '../../cards/cards.js';
import { optionGiven } from '../../game.js';
import { dealtColumns } from '../../common/piles.js';
import { requireSeed, shuffle } from '../../cards/random.js';
import type { RuleSetOptions, RuleSetState } from '../../ruleSet/state.js';
import type { GameState, GameStatus } from '../../types.js';

export type SpiderSuits = 1 | 2 | 4;

export interface SpiderOptions {
  suits: SpiderSuits;
}

export interface SpiderState extends RuleSetState {
  game: 'spider';
  options: SpiderOptions & RuleSetOptions;
  /** Completed K→A sequences in the order they left; each bottom → top (King first, Ace last). */
  removed: Card[][];
  /** Starts at 500; −1 for every move and every deal; +100 for every completed sequence. */
  score: number;
}

// "Layout": 54 cards in 10 columns, the first 4 of 6 cards and the other 6 of 5.
export const COLUMN_HEIGHTS: readonly number[] = [6, 6, 6, 6, 5, 5, 5, 5, 5, 5];
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
export function newSpiderDeal(seed: number, options: SpiderOptions): SpiderState {
  requireSeed(seed);
  const deck = shuffle(spiderDeck(options.suits), seed);
  const { tableau, rest } = dealtColumns(deck, COLUMN_HEIGHTS);
  return {
    game: 'spider', seed, options,
    tableau, stock: rest, waste: [], foundations: [], removed: [],
    cells: [], reserve: [], baseRank: 1, redeals: 0,
    score: START_SCORE,
  };
}

/** The score after a move or deal from `before` that reached `after`: −1, and +100 for each sequence completed. */
export function scoreAfter(before: SpiderState, after: RuleSetState): number {
  return before.score - MOVE_COST + SEQUENCE_BONUS * (after.removed.length - before.removed.length);
}

/**
 * "End", the loss the rules engine does not see: the stock still has rows but fewer than ten cards
 * are on the table. A row is dealt only onto ten filled columns, cards reach the table only by a
 * deal, so the stock can never be dealt again and its cards never complete (the engine calls the
 * game lost only when no move at all is left). Otherwise the engine's status (`engine`).
 */
export function spiderStatus(state: GameState, engine: GameStatus): GameStatus {
  if (engine === 'won') return engine;
  const onTable = state.tableau.reduce((sum, column) => sum + column.length, 0);
  return dealsLeft(state) > 0 && onTable < COLUMNS ? 'lost' : engine;
}

// The engine contract shared by every game (see the README's "Library API"): plain-JSON states,
// moves addressed by pile, and the GameRules interface each game implements.
import type { Card } from './cards/cards.js';

/** A game's id, as the registry (games.ts) lists it. */
export type GameId = string;

export interface GameState {
  game: GameId;
  seed: number;
  options: object;
  /** Each column bottom → top: the last element is the top card. */
  tableau: Card[][];
  /** The last element is the next card to come off. */
  stock: Card[];
  /** Games with a waste; the last element is the playable card. */
  waste: Card[];
  /** Games with foundations: four piles, bottom → top; foundation i holds SUITS[i]. */
  foundations: Card[][];
  /** Games whose completed K→A runs leave the table: those runs. */
  removed: Card[][];
  /** Games with free cells: each cell a pile of at most one card. */
  cells?: Card[][];
  /**
   * Games with a reserve: one stacked pile (only its top card face up and playable), or a spread of
   * piles of one card each, every one playable.
   */
  reserve?: Card[][];
}

export type PileKind = 'tableau' | 'waste' | 'foundation' | 'cell' | 'reserve';
export interface PileRef {
  pile: PileKind;
  index: number;
}

export type Move =
  | { type: 'move'; from: PileRef; to: PileRef; count: number }
  | { type: 'deal' }
  | { type: 'recycle' };

export type GameStatus = 'playing' | 'won' | 'lost';

export interface GameRules<S extends GameState = GameState> {
  id: GameId;
  title: string;
  newGame(options: { seed: number } & object): S;
  /** Every legal move, pointless ones included. */
  legalMoves(state: S): Move[];
  /** Pure: returns a new state; throws IllegalMoveError (with a reason) for an illegal move. */
  applyMove(state: S, move: Move): S;
  status(state: S): GameStatus;
  /**
   * How many cards off the top of a pile may be picked up together under this game's grouping
   * rule, whether or not any pile accepts them (0 when nothing there can move).
   */
  movableCount(state: S, from: PileRef): number;
  /**
   * Scoring that carries from game to game (cumulative Vegas): what this game adds to the running
   * total when it is left; undefined when nothing carries.
   */
  carriedScore?(state: S): number | undefined;
  /** Games that keep a score: the score now, given the time played (undefined when not scored). */
  score?(state: S, elapsedMs: number): number | undefined;
  /** Games with foundations: the move that sends the top card of `from` up, when it is legal. */
  toFoundation?(state: S, from: PileRef): Move | undefined;
  /** Games with foundations: one move that puts a card up which play can never need again. */
  safeToFoundation?(state: S): Move | undefined;
  /** Games with foundations: true when nothing is hidden and the game can finish itself. */
  canAutoFinish?(state: S): boolean;
}

/**
 * One fact of the header as data: its words, shorter words for the same fact when the line is short
 * of room, and how readily it goes when even those do not fit.
 */
export interface HeaderFact {
  text: string;
  /** Shorter words, each the whole fact, tried as `rank` says (the lowest first across the header). */
  shorter?: readonly { text: string; rank: number }[];
  /** When the shortest words still do not fit: the lowest goes first; absent, it always stays. */
  dropRank?: number;
}

/**
 * When a header fact takes its shorter words, on one scale for the header's own facts and every
 * game's: counts of moves first ("12 mv"), then what is left of the stock ("3 deals"), a score
 * ("120 pts"), a running total ("(−$52)"), the deal number ("#7"), "proved", a variant's name,
 * the daily deal's date ("daily").
 */
export const SHORTEN = { count: 1, left: 2, score: 3, total: 4, deal: 5, proved: 6, variant: 7, daily: 8 } as const;

/**
 * When a header fact goes: the moves first, then the score (the statistics keep it; what is left
 * of the stock tells more), a game's details, the clock, the game's first fact.
 */
export const DROP = { moves: 1, score: 2, detail: 3, clock: 4, lasting: 5 } as const;

export class IllegalMoveError extends Error {
  /** A one-line, player-facing reason. */
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = 'IllegalMoveError';
    this.reason = reason;
  }
}

// The moves of a game played only in its columns, with a stock dealt onto them: runs moved from
// one column onto another, checked in one order, each refusal in the game's own words where its
// rules differ (which run moves, what it goes onto, what a move may name).
import { topCard, type Card } from '../cards/cards.js';
import { capitalise, columnLabel, withCardsMoved } from './piles.js';
import { IllegalMoveError, type GameState, type Move, type PileRef } from '../types.js';

/** What a game of runs between columns says where the games differ. */
export interface ColumnRules {
  /** The column a move names, or the game's reason it names none. */
  column(state: GameState, ref: PileRef, role: 'from' | 'to'): Card[];
  /** How many cards at the top of a column move together. */
  runLength(column: readonly Card[]): number;
  /** Why the top `count` cards of `source` (column `from`), more than its movable run of `run`, cannot move. */
  whyNotRun(source: readonly Card[], count: number, run: number, from: PileRef): string;
  /** Whether `target` takes `moving` (the first card of a run) on top. */
  accepts(target: readonly Card[], moving: Card): boolean;
  /** Why `moving` cannot go onto `top`, the target column's top card. */
  whyNotOnto(moving: Card, top: Card): string;
}

/** What a game of runs between columns does with the moves that are not runs. */
export interface ColumnGame<S extends GameState> {
  /** Deals from the stock, or throws the reason it cannot. */
  deal(state: S): S;
  /** Moves `count` cards from one column onto another, or throws the reason it cannot. */
  moveRun(state: S, from: PileRef, to: PileRef, count: number): S;
  /** The reason there is no waste to turn over. */
  noRecycle: string;
}

/** A move of such a game: a deal, or a run between columns; anything else is refused. */
export function applyColumnMove<S extends GameState>(state: S, move: Move, game: ColumnGame<S>): S {
  switch (move.type) {
    case 'deal':
      return game.deal(state);
    case 'recycle':
      throw new IllegalMoveError(game.noRecycle);
    case 'move':
      return game.moveRun(state, move.from, move.to, move.count);
    default:
      throw new IllegalMoveError('That is not a move.');
  }
}

/**
 * The state after moving the top `count` cards of column `from` onto column `to`, checked by the
 * game's rules: the columns, the count, the run, then the card it goes onto.
 */
export function movedRun<S extends GameState>(state: S, from: PileRef, to: PileRef, count: number, rules: ColumnRules): S {
  const source = rules.column(state, from, 'from');
  const target = rules.column(state, to, 'to');
  if (from.index === to.index) throw new IllegalMoveError('The cards are already in that column.');
  if (!Number.isInteger(count) || count < 1) throw new IllegalMoveError('A move takes at least one card.');
  if (source.length === 0) throw new IllegalMoveError(`${capitalise(columnLabel(from.index))} is empty.`);
  const run = rules.runLength(source);
  if (count > run) throw new IllegalMoveError(rules.whyNotRun(source, count, run, from));
  const first = source[source.length - count]!;
  if (!rules.accepts(target, first)) throw new IllegalMoveError(rules.whyNotOnto(first, topCard(target)!));
  return withCardsMoved(state, from, to, count);
}

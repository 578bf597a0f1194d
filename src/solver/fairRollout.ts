// A rollout for the fair hint (fairHint.ts): a sampled deal played to its end by a cheap policy
// that uses only what a player would see there — the heuristic's first ranked move
// (engine/hints.ts), else the stock — so that a move's worth is what a player who cannot see the
// hidden cards would make of it, not what a solver that knows the sampled deal would (the
// policy-rollout idea of Yan et al. 2004; Bjarnason, Fern & Tadepalli 2009). The sampled deal's
// hidden cards count only as they turn face up in play. It stops when the game is won, when the
// policy has nothing to play, when the stock has gone round with no card played, or after a
// counted number of moves.
import { gameOf } from '../engine/games.js';
import { rankedMoves } from '../engine/hints.js';
import type { GameState, Move } from '../engine/types.js';

/** The most moves a rollout plays by default. */
export const ROLLOUT_MOVES = 400;

export interface RolloutResult {
  won: boolean;
  /** Cards on the foundations or gone as completed runs at the end: how far the rollout got. */
  home: number;
  /** Moves played. */
  moves: number;
}

/**
 * The policy's move: the heuristic's best-ranked card move, else a move of the stock (a deal, a
 * draw or turning the waste over), else none. It never looks at a face-down card: the ranking reads
 * only face-up cards, and the stock is drawn without looking through it first.
 */
export function rolloutMove(state: GameState, previous: Move | undefined): Move | undefined {
  const best = rankedMoves(state, previous)[0];
  if (best) return best.move;
  return gameOf(state).legalMoves(state).find((move) => move.type !== 'move');
}

/** Plays `state` to its end by `rolloutMove`, at most `maxMoves` moves. */
export function rollout(state: GameState, previous?: Move, maxMoves = ROLLOUT_MOVES): RolloutResult {
  const rules = gameOf(state);
  let current = state;
  let last = previous;
  let moves = 0;
  // Stock moves since the last card move: once the stock has gone round with nothing played,
  // every later round shows the same cards and nothing will change.
  let idle = 0;
  while (moves < maxMoves && rules.status(current) === 'playing') {
    const move = rolloutMove(current, last);
    if (!move) break;
    if (move.type === 'move') idle = 0;
    else if (++idle > current.stock.length + current.waste.length + 2) break;
    current = rules.applyMove(current, move);
    last = move;
    moves++;
  }
  return { won: rules.status(current) === 'won', home: cardsHome(current), moves };
}

function cardsHome(state: GameState): number {
  let cards = 0;
  for (const pile of state.foundations) cards += pile.length;
  for (const run of state.removed) cards += run.length;
  return cards;
}

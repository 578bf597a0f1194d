// Moves in words, for the move log and messages: "7♥ onto 9♥", "7♠–5♠ onto 9♠",
// "K♠ to an empty column", "dealt a row".
import { cardName, topCard } from './cards/cards.js';
import { gameOf } from './games.js';
import { plural } from './plural.js';
import { pileOf } from './common/piles.js';
import type { GameState, Move, PileRef } from './types.js';

/** The cards a move would carry, named: "7♥", or "7♠–5♠" for a run. */
export function describeCards(state: GameState, from: PileRef, count: number): string {
  const pile = pileOf(state, from) ?? [];
  const moving = pile.slice(pile.length - count);
  const first = moving[0];
  const last = moving[moving.length - 1];
  if (!first || !last) return 'nothing';
  return moving.length === 1 ? cardName(first) : `${cardName(first)}–${cardName(last)}`;
}

/** A foundation of any suit (Game.foundationStart) is called what the board labels it: the hole, or a foundation pile. */
function foundationTarget(state: GameState, index: number): string {
  const game = gameOf(state);
  if (game.foundationStart(state, index).suit !== undefined) return 'to its foundation';
  const label = game.topRow(state).find((place) => place.slot.pile === 'foundation' && place.slot.index === index)?.label ?? 'hole';
  return label === 'hole' ? 'into the hole' : `onto the ${label}`;
}

function describeTarget(state: GameState, to: PileRef): string {
  if (to.pile === 'foundation') return foundationTarget(state, to.index);
  if (to.pile === 'cell') return 'to a free cell';
  const top = topCard(pileOf(state, to) ?? []);
  return top ? `onto ${cardName(top)}` : 'to an empty column';
}

/** Describes a move in the position before it is played. */
export function describeMove(state: GameState, move: Move): string {
  const own = gameOf(state).moveWords?.(state, move);
  if (own !== undefined) return own;
  switch (move.type) {
    case 'deal':
      return gameOf(state).stockWords?.did ?? 'dealt from the stock';
    case 'recycle':
      return 'turned the waste over';
    case 'move':
      return `${describeCards(state, move.from, move.count)} ${describeTarget(state, move.to)}`;
  }
}

/** A hint's reason for the next move of a known winning line of `movesLeft` moves. */
export function winInReach(movesLeft: number): string {
  return `keeps the win in reach: ${plural(movesLeft, 'move')} to go`;
}

/** What to do, in the words of a hint, for a move that takes from the stock. */
export function stockAdvice(state: GameState, move: Move): string {
  if (move.type === 'recycle') return 'turn the waste over';
  return gameOf(state).stockWords?.advice ?? 'deal from the stock';
}

// Every legal move of a rule-set position, pointless ones included, in a fixed order: cards up
// (to the foundations or the hole), cards onto columns, cards into free cells, then the stock
// (a deal, or turning the waste over). Built from the same predicates as check.ts (fit.ts), without
// the words of a refusal; the fuzz tests hold the two to the same moves.
import { topCard, type Card } from '../cards/cards.js';
import type { Move, PileRef } from '../types.js';
import { whyNotDeal, whyNotRecycle } from './check.js';
import { columnTakes, foundationTakes, groupCounts, groupLimit, holeTakes } from './fit.js';
import type { Knobs } from './knobs.js';
import type { RuleSetState } from './state.js';

interface Source {
  from: PileRef;
  pile: readonly Card[];
  /** The counts of cards that may leave it together (the group rule; the room is counted later). */
  counts: readonly number[];
}

const ONE: readonly number[] = [1];

/** Every pile a card may leave, with the counts it may leave in. */
function sources(k: Knobs, state: RuleSetState): Source[] {
  const list: Source[] = [];
  state.cells.forEach((pile, index) => pile.length > 0 && list.push({ from: { pile: 'cell', index }, pile, counts: ONE }));
  state.reserve.forEach((pile, index) => pile.length > 0 && pile[pile.length - 1]!.faceUp && list.push({ from: { pile: 'reserve', index }, pile, counts: ONE }));
  if (state.waste.length > 0) list.push({ from: { pile: 'waste', index: 0 }, pile: state.waste, counts: ONE });
  state.tableau.forEach((pile, index) => {
    const counts = groupCounts(k, pile);
    if (counts.length > 0) list.push({ from: { pile: 'tableau', index }, pile, counts });
  });
  if (k.cardsComeBack && k.kind === 'suits') {
    state.foundations.forEach((pile, index) => pile.length > 0 && list.push({ from: { pile: 'foundation', index }, pile, counts: ONE }));
  }
  return list;
}

/** Whether the top card of a source may go up onto foundation `index` (or the hole). */
function goesUp(k: Knobs, state: RuleSetState, index: number, card: Card): boolean {
  return k.kind === 'hole' ? holeTakes(k, state, card) : foundationTakes(k, state, index, card);
}

/**
 * Every legal move; with `firstOnly`, stops at the first found (for status); without `withStock`,
 * only the moves of cards.
 */
export function listMoves(k: Knobs, state: RuleSetState, firstOnly = false, withStock = true): Move[] {
  const moves: Move[] = [];
  const all = sources(k, state);
  const add = (from: PileRef, to: PileRef, count: number): boolean => {
    moves.push({ type: 'move', from, to, count });
    return firstOnly;
  };
  for (const { from, pile, counts } of all) {
    if (from.pile === 'foundation' || counts[0] !== 1) continue;
    const card = topCard(pile)!;
    for (let index = 0; index < state.foundations.length; index++) {
      if (goesUp(k, state, index, card) && add(from, { pile: 'foundation', index }, 1)) return moves;
    }
  }
  const limitOnto = groupLimit(k, state, false);
  const limitEmpty = groupLimit(k, state, true);
  for (let index = 0; index < state.tableau.length; index++) {
    const target = state.tableau[index]!;
    const limit = target.length === 0 ? limitEmpty : limitOnto;
    for (const { from, pile, counts } of all) {
      if (from.pile === 'tableau' && from.index === index) continue;
      for (const count of counts) {
        if (count > 1 && count > limit) continue;
        if (columnTakes(k, state, target, pile[pile.length - count]!) && add(from, { pile: 'tableau', index }, count)) return moves;
      }
    }
  }
  for (let index = 0; index < state.cells.length; index++) {
    if (state.cells[index]!.length > 0) continue;
    for (const { from, counts } of all) {
      if (from.pile !== 'foundation' && counts[0] === 1 && add(from, { pile: 'cell', index }, 1)) return moves;
    }
  }
  if (withStock) {
    if (whyNotDeal(k, state) === undefined) moves.push({ type: 'deal' });
    if (whyNotRecycle(k, state) === undefined) moves.push({ type: 'recycle' });
  }
  return moves;
}

// Cards in hand: Enter (or a click) picks up the chosen run, and drops it on the pile under the
// cursor; Esc puts it back. Picking up the cards a hint named carries the cursor to the hinted
// pile. Pure.
import { describeCards } from '../../engine/describe.js';
import { pileOf } from '../../engine/common/piles.js';
import type { PileRef } from '../../engine/types.js';
import { messages } from '../messages.js';
import { sameSlot, type Slot } from '../board/slots.js';
import { destinations, groupSizes, movable, withCursor } from './cursorReducer.js';
import { attempt, deal, toFoundation } from './movesReducer.js';
import { error, hintedCards, rulesOf, type UiState } from './uiState.js';

export function pickUp(ui: UiState): UiState {
  const slot = ui.cursor;
  if (slot.pile === 'stock') return deal(ui);
  const pile = pileOf(ui.position.state, slot) ?? [];
  if (pile.length === 0) return error(ui, messages.nothingToPickUp);
  const max = movable(ui, slot);
  if (max === 0) return error(ui, messages.cannotMove);
  const count = Math.min(ui.depth, max);
  const targets = destinations(ui, slot, count);
  if (targets.length === 0) return refused(ui, slot, count);
  const atOnce = playedAtOnce(ui, targets);
  if (atOnce) return attempt(ui, { type: 'move', from: slot, to: atOnce, count });
  const hint = hintedCards(ui);
  const hinted = hint && sameSlot(hint.from, slot) && hint.count === count ? hint.to : undefined;
  return { ...ui, held: { from: slot, count }, cursor: hinted ?? targets[0]! };
}

/**
 * Why the chosen cards go nowhere: where cards leave in pairs, that none pairs with them; where
 * there is one pile to play onto, the rules' own reason it does not take them.
 */
function refused(ui: UiState, slot: PileRef, count: number): UiState {
  const rules = rulesOf(ui);
  const cards = describeCards(ui.position.state, slot, count);
  if (rules.overlapLayout?.(ui.position.state).pairs) return error(ui, messages.nothingPairs(cards));
  if (rules.playsAtOnce && ui.position.state.foundations.length === 1) return attempt(ui, { type: 'move', from: slot, to: { pile: 'foundation', index: 0 }, count });
  return error(ui, messages.noPileTakes(cards));
}

/**
 * A picked card that has nowhere to be carried to plays at once: in a game with one pile to play
 * onto, and on an overlapping layout its only move (onto the waste), or, where cards leave in
 * pairs, its move to a foundation (a card that goes alone).
 */
export function playedAtOnce(ui: UiState, targets: readonly PileRef[]): PileRef | undefined {
  if (rulesOf(ui).playsAtOnce && targets.length === 1) return targets[0];
  const overlap = rulesOf(ui).overlapLayout?.(ui.position.state);
  if (!overlap) return undefined;
  if (overlap.pairs) return targets.find((target) => target.pile === 'foundation');
  return targets.length === 1 ? targets[0] : undefined;
}

export function drop(ui: UiState, to: Slot): UiState {
  const held = ui.held!;
  if (sameSlot(to, held.from)) return putBack(ui);
  if (to.pile === 'stock') return error(ui, messages.notOntoStock);
  return attempt({ ...ui, cursor: to }, { type: 'move', from: held.from, to, count: held.count });
}

/** Esc: the cards held go back where they came from. */
export function putBack(ui: UiState): UiState {
  return ui.held ? { ...ui, cursor: ui.held.from, held: null } : ui;
}

/** A column key while holding cards drops them there. */
export function dropOnColumn(ui: UiState, index: number): UiState {
  if (!ui.position.state.tableau[index]) return error(ui, messages.noColumn(index));
  return drop(ui, { pile: 'tableau', index });
}

/**
 * A click: while holding cards, drops them on the pile clicked (the pile they came from puts them
 * back); on the stock, deals or draws; on a card, picks up the run from that card, as choosing it
 * with the keys and pressing Enter would. A double click sends the card to its foundation, in
 * games that have foundations.
 */
export function click(ui: UiState, slot: Slot, index: number | undefined, double: boolean): UiState {
  if (slot.pile === 'stock') return ui.held ? drop(ui, slot) : deal(ui);
  const pile = pileOf(ui.position.state, slot) ?? [];
  const onTop = index === undefined || index === pile.length - 1;
  if (double && onTop && rulesOf(ui).toFoundation) return toFoundation({ ...ui, held: null, cursor: slot });
  if (ui.held) return drop(ui, slot);
  const count = index === undefined ? 1 : pile.length - index;
  if (pile.length === 0) return withCursor(ui, slot);
  if (!groupSizes(ui, slot).includes(count)) return error(withCursor(ui, slot), messages.notARun);
  return pickUp({ ...ui, cursor: slot, depth: count });
}

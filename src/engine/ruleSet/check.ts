// Whether a move is legal under a rule set, and if not, why, in one line a player can read. The
// one reading of the rules: legalMoves (moves.ts) lists the candidates this accepts, and
// applyMove (apply.ts) plays only what this accepts.
import { cardName, isRed, rankName, SUITS, topCard, type Card } from '../cards/cards.js';
import { plural } from '../plural.js';
import { capitalise, columnLabel, isPileRef, pileOf } from '../common/piles.js';
import type { Move, PileRef } from '../types.js';
import {
  columnTakes, emptyCellCount, foundationTakes, groupAllows, groupLimit, holeTakes, nextFoundationRank, roomColumns,
} from './fit.js';
import type { Knobs } from './knobs.js';
import type { RuleSetState } from './state.js';
import { holeLabel } from './topRow.js';

/** Where foundation cards may come back at all, they come back only to a column. */
const BACK_ONLY_TO_COLUMNS = 'A foundation card comes back only onto a column.';

type CardMove = Extract<Move, { type: 'move' }>;

const KINDS = new Set(['tableau', 'waste', 'foundation', 'cell', 'reserve']);

/** What the player calls a pile: "column 3", "free cell 2", "the waste". */
export function pileName(k: Knobs, ref: PileRef): string {
  switch (ref.pile) {
    case 'tableau':
      return columnLabel(ref.index);
    case 'cell':
      return `free cell ${ref.index + 1}`;
    case 'reserve':
      return k.reserveLayout === 'spread' ? `reserve card ${ref.index + 1}` : 'the reserve';
    case 'waste':
      return 'the waste';
    case 'foundation':
      return k.kind === 'hole' ? holeName(k) : `foundation ${ref.index + 1}`;
  }
}

function holeName(k: Knobs): string {
  return `the ${holeLabel(k.holeStart)}`;
}

/** Why the pile cannot be named in a move, or undefined when it exists. */
function whyNoPile(k: Knobs, state: RuleSetState, ref: PileRef): string | undefined {
  if (!isPileRef(ref) || !KINDS.has(ref.pile)) {
    return (ref as { pile?: unknown })?.pile === 'stock' ? 'Cards leave the stock only by dealing.' : 'That is not a pile.';
  }
  if (ref.pile === 'waste' && k.stock?.to !== 'waste') return `${k.name} has no waste.`;
  if (pileOf(state, ref) !== undefined) return undefined;
  switch (ref.pile) {
    case 'tableau':
      return `There is no column ${ref.index + 1}: ${k.name} has ${k.piles}.`;
    case 'cell':
      return k.cells === 0 ? `${k.name} has no free cells.` : `There are only ${plural(k.cells, 'free cell')}.`;
    case 'reserve':
      return k.reserve === 0 ? `${k.name} has no reserve.` : 'There is no such reserve pile.';
    case 'waste':
      return 'There is only one waste.';
    case 'foundation':
      if (k.kind === 'runs') return 'Only a whole suit from king to ace goes up, and it goes up by itself.';
      return k.kind === 'hole' ? `There is only one pile to play onto, ${holeName(k)}.` : `There is no foundation ${ref.index + 1}.`;
  }
}

/** Why the top `count` cards of `from` cannot leave it, or undefined when they may. */
function whyNotLeave(k: Knobs, from: PileRef, source: readonly Card[], count: number): string | undefined {
  const name = capitalise(pileName(k, from));
  if (source.length === 0) return `${name} is empty.`;
  if (count > source.length) return `${name} holds only ${plural(source.length, 'card')}.`;
  switch (from.pile) {
    case 'tableau': {
      return groupAllows(k, source, count) ? undefined : whyNotGroup(k, source, count);
    }
    case 'foundation':
      if (k.kind === 'hole') return `Cards in ${holeName(k)} stay there.`;
      if (!k.cardsComeBack) return 'Cards on a foundation stay there.';
      return count === 1 ? undefined : 'One card at a time comes back from a foundation.';
    case 'reserve':
      if (!topCard(source)!.faceUp) return 'Only the top card of the reserve plays.';
      return count === 1 ? undefined : 'Reserve cards move one at a time.';
    case 'waste':
      return count === 1 ? undefined : 'Only the top card of the waste plays.';
    case 'cell':
      return count === 1 ? undefined : 'A free cell holds only one card.';
  }
}

function whyNotGroup(k: Knobs, source: readonly Card[], count: number): string {
  if (!source[source.length - count]!.faceUp) return 'Face-down cards do not move.';
  switch (k.group) {
    case 'one':
      return 'Cards move one at a time.';
    case 'build-run':
      return 'Only cards in building order move together.';
    case 'suit-run':
      return 'Only a run descending in one suit moves together.';
    case 'any-face-up':
      return 'Face-down cards do not move.';
    case 'whole-pile':
      return 'Only a whole pile moves.';
    case 'top-or-whole-pile':
      return 'Only the last card, or the whole pile, moves.';
  }
}

function needWords(k: Knobs, card: Card): string {
  const next = card.rank === 13 ? 1 : card.rank + 1;
  if (k.build === 'alternate-colours') return `a ${isRed(card.suit) ? 'black' : 'red'} ${rankName(next)}`;
  if (k.build === 'suit') return cardName({ rank: next, suit: card.suit });
  return `${next === 1 || next === 8 ? 'an' : 'a'} ${rankName(next)}`;
}

/** Why a column does not take `card` at the head of a group. */
function whyNotColumn(k: Knobs, column: readonly Card[], card: Card): string {
  const top = topCard(column);
  if (top === undefined) {
    if (k.empty === 'kings') return 'Only a king goes into an empty column.';
    if (k.empty === 'none') return 'An emptied column stays empty.';
    return 'An empty column is filled from the reserve while the reserve has cards.';
  }
  if (k.build === 'none') return 'Nothing is built on the columns.';
  if (!top.faceUp) return 'Nothing goes on a face-down card.';
  if (top.rank === 1 && !k.tableauWrap) return 'Nothing goes on an ace.';
  if (card.rank === 13 && !k.tableauWrap) return `Nothing is higher than ${cardName(card)}: it goes only into an empty column.`;
  return `${cardName(card)} needs ${needWords(k, card)} to go on, not ${cardName(top)}.`;
}

/** "an ace", "a 5", "an 8". */
function rankWithArticle(rank: number): string {
  if (rank === 1) return 'an ace';
  return `${rank === 8 ? 'an' : 'a'} ${rankName(rank)}`;
}

function whyNotFoundation(k: Knobs, state: RuleSetState, index: number, card: Card): string {
  const pile = state.foundations[index]!;
  const suit = SUITS[index % 4]!;
  if (suit !== card.suit) return `That foundation is for ${suit}: ${cardName(card)} goes on a ${card.suit} one.`;
  const top = topCard(pile);
  if (top === undefined) return `A foundation starts with ${rankWithArticle(state.baseRank)}: ${cardName(card)} has to wait.`;
  const next = nextFoundationRank(k, top.rank);
  if (next === undefined || pile.length >= 13) return 'That foundation is complete.';
  return `${cardName(card)} has to wait for ${cardName({ rank: next, suit })} on that foundation.`;
}

function whyNotHole(k: Knobs, state: RuleSetState, card: Card): string {
  const top = topCard(state.foundations[0]!)!;
  const wrap = k.holeWrap ? '' : ', and king and ace are not neighbours';
  return `${cardName(card)} is not one rank from ${cardName(top)}, the top card of ${holeName(k)}${wrap}.`;
}

/** Why the top `count` cards of `from` cannot go onto `to`, or undefined when the move is legal. */
export function whyNotCardMove(k: Knobs, state: RuleSetState, from: PileRef, to: PileRef, count: number): string | undefined {
  const noFrom = whyNoPile(k, state, from) ?? whyNoPile(k, state, to);
  if (noFrom) return noFrom;
  if (!Number.isInteger(count) || count < 1) return 'A move takes at least one card.';
  if (from.pile === to.pile && from.index === to.index) return 'The cards are already there.';
  const source = pileOf(state, from)!;
  const target = pileOf(state, to)!;
  const leave = whyNotLeave(k, from, source, count);
  if (leave) return leave;
  const first = source[source.length - count]!;
  switch (to.pile) {
    case 'tableau': {
      if (!columnTakes(k, state, target, first)) return whyNotColumn(k, target, first);
      const limit = count > 1 ? groupLimit(k, state, target.length === 0) : Infinity;
      if (count > limit) return whyTooMany(k, state, count, limit, target.length === 0);
      return undefined;
    }
    case 'foundation':
      if (count !== 1) return 'One card at a time goes up.';
      if (from.pile === 'foundation') return BACK_ONLY_TO_COLUMNS;
      if (k.kind === 'hole') return holeTakes(k, state, first) ? undefined : whyNotHole(k, state, first);
      return foundationTakes(k, state, to.index, first) ? undefined : whyNotFoundation(k, state, to.index, first);
    case 'cell':
      if (count !== 1) return 'A free cell takes one card at a time.';
      if (from.pile === 'foundation') return BACK_ONLY_TO_COLUMNS;
      return target.length === 0 ? undefined : `${capitalise(pileName(k, to))} already holds ${cardName(target[0]!)}.`;
    case 'waste':
      return 'Cards go onto the waste only from the stock.';
    case 'reserve':
      return 'Nothing goes onto the reserve.';
  }
}

/** "With 2 empty free cells and 1 other empty column, at most 6 cards move together, not 7." */
function whyTooMany(k: Knobs, state: RuleSetState, count: number, limit: number, toEmptyColumn: boolean): string {
  const columns = plural(roomColumns(k, state, toEmptyColumn), toEmptyColumn ? 'other empty column' : 'empty column');
  const room = k.cells > 0 ? `${plural(emptyCellCount(state), 'empty free cell')} and ${columns}` : columns;
  return `With ${room}, at most ${plural(limit, 'card')} move together, not ${count}.`;
}

/** Why the stock cannot be dealt now, or undefined when it can. */
export function whyNotDeal(k: Knobs, state: RuleSetState): string | undefined {
  if (!k.stock) return `${k.name} has no stock.`;
  if (state.stock.length === 0) return whyNotRecycle(k, state) === undefined ? 'The stock is empty: turn the waste over.' : 'The stock is empty.';
  if (k.stock.to === 'columns' && k.stock.needsNoEmptyColumn && state.tableau.some((c) => c.length === 0)) {
    return 'Fill every empty column before dealing.';
  }
  return undefined;
}

/** Why the waste cannot be turned over into a new stock now, or undefined when it can. */
export function whyNotRecycle(k: Knobs, state: RuleSetState): string | undefined {
  if (!k.stock || k.stock.to !== 'waste') return `${k.name} has no waste to turn over.`;
  if (state.stock.length > 0) return 'The stock is not empty yet.';
  if (state.waste.length === 0) return 'The waste is empty.';
  if (k.stock.redeals !== 'unlimited' && state.redeals >= k.stock.redeals) {
    return k.stock.redeals === 0 ? 'There is no redeal: the stock goes through once.' : 'No redeals are left.';
  }
  return undefined;
}

/** Why the move is illegal, or undefined when it is legal. */
export function whyNot(k: Knobs, state: RuleSetState, move: Move): string | undefined {
  switch ((move as Move | undefined)?.type) {
    case 'move':
      return whyNotCardMove(k, state, (move as CardMove).from, (move as CardMove).to, (move as CardMove).count);
    case 'deal':
      return whyNotDeal(k, state);
    case 'recycle':
      return whyNotRecycle(k, state);
    default:
      return 'That is not a move.';
  }
}


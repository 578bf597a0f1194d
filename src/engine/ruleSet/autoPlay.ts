// The helpers that send cards up for the player: one card to its foundation (or the hole), a card
// that is safe to put up, and whether the rest of the game plays itself.
import { SUITS, topCard, type Card, type Suit } from '../cards/cards.js';
import { pileOf } from '../common/piles.js';
import type { Move, PileRef } from '../types.js';
import { whyNotCardMove } from './check.js';
import { slotSuits } from './deal.js';
import { buildsOn, foundationPlace } from './fit.js';
import type { Knobs } from './knobs.js';
import type { RuleSetState } from './state.js';

/** The move that sends the top card of `from` up (the first foundation that takes it), when legal. */
export function ruleSetToFoundation(k: Knobs, state: RuleSetState, from: PileRef): Move | undefined {
  if (k.kind === 'runs' || from.pile === 'foundation') return undefined;
  for (let index = 0; index < state.foundations.length; index++) {
    const to: PileRef = { pile: 'foundation', index };
    if (whyNotCardMove(k, state, from, to, 1) === undefined) return { type: 'move', from: { ...from }, to, count: 1 };
  }
  return undefined;
}

/** How many copies of a card of `suit` the deck holds. */
function copies(k: Knobs, suit: Suit): number {
  return slotSuits(k.suits).filter((s) => s === suit).length * k.decks;
}

/** How many cards of that rank and suit are up on the foundations. */
function upCount(state: RuleSetState, rank: number, suit: Suit): number {
  const place = foundationPlace(state, rank);
  return state.foundations.filter((pile, i) => SUITS[i % 4] === suit && pile.length > place).length;
}

/**
 * Whether `card` may go up without ever being missed: in play it is of use only as the card
 * another is built on, so it is safe when every card that could be built on it is up already
 * (or none could be). Only where foundation cards never come back (then, once up, the card is
 * needed nowhere). Moving it up leaves every other move as it was and only more room: any
 * winning line with it still in play wins with it up, move for move, leaving out its own moves,
 * since one card fewer in the columns and cells only leaves more room (more empty cells and
 * columns allow longer groups, never shorter).
 *
 * Where every foundation starts from the ace, a 2 is safe too: only an ace could be built on it,
 * and an ace that could go on it could go up instead (an empty foundation of its suit always
 * takes it; were none empty, every ace of its suit would be up already), which leaves more room
 * in the same way.
 */
function isSafe(k: Knobs, state: RuleSetState, card: Card): boolean {
  if (k.build === 'none') return true;
  const below = card.rank === 1 ? (k.tableauWrap ? 13 : undefined) : card.rank - 1;
  if (below === undefined) return true;
  if (below === 1 && (k.base === 'ace' || k.base === 1)) return true;
  return SUITS.every((suit) => !buildsOn(k, card, { rank: below, suit, faceUp: true }) || upCount(state, below, suit) >= copies(k, suit));
}

/** One move that puts a safe card up: free cells, the reserve, the waste (drawn one at a time), then the columns. */
export function ruleSetSafeToFoundation(k: Knobs, state: RuleSetState): Move | undefined {
  if (k.kind !== 'suits' || k.cardsComeBack) return undefined;
  const sources: PileRef[] = [
    ...state.cells.map((_, index): PileRef => ({ pile: 'cell', index })),
    ...state.reserve.map((_, index): PileRef => ({ pile: 'reserve', index })),
    // Taking a card from a waste drawn several at a time would change which cards later passes show.
    ...(k.stock?.to === 'waste' && k.stock.draw === 1 ? [{ pile: 'waste', index: 0 } as PileRef] : []),
    ...state.tableau.map((_, index): PileRef => ({ pile: 'tableau', index })),
  ];
  const dealsToColumns = k.stock?.to === 'columns' && state.stock.length > 0;
  // Emptying a column could stop a deal that needs every column filled, or set off a fill from the reserve.
  const emptyingMatters = (dealsToColumns && k.stock!.needsNoEmptyColumn) || (k.empty === 'reserve' && state.reserve.some((pile) => pile.length > 0));
  // Where a group is any face-up card with what lies on it (or a whole pile), a card still to be
  // dealt onto a column may need to move together with the column's last card.
  const dealtOntoMatters = dealsToColumns && k.group !== 'one' && k.group !== 'build-run' && k.group !== 'suit-run';
  for (const from of sources) {
    if (from.pile === 'tableau') {
      const height = state.tableau[from.index]!.length;
      if (dealtOntoMatters || (emptyingMatters && height === 1) || (k.group === 'whole-pile' && height > 1)) continue;
    }
    const move = ruleSetToFoundation(k, state, from);
    if (move && isSafe(k, state, topCard(pileOf(state, from)!)!)) return move;
  }
  return undefined;
}

/**
 * Whether the rest plays itself: nothing is hidden or left in the stock, waste or a stacked
 * reserve, and every column falls in foundation order from its bottom card to its top. Then a
 * card lowest in that order is on top somewhere, every card before it in its suit is up, so it
 * fits a foundation; putting such cards up, again and again, wins.
 */
export function ruleSetCanAutoFinish(k: Knobs, state: RuleSetState): boolean {
  if (k.kind !== 'suits' || k.win !== 'all-home' || (!k.foundationWrap && state.baseRank !== 1)) return false;
  if (state.stock.length > 0 || state.waste.length > 0) return false;
  if (state.reserve.some((pile) => pile.length > 1)) return false;
  const place = (c: Card) => foundationPlace(state, c.rank);
  const notDone = state.tableau.some((c) => c.length > 0) || state.cells.some((c) => c.length > 0) || state.reserve.some((p) => p.length > 0);
  return notDone && state.tableau.every((column) => column.every((c, i) => c.faceUp && (i === 0 || place(column[i - 1]!) >= place(c))));
}

// The deal of any rule set: a pure function of the rule set and the seed, the same order for every
// rule set, which must never change (golden tests pin the first seeds of each shipped game).
//
// 1. The deck(s) in a fixed order: deck by deck, four suit slots of 13 cards, A→K, the slots
//    spades, hearts, diamonds, clubs (with fewer suits the slots repeat them: 2 suits are spades,
//    hearts, spades, hearts; 1 suit is spades four times), all face down.
// 2. Cards the rules put out before play are taken out of that order first: the aces, one per
//    foundation i (of suit SUITS[i % 4]), when aces start up; the ace of spades for a hole that
//    starts with it.
// 3. The rest is shuffled by the seeded shuffle (random.ts), then dealt from its first card on:
//    a. the card that starts the foundations (base 'first-dealt': onto the first foundation of
//       its suit, its rank the base rank) or the hole (a hole that starts from the stock);
//    b. the reserve, bottom card first (stacked: one pile, only its top card face up; spread:
//       each card a face-up pile of its own);
//    c. the dealt free cells, from the first;
//    d. the tableau, row by row, each row left to right, skipping columns already full; a
//       column's first `faceDown` cards lie face down, the others face up;
//    e. the stock: the cards left, face down, the next card of the deck the first to come off.
// 4. Where an empty column is filled from the reserve, a column dealt no cards is filled at once,
//    left to right, as after any move (apply.ts): no column is empty while the reserve has cards.
//
// A game with deal numbers of its own (a published numbering) deals by them instead
// (dealtFrom): the rules are the rule set's, the order of the cards the game's.
import { faceUp, SUITS, type Card, type Suit } from '../cards/cards.js';
import { requireSeed, shuffle } from '../cards/random.js';
import { withColumnsFilled } from './apply.js';
import { knobsOf, type Knobs } from './knobs.js';
import type { RuleSet } from './ruleSet.js';
import type { RuleSetState } from './state.js';

/** The suits of the deck's four slots: all four, spades and hearts twice, or spades four times. */
export function slotSuits(suits: 1 | 2 | 4): Suit[] {
  return [0, 1, 2, 3].map((slot) => SUITS[slot % suits]!);
}

/** The deck(s) in their fixed order, face down (step 1 above). */
export function orderedDeck(knobs: Knobs): Card[] {
  const deck: Card[] = [];
  for (let d = 0; d < knobs.decks; d++) {
    for (const suit of slotSuits(knobs.suits)) {
      for (let rank = 1; rank <= 13; rank++) deck.push({ rank, suit, faceUp: false });
    }
  }
  return deck;
}

/** Takes the first card of that rank and suit out of `deck` (in place) and returns it face up. */
function takeOut(deck: Card[], rank: number, suit: Suit): Card {
  const at = deck.findIndex((c) => c.rank === rank && c.suit === suit);
  if (at < 0) throw new RangeError(`The deck has no ${rank} of ${suit} to start with.`);
  return faceUp(deck.splice(at, 1)[0]!);
}

/** The first foundation that holds `suit`. */
function firstFoundationOf(knobs: Knobs, suit: Suit): number {
  for (let i = 0; i < knobs.foundationPiles; i++) if (SUITS[i % 4] === suit) return i;
  throw new RangeError(`${knobs.name} has no foundation for ${suit}.`);
}

/** A new game of the rule set, dealt by `seed` as the comment at the top says. */
export function dealRuleSet(rules: RuleSet, id: string, seed: number, options: RuleSetState['options']): RuleSetState {
  requireSeed(seed);
  const k = knobsOf(rules);
  const deck = orderedDeck(k);
  const foundations: Card[][] = Array.from({ length: k.foundationPiles }, () => []);
  if (k.kind === 'suits' && k.acesStartUp) {
    foundations.forEach((pile, i) => pile.push(takeOut(deck, 1, SUITS[i % 4]!)));
  }
  if (k.kind === 'hole' && k.holeStart === 'ace-of-spades') foundations[0]!.push(takeOut(deck, 1, 'spades'));
  const cards = shuffle(deck, seed);
  let next = 0;
  const take = (up: boolean): Card => {
    const card = cards[next++];
    if (!card) throw new RangeError(`${k.name} deals more cards than its ${k.deckSize}.`);
    return up ? faceUp(card) : card;
  };

  let baseRank = typeof k.base === 'number' ? k.base : 1;
  if (k.kind === 'suits' && k.base === 'first-dealt') {
    const card = take(true);
    foundations[firstFoundationOf(k, card.suit)]!.push(card);
    baseRank = card.rank;
  }
  if (k.kind === 'hole' && k.holeStart === 'stock') foundations[0]!.push(take(true));

  const reserve: Card[][] = [];
  if (k.reserve > 0 && k.reserveLayout === 'stacked') {
    const pile = Array.from({ length: k.reserve }, (_, i) => take(i === k.reserve - 1));
    reserve.push(pile);
  } else {
    for (let i = 0; i < k.reserve; i++) reserve.push([take(true)]);
  }

  const cells: Card[][] = Array.from({ length: k.cells }, (_, i) => (i < k.cellsDealt ? [take(true)] : []));

  const tableau: Card[][] = Array.from({ length: k.piles }, () => []);
  const rows = Math.max(0, ...k.cards);
  for (let row = 0; row < rows; row++) {
    for (let c = 0; c < k.piles; c++) if (row < k.cards[c]!) tableau[c]!.push(take(row >= k.faceDown[c]!));
  }

  const rest = cards.slice(next);
  if (rest.length > 0 && !k.stock) throw new RangeError(`${k.name} leaves ${rest.length} cards after the deal but has no stock.`);
  const dealt: RuleSetState = {
    game: id,
    seed,
    options,
    tableau,
    stock: rest.reverse(),
    waste: [],
    foundations,
    removed: [],
    cells,
    reserve,
    baseRank,
    redeals: 0,
  };
  return k.empty === 'reserve' ? withColumnsFilled(dealt) : dealt;
}

/** The cards a game with its own deal order deals: the columns, and the stock (absent: none). */
export interface DealtCards {
  tableau: Card[][];
  stock?: Card[];
}

/**
 * A new game of the rule set with the cards a game's own deal order put out: the columns and the
 * stock as given, every other pile empty as the rule set starts it. Only for a rule set that puts
 * no card anywhere else before play (no reserve, no dealt free cells, no card up).
 */
export function dealtFrom(rules: RuleSet, id: string, seed: number, options: RuleSetState['options'], cards: DealtCards): RuleSetState {
  const k = knobsOf(rules);
  return {
    game: id,
    seed,
    options,
    tableau: cards.tableau,
    stock: cards.stock ?? [],
    waste: [],
    foundations: Array.from({ length: k.foundationPiles }, () => []),
    removed: [],
    cells: Array.from({ length: k.cells }, () => []),
    reserve: [],
    baseRank: 1,
    redeals: 0,
  };
}

// Klondike, exactly as docs/rules/klondike.md, section by section. Scoring rows live in
// scoring.ts.
import {
  cardName, faceUp, isRed, KING, rankName, standardDeck, SUITS, topCard, wasteTurnedOver, type Card, type Suit,
} from '../../cards/cards.js';
import { alternatingRunLength, capitalise, columnLabel, isPileRef, pileOf, requireColumn, someRunMove, withCardsMoved } from '../../common/piles.js';
import { requireSeed, shuffle } from '../../cards/random.js';
import {
  scoreCardMove, scoreRecycle, startingScore, timedScore, type KlondikeScoring,
} from './scoring.js';
import {
  IllegalMoveError, type GameState, type GameStatus, type Move, type PileRef,
} from '../../types.js';
import { optionGiven, type DealtRules } from '../../game.js';

export type { KlondikeScoring } from './scoring.js';

export interface KlondikeOptions {
  /** Cards turned from the stock onto the waste at a time. */
  draw: 1 | 3;
  /** How many times the player may go through the stock (recycles allowed = passes − 1). */
  passes: number | 'unlimited';
  scoring: KlondikeScoring;
}

/**
 * A Klondike position. Besides the shared piles (7 columns, stock, waste, 4 foundations):
 * - options: fully resolved by newGame, so a saved session replays identically;
 * - score: the move-based score in the chosen scoring mode (standard starts at 0 and never goes
 *   below it; Vegas starts at −52; 'none' stays 0). The timed rows are in scoreWithTime;
 * - recycles: how many times the waste has been turned over into a new stock;
 * - movesThisPass: card moves (any `move`, between any piles) since the last recycle, or since
 *   the deal when there has been none;
 * - movesLastPass: movesThisPass as it stood at the last recycle, i.e. the card moves made
 *   during the last complete pass through the stock; null until the first recycle.
 */
export interface KlondikeState extends GameState {
  game: 'klondike';
  options: KlondikeOptions;
  score: number;
  recycles: number;
  movesThisPass: number;
  movesLastPass: number | null;
}

export const COLUMNS = 7;
/** Foundation i holds the suit SUITS[i]: 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export const FOUNDATION_SUITS: readonly Suit[] = SUITS;

const WASTE: PileRef = { pile: 'waste', index: 0 };

// ---------------------------------------------------------------------------------------------
// Options

/**
 * Resolves and checks the options: draw 1 or 3 (default 1); scoring 'standard', 'vegas' or
 * 'none' (default 'standard'); passes a whole number from 1 up or 'unlimited' (default
 * 'unlimited', but with Vegas scoring 3 for draw 3 and 1 for draw 1, as the rules page says).
 * An option left undefined takes its default; other keys (such as seed) are ignored.
 * Throws RangeError for a bad value. The game's parser (defineGame reads every option with it).
 */
export function resolveKlondikeOptions(given: unknown): KlondikeOptions {
  const draw = optionGiven(given, 'draw') ?? 1;
  if (draw !== 1 && draw !== 3) throw new RangeError(`Klondike draws 1 or 3 cards at a time, not ${String(draw)}.`);
  const scoring = optionGiven(given, 'scoring') ?? 'standard';
  if (scoring !== 'standard' && scoring !== 'vegas' && scoring !== 'none') {
    throw new RangeError(`Klondike scoring is 'standard', 'vegas' or 'none', not ${String(scoring)}.`);
  }
  const passes = optionGiven(given, 'passes') ?? (scoring === 'vegas' ? (draw === 3 ? 3 : 1) : 'unlimited');
  if (passes !== 'unlimited' && !(typeof passes === 'number' && Number.isInteger(passes) && passes >= 1)) {
    throw new RangeError(`Passes through the stock must be a whole number from 1 up, or 'unlimited', not ${String(passes)}.`);
  }
  return { draw, passes, scoring };
}

// ---------------------------------------------------------------------------------------------
// The deal

// Seven columns hold 28 cards (1, 2, … 7), the last of each face up; 24 form the stock.
// The shuffled deck (see random.ts) is dealt as a real dealer does, in rows: deck[0] to column 1,
// deck[1] to column 2, … deck[6] to column 7; then deck[7] to column 2 … deck[12] to column 7;
// and so on, each row starting one column further right, until column 7 gets its 7th card
// (deck[27]). The last card dealt to each column is its top card and is face up. The remaining 24
// cards, deck[28] … deck[51] in shuffled order and face down, are the stock; its last element
// (deck[51]) comes off first.
function newDeal(seed: number, options: KlondikeOptions): KlondikeState {
  requireSeed(seed);
  const deck = shuffle(standardDeck(), seed);
  const tableau: Card[][] = Array.from({ length: COLUMNS }, () => []);
  let next = 0;
  for (let row = 0; row < COLUMNS; row++) {
    for (let column = row; column < COLUMNS; column++) {
      const card = deck[next++]!;
      tableau[column]!.push(column === row ? faceUp(card) : card);
    }
  }
  return {
    game: 'klondike', seed, options,
    tableau, stock: deck.slice(next), waste: [], foundations: SUITS.map(() => []), removed: [],
    score: startingScore(options.scoring), recycles: 0, movesThisPass: 0, movesLastPass: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Tableau and foundations: what fits where

// "A card goes on a column if it is one rank lower than that column's last card and of the
// opposite colour." "An empty column takes only a king, or a run that starts with a king."
function fitsColumn(column: readonly Card[], card: Card): boolean {
  const top = topCard(column);
  if (top === undefined) return card.rank === KING;
  return top.faceUp && top.rank === card.rank + 1 && isRed(top.suit) !== isRed(card.suit);
}

/** The index of the foundation that takes this suit. */
function foundationIndex(suit: Suit): number {
  return SUITS.indexOf(suit);
}

// "A foundation starts with an ace; then the next rank of the same suit: 2, 3, … up to king."
function fitsFoundation(pile: readonly Card[], index: number, card: Card): boolean {
  return SUITS[index] === card.suit && (topCard(pile)?.rank ?? 0) === card.rank - 1;
}

function foundationRank(state: GameState, suit: Suit): number {
  return topCard(state.foundations[foundationIndex(suit)] ?? [])?.rank ?? 0;
}

/** Recycles still allowed: passes − 1 − recycles so far, or 'unlimited'. */
export function recyclesLeft(state: KlondikeState): number | 'unlimited' {
  const { passes } = state.options;
  return passes === 'unlimited' ? 'unlimited' : Math.max(0, passes - 1 - state.recycles);
}

function mayRecycleAgain(options: KlondikeOptions, recycles: number): boolean {
  return options.passes === 'unlimited' || recycles < options.passes - 1;
}

/** True when the waste may be turned over now: the stock is empty, the waste isn't, a pass is left. */
export function canRecycle(state: KlondikeState): boolean {
  return state.stock.length === 0 && state.waste.length > 0 && mayRecycleAgain(state.options, state.recycles);
}

// "Any face-up run that is in order moves as a unit"; the waste and the foundations give only
// their top card.
function movableCount(state: KlondikeState, from: PileRef): number {
  switch (from.pile) {
    case 'tableau': {
      const column = state.tableau[from.index];
      return column ? alternatingRunLength(column) : 0;
    }
    case 'waste':
      return from.index === 0 && state.waste.length > 0 ? 1 : 0;
    case 'foundation':
      return (state.foundations[from.index]?.length ?? 0) > 0 ? 1 : 0;
    default:
      return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Legal moves

function cardMove(from: PileRef, to: PileRef, count = 1): Move {
  return { type: 'move', from, to, count };
}

function tableauRef(index: number): PileRef {
  return { pile: 'tableau', index };
}

function foundationRef(index: number): PileRef {
  return { pile: 'foundation', index };
}

/** Every legal card move, in a fixed order; with `firstOnly` it stops at the first one found. */
function cardMoves(state: GameState, firstOnly: boolean): Move[] {
  const moves: Move[] = [];
  const { tableau, waste, foundations } = state;
  const add = (move: Move): boolean => {
    moves.push(move);
    return firstOnly;
  };
  const wasteTop = topCard(waste);
  // Up to the foundations: the waste's top card, then each column's top card.
  if (wasteTop) {
    const f = foundationIndex(wasteTop.suit);
    if (fitsFoundation(foundations[f] ?? [], f, wasteTop) && add(cardMove(WASTE, foundationRef(f)))) return moves;
  }
  for (let from = 0; from < tableau.length; from++) {
    const top = topCard(tableau[from]!);
    if (!top?.faceUp) continue;
    const f = foundationIndex(top.suit);
    if (fitsFoundation(foundations[f] ?? [], f, top) && add(cardMove(tableauRef(from), foundationRef(f)))) return moves;
  }
  // The waste's top card onto a column.
  if (wasteTop) {
    for (let to = 0; to < tableau.length; to++) {
      if (fitsColumn(tableau[to]!, wasteTop) && add(cardMove(WASTE, tableauRef(to)))) return moves;
    }
  }
  // Runs between columns: every count that fits, from the top card down.
  if (someRunMove(tableau, alternatingRunLength, fitsColumn, add)) return moves;
  // A foundation's top card back down onto a column.
  for (let from = 0; from < foundations.length; from++) {
    const top = topCard(foundations[from]!);
    if (!top) continue;
    for (let to = 0; to < tableau.length; to++) {
      if (fitsColumn(tableau[to]!, top) && add(cardMove(foundationRef(from), tableauRef(to)))) return moves;
    }
  }
  return moves;
}

// Order: card moves (to foundations, waste to columns, column to column, foundation to columns),
// then the draw, then the recycle.
function legalMoves(state: KlondikeState): Move[] {
  const moves = cardMoves(state, false);
  if (state.stock.length > 0) moves.push({ type: 'deal' });
  if (canRecycle(state)) moves.push({ type: 'recycle' });
  return moves;
}

// ---------------------------------------------------------------------------------------------
// Applying a move

function applyMove(state: KlondikeState, move: Move): KlondikeState {
  switch (move?.type) {
    case 'deal':
      return deal(state);
    case 'recycle':
      return recycle(state);
    case 'move':
      return moveCards(state, move.from, move.to, move.count);
    default:
      throw new IllegalMoveError('That is not a move.');
  }
}

// "Draw 1: turn over one card at a time. Draw 3: turn over three cards; only the top one of the
// waste is playable." Cards come off the stock one by one (its last element first) and land on
// the waste in that order, so the last one drawn is the playable one; with fewer than `draw`
// left, all of them are drawn.
function deal(state: KlondikeState): KlondikeState {
  const { stock } = state;
  if (stock.length === 0) {
    if (state.waste.length === 0) throw new IllegalMoveError('The stock and the waste are both empty: there is nothing to draw.');
    if (!mayRecycleAgain(state.options, state.recycles)) throw new IllegalMoveError(noPassesLeft(state.options));
    throw new IllegalMoveError('The stock is empty: turn the waste over with d.');
  }
  const n = Math.min(state.options.draw, stock.length);
  const waste = state.waste.slice();
  for (let i = stock.length - 1; i >= stock.length - n; i--) waste.push(faceUp(stock[i]!));
  return { ...state, stock: stock.slice(0, stock.length - n), waste };
}

// "When the stock is empty you may turn the waste over to make a new stock and go through it
// again, in the same order": the stock becomes the waste reversed, face down, so the card drawn
// first last time comes off first again. Allowed passes − 1 times (unlimited by default).
// The card moves of the pass that ends here are recorded for the 'lost' rule.
function recycle(state: KlondikeState): KlondikeState {
  if (state.stock.length > 0) throw new IllegalMoveError('The stock is not empty yet: draw the rest of it first.');
  if (state.waste.length === 0) throw new IllegalMoveError('The waste is empty: there is nothing to turn over.');
  if (!mayRecycleAgain(state.options, state.recycles)) throw new IllegalMoveError(noPassesLeft(state.options));
  const stock = wasteTurnedOver(state.waste);
  const recycles = state.recycles + 1;
  const { scoring, draw } = state.options;
  return {
    ...state, stock, waste: [], recycles,
    score: scoreRecycle(scoring, draw, state.score, recycles),
    movesLastPass: state.movesThisPass, movesThisPass: 0,
  };
}

function noPassesLeft(options: KlondikeOptions): string {
  const passes = options.passes === 1 ? 'one pass' : `${String(options.passes)} passes`;
  return `No more passes: this game allows ${passes} through the stock.`;
}

function pileName(ref: PileRef): string {
  switch (ref.pile) {
    case 'tableau':
      return columnLabel(ref.index);
    case 'waste':
      return 'the waste';
    case 'foundation':
      return `the ${SUITS[ref.index] ?? '?'} foundation`;
    case 'cell':
      return 'a free cell';
    case 'reserve':
      return 'the reserve';
  }
}

/** The pile a move takes cards from, or the reason there is none. */
function sourcePile(state: KlondikeState, from: PileRef): Card[] {
  switch (from.pile) {
    case 'tableau':
      return requireColumn(state, from, 'from');
    case 'waste':
      if (from.index !== 0) throw new IllegalMoveError('There is only one waste pile.');
      return state.waste;
    case 'foundation': {
      const pile = pileOf(state, from);
      if (!pile) throw new IllegalMoveError(`There is no foundation ${from.index + 1}.`);
      return pile;
    }
    default:
      throw new IllegalMoveError('That is not a pile.');
  }
}

function moveCards(state: KlondikeState, from: PileRef, to: PileRef, count: number): KlondikeState {
  if (!isPileRef(from) || !isPileRef(to)) throw new IllegalMoveError('That is not a move.');
  if (!Number.isInteger(count) || count < 1) throw new IllegalMoveError('A move takes at least one card.');
  const source = sourcePile(state, from);
  if (source.length === 0) throw new IllegalMoveError(`${capitalise(pileName(from))} is empty.`);

  if (from.pile === 'tableau') {
    if (count > alternatingRunLength(source)) {
      throw new IllegalMoveError(
        count > source.length || !source[source.length - count]!.faceUp
          ? 'Only face-up cards can move.'
          : 'Only a run descending by one in alternating colours moves together.',
      );
    }
  } else if (count !== 1) {
    throw new IllegalMoveError(
      from.pile === 'waste' ? 'Only the top card of the waste can be played.' : 'Only the top card of a foundation can come back down.',
    );
  }
  const moving = source.slice(source.length - count);
  const first = moving[0]!;

  let target: Card[];
  switch (to.pile) {
    case 'tableau': {
      target = requireColumn(state, to, 'to');
      if (from.pile === 'tableau' && from.index === to.index) throw new IllegalMoveError('The cards are already in that column.');
      if (!fitsColumn(target, first)) throw new IllegalMoveError(whyNotColumn(target, first));
      break;
    }
    case 'foundation': {
      if (from.pile === 'foundation') throw new IllegalMoveError('A card on a foundation can only come back down to a column.');
      if (count !== 1) throw new IllegalMoveError('Only one card at a time goes up to a foundation.');
      const pile = state.foundations[to.index];
      if (!pile) throw new IllegalMoveError(`There is no foundation ${to.index + 1}.`);
      target = pile;
      if (!fitsFoundation(target, to.index, first)) throw new IllegalMoveError(whyNotFoundation(target, to.index, first));
      break;
    }
    case 'waste':
      throw new IllegalMoveError('Cards cannot be put on the waste; it takes cards only from the stock.');
    default:
      throw new IllegalMoveError('That is not a pile.');
  }

  // "A face-down card turns over as soon as the cards above it are moved."
  const turnedOver = from.pile === 'tableau' && source.length > count && !source[source.length - count - 1]!.faceUp;
  return {
    ...withCardsMoved(state, from, to, count),
    score: scoreCardMove(state.options.scoring, state.score, from.pile, to.pile, turnedOver),
    movesThisPass: state.movesThisPass + 1,
  };
}

function whyNotColumn(column: readonly Card[], card: Card): string {
  const top = topCard(column);
  if (top === undefined) return 'Only a king can go into an empty column.';
  if (card.rank === KING) return `${cardName(card)} can go only into an empty column.`;
  const wanted = `${cardName(card)} needs a ${isRed(card.suit) ? 'black' : 'red'} ${rankName(card.rank + 1)} to go on`;
  return top.faceUp ? `${wanted}, not ${cardName(top)}.` : `${wanted}.`;
}

function whyNotFoundation(pile: readonly Card[], index: number, card: Card): string {
  const suit = SUITS[index]!;
  if (suit !== card.suit) return `That foundation is for ${suit}: ${cardName(card)} goes on the ${card.suit} one.`;
  const top = topCard(pile);
  if (top === undefined) return `A foundation starts with an ace: ${cardName(card)} has to wait for ${cardName({ rank: 1, suit: card.suit })}.`;
  if (card.rank <= top.rank) return `${cardName(card)} is already below ${cardName(top)} on its foundation.`;
  return `${cardName(card)} has to wait for ${cardName({ rank: card.rank - 1, suit: card.suit })} on its foundation.`;
}


// ---------------------------------------------------------------------------------------------
// Winning and losing

function isWon(state: GameState): boolean {
  return state.foundations.length === SUITS.length && state.foundations.every((pile) => pile.length === KING);
}

/**
 * Won: all four foundations hold 13 cards (ace to king).
 *
 * Lost ("no legal move left and gone through the stock without progress"), when no card move
 * (between any two piles) is possible now and either
 *   1. the stock cannot be drawn from nor the waste turned over (no legal move at all), or
 *   2. the last complete pass through the stock — the one ended by the latest recycle — moved no
 *      card (movesLastPass = 0), no card has moved since (movesThisPass = 0), and drawing on
 *      through the stock, turning the waste over while passes remain, never brings a card to the
 *      top of the waste that could be played. (Checked by running the draws: with no card moving,
 *      every later pass shows the same cards as the next one, so the rest of this pass plus one
 *      more pass decides it.) A player who merely skipped a playable card is not told they lost.
 * Otherwise the game is still being played.
 */
function status(state: KlondikeState): GameStatus {
  if (isWon(state)) return 'won';
  if (cardMoves(state, true).length > 0) return 'playing';
  if (state.stock.length === 0 && !canRecycle(state)) return 'lost';
  if (state.movesLastPass === 0 && state.movesThisPass === 0 && !drawingFindsAPlay(state)) return 'lost';
  return 'playing';
}

/** With the columns and foundations as they are, could drawing ever bring a playable card up? */
function drawingFindsAPlay(state: KlondikeState): boolean {
  const { draw } = state.options;
  let stock = state.stock.slice();
  let waste = state.waste.slice();
  let recycles = state.recycles;
  let recycledHere = false;
  for (;;) {
    if (stock.length > 0) {
      for (let i = 0; i < draw && stock.length > 0; i++) waste.push(stock.pop()!);
      if (fitsSomewhere(state, waste[waste.length - 1]!)) return true;
    } else if (waste.length > 0 && !recycledHere && mayRecycleAgain(state.options, recycles)) {
      stock = waste.reverse();
      waste = [];
      recycles++;
      recycledHere = true;
    } else {
      return false;
    }
  }
}

function fitsSomewhere(state: GameState, card: Card): boolean {
  const f = foundationIndex(card.suit);
  return fitsFoundation(state.foundations[f] ?? [], f, card) || state.tableau.some((column) => fitsColumn(column, card));
}

// ---------------------------------------------------------------------------------------------
// Helpers for the UI and the scoreboard

/** The move that sends the top card of `from` (a column or the waste) to its foundation, if legal. */
export function toFoundation(state: KlondikeState, from: PileRef): Move | undefined {
  if (from.pile === 'foundation') return undefined;
  if (from.pile === 'waste' && from.index !== 0) return undefined;
  const pile = pileOf(state, from);
  const top = pile && topCard(pile);
  if (!top?.faceUp) return undefined;
  const f = foundationIndex(top.suit);
  return fitsFoundation(state.foundations[f] ?? [], f, top) ? cardMove({ ...from }, foundationRef(f)) : undefined;
}

/**
 * Whether `card`, next on its foundation, can go up without ever being missed: both foundations
 * of the other colour hold at least its rank − 2 and the other of its colour its rank − 3 (aces
 * and twos always). The solver's rule (solver/safeToFoundation.ts has the proof): the usual "both
 * other-colour r − 1s are up" is not enough where foundation cards may come back down.
 */
function isSafeUp(state: KlondikeState, card: Card): boolean {
  return SUITS.every((suit) => {
    if (suit === card.suit) return true;
    return foundationRank(state, suit) >= card.rank - (isRed(suit) === isRed(card.suit) ? 3 : 2);
  });
}

/**
 * One move that puts a card up safely (the waste first, then the columns left to right), or
 * undefined. The waste's top card only with one card drawn at a time through unlimited passes
 * (every stock card then comes up again whatever is taken out: the solver's condition).
 */
export function safeToFoundation(state: KlondikeState): Move | undefined {
  const wasteAlwaysReached = state.options.draw === 1 && state.options.passes === 'unlimited';
  const sources: PileRef[] = [...(wasteAlwaysReached ? [WASTE] : []), ...state.tableau.map((_, i) => tableauRef(i))];
  for (const from of sources) {
    const move = toFoundation(state, from);
    if (move && isSafeUp(state, topCard(pileOf(state, from)!)!)) return move;
  }
  return undefined;
}

/**
 * True when the rest plays itself: the stock and waste are empty, every card left in the columns
 * is face up, and the game is not already won. (Then the lowest card left is always on top of a
 * column and fits its foundation, so moving cards up one by one always finishes the game.)
 */
export function canAutoFinish(state: KlondikeState): boolean {
  return (
    state.stock.length === 0 &&
    state.waste.length === 0 &&
    !isWon(state) &&
    state.tableau.every((column) => column.every((card) => card.faceUp))
  );
}

/**
 * The score with the standard timed rows: −2 for every full 10 seconds and, for a won game that
 * took over 30 seconds, a bonus of floor(700000 / seconds); never below 0. Vegas and 'none'
 * scores do not depend on time and come back unchanged.
 */
export function scoreWithTime(state: KlondikeState, elapsedMs: number): number {
  if (state.options.scoring !== 'standard') return state.score;
  return timedScore(state.score, elapsedMs, isWon(state));
}

/** Klondike's rules, dealt with `draw`, `passes` and `scoring` (read by resolveKlondikeOptions). */
export const klondike: DealtRules<KlondikeState, KlondikeOptions> = {
  id: 'klondike',
  title: 'Klondike',
  carriedScore: (state) => (state.options.scoring === 'vegas' ? state.score : undefined),
  newDeal,
  legalMoves,
  applyMove,
  status,
  movableCount,
  score: (state, elapsedMs) => (state.options.scoring === 'none' ? undefined : scoreWithTime(state, elapsedMs)),
  toFoundation,
  safeToFoundation,
  canAutoFinish,
};

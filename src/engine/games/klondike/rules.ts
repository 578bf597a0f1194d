// Klondike, as docs/rules/klondike.md: what its rule set (ruleSet.ts, played by the rules engine in
// engine/ruleSet/) does not say. The moves, what they do and when the game is won or out of moves
// are the rule set's; this file keeps the options, the deal (Klondike's own order, so that every
// deal number, save and share code keeps its cards), the score (scoring.ts's rows, applied move by
// move), the loss the rules engine cannot see (a pass through the stock without progress: history
// a position alone does not hold), the stock's refusals in Klondike's words (passes), the cards a
// click or a key sends up, and the state the tuned solver (solver/) and the hints read.
//
// State beyond the rules engine's (RuleSetState, whose `redeals` counts the times the waste was
// turned over):
// - options: fully resolved by newGame, so a saved session replays identically;
// - score: the move-based score in the chosen scoring mode (standard starts at 0 and never goes
//   below it; Vegas starts at −52; 'none' stays 0). The timed rows are in scoreWithTime;
// - movesThisPass: card moves (any `move`, between any piles) since the last recycle, or since
//   the deal when there has been none;
// - movesLastPass: movesThisPass as it stood at the last recycle, i.e. the card moves made
//   during the last complete pass through the stock; null until the first recycle.
// cells and reserve are always [], baseRank 1, removed [].
import { faceUp, isRed, KING, standardDeck, SUITS, topCard, type Card, type Suit } from '../../cards/cards.js';
import { pileOf } from '../../common/piles.js';
import { requireSeed, shuffle } from '../../cards/random.js';
import { optionGiven, type DealtRules } from '../../game.js';
import { dealtFrom } from '../../ruleSet/deal.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';
import type { RuleSetOptions, RuleSetState } from '../../ruleSet/state.js';
import type { GameStatus, Move, PileRef } from '../../types.js';
import { scoreCardMove, scoreRecycle, startingScore, timedScore, type KlondikeScoring } from './scoring.js';

export type { KlondikeScoring } from './scoring.js';

export interface KlondikeOptions {
  /** Cards turned from the stock onto the waste at a time. */
  draw: 1 | 3;
  /** How many times the player may go through the stock (recycles allowed = passes − 1). */
  passes: number | 'unlimited';
  scoring: KlondikeScoring;
}

/** A Klondike position: the rules engine's, and the counters above. */
export interface KlondikeState extends RuleSetState {
  game: 'klondike';
  options: KlondikeOptions & RuleSetOptions;
  score: number;
  movesThisPass: number;
  movesLastPass: number | null;
}

/** The rules engine's reading of Klondike's rule set with a state's options. */
export type KlondikeEngine = DealtRules<RuleSetState, RuleSetOptions>;

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
// (deck[51]) comes off first. (The rules engine's own order lays the columns out alike but turns
// the stock the other way round.)
export function newKlondikeDeal(rules: RuleSet, seed: number, options: KlondikeOptions): KlondikeState {
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
    ...dealtFrom(rules, 'klondike', seed, {}, { tableau, stock: deck.slice(next) }),
    game: 'klondike', options,
    score: startingScore(options.scoring), movesThisPass: 0, movesLastPass: null,
  };
}

// ---------------------------------------------------------------------------------------------
// What a move does beyond the rule set: the score and the counters of the pass

/** Whether a card move from `before` turns a face-down card up in the column it leaves. */
function turnsACardOver(before: KlondikeState, move: Extract<Move, { type: 'move' }>): boolean {
  if (move.from.pile !== 'tableau') return false;
  const column = before.tableau[move.from.index]!;
  return column.length > move.count && !column[column.length - move.count - 1]!.faceUp;
}

/** The state after `move`, which the rules engine played from `before` to reach `after`: the score and the pass counters brought up to date. */
export function klondikeAfter(before: KlondikeState, move: Move, after: RuleSetState): KlondikeState {
  const { scoring, draw } = before.options;
  const next: KlondikeState = { ...after, game: 'klondike', options: before.options, score: before.score, movesThisPass: before.movesThisPass, movesLastPass: before.movesLastPass };
  switch (move.type) {
    case 'move':
      next.score = scoreCardMove(scoring, before.score, move.from.pile, move.to.pile, turnsACardOver(before, move));
      next.movesThisPass = before.movesThisPass + 1;
      return next;
    case 'recycle':
      // The card moves of the pass that ends here are kept for the pass-without-progress loss.
      next.score = scoreRecycle(scoring, draw, before.score, after.redeals);
      next.movesLastPass = before.movesThisPass;
      next.movesThisPass = 0;
      return next;
    case 'deal':
      return next;
  }
}

// ---------------------------------------------------------------------------------------------
// The stock in Klondike's words

function noPassesLeft(options: KlondikeOptions): string {
  const passes = options.passes === 1 ? 'one pass' : `${String(options.passes)} passes`;
  return `No more passes: this game allows ${passes} through the stock.`;
}

function mayRecycleAgain(state: KlondikeState): boolean {
  const { passes } = state.options;
  return passes === 'unlimited' || state.redeals < passes - 1;
}

/**
 * Why a draw or a turn of the waste is refused, in Klondike's words (passes, and the key that
 * turns the waste), or undefined when the rule set allows it or the move is a card move.
 */
export function whyNotStock(state: KlondikeState, move: Move): string | undefined {
  if (move?.type === 'deal' && state.stock.length === 0) {
    if (state.waste.length === 0) return 'The stock and the waste are both empty: there is nothing to draw.';
    return mayRecycleAgain(state) ? 'The stock is empty: turn the waste over with d.' : noPassesLeft(state.options);
  }
  if (move?.type !== 'recycle') return undefined;
  if (state.stock.length > 0) return 'The stock is not empty yet: draw the rest of it first.';
  if (state.waste.length === 0) return 'The waste is empty: there is nothing to turn over.';
  return mayRecycleAgain(state) ? undefined : noPassesLeft(state.options);
}

/** Recycles still allowed: passes − 1 − recycles so far, or 'unlimited'. */
export function recyclesLeft(state: KlondikeState): number | 'unlimited' {
  const { passes } = state.options;
  return passes === 'unlimited' ? 'unlimited' : Math.max(0, passes - 1 - state.redeals);
}

// ---------------------------------------------------------------------------------------------
// Winning and losing

function isWon(state: KlondikeState): boolean {
  return state.foundations.length === SUITS.length && state.foundations.every((pile) => pile.length === KING);
}

const isCardMove = (move: Move) => move.type === 'move';

/**
 * Whether drawing on through the stock, turning the waste over once while passes remain, ever
 * brings a card move: with no card moving, every later pass shows the same cards as the next one,
 * so the rest of this pass plus one more decides it.
 */
function drawingBringsAPlay(engine: KlondikeEngine, state: KlondikeState): boolean {
  let at: RuleSetState = state;
  let recycled = false;
  for (;;) {
    const moves = engine.legalMoves(at);
    if (moves.some(isCardMove)) return true;
    const next: Move | undefined = moves.find((move) => move.type === 'deal') ?? (recycled ? undefined : moves.find((move) => move.type === 'recycle'));
    if (!next) return false;
    recycled ||= next.type === 'recycle';
    at = engine.applyMove(at, next);
  }
}

/**
 * Won: all four foundations hold 13 cards (ace to king), as the rules engine says of a whole deal.
 *
 * Lost ("no legal move left and gone through the stock without progress"), when no card move
 * (between any two piles) is possible now and either
 *   1. the stock cannot be drawn from nor the waste turned over (no legal move at all), or
 *   2. the last complete pass through the stock — the one ended by the latest recycle — moved no
 *      card (movesLastPass = 0), no card has moved since (movesThisPass = 0), and drawing on
 *      through the stock, turning the waste over while passes remain, never brings a card to the
 *      top of the waste that could be played. A player who merely skipped a playable card is not
 *      told they lost.
 * The rules engine sees the first and, with unlimited passes, calls a position lost as soon as
 * turning the stock could never bring a card that plays; the second, which asks for the pass
 * without progress, is Klondike's.
 */
export function klondikeStatus(engine: KlondikeEngine, state: KlondikeState): GameStatus {
  const engineStatus = engine.status(state);
  if (engineStatus === 'won' || isWon(state)) return 'won';
  const idlePass = state.movesLastPass === 0 && state.movesThisPass === 0;
  if (engineStatus === 'lost') return idlePass || engine.legalMoves(state).length === 0 ? 'lost' : 'playing';
  return idlePass && !drawingBringsAPlay(engine, state) ? 'lost' : 'playing';
}

// ---------------------------------------------------------------------------------------------
// Cards sent up for the player, and the score with the clock

function foundationRank(state: KlondikeState, suit: Suit): number {
  return topCard(state.foundations[SUITS.indexOf(suit)] ?? [])?.rank ?? 0;
}

/**
 * Whether `card`, next on its foundation, can go up without ever being missed: both foundations
 * of the other colour hold at least its rank − 2 and the other of its colour its rank − 3 (aces
 * and twos always). The solver's rule (solver/safeToFoundation.ts has the proof): the usual "both
 * other-colour r − 1s are up" is not enough where foundation cards may come back down, which is
 * why the rules engine puts no card up by itself there.
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
export function klondikeSafeToFoundation(engine: KlondikeEngine, state: KlondikeState): Move | undefined {
  const wasteAlwaysReached = state.options.draw === 1 && state.options.passes === 'unlimited';
  const sources: PileRef[] = [...(wasteAlwaysReached ? [WASTE] : []), ...state.tableau.map((_, index): PileRef => ({ pile: 'tableau', index }))];
  for (const from of sources) {
    const move = engine.toFoundation?.(state, from);
    if (move && isSafeUp(state, topCard(pileOf(state, from)!)!)) return move;
  }
  return undefined;
}

/**
 * True when the rest plays itself: the stock and waste are empty, every card left in the columns
 * is face up, and the game is not already won. (Then the lowest card left is always on top of a
 * column and fits its foundation, so moving cards up one by one always finishes the game; the
 * rules engine, for any rule set, asks more: every column in rank order.)
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

// Hints: which move to suggest, ranked by the engine for every game. One ply, plus a cheap look
// one move further for moves that are no good on their own.
//
// Each game states the facts of its building rules that this needs (HintTraits in game.ts); the
// words "suited runs", "runs leave the table" and so on below are those traits.
//
// A move is scored by the best thing it does (SCORE below, best first), then adjusted by the
// bonuses and penalties under it.
// "Makes way" (the look-ahead): after the move, a card can go onto the card it uncovered, or that
// card can go somewhere, better than that card could move before; and the two moves together
// leave a better position (see `worth`), so that two moves never just trade places.
//
// Never hinted: foundation → column; the exact reverse of the previous move; a whole column
// (nothing face down under it) into an empty column; a card or run moved off a card it already
// builds on onto one it builds on in the same way (5♠ off 6♠ onto 6♠ or 7♠; 5♥ off one black 6
// onto the other), or into an empty column without turning a card up — unless it makes way.
// While a row is left to deal that needs every column filled, emptying a column counts only for
// what it makes way for: hints that empty and refill columns go round in circles.
//
// With no useful move the hint is the stock, in the game's words ("deal from the stock", "draw
// from the stock", "turn the waste over"; where the stock goes to a waste, only while drawing on
// can still bring up a card that plays). A deal refused because a column is empty is never
// hinted: filling the column is. Otherwise: "no useful moves left".
import { cardName, KING, topCard, type Card } from './cards/cards.js';
import { describeMove } from './describe.js';
import type { Game, HintTraits } from './game.js';
import { gameOf } from './games.js';
import { pileOf, sameSuitRunLength } from './common/piles.js';
import type { GameRules, GameState, Move, PileRef } from './types.js';

export type CardMove = Extract<Move, { type: 'move' }>;

export type Hint =
  | { kind: 'move'; move: CardMove; reason: string }
  | { kind: 'deal'; reason: string }
  | { kind: 'none'; reason: string };

export interface RankedMove {
  move: Move;
  score: number;
  reason: string;
}

/** The scores of the ranking, best first (see the top of this file). */
const SCORE = {
  /** An ace or a two to its foundation. */
  foundationLow: 100,
  /** Runs leave the table: completes a King→Ace run. */
  completesSuit: 90,
  /** Any other card to its foundation. */
  foundation: 80,
  /** Turns up a face-down card. */
  turnsUp: 70,
  /** Empties a column. */
  freesColumn: 60,
  /** Suited runs: lengthens a run in one suit. */
  sameSuit: 50,
  /** Other builds onto the next rank. */
  build: 40,
  /** Onto a higher card of its suit, not the next rank. */
  higherInSuit: 30,
  /** A card from the waste into play. */
  fromWaste: 20,
  /** No good on its own, but makes way for a better move of another card right after. */
  makesWay: 15,
} as const;

/** A card to its foundation that also turns a card up. */
const BONUS_FOUNDATION_TURNS_UP = 10;
/** Suited runs: lengthening a run in one suit on top of turning up or emptying. */
const BONUS_ALSO_SAME_SUIT = 5;
/** Empty columns count: into an empty column ("keep an empty column"). */
const PENALTY_EMPTY_COLUMN = 10;
/** Runs leave the table: covering a long run in one suit with another suit. */
const PENALTY_COVERS_RUN = 25;
/** A same-suit run at least this long is "long" (where runs leave the table, do not cover it). */
const LONG_RUN = 3;
/** The worth of a completed run that has left the table (see `worth`). */
const REMOVED_RUN = 1000;

const NO_USEFUL_MOVES = 'no useful moves left';

/**
 * The move to suggest now, or the stock, or nothing. `previous` is the last move played: its
 * exact reverse is never suggested.
 */
export function hint(state: GameState, previous?: Move): Hint {
  const best = rankedMoves(state, previous)[0];
  if (best && best.move.type === 'move') return { kind: 'move', move: best.move, reason: best.reason };
  const game = gameOf(state);
  const legal = game.legalMoves(state);
  if (game.hintTraits.drawsToWaste && !drawingCanPlay(game, state)) return none();
  if (game.stockWords && legal.some((m) => m.type === 'deal')) return { kind: 'deal', reason: game.stockWords.advice };
  if (legal.some((m) => m.type === 'recycle')) return { kind: 'deal', reason: 'turn the waste over' };
  const fill = fillForDeal(game, state, legal, previous);
  if (fill) return { kind: 'move', move: fill, reason: 'fills the empty column so that a row can be dealt' };
  return none();
}

function none(): Hint {
  return { kind: 'none', reason: NO_USEFUL_MOVES };
}

/**
 * The useful card moves, best first (ties in the order of legalMoves). Deals, draws and recycles
 * are not listed: `hint` turns to the stock only when this list is empty.
 */
export function rankedMoves(state: GameState, previous?: Move): RankedMove[] {
  const rules = gameOf(state);
  const moves = rules.legalMoves(state).filter((m): m is CardMove => m.type === 'move');
  const judged = moves.map((move) => judge(state, move, previous));

  // How well each card (by where it is and what it is) can move now, for the look-ahead.
  const bestNow = new Map<string, number>();
  judged.forEach((verdict, i) => {
    if (verdict.kind !== 'scored') return;
    const key = cardKey(state, moves[i]!);
    bestNow.set(key, Math.max(bestNow.get(key) ?? -Infinity, verdict.score));
  });

  const ranked: RankedMove[] = [];
  judged.forEach((verdict, i) => {
    const move = moves[i]!;
    if (verdict.kind === 'scored') {
      ranked.push({ move, score: verdict.score, reason: verdict.reason });
    } else if (verdict.kind === 'makesWay') {
      const way = makesWayFor(rules, state, move, bestNow);
      if (way) ranked.push({ move, score: SCORE.makesWay - verdict.penalty, reason: `makes way for ${way}` });
    }
  });
  return ranked.sort((a, b) => b.score - a.score);
}

type Verdict =
  | { kind: 'scored'; score: number; reason: string }
  /** Pointless on its own; useful only if it makes way for a better move of another card. */
  | { kind: 'makesWay'; penalty: number }
  | { kind: 'pointless' };

const POINTLESS: Verdict = { kind: 'pointless' };

function samePile(a: PileRef, b: PileRef): boolean {
  return a.pile === b.pile && a.index === b.index;
}

/** True when `move` puts back exactly what `previous` moved. */
export function reverses(previous: Move | undefined, move: Move): boolean {
  return (
    previous?.type === 'move' && move.type === 'move' && previous.count === move.count &&
    samePile(previous.from, move.to) && samePile(previous.to, move.from)
  );
}

/** A move's worth on its own, without looking further. */
function judge(state: GameState, move: CardMove, previous: Move | undefined): Verdict {
  const own = gameOf(state).hintTraits.judgeMove;
  if (own) {
    const verdict = own(state, move);
    return verdict ? { kind: 'scored', ...verdict } : POINTLESS;
  }
  if (move.from.pile === 'foundation' || reverses(previous, move)) return POINTLESS;
  const source = pileOf(state, move.from);
  const target = pileOf(state, move.to);
  if (!source || !target) return POINTLESS;
  const first = source[source.length - move.count];
  if (!first) return POINTLESS;
  const below = source[source.length - move.count - 1];
  const turnsUp = move.from.pile === 'tableau' && below !== undefined && !below.faceUp;

  if (move.to.pile === 'foundation') {
    const base = first.rank <= 2 ? SCORE.foundationLow : SCORE.foundation;
    return {
      kind: 'scored',
      score: base + (turnsUp ? BONUS_FOUNDATION_TURNS_UP : 0),
      reason: `puts ${cardName(first)} on its foundation` + (turnsUp ? ' and turns up a face-down card' : ''),
    };
  }
  if (move.from.pile === 'waste') {
    return { kind: 'scored', score: SCORE.fromWaste, reason: `brings ${cardName(first)} into play from the waste` };
  }
  if (move.from.pile !== 'tableau' || move.to.pile !== 'tableau') return POINTLESS;

  const traits = gameOf(state).hintTraits;
  const emptyPenalty = traits.emptyColumnsCount ? PENALTY_EMPTY_COLUMN : 0;
  const onto = topCard(target);
  const wholeColumn = below === undefined;

  if (onto === undefined) {
    // Into an empty column: a whole column only moves the gap; otherwise it must turn up a card
    // or make way for something.
    if (wholeColumn) return POINTLESS;
    if (turnsUp) return { kind: 'scored', score: SCORE.turnsUp - emptyPenalty, reason: 'turns up a face-down card' };
    return { kind: 'makesWay', penalty: emptyPenalty };
  }

  const sameSuitNext = traits.suitedRuns && onto.suit === first.suit && onto.rank === first.rank + 1;
  if (below?.faceUp && traits.sitsOn(below, first) && !traits.betterParent(below, first, onto)) {
    return { kind: 'makesWay', penalty: 0 };
  }

  const completesRun = traits.runsLeaveTable && sameSuitNext && sameSuitRunLength(target) + move.count >= KING;
  if (wholeColumn && traits.rowToDeal(state) && !completesRun) {
    // A row still to deal: the gap must be filled again before the deal, so emptying a column is
    // worth only what it makes way for.
    return { kind: 'makesWay', penalty: 0 };
  }

  let score: number;
  let reason: string;
  if (completesRun) {
    score = SCORE.completesSuit;
    reason = `completes a run of ${first.suit}`;
  } else if (turnsUp) {
    score = SCORE.turnsUp;
    reason = 'turns up a face-down card';
  } else if (wholeColumn) {
    score = SCORE.freesColumn;
    reason = 'empties a column';
  } else if (sameSuitNext) {
    score = SCORE.sameSuit;
    reason = `lengthens a run of ${first.suit}`;
  } else if (onto.rank === first.rank + 1) {
    score = SCORE.build;
    reason = `builds on ${cardName(onto)}`;
  } else {
    score = SCORE.higherInSuit;
    reason = `goes onto a higher ${first.suit.slice(0, -1)}`;
  }
  if (sameSuitNext && score > SCORE.sameSuit && score !== SCORE.completesSuit) score += BONUS_ALSO_SAME_SUIT;
  if (traits.runsLeaveTable && onto.suit !== first.suit && sameSuitRunLength(target) >= LONG_RUN) {
    score -= PENALTY_COVERS_RUN;
    reason += `, though it covers a run of ${onto.suit}`;
  }
  return { kind: 'scored', score, reason };
}

/** A card as it lies now: its pile and its identity. */
function cardKey(state: GameState, move: CardMove): string {
  const source = pileOf(state, move.from) ?? [];
  const first = source[source.length - move.count];
  return `${move.from.pile}${move.from.index}:${first ? cardName(first) : '?'}`;
}

/**
 * Looks one move further: after `move`, can a card go onto the card it uncovered, or can that
 * card itself go somewhere, better than any move that card has now? Returns that follow-up in
 * words, or undefined.
 */
function makesWayFor(rules: GameRules, state: GameState, move: CardMove, bestNow: Map<string, number>): string | undefined {
  let after: GameState;
  try {
    after = rules.applyMove(state, move);
  } catch {
    return undefined;
  }
  const before = worth(state);
  let best: { score: number; move: CardMove } | undefined;
  for (const next of rules.legalMoves(after)) {
    if (next.type !== 'move') continue;
    if (!samePile(next.to, move.from) && !samePile(next.from, move.from)) continue;
    const verdict = judge(after, next, move);
    if (verdict.kind !== 'scored' || verdict.score <= SCORE.makesWay) continue;
    if (verdict.score <= (bestNow.get(cardKey(after, next)) ?? -Infinity)) continue;
    if (best && verdict.score <= best.score) continue;
    // The two moves together must leave a better position, not merely trade places.
    if (worth(rules.applyMove(after, next)) <= before) continue;
    best = { score: verdict.score, move: next };
  }
  return best && describeMove(after, best.move);
}

/**
 * A rough worth of a position, for judging two moves together, in the units of SCORE: cards
 * still face down count against it; empty columns (where they count), cards lying on a card they
 * build on, and cards on the foundations or gone as completed runs count for it; where the stock
 * goes to a waste, cards still in the stock and the waste count a little against.
 */
function worth(state: GameState): number {
  const traits = gameOf(state).hintTraits;
  let total = 0;
  for (const column of state.tableau) {
    if (column.length === 0 && traits.emptyColumnsCount) total += SCORE.freesColumn;
    for (let i = 0; i < column.length; i++) {
      const card = column[i]!;
      const below = column[i - 1];
      if (!card.faceUp) total -= SCORE.turnsUp;
      else if (below?.faceUp && traits.sitsOn(below, card)) total += linkWorth(traits, below, card);
    }
  }
  for (const pile of state.foundations) total += pile.length * SCORE.foundation;
  if (traits.drawsToWaste) total -= (state.stock.length + state.waste.length) * SCORE.fromWaste;
  return total + state.removed.length * REMOVED_RUN;
}

/** What it is worth that `card` lies on `parent` (which it builds on). */
function linkWorth(traits: HintTraits, parent: Card, card: Card): number {
  if (traits.suitedRuns && parent.suit === card.suit && parent.rank === card.rank + 1) return SCORE.sameSuit;
  return parent.rank === card.rank + 1 ? SCORE.build : SCORE.higherInSuit;
}

/**
 * Where the stock goes to a waste: with no card moving, could drawing on through the stock (turning the waste over while
 * passes remain) ever bring up a waste card that plays? The rest of this pass and one more pass
 * decide it: with nothing moving, every later pass shows the same cards.
 */
function drawingCanPlay(rules: GameRules, state: GameState): boolean {
  let current = state;
  let recycled = false;
  for (;;) {
    const legal = rules.legalMoves(current);
    if (current !== state && legal.some((m) => m.type === 'move' && m.from.pile === 'waste')) return true;
    if (legal.some((m) => m.type === 'deal')) {
      current = rules.applyMove(current, { type: 'deal' });
    } else if (!recycled && legal.some((m) => m.type === 'recycle')) {
      current = rules.applyMove(current, { type: 'recycle' });
      recycled = true;
    } else {
      return false;
    }
  }
}

/**
 * A row still to deal and an empty column: a move that fills an empty column without emptying
 * another, so that the row can be dealt. Never the reverse of the previous move; best
 * one after which nothing useful is left but the deal (so the hints do not go round in a
 * circle), then the one that loses the least (see `worth`), then the first.
 */
function fillForDeal(rules: Game, state: GameState, legal: readonly Move[], previous: Move | undefined): CardMove | undefined {
  if (!rules.hintTraits.rowToDeal(state)) return undefined;
  let best: { move: CardMove; settled: boolean; worth: number } | undefined;
  for (const move of legal) {
    if (move.type !== 'move' || reverses(previous, move)) continue;
    const source = state.tableau[move.from.index] ?? [];
    const target = state.tableau[move.to.index] ?? [];
    if (target.length > 0 || move.count >= source.length) continue;
    const after = rules.applyMove(state, move);
    const candidate = { move, settled: rankedMoves(after, move).length === 0, worth: worth(after) };
    if (
      !best ||
      (candidate.settled && !best.settled) ||
      (candidate.settled === best.settled && candidate.worth > best.worth)
    ) best = candidate;
  }
  return best?.move;
}

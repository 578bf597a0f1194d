// Constructed positions for engine tests, written in a short notation any game can use.
//
// A card is rank + suit: rank A 2 … 9 T (or 10) J Q K, suit S H D C (or ♠ ♥ ♦ ♣): '4H', 'TS',
// '10S', 'K♠'. A leading '?' or '#' makes it face down ('?QH', '#9♥'), a leading '^' face up ('^QH').
// Without a prefix a card is face up, except in the stock, which is face down.
// A pile is an array of cards, or one string of cards separated by spaces ('?9D ?2C 7H'),
// always bottom → top (the last card is the top card; in the stock, the next one to come off).
// Piles are written back in the short notation ('?QH TS', `showPile`) or in glyphs ('#Q♥ 10♠', `showCards`).
import fc from 'fast-check';
import { expect } from 'vitest';
import { cardName, type Card, type Suit } from '../../src/engine/cards/cards.js';
import { IllegalMoveError, type GameId, type GameRules, type GameState, type Move } from '../../src/engine/types.js';
import type { Game } from '../../src/engine/game.js';

export type PileSpec = string | readonly string[];

export interface StateSpec {
  tableau: readonly PileSpec[];
  stock?: PileSpec;
  waste?: PileSpec;
  foundations?: readonly PileSpec[];
  removed?: readonly PileSpec[];
  options?: object;
  seed?: number;
  /** Any other fields the game's state carries (Klondike's score, recycles …). */
  [extra: string]: unknown;
}

const SUIT_LETTERS: Record<string, Suit> = {
  S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs',
  '♠': 'spades', '♥': 'hearts', '♦': 'diamonds', '♣': 'clubs',
};
const RANK_LETTERS: Record<string, number> = { A: 1, T: 10, '10': 10, J: 11, Q: 12, K: 13 };
const SUIT_OF: Record<Suit, string> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };
const RANK_OF = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/** One card from its short name; `faceUpByDefault` applies when there is no '?', '#' or '^'. */
export function card(text: string, faceUpByDefault = true): Card {
  let body = text.trim();
  let faceUp = faceUpByDefault;
  if (body.startsWith('?') || body.startsWith('#')) {
    faceUp = false;
    body = body.slice(1);
  } else if (body.startsWith('^')) {
    faceUp = true;
    body = body.slice(1);
  }
  const suitText = body.slice(-1).toUpperCase();
  const rankText = body.slice(0, -1).toUpperCase();
  const suit = SUIT_LETTERS[suitText];
  const rank = RANK_LETTERS[rankText] ?? (/^[2-9]$/.test(rankText) ? Number(rankText) : undefined);
  if (suit === undefined || rank === undefined) throw new Error(`Not a card: "${text}"`);
  return { rank, suit, faceUp };
}

/** A pile, bottom → top. */
export function pile(spec: PileSpec, faceUpByDefault = true): Card[] {
  const names = typeof spec === 'string' ? spec.split(/\s+/).filter((s) => s !== '') : spec;
  return names.map((name) => card(name, faceUpByDefault));
}

/** A game state with exactly the piles given, and empty piles where none are given. */
export function buildState<S extends GameState = GameState>(game: GameId, spec: StateSpec): S {
  const { tableau, stock, waste, foundations, removed, options, seed, ...extra } = spec;
  return {
    game,
    seed: seed ?? 0,
    options: options ?? {},
    tableau: tableau.map((column) => pile(column)),
    stock: pile(stock ?? [], false),
    waste: pile(waste ?? []),
    foundations: (foundations ?? []).map((p) => pile(p)),
    removed: (removed ?? []).map((p) => pile(p)),
    ...extra,
  } as unknown as S;
}

/** A card in the short notation, '?' marking a face-down card: 'TS', '?QH'. */
export function short(c: Card): string {
  return (c.faceUp ? '' : '?') + RANK_OF[c.rank] + SUIT_OF[c.suit];
}

/** A pile in the short notation, one string, bottom → top. */
export function showPile(cards: readonly Card[]): string {
  return cards.map(short).join(' ');
}

/** A pile in glyphs, '#' marking a face-down card, bottom → top: '#Q♥ 10♠'. */
export function showCards(cards: readonly Card[]): string {
  return cards.map((c) => (c.faceUp ? '' : '#') + cardName(c)).join(' ');
}

/** A card without its face: 'TS'. */
export function identity(c: Pick<Card, 'rank' | 'suit'>): string {
  return RANK_OF[c.rank]! + SUIT_OF[c.suit];
}

/** Every card in a state, anywhere (tableau, stock, waste, foundations, removed, cells, reserve), by identity. */
export function allCards(state: GameState): Card[] {
  return [
    ...state.tableau.flat(),
    ...state.stock,
    ...state.waste,
    ...state.foundations.flat(),
    ...state.removed.flat(),
    ...(state.cells ?? []).flat(),
    ...(state.reserve ?? []).flat(),
  ];
}

/** The multiset of cards in a state as sorted identities, for conservation checks. */
export function cardMultiset(state: GameState): string[] {
  return allCards(state).map(identity).sort();
}

/** Freezes a value and everything inside it, so any mutation throws (in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** A deep copy through JSON, for comparing before and after. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** For greedy test play: how far a position has got: cards up or gone, cards turned up, cards in movable runs. */
export function progress(rules: GameRules, state: GameState): number {
  let value = 40 * state.foundations.flat().length + 600 * state.removed.length;
  state.tableau.forEach((column, index) => {
    value += 3 * column.filter((c) => c.faceUp).length + rules.movableCount(state, { pile: 'tableau', index });
    if (column.length === 0) value += 2;
  });
  return value;
}

/** Every combination of the values a game's options offer as choices (one empty set when none). */
export function choiceCombinations(game: Game): Record<string, unknown>[] {
  return game.options.reduce<Record<string, unknown>[]>(
    (sets, option) => (option.choices ? sets.flatMap((set) => option.choices!.map((choice) => ({ ...set, [option.name]: option.parse(choice) }))) : sets),
    [{}],
  );
}

/** One option set per variant of the game (the first combination of choices that deals it). */
export function optionSetsOf(game: Game): Record<string, unknown>[] {
  const combinations = choiceCombinations(game);
  return game.variants.flatMap((variant) => {
    const found = combinations.find((options) => game.variantOf(game.newGame({ ...options, seed: game.deals.first }).options).key === variant.key);
    return found ? [found] : [];
  });
}

/** Deal numbers of the game (at most the first billion, so they read easily in a failure). */
export function seedsOf(game: Game): fc.Arbitrary<number> {
  return fc.integer({ min: game.deals.first, max: Math.min(game.deals.last, 999_999_999) });
}

/**
 * The reason the game gives for refusing `move` in `state`. Fails the test unless applyMove throws
 * an IllegalMoveError whose reason is one line of words, and leaves the state as it was.
 */
export function refusal<S extends GameState>(rules: GameRules<S>, state: S, move: Move): string {
  const before = structuredClone(state);
  let caught: unknown;
  try {
    rules.applyMove(state, move);
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${JSON.stringify(move)} to be refused`).toBeInstanceOf(IllegalMoveError);
  const reason = (caught as IllegalMoveError).reason;
  expect(reason.trim(), 'the reason').not.toBe('');
  expect(reason, 'the reason').not.toContain('\n');
  expect(state, 'the position after the refusal').toEqual(before);
  return reason;
}

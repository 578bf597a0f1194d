// Klondike rules, checked against docs/rules/klondike.md line by line: each test names the
// rule it checks. Most tests build a position from short card strings (see `position`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardName, SUITS, standardDeck, type Card } from '../../src/engine/cards/cards.js';
import { canAutoFinish, recyclesLeft, resolveKlondikeOptions, scoreWithTime, type KlondikeOptions, type KlondikeState } from '../../src/engine/games/klondike/rules.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { mulberry32, shuffle } from '../../src/engine/cards/random.js';
import type { Move, PileRef } from '../../src/engine/types.js';
import { deepFreeze, pile, refusal, showCards as show } from './fixtures.js';

// ---- helpers ---------------------------------------------------------------------------------

/** Card names only, face-up or not. */
function names(pile: readonly Card[]): string {
  return pile.map(cardName).join(' ');
}

interface PositionSpec {
  /** Up to seven columns, bottom → top; missing ones are empty. */
  tableau?: string[];
  /** Bottom → top: the last card is drawn first. Always face down. */
  stock?: string;
  /** Bottom → top: the last card is the playable one. Always face up. */
  waste?: string;
  /** How high each foundation is built, in SUITS order (♠ ♥ ♦ ♣): 0 empty … 13 complete. */
  foundations?: [number, number, number, number];
  options?: Partial<KlondikeOptions>;
  score?: number;
  redeals?: number;
  movesThisPass?: number;
  movesLastPass?: number | null;
}

function position(spec: PositionSpec): KlondikeState {
  const options = resolveKlondikeOptions(spec.options ?? {});
  const heights = spec.foundations ?? [0, 0, 0, 0];
  return {
    game: 'klondike',
    seed: 0,
    options,
    tableau: Array.from({ length: 7 }, (_, i) => pile(spec.tableau?.[i] ?? '')),
    stock: pile(spec.stock ?? '').map((c) => ({ ...c, faceUp: false })),
    waste: pile(spec.waste ?? '').map((c) => ({ ...c, faceUp: true })),
    foundations: SUITS.map((suit, i) => Array.from({ length: heights[i]! }, (_, r) => ({ rank: r + 1, suit, faceUp: true }))),
    removed: [],
    score: spec.score ?? (options.scoring === 'vegas' ? -52 : 0),
    cells: [], reserve: [], baseRank: 1, redeals: spec.redeals ?? 0,
    movesThisPass: spec.movesThisPass ?? 0,
    movesLastPass: spec.movesLastPass === undefined ? null : spec.movesLastPass,
  };
}

const T = (index: number): PileRef => ({ pile: 'tableau', index });
const F = (index: number): PileRef => ({ pile: 'foundation', index });
const W: PileRef = { pile: 'waste', index: 0 };
const move = (from: PileRef, to: PileRef, count = 1): Move => ({ type: 'move', from, to, count });
const DEAL: Move = { type: 'deal' };
const RECYCLE: Move = { type: 'recycle' };
const canRecycle = (state: KlondikeState) => klondike.legalMoves(state).some((m) => m.type === 'recycle');
const toFoundation = (state: KlondikeState, from: PileRef) => klondike.toFoundation!(state, from);
const safeToFoundation = (state: KlondikeState) => klondike.safeToFoundation!(state);

function play(state: KlondikeState, ...moves: Move[]): KlondikeState {
  return moves.reduce((s, m) => klondike.applyMove(s, m), state);
}

/** Applies an illegal move and checks the reason it gives and that the input did not change. */
function expectIllegal(state: KlondikeState, m: Move, reason: string | RegExp): void {
  const why = refusal(klondike, state, m);
  if (typeof reason === 'string') expect(why).toBe(reason);
  else expect(why).toMatch(reason);
}

function allCards(state: KlondikeState): Card[] {
  return [...state.tableau.flat(), ...state.stock, ...state.waste, ...state.foundations.flat()];
}

function sameMoves(actual: Move[], expected: Move[]): void {
  const key = (m: Move) => JSON.stringify(m);
  expect(actual.map(key).sort()).toEqual(expected.map(key).sort());
}

// ---- the deal --------------------------------------------------------------------------------

describe('Deal', () => {
  it('Deal: seven columns hold 1, 2, … 7 cards, the last of each face up; 24 face-down cards form the stock', () => {
    for (const seed of [0, 1, 42, 4294967295]) {
      const state = klondike.newGame({ seed });
      expect(state.tableau.map((c) => c.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const column of state.tableau) {
        expect(column.map((c) => c.faceUp)).toEqual([...Array(column.length - 1).fill(false), true]);
      }
      expect(state.stock).toHaveLength(24);
      expect(state.stock.every((c) => !c.faceUp)).toBe(true);
      expect(state.waste).toEqual([]);
      expect(state.foundations).toEqual([[], [], [], []]);
      expect(new Set(allCards(state).map(cardName)).size).toBe(52);
      expect(klondike.status(state)).toBe('playing');
    }
  });

  it('Deal: the shuffled deck is dealt in rows as a dealer does, the rest is the stock (last card first)', () => {
    const seed = 77;
    const deck = shuffle(standardDeck(), seed);
    const state = klondike.newGame({ seed });
    // Row 1: deck[0..6] to columns 1..7; row 2: deck[7..12] to columns 2..7; …
    expect(names(state.tableau.map((c) => c[0]!))).toBe(names(deck.slice(0, 7)));
    expect(names(state.tableau.slice(1).map((c) => c[1]!))).toBe(names(deck.slice(7, 13)));
    expect(cardName(state.tableau[6]![6]!)).toBe(cardName(deck[27]!));
    expect(names(state.stock)).toBe(names(deck.slice(28)));
    const drawn = klondike.applyMove(state, DEAL);
    expect(cardName(drawn.waste[0]!)).toBe(cardName(deck[51]!));
  });

  it.each([
    [
      1,
      ['Q♥', '#6♣ 3♣', '#J♥ #7♠ 9♦', '#J♠ #4♦ #Q♠ 9♠', '#5♣ #10♦ #4♠ #2♥ 7♣', '#6♦ #10♥ #J♣ #5♠ #K♦ 8♠', '#Q♣ #2♣ #8♦ #2♦ #5♦ #9♥ 4♥'],
      'K♠ 2♠ J♦ Q♦ K♥ 9♣ 3♠ 5♥ A♣ 10♠ 3♥ 6♠ 8♥ 7♥ 4♣ 6♥ K♣ 3♦ A♥ 8♣ 10♣ A♦ A♠ 7♦',
    ],
    [
      2,
      ['7♠', '#3♠ 6♥', '#2♣ #5♥ A♣', '#6♦ #Q♦ #5♣ 10♠', '#8♥ #9♥ #10♦ #5♦ 3♦', '#9♣ #A♥ #2♦ #8♠ #J♥ Q♠', '#10♣ #J♣ #7♥ #J♠ #3♥ #K♥ A♠'],
      'J♦ 4♠ K♣ 8♣ 2♠ 3♣ K♠ Q♥ 6♠ 7♣ 7♦ 6♣ 9♠ 8♦ 5♠ 9♦ Q♣ 10♥ 4♦ 4♣ A♦ 2♥ 4♥ K♦',
    ],
    [
      3,
      ['3♥', '#10♦ 5♠', '#9♣ #9♥ K♣', '#Q♣ #5♥ #8♦ A♣', '#K♠ #7♠ #A♥ #2♥ 4♦', '#3♠ #8♥ #A♦ #6♣ #J♠ 2♦', '#6♠ #4♣ #K♦ #2♣ #7♥ #3♣ 9♦'],
      'A♠ 6♦ K♥ 4♥ 7♣ 10♠ Q♥ 5♣ 7♦ 5♦ 6♥ 3♦ 10♣ 9♠ J♥ Q♠ 8♠ 8♣ J♣ J♦ 4♠ 10♥ 2♠ Q♦',
    ],
  ])('Deal: a deal never changes between versions (golden deal of seed %i)', (seed, tableau, stock) => {
    for (const options of [{}, { draw: 3 as const }, { scoring: 'vegas' as const }]) {
      const state = klondike.newGame({ seed, ...options });
      expect(state.tableau.map(show)).toEqual(tableau);
      expect(names(state.stock)).toBe(stock);
    }
  });

  it('Deal: the state is plain JSON and holds its resolved options, so a saved game replays identically', () => {
    const state = klondike.newGame({ seed: 9, draw: 3 });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.options).toEqual({ draw: 3, passes: 'unlimited', scoring: 'standard' });
    expect(klondike.newGame({ ...state.options, seed: 9 })).toEqual(state);
    expect(state).toMatchObject({ game: 'klondike', seed: 9, score: 0, redeals: 0, removed: [] });
  });

  it('Options: draw 1, unlimited passes and standard scoring unless told otherwise', () => {
    expect(klondike.newGame({ seed: 1 }).options).toEqual({ draw: 1, passes: 'unlimited', scoring: 'standard' });
    expect(klondike.newGame({ seed: 1, passes: 2, draw: 3, scoring: 'none' }).options).toEqual({ draw: 3, passes: 2, scoring: 'none' });
  });

  it('Options: Vegas allows three passes with draw 3 and a single pass with draw 1, unless passes are given', () => {
    expect(klondike.newGame({ seed: 1, scoring: 'vegas', draw: 3 }).options.passes).toBe(3);
    expect(klondike.newGame({ seed: 1, scoring: 'vegas' }).options.passes).toBe(1);
    expect(klondike.newGame({ seed: 1, scoring: 'vegas', passes: 'unlimited' }).options.passes).toBe('unlimited');
    expect(klondike.newGame({ seed: 1, scoring: 'vegas', draw: 3, passes: 5 }).options.passes).toBe(5);
  });

  it('Options: bad options and seeds are refused with a RangeError that says why', () => {
    expect(() => klondike.newGame({ seed: 1, draw: 2 } as object as { seed: number })).toThrow(new RangeError('Klondike draws 1 or 3 cards at a time, not 2.'));
    expect(() => klondike.newGame({ seed: 1, passes: 0 })).toThrow(RangeError);
    expect(() => klondike.newGame({ seed: 1, passes: 1.5 })).toThrow(/whole number from 1 up/);
    expect(() => klondike.newGame({ seed: 1, passes: 'many' } as object as { seed: number })).toThrow(RangeError);
    expect(() => klondike.newGame({ seed: 1, scoring: 'golf' } as object as { seed: number })).toThrow(/'standard', 'vegas' or 'none'/);
    expect(() => klondike.newGame({ seed: -1 })).toThrow(RangeError);
    expect(() => klondike.newGame({ seed: 1.5 })).toThrow(/Seed must be a whole number/);
  });
});

// ---- tableau ---------------------------------------------------------------------------------

describe('Tableau', () => {
  it('Tableau: a card goes on a column one rank higher of the opposite colour', () => {
    const state = position({ tableau: ['9♠', '8♥', '9♦', '10♠', '8♣'] });
    const after = klondike.applyMove(state, move(T(1), T(0)));
    expect(show(after.tableau[0]!)).toBe('9♠ 8♥');
    expect(after.tableau[1]).toEqual([]);
    expect(show(klondike.applyMove(state, move(T(4), T(2))).tableau[2]!)).toBe('9♦ 8♣');
    expectIllegal(state, move(T(1), T(2)), '8♥ needs a black 9 to go on, not 9♦.');
    expectIllegal(state, move(T(1), T(3)), '8♥ needs a black 9 to go on, not 10♠.');
    expectIllegal(state, move(T(4), T(0)), '8♣ needs a red 9 to go on, not 9♠.');
  });

  it('Tableau: any face-up run in order (descending, alternating colours) moves as a unit', () => {
    const state = position({ tableau: ['#4♦ 9♠ 8♥ 7♣', '10♦', '9♣'] });
    const all = klondike.applyMove(state, move(T(0), T(1), 3));
    expect(show(all.tableau[1]!)).toBe('10♦ 9♠ 8♥ 7♣');
    expect(show(all.tableau[0]!)).toBe('4♦');
    const part = klondike.applyMove(state, move(T(0), T(2), 2));
    expect(show(part.tableau[2]!)).toBe('9♣ 8♥ 7♣');
    expect(show(part.tableau[0]!)).toBe('#4♦ 9♠');
    expect(klondike.movableCount(state, T(0))).toBe(3);
  });

  it('Tableau: cards out of order, or face down, do not move together', () => {
    const state = position({ tableau: ['#4♦ 9♠ 8♠', '10♦', '#2♣ 6♥ 5♠ 4♥'] });
    expectIllegal(state, move(T(0), T(1), 2), 'Only cards in building order move together.');
    expectIllegal(state, move(T(0), T(1), 3), 'Face-down cards do not move.');
    expectIllegal(state, move(T(0), T(1), 9), 'Column 1 holds only 3 cards.');
    expect(klondike.movableCount(state, T(0))).toBe(1);
    expect(klondike.movableCount(state, T(2))).toBe(3);
    expect(klondike.movableCount(state, T(3))).toBe(0);
  });

  it('Tableau: a face-down card turns over as soon as the cards above it are moved', () => {
    const state = deepFreeze(position({ tableau: ['#3♣ #J♦ 9♠ 8♥', '10♦'] }));
    const after = klondike.applyMove(state, move(T(0), T(1), 2));
    expect(show(after.tableau[0]!)).toBe('#3♣ J♦');
    expect(show(state.tableau[0]!)).toBe('#3♣ #J♦ 9♠ 8♥');
    // The moved cards are shared, untouched columns are the same arrays.
    expect(after.tableau[1]![1]).toBe(state.tableau[0]![2]);
    expect(after.tableau[2]).toBe(state.tableau[2]);
    expect(after.stock).toBe(state.stock);
    expect(after.foundations).toBe(state.foundations);
  });

  it('Tableau: an empty column takes only a king, or a run that starts with a king', () => {
    const state = position({ tableau: ['#5♣ K♣ Q♥ J♣', '', '#2♣ Q♣', '#3♣ K♥'], waste: 'K♦', foundations: [13, 0, 0, 0] });
    expect(show(klondike.applyMove(state, move(T(0), T(1), 3)).tableau[1]!)).toBe('K♣ Q♥ J♣');
    expect(show(klondike.applyMove(state, move(T(3), T(1))).tableau[1]!)).toBe('K♥');
    expect(show(klondike.applyMove(state, move(W, T(1))).tableau[1]!)).toBe('K♦');
    expect(show(klondike.applyMove(state, move(F(0), T(1))).tableau[1]!)).toBe('K♠');
    expectIllegal(state, move(T(0), T(1), 2), 'Only a king goes into an empty column.');
    expectIllegal(state, move(T(2), T(1)), 'Only a king goes into an empty column.');
  });

  it('Tableau: a king goes on no card, only into an empty column', () => {
    const state = position({ tableau: ['K♥', 'K♠', ''] });
    expectIllegal(state, move(T(0), T(1)), 'Nothing is higher than K♥: it goes only into an empty column.');
  });
});

// ---- foundations -----------------------------------------------------------------------------

describe('Foundations', () => {
  it('Foundations: four piles, one per suit in the order ♠ ♥ ♦ ♣; each starts with an ace', () => {
    const state = position({ tableau: ['A♥', '2♠', 'A♣'], waste: 'A♠' });
    expect(show(klondike.applyMove(state, move(W, F(0))).foundations[0]!)).toBe('A♠');
    expect(show(klondike.applyMove(state, move(T(0), F(1))).foundations[1]!)).toBe('A♥');
    expect(show(klondike.applyMove(state, move(T(2), F(3))).foundations[3]!)).toBe('A♣');
    expectIllegal(state, move(T(0), F(0)), 'That foundation is for spades: A♥ goes on a hearts one.');
    expectIllegal(state, move(T(1), F(0)), 'A foundation starts with an ace: 2♠ has to wait.');
  });

  it('Foundations: then the next rank of the same suit, 2, 3, … up to king', () => {
    const state = position({ tableau: ['2♦', '4♦', '', 'K♣'], foundations: [0, 0, 1, 12] });
    const after = klondike.applyMove(state, move(T(0), F(2)));
    expect(show(after.foundations[2]!)).toBe('A♦ 2♦');
    expectIllegal(state, move(T(1), F(2)), '4♦ has to wait for 2♦ on that foundation.');
    expect(klondike.applyMove(state, move(T(3), F(3))).foundations[3]).toHaveLength(13);
  });

  it('Foundations: only the top card of a column goes up, one card at a time', () => {
    const state = position({ tableau: ['3♠ 2♥', '#9♣ 2♠'], foundations: [1, 1, 0, 0] });
    expectIllegal(state, move(T(0), F(1), 2), 'One card at a time goes up.');
    const after = klondike.applyMove(state, move(T(1), F(0)));
    expect(show(after.tableau[1]!)).toBe('9♣');
    expect(show(after.foundations[0]!)).toBe('A♠ 2♠');
  });

  it('Foundations: the top card of a foundation may be taken back down onto a column where it fits', () => {
    const state = position({ tableau: ['6♥', '6♣', ''], foundations: [5, 4, 0, 0] });
    const after = klondike.applyMove(state, move(F(0), T(0)));
    expect(show(after.tableau[0]!)).toBe('6♥ 5♠');
    expect(show(after.foundations[0]!)).toBe('A♠ 2♠ 3♠ 4♠');
    expectIllegal(state, move(F(0), T(1)), '5♠ needs a red 6 to go on, not 6♣.');
    expectIllegal(state, move(F(0), T(2)), 'Only a king goes into an empty column.');
    expectIllegal(state, move(F(2), T(0)), 'Foundation 3 is empty.');
    expectIllegal(state, move(F(0), F(1)), 'A foundation card comes back only onto a column.');
    expectIllegal(state, move(F(0), T(0), 2), 'One card at a time comes back from a foundation.');
    expect(klondike.movableCount(state, F(0))).toBe(1);
    expect(klondike.movableCount(state, F(2))).toBe(0);
  });
});

// ---- stock and waste -------------------------------------------------------------------------

describe('Stock and waste', () => {
  it('Draw 1: one card at a time turns over from the stock onto the waste', () => {
    const state = position({ stock: '9♣ 3♦ 7♥ A♠' });
    const one = klondike.applyMove(state, DEAL);
    expect(show(one.waste)).toBe('A♠');
    expect(show(one.stock)).toBe('#9♣ #3♦ #7♥');
    const two = klondike.applyMove(one, DEAL);
    expect(show(two.waste)).toBe('A♠ 7♥');
    expect(klondike.legalMoves(two)).toContainEqual(DEAL);
  });

  it('Draw 3: three cards turn over, fanned on the waste; only the top one is playable', () => {
    const state = position({ tableau: ['4♠', '8♣'], stock: '9♣ 3♦ 7♥ A♠', options: { draw: 3 } });
    const drawn = klondike.applyMove(state, DEAL);
    expect(show(drawn.waste)).toBe('A♠ 7♥ 3♦');
    expect(show(drawn.stock)).toBe('#9♣');
    expect(klondike.movableCount(drawn, W)).toBe(1);
    const fromWaste = klondike.legalMoves(drawn).filter((m) => m.type === 'move' && m.from.pile === 'waste');
    expect(fromWaste).toEqual([move(W, T(0))]);
    expectIllegal(drawn, move(W, T(1), 2), 'Only the top card of the waste plays.');
    expectIllegal(drawn, move(W, F(0)), 'That foundation is for spades: 3♦ goes on a diamonds one.');
    // Playing the top card makes the one under it playable.
    const next = klondike.applyMove(drawn, move(W, T(0)));
    expect(klondike.legalMoves(next)).toContainEqual(move(W, T(1)));
    const last = play(next, move(W, T(1)));
    expect(klondike.legalMoves(last)).toContainEqual(move(W, F(0)));
  });

  it('Draw 3: with fewer than three cards left in the stock, the rest are drawn', () => {
    const state = position({ stock: '9♣ 3♦', waste: 'A♠', options: { draw: 3 } });
    const drawn = klondike.applyMove(state, DEAL);
    expect(show(drawn.waste)).toBe('A♠ 3♦ 9♣');
    expect(drawn.stock).toEqual([]);
    expect(klondike.legalMoves(drawn)).not.toContainEqual(DEAL);
  });

  it('Recycle: when the stock is empty the waste turns over into a new stock, gone through again in the same order', () => {
    for (const draw of [1, 3] as const) {
      const start = klondike.newGame({ seed: 5, draw });
      let state = start;
      const firstPass: string[] = [];
      while (state.stock.length > 0) {
        state = klondike.applyMove(state, DEAL);
        firstPass.push(show(state.waste.slice(-draw)));
      }
      expect(klondike.legalMoves(state)).toContainEqual(RECYCLE);
      state = klondike.applyMove(state, RECYCLE);
      expect(state.waste).toEqual([]);
      // The same cards in the same order, each now known to the player.
      expect(state.stock).toEqual(start.stock.map((card) => ({ ...card, seen: true })));
      expect(state.redeals).toBe(1);
      const secondPass: string[] = [];
      while (state.stock.length > 0) {
        state = klondike.applyMove(state, DEAL);
        secondPass.push(show(state.waste.slice(-draw)));
      }
      expect(secondPass).toEqual(firstPass);
    }
  });

  it('Recycle: only when the stock is empty and the waste is not', () => {
    expectIllegal(position({ stock: '5♥', waste: '6♠' }), RECYCLE, 'The stock is not empty yet: draw the rest of it first.');
    expectIllegal(position({}), RECYCLE, 'The waste is empty: there is nothing to turn over.');
    const empty = position({ waste: '6♠ 2♦' });
    expectIllegal(empty, DEAL, 'The stock is empty: turn the waste over with d.');
    expectIllegal(position({}), DEAL, 'The stock and the waste are both empty: there is nothing to draw.');
    expect(canRecycle(empty)).toBe(true);
    expect(klondike.legalMoves(empty)).toEqual([RECYCLE]);
  });

  it('Passes: a limited number of passes refuses a further recycle, with the reason', () => {
    const state = position({ waste: '6♠ 2♦', options: { passes: 2 } });
    expect(recyclesLeft(state)).toBe(1);
    const second = play(state, RECYCLE, DEAL, DEAL);
    expect(recyclesLeft(second)).toBe(0);
    expect(canRecycle(second)).toBe(false);
    expect(klondike.legalMoves(second)).not.toContainEqual(RECYCLE);
    expectIllegal(second, RECYCLE, 'No more passes: this game allows 2 passes through the stock.');
    expectIllegal(second, DEAL, 'No more passes: this game allows 2 passes through the stock.');
  });

  it('Passes: unlimited by default, as in the specified game', () => {
    let state = position({ waste: '6♠ 2♦ 9♥' });
    for (let i = 0; i < 20; i++) state = play(state, RECYCLE, DEAL, DEAL, DEAL);
    expect(state.redeals).toBe(20);
    expect(recyclesLeft(state)).toBe('unlimited');
    expect(canRecycle(state)).toBe(true);
  });

  it('Passes: Vegas draw 1 allows a single pass and Vegas draw 3 three passes', () => {
    let one = klondike.newGame({ seed: 4, scoring: 'vegas' });
    while (one.stock.length > 0) one = klondike.applyMove(one, DEAL);
    expectIllegal(one, RECYCLE, 'No more passes: this game allows one pass through the stock.');

    let three = klondike.newGame({ seed: 4, scoring: 'vegas', draw: 3 });
    for (let pass = 1; pass <= 3; pass++) {
      while (three.stock.length > 0) three = klondike.applyMove(three, DEAL);
      if (pass < 3) three = klondike.applyMove(three, RECYCLE);
    }
    expect(three.redeals).toBe(2);
    expectIllegal(three, RECYCLE, 'No more passes: this game allows 3 passes through the stock.');
  });

  it('Waste: cards go on the waste only from the stock, and the waste gives only its top card', () => {
    const state = position({ tableau: ['10♠', '9♥'], waste: '2♣ 9♦' });
    const after = klondike.applyMove(state, move(W, T(0)));
    expect(show(after.tableau[0]!)).toBe('10♠ 9♦');
    expect(show(after.waste)).toBe('2♣');
    expectIllegal(state, move(T(1), W), 'Cards go onto the waste only from the stock.');
    expectIllegal(position({}), move(W, T(0)), 'The waste is empty.');
    expect(klondike.movableCount(state, W)).toBe(1);
    expect(klondike.movableCount(position({}), W)).toBe(0);
  });
});

// ---- legal moves and illegal ones ------------------------------------------------------------

describe('Moves', () => {
  it('Moves: legalMoves lists every legal move, pointless ones included', () => {
    const state = position({
      tableau: ['#2♦ K♠ Q♥ J♣', '', 'Q♠', '#3♥ 10♦', '5♠'],
      waste: 'J♥',
      stock: '4♦',
      foundations: [3, 0, 0, 0],
    });
    sameMoves(klondike.legalMoves(state), [
      move(T(0), T(1), 3), move(T(0), T(5), 3), move(T(0), T(6), 3), // K♠ Q♥ J♣ into any empty column
      move(T(3), T(0)), // 10♦ onto J♣
      move(W, T(2)), // J♥ onto Q♠
      DEAL,
    ]);
  });

  it('Moves: every count of a run that fits is listed, and a king at the bottom may move to an empty column', () => {
    const state = position({ tableau: ['K♠ Q♥ J♣ 10♦', '', 'Q♦', 'J♠'], foundations: [0, 10, 0, 0] });
    sameMoves(klondike.legalMoves(state), [
      move(T(0), T(3), 1), // 10♦ onto J♠
      move(T(0), T(2), 2), // J♣ 10♦ onto Q♦
      ...[1, 4, 5, 6].map((to) => move(T(0), T(to), 4)), // the whole run, king first: pointless, listed
      move(T(3), T(2)), // J♠ onto Q♦
      move(F(1), T(3)), // 10♥ back down onto J♠
    ]);
  });

  it('Moves: every legal move applies, and a game stuck with no legal move is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(1, 3), (seed, draw) => {
        let state = deepFreeze(klondike.newGame({ seed, draw }));
        const random = mulberry32(seed);
        for (let i = 0; i < 150; i++) {
          const moves = klondike.legalMoves(state);
          if (moves.length === 0) {
            expect(klondike.status(state)).not.toBe('playing');
            break;
          }
          // Prefer card moves so games get somewhere.
          const cardMoves = moves.filter((m) => m.type === 'move');
          const pool = cardMoves.length > 0 && random() < 0.7 ? cardMoves : moves;
          const next = klondike.applyMove(state, pool[Math.floor(random() * pool.length)]!);
          expect(new Set(allCards(next).map(cardName)).size).toBe(52);
          expect(next.stock.every((c) => !c.faceUp)).toBe(true);
          expect(next.waste.every((c) => c.faceUp)).toBe(true);
          expect(next.tableau.every((c) => c.length === 0 || c[c.length - 1]!.faceUp)).toBe(true);
          state = deepFreeze(next);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('Moves: an illegal move throws IllegalMoveError with a one-line reason and leaves the position unchanged', () => {
    const state = position({ tableau: ['9♠', '', '8♥'], foundations: [2, 0, 0, 0] });
    expectIllegal(state, move(T(0), T(0)), 'The cards are already there.');
    expectIllegal(state, move(T(1), T(0)), 'Column 2 is empty.');
    expectIllegal(state, move(T(9), T(0)), 'There is no column 10: Klondike has 7.');
    expectIllegal(state, move(T(2), T(8)), 'There is no column 9: Klondike has 7.');
    expectIllegal(state, move(T(2), F(4)), 'There is no foundation 5.');
    expectIllegal(state, move({ pile: 'waste', index: 1 }, T(0)), 'There is only one waste.');
    expectIllegal(state, move(T(2), T(0), 0), 'A move takes at least one card.');
    expectIllegal(state, { type: 'shuffle' } as unknown as Move, 'That is not a move.');
  });
});

// ---- scoring ---------------------------------------------------------------------------------

describe('Scoring (standard)', () => {
  // A position at 100 points where each row of the table can be played once.
  const base: PositionSpec = { tableau: ['10♠', '#4♦ 9♥', '#5♣ A♦', 'A♠', '7♣'], waste: 'J♦ A♥ 9♦', score: 100 };

  it('Scoring: waste → tableau +5', () => {
    expect(play(position(base), move(W, T(0))).score).toBe(105);
  });

  it('Scoring: waste → foundation +10', () => {
    const state = position({ ...base, waste: 'J♦ 9♦ A♥' });
    expect(play(state, move(W, F(1))).score).toBe(110);
  });

  it('Scoring: tableau → foundation +10', () => {
    expect(play(position(base), move(T(3), F(0))).score).toBe(110);
  });

  it('Scoring: turn over a tableau card +5 (on top of the move that uncovers it)', () => {
    expect(play(position(base), move(T(1), T(0))).score).toBe(105);
    expect(play(position(base), move(T(2), F(2))).score).toBe(115);
    // A move that uncovers nothing scores nothing.
    expect(play(position({ tableau: ['10♠', '9♥', '8♣'], score: 100 }), move(T(1), T(0))).score).toBe(100);
  });

  it('Scoring: foundation → tableau −15', () => {
    const state = position({ tableau: ['7♦', '8♥'], foundations: [6, 0, 0, 7], score: 100 });
    expect(play(state, move(F(0), T(0))).score).toBe(85);
    expect(play(state, move(F(3), T(1))).score).toBe(85);
  });

  it('Scoring: recycle waste, draw 1: −100 each time', () => {
    let state = position({ waste: '3♠ 4♥', score: 250 });
    state = play(state, RECYCLE);
    expect(state.score).toBe(150);
    state = play(state, DEAL, DEAL, RECYCLE);
    expect(state.score).toBe(50);
  });

  it('Scoring: recycle waste, draw 3: −20 each time after the first three passes', () => {
    let state = position({ waste: '3♠ 4♥', score: 100, options: { draw: 3 } });
    const scores: number[] = [];
    for (let i = 0; i < 5; i++) {
      state = play(state, RECYCLE, DEAL);
      scores.push(state.score);
    }
    // Recycles 1 and 2 start passes 2 and 3: free. Recycle 3 starts the 4th pass: −20, and so on.
    expect(scores).toEqual([100, 100, 80, 60, 40]);
  });

  it('Scoring: the score never goes below 0', () => {
    expect(play(position({ tableau: ['6♥'], foundations: [5, 0, 0, 0], score: 10 }), move(F(0), T(0))).score).toBe(0);
    expect(play(position({ waste: '3♠', score: 30 }), RECYCLE).score).toBe(0);
    expect(play(position({ waste: '3♠', score: 10, redeals: 2, options: { draw: 3 } }), RECYCLE).score).toBe(0);
  });

  it('Scoring: a new standard game starts at 0', () => {
    expect(klondike.newGame({ seed: 1 }).score).toBe(0);
  });
});

describe('Scoring (Vegas and none)', () => {
  it('Scoring (Vegas): a −52 ante, +5 per card on a foundation, −5 when one comes back, no floor', () => {
    expect(klondike.newGame({ seed: 1, scoring: 'vegas' }).score).toBe(-52);
    const state = position({ tableau: ['#3♣ A♠', '2♥', '#9♠ 8♦', '9♣'], waste: 'A♥', options: { scoring: 'vegas' } });
    expect(state.score).toBe(-52);
    const up = play(state, move(W, F(1)), move(T(1), F(1)), move(T(0), F(0)));
    expect(up.score).toBe(-37);
    const down = play(up, move(F(1), T(0)));
    expect(down.score).toBe(-42);
    // Moves between columns and turning cards over score nothing, and nothing stops it below 0.
    expect(play(state, move(T(2), T(3))).score).toBe(-52);
    expect(play(position({ tableau: ['3♣'], foundations: [0, 2, 0, 0], options: { scoring: 'vegas' } }), move(F(1), T(0))).score).toBe(-57);
  });

  it('Scoring (Vegas): recycling costs nothing', () => {
    const state = position({ waste: '3♠', options: { scoring: 'vegas', passes: 3 } });
    expect(play(state, RECYCLE).score).toBe(-52);
  });

  it("Scoring (none): the score stays 0", () => {
    expect(klondike.newGame({ seed: 1, scoring: 'none' }).score).toBe(0);
    const state = position({ tableau: ['#3♣ A♠', '2♥'], waste: 'Q♦ A♥', options: { scoring: 'none' } });
    const after = play(state, move(W, F(1)), move(T(1), F(1)), move(T(0), F(0)), move(F(1), T(0)), RECYCLE);
    expect(after.score).toBe(0);
  });
});

describe('Scoring (timed)', () => {
  it('Scoring: timed game −2 for every full 10 seconds', () => {
    const state = position({ score: 100 });
    expect(scoreWithTime(state, 0)).toBe(100);
    expect(scoreWithTime(state, 9_999)).toBe(100);
    expect(scoreWithTime(state, 10_000)).toBe(98);
    expect(scoreWithTime(state, 65_000)).toBe(88);
    expect(scoreWithTime(state, 600_000)).toBe(0); // −120, floored at 0
  });

  it('Scoring: timed game win bonus 700000 / seconds, for games over 30 seconds', () => {
    const won = position({ foundations: [13, 13, 13, 13], score: 500 });
    expect(klondike.status(won)).toBe('won');
    expect(scoreWithTime(won, 100_000)).toBe(500 - 20 + 7000);
    expect(scoreWithTime(won, 31_500)).toBe(500 - 6 + Math.floor(700000 / 31));
    expect(scoreWithTime(won, 30_999)).toBe(500 - 6); // 30 whole seconds: no bonus
    expect(scoreWithTime(position({ score: 500 }), 100_000)).toBe(480); // not won: no bonus
  });

  it('Scoring: Vegas and unscored games do not depend on the clock', () => {
    expect(scoreWithTime(position({ options: { scoring: 'vegas' } }), 100_000)).toBe(-52);
    expect(scoreWithTime(position({ options: { scoring: 'none' }, foundations: [13, 13, 13, 13] }), 100_000)).toBe(0);
    expect(() => scoreWithTime(position({}), -1)).toThrow(RangeError);
  });
});

// ---- winning and losing ----------------------------------------------------------------------

describe('Winning and losing', () => {
  it('Status: won when all four foundations reach the king', () => {
    expect(klondike.status(position({ foundations: [13, 13, 13, 13] }))).toBe('won');
    expect(klondike.status(position({ tableau: ['K♣'], foundations: [13, 13, 13, 12] }))).toBe('playing');
  });

  it('Status: lost when no legal move is left', () => {
    const state = position({ tableau: ['5♥', '5♠'] });
    expect(klondike.legalMoves(state)).toEqual([]);
    expect(klondike.status(state)).toBe('lost');
    // The same with a waste that may no longer be turned over.
    const used = position({ tableau: ['5♥', '5♠'], waste: '9♦', options: { passes: 1 } });
    expect(klondike.legalMoves(used)).toEqual([]);
    expect(klondike.status(used)).toBe('lost');
  });

  it('Status: still playing while only the stock is left, until a whole pass goes by without progress', () => {
    let state = position({ tableau: ['5♥', '5♠'], stock: '9♦ 8♦' });
    expect(klondike.status(state)).toBe('playing');
    state = play(state, DEAL, DEAL);
    expect(klondike.status(state)).toBe('playing'); // the pass is not over until the recycle
    state = play(state, RECYCLE);
    expect(state.movesLastPass).toBe(0);
    expect(klondike.legalMoves(state)).toEqual([DEAL]);
    expect(klondike.status(state)).toBe('lost');
  });

  it('Status: a pass that moved a card is progress; the next idle pass loses', () => {
    let state = position({ tableau: ['5♥', '5♠'], stock: '9♦ 4♣' });
    state = play(state, DEAL, move(W, T(0)), DEAL, RECYCLE);
    expect(state.movesLastPass).toBe(1);
    expect(klondike.status(state)).toBe('playing');
    state = play(state, DEAL);
    expect(klondike.status(state)).toBe('playing');
    state = play(state, RECYCLE);
    expect(klondike.status(state)).toBe('lost');
  });

  it('Status: a player who skipped a playable card in an idle pass has not lost', () => {
    const state = play(position({ tableau: ['5♥', '5♠'], stock: '9♦ 4♣' }), DEAL, DEAL, RECYCLE);
    expect(state.movesLastPass).toBe(0);
    expect(klondike.status(state)).toBe('playing'); // 4♣ still goes on 5♥ next time round
    const played = play(state, DEAL, move(W, T(0)));
    expect(show(played.tableau[0]!)).toBe('5♥ 4♣');
  });

  it('Status: playing while a card can still move', () => {
    expect(klondike.status(klondike.newGame({ seed: 1 }))).toBe('playing');
    expect(klondike.status(position({ tableau: ['5♥', '6♠'], movesLastPass: 0 }))).toBe('playing');
  });

  it('Winning: a whole game plays to a win through applyMove from a near-won position', () => {
    let state = deepFreeze(position({
      tableau: ['#Q♦ K♣', '#Q♥ #J♠ 10♠', 'K♥ Q♣'],
      waste: 'Q♠ K♦',
      stock: 'J♥ K♠',
      foundations: [9, 10, 11, 11],
    }));
    expect(allCards(state)).toHaveLength(52);
    const script: [Move, number][] = [
      [move(W, T(3)), 5], // K♦ into the empty column
      [move(T(1), F(0)), 20], // 10♠ up, J♠ turns over
      [move(T(1), F(0)), 35], // J♠ up, Q♥ turns over
      [move(W, F(0)), 45], // Q♠ up
      [DEAL, 45], // K♠
      [DEAL, 45], // J♥: the stock is empty
      [RECYCLE, 0], // −100, floored at 0
      [DEAL, 0], // K♠ again
      [move(W, F(0)), 10], // spades complete
      [move(T(2), F(3)), 20], // Q♣ up
      [move(F(3), T(3)), 5], // Q♣ back down onto K♦
      [move(T(3), F(3)), 15], // and up again
      [move(T(0), F(3)), 30], // K♣ up, Q♦ turns over: clubs complete
      [move(T(0), F(2)), 40], // Q♦ up
      [DEAL, 40], // J♥
      [move(W, F(1)), 50],
      [move(T(1), F(1)), 60], // Q♥
      [move(T(2), F(1)), 70], // K♥: hearts complete
      [move(T(3), F(2)), 80], // K♦: diamonds complete
    ];
    for (const [m, score] of script) {
      expect(klondike.status(state)).toBe('playing');
      state = deepFreeze(klondike.applyMove(state, m));
      expect(state.score).toBe(score);
    }
    expect(klondike.status(state)).toBe('won');
    expect(state.foundations.map((f) => f.length)).toEqual([13, 13, 13, 13]);
    expect(state.tableau.every((c) => c.length === 0)).toBe(true);
    expect(klondike.legalMoves(state).filter((m) => m.type !== 'move')).toEqual([]);
  });
});

// ---- helpers for the UI ----------------------------------------------------------------------

describe('UI helpers', () => {
  it('f: toFoundation sends the top card of a column or the waste to its own foundation, when it fits', () => {
    const state = position({ tableau: ['#9♣ 3♥', '5♠', ''], waste: 'A♦', foundations: [3, 2, 0, 0] });
    expect(toFoundation(state, W)).toEqual(move(W, F(2)));
    expect(toFoundation(state, T(0))).toEqual(move(T(0), F(1)));
    expect(toFoundation(state, T(1))).toBeUndefined(); // 5♠ needs 4♠ first
    expect(toFoundation(state, T(2))).toBeUndefined();
    expect(toFoundation(state, F(0))).toBeUndefined();
    expect(show(play(state, toFoundation(state, T(0))!).foundations[1]!)).toBe('A♥ 2♥ 3♥');
  });

  it('a: aces and twos are always safe to put up', () => {
    expect(safeToFoundation(position({ tableau: ['9♣ A♥'] }))).toEqual(move(T(0), F(1)));
    expect(safeToFoundation(position({ tableau: ['2♣'], foundations: [0, 0, 0, 1] }))).toEqual(move(T(0), F(3)));
    expect(safeToFoundation(position({ waste: '2♦', foundations: [0, 0, 1, 0] }))).toEqual(move(W, F(2)));
  });

  it('a: a card of rank r is safe when the other colour is at r − 2 and the other suit of its colour at r − 3, as the solver says', () => {
    const safe = position({ tableau: ['5♥'], foundations: [3, 4, 2, 3] });
    expect(safeToFoundation(safe)).toEqual(move(T(0), F(1)));
    // With clubs at 2, a 3♣ taken down might still want a red 4 and so the 5♥: not safe, though legal.
    const unsafe = position({ tableau: ['5♥'], foundations: [3, 4, 2, 2] });
    expect(safeToFoundation(unsafe)).toBeUndefined();
    expect(toFoundation(unsafe, T(0))).toEqual(move(T(0), F(1)));
    // Both black suits past r − 1 are not enough while diamonds are down: a 2♦ may come back.
    expect(safeToFoundation(position({ tableau: ['5♥'], foundations: [4, 4, 0, 5] }))).toBeUndefined();
    expect(safeToFoundation(position({ tableau: ['5♥', '9♠'] }))).toBeUndefined();
  });

  it('a: playing every safe card up finishes a game whose cards are all face up', () => {
    let state = position({
      tableau: ['K♠ Q♥ J♣', 'K♦ Q♣ J♥', 'Q♦ J♠', 'K♥', 'K♣ Q♠ J♦'],
      foundations: [10, 10, 10, 10],
    });
    expect(canAutoFinish(state)).toBe(true);
    let steps = 0;
    for (let m = safeToFoundation(state); m; m = safeToFoundation(state)) {
      state = klondike.applyMove(state, m);
      steps++;
    }
    expect(steps).toBe(12);
    expect(klondike.status(state)).toBe('won');
    expect(canAutoFinish(state)).toBe(false); // nothing left to finish
  });

  it('canAutoFinish: only when the stock and waste are empty and every card is face up', () => {
    const tableau = ['K♠ Q♥', 'K♥ Q♠'];
    const foundations: [number, number, number, number] = [11, 11, 13, 13];
    expect(canAutoFinish(position({ tableau, foundations }))).toBe(true);
    expect(canAutoFinish(position({ tableau: ['K♠ Q♥', '#K♥ Q♠'], foundations }))).toBe(false);
    expect(canAutoFinish(position({ tableau: ['K♠ Q♥', 'K♥'], waste: 'Q♠', foundations }))).toBe(false);
    expect(canAutoFinish(position({ tableau: ['K♠ Q♥', 'K♥'], stock: 'Q♠', foundations }))).toBe(false);
    expect(canAutoFinish(klondike.newGame({ seed: 1 }))).toBe(false);
  });
});

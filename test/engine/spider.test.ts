// Spider rules, checked against docs/rules/spider.md line by line: each test names the rule
// it checks. Most tests build a position from short card strings (see `position`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardName, type Card } from '../../src/engine/cards/cards.js';
import { completedRuns, dealsLeft, spiderDeck, type SpiderState, type SpiderSuits } from '../../src/engine/games/spider/rules.js';
import { spider } from '../../src/engine/games/spider/index.js';
import { IllegalMoveError, type Move, type PileRef } from '../../src/engine/types.js';
import { pile, refusal, showCards as show } from './fixtures.js';

// ---- helpers ---------------------------------------------------------------------------------

/** A complete sequence as it lies in a column: King at the bottom, Ace on top. */
function sequence(glyph: string): string {
  return ['K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].map((r) => r + glyph).join(' ');
}

/** A descending face-up run, e.g. run('♠', 13, 2) is K♠ … 2♠. */
function run(glyph: string, from: number, to: number): string {
  const names = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const out: string[] = [];
  for (let r = from; r >= to; r--) out.push(names[r] + glyph);
  return out.join(' ');
}

interface PositionSpec {
  /** Exactly ten columns, bottom → top. */
  tableau: string[];
  /** Bottom → top: the last card is dealt first, onto column 1. Face down unless written otherwise. */
  stock?: string;
  /** How many complete spade sequences have already left. */
  removed?: number;
  score?: number;
  suits?: SpiderSuits;
}

function position(spec: PositionSpec): SpiderState {
  if (spec.tableau.length !== 10) throw new Error('A Spider position in a test needs exactly ten columns.');
  const stock = pile(spec.stock ?? '').map((c) => ({ ...c, faceUp: false }));
  return {
    game: 'spider',
    seed: 0,
    options: { suits: spec.suits ?? 1 },
    tableau: spec.tableau.map((column) => pile(column)),
    stock,
    waste: [],
    foundations: [],
    removed: Array.from({ length: spec.removed ?? 0 }, () => pile(sequence('♠'))),
    cells: [], reserve: [], baseRank: 1, redeals: 0,
    score: spec.score ?? 500,
  };
}

const col = (index: number): PileRef => ({ pile: 'tableau', index });
/** A move between columns numbered as the player sees them (1-based). */
function mv(from: number, to: number, count = 1): Move {
  return { type: 'move', from: col(from - 1), to: col(to - 1), count };
}
const DEAL: Move = { type: 'deal' };

/** The reason an illegal move gives, failing the test if the move is legal. */
const reasonFor = (state: SpiderState, move: Move): string => refusal(spider, state, move);

function countBy(pile: readonly Card[], key: (c: Card) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of pile) out[key(c)] = (out[key(c)] ?? 0) + 1;
  return out;
}

function allCards(state: SpiderState): Card[] {
  return [...state.tableau.flat(), ...state.stock, ...state.removed.flat()];
}

function moveKey(move: Move): string {
  return move.type === 'move' ? `${move.from.index + 1}>${move.to.index + 1}x${move.count}` : move.type;
}

/** `n` columns holding just Q♦, to make up the ten. */
function filler(n: number): string[] {
  return Array.from({ length: n }, () => 'Q♦');
}

// ---- Layout ----------------------------------------------------------------------------------

describe('Layout', () => {
  it('Layout: two decks, 104 cards; 1 suit is eight sets of spades', () => {
    const deck = spiderDeck(1);
    expect(deck).toHaveLength(104);
    expect(countBy(deck, (c) => c.suit)).toEqual({ spades: 104 });
    for (let rank = 1; rank <= 13; rank++) expect(deck.filter((c) => c.rank === rank)).toHaveLength(8);
  });

  it('Layout: 2 suits is four sets each of spades and hearts', () => {
    const deck = spiderDeck(2);
    expect(deck).toHaveLength(104);
    expect(countBy(deck, (c) => c.suit)).toEqual({ spades: 52, hearts: 52 });
    const perCard = countBy(deck, cardName);
    expect(Object.keys(perCard)).toHaveLength(26);
    expect(Object.values(perCard).every((n) => n === 4)).toBe(true);
  });

  it('Layout: 4 suits is two full decks', () => {
    const deck = spiderDeck(4);
    expect(deck).toHaveLength(104);
    expect(countBy(deck, (c) => c.suit)).toEqual({ spades: 26, hearts: 26, diamonds: 26, clubs: 26 });
    const perCard = countBy(deck, cardName);
    expect(Object.keys(perCard)).toHaveLength(52);
    expect(Object.values(perCard).every((n) => n === 2)).toBe(true);
  });

  it.each([1, 2, 4] as const)('Layout: a new %i-suit game holds exactly the cards of its deck', (suits) => {
    const state = spider.newGame({ seed: 7, suits });
    expect(countBy(allCards(state), cardName)).toEqual(countBy(spiderDeck(suits), cardName));
  });

  it('Layout: 54 cards in 10 columns, 6,6,6,6 then 5 ×6, only the top cards face up; 50 in the stock', () => {
    const state = spider.newGame({ seed: 42 });
    expect(state.tableau.map((c) => c.length)).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    for (const column of state.tableau) {
      expect(column.map((c) => c.faceUp)).toEqual(column.map((_, i) => i === column.length - 1));
    }
    expect(state.stock).toHaveLength(50);
    expect(state.stock.every((c) => !c.faceUp)).toBe(true);
    expect(dealsLeft(state)).toBe(5);
    expect(state.removed).toEqual([]);
    expect(completedRuns(state)).toBe(0);
    expect(state.waste).toEqual([]);
    expect(state.foundations).toEqual([]);
    expect(state.game).toBe('spider');
    expect(state.seed).toBe(42);
  });

  it('Layout: 1 suit is the default, and the suit mode is kept in the state', () => {
    expect(spider.newGame({ seed: 5 }).options).toEqual({ suits: 1 });
    expect(spider.newGame({ seed: 5, suits: 2 }).options).toEqual({ suits: 2 });
    expect(spider.newGame({ seed: 5, suits: 4 }).options).toEqual({ suits: 4 });
    expect(spider.newGame({ seed: 5, suits: 2 })).toEqual(spider.newGame({ seed: 5, suits: 2 }));
  });

  it('Layout: only 1, 2 or 4 suits are offered', () => {
    for (const suits of [0, 3, 5, 8, 2.5, '2', null]) {
      expect(() => spider.newGame({ seed: 1, suits } as never)).toThrow(RangeError);
    }
    expect(() => spider.newGame({ seed: 1, suits: 3 } as never)).toThrow('Spider is played with 1, 2 or 4 suits, not 3.');
  });

  it('Layout: the seed must be a whole number from 0 to 4294967295', () => {
    for (const seed of [-1, 1.5, 2 ** 32, Number.NaN]) {
      expect(() => spider.newGame({ seed })).toThrow(RangeError);
    }
    expect(() => spider.newGame({ seed: 0 })).not.toThrow();
    expect(() => spider.newGame({ seed: 4294967295 })).not.toThrow();
  });

  it('Layout: the same seed always gives the same deal, and different seeds different deals', () => {
    expect(spider.newGame({ seed: 9, suits: 4 })).toEqual(spider.newGame({ seed: 9, suits: 4 }));
    expect(show(spider.newGame({ seed: 9, suits: 4 }).tableau.flat()))
      .not.toBe(show(spider.newGame({ seed: 10, suits: 4 }).tableau.flat()));
  });

  it('a new game starts at 500 points and is in play', () => {
    const state = spider.newGame({ seed: 3 });
    expect(state.score).toBe(500);
    expect(spider.status(state)).toBe('playing');
  });

  it('the state is plain JSON', () => {
    const state = spider.applyMove(spider.newGame({ seed: 1 }), DEAL);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

// Golden deals: a deal is a pure function of (game, options, seed) and must never change.
describe('Golden deals (columns bottom → top, # = face down; stock bottom → top, last card first off)', () => {
  it('seed 1, 1 suit', () => {
    const state = spider.newGame({ seed: 1, suits: 1 });
    expect(state.tableau.map(show)).toEqual([
      '#8♠ #10♠ #K♠ #8♠ #10♠ K♠',
      '#Q♠ #A♠ #10♠ #A♠ #7♠ 7♠',
      '#2♠ #J♠ #J♠ #5♠ #9♠ 3♠',
      '#7♠ #3♠ #3♠ #6♠ #K♠ J♠',
      '#9♠ #8♠ #4♠ #7♠ 3♠',
      '#4♠ #7♠ #5♠ #K♠ 9♠',
      '#6♠ #7♠ #6♠ #10♠ Q♠',
      '#4♠ #2♠ #5♠ #10♠ K♠',
      '#3♠ #6♠ #10♠ #2♠ 8♠',
      '#6♠ #8♠ #Q♠ #A♠ A♠',
    ]);
    expect(show(state.stock)).toBe(
      '#2♠ #8♠ #3♠ #J♠ #8♠ #3♠ #6♠ #10♠ #Q♠ #A♠ #9♠ #J♠ #J♠ #4♠ #4♠ #J♠ #7♠ #K♠ #2♠ #5♠ #5♠ #Q♠ #5♠ #Q♠ #Q♠ ' +
      '#9♠ #9♠ #4♠ #3♠ #Q♠ #K♠ #8♠ #6♠ #5♠ #A♠ #10♠ #J♠ #K♠ #7♠ #4♠ #4♠ #2♠ #5♠ #9♠ #2♠ #6♠ #9♠ #2♠ #A♠ #A♠',
    );
  });
  it('seed 2, 1 suit', () => {
    const state = spider.newGame({ seed: 2, suits: 1 });
    expect(state.tableau.map(show)).toEqual([
      '#4♠ #10♠ #2♠ #10♠ #Q♠ K♠',
      '#9♠ #9♠ #8♠ #3♠ #J♠ 4♠',
      '#4♠ #A♠ #8♠ #J♠ #5♠ Q♠',
      '#3♠ #9♠ #Q♠ #J♠ #8♠ 8♠',
      '#5♠ #5♠ #7♠ #6♠ 2♠',
      '#5♠ #9♠ #J♠ #3♠ 2♠',
      '#3♠ #9♠ #K♠ #3♠ 4♠',
      '#A♠ #K♠ #6♠ #A♠ 10♠',
      '#2♠ #A♠ #2♠ #8♠ 9♠',
      '#3♠ #J♠ #6♠ #7♠ 5♠',
    ]);
    expect(show(state.stock)).toBe(
      '#Q♠ #8♠ #K♠ #7♠ #4♠ #2♠ #Q♠ #7♠ #10♠ #5♠ #Q♠ #2♠ #2♠ #A♠ #7♠ #7♠ #Q♠ #7♠ #K♠ #6♠ #5♠ #K♠ #7♠ #10♠ #10♠ ' +
      '#A♠ #3♠ #4♠ #6♠ #K♠ #4♠ #6♠ #6♠ #8♠ #K♠ #A♠ #5♠ #A♠ #6♠ #9♠ #J♠ #J♠ #9♠ #10♠ #J♠ #10♠ #3♠ #4♠ #8♠ #Q♠',
    );
  });
  it('seed 3, 1 suit', () => {
    const state = spider.newGame({ seed: 3, suits: 1 });
    expect(state.tableau.map(show)).toEqual([
      '#3♠ #7♠ #10♠ #A♠ #2♠ 5♠',
      '#10♠ #10♠ #K♠ #7♠ #9♠ K♠',
      '#A♠ #5♠ #9♠ #J♠ #4♠ 4♠',
      '#K♠ #4♠ #2♠ #Q♠ #10♠ 2♠',
      '#5♠ #10♠ #5♠ #5♠ 6♠',
      '#7♠ #J♠ #Q♠ #Q♠ 6♠',
      '#J♠ #7♠ #K♠ #K♠ 8♠',
      '#4♠ #3♠ #4♠ #Q♠ 4♠',
      '#7♠ #2♠ #J♠ #9♠ 3♠',
      '#K♠ #3♠ #9♠ #A♠ 3♠',
    ]);
    expect(show(state.stock)).toBe(
      '#9♠ #2♠ #8♠ #J♠ #J♠ #J♠ #10♠ #5♠ #J♠ #Q♠ #K♠ #7♠ #2♠ #7♠ #8♠ #2♠ #3♠ #4♠ #A♠ #Q♠ #2♠ #6♠ #8♠ #9♠ #8♠ ' +
      '#6♠ #A♠ #6♠ #5♠ #6♠ #6♠ #Q♠ #9♠ #3♠ #A♠ #7♠ #5♠ #A♠ #10♠ #6♠ #A♠ #K♠ #3♠ #8♠ #9♠ #Q♠ #8♠ #8♠ #4♠ #10♠',
    );
  });
  it('seed 1, 4 suits', () => {
    const state = spider.newGame({ seed: 1, suits: 4 });
    expect(state.tableau.map(show)).toEqual([
      '#8♥ #10♦ #K♥ #8♣ #10♠ K♠',
      '#Q♣ #A♣ #10♣ #A♦ #7♠ 7♠',
      '#2♥ #J♥ #J♦ #5♥ #9♥ 3♦',
      '#7♥ #3♥ #3♣ #6♥ #K♦ J♣',
      '#9♠ #8♣ #4♦ #7♦ 3♠',
      '#4♦ #7♣ #5♦ #K♥ 9♦',
      '#6♦ #7♥ #6♥ #10♣ Q♠',
      '#4♠ #2♠ #5♠ #10♥ K♦',
      '#3♣ #6♦ #10♦ #2♣ 8♦',
      '#6♠ #8♥ #Q♦ #A♠ A♣',
    ]);
    expect(show(state.stock)).toBe(
      '#2♦ #8♠ #3♠ #J♠ #8♠ #3♦ #6♣ #10♠ #Q♥ #A♦ #9♥ #J♠ #J♥ #4♥ #4♥ #J♣ #7♦ #K♣ #2♥ #5♠ #5♣ #Q♣ #5♦ #Q♦ #Q♠ ' +
      '#9♣ #9♦ #4♠ #3♥ #Q♥ #K♣ #8♦ #6♠ #5♣ #A♥ #10♥ #J♦ #K♠ #7♣ #4♣ #4♣ #2♣ #5♥ #9♠ #2♦ #6♣ #9♣ #2♠ #A♠ #A♥',
    );
  });
});

// ---- Rules -----------------------------------------------------------------------------------

describe('Rules', () => {
  it('Rules 1: a card can be placed on the next higher rank regardless of suit', () => {
    const state = position({ tableau: ['9♠', '9♥', '#3♣ 8♥', '8♦', ...filler(6)] });
    const onSpade = spider.applyMove(state, mv(3, 1));
    expect(show(onSpade.tableau[0]!)).toBe('9♠ 8♥');
    expect(show(onSpade.tableau[2]!)).toBe('3♣');
    const onHeart = spider.applyMove(state, mv(4, 2));
    expect(show(onHeart.tableau[1]!)).toBe('9♥ 8♦');
    expect(onHeart.tableau[3]).toEqual([]);
  });

  it('Rules 1: a card goes only onto the next higher rank', () => {
    const state = position({ tableau: ['10♠', '7♠', '8♥', 'K♣', 'Q♠', ...filler(5)] });
    expect(reasonFor(state, mv(3, 1))).toBe('8♥ needs a 9 to go on, not 10♠.');
    expect(reasonFor(state, mv(3, 2))).toBe('8♥ needs a 9 to go on, not 7♠.');
    expect(reasonFor(state, mv(2, 1))).toBe('7♠ needs an 8 to go on, not 10♠.');
    expect(reasonFor(state, mv(4, 5))).toBe('Nothing is higher than K♣: it goes only into an empty column.');
  });

  it('Rules 2: a group descending by one in the same suit moves together', () => {
    const state = position({ tableau: ['#2♦ 9♥ 8♥ 7♥', '10♣', ...filler(8)] });
    expect(spider.movableCount(state, col(0))).toBe(3);
    const after = spider.applyMove(state, mv(1, 2, 3));
    expect(show(after.tableau[1]!)).toBe('10♣ 9♥ 8♥ 7♥');
    expect(show(after.tableau[0]!)).toBe('2♦');
  });

  it('Rules 2: any card inside the movable run can be picked up with the cards above it', () => {
    const state = position({ tableau: ['J♦ 9♥ 8♥ 7♥', '9♣', '8♠', ...filler(7)] });
    const two = spider.applyMove(state, mv(1, 2, 2));
    expect(show(two.tableau[0]!)).toBe('J♦ 9♥');
    expect(show(two.tableau[1]!)).toBe('9♣ 8♥ 7♥');
    const one = spider.applyMove(state, mv(1, 3, 1));
    expect(show(one.tableau[0]!)).toBe('J♦ 9♥ 8♥');
    expect(show(one.tableau[2]!)).toBe('8♠ 7♥');
  });

  it('Rules 2 / Illegal: a mixed-suit group cannot move as one unit', () => {
    const state = position({ tableau: ['9♠ 8♥', '10♦', '', ...filler(7)] });
    expect(spider.movableCount(state, col(0))).toBe(1);
    expect(reasonFor(state, mv(1, 2, 2))).toBe('Only a run descending in one suit moves together.');
    expect(reasonFor(state, mv(1, 3, 2))).toBe('Only a run descending in one suit moves together.');
    expect(spider.legalMoves(state).filter((m) => m.type === 'move' && m.from.index === 0).map(moveKey))
      .toEqual(['1>3x1']);
  });

  it('Rules 2: a same-suit group whose ranks skip does not move together', () => {
    const state = position({ tableau: ['9♠ 7♠', '10♦', ...filler(8)] });
    expect(spider.movableCount(state, col(0))).toBe(1);
    expect(reasonFor(state, mv(1, 2, 2))).toBe('Only a run descending in one suit moves together.');
  });

  it('Rules 2: face-down cards never move', () => {
    const state = position({ tableau: ['#5♠ 4♠', '6♠', 'J♦ 10♦', ...filler(7)] });
    expect(reasonFor(state, mv(1, 2, 2))).toBe('Face-down cards do not move.');
    expect(reasonFor(state, mv(3, 2, 3))).toBe('Column 3 holds only 2 cards.');
  });

  it('Rules 2: the movable count is the same-suit run on top of a column, and nothing for other piles', () => {
    const state = position({ tableau: ['#K♠ 6♥ 5♠ 4♠ 3♠', '', '#A♠', 'Q♦ J♦ 10♦ 9♦', ...filler(6)] });
    expect(spider.movableCount(state, col(0))).toBe(3);
    expect(spider.movableCount(state, col(1))).toBe(0);
    expect(spider.movableCount(state, col(2))).toBe(0);
    expect(spider.movableCount(state, col(3))).toBe(4);
    expect(spider.movableCount(state, col(12))).toBe(0);
    expect(spider.movableCount(state, { pile: 'waste', index: 0 })).toBe(0);
    expect(spider.movableCount(state, { pile: 'foundation', index: 0 })).toBe(0);
  });

  it('An empty column takes any single card', () => {
    const state = position({ tableau: ['', '#2♣ K♠', 'Q♥ 5♥', ...filler(7)] });
    const king = spider.applyMove(state, mv(2, 1));
    expect(show(king.tableau[0]!)).toBe('K♠');
    expect(show(king.tableau[1]!)).toBe('2♣');
    const five = spider.applyMove(state, mv(3, 1));
    expect(show(five.tableau[0]!)).toBe('5♥');
  });

  it('An empty column takes a valid movable same-suit run, or any part of it', () => {
    const state = position({ tableau: ['6♣ 9♥ 8♥ 7♥', '', ...filler(8)] });
    expect(show(spider.applyMove(state, mv(1, 2, 3)).tableau[1]!)).toBe('9♥ 8♥ 7♥');
    expect(show(spider.applyMove(state, mv(1, 2, 2)).tableau[1]!)).toBe('8♥ 7♥');
    expect(reasonFor(state, mv(1, 2, 4))).toBe('Only a run descending in one suit moves together.');
  });

  it('Rules 3: a completed K→A sequence leaves during the move that completes it, turning up the card beneath', () => {
    const state = position({
      tableau: [`#3♦ ${run('♠', 13, 2)}`, '#9♥ A♠', ...filler(8)],
    });
    const after = spider.applyMove(state, mv(2, 1));
    expect(show(after.tableau[0]!)).toBe('3♦');
    expect(show(after.tableau[1]!)).toBe('9♥');
    expect(after.removed.map(show)).toEqual([sequence('♠')]);
    expect(completedRuns(after)).toBe(1);
    expect(after.score).toBe(500 - 1 + 100);
  });

  it('Rules 3: moving a run onto its King completes the sequence too, and can leave the column empty', () => {
    const state = position({ tableau: [run('♥', 13, 6), `Q♣ ${run('♥', 5, 1)}`, ...filler(8)] });
    const after = spider.applyMove(state, mv(2, 1, 5));
    expect(after.tableau[0]).toEqual([]);
    expect(show(after.tableau[1]!)).toBe('Q♣');
    expect(after.removed.map(show)).toEqual([sequence('♥')]);
    expect(after.score).toBe(599);
  });

  it('Rules 3: a King-to-Ace group in mixed suits does not leave', () => {
    const state = position({ tableau: [run('♠', 13, 2), 'A♥', ...filler(8)] });
    const after = spider.applyMove(state, mv(2, 1));
    expect(after.tableau[0]).toHaveLength(13);
    expect(after.removed).toEqual([]);
    expect(after.score).toBe(499);
  });

  it('Rules 3: a deal can complete sequences, several at once, turning up the cards beneath', () => {
    const state = position({
      tableau: [`#7♣ ${run('♠', 13, 2)}`, '5♦', `#J♥ ${run('♥', 13, 2)}`, ...filler(7)],
      // dealt first → column 1: A♠, column 2: 4♠, column 3: A♥, then columns 4–10.
      stock: `${run('♠', 10, 4)} A♥ 4♠ A♠`,
    });
    const after = spider.applyMove(state, DEAL);
    expect(show(after.tableau[0]!)).toBe('7♣');
    expect(show(after.tableau[1]!)).toBe('5♦ 4♠');
    expect(show(after.tableau[2]!)).toBe('J♥');
    expect(after.removed.map(show)).toEqual([sequence('♠'), sequence('♥')]);
    expect(completedRuns(after)).toBe(2);
    expect(after.score).toBe(500 - 1 + 200);
    expect(after.stock).toEqual([]);
  });

  it('Rules 4: the stock deals one face-up card to every column, the first column first', () => {
    const state = position({
      tableau: ['#2♣ 5♦', ...filler(7), 'K♠', 'A♥'],
      stock: `${run('♣', 13, 4)} ${run('♠', 10, 1)}`,
    });
    expect(dealsLeft(state)).toBe(2);
    const after = spider.applyMove(state, DEAL);
    expect(after.tableau.map((c) => show(c.slice(-1)))).toEqual(
      ['A♠', '2♠', '3♠', '4♠', '5♠', '6♠', '7♠', '8♠', '9♠', '10♠'],
    );
    expect(show(after.tableau[0]!)).toBe('#2♣ 5♦ A♠');
    expect(after.stock).toHaveLength(10);
    expect(after.stock.every((c) => !c.faceUp)).toBe(true);
    expect(dealsLeft(after)).toBe(1);
    expect(spider.legalMoves(state).some((m) => m.type === 'deal')).toBe(true);
  });

  it('Rules 4 / Illegal: dealing a row while a column is empty is refused', () => {
    const state = position({ tableau: ['5♦', '', ...filler(7), 'K♠'], stock: run('♠', 10, 1) });
    expect(reasonFor(state, DEAL)).toBe('Fill every empty column before dealing.');
    expect(spider.legalMoves(state).some((m) => m.type === 'deal')).toBe(false);
  });

  it('Rules 4: five deals of ten, then the stock is empty', () => {
    let state = spider.newGame({ seed: 11 });
    for (let i = 0; i < 5; i++) {
      expect(dealsLeft(state)).toBe(5 - i);
      state = spider.applyMove(state, DEAL);
    }
    expect(state.stock).toEqual([]);
    expect(dealsLeft(state)).toBe(0);
    expect(state.tableau.map((c) => c.length)).toEqual([11, 11, 11, 11, 10, 10, 10, 10, 10, 10]);
    expect(reasonFor(state, DEAL)).toBe('The stock is empty.');
    expect(spider.legalMoves(state).some((m) => m.type === 'deal')).toBe(false);
  });

  it('Spider has no waste to turn over and no piles but the ten columns', () => {
    const state = spider.newGame({ seed: 1 });
    expect(reasonFor(state, { type: 'recycle' })).toBe('Spider has no waste to turn over.');
    expect(reasonFor(state, { type: 'move', from: { pile: 'waste', index: 0 }, to: col(0), count: 1 })).toBe('Spider has no waste.');
    expect(reasonFor(state, { type: 'move', from: col(0), to: { pile: 'foundation', index: 0 }, count: 1 }))
      .toBe('Only a whole suit from king to ace goes up, and it goes up by itself.');
    expect(reasonFor(state, mv(11, 1))).toBe('There is no column 11: Spider has 10.');
    expect(reasonFor(state, mv(1, 11))).toBe('There is no column 11: Spider has 10.');
  });
});

// ---- legal moves, purity ---------------------------------------------------------------------

describe('Legal moves', () => {
  it('lists every legal move, pointless ones included', () => {
    const state = position({
      tableau: ['K♥ 9♥ 8♥', '10♠', '9♣', '', '#4♦ K♦', 'K♦', 'K♦', 'K♦', 'K♦', 'K♦'],
      stock: run('♠', 10, 1),
    });
    expect(spider.legalMoves(state).map(moveKey).sort()).toEqual([
      '1>2x2', '1>3x1', '1>4x1', '1>4x2', // 9♥ 8♥ onto 10♠ or the gap; 8♥ onto 9♣ or the gap
      '10>4x1', '2>4x1', '3>2x1', '3>4x1', '5>4x1', '6>4x1', '7>4x1', '8>4x1', '9>4x1',
    ].sort());
  });

  it('includes the deal when a row can be dealt', () => {
    const state = position({ tableau: ['Q♦', 'Q♦', 'Q♦', 'Q♦', 'Q♦', 'Q♦', 'Q♦', 'Q♦', 'Q♦', 'J♣'], stock: run('♠', 10, 1) });
    expect(spider.legalMoves(state).map(moveKey).sort()).toEqual(['10>1x1', '10>2x1', '10>3x1', '10>4x1', '10>5x1', '10>6x1', '10>7x1', '10>8x1', '10>9x1', 'deal']);
  });

  it('every listed move applies, and every unlisted move between columns is refused', () => {
    let state = spider.newGame({ seed: 2024, suits: 2 });
    const random = (() => { let a = 99; return () => (a = (a * 1103515245 + 12345) % 2 ** 31) / 2 ** 31; })();
    for (let step = 0; step < 60 && spider.status(state) === 'playing'; step++) {
      const legal = new Set(spider.legalMoves(state).map(moveKey));
      for (let from = 1; from <= 10; from++) {
        for (let to = 1; to <= 10; to++) {
          for (let count = 1; count <= state.tableau[from - 1]!.length; count++) {
            const move = mv(from, to, count);
            let ok = true;
            try {
              spider.applyMove(state, move);
            } catch (error) {
              expect(error).toBeInstanceOf(IllegalMoveError);
              ok = false;
            }
            expect(ok, moveKey(move)).toBe(legal.has(moveKey(move)));
          }
        }
      }
      const moves = spider.legalMoves(state);
      state = spider.applyMove(state, moves[Math.floor(random() * moves.length)]!);
    }
  });
});

describe('Illegal moves', () => {
  it('throw IllegalMoveError with a one-line reason and leave the input unchanged', () => {
    const state = position({
      tableau: ['#5♠ 4♠', '', '9♠ 8♥', '10♦', 'K♣', '7♣', ...filler(4)],
      stock: run('♠', 10, 1),
    });
    const before = JSON.stringify(state);
    const illegal: Move[] = [
      mv(6, 4), // 7♣ onto 10♦
      mv(3, 4, 2), // mixed-suit group
      mv(1, 4, 2), // face-down card
      mv(5, 4), // King onto a 10
      mv(4, 4), // onto itself
      mv(4, 3, 0), // no cards
      mv(4, 3, 1.5),
      mv(2, 4), // from an empty column
      mv(4, 3, 5), // more than the column holds
      mv(12, 1),
      DEAL, // with an empty column
      { type: 'recycle' },
      { type: 'bogus' } as unknown as Move,
    ];
    for (const move of illegal) {
      const reason = reasonFor(state, move);
      expect(reason.length).toBeGreaterThan(0);
      expect(reason).not.toContain('\n');
      expect(JSON.stringify(state)).toBe(before);
    }
    expect(reasonFor(state, mv(2, 4))).toBe('Column 2 is empty.');
    expect(reasonFor(state, mv(4, 4))).toBe('The cards are already there.');
    expect(reasonFor(state, mv(4, 3, 0))).toBe('A move takes at least one card.');
  });

  it('legal moves and deals never change the state they are given', () => {
    const state = position({
      tableau: [`#3♦ ${run('♠', 13, 2)}`, '#9♥ A♠', '#4♣ Q♥', ...filler(7)],
      stock: run('♣', 10, 1),
    });
    const before = JSON.stringify(state);
    spider.applyMove(state, mv(2, 1));
    spider.applyMove(state, DEAL);
    for (const move of spider.legalMoves(state)) spider.applyMove(state, move);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('a move copies only the columns it changes', () => {
    const state = position({ tableau: ['9♠', '#3♣ 8♥', ...filler(8)] });
    const after = spider.applyMove(state, mv(2, 1));
    for (let i = 2; i < 10; i++) expect(after.tableau[i]).toBe(state.tableau[i]);
    expect(after.stock).toBe(state.stock);
    expect(after.removed).toBe(state.removed);
  });
});

// ---- Scoring ---------------------------------------------------------------------------------

describe('Scoring', () => {
  it('Scoring: start at 500', () => {
    expect(spider.newGame({ seed: 1, suits: 4 }).score).toBe(500);
  });

  it('Scoring: −1 for every move', () => {
    const state = position({ tableau: ['9♠', '8♥', '7♣', ...filler(7)] });
    const one = spider.applyMove(state, mv(2, 1));
    expect(one.score).toBe(499);
    const two = spider.applyMove(one, mv(3, 1));
    expect(two.score).toBe(498);
  });

  it('Scoring: −1 for every deal', () => {
    let state = spider.newGame({ seed: 8 });
    state = spider.applyMove(state, DEAL);
    expect(state.score).toBe(499);
    state = spider.applyMove(state, DEAL);
    expect(state.score).toBe(498);
  });

  it('Scoring: +100 for every completed sequence', () => {
    const state = position({ tableau: [run('♣', 13, 2), 'A♣', ...filler(8)], score: 480 });
    expect(spider.applyMove(state, mv(2, 1)).score).toBe(480 - 1 + 100);
  });

  it('Scoring: an illegal move costs nothing', () => {
    const state = position({ tableau: ['9♠', '7♥', ...filler(8)] });
    expect(() => spider.applyMove(state, mv(2, 1))).toThrow(IllegalMoveError);
    expect(state.score).toBe(500);
  });
});

// ---- End -------------------------------------------------------------------------------------

describe('End', () => {
  it('End: you win after eight complete sequences leave the tableau', () => {
    const state = position({ tableau: [run('♠', 13, 2), 'A♠', '', '', '', '', '', '', '', ''], removed: 7 });
    expect(spider.status(state)).toBe('playing');
    const after = spider.applyMove(state, mv(2, 1));
    expect(completedRuns(after)).toBe(8);
    expect(after.tableau.every((c) => c.length === 0)).toBe(true);
    expect(spider.status(after)).toBe('won');
  });

  it('End: you lose when no legal move remains and no stock row can be dealt', () => {
    const stuck = position({ tableau: ['#4♠ Q♠', 'Q♥', 'Q♦', 'Q♣', '#J♠ Q♠', 'Q♥', 'Q♦', 'Q♣', 'Q♠', '10♥ Q♥'] });
    expect(spider.legalMoves(stuck)).toEqual([]);
    expect(spider.status(stuck)).toBe('lost');
  });

  it('End: a position with no moves is still in play while a row can be dealt', () => {
    const state = position({
      tableau: ['#4♠ Q♠', 'Q♥', 'Q♦', 'Q♣', '#J♠ Q♠', 'Q♥', 'Q♦', 'Q♣', 'Q♠', '10♥ Q♥'],
      stock: run('♠', 10, 1),
    });
    expect(spider.legalMoves(state).map(moveKey)).toEqual(['deal']);
    expect(spider.status(state)).toBe('playing');
  });

  it('End: lost at once when the stock has rows but fewer than ten cards are on the table (no deal can ever happen again)', () => {
    const state = position({
      tableau: ['5♠', '4♠', '3♠', '2♠', 'A♠', '9♥', '8♥', '', '', ''],
      stock: run('♠', 13, 4),
      removed: 4,
    });
    expect(spider.legalMoves(state).length).toBeGreaterThan(0);
    expect(spider.status(state)).toBe('lost');
    const withTen = position({
      tableau: ['5♠', '4♠', '3♠', '2♠', 'A♠', '9♥', '8♥', 'Q♥', 'J♥', '10♥'],
      stock: run('♠', 13, 4),
      removed: 4,
    });
    expect(spider.status(withTen)).toBe('playing');
  });

  it('End: a near-won game played to a win', () => {
    let state = position({
      tableau: [run('♠', 13, 9), '#7♠ 8♠', '#4♠ 6♠ 5♠', '2♠ 3♠', 'A♠', '', '', '', '', ''],
      removed: 7,
      score: 900,
    });
    const script: Array<[Move, string]> = [
      [mv(2, 1), 'K♠ Q♠ J♠ 10♠ 9♠ 8♠'],
      [mv(2, 1), 'K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠'], // 7♠ turned up by the previous move
      [mv(3, 1, 2), 'K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠'],
      [mv(3, 1), 'K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠'],
      [mv(4, 1), 'K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠'],
      [mv(4, 1), sequence('♠').replace(' A♠', '')],
      [mv(5, 1), ''],
    ];
    for (const [move, column1] of script) {
      expect(spider.status(state)).toBe('playing');
      expect(spider.legalMoves(state).map(moveKey)).toContain(moveKey(move));
      state = spider.applyMove(state, move);
      expect(show(state.tableau[0]!)).toBe(column1);
    }
    expect(state.tableau.every((c) => c.length === 0)).toBe(true);
    expect(completedRuns(state)).toBe(8);
    expect(state.score).toBe(900 - 7 + 100);
    expect(spider.status(state)).toBe('won');
  });
});

// ---- Properties ------------------------------------------------------------------------------

describe('Properties', () => {
  it('cards are conserved and every state stays plain JSON through random play', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom<SpiderSuits>(1, 2, 4),
        fc.array(fc.nat(), { minLength: 1, maxLength: 80 }),
        (seed, suits, picks) => {
          let state = spider.newGame({ seed, suits });
          const deck = countBy(spiderDeck(suits), cardName);
          let expectedScore = 500;
          for (const pick of picks) {
            if (spider.status(state) !== 'playing') break;
            const moves = spider.legalMoves(state);
            const runsBefore = completedRuns(state);
            state = spider.applyMove(state, moves[pick % moves.length]!);
            expectedScore += -1 + 100 * (completedRuns(state) - runsBefore);
            expect(countBy(allCards(state), cardName)).toEqual(deck);
            expect(state.score).toBe(expectedScore);
            for (const column of state.tableau) {
              if (column.length > 0) expect(column[column.length - 1]!.faceUp).toBe(true);
            }
          }
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      { numRuns: 60, seed: 1234 },
    );
  });
});

// FreeCell rules, checked against docs/rules/freecell.md: each test names the section it checks.
// Positions are built from short card strings (see `position`); deals are checked against the
// published listings of Microsoft's deals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardName, SUITS, type Card } from '../../src/engine/cards/cards.js';
import { freecell } from '../../src/engine/games/freecell/index.js';
import { freecellRuleSet } from '../../src/engine/games/freecell/ruleSet.js';
import { groupLimit } from '../../src/engine/ruleSet/fit.js';
import { knobsOf } from '../../src/engine/ruleSet/knobs.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { games } from '../../src/engine/games.js';
import { IllegalMoveError, type Move, type PileRef } from '../../src/engine/types.js';
import { deepFreeze, pile, refusal, showCards } from './fixtures.js';

// ---- helpers ---------------------------------------------------------------------------------

interface PositionSpec {
  /** Up to eight columns, bottom → top; missing ones are empty. */
  tableau?: string[];
  /** Up to four free cells, each '' or one card. */
  cells?: string[];
  /** How high each foundation is built, in SUITS order (♠ ♥ ♦ ♣). */
  foundations?: [number, number, number, number];
}

function position(spec: PositionSpec): RuleSetState {
  const heights = spec.foundations ?? [0, 0, 0, 0];
  return {
    game: 'freecell', seed: 1, options: {},
    tableau: Array.from({ length: 8 }, (_, i) => pile(spec.tableau?.[i] ?? '')),
    cells: Array.from({ length: 4 }, (_, i) => pile(spec.cells?.[i] ?? '')),
    foundations: SUITS.map((suit, i) => Array.from({ length: heights[i]! }, (_, r) => ({ rank: r + 1, suit, faceUp: true }))),
    stock: [], waste: [], removed: [], reserve: [], baseRank: 1, redeals: 0,
  };
}

const col = (n: number): PileRef => ({ pile: 'tableau', index: n - 1 });
const cell = (n: number): PileRef => ({ pile: 'cell', index: n - 1 });
const up = (suit: number): PileRef => ({ pile: 'foundation', index: suit });
const mv = (from: PileRef, to: PileRef, count = 1): Move => ({ type: 'move', from, to, count });

const reasonFor = (state: RuleSetState, move: Move): string => refusal(freecell, state, move);
const toFoundation = (state: RuleSetState, from: PileRef): Move | undefined => freecell.toFoundation?.(state, from);
const safeToFoundation = (state: RuleSetState): Move | undefined => freecell.safeToFoundation?.(state);
const canAutoFinish = (state: RuleSetState): boolean | undefined => freecell.canAutoFinish?.(state);
/** Moving runs: the most cards that move together onto a column, or into an empty one. */
const runLimit = (state: RuleSetState, toEmptyColumn: boolean): number => groupLimit(knobsOf(freecellRuleSet()), state, toEmptyColumn);

function allCards(state: RuleSetState): Card[] {
  return [...state.tableau.flat(), ...state.cells.flat(), ...state.foundations.flat()];
}

/** Every move that could be named: any pile to any pile, 1 to 13 cards. */
function everyMoveNamed(): Move[] {
  const piles: PileRef[] = [
    ...Array.from({ length: 8 }, (_, i) => col(i + 1)),
    ...Array.from({ length: 4 }, (_, i) => cell(i + 1)),
    ...Array.from({ length: 4 }, (_, i) => up(i)),
  ];
  return piles.flatMap((from) => piles.flatMap((to) => Array.from({ length: 13 }, (_, i) => mv(from, to, i + 1))));
}

const moveKey = (move: Move): string => JSON.stringify(move);

/** Plays random legal moves from deal `seed`, calling `each` on every position on the way. */
function randomGame(seed: number, picks: number[], each: (state: RuleSetState) => void): RuleSetState {
  let state = deepFreeze(freecell.newGame({ seed }));
  each(state);
  for (const pick of picks) {
    const moves = freecell.legalMoves(state);
    if (moves.length === 0) break;
    state = deepFreeze(freecell.applyMove(state, moves[pick % moves.length]!));
    each(state);
  }
  return state;
}

// ---- Deal ------------------------------------------------------------------------------------

describe('Deal', () => {
  it('Deal: deal 1 is Microsoft deal 1, card for card', () => {
    const state = freecell.newGame({ seed: 1 });
    expect(state.tableau.map(showCards)).toEqual([
      'J♦ K♦ 2♠ 4♣ 3♠ 6♦ 6♠',
      '2♦ K♣ K♠ 5♣ 10♦ 8♠ 9♣',
      '9♥ 9♠ 9♦ 10♠ 4♠ 8♦ 2♥',
      'J♣ 5♠ Q♦ Q♥ 10♥ Q♠ 6♥',
      '5♦ A♦ J♠ 4♥ 8♥ 6♣',
      '7♥ Q♣ A♠ A♣ 2♣ 3♦',
      '7♣ K♥ A♥ 4♦ J♥ 8♣',
      '5♥ 3♥ 3♣ 7♠ 7♦ 10♣',
    ]);
  });

  it('Deal: deal 617 is Microsoft deal 617, row by row', () => {
    const { tableau } = freecell.newGame({ seed: 617 });
    const rows = Array.from({ length: 7 }, (_, r) => tableau.map((column) => (column[r] ? cardName(column[r]) : '')).join(' ').trim());
    expect(rows).toEqual([
      '7♦ A♦ 5♣ 3♠ 5♠ 8♣ 2♦ A♥',
      '10♦ 7♠ Q♦ A♣ 6♦ 8♥ A♠ K♥',
      '10♥ Q♣ 3♥ 9♦ 6♠ 8♦ 3♦ 10♣',
      'K♦ 5♥ 9♠ 3♣ 8♠ 7♥ 4♦ J♠',
      '4♣ Q♠ 9♣ 9♥ 7♣ 6♥ 2♣ 2♠',
      '4♠ 10♠ 2♥ 5♦ J♣ 6♣ J♥ Q♥',
      'J♦ K♠ K♣ 4♥',
    ]);
  });

  it('Deal: deal 24 is Microsoft deal 24, column by column', () => {
    expect(freecell.newGame({ seed: 24 }).tableau.map(showCards)).toEqual([
      '4♣ 2♣ 9♣ 8♣ Q♠ 4♠ 2♥',
      '5♥ Q♥ 3♣ A♣ 3♥ 4♥ Q♦',
      'Q♣ 9♠ 6♥ 9♥ 3♠ K♠ 3♦',
      '5♦ 2♠ J♣ 5♣ J♥ 6♦ A♠',
      '2♦ K♦ 10♥ 10♣ 10♦ 8♦',
      '7♥ J♠ K♥ 10♠ K♣ 7♣',
      'A♥ 5♠ 6♠ A♦ 8♥ J♦',
      '7♠ 6♣ 7♦ 4♦ 8♠ 9♦',
    ]);
  });

  it('Deal: 52 different cards face up in columns of 7,7,7,7,6,6,6,6; cells and foundations empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const state = freecell.newGame({ seed });
        expect(state.tableau.map((column) => column.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
        expect(new Set(allCards(state).map(cardName)).size).toBe(52);
        expect(allCards(state).every((card) => card.faceUp)).toBe(true);
        expect(state.cells).toEqual([[], [], [], []]);
        expect(state.foundations).toEqual([[], [], [], []]);
        expect(state).toMatchObject({ game: 'freecell', seed, options: {}, stock: [], waste: [], removed: [] });
      }),
      { numRuns: 50 },
    );
  });

  it('Deal: deals are numbered from 1 to 1,000,000', () => {
    expect(freecell.newGame({ seed: 1_000_000 }).tableau.flat()).toHaveLength(52);
    for (const seed of [0, 1_000_001, 1.5, -3, Number.NaN]) expect(() => freecell.newGame({ seed })).toThrow(RangeError);
  });
});

// ---- Columns -----------------------------------------------------------------------------------

describe('Columns', () => {
  const state = position({ tableau: ['9♣ 6♥', '7♠', '7♥', '8♣', '', 'K♦', 'Q♠ J♥'] });

  it('Columns: a card goes onto one rank higher of the other colour', () => {
    const next = freecell.applyMove(state, mv(col(1), col(2)));
    expect(showCards(next.tableau[1]!)).toBe('7♠ 6♥');
    expect(showCards(next.tableau[0]!)).toBe('9♣');
  });

  it('Columns: not onto the same colour, nor onto a card that is not one rank higher', () => {
    expect(reasonFor(state, mv(col(1), col(3)))).toBe('6♥ needs a black 7 to go on, not 7♥.');
    expect(reasonFor(state, mv(col(1), col(4)))).toBe('6♥ needs a black 7 to go on, not 8♣.');
    expect(reasonFor(state, mv(col(6), col(2)))).toBe('Nothing is higher than K♦: it goes only into an empty column.');
  });

  it('Columns: an empty column takes any card', () => {
    expect(showCards(freecell.applyMove(state, mv(col(1), col(5))).tableau[4]!)).toBe('6♥');
    expect(showCards(freecell.applyMove(state, mv(col(6), col(5))).tableau[4]!)).toBe('K♦');
  });

  it('Columns: each rejection of a bad column says why', () => {
    expect(reasonFor(state, mv(col(1), col(1)))).toBe('The cards are already there.');
    expect(reasonFor(state, mv(col(5), col(1)))).toBe('Column 5 is empty.');
    expect(reasonFor(state, mv({ pile: 'tableau', index: 8 }, col(1)))).toBe('There is no column 9: FreeCell has 8.');
    expect(reasonFor(state, mv(col(1), { pile: 'tableau', index: 8 }))).toBe('There is no column 9: FreeCell has 8.');
    expect(reasonFor(state, mv(col(2), col(5), 2))).toBe('Column 2 holds only 1 card.');
    expect(reasonFor(state, mv(col(1), col(5), 2))).toBe('Only cards in building order move together.');
    expect(reasonFor(state, mv(col(1), col(2), 0))).toBe('A move takes at least one card.');
  });

  it('Columns: no stock, no waste, and nothing that is not a move', () => {
    expect(reasonFor(state, { type: 'deal' })).toBe('FreeCell has no stock.');
    expect(reasonFor(state, { type: 'recycle' })).toBe('FreeCell has no waste to turn over.');
    expect(reasonFor(state, { type: 'shuffle' } as unknown as Move)).toBe('That is not a move.');
    expect(reasonFor(state, { type: 'move', from: 'col1', to: col(2), count: 1 } as unknown as Move)).toBe('That is not a pile.');
    const noWaste = 'FreeCell has no waste.';
    expect(reasonFor(state, mv({ pile: 'waste', index: 0 }, col(2)))).toBe(noWaste);
    expect(reasonFor(state, mv(col(1), { pile: 'waste', index: 0 }))).toBe(noWaste);
  });
});

// ---- Free cells --------------------------------------------------------------------------------

describe('Free cells', () => {
  const state = position({ tableau: ['9♣ 6♥', '7♠', '8♥ 7♣'], cells: ['', 'Q♥', '5♠', ''] });

  it('Free cells: a column top goes into an empty cell, and from there onto a column', () => {
    const next = freecell.applyMove(state, mv(col(1), cell(1)));
    expect(showCards(next.cells[0]!)).toBe('6♥');
    expect(showCards(next.tableau[0]!)).toBe('9♣');
    const back = freecell.applyMove(next, mv(cell(1), col(2)));
    expect(showCards(back.tableau[1]!)).toBe('7♠ 6♥');
    expect(back.cells[0]).toEqual([]);
  });

  it('Free cells: a card may go from one cell into another', () => {
    const next = freecell.applyMove(state, mv(cell(2), cell(4)));
    expect(next.cells.map(showCards)).toEqual(['', '', '5♠', 'Q♥']);
  });

  it('Free cells: each holds one card, and each rejection says why', () => {
    expect(reasonFor(state, mv(col(1), cell(2)))).toBe('Free cell 2 already holds Q♥.');
    expect(reasonFor(state, mv(col(3), cell(1), 2))).toBe('A free cell takes one card at a time.');
    expect(reasonFor(state, mv(cell(2), col(3), 2))).toBe('Free cell 2 holds only 1 card.');
    expect(reasonFor(state, mv(cell(1), col(3)))).toBe('Free cell 1 is empty.');
    expect(reasonFor(state, mv(cell(2), cell(2)))).toBe('The cards are already there.');
    expect(reasonFor(state, mv({ pile: 'cell', index: 4 }, col(1)))).toBe('There are only 4 free cells.');
    expect(reasonFor(state, mv(col(1), { pile: 'cell', index: 4 }))).toBe('There are only 4 free cells.');
    expect(reasonFor(state, mv(cell(3), col(2)))).toBe('5♠ needs a red 6 to go on, not 7♠.');
  });
});

// ---- Foundations -------------------------------------------------------------------------------

describe('Foundations', () => {
  const state = position({ tableau: ['9♣ A♥', '3♠', 'K♦ 2♥', '3♣ 2♥'], cells: ['2♠'], foundations: [1, 0, 0, 0] });

  it('Foundations: an Ace starts its suit, then the next rank of the suit, from a column or a cell', () => {
    const one = freecell.applyMove(state, mv(col(1), up(1)));
    expect(showCards(one.foundations[1]!)).toBe('A♥');
    const two = freecell.applyMove(one, mv(col(3), up(1)));
    expect(showCards(two.foundations[1]!)).toBe('A♥ 2♥');
    const three = freecell.applyMove(two, mv(cell(1), up(0)));
    expect(showCards(three.foundations[0]!)).toBe('A♠ 2♠');
    expect(three.cells[0]).toEqual([]);
  });

  it('Foundations: each rejection says why', () => {
    expect(reasonFor(state, mv(col(1), up(0)))).toBe('That foundation is for spades: A♥ goes on a hearts one.');
    expect(reasonFor(state, mv(col(3), up(1)))).toBe('A foundation starts with an ace: 2♥ has to wait.');
    expect(reasonFor(state, mv(col(2), up(0)))).toBe('3♠ has to wait for 2♠ on that foundation.');
    expect(reasonFor(state, mv(col(4), up(1), 2))).toBe('One card at a time goes up.');
    expect(reasonFor(state, mv(col(1), { pile: 'foundation', index: 4 }))).toBe('There is no foundation 5.');
  });

  it('Foundations: a card that is up never comes back', () => {
    const state = position({ tableau: ['2♥', ''], foundations: [1, 0, 0, 0] });
    expect(reasonFor(state, mv(up(0), col(1)))).toBe('Cards on a foundation stay there.');
    expect(reasonFor(state, mv(up(0), col(2)))).toBe('Cards on a foundation stay there.');
    expect(reasonFor(state, mv(up(0), cell(1)))).toBe('Cards on a foundation stay there.');
    expect(freecell.legalMoves(state).some((move) => move.type === 'move' && move.from.pile === 'foundation')).toBe(false);
    expect(freecell.movableCount(state, up(0))).toBe(0);
  });
});

// ---- Moving runs -------------------------------------------------------------------------------

describe('Moving runs', () => {
  // Column 1 holds a run of ten, J♥ at its bottom and 2♠ on top; column 2 a card that takes the
  // run's top `count` cards, or nothing; the other columns are empty or hold a card that takes none.
  const RUN = 'J♥ 10♠ 9♥ 8♠ 7♥ 6♠ 5♥ 4♠ 3♥ 2♠';
  const FILLERS = ['K♣', 'K♦', 'K♠', 'K♥', 'Q♠', 'Q♥'];
  const CELL_FILLERS = ['A♣', 'A♦', 'A♥', 'A♠'];

  /** The card a run of `count` from RUN's top goes onto: one rank higher than its bottom card, the other colour. */
  function targetFor(count: number): string {
    const bottom = pile(RUN)[10 - count]!;
    return cardName({ rank: bottom.rank + 1, suit: bottom.suit === 'spades' ? 'diamonds' : 'clubs' });
  }

  /** Column 1 the run, column 2 a target (or empty), `emptyColumns` more empty columns, the rest filled. */
  function runPosition(freeCells: number, emptyColumns: number, target: string): RuleSetState {
    const tableau = [RUN, target, ...FILLERS.map((filler, i) => (i < emptyColumns ? '' : filler))];
    return position({ tableau, cells: CELL_FILLERS.map((card, i) => (i < freeCells ? '' : card)) });
  }

  const cases = [
    [0, 0],
    [1, 0],
    [3, 0],
    [4, 0],
    [0, 1],
    [2, 1],
    [1, 2],
    [4, 1],
  ] as const;

  it.each(cases)('Moving runs: with %i empty free cells and %i empty columns, (cells + 1) × 2^columns move onto a card', (cells, columns) => {
    const limit = (cells + 1) * 2 ** columns;
    // An empty column 2 counts too when the run goes elsewhere.
    expect(runLimit(runPosition(cells, columns, ''), false)).toBe(2 * limit);
    const fits = runPosition(cells, columns, targetFor(limit));
    expect(runLimit(fits, false)).toBe(limit);
    expect(freecell.movableCount(fits, col(1))).toBe(Math.min(limit, 10));
    if (limit <= 10) {
      const next = freecell.applyMove(fits, mv(col(1), col(2), limit));
      expect(next.tableau[1]).toHaveLength(1 + limit);
    }
    if (limit + 1 <= 10) {
      const tooMany = runPosition(cells, columns, targetFor(limit + 1));
      const room = `${cells} empty free cell${cells === 1 ? '' : 's'} and ${columns} empty column${columns === 1 ? '' : 's'}`;
      expect(reasonFor(tooMany, mv(col(1), col(2), limit + 1))).toBe(`With ${room}, at most ${limit} card${limit === 1 ? '' : 's'} move together, not ${limit + 1}.`);
    }
  });

  it.each(cases)('Moving runs: with %i empty free cells and %i other empty columns, an empty destination does not count', (cells, columns) => {
    const limit = (cells + 1) * 2 ** columns;
    const state = runPosition(cells, columns, '');
    expect(runLimit(state, true)).toBe(limit);
    if (limit <= 10) expect(freecell.applyMove(state, mv(col(1), col(2), limit)).tableau[1]).toHaveLength(limit);
    if (limit + 1 <= 10) {
      const room = `${cells} empty free cell${cells === 1 ? '' : 's'} and ${columns} other empty column${columns === 1 ? '' : 's'}`;
      expect(reasonFor(state, mv(col(1), col(2), limit + 1))).toBe(`With ${room}, at most ${limit} card${limit === 1 ? '' : 's'} move together, not ${limit + 1}.`);
    }
  });

  it('Moving runs: the example of the rules page, 6 onto a card and 3 into the empty column', () => {
    const state = runPosition(2, 1, '');
    expect(runLimit(state, false)).toBe(12);
    const withTarget = position({ tableau: [RUN, targetFor(6), '', ...FILLERS.slice(1)], cells: ['', '', 'A♥', 'A♠'] });
    expect(runLimit(withTarget, false)).toBe(6);
    expect(runLimit(withTarget, true)).toBe(3);
    expect(freecell.legalMoves(withTarget).filter((m) => m.type === 'move' && m.from.index === 0 && m.to.pile === 'tableau').map((m) => m.type === 'move' && [m.to.index, m.count])).toEqual([
      [1, 6], [2, 1], [2, 2], [2, 3],
    ]);
  });
});

// ---- End ---------------------------------------------------------------------------------------

describe('End', () => {
  it('End: won with all 52 cards up', () => {
    expect(freecell.status(position({ foundations: [13, 13, 13, 13] }))).toBe('won');
    expect(freecell.status(position({ tableau: ['K♣'], foundations: [13, 13, 13, 12] }))).toBe('playing');
  });

  it('End: lost when every cell is full and no card can go anywhere', () => {
    const stuck = position({
      tableau: ['5♠', '5♣', '5♥', '5♦', '9♠', '9♣', '9♥', '9♦'],
      cells: ['K♠', 'K♥', 'K♦', 'K♣'],
    });
    expect(freecell.legalMoves(stuck)).toEqual([]);
    expect(freecell.status(stuck)).toBe('lost');
    // One free cell more and the game goes on, pointless as its moves may be.
    const open = { ...stuck, cells: [[], ...stuck.cells.slice(1)] };
    expect(freecell.status(open)).toBe('playing');
  });

  it('End: a fresh deal is being played', () => {
    expect(freecell.status(freecell.newGame({ seed: 11982 }))).toBe('playing');
  });
});

// ---- Helpers -----------------------------------------------------------------------------------

describe('Helpers', () => {
  it('Helpers: toFoundation finds the move up from a column or a cell, and only when it fits', () => {
    const state = position({ tableau: ['9♣ A♥', '3♠'], cells: ['', 'A♣'] });
    expect(toFoundation(state, col(1))).toEqual(mv(col(1), up(1)));
    expect(toFoundation(state, cell(2))).toEqual(mv(cell(2), up(3)));
    expect(toFoundation(state, col(2))).toBeUndefined();
    expect(toFoundation(state, cell(1))).toBeUndefined();
    expect(toFoundation(state, up(0))).toBeUndefined();
  });

  it('Helpers: Aces and 2s are always safe; a higher card once both of the other colour one rank lower are up', () => {
    expect(safeToFoundation(position({ tableau: ['9♣ 2♥'], foundations: [0, 1, 0, 0] }))).toEqual(mv(col(1), up(1)));
    expect(safeToFoundation(position({ tableau: ['A♦'] }))).toEqual(mv(col(1), up(2)));
    const threeOfHearts = { tableau: ['9♣ 3♥'], foundations: [2, 2, 0, 2] as [number, number, number, number] };
    expect(safeToFoundation(position(threeOfHearts))).toEqual(mv(col(1), up(1)));
    // 2♣ is still in play and could go on 3♥.
    expect(safeToFoundation(position({ ...threeOfHearts, foundations: [2, 2, 0, 1] }))).toBeUndefined();
    // The same card from a cell; cells are looked at first.
    expect(safeToFoundation(position({ tableau: ['A♠'], cells: ['', '3♥'], foundations: [2, 2, 0, 2] }))).toEqual(mv(cell(2), up(1)));
  });

  it('Helpers: the game plays itself once every column falls in rank', () => {
    expect(canAutoFinish(position({ tableau: ['K♠ 9♥ 9♦ 3♣', 'Q♥'], cells: ['4♣'], foundations: [12, 8, 8, 2] }))).toBe(true);
    expect(canAutoFinish(position({ tableau: ['K♠ 3♣ 9♥'], foundations: [12, 8, 8, 2] }))).toBe(false);
    expect(canAutoFinish(position({ foundations: [13, 13, 13, 13] }))).toBe(false);
  });

  it('Helpers: the header shows how many free cells are empty, and the score (10 a card up)', () => {
    const words = (state: RuleSetState) => games.freecell.facts(state, 0, 0).map((fact) => fact.text);
    expect(words(freecell.newGame({ seed: 1 }))).toEqual(['4 free cells', 'score 0']);
    expect(words(position({ tableau: ['K♠'], cells: ['A♠', 'A♥', 'A♦'] }))).toEqual(['1 free cell', 'score 0']);
    expect(words(position({ tableau: ['K♠'], foundations: [12, 13, 13, 13] }))).toEqual(['4 free cells', 'score 510']);
  });
});

// ---- Random play -------------------------------------------------------------------------------

describe('Random play', () => {
  const seedArb = fc.integer({ min: 1, max: 1_000_000 });
  const picksArb = fc.array(fc.nat(), { minLength: 1, maxLength: 120 });

  it('keeps 52 different cards, at most one in a cell, foundations in order, and every listed move applies', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        randomGame(seed, picks, (state) => {
          expect(new Set(allCards(state).map(cardName)).size).toBe(52);
          expect(allCards(state)).toHaveLength(52);
          expect(state.cells.every((c) => c.length <= 1)).toBe(true);
          state.foundations.forEach((f, i) => expect(f.every((card, r) => card.suit === SUITS[i] && card.rank === r + 1)).toBe(true));
          for (const move of freecell.legalMoves(state)) expect(() => freecell.applyMove(state, move)).not.toThrow();
        });
      }),
      { numRuns: 40 },
    );
  });

  it('legalMoves lists exactly the moves applyMove accepts, and the game is lost exactly when there is none', () => {
    const named = everyMoveNamed();
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        const state = randomGame(seed, picks, () => {});
        const legal = new Set(freecell.legalMoves(state).map(moveKey));
        const accepted = named.filter((move) => {
          try {
            freecell.applyMove(state, move);
            return true;
          } catch (error) {
            expect(error).toBeInstanceOf(IllegalMoveError);
            return false;
          }
        });
        expect(new Set(accepted.map(moveKey))).toEqual(legal);
        expect(freecell.status(state) === 'lost').toBe(legal.size === 0);
      }),
      { numRuns: 25 },
    );
  });
});

// The FreeCell solver (src/engine/games/freecell/solver/): a short game won and a hand-built
// lost position, deal 11982 proved lost, winning lines that replay through the engine from deals
// and from random positions in the middle of a game, the solver's moves against the engine's
// legalMoves, and its verdicts against the plain reference search on small end positions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUITS, type Card, type Suit } from '../../src/engine/cards/cards.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { freecell } from '../../src/engine/games/freecell/index.js';
import { applyMove, generateMoves, MAX_MOVES, toEngineMove } from '../../src/engine/games/freecell/solver/moves.js';
import { Position, STRIDE } from '../../src/engine/games/freecell/solver/position.js';
import { solveFreeCell } from '../../src/engine/games/freecell/solver/solver.js';
import type { Move } from '../../src/engine/types.js';
import { pileKey } from '../../src/engine/cards/cardKey.js';
import { plainSearch } from '../../src/search/plainSearch.js';
import { solve } from '../../src/solver/solve.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { pile } from '../engine/fixtures.js';
import { positions, positionBudget } from './budgets.js';

function position(tableau: string[], cells: string[], foundations: [number, number, number, number]): RuleSetState {
  return {
    game: 'freecell', seed: 1, options: {},
    tableau: Array.from({ length: 8 }, (_, i) => pile(tableau[i] ?? '')),
    cells: Array.from({ length: 4 }, (_, i) => pile(cells[i] ?? '')),
    foundations: SUITS.map((suit, i) => Array.from({ length: foundations[i]! }, (_, r) => ({ rank: r + 1, suit, faceUp: true }))),
    stock: [], waste: [], removed: [], reserve: [], baseRank: 1, redeals: 0,
  };
}

function replaysToWin(state: RuleSetState, moves: readonly Move[]): boolean {
  let current = state;
  for (const move of moves) current = freecell.applyMove(current, move);
  return freecell.status(current) === 'won';
}

/** Plays random legal moves from deal `seed`. */
function randomPosition(seed: number, steps: number): RuleSetState {
  let state = freecell.newGame({ seed });
  const random = mulberry32(seed);
  for (let i = 0; i < steps; i++) {
    const moves = freecell.legalMoves(state);
    if (moves.length === 0) break;
    state = freecell.applyMove(state, moves[Math.floor(random() * moves.length)]!);
  }
  return state;
}

/** A compact position as plain arrays: each column's cards, the cells, the foundations. */
function layout(position: Position): number[][] {
  const columns = Array.from(position.heights, (height, c) => Array.from(position.cards.subarray(c * STRIDE, c * STRIDE + height)));
  return [...columns, Array.from(position.cells), Array.from(position.foundations)];
}

/**
 * The reference search's key: the columns and the free cells each as a sorted list (which column
 * or cell holds what changes no future), so that it settles more positions.
 */
const plainKey = (state: RuleSetState): string =>
  state.tableau.map(pileKey).sort().join('|') + '/' + state.cells.map(pileKey).sort().join('|');

describe('FreeCell solver on hand-built positions', () => {
  it('wins a short game and its line replays to a win', () => {
    // Everything is up but the kings, and the red queens, which lie under the black kings.
    const state = position(['Q♥ K♠', 'Q♦ K♣', 'K♥', '', '', '', '', 'K♦'], [], [12, 11, 11, 12]);
    const result = solve(state, positions(1000));
    expect(result.verdict).toBe('winnable');
    expect(result.verdict === 'winnable' && replaysToWin(state, result.moves)).toBe(true);
  });

  it('proves lost a position that still has moves but no way through', () => {
    // Only red cards are left, so nothing builds on anything; one free cell, and every Two lies
    // under cards that no free cell or empty column can take.
    const state = position(
      ['2♥ 9♥ 10♥', '2♦ 9♦ 10♦', '3♥ J♥ J♦', '3♦ 8♥ 8♦', '4♥ 7♥ 7♦', '4♦ Q♦', '5♥ 6♥', '5♦ 6♦'],
      ['K♥', 'K♦', 'Q♥', ''],
      [13, 1, 1, 13],
    );
    expect(freecell.status(state)).toBe('playing');
    expect(freecell.legalMoves(state).length).toBeGreaterThan(0);
    const result = solve(state, positions(1000));
    expect(result.verdict).toBe('lost');
    expect(plainSearch(freecell, state, positionBudget(10_000), plainKey).verdict).toBe('lost');
  });

  it('says unknown, not lost, when the position limit comes first', () => {
    expect(solve(freecell.newGame({ seed: 11982 }), positions(100)).verdict).toBe('unknown');
  });

  it('says unknown, not lost, when the seen-table fills up', () => {
    // Deal 11982 is lost, and proving it takes far more positions than a table of 1000 holds.
    const budget = positionBudget(1_000_000);
    expect(solveFreeCell(freecell.newGame({ seed: 11982 }), budget, 1000).verdict).toBe('unknown');
    expect(budget.isExhausted, 'the budget still had positions left').toBe(false);
  });
});

describe('FreeCell solver on Microsoft deals', () => {
  it('proves deal 11982 lost, by exhausting every position', () => {
    const result = solve(freecell.newGame({ seed: 11982 }), positions(1_000_000));
    expect(result.verdict).toBe('lost');
    expect(result.positions).toBeGreaterThan(1000);
  });

  it('wins deals 1 and 617, and random deals, with lines that replay through the engine', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(1, 617), fc.integer({ min: 1, max: 1_000_000 })), (seed) => {
        const state = freecell.newGame({ seed });
        const result = solveFreeCell(state, positionBudget(1_000_000));
        expect(result.verdict).toBe('winnable');
        expect(result.verdict === 'winnable' && replaysToWin(state, result.moves)).toBe(true);
      }),
      { numRuns: 12 },
    );
  });

  it('wins from random positions in the middle of a game whenever it finds a line, and the line replays', () => {
    let wins = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 40 }), (seed, steps) => {
        const state = randomPosition(seed, steps);
        const result = solveFreeCell(state, positionBudget(200_000));
        if (result.verdict === 'winnable') {
          wins++;
          expect(replaysToWin(state, result.moves)).toBe(true);
        }
      }),
      { numRuns: 15 },
    );
    expect(wins).toBeGreaterThan(0);
  });
});

describe("the solver's moves", () => {
  /**
   * The legal moves the solver never generates, each because another move it does generate
   * reaches a position with the same key: a card from one free cell to another (the cells are
   * interchangeable); into a free cell other than the first empty one; into an empty column other
   * than the first (the columns are interchangeable); a whole column into an empty column.
   */
  function neverNeeded(state: RuleSetState, move: Move): boolean {
    if (move.type !== 'move') return false;
    const { from, to, count } = move;
    if (from.pile === 'cell' && to.pile === 'cell') return true;
    if (to.pile === 'cell') return to.index !== state.cells.findIndex((c) => c.length === 0);
    if (to.pile === 'tableau' && state.tableau[to.index]!.length === 0) {
      const wholeColumn = from.pile === 'tableau' && state.tableau[from.index]!.length === count;
      return wholeColumn || to.index !== state.tableau.findIndex((c) => c.length === 0);
    }
    return false;
  }

  it('are the engine legal moves, but for those it never needs, and each plays as the engine plays it', () => {
    const moves = new Int32Array(MAX_MOVES);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 300 }), (seed, steps) => {
        const state = randomPosition(seed, steps);
        const start = Position.fromState(state);
        const count = generateMoves(start, moves);
        const generated = new Set<string>();
        for (let i = 0; i < count; i++) {
          const engineMove = toEngineMove(start, moves[i]!);
          generated.add(JSON.stringify(engineMove));
          const played = new Position();
          played.copyFrom(start);
          applyMove(played, moves[i]!);
          expect(layout(played)).toEqual(layout(Position.fromState(freecell.applyMove(state, engineMove))));
        }
        expect(generated.size).toBe(count);
        const legal = freecell.legalMoves(state).map((move) => JSON.stringify(move));
        for (const move of generated) expect(legal).toContain(move);
        for (const move of legal) if (!generated.has(move)) expect(neverNeeded(state, JSON.parse(move) as Move)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('FreeCell solver against the plain search', () => {
  // Tight end positions: the red suits from `low` up and perhaps a few high cards of one black
  // suit are in play, everything else is up. Three free cells are taken; the lowest card of each
  // red suit lies at the bottom of a column, and every column holds at least two cards. Red cards
  // do not build on red cards, so room is short and many of these are lost, some with moves left.
  const endPosition = fc
    .record({
      low: fc.integer({ min: 2, max: 4 }),
      black: fc.constantFrom<Suit | undefined>(undefined, 'spades', 'clubs'),
      blackLow: fc.integer({ min: 10, max: 13 }),
      places: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 30, maxLength: 30 }),
      order: fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
    })
    .map(({ low, black, blackLow, places, order }) => {
      const from = (suit: Suit): number => (suit === 'hearts' || suit === 'diamonds' ? low : suit === black ? blackLow : 14);
      const cards: Card[] = SUITS.flatMap((suit) => Array.from({ length: 14 - from(suit) }, (_, i) => ({ rank: from(suit) + i, suit, faceUp: true })));
      const shuffled = cards.map((card, i) => ({ card, at: order[i]! })).sort((a, b) => a.at - b.at).map((c) => c.card);
      const bottoms = shuffled.filter((card) => card.rank === low && card.suit !== black);
      const rest = shuffled.filter((card) => !bottoms.includes(card));
      const tableau: Card[][] = Array.from({ length: 8 }, () => []);
      bottoms.forEach((card, i) => tableau[places[i]!]!.push(card));
      const cells = rest.slice(0, 3).map((card) => [card]);
      rest.slice(3).forEach((card, i) => {
        const short = tableau.findIndex((column) => column.length < 2);
        tableau[short >= 0 ? short : places[i]!]!.push(card);
      });
      const state = position([], [], SUITS.map((suit) => from(suit) - 1) as [number, number, number, number]);
      return { ...state, tableau, cells: [...cells, []] };
    });

  it('gives the plain search verdict on small end positions', () => {
    const verdicts = { winnable: 0, lost: 0, lostWithMoves: 0 };
    fc.assert(
      fc.property(endPosition, (state) => {
        const plain = plainSearch(freecell, state, positionBudget(3_000), plainKey).verdict;
        if (plain === 'unknown') return;
        verdicts[plain]++;
        if (plain === 'lost' && freecell.legalMoves(state).length > 0) verdicts.lostWithMoves++;
        expect(solve(state, positions(1_000_000)).verdict).toBe(plain);
      }),
      // A fixed seed: among the positions the plain search settles, some must be lost with moves left.
      { numRuns: 80, seed: 14 },
    );
    expect(verdicts.winnable).toBeGreaterThan(0);
    expect(verdicts.lostWithMoves).toBeGreaterThan(0);
  });
});

// The Klondike solver: its moves against the engine's legalMoves, its winning lines replayed
// through the engine, hand-built positions with known answers, and agreement with the plain
// search on small positions (so its pruning is shown not to lose wins).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardIndex, SUITS, type Card } from '../../src/engine/cards/cards.js';
import { type KlondikeOptions, type KlondikeState } from '../../src/engine/games/klondike/rules.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import type { Move } from '../../src/engine/types.js';
import { SearchBudget } from '../../src/search/budget.js';
import { engineLine } from '../../src/engine/games/klondike/solver/engineLine.js';
import { klondikeKey } from '../../src/engine/games/klondike/solver/fallback.js';
import { applyMove, cardPutUp, generateMoves, MAX_MOVES, Order } from '../../src/engine/games/klondike/solver/moves.js';
import { Position } from '../../src/engine/games/klondike/solver/position.js';
import { isSafeToFoundation } from '../../src/engine/games/klondike/solver/safeToFoundation.js';
import { solveKlondike } from '../../src/engine/games/klondike/solver/solver.js';
import { plainSearch } from '../../src/search/plainSearch.js';
import { solve } from '../../src/solver/solve.js';
import { handBuilt, randomlyPlayed, smallPosition } from './klondikePositions.js';
import { positionBudget, positions } from './budgets.js';

function replay(state: KlondikeState, moves: readonly Move[]): KlondikeState {
  return moves.reduce((s, move) => klondike.applyMove(s, move), state);
}

const optionsArb = fc.record({ draw: fc.constantFrom<1 | 3>(1, 3), passes: fc.constantFrom<KlondikeOptions['passes']>('unlimited', 1, 2, 3) });
const seedArb = fc.integer({ min: 1, max: 0xffffffff });

// ---- the move generator against the engine ----------------------------------------------------

interface Generated {
  line: Move[];
  key: Uint32Array;
}

/** Every move the solver tries from a position: the engine moves it stands for, and its key after. */
function generated(state: KlondikeState): Generated[] {
  const out = new Int32Array(MAX_MOVES);
  const count = generateMoves(new Position(state), out, -1);
  return Array.from(out.subarray(0, count), (move) => {
    const after = new Position(state);
    applyMove(after, move);
    return { line: engineLine(state, after), key: after.key().slice() };
  });
}

const same = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);

function topOf(state: KlondikeState, column: number): { rank: number; red: boolean } | undefined {
  const card = state.tableau[column]!.at(-1);
  return card && { rank: card.rank, red: card.suit === 'hearts' || card.suit === 'diamonds' };
}

/**
 * Why the solver may skip an engine move (the rules of src/engine/games/klondike/solver/moves.ts), or
 * undefined when it may not. The moves it never needs, from a position free of duties:
 * - single draws and recycles (rule 1: a waste card is played with the draws that bring it up);
 * - a run resting on a face-up card whose card then cannot go up (rule 5);
 * - a king off its own column's bottom, or into an empty column but the first (rule 3);
 * - onto the twin of the column the same cards are tried on (rule 7);
 * - a foundation card that would be safe to put straight back (rule 4);
 * - with draw 1 and unlimited passes, a waste card that nothing can cover next (rule 6).
 * (Rule 2, safe cards up first, and rule 6, duties after a waiting card, act in the search
 * around the generator; the plain-search agreement below covers them.)
 */
function listedException(state: KlondikeState, move: Move, tried: readonly Move[]): string | undefined {
  if (move.type !== 'move') return undefined;
  const { from, to, count } = move;
  if (from.pile === 'tableau') {
    const column = state.tableau[from.index]!;
    const beneath = column[column.length - count - 1];
    const bottom = column[column.length - count]!;
    if (beneath?.faceUp && state.foundations[SUITS.indexOf(beneath.suit)]!.length !== beneath.rank - 1) {
      return 'rule 5: a run off a face-up card that cannot then go up';
    }
    if (bottom.rank === 13 && count === column.length) return 'rule 3: a king off its own column bottom';
  }
  if (to.pile === 'tableau' && state.tableau[to.index]!.length === 0) {
    const firstEmpty = state.tableau.findIndex((c) => c.length === 0);
    if (to.index !== firstEmpty) return 'rule 3: not the first empty column';
  }
  if (to.pile === 'tableau' && state.tableau[to.index]!.length > 0) {
    const target = topOf(state, to.index)!;
    const twin = tried.some((t) => t.type === 'move' && JSON.stringify(t.from) === JSON.stringify(from) && t.count === count &&
      t.to.pile === 'tableau' && t.to.index !== to.index && topOf(state, t.to.index)?.rank === target.rank && topOf(state, t.to.index)?.red === target.red);
    if (twin) return 'rule 7: onto the twin of a column tried';
  }
  if (from.pile === 'waste' && state.options.draw === 1 && state.options.passes === 'unlimited' && !mayBeCoveredNext(state, state.waste.at(-1)!)) {
    return 'rule 6: a waste card that nothing can cover next';
  }
  if (from.pile === 'foundation') {
    const position = new Position(state);
    const pileNow = state.foundations[from.index]!;
    const card = cardIndex(pileNow.at(-1)!);
    position.foundation[from.index] = pileNow.length - 1;
    if (isSafeToFoundation(position.foundation, card)) return 'rule 4: a card that would be safe to put straight back';
  }
  return undefined;
}

/**
 * Whether a card that fits on `card` can come onto it next, or be taken down next but one: from
 * the stock or waste when it can be covered next in turn, as the lowest face-up card of its
 * column or with the card under it able to go up, or as the top card of its foundation or the
 * one under the top.
 */
function mayBeCoveredNext(state: KlondikeState, card: Card): boolean {
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const fitting = SUITS.filter((suit) => (suit === 'hearts' || suit === 'diamonds') !== red);
  return fitting.some((suit) => {
    const rank = card.rank - 1;
    if (rank === 0) return false;
    const height = state.foundations[SUITS.indexOf(suit)]!.length;
    if (height >= rank) return height <= rank + 1;
    for (const column of state.tableau) {
      const at = column.findIndex((c) => c.suit === suit && c.rank === rank);
      if (at < 0) continue;
      const under = column[at - 1];
      if (!column[at]!.faceUp) return false;
      return under === undefined || !under.faceUp || state.foundations[SUITS.indexOf(under.suit)]!.length === under.rank - 1;
    }
    return mayBeCoveredNext(state, { suit, rank, faceUp: true }); // in the stock or waste: played, it must be covered in turn
  });
}

/** The positions reachable from this one by drawing and recycling only. */
function byDrawing(state: KlondikeState): KlondikeState[] {
  const reached: KlondikeState[] = [state];
  let current = state;
  for (let i = 0; i < 2 * (state.stock.length + state.waste.length) + 2; i++) {
    const step = klondike.legalMoves(current).find((m) => m.type === 'deal' || m.type === 'recycle');
    if (!step) break;
    current = klondike.applyMove(current, step);
    reached.push(current);
  }
  return reached;
}

describe('the solver\'s moves against the engine\'s legalMoves', () => {
  const positionArb = fc.tuple(seedArb, optionsArb, fc.integer({ min: 0, max: 150 })).map(([seed, options, steps]) => randomlyPlayed(seed, options, steps));

  it('every move it tries is legal in the engine and leads where the solver thinks', () => {
    fc.assert(
      fc.property(positionArb, (state) => {
        for (const { line, key } of generated(state)) {
          expect(Array.from(new Position(replay(state, line)).key())).toEqual(Array.from(key));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('rule 8: after a move puts a card up, the moves are the same but for taking that card straight back down', () => {
    let checked = 0;
    fc.assert(
      fc.property(positionArb, (state) => {
        const position = new Position(state);
        const moves = new Int32Array(MAX_MOVES);
        const count = generateMoves(position, moves, -1);
        for (const move of moves.subarray(0, count)) {
          const up = cardPutUp(position, move);
          if (up < 0) continue;
          const mark = position.changeCount;
          applyMove(position, move);
          const all = new Int32Array(MAX_MOVES);
          const withoutRule = Array.from(all.subarray(0, generateMoves(position, all, -1)));
          const rest = new Int32Array(MAX_MOVES);
          const withRule = Array.from(rest.subarray(0, generateMoves(position, rest, -1, up)));
          // moves.ts: a move is kind | a << 3 | …, and kind 3 takes suit a's top card down.
          const takesItDown = (m: number): boolean => (m & 7) === 3 && ((m >> 3) & 127) === Math.floor(up / 13);
          expect(withRule).toEqual(withoutRule.filter((m) => !takesItDown(m)));
          if (withoutRule.some(takesItDown)) checked++;
          position.undoTo(mark);
        }
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(0);
  });

  it('both orders try the same moves', () => {
    fc.assert(
      fc.property(positionArb, (state) => {
        const position = new Position(state);
        const tried = (order: Order): number[] => {
          const out = new Int32Array(MAX_MOVES);
          return Array.from(out.subarray(0, generateMoves(position, out, -1, -1, order))).sort((a, b) => a - b);
        };
        expect(tried(Order.WasteFirst)).toEqual(tried(Order.RunsFirst));
      }),
      { numRuns: 150 },
    );
  });

  it('positions that differ only by what lies on two face-up twins share one key', () => {
    let swapped = 0;
    fc.assert(
      fc.property(positionArb, (state) => {
        const at = new Map<string, [number, number]>();
        state.tableau.forEach((column, c) => column.forEach((card, i) => card.faceUp && at.set(`${card.rank} ${card.suit}`, [c, i])));
        for (const [one, other] of [['spades', 'clubs'], ['hearts', 'diamonds']] as const) {
          for (let rank = 2; rank <= 13; rank++) {
            const x = at.get(`${rank} ${one}`);
            const y = at.get(`${rank} ${other}`);
            if (!x || !y || x[0] === y[0]) continue;
            const tableau = state.tableau.map((column) => column.slice());
            const onX = tableau[x[0]]!.splice(x[1] + 1);
            const onY = tableau[y[0]]!.splice(y[1] + 1);
            tableau[x[0]]!.push(...onY);
            tableau[y[0]]!.push(...onX);
            expect(Array.from(new Position({ ...state, tableau }).key())).toEqual(Array.from(new Position(state).key()));
            if (onX.length + onY.length > 0) swapped++;
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(swapped).toBeGreaterThan(0);
  });

  it('a move and its undoing leave the position as it was (same key, same moves)', () => {
    fc.assert(
      fc.property(positionArb, (state) => {
        const position = new Position(state);
        const before = position.key().slice();
        const moves = new Int32Array(MAX_MOVES);
        const count = generateMoves(position, moves, -1);
        const movesBefore = Array.from(moves.subarray(0, count));
        for (let i = 0; i < count; i++) {
          const mark = position.changeCount;
          applyMove(position, moves[i]!);
          position.key();
          position.undoTo(mark);
          expect(Array.from(position.key())).toEqual(Array.from(before));
        }
        const again = new Int32Array(MAX_MOVES);
        expect(Array.from(again.subarray(0, generateMoves(position, again, -1)))).toEqual(movesBefore);
      }),
      { numRuns: 150 },
    );
  });

  it('after a random walk of moves and undos the position tries what one built afresh tries (tops and move order kept right)', () => {
    fc.assert(
      fc.property(positionArb, fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (state, picks) => {
        const position = new Position(state);
        const marks: number[] = [];
        const moves = new Int32Array(MAX_MOVES);
        for (const pick of picks) {
          const count = generateMoves(position, moves, -1);
          if (marks.length > 0 && (count === 0 || pick % 4 === 0)) position.undoTo(marks.pop()!);
          else if (count > 0) {
            marks.push(position.changeCount);
            applyMove(position, moves[pick % count]!);
          }
          const afresh = new Position(replay(state, engineLine(state, position)));
          for (let c = 0; c < position.columnCount; c++) expect(position.top(c)).toBe(position.heights[c] === 0 ? -1 : position.cardAt(c, 0));
          const fresh = new Int32Array(MAX_MOVES);
          const kept = new Int32Array(MAX_MOVES);
          expect(Array.from(kept.subarray(0, generateMoves(position, kept, -1)))).toEqual(Array.from(fresh.subarray(0, generateMoves(afresh, fresh, -1))));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('every legal card move is tried (at once, or after the draws that bring its card up), except those the rules skip', () => {
    fc.assert(
      fc.property(positionArb, (state) => {
        const lines = generated(state).map((g) => g.line);
        for (const move of klondike.legalMoves(state)) {
          if (move.type !== 'move' || lines.some((line) => same(line[0]!, move))) continue;
          expect(listedException(state, move, lines.map((line) => line[0]!)), JSON.stringify(move)).toBeDefined();
        }
        for (const reached of byDrawing(state).slice(1)) {
          const there = lines.filter((line) => sameWasteTop(replay(state, line.slice(0, -1)), reached)).map((line) => line.at(-1)!);
          for (const move of klondike.legalMoves(reached)) {
            if (move.type !== 'move' || move.from.pile !== 'waste' || there.some((m) => same(m, move))) continue;
            expect(listedException(reached, move, there), JSON.stringify(move)).toBeDefined();
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

function sameWasteTop(a: KlondikeState, b: KlondikeState): boolean {
  const top = (s: KlondikeState): number => (s.waste.length === 0 ? -1 : cardIndex(s.waste.at(-1)!));
  return top(a) === top(b);
}

// ---- winning lines ------------------------------------------------------------------------------

describe('winning lines', () => {
  it('replay through the engine to a win, from fresh deals and from random positions mid-game (through solve())', () => {
    let wins = 0;
    fc.assert(
      fc.property(seedArb, optionsArb, fc.integer({ min: 0, max: 120 }), (seed, options, steps) => {
        const state = randomlyPlayed(seed, options, steps);
        const result = solve(state, positions(4000));
        if (result.verdict !== 'winnable') return;
        wins++;
        expect(klondike.status(replay(state, result.moves))).toBe('won');
      }),
      { numRuns: 60 },
    );
    // About a quarter of the runs find a line within the budget: fewer than four would be a
    // chance of about one in half a million.
    expect(wins, 'runs that found a line to replay').toBeGreaterThan(3);
  });

  it('find wins on fresh deals, draw 1 and draw 3, with single draws and recycles spelt out', () => {
    const verdicts = [1, 3].flatMap((draw) => [1, 2, 3, 4, 5, 6].map((seed) => {
      const state = klondike.newGame({ seed, draw: draw as 1 | 3 });
      const result = solveKlondike(state, positionBudget(200_000));
      if (result.verdict === 'winnable') {
        expect(klondike.status(replay(state, result.moves))).toBe('won');
        expect(result.moves.some((m) => m.type === 'deal')).toBe(true);
      }
      return result.verdict;
    }));
    expect(verdicts.filter((v) => v === 'winnable').length).toBeGreaterThanOrEqual(8);
  });
});

// ---- hand-built positions with known answers ----------------------------------------------------

describe('hand-built positions', () => {
  const budget = (): SearchBudget => positionBudget(100_000);

  it('a one-move win', () => {
    const state = handBuilt({ tableau: ['KC', '', '', '', '', '', ''], foundations: [13, 13, 13, 12] });
    const result = solveKlondike(state, budget());
    expect(result).toEqual({ verdict: 'winnable', moves: [{ type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'foundation', index: 3 }, count: 1 }] });
  });

  it('a lost position: Q♠ lies on the J♠ it needs and no red king can come down to take it', () => {
    const state = handBuilt({ tableau: ['?JS ?KS QS'], stock: 'TS', foundations: [9, 13, 13, 13] });
    expect(klondike.status(state)).toBe('playing');
    expect(solveKlondike(state, budget()).verdict).toBe('lost');
  });

  it('a win that needs a card taken back down from a foundation (K♥ to hold Q♠ off the J♠)', () => {
    const state = handBuilt({ tableau: ['?JS QS', ''], stock: 'KS', foundations: [10, 13, 13, 13] });
    const result = solveKlondike(state, budget());
    expect(result.verdict).toBe('winnable');
    if (result.verdict !== 'winnable') return;
    expect(result.moves.some((m) => m.type === 'move' && m.from.pile === 'foundation')).toBe(true);
    expect(klondike.status(replay(state, result.moves))).toBe('won');
  });

  it('a win that needs two cards taken down before the move that uses them both (J♠ and J♦ before 10♦)', () => {
    // Found by the plain-search agreement sweep: 8♣ needs a red 9 and 7♣ a red 8, all up.
    const state = handBuilt({
      tableau: ['?QC QD', '?JC 9C', '?6C ?7C 8C', ''], stock: 'KD', waste: 'TC KS KC',
      foundations: [12, 13, 11, 5], options: { draw: 1, passes: 1 },
    });
    const result = solveKlondike(state, budget());
    expect(result.verdict).toBe('winnable');
    if (result.verdict === 'winnable') expect(klondike.status(replay(state, result.moves))).toBe('won');
  });

  it('draw 3: J♠ comes up only on a new pass, so the passes left decide', () => {
    // Waste Q♥ K♥ J♠ Q♠ K♠ (K♠ on top), stock empty: after a recycle the first draw of three shows J♠.
    const spec = { tableau: [''], waste: 'QH KH JS QS KS', foundations: [10, 11, 13, 13] as [number, number, number, number] };
    const withPassLeft = handBuilt({ ...spec, options: { draw: 3, passes: 2 }, redeals: 0 });
    const withNone = handBuilt({ ...spec, options: { draw: 3, passes: 2 }, redeals: 1 });
    const unlimited = handBuilt({ ...spec, options: { draw: 3, passes: 'unlimited' }, redeals: 5 });
    const result = solveKlondike(withPassLeft, budget());
    expect(result.verdict).toBe('winnable');
    if (result.verdict === 'winnable') expect(result.moves.filter((m) => m.type === 'recycle')).toHaveLength(1);
    expect(solveKlondike(withNone, budget()).verdict).toBe('lost');
    expect(solveKlondike(unlimited, budget()).verdict).toBe('winnable');
  });

  it('a frozen column is lost without a search: 9♣ lies on the 8♣ it waits for and on both red 10s', () => {
    const state = handBuilt({
      tableau: ['?8C ?TH ?TD 9C', 'KS'], stock: 'TC JC QC KC JH QH KH JD QD KD', foundations: [12, 9, 9, 7],
    });
    const budget = positionBudget(100_000);
    expect(solveKlondike(state, budget).verdict).toBe('lost');
    expect(budget.positions).toBe(0);
  });

  it('a hand-built oddity (a face-up card out of sequence) goes to the plain search and is still solved', () => {
    const state = handBuilt({ tableau: ['KC QC', '', ''], foundations: [13, 13, 13, 11] });
    const result = solveKlondike(state, budget());
    expect(result.verdict).toBe('winnable');
    if (result.verdict === 'winnable') expect(klondike.status(replay(state, result.moves))).toBe('won');
  });
});

// ---- agreement with the plain search --------------------------------------------------------------

describe('the plain search agrees on small positions', () => {
  it('same verdict wherever the plain search decides, however short the first search (in the other order) is', () => {
    let decided = 0;
    const verdicts = new Set<string>();
    for (let seed = 1; seed <= 150; seed++) {
      const state = smallPosition(seed);
      if (klondike.status(state) !== 'playing') continue;
      const plain = plainSearch(klondike, state, positionBudget(30_000), klondikeKey).verdict;
      if (plain === 'unknown') continue;
      decided++;
      verdicts.add(plain);
      expect(solveKlondike(state, positionBudget(200_000)).verdict, `small position ${seed}`).toBe(plain);
      for (const firstSearchPositions of [1, 10, 100]) {
        const verdict = solveKlondike(state, positionBudget(200_000), { firstSearchPositions }).verdict;
        expect(verdict, `small position ${seed}, first search ${firstSearchPositions}`).toBe(plain);
      }
    }
    expect(decided).toBeGreaterThan(50);
    expect(verdicts).toEqual(new Set(['winnable', 'lost']));
  });
});

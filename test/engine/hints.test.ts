// Hints (issue 5): the move the engine suggests, checked on constructed positions for each game,
// and on real deals: every hint is legal, and following the hints never goes round in a circle.
import { describe, expect, it } from 'vitest';
import { gameOf, games, type PlayableGameId } from '../../src/engine/games.js';
import { hint, rankedMoves, type Hint } from '../../src/engine/hints.js';
import { resolveKlondikeOptions } from '../../src/engine/games/klondike/rules.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import type { GameState, Move, PileRef } from '../../src/engine/types.js';
import { buildState } from './fixtures.js';

// ---- helpers ---------------------------------------------------------------------------------

const column = (index: number): PileRef => ({ pile: 'tableau', index });
const WASTE: PileRef = { pile: 'waste', index: 0 };
const foundation = (index: number): PileRef => ({ pile: 'foundation', index });

/** A move of `count` cards from one column to another (0-based). */
function between(from: number, to: number, count = 1): Move {
  return { type: 'move', from: column(from), to: column(to), count };
}

function movedBy(h: Hint): Move | undefined {
  return h.kind === 'move' ? h.move : undefined;
}

function rankedList(state: GameState, previous?: Move): Move[] {
  return rankedMoves(state, previous).map((r) => r.move);
}

/** Autumn Leaves: six columns. */
function leaves(tableau: string[], stock = ''): GameState {
  return buildState('autumn-leaves', { tableau, stock });
}

/** Klondike: up to seven columns (missing ones empty), foundations in ♠ ♥ ♦ ♣ order. */
function klondike(spec: { tableau: string[]; stock?: string; waste?: string; foundations?: string[]; options?: object }): GameState {
  return buildState('klondike', {
    score: 0, cells: [], reserve: [], baseRank: 1, redeals: 0, movesThisPass: 0, movesLastPass: null,
    stock: spec.stock ?? '',
    waste: spec.waste ?? '',
    foundations: spec.foundations ?? ['', '', '', ''],
    options: resolveKlondikeOptions(spec.options ?? {}),
    tableau: Array.from({ length: 7 }, (_, i) => spec.tableau[i] ?? ''),
  });
}

/** Spider: the columns given, then lone K♣s up to ten columns (they never move usefully). */
function spider(tableau: string[], stock = ''): GameState {
  const padded = [...tableau, ...Array.from({ length: 10 - tableau.length }, () => 'KC')];
  return buildState('spider', { options: { suits: 4 }, score: 500, cells: [], reserve: [], baseRank: 1, redeals: 0, tableau: padded, stock });
}

const SPIDER_ROW = 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH';
const LEAVES_ROW = 'AH 2H 3H 4H 5H 6H';

// ---- Autumn Leaves ---------------------------------------------------------------------------

describe('hints in Autumn Leaves', () => {
  // Nothing useful: 5♠ already lies on J♠, 2♥ on K♥; 3♣, Q♦, 8♥ have nowhere better to go.
  const stuck = ['?4D JS 5S', '9S', '8H', '3C', 'QD', 'KH 2H'];

  it('turning up a face-down card beats building elsewhere', () => {
    const state = leaves(['3C 7S', '8S', '?2C 5H', '9H', 'KD', 'KC']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(2, 3), reason: 'turns up a face-down card' });
    expect(rankedList(state)).toContainEqual(between(0, 1));
  });

  it('a card goes onto the next card of its suit before a higher one further up', () => {
    const state = leaves(['3D 5S', '9S', '4D 6S', 'KH', 'KC', 'QD']);
    const h = hint(state);
    expect(movedBy(h)).toEqual(between(0, 2));
    expect(h.reason).toBe('lengthens a run of spades');
    const ranked = rankedMoves(state);
    const score = (move: Move) => ranked.find((r) => JSON.stringify(r.move) === JSON.stringify(move))?.score;
    expect(score(between(0, 2))).toBeGreaterThan(score(between(0, 1))!);
  });

  it('never moves a card off a higher card of its suit onto another that is no nearer', () => {
    const state = leaves(stuck, LEAVES_ROW);
    expect(state.tableau[0]!.length).toBe(3);
    expect(rankedList(state)).not.toContainEqual(between(0, 1));
    expect(rankedList(state)).not.toContainEqual(between(5, 2));
  });

  it('moves a card off a higher card of its suit onto the next card up', () => {
    const state = leaves(['?4D JS 5S', '6S', '8H', '3C', 'QD', 'KH 2H']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(0, 1), reason: 'lengthens a run of spades' });
  });

  it('never moves a whole column, or shuttles a run, into an empty column', () => {
    const state = leaves(['7S 6S', '', '8H', '3C', 'QD', 'KH 2H'], LEAVES_ROW);
    for (const move of rankedList(state)) expect(move.type === 'move' && move.to).not.toEqual(column(1));
    expect(hint(state)).toEqual({ kind: 'deal', reason: 'deal from the stock' });
  });

  it('moves a card into an empty column when that turns up a face-down card', () => {
    const state = leaves(['?4D 5S', '', '8H', '3C', 'QD', 'KH 2H']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(0, 1), reason: 'turns up a face-down card' });
  });

  it('never undoes the move just played', () => {
    // 5♠ was just moved off 6♠ into the empty column; putting it back would empty the column again.
    const state = leaves(['?2C 6S', '5S', '8H', '3C', 'QD', 'KH 2H'], LEAVES_ROW);
    expect(movedBy(hint(state))).toEqual(between(1, 0));
    expect(hint(state, between(0, 1))).toEqual({ kind: 'deal', reason: 'deal from the stock' });
  });

  it('with nothing useful to do, deal from the stock', () => {
    expect(rankedMoves(leaves(stuck, LEAVES_ROW))).toEqual([]);
    expect(hint(leaves(stuck, LEAVES_ROW))).toEqual({ kind: 'deal', reason: 'deal from the stock' });
  });

  it('with nothing useful to do and the stock gone: no useful moves left', () => {
    expect(hint(leaves(stuck))).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });
});

// ---- Klondike --------------------------------------------------------------------------------

describe('hints in Klondike', () => {
  it('an ace goes to its foundation before anything else', () => {
    const state = klondike({ tableau: ['?9C 7H', '8S'], waste: 'AD' });
    expect(hint(state)).toEqual({
      kind: 'move', move: { type: 'move', from: WASTE, to: foundation(2), count: 1 }, reason: 'puts A♦ on its foundation',
    });
  });

  it('a card that can go up to its foundation beats turning up a card', () => {
    const state = klondike({ tableau: ['?9C 7H', '8S'], waste: '5H', foundations: ['', 'AH 2H 3H 4H', '', ''] });
    expect(movedBy(hint(state))).toEqual({ type: 'move', from: WASTE, to: foundation(1), count: 1 });
  });

  it('of two cards going up from columns, the one that also turns up a card goes first', () => {
    const state = klondike({ tableau: ['3S', '?9C 3H'], foundations: ['AS 2S', 'AH 2H', '', ''] });
    expect(hint(state)).toEqual({
      kind: 'move', move: { type: 'move', from: column(1), to: foundation(1), count: 1 },
      reason: 'puts 3♥ on its foundation and turns up a face-down card',
    });
  });

  it('a card going up from a column that also turns up a card beats one from the waste', () => {
    const state = klondike({ tableau: ['?9C 5S'], waste: '5H', foundations: ['AS 2S 3S 4S', 'AH 2H 3H 4H', '', ''] });
    expect(hint(state)).toEqual({
      kind: 'move', move: { type: 'move', from: column(0), to: foundation(0), count: 1 },
      reason: 'puts 5♠ on its foundation and turns up a face-down card',
    });
  });

  it('turning up a face-down card beats playing from the waste', () => {
    const state = klondike({ tableau: ['?9C 7H', '8S'], waste: '7D' });
    expect(hint(state)).toEqual({ kind: 'move', move: between(0, 1), reason: 'turns up a face-down card' });
    expect(rankedList(state)).toContainEqual({ type: 'move', from: WASTE, to: column(1), count: 1 });
  });

  it('plays a card from the waste rather than drawing', () => {
    const state = klondike({ tableau: ['8S'], waste: '7D', stock: '3C' });
    expect(hint(state)).toEqual({
      kind: 'move', move: { type: 'move', from: WASTE, to: column(0), count: 1 }, reason: 'brings 7♦ into play from the waste',
    });
  });

  it('never moves a king with nothing under it into an empty column', () => {
    const state = klondike({ tableau: ['KS QH', ''], stock: 'AC' });
    expect(rankedMoves(state)).toEqual([]);
    expect(hint(state)).toEqual({ kind: 'deal', reason: 'draw from the stock' });
  });

  it('never moves a run off one black six onto the other', () => {
    const state = klondike({ tableau: ['?2C 6S 5H', '6C'] });
    expect(games.klondike.legalMoves(state)).toContainEqual(between(0, 1));
    expect(rankedMoves(state)).toEqual([]);
    expect(hint(state)).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });

  it('moves a run off one black six onto the other when that lets the six go up', () => {
    const state = klondike({ tableau: ['?2C 6S 5H', '6C'], foundations: ['AS 2S 3S 4S 5S', '', '', ''] });
    const h = hint(state);
    expect(movedBy(h)).toEqual(between(0, 1));
    expect(h.reason).toBe('makes way for 6♠ to its foundation');
  });

  it('never takes a card back down from a foundation', () => {
    const state = klondike({ tableau: ['6C'], foundations: ['', 'AH 2H 3H 4H 5H', '', ''] });
    expect(games.klondike.legalMoves(state)).toContainEqual({ type: 'move', from: foundation(1), to: column(0), count: 1 });
    expect(hint(state)).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });

  it('with nothing useful to do, draw from the stock', () => {
    expect(hint(klondike({ tableau: ['KS'], stock: 'AC 9D' }))).toEqual({ kind: 'deal', reason: 'draw from the stock' });
  });

  it('with nothing useful to do and the stock drawn, turn the waste over', () => {
    expect(hint(klondike({ tableau: ['KS'], waste: 'AC 9D' }))).toEqual({ kind: 'deal', reason: 'turn the waste over' });
  });

  it('with no passes left through the stock: no useful moves left', () => {
    const state = klondike({ tableau: ['KS'], waste: 'AC 9D', options: { passes: 1 } });
    expect(hint(state)).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });

  it('when no card left in the stock or the waste could ever play: no useful moves left', () => {
    expect(hint(klondike({ tableau: ['KS'], stock: '9D', waste: '8D' }))).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });

  it('with nothing useful to do and no stock or waste: no useful moves left', () => {
    expect(hint(klondike({ tableau: ['KS'] }))).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });
});

// ---- Spider ----------------------------------------------------------------------------------

describe('hints in Spider', () => {
  it('turning up a face-down card beats building elsewhere', () => {
    const state = spider(['9C 5H', '6S', '?2C 7D', '8H']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(2, 3), reason: 'turns up a face-down card' });
  });

  it('of two moves that turn up a card, the one that also builds in suit goes first', () => {
    const state = spider(['?2C 5H', '6S', '6H']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(0, 2), reason: 'turns up a face-down card' });
    const [best, next] = rankedMoves(state);
    expect(best!.score).toBeGreaterThan(next!.score);
  });

  it('turning up a card by a move onto a card beats the same into an empty column (keep the column)', () => {
    const state = spider(['?2C 5H', '', '6S']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(0, 2), reason: 'turns up a face-down card' });
  });

  it('building in suit beats building on another suit', () => {
    const state = spider(['9C 5H', '6S', '6H']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(0, 2), reason: 'lengthens a run of hearts' });
  });

  it('completing a run of one suit comes first', () => {
    const state = spider(['KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', '?3C AS', '?4C 5H', '6D']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(1, 0), reason: 'completes a run of spades' });
  });

  it('never moves a run between two cards of the same rank when that gains nothing', () => {
    // 5♠ off 6♠ onto the other 6♠ (or onto 6♣); 5♥ off 6♦ onto 6♠ or 6♣.
    const state = spider(['?2C 6S 5S', '6S', '9C 6D 5H', '6C'], SPIDER_ROW);
    const legal = games.spider.legalMoves(state);
    for (const pointless of [between(0, 1), between(0, 3), between(2, 1), between(2, 3)]) {
      expect(legal).toContainEqual(pointless);
    }
    expect(rankedMoves(state)).toEqual([]);
    expect(hint(state)).toEqual({ kind: 'deal', reason: 'deal from the stock' });
  });

  it('moves a run off another suit onto its own suit', () => {
    const state = spider(['9C 6D 5H', '6H']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(0, 1), reason: 'lengthens a run of hearts' });
  });

  it('swaps a run between cards of the same rank when that lets a run of one suit grow', () => {
    const state = spider(['?2C 6S 5H', '6C', '9C 6D 5S']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(0, 1), reason: 'makes way for 5♠ onto 6♠' });
  });

  it('does not cover a long run of one suit with another suit when the card can go elsewhere', () => {
    const state = spider(['?2C 6H', '9S 8S 7S', '7D']);
    expect(movedBy(hint(state))).toEqual(between(0, 2));
    const covering = rankedMoves(state).find((r) => JSON.stringify(r.move) === JSON.stringify(between(0, 1)));
    expect(covering?.reason).toMatch(/covers a run of spades/);
    expect(covering!.score).toBeLessThan(rankedMoves(state)[0]!.score);
  });

  it('prefers a useful move to dealing a row', () => {
    expect(movedBy(hint(spider(['9C 5H', '6H'], SPIDER_ROW)))).toEqual(between(0, 1));
  });

  it('never moves a whole column into an empty column, and fills it rather than hint a refused deal', () => {
    const state = spider(['', '5H', '7S 6S'], SPIDER_ROW);
    expect(games.spider.legalMoves(state)).not.toContainEqual({ type: 'deal' });
    for (const move of rankedList(state)) expect(move.type === 'move' && move.to).not.toEqual(column(0));
    expect(hint(state)).toEqual({ kind: 'move', move: between(2, 0), reason: 'fills the empty column so that a row can be dealt' });
  });

  it('when nothing can fill the empty column without emptying another: no useful moves left', () => {
    expect(hint(spider(['', '5H'], SPIDER_ROW))).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });

  it('with a row still to deal, emptying a column for nothing is not hinted: deal instead', () => {
    const state = spider(['?2C 6D', '5H'], SPIDER_ROW);
    expect(hint(state)).toEqual({ kind: 'deal', reason: 'deal from the stock' });
  });

  it('never undoes the move just played', () => {
    // 5♥ was just moved off 6♦ into the empty column; moving it back would empty the column again.
    const state = spider(['?2C 6D', '5H']);
    expect(hint(state)).toEqual({ kind: 'move', move: between(1, 0), reason: 'empties a column' });
    expect(hint(state, between(0, 1))).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });

  it('with nothing useful to do, deal from the stock', () => {
    expect(hint(spider(['9C 6D 5H', '6C'], SPIDER_ROW))).toEqual({ kind: 'deal', reason: 'deal from the stock' });
  });

  it('with nothing useful to do and the stock gone: no useful moves left', () => {
    expect(hint(spider(['9C 6D 5H', '6C']))).toEqual({ kind: 'none', reason: 'no useful moves left' });
  });
});

// ---- every game, on real deals ---------------------------------------------------------------

const VARIANTS: { game: PlayableGameId; options: object }[] = [
  { game: 'autumn-leaves', options: {} },
  { game: 'klondike', options: { draw: 1 } },
  { game: 'klondike', options: { draw: 3 } },
  { game: 'klondike', options: { draw: 3, passes: 3, scoring: 'vegas' } },
  { game: 'spider', options: { suits: 1 } },
  { game: 'spider', options: { suits: 2 } },
  { game: 'spider', options: { suits: 4 } },
];
const SEEDS = Array.from({ length: 50 }, (_, i) => i + 1);

function label(variant: { game: PlayableGameId; options: object }): string {
  return `${variant.game} ${JSON.stringify(variant.options)}`;
}

/** The stock move a 'deal' hint stands for. */
function stockMove(h: Hint): Move {
  return h.reason === 'turn the waste over' ? { type: 'recycle' } : { type: 'deal' };
}

function sameMove(a: Move, b: Move): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The move a hint stands for, checked against the rules (undefined for 'none'). */
function hintedMove(state: GameState, previous: Move | undefined): Move | undefined {
  const rules = gameOf(state);
  const h = hint(state, previous);
  if (h.kind === 'none') return undefined;
  const move = h.kind === 'move' ? h.move : stockMove(h);
  expect(rules.legalMoves(state)).toContainEqual(move);
  expect(() => rules.applyMove(state, move)).not.toThrow();
  return move;
}

/** Checks the hint and the whole ranking: best first, and none of the moves never to hint. */
function checkHint(state: GameState, previous: Move | undefined): void {
  hintedMove(state, previous);
  const ranked = rankedMoves(state, previous);
  for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
  for (const { move } of ranked) {
    if (move.type !== 'move') continue;
    expect(move.from.pile).not.toBe('foundation');
    if (previous?.type === 'move') {
      expect(sameMove(move, { type: 'move', from: previous.to, to: previous.from, count: previous.count })).toBe(false);
    }
    const source = state.tableau[move.from.index]!;
    if (move.from.pile === 'tableau' && move.to.pile === 'tableau' && state.tableau[move.to.index]!.length === 0) {
      expect(move.count).toBeLessThan(source.length);
    }
  }
}

describe('hints on real deals', () => {
  for (const variant of VARIANTS) {
    it(`gives a hint on the first deal of ${label(variant)}`, () => {
      for (const seed of SEEDS.slice(0, 10)) {
        const h = hint(games[variant.game].newGame({ seed, ...variant.options }));
        expect(['move', 'deal']).toContain(h.kind);
      }
    });

    it(`every hinted move is legal, on the deal and after random moves (${label(variant)}, seeds 1–50)`, () => {
      for (const seed of SEEDS) {
        const rules = games[variant.game];
        const random = mulberry32(seed);
        let state = rules.newGame({ seed, ...variant.options });
        let previous: Move | undefined;
        for (let step = 0; step < 40; step++) {
          checkHint(state, previous);
          const legal = rules.legalMoves(state);
          if (legal.length === 0) break;
          previous = legal[Math.floor(random() * legal.length)]!;
          state = rules.applyMove(state, previous);
        }
      }
    });

    it(`following the hints never goes round in a circle (${label(variant)}, seeds 1–50)`, () => {
      for (const seed of SEEDS) {
        const rules = games[variant.game];
        let state = rules.newGame({ seed, ...variant.options });
        let previous: Move | undefined;
        const seen = new Set<string>();
        for (let step = 0; step < 1000; step++) {
          const key = JSON.stringify([state.tableau, state.stock, state.waste, state.foundations]);
          expect(seen.has(key), `seed ${seed}: position repeats at step ${step}`).toBe(false);
          seen.add(key);
          const move = hintedMove(state, previous);
          if (!move) break;
          state = rules.applyMove(state, move);
          previous = move;
          if (rules.status(state) === 'won') break;
        }
      }
    });
  }
});

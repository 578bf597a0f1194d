// TriPeaks against docs/rules/tripeaks.md: one describe per section of the rules page, each test
// named after the rule it checks, on dealt and constructed positions (see fixtures.ts).
import { describe, expect, test } from 'vitest';
import { describeMove } from '../../src/engine/describe.js';
import { LAYOUT, type TriPeaksState } from '../../src/engine/games/tripeaks/rules.js';
import { tripeaksGame as rules } from '../../src/engine/games/tripeaks/index.js';
import { freePlaces } from '../../src/engine/common/overlap.js';
import type { Move, PileRef } from '../../src/engine/types.js';
import { card, cardMultiset, deepFreeze, pile, refusal, showPile } from './fixtures.js';

/** Card j (1-based) of row r (1-based), as a tableau index. */
const STARTS = [0, 3, 9, 18];
const at = (r: number, j: number) => STARTS[r - 1]! + j - 1;
const WASTE: PileRef = { pile: 'waste', index: 0 };
const play = (r: number, j: number): Move => ({ type: 'move', from: { pile: 'tableau', index: at(r, j) }, to: WASTE, count: 1 });
const DEAL: Move = { type: 'deal' };

/** A position: the four rows ('?' marks a face-down card, '-' a place emptied), the stock (last comes off first), the waste. */
function position(rows: readonly string[], stock: string, waste: string): TriPeaksState {
  const tableau = rows.flatMap((row) => row.split(/\s+/).filter(Boolean).map((name) => (name === '-' ? [] : [card(name)])));
  expect(tableau).toHaveLength(28);
  return deepFreeze({ game: 'tripeaks', seed: 0, options: {}, tableau, stock: pile(stock, false), waste: pile(waste), foundations: [], removed: [] });
}

const HIDDEN = ['?5S ?5H ?5D', '?6S ?6H ?6D ?6C ?7S ?7H', '?7D ?7C ?8S ?8H ?8D ?8C ?9S ?9H ?9D'];
const legal = (s: TriPeaksState, move: Move) => rules.legalMoves(s).some((m) => JSON.stringify(m) === JSON.stringify(move));

describe('Layout', () => {
  test('28 cards in rows of 3, 6, 9 and 10: rows 1 to 3 face down, row 4 face up; the stock holds the other 24 less the one turned to begin the waste', () => {
    const s = rules.newGame({ seed: 1 });
    expect(LAYOUT.places.map((p) => p.row)).toEqual([...Array(3).fill(0), ...Array(6).fill(1), ...Array(9).fill(2), ...Array(10).fill(3)]);
    expect(s.tableau.map((p) => p[0]!.faceUp)).toEqual([...Array(18).fill(false), ...Array(10).fill(true)]);
    expect(s.stock).toHaveLength(23);
    expect(s.waste).toHaveLength(1);
    expect(s.waste[0]!.faceUp).toBe(true);
    expect(cardMultiset(s)).toHaveLength(52);
  });

  test('the deal of the first seeds never changes (golden)', () => {
    const s = rules.newGame({ seed: 1 });
    expect(showPile(s.tableau.slice(18).flat())).toBe('9S 2H 5S 2D 7C KD 5D 8S 9H 4H');
    expect(showPile(s.waste)).toBe('7D');
    expect(rules.newGame({ seed: 1 })).toEqual(s);
  });

  test('covering: row-3 card j by row-4 cards j and j + 1; row-2 card 2p − 1 by row-3 cards 3p − 2 and 3p − 1, 2p by 3p − 1 and 3p; row-1 card p by row-2 cards 2p − 1 and 2p', () => {
    const covers = (r: number, j: number) => LAYOUT.places[at(r, j)]!.coveredBy;
    for (let j = 1; j <= 9; j++) expect(covers(3, j)).toEqual([at(4, j), at(4, j + 1)]);
    for (let p = 1; p <= 3; p++) {
      expect(covers(2, 2 * p - 1)).toEqual([at(3, 3 * p - 2), at(3, 3 * p - 1)]);
      expect(covers(2, 2 * p)).toEqual([at(3, 3 * p - 1), at(3, 3 * p)]);
      expect(covers(1, p)).toEqual([at(2, 2 * p - 1), at(2, 2 * p)]);
    }
    for (let j = 1; j <= 10; j++) expect(covers(4, j)).toEqual([]);
  });

  test('peak p holds row-2 cards 2p − 1 and 2p, drawn under its top', () => {
    for (let p = 1; p <= 3; p++) {
      const top = LAYOUT.places[at(1, p)]!.x;
      expect([LAYOUT.places[at(2, 2 * p - 1)]!.x, LAYOUT.places[at(2, 2 * p)]!.x]).toEqual([top - 1, top + 1]);
    }
  });
});

describe('Moves', () => {
  test('at the start the 10 cards of row 4 are free', () => {
    expect(freePlaces(LAYOUT, rules.newGame({ seed: 3 }).tableau)).toEqual(Array.from({ length: 10 }, (_, j) => at(4, j + 1)));
  });

  test('a face-down card turns face up as soon as it is free (which cards are free after each removal)', () => {
    let s = position([...HIDDEN, '4S 3S 2S 3H 4H 5C 6C TC JC QC'], 'KC', '5H');
    s = rules.applyMove(s, play(4, 1));
    expect(s.tableau[at(3, 1)]![0]!.faceUp, 'row-3 card 1 is still under row-4 card 2').toBe(false);
    s = rules.applyMove(s, play(4, 2));
    expect(s.tableau[at(3, 1)]![0]!.faceUp).toBe(true);
    expect(freePlaces(LAYOUT, s.tableau)).toEqual([at(3, 1), ...[3, 4, 5, 6, 7, 8, 9, 10].map((j) => at(4, j))]);
    s = rules.applyMove(s, play(4, 3));
    expect(freePlaces(LAYOUT, s.tableau)).toEqual([at(3, 1), at(3, 2), ...[4, 5, 6, 7, 8, 9, 10].map((j) => at(4, j))]);
  });

  test('a free card goes onto the waste when its rank is exactly one above or below the top waste card, whatever its suit', () => {
    const s = position([...HIDDEN, '9S 9H 7D 5C 6C TC JC QC 2C 3C'], 'KC', '8H');
    expect(legal(s, play(4, 1))).toBe(true);
    expect(legal(s, play(4, 3))).toBe(true);
    const after = rules.applyMove(s, play(4, 3));
    expect(showPile(after.waste)).toBe('8H 7D');
    expect(refusal(rules, after, play(4, 4))).toMatch(/not one rank above or below 7♦/);
    expect(describeMove(s, play(4, 1))).toBe('9♠ onto the waste');
  });

  test('king and ace are neighbours both ways: A on K, K on A', () => {
    const kings = position([...HIDDEN, 'AS 2C 3C 4C 5C 6C 7C 8C 9C TC'], 'QC', 'KH');
    expect(legal(kings, play(4, 1))).toBe(true);
    const aces = position([...HIDDEN, 'KS 2C 3C 4C 5C 6C 7C 8C 9C TC'], 'QC', 'AH');
    expect(legal(aces, play(4, 1))).toBe(true);
    expect(legal(aces, play(4, 10)), 'ten is not a neighbour of the ace').toBe(false);
  });

  test('a covered card cannot go onto the waste', () => {
    const s = position(['?5S ?5H ?5D', '?6S ?6H ?6D ?6C ?7S ?7H', '7D ?7C ?8S ?8H ?8D ?8C ?9S ?9H ?9D', '4S 3S 2S 3H 4H 5C 6C TC JC QC'], 'KC', '8H');
    expect(refusal(rules, s, play(3, 1))).toMatch(/covered/);
  });

  test('at any time the top stock card turns onto the waste, whatever its rank; there is no redeal', () => {
    const s = position([...HIDDEN, '9S 9H 7D 5C 6C TC JC QC 2C 3C'], 'KC 2D', '8H');
    expect(legal(s, DEAL), 'even with a card to play').toBe(true);
    const once = rules.applyMove(s, DEAL);
    expect(showPile(once.waste)).toBe('8H 2D');
    const twice = rules.applyMove(once, DEAL);
    expect(twice.stock).toEqual([]);
    expect(refusal(rules, twice, DEAL)).toMatch(/no redeal/);
    expect(refusal(rules, twice, { type: 'recycle' })).toMatch(/no redeal/);
  });

  test('cards on the waste never come back; no move is made automatically', () => {
    const s = position([...HIDDEN, '9S 9H 7D 5C 6C TC JC QC 2C 3C'], 'KC', '8H');
    const after = rules.applyMove(s, play(4, 1));
    expect(rules.legalMoves(after).every((m) => m.type !== 'move' || m.from.pile === 'tableau')).toBe(true);
    expect(refusal(rules, after, { type: 'move', from: WASTE, to: { pile: 'tableau', index: at(4, 1) }, count: 1 })).toMatch(/\S/);
    // One move, one card: the 8 that could follow the 9 stays where it is.
    expect(after.waste).toHaveLength(2);
    expect(after.stock).toHaveLength(1);
  });
});

describe('Winning and losing', () => {
  test('won when all 28 peak cards are on the waste; cards left in the stock do not matter', () => {
    const empty = ['- - -', '- - - - - -', '- - - - - - - - -'];
    const s = position([...empty, '- - - - - - - - - 9S'], 'KC 2D', '8H');
    expect(rules.status(s)).toBe('playing');
    expect(rules.status(rules.applyMove(s, play(4, 10)))).toBe('won');
  });

  test('lost when the stock is empty and no free card is one rank from the top waste card', () => {
    expect(rules.status(position([...HIDDEN, '4S 3S 2S 3H 4H 5C 6C TC JC QC'], '', '8H'))).toBe('lost');
    expect(rules.status(position([...HIDDEN, '4S 3S 2S 3H 4H 5C 6C TC JC QC'], 'AD', '8H')), 'the stock is not empty').toBe('playing');
    expect(rules.status(position([...HIDDEN, '4S 3S 2S 3H 4H 5C 6C TC JC QC'], '', 'KH')), 'Q on K').toBe('playing');
  });
});

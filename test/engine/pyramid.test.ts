// Pyramid against docs/rules/pyramid.md: one describe per section of the rules page, each test
// named after the rule it checks, on dealt and constructed positions (see fixtures.ts).
import { describe, expect, test } from 'vitest';
import { describeMove } from '../../src/engine/describe.js';
import { LAYOUT, type PyramidState } from '../../src/engine/games/pyramid/rules.js';
import { pyramidGame as rules } from '../../src/engine/games/pyramid/index.js';
import { freePlaces } from '../../src/engine/common/overlap.js';
import type { Move, PileRef } from '../../src/engine/types.js';
import { card, cardMultiset, deepFreeze, pile, refusal, showPile } from './fixtures.js';

/** Place j (1-based) of row r (1-based), as a tableau index. */
const at = (r: number, j: number) => (r * (r - 1)) / 2 + j - 1;
const place = (r: number, j: number): PileRef => ({ pile: 'tableau', index: at(r, j) });
const WASTE: PileRef = { pile: 'waste', index: 0 };
const DISCARD: PileRef = { pile: 'foundation', index: 0 };
const pair = (from: PileRef, to: PileRef): Move => ({ type: 'move', from, to, count: 1 });
const alone = (from: PileRef): Move => ({ type: 'move', from, to: DISCARD, count: 1 });
const DEAL: Move = { type: 'deal' };
const RECYCLE: Move = { type: 'recycle' };

/** A position: the pyramid's rows ('-' for a place emptied), the stock (last comes off first), the waste. */
function position(rows: readonly string[], stock = '', waste = '', redeals = 2): PyramidState {
  const tableau = rows.flatMap((row) => row.split(/\s+/).filter(Boolean).map((name) => (name === '-' ? [] : [card(name)])));
  expect(tableau).toHaveLength(28);
  return deepFreeze({ game: 'pyramid', seed: 0, options: {}, tableau, stock: pile(stock, false), waste: pile(waste), foundations: [[]], removed: [], redeals });
}

/** A full pyramid whose free cards (twos and aces) pair with nothing. */
const FULL = ['7S', '7H 7D', '7C 6S 6H', '6D 6C 5S 5H', '5D 5C 4S 4H 4D', '4C 3S 3H 3D 3C 2S', '2H 2D 2C AS AH AD AC'];

const freeNow = (s: PyramidState) => freePlaces(LAYOUT, s.tableau);
const legal = (s: PyramidState, move: Move) => rules.legalMoves(s).some((m) => JSON.stringify(m) === JSON.stringify(move));

describe('Layout', () => {
  test('28 face-up cards in 7 rows, row r holding r cards; the other 24 are the stock, face down; the waste starts empty', () => {
    const s = rules.newGame({ seed: 1 });
    expect(s.tableau).toHaveLength(28);
    expect(s.tableau.every((p) => p.length === 1 && p[0]!.faceUp)).toBe(true);
    expect(LAYOUT.places.map((p) => p.row)).toEqual([0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6]);
    expect(s.stock).toHaveLength(24);
    expect(s.stock.every((c) => !c.faceUp)).toBe(true);
    expect(s.waste).toEqual([]);
    expect(cardMultiset(s)).toHaveLength(52);
  });

  test('the deal of the first seeds never changes (golden)', () => {
    const s = rules.newGame({ seed: 1 });
    expect(showPile(s.tableau.slice(0, 6).flat())).toBe('QH 6C JH JS 5C 6D');
    expect(showPile(s.stock.slice(-3))).toMatch(/^(\?\w+ ){2}\?\w+$/);
    expect(rules.newGame({ seed: 1 })).toEqual(s);
    expect(rules.newGame({ seed: 2 })).not.toEqual(s);
  });

  test('card j of row r is covered by cards j and j + 1 of row r + 1; row 7 is uncovered', () => {
    for (let r = 1; r <= 6; r++) for (let j = 1; j <= r; j++) expect(LAYOUT.places[at(r, j)]!.coveredBy).toEqual([at(r + 1, j), at(r + 1, j + 1)]);
    for (let j = 1; j <= 7; j++) expect(LAYOUT.places[at(7, j)]!.coveredBy).toEqual([]);
  });

  test('free: every row-7 card at the start', () => {
    expect(freeNow(rules.newGame({ seed: 5 }))).toEqual([1, 2, 3, 4, 5, 6, 7].map((j) => at(7, j)));
  });

  test('free: another card once both cards covering it are gone, not before (which cards are free after each removal)', () => {
    // Row 7: Q K A 5 8 2 3 (row 6 lies under them, card j under 7,j and 7,j+1).
    let s = position(['7S', '7H 7D', '7C 6S 6H', '6D 6C 5S 5H', '5D 5C 4S 4H 4D', '4C 3S 3H 3D 3C 2S', 'QS KS AS 5S 8S 2H 3H']);
    const row7 = [1, 2, 3, 4, 5, 6, 7].map((j) => at(7, j));
    expect(freeNow(s)).toEqual(row7);
    s = rules.applyMove(s, alone(place(7, 2)));
    expect(freeNow(s), 'the king over 6,1 and 6,2 is gone, but Q still covers 6,1 and A covers 6,2').toEqual(row7.filter((i) => i !== at(7, 2)));
    s = rules.applyMove(s, pair(place(7, 1), place(7, 3)));
    expect(freeNow(s), 'Q+A gone: 6,1 (under Q and K) and 6,2 (under K and A) are free').toEqual([at(6, 1), at(6, 2), at(7, 4), at(7, 5), at(7, 6), at(7, 7)]);
    s = rules.applyMove(s, pair(place(7, 4), place(7, 5)));
    expect(freeNow(s)).toEqual([at(6, 1), at(6, 2), at(6, 3), at(6, 4), at(7, 6), at(7, 7)]);
  });

  test('the top waste card is free too, and only the top one', () => {
    const q = position(FULL.slice(0, 6).concat(['2H 2D 2C AS AH AD QC']), '', 'AC');
    expect(legal(q, pair(WASTE, place(7, 7)))).toBe(true);
    expect(legal(q, pair(place(7, 7), WASTE))).toBe(true);
    const under = position(FULL.slice(0, 6).concat(['2H 2D 2C AS AH AD QC']), '', 'AC 5H');
    expect(legal(under, pair(WASTE, place(7, 7))), 'the ace under the 5 is not free').toBe(false);
  });
});

describe('Values and pairs', () => {
  test('two free cards whose values add up to 13 are removed together: A+Q, 2+J, 3+10, 4+9, 5+8, 6+7, whatever their suits', () => {
    for (const [a, b] of [['AS', 'QH'], ['2D', 'JC'], ['3H', 'TS'], ['4C', '9D'], ['5S', '8S'], ['6H', '7C']]) {
      const s = position([...FULL.slice(0, 6).map((row) => row.replace(/[AQJT2-9]([SHDC])/g, 'K$1')), `KS KH KD KC ${a} ${b} KS`]);
      const after = rules.applyMove(s, pair(place(7, 5), place(7, 6)));
      expect(after.tableau[at(7, 5)]).toEqual([]);
      expect(after.tableau[at(7, 6)]).toEqual([]);
      expect(showPile(after.foundations[0]!)).toBe(`${a} ${b}`);
    }
  });

  test('a pyramid card and the top waste card that add up to 13 are removed together', () => {
    const s = position(FULL.slice(0, 6).concat(['2H 2D 2C AS AH AD 9C']), '', '5H 4D');
    const after = rules.applyMove(s, pair(place(7, 7), WASTE));
    expect(after.tableau[at(7, 7)]).toEqual([]);
    expect(showPile(after.waste)).toBe('5H');
  });

  test('cards that do not add up to 13 stay, with the reason', () => {
    const s = position(FULL);
    expect(refusal(rules, s, pair(place(7, 1), place(7, 2)))).toMatch(/add up to 4, not 13/);
  });

  test('a covered card pairs with nothing', () => {
    const s = position(['7S', '7H 7D', '7C 6S 6H', '6D 6C 5S 5H', '5D 5C 4S 4H 4D', '4C 3S 3H 3D 3C QS', '2H 2D 2C AS AH AD AC']);
    expect(refusal(rules, s, pair(place(7, 4), place(6, 6)))).toMatch(/covered/);
  });

  test('a free king is removed alone; a covered king is not; no other card goes alone', () => {
    const s = position(['7S', '7H 7D', '7C 6S 6H', '6D 6C 5S 5H', '5D 5C 4S 4H 4D', '4C 3S 3H 3D 3C KH', '2H 2D 2C AS AH AD KC']);
    expect(showPile(rules.applyMove(s, alone(place(7, 7))).foundations[0]!)).toBe('KC');
    expect(refusal(rules, s, alone(place(6, 6)))).toMatch(/covered/);
    expect(refusal(rules, s, alone(place(7, 1)))).toMatch(/not a king/);
    const waste = position(FULL, '', 'KD');
    expect(rules.applyMove(waste, alone(WASTE)).waste).toEqual([]);
  });

  test('removed cards go to a discard pile and never come back', () => {
    const s = position(['7S', '7H 7D', '7C 6S 6H', '6D 6C 5S 5H', '5D 5C 4S 4H 4D', '4C 3S 3H 3D 3C 2S', '2H 2D 2C AS AH AD KC']);
    const after = rules.applyMove(s, alone(place(7, 7)));
    expect(rules.legalMoves(after).some((m) => m.type === 'move' && m.from.pile === 'foundation')).toBe(false);
    expect(refusal(rules, after, pair({ pile: 'foundation', index: 0 }, place(7, 1)))).toMatch(/\S/);
    expect(describeMove(s, alone(place(7, 7)))).toBe('K♣ alone');
  });
});

describe('Stock and waste', () => {
  test('at any time, the top stock card turns face up onto the waste, one card at a time', () => {
    const s = position(FULL, '9C 8D 3S');
    const after = rules.applyMove(s, DEAL);
    expect(showPile(after.waste)).toBe('3S');
    expect(after.stock).toHaveLength(2);
    expect(showPile(rules.applyMove(after, DEAL).waste)).toBe('3S 8D');
  });

  test('when the stock is empty, the waste turns over into the stock again in the same order', () => {
    let s = position(FULL, '9C 8D 3S');
    for (let i = 0; i < 3; i++) s = rules.applyMove(s, DEAL);
    expect(legal(s, RECYCLE)).toBe(true);
    s = rules.applyMove(s, RECYCLE);
    expect(s.waste).toEqual([]);
    expect(s.stock.every((c) => !c.faceUp)).toBe(true);
    for (let i = 0; i < 3; i++) s = rules.applyMove(s, DEAL);
    expect(showPile(s.waste)).toBe('3S 8D 9C');
  });

  test('the waste turns over only once the stock is empty', () => {
    expect(refusal(rules, rules.applyMove(position(FULL, '9C 8D'), DEAL), RECYCLE)).toMatch(/not empty/);
  });

  test('three passes through the stock in all: two redeals, then none', () => {
    let s = position(FULL, '9C');
    for (let pass = 1; pass <= 3; pass++) {
      s = rules.applyMove(s, DEAL);
      if (pass < 3) s = rules.applyMove(s, RECYCLE);
    }
    expect(s.redeals).toBe(0);
    expect(legal(s, RECYCLE)).toBe(false);
    expect(refusal(rules, s, RECYCLE)).toMatch(/three times/);
    expect(refusal(rules, s, DEAL)).toMatch(/no pass is left/);
  });
});

describe('Winning and losing', () => {
  test('won when all 28 pyramid cards are removed; cards left in the stock or waste do not matter', () => {
    const s = position(['-', '- -', '- - -', '- - - -', '- - - - -', '- - - - - -', '- - - - - - KS'], '4D 5D', '6D');
    expect(rules.status(s)).toBe('playing');
    expect(rules.status(rules.applyMove(s, alone(place(7, 7))))).toBe('won');
  });

  test('lost when no pair or king can be removed, the stock is empty and no redeal is left', () => {
    expect(rules.status(position(FULL, '', '5D', 0))).toBe('lost');
    expect(rules.status(position(FULL, '', '5D', 1)), 'a redeal is left').toBe('playing');
    expect(rules.status(position(FULL, '5D', '', 0)), 'the stock is not empty').toBe('playing');
    expect(rules.status(position(FULL, '', 'QD', 0)), 'the waste top pairs with a free ace').toBe('playing');
  });
});

// Autumn Leaves against docs/rules/autumn-leaves.md: one describe per section of the rules
// page, each test named after the rule it checks, on constructed positions (see fixtures.ts).
import { describe, expect, test } from 'vitest';
import { type AutumnLeavesState } from '../../src/engine/games/autumn-leaves/rules.js';
import { autumnLeaves } from '../../src/engine/games/autumn-leaves/index.js';
import { standardDeck } from '../../src/engine/cards/cards.js';
import { describeMove } from '../../src/engine/describe.js';
import { shuffle } from '../../src/engine/cards/random.js';
import { IllegalMoveError, type GameState, type Move, type PileRef } from '../../src/engine/types.js';
import {
  allCards, buildState, clone, deepFreeze, identity, pile, refusal, showPile, type StateSpec,
} from './fixtures.js';

const rules = autumnLeaves;

function state(spec: StateSpec): AutumnLeavesState {
  return buildState<AutumnLeavesState>('autumn-leaves', spec);
}

function col(index: number): PileRef {
  return { pile: 'tableau', index };
}

function mv(from: number, to: number, count = 1): Move {
  return { type: 'move', from: col(from), to: col(to), count };
}

const DEAL: Move = { type: 'deal' };

/** The tableau in the short notation, one string per column. */
function columns(s: GameState): string[] {
  return s.tableau.map(showPile);
}

function isLegal(s: GameState, move: Move): boolean {
  return rules.legalMoves(s as AutumnLeavesState).some((m) => JSON.stringify(m) === JSON.stringify(move));
}

/** The reason the move is refused (see `refusal`), which legalMoves does not list either. */
function expectIllegal(s: AutumnLeavesState, move: Move): string {
  const reason = refusal(rules, s, move);
  expect(isLegal(s, move)).toBe(false);
  return reason;
}

/** Applies a move that must be legal (and listed by legalMoves). */
function apply(s: AutumnLeavesState, move: Move): AutumnLeavesState {
  expect(isLegal(s, move), `expected ${JSON.stringify(move)} to be listed as legal`).toBe(true);
  return rules.applyMove(s, move);
}

/** The whole suit from King down to Ace, face up: 'KS QS … AS'. */
function wholeSuit(suit: 'S' | 'H' | 'D' | 'C'): string {
  return ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].map((r) => r + suit).join(' ');
}

// ---------------------------------------------------------------------------------------------

describe('Set up six columns', () => {
  const seeds = [0, 1, 2, 3, 42, 123456789, 0xffffffff];

  test.each(seeds)('22 cards dealt 4-4-3-3-4-4 into six columns (seed %i)', (seed) => {
    const s = rules.newGame({ seed });
    expect(s.tableau.map((c) => c.length)).toEqual([4, 4, 3, 3, 4, 4]);
    expect(s.tableau.flat()).toHaveLength(22);
  });

  test.each(seeds)('only the top card of each column starts face up (seed %i)', (seed) => {
    const s = rules.newGame({ seed });
    for (const column of s.tableau) {
      expect(column.map((c) => c.faceUp)).toEqual(column.map((_, i) => i === column.length - 1));
    }
  });

  test.each(seeds)('the remaining 30 cards make the face-down stock (seed %i)', (seed) => {
    const s = rules.newGame({ seed });
    expect(s.stock).toHaveLength(30);
    expect(s.stock.every((c) => !c.faceUp)).toBe(true);
    expect(s.waste).toEqual([]);
    expect(s.foundations).toEqual([]);
    expect(s.removed).toEqual([]);
  });

  test.each(seeds)('a standard 52-card deck: 52 distinct cards (seed %i)', (seed) => {
    const s = rules.newGame({ seed });
    const ids = allCards(s).map(identity);
    expect(ids).toHaveLength(52);
    expect(new Set(ids).size).toBe(52);
    expect(ids.sort()).toEqual(standardDeck().map(identity).sort());
  });

  test('the state records the game, the seed and the options, and is plain JSON', () => {
    const s = rules.newGame({ seed: 9 });
    expect(s.game).toBe('autumn-leaves');
    expect(s.seed).toBe(9);
    expect(s.options).toEqual({});
    expect(clone(s)).toEqual(s);
    expect(rules.status(s)).toBe('playing');
  });

  test('a deal is a pure function of the seed', () => {
    expect(rules.newGame({ seed: 77 })).toEqual(rules.newGame({ seed: 77 }));
    expect(rules.newGame({ seed: 77 })).not.toEqual(rules.newGame({ seed: 78 }));
  });

  test('the deal follows the documented shuffle: columns 1…6 bottom up, then the stock', () => {
    for (const seed of [1, 2, 3, 1000]) {
      const deck = shuffle(standardDeck(), seed).map(identity);
      const s = rules.newGame({ seed });
      expect([...s.tableau.flat(), ...s.stock].map(identity)).toEqual(deck);
    }
  });

  // Golden deals: these must never change between versions (saved games replay from them).
  const GOLDEN: Record<number, { tableau: string[]; stock: string }> = {
    1: {
      tableau: [
        '?QH ?6C ?JH JS',
        '?5C ?6D ?QC 3C',
        '?7S ?4D TD',
        '?TH ?2C 9D',
        '?QS ?4S ?JC 8D',
        '?9S ?2H ?5S 2D',
      ],
      stock:
        '?7C ?KD ?5D ?8S ?9H ?4H ?KS ?2S ?JD ?QD ?KH ?9C ?3S ?5H ?AC ' +
        '?TS ?3H ?6S ?8H ?7H ?4C ?6H ?KC ?3D ?AH ?8C ?TC ?AD ?AS ?7D',
    },
    2: {
      tableau: [
        '?7S ?3S ?2C 6D',
        '?8H ?9C ?TC 6H',
        '?5H ?QD 9H',
        '?AH ?JC AC',
        '?5C ?TD ?2D 7H',
        '?TS ?5D ?8S JS',
      ],
      stock:
        '?3D ?JH ?3H ?QS ?KH ?AS ?JD ?4S ?KC ?8C ?2S ?3C ?KS ?QH ?6S ' +
        '?7C ?7D ?6C ?9S ?8D ?5S ?9D ?QC ?TH ?4D ?4C ?AD ?2H ?4H ?KD',
    },
    3: {
      tableau: [
        '?3H ?TD ?9C QC',
        '?KS ?3S ?6S 5S',
        '?9H ?5H 7S',
        '?8H ?4C KC',
        '?8D ?AH ?AD KD',
        '?AC ?2H ?6C 2C',
      ],
      stock:
        '?4D ?JS ?7H ?2D ?3C ?9D ?AS ?6D ?KH ?4H ?7C ?TS ?QH ?5C ?7D ' +
        '?5D ?6H ?3D ?TC ?9S ?JH ?QS ?8S ?8C ?JC ?JD ?4S ?TH ?2S ?QD',
    },
  };

  test.each([1, 2, 3])('golden deal: seed %i deals exactly the same cards as ever', (seed) => {
    const s = rules.newGame({ seed });
    const golden = GOLDEN[seed]!;
    expect(columns(s)).toEqual(golden.tableau);
    expect(showPile(s.stock)).toEqual(golden.stock);
    expect(s).toEqual(state({ seed, tableau: golden.tableau, stock: golden.stock.replaceAll('?', '') }));
  });
});

// ---------------------------------------------------------------------------------------------

describe('Move in the same suit', () => {
  const table = () => state({ tableau: ['7H', '4H', '2S', '9C', 'AH', 'KH'] });

  test('4♥ goes onto 7♥ (ranks need not be adjacent)', () => {
    const after = apply(table(), mv(1, 0));
    expect(columns(after)).toEqual(['7H 4H', '', '2S', '9C', 'AH', 'KH']);
  });

  test('any higher card of the suit will do: 7♥ onto K♥', () => {
    const after = apply(table(), mv(0, 5));
    expect(columns(after)).toEqual(['', '4H', '2S', '9C', 'AH', 'KH 7H']);
  });

  test('a card does not go onto a lower card of its suit (7♥ not onto 4♥)', () => {
    expectIllegal(table(), mv(0, 1));
  });

  test('a card does not go onto another suit (4♥ not onto 9♣, nor 2♠ onto 9♣)', () => {
    expectIllegal(table(), mv(1, 3));
    expectIllegal(table(), mv(2, 3));
  });

  test('aces are low: A♥ goes onto 4♥, and nothing of its suit goes onto A♥', () => {
    const after = apply(table(), mv(4, 1));
    expect(columns(after)[1]).toBe('4H AH');
    expectIllegal(table(), mv(1, 4));
    expectIllegal(table(), mv(0, 4));
    expectIllegal(table(), mv(5, 4));
  });

  test('only the top card moves when it forms no run with the card below (7♥ under 4♥ stays)', () => {
    const s = state({ tableau: ['7H 2H', '9H', '', '', '', ''] });
    expect(apply(s, mv(0, 1, 1)).tableau[1]).toEqual(pile('9H 2H'));
    expectIllegal(s, mv(0, 1, 2));
    expectIllegal(s, mv(0, 2, 2));
  });

  test('when a face-down card becomes the top card, it turns face up as part of the move', () => {
    const s = state({ tableau: ['?2C ?9D 4H', '7H', 'KS', 'QD', 'JC', 'TS'] });
    const after = rules.applyMove(s, mv(0, 1));
    expect(columns(after)).toEqual(['?2C 9D', '7H 4H', 'KS', 'QD', 'JC', 'TS']);
    // And the newly turned card plays at once.
    expect(columns(rules.applyMove(after, mv(0, 3)))).toEqual(['2C', '7H 4H', 'KS', 'QD 9D', 'JC', 'TS']);
  });

  test('a card does not go onto a face-down card', () => {
    // Not reachable in play (the top card is always face up), but the rule is "onto a card".
    const s = state({ tableau: ['4H', '?7H', '', '', '', ''] });
    expectIllegal(s, mv(0, 1));
  });
});

// ---------------------------------------------------------------------------------------------

describe('Carry a complete run', () => {
  test('7♠–6♠–5♠ moves together onto a higher spade (9♠)', () => {
    const s = state({ tableau: ['?3D 7S 6S 5S', '9S', '8H', '4S', '', 'JD'] });
    const after = apply(s, mv(0, 1, 3));
    expect(columns(after)).toEqual(['3D', '9S 7S 6S 5S', '8H', '4S', '', 'JD']);
  });

  test('the first (deepest) card of the run must fit: 7♠–6♠–5♠ not onto 8♥ nor onto 4♠', () => {
    const s = state({ tableau: ['?3D 7S 6S 5S', '9S', '8H', '4S', '', 'JD'] });
    expectIllegal(s, mv(0, 2, 3));
    expectIllegal(s, mv(0, 3, 3));
    // 5♠ alone goes nowhere but the empty column or a higher spade.
    expectIllegal(s, mv(0, 3, 1));
  });

  test('a run with a gap (7♠–5♠) does not move together; its top card does', () => {
    const s = state({ tableau: ['7S 5S', '9S', '', '', '', ''] });
    expectIllegal(s, mv(0, 1, 2));
    expectIllegal(s, mv(0, 2, 2));
    expect(columns(apply(s, mv(0, 1, 1)))).toEqual(['7S', '9S 5S', '', '', '', '']);
    expect(rules.movableCount(s, col(0))).toBe(1);
  });

  test('a run of mixed suits (7♠–6♥) does not move together', () => {
    const s = state({ tableau: ['7S 6H', '9S', '8H', '', '', ''] });
    expectIllegal(s, mv(0, 1, 2));
    expectIllegal(s, mv(0, 3, 2));
    expect(columns(apply(s, mv(0, 2, 1)))).toEqual(['7S', '9S', '8H 6H', '', '', '']);
    expect(rules.movableCount(s, col(0))).toBe(1);
  });

  test('an ascending sequence (5♠–6♠) is no run', () => {
    const s = state({ tableau: ['5S 6S', '9S', '', '', '', ''] });
    expectIllegal(s, mv(0, 1, 2));
    expectIllegal(s, mv(0, 2, 2));
  });

  test('face-down cards never move: a run stops at a face-down card (?6♠ 5♠)', () => {
    const s = state({ tableau: ['?6S 5S', '9S', '', '', '', ''] });
    expectIllegal(s, mv(0, 1, 2));
    expectIllegal(s, mv(0, 2, 2));
    expect(rules.movableCount(s, col(0))).toBe(1);
  });

  test('any card inside a run may be chosen: 6♠–5♠ out of 7♠–6♠–5♠ moves with the card above it', () => {
    const s = state({ tableau: ['KS 7S 6S 5S', '9S', '8S', '', '', 'QH'] });
    expect(rules.movableCount(s, col(0))).toBe(3);
    expect(columns(apply(s, mv(0, 1, 2)))).toEqual(['KS 7S', '9S 6S 5S', '8S', '', '', 'QH']);
    expect(columns(apply(s, mv(0, 2, 1)))).toEqual(['KS 7S 6S', '9S', '8S 5S', '', '', 'QH']);
    expect(columns(apply(s, mv(0, 2, 3)))).toEqual(['KS', '9S', '8S 7S 6S 5S', '', '', 'QH']);
  });

  test('a run ends where the sequence breaks: K♠ under 7♠–6♠–5♠ does not come along', () => {
    const s = state({ tableau: ['KS 7S 6S 5S', '9S', '8S', '', '', 'QH'] });
    expectIllegal(s, mv(0, 3, 4));
  });

  test('a whole column that is one run moves as a whole (K♠…A♠ to an empty column)', () => {
    const s = state({ tableau: [wholeSuit('S'), '', '2H', '', '', ''] });
    expect(rules.movableCount(s, col(0))).toBe(13);
    const after = apply(s, mv(0, 1, 13));
    expect(columns(after)).toEqual(['', wholeSuit('S'), '2H', '', '', '']);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Use empty columns', () => {
  const s = () => state({ tableau: ['?3D KS', '', '?2C 7H 6H 5H', '9D 4C', 'QC', 'JC'] });

  test('an empty column takes any card (K♠, and the 5♥ off a run)', () => {
    expect(columns(apply(s(), mv(0, 1)))).toEqual(['3D', 'KS', '?2C 7H 6H 5H', '9D 4C', 'QC', 'JC']);
    expect(columns(apply(s(), mv(2, 1, 1)))).toEqual(['?3D KS', '5H', '?2C 7H 6H', '9D 4C', 'QC', 'JC']);
    expect(columns(apply(s(), mv(3, 1)))).toEqual(['?3D KS', '4C', '?2C 7H 6H 5H', '9D', 'QC', 'JC']);
  });

  test('an empty column takes any valid run (7♥–6♥–5♥, or 6♥–5♥)', () => {
    expect(columns(apply(s(), mv(2, 1, 3)))).toEqual(['?3D KS', '7H 6H 5H', '2C', '9D 4C', 'QC', 'JC']);
    expect(columns(apply(s(), mv(2, 1, 2)))).toEqual(['?3D KS', '6H 5H', '?2C 7H', '9D 4C', 'QC', 'JC']);
  });

  test('an empty column does not take cards that are no run (9♦–4♣, or a face-down card)', () => {
    expectIllegal(s(), mv(3, 1, 2));
    expectIllegal(s(), mv(0, 1, 2));
    expectIllegal(s(), mv(2, 1, 4));
  });

  test('a column emptied by a move stays empty, and every top card may then go there', () => {
    const after = apply(s(), mv(5, 4)); // J♣ onto Q♣ empties column 6
    expect(after.tableau[5]).toEqual([]);
    for (const from of [0, 2, 3, 4]) expect(isLegal(after, mv(from, 5))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Deal from the stock', () => {
  test('a deal puts one face-up card from the stock onto each column, in order', () => {
    const s = rules.newGame({ seed: 1 });
    const next = s.stock.slice(-6).reverse(); // the card that comes off first goes to column 1
    const after = apply(s, DEAL);
    expect(after.stock).toEqual(s.stock.slice(0, -6));
    after.tableau.forEach((column, i) => {
      expect(column).toHaveLength(s.tableau[i]!.length + 1);
      expect(column.slice(0, -1)).toEqual(s.tableau[i]);
      expect(column[column.length - 1]).toEqual({ ...next[i]!, faceUp: true });
    });
  });

  test('deal at any time: it is legal while other moves are available', () => {
    const s = state({ tableau: ['7H', '4H', '2S', '9C', 'AD', 'KH'], stock: '3S 5C 8D 6D JS QS' });
    expect(rules.legalMoves(s).some((m) => m.type === 'move')).toBe(true);
    expect(isLegal(s, DEAL)).toBe(true);
  });

  test('deals go onto empty columns too, and empty columns need not be filled first', () => {
    const s = state({ tableau: ['7H', '', '2S', '', '', 'KH'], stock: '3S 5C 8D 6D JS QS' });
    const after = apply(s, DEAL);
    expect(columns(after)).toEqual(['7H QS', 'JS', '2S 6D', '8D', '5C', 'KH 3S']);
    expect(after.stock).toEqual([]);
  });

  test('five deals, the sixth refused, and the stock is then empty', () => {
    let s = rules.newGame({ seed: 2 });
    for (let i = 1; i <= 5; i++) {
      s = apply(s, DEAL);
      expect(s.stock).toHaveLength(30 - 6 * i);
      expect(s.tableau.flat()).toHaveLength(22 + 6 * i);
    }
    expect(rules.legalMoves(s).some((m) => m.type === 'deal')).toBe(false);
    expectIllegal(s, DEAL);
    expect(allCards(s).map(identity).sort()).toEqual(standardDeck().map(identity).sort());
  });

  test('dealt cards are face up and the cards they cover stay face up', () => {
    const s = apply(apply(rules.newGame({ seed: 3 }), DEAL), DEAL);
    for (const column of s.tableau) {
      expect(column.slice(-3).every((c) => c.faceUp)).toBe(true);
      expect(column.slice(0, -3).every((c) => !c.faceUp)).toBe(true);
    }
  });

  test('there is no stock reset: no recycle is ever legal', () => {
    let s = rules.newGame({ seed: 4 });
    expectIllegal(s, { type: 'recycle' });
    for (let i = 0; i < 5; i++) s = rules.applyMove(s, DEAL);
    expect(rules.legalMoves(s).some((m) => m.type === 'recycle')).toBe(false);
    expectIllegal(s, { type: 'recycle' });
  });
});

// ---------------------------------------------------------------------------------------------

describe('Complete four suits', () => {
  test('won when the stock is empty and four columns each hold K→A of one suit', () => {
    const s = state({ tableau: [wholeSuit('S'), '', wholeSuit('H'), wholeSuit('D'), '', wholeSuit('C')] });
    expect(rules.status(s)).toBe('won');
  });

  test('finished runs remain on the table: the last ace played completes the game', () => {
    const almost = state({
      tableau: [wholeSuit('S'), wholeSuit('H'), wholeSuit('D'), wholeSuit('C').replace(' AC', ''), 'AC', ''],
    });
    expect(rules.status(almost)).toBe('playing');
    const won = apply(almost, mv(4, 3));
    expect(won.tableau[3]).toHaveLength(13);
    expect(allCards(won)).toHaveLength(52);
    expect(rules.status(won)).toBe('won');
  });

  test('not won while the stock remains: three suits done, the last six clubs still in the stock', () => {
    const s = state({
      tableau: [wholeSuit('S'), wholeSuit('H'), wholeSuit('D'), 'KC QC JC TC 9C 8C 7C', '', ''],
      stock: '6C 5C 4C 3C 2C AC',
    });
    expect(rules.status(s)).toBe('playing');
  });

  test('not won when a suit is split over two columns', () => {
    const s = state({
      tableau: [wholeSuit('S'), wholeSuit('H'), wholeSuit('D'), 'KC QC JC TC 9C 8C 7C', '6C 5C 4C 3C 2C AC', ''],
    });
    expect(rules.status(s)).toBe('playing');
  });

  test('not won when a column of thirteen cards is out of order', () => {
    const s = state({
      tableau: [wholeSuit('S'), wholeSuit('H'), wholeSuit('D'), 'KC QC JC TC 9C 8C 7C 6C 5C 4C 2C 3C AC', '', ''],
    });
    expect(rules.status(s)).toBe('playing');
  });

  test('not won when a complete suit has a face-down card in it', () => {
    const s = state({
      tableau: [wholeSuit('S'), wholeSuit('H'), wholeSuit('D'), '?' + wholeSuit('C'), '', ''],
    });
    expect(rules.status(s)).not.toBe('won');
  });

  test('lost when the stock is empty and no legal move remains', () => {
    // With six columns and four suits two top cards always share a suit, so a real table always
    // has a move; a narrower constructed table shows the rule.
    const s = state({ tableau: ['?2H KS', '?3S KH', '?4D KD', '?5C KC'] });
    expect(rules.legalMoves(s)).toEqual([]);
    expect(rules.status(s)).toBe('lost');
  });

  test('not over while the stock remains, even with no move on the table', () => {
    const s = state({ tableau: ['?2H KS', '?3S KH', '?4D KD', '?5C KC'], stock: '6C 7C 8C 9C' });
    expect(rules.status(s)).toBe('playing');
  });

  test('not over while a move remains, even a pointless one', () => {
    const s = state({ tableau: ['KS', 'KH', 'KD', 'KC', 'QS', 'JH'] });
    expect(rules.legalMoves(s).length).toBeGreaterThan(0);
    expect(rules.status(s)).toBe('playing');
  });
});

// ---------------------------------------------------------------------------------------------

describe('Engine contract', () => {
  /** Every move that applies, found by trying all plausible and implausible moves. */
  function bruteForceLegal(s: AutumnLeavesState): Move[] {
    const candidates: Move[] = [DEAL, { type: 'recycle' }];
    const tallest = Math.max(0, ...s.tableau.map((c) => c.length));
    const refs: PileRef[] = [];
    for (let i = -1; i <= s.tableau.length; i++) refs.push(col(i));
    refs.push({ pile: 'waste', index: 0 }, { pile: 'foundation', index: 0 });
    for (const from of refs) {
      for (const to of refs) {
        for (let count = 0; count <= tallest + 1; count++) candidates.push({ type: 'move', from, to, count });
      }
    }
    return candidates.filter((move) => {
      try {
        rules.applyMove(s, move);
        return true;
      } catch (error) {
        if (!(error instanceof IllegalMoveError)) throw error;
        return false;
      }
    });
  }

  function sorted(moves: Move[]): string[] {
    return moves.map((m) => JSON.stringify(m)).sort();
  }

  function positions(): [string, AutumnLeavesState][] {
    const fresh = rules.newGame({ seed: 1 });
    const dealt = [1, 2, 3, 4, 5].reduce((s) => rules.applyMove(s, DEAL), rules.newGame({ seed: 5 }));
    const out: [string, AutumnLeavesState][] = [
      ['seed 1, fresh', fresh],
      ['seed 2, fresh', rules.newGame({ seed: 2 })],
      ['seed 3, one deal', rules.applyMove(rules.newGame({ seed: 3 }), DEAL)],
      ['seed 5, stock dealt out', dealt],
      ['runs and an empty column', state({ tableau: ['KS 7S 6S 5S', '9S', '8S', '', '?2D 8H 7H', 'QH'], stock: '3C 4C 5C 6C 7C 8C' })],
      ['two empty columns, no stock', state({ tableau: [wholeSuit('S'), '', 'TD 9D 8D', '5D', '', 'AH'] })],
      ['no move at all', state({ tableau: ['?2H KS', '?3S KH', '?4D KD', '?5C KC'] })],
    ];
    // A few positions along a deterministic walk.
    let s = rules.newGame({ seed: 11 });
    for (let step = 0; step < 60; step++) {
      const moves = rules.legalMoves(s);
      if (moves.length === 0) break;
      s = rules.applyMove(s, moves[(step * 7 + 3) % moves.length]!);
      if (step % 15 === 14) out.push([`seed 11 after ${step + 1} moves`, s]);
    }
    return out;
  }

  test.each(positions())('legalMoves lists every legal move and nothing else (%s)', (_, s) => {
    const listed = rules.legalMoves(s);
    expect(new Set(sorted(listed)).size).toBe(listed.length);
    expect(sorted(listed)).toEqual(sorted(bruteForceLegal(s)));
  });

  test.each(positions())('applyMove never mutates its input (%s)', (_, s) => {
    const before = clone(s);
    const frozen = deepFreeze(clone(s));
    for (const move of rules.legalMoves(frozen)) {
      const after = rules.applyMove(frozen, move);
      expect(after).not.toBe(frozen);
    }
    expect(frozen).toEqual(before);
    for (const move of rules.legalMoves(s)) rules.applyMove(s, move);
    expect(s).toEqual(before);
  });

  test.each(positions())('movableCount agrees with legalMoves (%s)', (_, s) => {
    s.tableau.forEach((column, from) => {
      const most = Math.max(0, ...rules.legalMoves(s).flatMap((m) => (m.type === 'move' && m.from.index === from ? [m.count] : [])));
      const n = rules.movableCount(s, col(from));
      expect(n).toBeLessThanOrEqual(column.length);
      // An empty column is available somewhere, or not; either way no listed move exceeds it.
      expect(most).toBeLessThanOrEqual(n);
    });
  });

  describe('illegal moves throw IllegalMoveError with a reason', () => {
    const s = () => state({ tableau: ['?3D 7S 6S 5S', '9S', '', '?2C 8H', 'QH', 'KD'] });
    const cases: [string, Move][] = [
      ['from a column that does not exist (7)', mv(6, 1)],
      ['from a column that does not exist (-1)', mv(-1, 1)],
      ['to a column that does not exist (7)', mv(4, 6)],
      ['to a column that does not exist (-1)', mv(4, -1)],
      ['from the waste, which Autumn Leaves has not', { type: 'move', from: { pile: 'waste', index: 0 }, to: col(2), count: 1 }],
      ['to a foundation, which Autumn Leaves has not', { type: 'move', from: col(4), to: { pile: 'foundation', index: 0 }, count: 1 }],
      ['count 0', mv(0, 1, 0)],
      ['a negative count', mv(0, 1, -1)],
      ['a fractional count', mv(0, 1, 1.5)],
      ['more cards than the run holds', mv(0, 1, 4)],
      ['more cards than the column holds', mv(0, 2, 9)],
      ['onto the same column', mv(0, 0, 1)],
      ['a run onto its own column', mv(0, 0, 3)],
      ['from an empty column', mv(2, 1)],
      ['onto a lower card', mv(4, 3)],
      ['onto another suit', mv(3, 5)],
      ['a recycle', { type: 'recycle' }],
      ['a deal from an empty stock', DEAL],
      ['a move of an unknown type', { type: 'teleport' } as unknown as Move],
    ];
    test.each(cases)('%s', (_, move) => {
      expectIllegal(s(), move);
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('Moves in words (the move log)', () => {
  const s = state({ tableau: ['7H', '4H', '9S', '7S 6S 5S', 'KS', ''], stock: '2C 3C 4C 5C 6C 7C' });

  test('"4♥ onto 7♥"', () => {
    expect(describeMove(s, mv(1, 0))).toBe('4♥ onto 7♥');
  });

  test('"7♠–5♠ onto 9♠"', () => {
    expect(describeMove(s, mv(3, 2, 3))).toBe('7♠–5♠ onto 9♠');
  });

  test('"6♠–5♠ onto 9♠" for part of a run', () => {
    expect(describeMove(s, mv(3, 2, 2))).toBe('6♠–5♠ onto 9♠');
  });

  test('"K♠ to an empty column"', () => {
    expect(describeMove(s, mv(4, 5))).toBe('K♠ to an empty column');
  });

  test('"10♦ onto Q♦" (ten written 10)', () => {
    const tens = state({ tableau: ['QD', 'TD', '', '', '', ''] });
    expect(describeMove(tens, mv(1, 0))).toBe('10♦ onto Q♦');
  });

  test('"dealt a row"', () => {
    expect(describeMove(s, DEAL)).toBe('dealt a row');
  });
});

// Canfield, checked against docs/rules/canfield.md rule by rule: each test names the rule it
// checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { canfield, canfieldRules } from '../../src/engine/games/canfield/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, fnd, lists, mv, position, RECYCLE, reserve, waste, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(canfieldRules, spec, 'canfield');
const SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);

describe('Layout', () => {
  it('one card is dealt face up onto the foundation of its suit, and its rank is the base rank of all four', () => {
    for (const seed of SEEDS) {
      const state = canfield.newGame({ seed });
      const up = state.foundations.flatMap((p, i) => p.map((c) => ({ c, i })));
      expect(up).toHaveLength(1);
      const { c, i } = up[0]!;
      expect(c.faceUp).toBe(true);
      expect(['spades', 'hearts', 'diamonds', 'clubs'][i]).toBe(c.suit);
      expect(state.baseRank).toBe(c.rank);
      expect(canfield.foundationStart(state, (i + 1) % 4)).toEqual({ suit: ['spades', 'hearts', 'diamonds', 'clubs'][(i + 1) % 4], rank: c.rank });
    }
  });

  it('the reserve is 13 cards in one pile, only its top card face up and playable', () => {
    const state = canfield.newGame({ seed: 1 });
    expect(state.reserve).toHaveLength(1);
    const pileOf = state.reserve[0]!;
    expect(pileOf).toHaveLength(13);
    expect(pileOf.map((c) => c.faceUp)).toEqual([...Array(12).fill(false), true]);
    expect(canfield.movableCount(state, reserve())).toBe(1);
  });

  it('four tableau piles of one face-up card each; the stock the other 34 cards face down; the waste empty', () => {
    const state = canfield.newGame({ seed: 1 });
    expect(state.tableau.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    expect(state.tableau.every((p) => p[0]!.faceUp)).toBe(true);
    expect(state.stock).toHaveLength(34);
    expect(state.stock.every((c) => !c.faceUp)).toBe(true);
    expect(state.waste).toEqual([]);
    expect(cardMultiset(state)).toHaveLength(52);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(canfield.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(canfield.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Foundations', () => {
  it('a foundation takes the base-rank card of its suit, then the next higher rank of that suit, turning the corner from king to ace', () => {
    const state = at({ baseRank: 5, tableau: ['AS', '5H', '6H', 'TD'], foundations: ['5S 6S 7S 8S 9S TS JS QS KS'] });
    const moves = canfield.legalMoves(state);
    expect(lists(moves, mv(col(1), fnd(1)))).toBe(true);
    expect(lists(moves, mv(col(2), fnd(2)))).toBe(true);
    expect(refusal(canfield, state, mv(col(3), fnd(2)))).toBe('A foundation starts with a 5: 6♥ has to wait.');
    const after = canfield.applyMove(state, mv(col(1), fnd(1)));
    expect(showPile(after.foundations[0]!)).toBe('5S 6S 7S 8S 9S TS JS QS KS AS');
  });

  it('a foundation holds 13 cards at most (base 5: 5 … K, A … 4)', () => {
    const full = '5S 6S 7S 8S 9S TS JS QS KS AS 2S 3S 4S';
    const state = at({ baseRank: 5, tableau: ['5S', '', '', ''], foundations: [full] });
    expect(refusal(canfield, state, mv(col(1), fnd(1)))).toMatch(/complete/);
  });

  it('the top reserve card, the top waste card and the last card of a tableau pile may go up', () => {
    const state = at({ tableau: ['9C AS', '9D', '9H', '8C'], reserve: ['?KD AH'], waste: 'QC AD', stock: '3C' });
    const moves = canfield.legalMoves(state);
    for (const from of [col(1), reserve(), waste]) expect(moves.some((m) => m.type === 'move' && m.to.pile === 'foundation' && JSON.stringify(m.from) === JSON.stringify(from))).toBe(true);
    expect(refusal(canfield, state, mv(col(1), fnd(1), 2))).toMatch(/One card at a time/);
  });

  it('cards on a foundation stay there', () => {
    const state = at({ tableau: ['3H', '9D', '9H', '8C'], foundations: ['AS 2S'] });
    expect(refusal(canfield, state, mv(fnd(1), col(1)))).toBe('Cards on a foundation stay there.');
  });
});

describe('Tableau', () => {
  it('a card goes on a pile whose last card is one rank higher and of the opposite colour, turning the corner: a black king goes on a red ace', () => {
    const state = at({ tableau: ['AH', 'KS', 'KD', '7C'], reserve: ['6H'] });
    expect(canfield.applyMove(state, mv(col(2), col(1))).tableau[0]!.map((c) => c.rank)).toEqual([1, 13]);
    expect(refusal(canfield, state, mv(col(3), col(1)))).toMatch(/needs a black A/);
    expect(lists(canfield.legalMoves(state), mv(reserve(), col(4)))).toBe(true);
  });

  it("a pile's last card moves alone, or the whole pile moves as a unit; no other part of a pile moves", () => {
    const state = at({ tableau: ['9H 8S 7H', 'TC', '8C', '2D'], reserve: ['KD'] });
    expect(lists(canfield.legalMoves(state), mv(col(1), col(3)))).toBe(true);
    const whole = canfield.applyMove(state, mv(col(1), col(2), 3));
    expect(showPile(whole.tableau[1]!)).toBe('TC 9H 8S 7H');
    expect(refusal(canfield, state, mv(col(1), col(2), 2))).toBe('Only the last card, or the whole pile, moves.');
    expect(canfield.movableCount(state, col(1))).toBe(3);
  });

  it('the top reserve card and the top waste card move one at a time, onto a pile where they fit', () => {
    const state = at({ tableau: ['9H', 'TC', '8C', '2D'], reserve: ['?3C 8S'], waste: '5C 9S', stock: '4D' });
    expect(showPile(canfield.applyMove(state, mv(reserve(), col(1))).tableau[0]!)).toBe('9H 8S');
    expect(refusal(canfield, state, mv(waste, col(1)))).toMatch(/needs a red 10/);
    expect(refusal(canfield, state, mv(waste, col(4), 2))).toMatch(/Only the top card of the waste/);
  });

  it('while the reserve has cards, an emptied pile is at once filled with the top reserve card, as part of the move that emptied it', () => {
    const state = at({ tableau: ['AS', 'TC', '8C', '2D'], reserve: ['?3C ?4D 8S'] });
    const after = canfield.applyMove(state, mv(col(1), fnd(1)));
    expect(showPile(after.tableau[0]!)).toBe('8S');
    expect(showPile(after.reserve[0]!)).toBe('?3C 4D');
  });

  it('once the reserve is empty, an empty pile takes the top waste card, or a last card or a whole pile from the tableau', () => {
    const state = at({ tableau: ['', '9H 8S', '8C', '2D'], reserve: [''], waste: 'QD', stock: '4D' });
    const moves = canfield.legalMoves(state);
    for (const m of [mv(waste, col(1)), mv(col(2), col(1)), mv(col(2), col(1), 2), mv(col(3), col(1))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
  });
});

describe('Stock and waste', () => {
  it('turn three cards at a time from the stock onto the waste (the rest if fewer than three remain); only the top waste card is playable', () => {
    const state = at({ tableau: ['9H', 'TC', '8C', '2D'], reserve: ['KD'], stock: '2C 3C 4C 5C' });
    const once = canfield.applyMove(state, DEAL);
    expect(showPile(once.waste)).toBe('5C 4C 3C');
    expect(showPile(once.stock)).toBe('?2C');
    expect(showPile(canfield.applyMove(once, DEAL).waste)).toBe('5C 4C 3C 2C');
    expect(canfield.movableCount(once, waste)).toBe(1);
  });

  it('when the stock is empty, the waste is turned over to form the stock again, in the same order, as often as you like', () => {
    let state = at({ tableau: ['9H', 'TC', '8C', '2D'], reserve: ['KD'], stock: '2C 3C 4C 5C' });
    // The same cards in the same order, each now known to the player.
    const first = state.stock.map((card) => ({ ...card, seen: true }));
    for (let pass = 1; pass <= 5; pass++) {
      state = canfield.applyMove(canfield.applyMove(state, DEAL), DEAL);
      expect(refusal(canfield, state, DEAL)).toMatch(/turn the waste over/);
      state = canfield.applyMove(state, RECYCLE);
      expect(state.stock).toEqual(first);
      expect(state.redeals).toBe(pass);
    }
  });
});

describe('Winning and losing', () => {
  it('all 52 cards on the foundations win', () => {
    const state = at({ tableau: ['', '', '', ''], reserve: [''], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C')] });
    expect(canfield.status(state)).toBe('won');
    const almost = at({ tableau: ['KC', '', '', ''], reserve: [''], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(canfield.status(canfield.applyMove(almost, mv(col(1), fnd(4))))).toBe('won');
  });

  it('you lose when no move is left but turning the stock, and a whole pass through it brings no playable card', () => {
    // Every pile ends in a black 2 on red ... nothing fits anywhere; the stock holds only cards that fit nowhere.
    const spec: PositionSpec = { baseRank: 1, tableau: ['5S', '5C', '9S', '9C'], reserve: ['KS'], foundations: ['AS', 'AH', 'AD', 'AC'], stock: '8S 8C QS QC', waste: '6S' };
    const stuck = at(spec);
    expect(canfield.legalMoves(stuck).every((m) => m.type !== 'move')).toBe(true);
    expect(canfield.legalMoves(stuck).length).toBeGreaterThan(0);
    expect(canfield.status(stuck)).toBe('lost');
    // The same, with a red 4 deep in the stock: turning brings it up, onto a black 5.
    const hope = at({ ...spec, stock: '8S 4H QS QC' });
    expect(canfield.status(hope)).toBe('playing');
  });

  it('a position with a card move left is never lost', () => {
    const state = at({ tableau: ['5S', '5C', '9S', '9C'], reserve: ['KS'], foundations: ['AS', 'AH', 'AD', 'AC'], waste: '4H' });
    expect(canfield.status(state)).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QS | 4S | JC | 8D\nfoundations:  | QH |  | \nreserve: ?6C ?JH ?JS ?5C ?6D ?QC ?3C ?7S ?4D ?TD ?TH ?2C 9D\nstock: ?7D ?AS ?AD ?TC ?8C ?AH ?3D ?KC ?6H ?4C ?7H ?8H ?6S ?3H ?TS ?AC ?5H ?3S ?9C ?KH ?QD ?JD ?2S ?KS ?4H ?9H ?8S ?5D ?KD ?7C ?2D ?5S ?2H ?9S";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 5C | TD | 2D | 7H\nfoundations: 7S |  |  | \nreserve: ?3S ?2C ?6D ?8H ?9C ?TC ?6H ?5H ?QD ?9H ?AH ?JC AC\nstock: ?KD ?4H ?2H ?AD ?4C ?4D ?TH ?QC ?9D ?5S ?8D ?9S ?6C ?7D ?7C ?6S ?QH ?KS ?3C ?2S ?8C ?KC ?4S ?JD ?AS ?KH ?QS ?3H ?JH ?3D ?JS ?8S ?5D ?TS";

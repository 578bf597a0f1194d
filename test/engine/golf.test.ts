// Golf, checked against docs/rules/golf.md rule by rule: each test names the rule it checks, on
// positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { describeMove } from '../../src/engine/describe.js';
import { golf, golfRules } from '../../src/engine/games/golf/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, hole, lists, mv, position, RECYCLE, type PositionSpec } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(golfRules, spec, 'golf');

describe('Layout', () => {
  it('seven columns of 5 face-up cards each, dealt row by row, left to right', () => {
    const state = golf.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
  });

  it('the foundation is a single pile that starts with one face-up card; the stock holds the other 16 face down', () => {
    const state = golf.newGame({ seed: 1 });
    expect(state.foundations).toHaveLength(1);
    expect(state.foundations[0]).toHaveLength(1);
    expect(state.foundations[0]![0]!.faceUp).toBe(true);
    expect(state.stock).toHaveLength(16);
    expect(state.stock.every((c) => !c.faceUp)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
    expect(golf.foundationStart(state, 0)).toEqual({});
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(golf.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(golf.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it("the last card of any column may go onto the foundation when its rank is exactly one above or one below the foundation's top card; suit and colour do not matter", () => {
    const state = at({ tableau: ['3C 8H', '9S', '7D', 'TH', '8S', '', ''], foundations: ['8D'], stock: '2C' });
    const moves = golf.legalMoves(state);
    expect(lists(moves, mv(col(2), hole))).toBe(true);
    expect(lists(moves, mv(col(3), hole))).toBe(true);
    expect(refusal(golf, state, mv(col(1), hole))).toMatch(/not one rank from 8♦/);
    expect(refusal(golf, state, mv(col(4), hole))).toMatch(/not one rank/);
    expect(showPile(golf.applyMove(state, mv(col(2), hole)).foundations[0]!)).toBe('8D 9S');
    // The move log and hints call the pile what the board labels it.
    expect(describeMove(state, mv(col(2), hole))).toBe('9♠ onto the foundation');
    expect(describeMove(state, DEAL)).toBe('turned a stock card onto the foundation');
  });

  it('no wrap: on an ace only a 2 may go, on a king only a queen', () => {
    const onAce = at({ tableau: ['KS', '2H', 'QC', '', '', '', ''], foundations: ['AD'] });
    expect(golf.legalMoves(onAce)).toEqual([mv(col(2), hole)]);
    expect(refusal(golf, onAce, mv(col(1), hole))).toMatch(/king and ace are not neighbours/);
    const onKing = at({ tableau: ['AS', '2H', 'QC', '', '', '', ''], foundations: ['KD'] });
    expect(golf.legalMoves(onKing)).toEqual([mv(col(3), hole)]);
    const onQueen = at({ tableau: ['KS', '', '', '', '', '', ''], foundations: ['QD'] });
    expect(lists(golf.legalMoves(onQueen), mv(col(1), hole))).toBe(true);
  });

  it('the top stock card may be turned onto the foundation at any time, whatever its rank; it becomes the card to play on; there is no redeal', () => {
    const state = at({ tableau: ['9S', '', '', '', '', '', ''], foundations: ['8D'], stock: 'KC 2H' });
    expect(lists(golf.legalMoves(state), DEAL)).toBe(true);
    const turned = golf.applyMove(state, DEAL);
    expect(showPile(turned.foundations[0]!)).toBe('8D 2H');
    expect(showPile(turned.stock)).toBe('?KC');
    const empty = golf.applyMove(turned, DEAL);
    expect(refusal(golf, empty, DEAL)).toBe('The stock is empty.');
    expect(refusal(golf, empty, RECYCLE)).toMatch(/no waste/);
  });

  it('nothing is ever built on the columns, an emptied column stays empty, and a card on the foundation never leaves it', () => {
    const state = at({ tableau: ['9S', 'TH', '', '', '', '', ''], foundations: ['8D'], stock: '2C' });
    expect(refusal(golf, state, mv(col(1), col(2)))).toBe('Nothing is built on the columns.');
    expect(refusal(golf, state, mv(col(1), col(3)))).toBe('An emptied column stays empty.');
    expect(refusal(golf, state, mv(hole, col(3)))).toMatch(/stay there/);
  });

  it('one card per move; no move is made automatically', () => {
    const state = at({ tableau: ['7C 9S', '', '', '', '', '', ''], foundations: ['8D'], stock: '2C' });
    expect(refusal(golf, state, mv(col(1), hole, 2))).toBe('Cards move one at a time.');
    const after = golf.applyMove(state, mv(col(1), hole));
    expect(showPile(after.tableau[0]!)).toBe('7C');
    expect(golf.safeToFoundation).toBeUndefined();
  });
});

describe('Winning', () => {
  it('you win when the seven columns are empty, whatever the stock holds', () => {
    const state = at({ tableau: ['9S', '', '', '', '', '', ''], foundations: ['8D'], stock: '2C 3C' });
    expect(golf.status(state)).toBe('playing');
    expect(golf.status(golf.applyMove(state, mv(col(1), hole)))).toBe('won');
  });

  it("you lose when the stock is empty and no column's last card is one rank from the foundation's top card", () => {
    const stuck = at({ tableau: ['9S', 'KH', '', '', '', '', ''], foundations: ['2D'] });
    expect(golf.status(stuck)).toBe('lost');
    expect(golf.status(at({ tableau: ['9S', 'KH', '', '', '', '', ''], foundations: ['2D'], stock: 'JC' }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: 6C 7S 4S 7C 2S | JH 4D JC KD JD | JS TD 8D 5D QD | 5C TH 9S 8S KH | 6D 2C 2H 9H 9C | QC 9D 5S 4H 3S | 3C QS 2D KS 5H\nfoundations: QH\nstock: ?7D ?AS ?AD ?TC ?8C ?AH ?3D ?KC ?6H ?4C ?7H ?8H ?6S ?3H ?TS ?AC";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 3S 5H TD 3D 4S | 2C QD 2D JH KC | 6D 9H 7H 3H 8C | 8H AH TS QS 2S | 9C JC 5D KH 3C | TC AC 8S AS KS | 6H 5C JS JD QH\nfoundations: 7S\nstock: ?KD ?4H ?2H ?AD ?4C ?4D ?TH ?QC ?9D ?5S ?8D ?9S ?6C ?7D ?7C ?6S";

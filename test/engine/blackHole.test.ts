// Black Hole, checked against docs/rules/black-hole.md rule by rule: each test names the rule it
// checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { blackHole, blackHoleRules } from '../../src/engine/games/black-hole/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, hole, lists, mv, position, type PositionSpec } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(blackHoleRules, spec, 'black-hole');
const fans = (...cols: string[]): string[] => [...cols, ...Array(17 - cols.length).fill('')];

describe('Layout', () => {
  it('the hole is a single foundation pile that starts with the ace of spades', () => {
    for (const seed of [1, 2, 3, 99]) expect(showPile(blackHole.newGame({ seed }).foundations[0]!)).toBe('AS');
  });

  it('seventeen fans of 3 face-up cards each: the other 51 cards; no stock, no free cells', () => {
    const state = blackHole.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual(Array(17).fill(3));
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(state.stock).toEqual([]);
    expect(state.cells).toEqual([]);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(blackHole.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(blackHole.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it("the top card of any fan may go into the hole when its rank is exactly one above or one below the hole's top card; suit and colour do not matter", () => {
    const state = at({ tableau: fans('5C 4H', '6D', '3S', '9S'), foundations: ['AS 5H'] });
    const moves = blackHole.legalMoves(state);
    expect(moves).toEqual([mv(col(1), hole), mv(col(2), hole)]);
    expect(refusal(blackHole, state, mv(col(3), hole))).toMatch(/not one rank from 5♥/);
  });

  it('ranks wrap: a king may go on an ace and an ace on a king', () => {
    const onAce = at({ tableau: fans('KC', '2D'), foundations: ['AS'] });
    expect(blackHole.legalMoves(onAce)).toEqual([mv(col(1), hole), mv(col(2), hole)]);
    const onKing = at({ tableau: fans('AH'), foundations: ['AS KC'] });
    expect(showPile(blackHole.applyMove(onKing, mv(col(1), hole)).foundations[0]!)).toBe('AS KC AH');
  });

  it('nothing is built on the fans, an emptied fan stays empty, and a card in the hole never leaves it', () => {
    const state = at({ tableau: fans('5C', '6D'), foundations: ['AS 7H'] });
    expect(refusal(blackHole, state, mv(col(1), col(2)))).toBe('Nothing is built on the columns.');
    expect(refusal(blackHole, state, mv(col(1), col(3)))).toBe('An emptied column stays empty.');
    expect(refusal(blackHole, state, mv(hole, col(3)))).toBe('Cards in the hole stay there.');
    expect(refusal(blackHole, state, DEAL)).toMatch(/no stock/);
  });

  it('one card per move; no move is made automatically', () => {
    const state = at({ tableau: fans('7C 6D'), foundations: ['AS 7H'] });
    expect(refusal(blackHole, state, mv(col(1), hole, 2))).toBe('Cards move one at a time.');
    expect(showPile(blackHole.applyMove(state, mv(col(1), hole)).tableau[0]!)).toBe('7C');
    expect(lists(blackHole.legalMoves(blackHole.applyMove(state, mv(col(1), hole))), mv(col(1), hole))).toBe(true);
  });
});

describe('Winning', () => {
  it('all 52 cards in the hole win', () => {
    const state = at({ tableau: fans('QC'), foundations: ['AS KH'] });
    expect(blackHole.status(blackHole.applyMove(state, mv(col(1), hole)))).toBe('won');
  });

  it("you lose when no fan's top card is one rank from the hole's top card", () => {
    expect(blackHole.status(at({ tableau: fans('9C', '4D'), foundations: ['AS 6H'] }))).toBe('lost');
    expect(blackHole.status(at({ tableau: fans('9C', '5D'), foundations: ['AS 6H'] }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: 7C 6D 6H | QD 8D AC | 8S 5S JS | 6C JH 4H | TD 9C 7S | QC 2D 8H | 5H 6S 5C | 5D 9S 4C | TH 9H 7H | 9D KD KC | QH KS 3D | 3H 3S AH | 4D JD 8C | QS TS TC | 2C KH AD | JC 2H 2S | 3C 4S 7D\nfoundations: AS";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 9S 9H QH | QD 8C 7S | 4S 8S TH | 8H JS 7D | 6D 3D QC | QS 7C TS | 2C 6C 8D | AC KS 6S | 9C KH 9D | 6H 2S 4H | 5C JD JH | JC 5S 5D | TD KC 4C | TC 4D AD | 3H 3S 2H | 2D 3C 5H | 7H AH KD\nfoundations: AS";

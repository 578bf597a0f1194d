// Beleaguered Castle, checked against docs/rules/beleaguered-castle.md rule by rule: each test names
// the rule it checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { beleagueredCastle, beleagueredCastleRules } from '../../src/engine/games/beleaguered-castle/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { cell, col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(beleagueredCastleRules, spec, 'beleaguered-castle');
const eight = (...cols: string[]): string[] => [...cols, ...Array(8 - cols.length).fill('2D')];
const ACES = ['AS', 'AH', 'AD', 'AC'];

describe('Layout', () => {
  it('four foundations, one per suit, each starting with its ace', () => {
    for (const seed of [1, 2, 3]) expect(beleagueredCastle.newGame({ seed }).foundations.map(showPile)).toEqual(ACES);
  });

  it('eight columns of 6 cards each: the other 48 cards, face up', () => {
    const state = beleagueredCastle.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual(Array(8).fill(6));
    expect(state.tableau.flat().every((c) => c.faceUp && c.rank !== 1)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
    expect(state.cells).toEqual([]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(beleagueredCastle.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(beleagueredCastle.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go to its foundation, onto a column whose last card is one rank higher (any suit, any colour), or into an empty column', () => {
    const state = at({ tableau: eight('9H 2S', '3C', '', '3D'), foundations: ACES });
    const moves = beleagueredCastle.legalMoves(state);
    for (const m of [mv(col(1), fnd(1)), mv(col(1), col(2)), mv(col(1), col(4)), mv(col(1), col(3))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(beleagueredCastle, state, mv(col(2), col(4)))).toMatch(/needs a 4/);
    expect(refusal(beleagueredCastle, state, mv(col(2), cell(1)))).toMatch(/no free cells/);
  });

  it('an empty column takes any card', () => {
    const state = at({ tableau: eight('9H', ''), foundations: ACES });
    expect(lists(beleagueredCastle.legalMoves(state), mv(col(1), col(2)))).toBe(true);
  });

  it('cards on a foundation stay there', () => {
    expect(refusal(beleagueredCastle, at({ tableau: eight('3S', ''), foundations: ACES }), mv(fnd(1), col(2)))).toBe('Cards on a foundation stay there.');
  });

  it('a run (descending, any suits) moves as a unit when the empty columns could carry it: at most 2^e cards, the target column not counted', () => {
    const run = '9H 8S 7D 6C';
    const state = at({ tableau: eight(run, 'TS', '', ''), foundations: ACES });
    expect(lists(beleagueredCastle.legalMoves(state), mv(col(1), col(2), 4))).toBe(true);
    expect(lists(beleagueredCastle.legalMoves(state), mv(col(1), col(3), 2))).toBe(true);
    expect(refusal(beleagueredCastle, state, mv(col(1), col(3), 3))).toMatch(/at most 2 cards move together, not 3/);
    const none = at({ tableau: eight(run, 'TS'), foundations: ACES });
    expect(refusal(beleagueredCastle, none, mv(col(1), col(2), 4))).toMatch(/at most 1 card move together, not 4/);
    expect(beleagueredCastle.movableCount(none, col(1))).toBe(1);
  });

  it('no move is made automatically', () => {
    const state = at({ tableau: eight('3S 2S'), foundations: ACES });
    expect(showPile(beleagueredCastle.applyMove(state, mv(col(1), fnd(1))).tableau[0]!)).toBe('3S');
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: ['KC', '', '', '', '', '', '', ''], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(beleagueredCastle.status(beleagueredCastle.applyMove(state, mv(col(1), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    expect(beleagueredCastle.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C'], foundations: ACES }))).toBe('lost');
    expect(beleagueredCastle.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '4C'], foundations: ACES }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: KH 9D 5S QS KD 7D | TH 7C 9H 3S TS 3D | 4D 5D JC TD 4H 2H | 3C KC 3H JD 7S 8C | 9S 9C 6S QH 8H TC | QC 6D 8S KS 5C 2D | JS JH 2C 4S 4C 2S | 6H 6C QD 5H 7H 8D\nfoundations: AS | AH | AD | AC";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 6H QS 7S TD 9C 4H | 7C 2H TS 5S 9H TH | 8H 7H TC 6D 3C 5D | 4S 8D JD 3D QC 4C | 6C KC JC 3S 9S 2D | 8C 4D JS QD 7D 3H | 8S 2C 5C KS 6S 5H | QH KH 2S JH 9D KD\nfoundations: AS | AH | AD | AC";

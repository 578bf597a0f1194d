// Streets and Alleys, checked against docs/rules/streets-and-alleys.md rule by rule: each test
// names the rule it checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { streetsAndAlleys, streetsAndAlleysRules } from '../../src/engine/games/streets-and-alleys/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { cell, col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(streetsAndAlleysRules, spec, 'streets-and-alleys');
const eight = (...cols: string[]): string[] => [...cols, ...Array(8 - cols.length).fill('2D')];
const ACES = ['AS', 'AH', 'AD', 'AC'];

describe('Layout', () => {
  it('eight columns: the first four get 7 cards, the last four 6, all 52 cards face up', () => {
    const state = streetsAndAlleys.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(state.tableau.flat().filter((c) => c.rank === 1)).toHaveLength(4);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('four foundations, one per suit, empty at the start; no free cells', () => {
    for (const seed of [1, 2, 3]) {
      const state = streetsAndAlleys.newGame({ seed });
      expect(state.foundations).toEqual([[], [], [], []]);
      expect(state.cells).toEqual([]);
      expect(state.stock).toEqual([]);
    }
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(streetsAndAlleys.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(streetsAndAlleys.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go to its foundation (the ace first), onto a column whose last card is one rank higher (any suit, any colour), or into an empty column', () => {
    const state = at({ tableau: eight('9H 2S', '3C', '', '3D', 'KC AS') });
    const moves = streetsAndAlleys.legalMoves(state);
    for (const m of [mv(col(5), fnd(1)), mv(col(1), col(2)), mv(col(1), col(4)), mv(col(1), col(3))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(streetsAndAlleys, state, mv(col(1), fnd(1)))).toBeDefined();
    expect(refusal(streetsAndAlleys, state, mv(col(2), col(4)))).toMatch(/needs a 4/);
    expect(refusal(streetsAndAlleys, state, mv(col(2), cell(1)))).toMatch(/no free cells/);
  });

  it('an empty column takes any card', () => {
    const state = at({ tableau: eight('9H', '') });
    expect(lists(streetsAndAlleys.legalMoves(state), mv(col(1), col(2)))).toBe(true);
  });

  it('cards on a foundation stay there', () => {
    expect(refusal(streetsAndAlleys, at({ tableau: eight('3S', ''), foundations: ACES }), mv(fnd(1), col(2)))).toBe('Cards on a foundation stay there.');
  });

  it('a run (descending, any suits) moves as a unit when the empty columns could carry it: at most 2^e cards, the target column not counted', () => {
    const run = '9H 8S 7D 6C';
    const state = at({ tableau: eight(run, 'TS', '', '') });
    expect(lists(streetsAndAlleys.legalMoves(state), mv(col(1), col(2), 4))).toBe(true);
    expect(lists(streetsAndAlleys.legalMoves(state), mv(col(1), col(3), 2))).toBe(true);
    expect(refusal(streetsAndAlleys, state, mv(col(1), col(3), 3))).toMatch(/at most 2 cards move together, not 3/);
    const none = at({ tableau: eight(run, 'TS') });
    expect(refusal(streetsAndAlleys, none, mv(col(1), col(2), 4))).toMatch(/at most 1 card move together, not 4/);
    expect(streetsAndAlleys.movableCount(none, col(1))).toBe(1);
  });

  it('the rules make no move by themselves (safe cards go up in play, movesReducer.ts)', () => {
    const state = at({ tableau: eight('2S AS') });
    expect(showPile(streetsAndAlleys.applyMove(state, mv(col(1), fnd(1))).tableau[0]!)).toBe('2S');
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations, each reaching its king, win', () => {
    const state = at({ tableau: ['KC', '', '', '', '', '', '', ''], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(streetsAndAlleys.status(streetsAndAlleys.applyMove(state, mv(col(1), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    expect(streetsAndAlleys.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C'], foundations: ACES }))).toBe('lost');
    expect(streetsAndAlleys.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '4C'], foundations: ACES }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QH 7S JC 5D KH 8H TC | 6C 4D 8D 8S 9C 7H AD | JH TD 9S 9H 3S 4C AS | JS TH 2H 4H 5H 6H 7D | 5C 2C 5S KS AC KC | 6D 9D 2D 2S TS 3D | QC QS 7C JD 3H AH | 3C 4S KD QD 6S 8C\nfoundations:  |  |  | ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 7S 5H 2D 3H 2S 9S AD | 3S QD 7H QS 3C 8D 2H | 2C 9H TS KH KS 5S 4H | 6D AH 5D AS QH 9D KD | 8H JC 8S JD 6S QC | 9C AC JS 4S 7C TH | TC 5C 3D KC 7D 4D | 6H TD JH 8C 6C 4C\nfoundations:  |  |  | ";

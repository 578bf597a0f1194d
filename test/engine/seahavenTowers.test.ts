// Seahaven Towers, checked against docs/rules/seahaven-towers.md rule by rule: each test names the
// rule it checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { seahavenTowers, seahavenTowersRules } from '../../src/engine/games/seahaven-towers/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal } from './fixtures.js';
import { cell, col, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(seahavenTowersRules, spec, 'seahaven-towers');
const ten = (...cols: string[]): string[] => [...cols, ...Array(10 - cols.length).fill('2D')];

describe('Layout', () => {
  it('ten columns of 5 cards each, every card face up', () => {
    const state = seahavenTowers.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual(Array(10).fill(5));
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('four free cells: the last 2 cards go one each into two cells; two start empty; foundations empty', () => {
    const state = seahavenTowers.newGame({ seed: 1 });
    expect(state.cells.map((c) => c.length).sort()).toEqual([0, 0, 1, 1]);
    expect(state.foundations).toEqual([[], [], [], []]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(seahavenTowers.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(seahavenTowers.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Moves', () => {
  it('the last card of a column may go to an empty free cell, to its foundation, or onto a column whose last card is of the same suit and one rank higher', () => {
    const state = at({ tableau: ten('9H 8H', '9S', 'AC', '9H') });
    const moves = seahavenTowers.legalMoves(state);
    for (const m of [mv(col(3), fnd(4)), mv(col(1), cell(1)), mv(col(1), col(4))]) expect(lists(moves, m), JSON.stringify(m)).toBe(true);
    expect(refusal(seahavenTowers, state, mv(col(1), col(2)))).toBe('8♥ needs 9♥ to go on, not 9♠.');
  });

  it('a card in a free cell may go to its foundation or onto a column as above', () => {
    const state = at({ tableau: ten('9H'), cells: ['8H', 'AS'] });
    expect(lists(seahavenTowers.legalMoves(state), mv(cell(1), col(1)))).toBe(true);
    expect(lists(seahavenTowers.legalMoves(state), mv(cell(2), fnd(1)))).toBe(true);
  });

  it('an empty column takes only a king (from a column\'s end or from a cell)', () => {
    const state = at({ tableau: ten('', 'KH', 'QS'), cells: ['KC', 'QD'] });
    expect(lists(seahavenTowers.legalMoves(state), mv(col(2), col(1)))).toBe(true);
    expect(lists(seahavenTowers.legalMoves(state), mv(cell(1), col(1)))).toBe(true);
    expect(refusal(seahavenTowers, state, mv(cell(2), col(1)))).toBe('Only a king goes into an empty column.');
  });

  it('cards on a foundation stay there', () => {
    expect(refusal(seahavenTowers, at({ tableau: ten('3S'), foundations: ['AS 2S'] }), mv(fnd(1), col(1)))).toBe('Cards on a foundation stay there.');
  });

  it('a run in one suit of at most f + 1 cards moves as a unit (empty columns cannot help); a run headed by a king may so move into an empty column', () => {
    const state = at({ tableau: ten('9H 8H 7H', 'TH', '', 'KS QS'), cells: ['2C', '3C', '', ''] });
    expect(lists(seahavenTowers.legalMoves(state), mv(col(1), col(2), 3))).toBe(true);
    expect(lists(seahavenTowers.legalMoves(state), mv(col(4), col(3), 2))).toBe(true);
    const one = at({ tableau: ten('9H 8H 7H', 'TH', '', 'KS QS'), cells: ['2C', '3C', '4C', ''] });
    expect(refusal(seahavenTowers, one, mv(col(1), col(2), 3))).toMatch(/at most 2 cards move together, not 3/);
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations win', () => {
    const state = at({ tableau: ten('KC').map((c, i) => (i === 0 ? c : '')), foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(seahavenTowers.status(seahavenTowers.applyMove(state, mv(col(1), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    const cells = ['QC', 'QD', 'QH', 'QS'];
    expect(seahavenTowers.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C', '7S', ''], cells }))).toBe('lost');
    expect(seahavenTowers.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D', '5C', '7S', 'KS'], cells: ['QC', 'QD', 'QH', ''] }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: JH 2C 7C KH 4C | JS 9D KD 9C 6H | 5C QS 5D 3S KC | 6D 4S 8S 5H 3D | QC JC 9H AC AH | 3C 8D 4H TS 8C | 7S 9S KS 3H TC | 4D 2H 2S 6S AD | TD 5S JD 8H AS | TH 2D QD 7H 7D\nfoundations:  |  |  | \ncells: QH | 6C |  | ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 2C JC 3D 2S 5S | 6D AC JH 3C 9D | 8H 5C 3H KS QC | 9C TD QS QH TH | TC 2D KH 6S 4D | 6H 7H AS 7C 4C | 5H TS JD 7D AD | QD 5D 4S 6C 2H | 9H 8S KC 9S 4H | AH JS 8C 8D KD\nfoundations:  |  |  | \ncells: 7S | 3S |  | ";

// Simple Simon, checked against docs/rules/simple-simon.md rule by rule: each test names the rule
// it checks, on positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { simpleSimon, simpleSimonRules } from '../../src/engine/games/simple-simon/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, lists, mv, position, type PositionSpec } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(simpleSimonRules, spec, 'simple-simon');
const ten = (...cols: string[]): string[] => [...cols, ...Array(10 - cols.length).fill('KC')];
const HEARTS = 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H';

describe('Layout', () => {
  it('ten columns holding 8, 8, 8, 7, 6, 5, 4, 3, 2, 1 cards, all face up; no stock, no free cells', () => {
    const state = simpleSimon.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([8, 8, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(state.tableau.flat().every((c) => c.faceUp)).toBe(true);
    expect(state.stock).toEqual([]);
    expect(state.cells).toEqual([]);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(simpleSimon.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(simpleSimon.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Tableau', () => {
  it('a card goes on a column whose last card is one rank higher, of any suit; nothing goes on an ace', () => {
    const state = at({ tableau: ten('9H', '8C', 'AD', '2S') });
    expect(lists(simpleSimon.legalMoves(state), mv(col(2), col(1)))).toBe(true);
    expect(refusal(simpleSimon, state, mv(col(4), col(3)))).toBe('Nothing goes on an ace.');
    expect(refusal(simpleSimon, state, DEAL)).toMatch(/no stock/);
  });

  it('any number of cards from the end of a same-suit run move together onto a column one rank higher or into an empty column; cards that are not one same-suit run never move together', () => {
    const state = at({ tableau: ten('9H 8S 7S 6S', 'TD', '8H', '') });
    expect(simpleSimon.movableCount(state, col(1))).toBe(3);
    expect(lists(simpleSimon.legalMoves(state), mv(col(1), col(3), 2))).toBe(true);
    expect(lists(simpleSimon.legalMoves(state), mv(col(1), col(4), 3))).toBe(true);
    expect(refusal(simpleSimon, state, mv(col(1), col(2), 4))).toBe('Only a run descending in one suit moves together.');
  });

  it('an empty column takes any card or run', () => {
    const state = at({ tableau: ten('9H 8H', '', '5C') });
    for (const m of [mv(col(1), col(2)), mv(col(1), col(2), 2), mv(col(3), col(2))]) expect(lists(simpleSimon.legalMoves(state), m)).toBe(true);
  });
});

describe('Completed suits', () => {
  it('when the last 13 cards of a column are a king-to-ace run of one suit, they leave the table at once', () => {
    const state = at({ tableau: ten(`5D ${HEARTS}`, 'AH') });
    const after = simpleSimon.applyMove(state, mv(col(2), col(1)));
    expect(after.removed.map(showPile)).toEqual([`${HEARTS} AH`]);
    expect(showPile(after.tableau[0]!)).toBe('5D');
  });
});

describe('Winning', () => {
  it('all four suits completed and gone win', () => {
    const state = at({ tableau: ['', '', HEARTS, 'AH', '', '', '', '', '', ''], removed: 3 });
    expect(simpleSimon.status(simpleSimon.applyMove(state, mv(col(4), col(3))))).toBe('won');
  });

  it('a position with no move left is lost; one with a move is not', () => {
    expect(simpleSimon.status(at({ tableau: ten('AH', 'AD', 'AC', 'AS', '3H', '5D', '7C', '9H', 'JS', 'KD') }))).toBe('lost');
    expect(simpleSimon.status(at({ tableau: ten('AH', 'AD', 'AC', 'AS', '3H', '5D', '7C', '9H', 'JS', 'TD') }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QH TD 2H 4H 3S 8H 3D AD | 6C TH 5S KS 5H 7H AH AS | JH 2C 2D 2S AC 4C 8C 7D | JS 9D 7C JD TS 6H TC | 5C QS KD QD 3H KC | 6D 4S 5D KH 6S | QC JC 8S 9C | 3C 8D 9H | 7S 9S | 4D";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 7S 9H 5D AS KS 9S TH 2H | 3S AH 8S JD QH 8D 4D 4H | 2C JC JS 4S 6S 5S 4C KD | 6D AC 3D KC 7C 9D AD | 8H 5C JH 8C 7D QC | 9C TD 3H 2S 6C | TC 2D QS 3C | 6H 7H KH | 5H TS | QD";

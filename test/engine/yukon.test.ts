// Yukon, checked against docs/rules/yukon.md rule by rule: each test names the rule it checks, on
// positions built by hand (ruleSet/position.ts) or on real deals.
import { describe, expect, it } from 'vitest';
import { yukon, yukonRules } from '../../src/engine/games/yukon/index.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { cardMultiset, refusal, showPile } from './fixtures.js';
import { col, DEAL, dealText, fnd, lists, mv, position, type PositionSpec, suitUp } from './ruleSet/position.js';

const at = (spec: PositionSpec): RuleSetState => position(yukonRules, spec, 'yukon');
const seven = (...cols: string[]): string[] => [...cols, ...Array(7 - cols.length).fill('2D')];

describe('Layout', () => {
  it('seven columns: column 1 one face-up card; column k, k − 1 face-down cards then 5 face up (21 down, 31 up)', () => {
    const state = yukon.newGame({ seed: 1 });
    expect(state.tableau.map((c) => c.length)).toEqual([1, 6, 7, 8, 9, 10, 11]);
    state.tableau.forEach((column, k) => expect(column.map((c) => c.faceUp)).toEqual(column.map((_, i) => i >= k)));
    expect(state.tableau.flat().filter((c) => !c.faceUp)).toHaveLength(21);
    expect(state.stock).toEqual([]);
    expect(new Set(cardMultiset(state)).size).toBe(52);
  });

  it('four foundations, one per suit, all empty at the start', () => {
    expect(yukon.newGame({ seed: 1 }).foundations).toEqual([[], [], [], []]);
  });

  it('golden deals: the first deals never change', () => {
    expect(dealText(yukon.newGame({ seed: 1 }))).toBe(GOLDEN_1);
    expect(dealText(yukon.newGame({ seed: 2 }))).toBe(GOLDEN_2);
  });
});

describe('Tableau', () => {
  it('any face-up card may be picked up with all the cards on top of it, in any order; the group goes onto a column whose last card is one rank higher and of the opposite colour', () => {
    const state = at({ tableau: seven('?KD ?3C 8H 2S 9D 4H', '9C', '9S 8D') });
    expect(yukon.movableCount(state, col(1))).toBe(4);
    const after = yukon.applyMove(state, mv(col(1), col(2), 4));
    expect(showPile(after.tableau[1]!)).toBe('9C 8H 2S 9D 4H');
    expect(showPile(after.tableau[0]!)).toBe('?KD 3C');
    expect(refusal(yukon, state, mv(col(1), col(3), 4))).toBe('8♥ needs a black 9 to go on, not 8♦.');
    expect(refusal(yukon, state, mv(col(1), col(2), 5))).toBe('Face-down cards do not move.');
  });

  it('an empty column takes only a king, with whatever lies on top of it', () => {
    const state = at({ tableau: seven('', '?2C KH 4S 7D', 'QS JD') });
    expect(lists(yukon.legalMoves(state), mv(col(2), col(1), 3))).toBe(true);
    expect(refusal(yukon, state, mv(col(3), col(1), 2))).toBe('Only a king goes into an empty column.');
    expect(refusal(yukon, state, DEAL)).toMatch(/no stock/);
  });

  it('a face-down card turns face up as soon as it is the last card of its column', () => {
    const state = at({ tableau: seven('?5C 8H', '9C') });
    expect(showPile(yukon.applyMove(state, mv(col(1), col(2))).tableau[0]!)).toBe('5C');
  });
});

describe('Foundations', () => {
  it('a foundation takes the ace of its suit, then 2, 3, … up to the king; only the last card of a column goes up, one at a time', () => {
    const state = at({ tableau: seven('AS 2H', 'AH'), foundations: ['', 'AH'] });
    expect(lists(yukon.legalMoves(state), mv(col(1), fnd(2)))).toBe(true);
    expect(refusal(yukon, state, mv(col(1), fnd(1), 2))).toBe('One card at a time goes up.');
    expect(refusal(yukon, at({ tableau: seven('3S') }), mv(col(1), fnd(1)))).toBe('A foundation starts with an ace: 3♠ has to wait.');
  });

  it('cards on a foundation stay there', () => {
    expect(refusal(yukon, at({ tableau: seven('3H'), foundations: ['AS 2S'] }), mv(fnd(1), col(1)))).toBe('Cards on a foundation stay there.');
  });
});

describe('Winning', () => {
  it('all 52 cards on the foundations win', () => {
    const state = at({ tableau: ['KC', '', '', '', '', '', ''], foundations: [suitUp('S'), suitUp('H'), suitUp('D'), suitUp('C').slice(0, -3)] });
    expect(yukon.status(yukon.applyMove(state, mv(col(1), fnd(4))))).toBe('won');
  });

  it('a position with no move left is lost', () => {
    expect(yukon.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '5D'] }))).toBe('lost');
    expect(yukon.status(at({ tableau: ['3S', '3H', '3D', '3C', '5S', '5H', '4D'] }))).toBe('playing');
  });
});

/** Deal 1, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_1 = "tableau: QH | ?6C 3C 9D 2H 8S QD | ?JH ?7S QS 5S 9H KH TS | ?JS ?4D ?4S 2D 4H 9C 3H 4C | ?5C ?TD ?JC ?7C KS 3S 6S 6H AH | ?6D ?TH ?8D ?KD ?2S 5H 8H KC 8C AD | ?QC ?2C ?9S ?5D ?JD ?AC 7H 3D TC AS 7D\nfoundations:  |  |  | ";

/** Deal 2, pile by pile (ruleSet/position.ts dealText). */
const GOLDEN_2 = "tableau: 7S | ?3S 6H AC 5D QS 8C | ?2C ?5H 5C 8S KH 2S 7C | ?6D ?QD ?TD JS AS 3C 7D 5S | ?8H ?9H ?2D ?3D JD KS 6C 9D 4D | ?9C ?AH ?7H ?JH ?4S QH 9S QC 4C 2H | ?TC ?JC ?TS ?3H ?KC ?6S 8D TH AD 4H KD\nfoundations:  |  |  | ";

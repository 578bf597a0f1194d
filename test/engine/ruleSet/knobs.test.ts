// The rules engine, knob by knob, on rule sets made for the test: each knob's legal move allowed,
// an illegal one refused with its reason, and what a move brings about by itself.
import { describe, expect, it } from 'vitest';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { ruleSetGame } from '../../../src/engine/ruleSet/ruleSetGame.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { refusal, showPile } from '../fixtures.js';
import { cell, col, DEAL, fnd, hole, lists, mv, position, RECYCLE, reserve, waste, type PositionSpec } from './position.js';

function game(extra: Omit<Partial<RuleSet>, 'tableau'> & { tableau?: Partial<RuleSet['tableau']> }) {
  const rules: RuleSet = { name: 'Knob Test', ...extra, tableau: { piles: 4, cards: 13, ...extra.tableau } };
  return { rules, game: ruleSetGame(rules), at: (spec: PositionSpec): RuleSetState => position(rules, spec) };
}

describe('groups', () => {
  it("'one': one card at a time", () => {
    const { game: g, at } = game({ tableau: { move: 'one' } });
    const state = at({ tableau: ['9S 8H', 'TD', '', '2C'] });
    expect(g.movableCount(state, col(1))).toBe(1);
    expect(refusal(g, state, mv(col(1), col(3), 2))).toBe('Cards move one at a time.');
  });

  it("'build-run': any part of a run in the build order, the build turning the corner where it wraps", () => {
    const { game: g, at } = game({ tableau: { move: 'build-run', wrap: true } });
    const state = at({ tableau: ['2H AS KH QS', 'TD', '', '2C'] });
    expect(g.movableCount(state, col(1))).toBe(4);
    expect(lists(g.legalMoves(state), mv(col(1), col(3), 4))).toBe(true);
    expect(refusal(g, at({ tableau: ['2H AH KS', '', '', ''] }), mv(col(1), col(2), 3))).toBe('Only cards in building order move together.');
  });

  it("'whole-pile': only a whole pile, every card face up", () => {
    const { game: g, at } = game({ tableau: { move: 'whole-pile' } });
    const state = at({ tableau: ['9S 8H', 'TD', '?3C 9C 8D', '2C'] });
    expect(lists(g.legalMoves(state), mv(col(1), col(2), 2))).toBe(true);
    expect(refusal(g, state, mv(col(1), col(2), 1))).toBe('Only a whole pile moves.');
    expect(g.movableCount(state, col(3))).toBe(0);
  });
});

describe('empty columns', () => {
  it("'any' takes any card; 'none' nothing; 'kings' a king", () => {
    const any = game({ tableau: { empty: 'any' } });
    expect(lists(any.game.legalMoves(any.at({ tableau: ['5C', ''] })), mv(col(1), col(2)))).toBe(true);
    const none = game({ tableau: { empty: 'none' } });
    expect(refusal(none.game, none.at({ tableau: ['KC', ''] }), mv(col(1), col(2)))).toBe('An emptied column stays empty.');
    const kings = game({ tableau: { empty: 'kings' } });
    expect(refusal(kings.game, kings.at({ tableau: ['QC', ''] }), mv(col(1), col(2)))).toBe('Only a king goes into an empty column.');
  });

  it("'reserve' with a spread reserve: an emptied column is filled at once from the first reserve card left; any card once the reserve is gone", () => {
    const { game: g, at } = game({ tableau: { empty: 'reserve' }, reserve: { cards: 2, layout: 'spread' } });
    const state = at({ tableau: ['AS', '5C'], reserve: ['', '9D'] });
    const after = g.applyMove(state, mv(col(1), fnd(1)));
    expect(after.tableau.map(showPile)).toEqual(['9D', '5C']);
    expect(after.reserve.map(showPile)).toEqual(['', '']);
    expect(lists(g.legalMoves(at({ tableau: ['', '5C'], reserve: ['', ''] })), mv(col(2), col(1)))).toBe(true);
    expect(lists(g.legalMoves(state), mv(reserve(2), col(2)))).toBe(false);
    expect(refusal(g, state, mv(reserve(1), col(2)))).toBe('Reserve card 1 is empty.');
    expect(refusal(g, state, mv(col(2), reserve(1)))).toBe('Nothing goes onto the reserve.');
  });
});

describe('foundations', () => {
  it('a given base rank starts every foundation; without wrap a foundation ends at the king', () => {
    const { game: g, at } = game({ foundations: { base: 7 } });
    const state = at({ baseRank: 7, tableau: ['7H', '6H', 'KS', ''], foundations: ['7S 8S 9S TS JS QS'] });
    expect(lists(g.legalMoves(state), mv(col(1), fnd(2)))).toBe(true);
    expect(refusal(g, state, mv(col(2), fnd(2)))).toBe('A foundation starts with a 7: 6♥ has to wait.');
    const full = g.applyMove(state, mv(col(3), fnd(1)));
    expect(refusal(g, { ...full, tableau: [['AS'].map(() => ({ rank: 1, suit: 'spades' as const, faceUp: true })), [], [], []] }, mv(col(1), fnd(1)))).toBe('That foundation is complete.');
    expect(g.foundationStart(state, 2)).toEqual({ suit: 'diamonds', rank: 7 });
  });

  it('cards come back: a foundation top card goes onto a column where it fits', () => {
    const { game: g, at } = game({ foundations: { cardsComeBack: true } });
    const state = at({ tableau: ['3H', '', '', ''], foundations: ['AS 2S'] });
    expect(lists(g.legalMoves(state), mv(fnd(1), col(1)))).toBe(true);
    expect(g.movableCount(state, fnd(1))).toBe(1);
    expect(refusal(g, state, mv(fnd(1), col(1), 2))).toBe('One card at a time comes back from a foundation.');
    expect(g.safeToFoundation).toBeUndefined();
  });

  it('complete runs: a deal that completes a run removes it as part of the deal', () => {
    const { game: g, at } = game({ foundations: { completeRuns: true }, stock: { to: 'columns' } });
    const state = at({ tableau: ['KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', '5H', '6H', '7H'], stock: '4C 3C 2C AS' });
    const after = g.applyMove(state, DEAL);
    expect(after.removed).toHaveLength(1);
    expect(after.tableau.map(showPile)).toEqual(['', '5H 2C', '6H 3C', '7H 4C']);
  });
});

describe('the hole', () => {
  it('the hole takes any card one rank from its top, from a column, a cell or the waste', () => {
    const { game: g, at } = game({ tableau: { piles: 2, cards: 26, build: 'none' }, hole: { start: 'stock' }, cells: { count: 1 }, stock: { to: 'waste' } });
    const state = at({ tableau: ['5C', '9D'], foundations: ['6H'], cells: ['7S'], waste: '5D', stock: '2C' });
    const up = g.legalMoves(state).filter((m) => m.type === 'move' && m.to.pile === 'foundation');
    expect(up).toEqual([mv(cell(1), hole), mv(waste, hole), mv(col(1), hole)]);
    expect(g.foundationStart(state, 0)).toEqual({});
  });
});

describe('free cells', () => {
  it('a free cell takes one card; a card goes from cell to cell', () => {
    const { game: g, at } = game({ cells: { count: 2 } });
    const state = at({ tableau: ['9S 8H', '', '', ''], cells: ['QC', ''] });
    expect(lists(g.legalMoves(state), mv(cell(1), cell(2)))).toBe(true);
    expect(refusal(g, state, mv(col(1), cell(2), 2))).toBe('A free cell takes one card at a time.');
    expect(refusal(g, state, mv(cell(1), cell(3)))).toBe('There are only 2 free cells.');
  });
});

describe('the stock to a waste', () => {
  it('draw 3 with 2 redeals: the waste turns over twice, then no more', () => {
    const { game: g, at } = game({ stock: { to: 'waste', draw: 3, redeals: 2 } });
    let state = at({ tableau: ['KC', 'KD', 'KH', 'KS'], stock: '2C 3C' });
    for (let pass = 0; pass < 2; pass++) {
      state = g.applyMove(state, DEAL);
      expect(showPile(state.waste)).toBe('3C 2C');
      expect(g.facts(state, 0, 0).map((f) => f.text)).toContain(`${2 - pass} redeal${pass === 1 ? '' : 's'} left`);
      state = g.applyMove(state, RECYCLE);
    }
    state = g.applyMove(state, DEAL);
    expect(refusal(g, state, RECYCLE)).toBe('No redeals are left.');
    expect(refusal(g, state, DEAL)).toBe('The stock is empty.');
    expect(g.status(state)).toBe('lost');
  });

  it('a limited stock is never called lost while a deal is left, even with no card to play in it', () => {
    const { game: g, at } = game({ stock: { to: 'waste', redeals: 1 } });
    expect(g.status(at({ tableau: ['KC', 'KD', 'KH', 'KS'], stock: '2C' }))).toBe('playing');
  });
});

describe('the stock to columns', () => {
  it('a subset of columns, as far as the cards go; needsNoEmptyColumn refuses a deal while a column is empty', () => {
    const { game: g, at } = game({ stock: { to: 'columns', columns: [3, 1], needsNoEmptyColumn: true } });
    const state = at({ tableau: ['KC', 'KD', 'KH', 'KS'], stock: '2C 3C 4C' });
    expect(g.applyMove(state, DEAL).tableau.map(showPile)).toEqual(['KC', 'KD 3C', 'KH', 'KS 4C']);
    const once = g.applyMove(g.applyMove(state, DEAL), DEAL);
    expect(once.tableau.map(showPile)).toEqual(['KC', 'KD 3C', 'KH', 'KS 4C 2C']);
    expect(refusal(g, at({ tableau: ['KC', '', 'KH', 'KS'], stock: '2C' }), DEAL)).toBe('Fill every empty column before dealing.');
  });
});

describe('winning', () => {
  it("'tableau-empty' is won with cards left elsewhere; 'all-home' needs every card home", () => {
    const clear = game({ win: 'tableau-empty', hole: { start: 'stock' }, tableau: { build: 'none' }, stock: { to: 'hole' } });
    expect(clear.game.status(clear.at({ tableau: ['', '', '', ''], stock: '2C', foundations: ['3D'] }))).toBe('won');
    const home = game({ cells: { count: 1 } });
    expect(home.game.status(home.at({ tableau: ['', '', '', ''], cells: ['KC'], foundations: ['', '', '', 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC'] }))).toBe('playing');
  });
});

describe('moves outside the contract', () => {
  it('a move that names no real pile, count or type is refused with one line', () => {
    const { game: g, at } = game({});
    const state = at({ tableau: ['9S 8H', '', '', ''] });
    expect(refusal(g, state, mv({ pile: 'stock' as never, index: 0 }, col(2)))).toBe('Cards leave the stock only by dealing.');
    expect(refusal(g, state, mv(col(9), col(2)))).toBe('There is no column 9: Knob Test has 4.');
    expect(refusal(g, state, mv(col(1), col(2), 0))).toBe('A move takes at least one card.');
    expect(refusal(g, state, mv(col(1), col(1)))).toBe('The cards are already there.');
    expect(refusal(g, state, mv(col(1), waste))).toBe('Knob Test has no waste.');
    expect(refusal(g, state, { type: 'jump' } as never)).toBe('That is not a move.');
    expect(refusal(g, state, DEAL)).toBe('Knob Test has no stock.');
  });
});

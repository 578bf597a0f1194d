// ruleSetGame (src/engine/ruleSet/ruleSetGame.ts): a rule set as a whole Game — its words said from
// the knobs where the game gives none, the header's facts, the top row, and a rule file's rule set
// carried in a state's options.
import { describe, expect, it } from 'vitest';
import { canfield } from '../../../src/engine/games/canfield/index.js';
import { eightOff } from '../../../src/engine/games/eight-off/index.js';
import { golf } from '../../../src/engine/games/golf/index.js';
import { spiderette } from '../../../src/engine/games/spiderette/index.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { idOf } from '../../../src/engine/ruleSet/rules.js';
import { ruleSetGame } from '../../../src/engine/ruleSet/ruleSetGame.js';
import { SearchBudget } from '../../../src/search/budget.js';

const FILE: RuleSet = { name: "Queen's Path", tableau: { piles: 4, cards: 13, build: 'suit', empty: 'kings' }, cells: { count: 2 } };

describe('ruleSetGame', () => {
  it('its id comes from the name, its title is the name, its summary says play', () => {
    const game = ruleSetGame(FILE);
    expect(idOf("Queen's Path")).toBe('queens-path');
    expect(game.id).toBe('queens-path');
    expect(game.title).toBe("Queen's Path");
    expect(game.summary).toBe("play Queen's Path");
    expect(ruleSetGame(FILE, { id: 'mine' }).id).toBe('mine');
  });

  it('the rules in short are the description, or said from the knobs when there is none', () => {
    expect(ruleSetGame({ ...FILE, description: 'Just so.' }).rulesInShort).toBe('Just so.');
    const said = ruleSetGame(FILE).rulesInShort;
    for (const words of ['4 columns of 13', 'Build down in suit', 'Only a king fills an empty column', '2 free cells', '4 foundations build up in suit from the ace']) expect(said).toContain(words);
  });

  it("the stock's words follow where the stock goes", () => {
    expect(canfield.stockWords?.verb).toBe('draw');
    expect(spiderette.stockWords?.did).toBe('dealt a row');
    expect(golf.stockWords?.verb).toBe('turn');
    expect(ruleSetGame(FILE).stockWords).toBeUndefined();
  });

  it('the header says the base rank, what is left of the stock, the reserve, the free cells and the score', () => {
    const state = canfield.newGame({ seed: 1 });
    const texts = canfield.facts(state, 0, 0).map((f) => f.text);
    expect(texts).toEqual([expect.stringMatching(/^base /), 'draw 3', '34 cards in stock', 'reserve 13', 'score 0']);
    expect(eightOff.facts(eightOff.newGame({ seed: 1 }), 0, 0).map((f) => f.text)).toEqual(['4 free cells', 'score 0']);
    expect(spiderette.facts(spiderette.newGame({ seed: 1 }), 0, 0).map((f) => f.text)).toEqual(['4 deals left', '0/4 suits', 'score 0']);
  });

  it('the hint traits come from the build rules', () => {
    const game = ruleSetGame(FILE);
    const card = (rank: number, suit: 'spades' | 'hearts') => ({ rank, suit, faceUp: true });
    expect(game.hintTraits.sitsOn(card(9, 'spades'), card(8, 'spades'))).toBe(true);
    expect(game.hintTraits.sitsOn(card(9, 'spades'), card(8, 'hearts'))).toBe(false);
    expect(game.hintTraits.emptyColumnsCount).toBe(false);
    expect(spiderette.hintTraits.runsLeaveTable).toBe(true);
    expect(spiderette.hintTraits.rowToDeal(spiderette.newGame({ seed: 1 }))).toBe(true);
    expect(canfield.hintTraits.drawsToWaste).toBe(true);
  });

  it('the top row holds the stock, waste, reserve, cells and foundations the state has', () => {
    const slots = canfield.topRow(canfield.newGame({ seed: 1 })).map((p) => `${p.slot.pile}${p.slot.index}`);
    expect(slots).toEqual(['stock0', 'waste0', 'reserve0', 'foundation0', 'foundation1', 'foundation2', 'foundation3']);
  });

  it("a state carrying a rule file's rule set in its options is played by that rule set", () => {
    const game = ruleSetGame(FILE);
    const other: RuleSet = { name: 'Other', tableau: { piles: 2, cards: 26 } };
    const state = game.newGame({ seed: 3, rules: other } as never);
    expect(state.tableau).toHaveLength(2);
    expect(state.options).toEqual({ rules: other });
    expect(game.legalMoves(state).every((m) => m.type !== 'move' || m.to.pile !== 'cell')).toBe(true);
  });

  it('its solver decides a small position and answers in engine moves', async () => {
    const solve = await golf.loadSolver();
    const state = { ...golf.newGame({ seed: 1 }), tableau: [[{ rank: 5, suit: 'clubs' as const, faceUp: true }], [], [], [], [], [], []], foundations: [[{ rank: 4, suit: 'hearts' as const, faceUp: true }]], stock: [] };
    const outcome = solve(state, new SearchBudget({ maxPositions: 100 }));
    expect(outcome).toEqual({ verdict: 'winnable', moves: [{ type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'foundation', index: 0 }, count: 1 }] });
  });
});

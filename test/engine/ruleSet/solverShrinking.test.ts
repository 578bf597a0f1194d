// The search of hole games whose columns only shrink (Golf, Black Hole and any rule file with their
// knobs): its verdicts agree with the plain exhaustive search near the end of games, where its
// proofs of a loss fire; each proof ends a lost position without searching it; its winning lines
// replay to a win. Budgets are positions, never time.
import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { solverFor } from '../../../src/engine/ruleSet/solver/solver.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { mulberry32 } from '../../../src/engine/cards/random.js';
import { SearchBudget } from '../../../src/search/budget.js';
import { plainSearch } from '../../../src/search/plainSearch.js';
import { engineOf, keyOf, RULE_SETS, shapeFor } from './solverFixtures.js';

const budget = (maxPositions: number): SearchBudget => new SearchBudget({ maxPositions, timeLimitMs: Number.POSITIVE_INFINITY });
const card = (rank: number, suit: Suit = 'clubs'): Card => ({ rank, suit, faceUp: true });

function stateOf(id: string, piles: Partial<RuleSetState>): RuleSetState {
  return { ...engineOf(id).newGame({ seed: 1 }), stock: [], waste: [], removed: [], cells: [], reserve: [], redeals: 0, ...piles };
}

/** Columns holding these cards (bottom first), the rest of the game's columns empty. */
function columns(id: string, ...piles: number[][]): Card[][] {
  const n = RULE_SETS[id]!.tableau.piles;
  return Array.from({ length: n }, (_, c) => (piles[c] ?? []).map((rank, i) => card(rank, (['clubs', 'hearts', 'spades', 'diamonds'] as Suit[])[(c + i) % 4])));
}

function replaysToWin(id: string, state: RuleSetState, moves: readonly Parameters<ReturnType<typeof engineOf>['applyMove']>[1][]): boolean {
  const engine = engineOf(id);
  let position = state;
  for (const move of moves) position = engine.applyMove(position, move);
  return engine.status(position) === 'won';
}

/**
 * Positions with few cards left in the columns: the solver's winning line of the deal is followed
 * until then, and from there left, at random, for random play (random play alone seldom gets near
 * the end): some positions winnable, some lost.
 */
function lateStates(id: string, seed: number, cardsLeftAtMost: number): RuleSetState[] {
  const engine = engineOf(id);
  const random = mulberry32(seed * 104_729 + 7);
  let state = engine.newGame({ seed });
  const outcome = solverFor(RULE_SETS[id]!)(state, budget(2_000_000));
  const line = outcome.verdict === 'winnable' ? outcome.moves : [];
  const states: RuleSetState[] = [];
  const cardsLeft = (s: RuleSetState): number => s.tableau.reduce((n, c) => n + c.length, 0);
  for (let i = 0; engine.status(state) === 'playing'; i++) {
    if (cardsLeft(state) <= cardsLeftAtMost) states.push(state);
    const legal = engine.legalMoves(state);
    const onLine = i < line.length && (cardsLeft(state) > cardsLeftAtMost || random() < 0.7);
    state = engine.applyMove(state, onLine ? line[i]! : legal[Math.floor(random() * legal.length)]!);
    if (!onLine) line.length = 0;
  }
  return states;
}

describe.each(['golf', 'black-hole'])('the columns-only-shrink search in %s', (id) => {
  const engine = engineOf(id);
  const solve = solverFor(RULE_SETS[id]!);

  it("says 'lost' exactly when the plain exhaustive search does, near the end of games", () => {
    const verdicts = { winnable: 0, lost: 0 };
    for (let seed = 1; seed <= 8; seed++) {
      const shape = shapeFor(id, engine.newGame({ seed }));
      for (const state of lateStates(id, seed, 14)) {
        const plain = plainSearch(engine, state, budget(20_000), (s) => keyOf(shape, s));
        if (plain.verdict === 'unknown') continue;
        const outcome = solve(state, budget(40_000));
        expect(outcome.verdict).toBe(plain.verdict);
        if (outcome.verdict === 'winnable') expect(replaysToWin(id, state, outcome.moves)).toBe(true);
        verdicts[plain.verdict]++;
      }
    }
    expect(verdicts.winnable).toBeGreaterThan(5);
    expect(verdicts.lost).toBeGreaterThan(5);
  });

  it('finds winning lines for whole deals that replay to a win through the rules', () => {
    let wins = 0;
    for (let seed = 1; seed <= 12 && wins < 3; seed++) {
      const state = engine.newGame({ seed });
      const outcome = solve(state, budget(2_000_000));
      if (outcome.verdict !== 'winnable') continue;
      expect(replaysToWin(id, state, outcome.moves)).toBe(true);
      wins++;
    }
    expect(wins).toBe(3);
  });
});

describe('the columns-only-shrink search', () => {
  /** The verdict, and the positions the search spent on it. */
  function verdictOf(id: string, state: RuleSetState, rules: RuleSet = RULE_SETS[id]!): { verdict: string; positions: number } {
    const spent = budget(100_000);
    const verdict = solverFor(rules)(state, spent).verdict;
    return { verdict, positions: spent.positions };
  }

  const plainVerdict = (id: string, state: RuleSetState): string =>
    plainSearch(engineOf(id), state, budget(100_000), (s) => keyOf(shapeFor(id, state), s)).verdict;

  it('knows kings lost when there are more of them than queens to precede them (Golf)', () => {
    // Three kings, one queen, no stock queen: each king goes only straight after a queen.
    const state = stateOf('golf', {
      tableau: columns('golf', [13, 12], [13], [13], [6]),
      stock: [card(5, 'diamonds')],
      foundations: [[card(5)]],
    });
    expect(plainVerdict('golf', state)).toBe('lost');
    expect(verdictOf('golf', state)).toEqual({ verdict: 'lost', positions: 1 });
  });

  it('knows a card lost whose neighbours lie beneath it, with no stock card to precede it (Golf)', () => {
    // The 9's only neighbour left is the 8 beneath it; the stock holds no 8 or 10.
    const state = stateOf('golf', {
      tableau: columns('golf', [8, 9], [4], [3]),
      stock: [card(2, 'diamonds'), card(3, 'diamonds')],
      foundations: [[card(5)]],
    });
    expect(plainVerdict('golf', state)).toBe('lost');
    expect(verdictOf('golf', state)).toEqual({ verdict: 'lost', positions: 1 });
  });

  it('knows a Black Hole game lost when the ranks left make no walk from the hole', () => {
    // From the 5, the 4–3 pair and the 6–7 pair lie on either side: the walk can take one, not both.
    const state = stateOf('black-hole', { tableau: columns('black-hole', [4], [6], [7], [3]), foundations: [[card(5)]] });
    expect(plainVerdict('black-hole', state)).toBe('lost');
    expect(verdictOf('black-hole', state)).toEqual({ verdict: 'lost', positions: 1 });
  });

  it('knows a Black Hole game lost when two cards must each go last', () => {
    // The 3 and the jack each have their only neighbour left above them in their own fan.
    const state = stateOf('black-hole', { tableau: columns('black-hole', [3, 2], [11, 12], [13]), foundations: [[card(1)]] });
    expect(plainVerdict('black-hole', state)).toBe('lost');
    expect(verdictOf('black-hole', state)).toEqual({ verdict: 'lost', positions: 1 });
  });

  it('plays a card that must go next without trying the others (Black Hole)', () => {
    // The first fan's 7 has no neighbour left but the hole's 6 and the 8 beneath it: it goes first,
    // though the 5s, with more neighbours left, look more promising.
    const state = stateOf('black-hole', { tableau: columns('black-hole', [8, 7], [7], [6], [5], [4], [4], [5]), foundations: [[card(6)]] });
    const outcome = solverFor(RULE_SETS['black-hole']!)(state, budget(100));
    expect(outcome.verdict).toBe('winnable');
    expect(replaysToWin('black-hole', state, outcome.verdict === 'winnable' ? outcome.moves : [])).toBe(true);
    expect(outcome.verdict === 'winnable' && outcome.moves[0]).toEqual({ type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'foundation', index: 0 }, count: 1 });
  });

  it('searches a rule file with the same knobs the same way', () => {
    const rules: RuleSet = { ...RULE_SETS.golf!, name: 'Seven Fans Up And Down' };
    const state = engineOf('golf').newGame({ seed: 3 });
    expect(verdictOf('golf', { ...state, options: { rules } }, rules)).toEqual(verdictOf('golf', state));
  });
});

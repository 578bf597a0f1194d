// The solvers of Pyramid and TriPeaks: every line they find replays through the rules to a win,
// and on positions small enough for the plain search (search/plainSearch.ts, no pruning at all)
// they agree with it, 'lost' included: their pruning and the stock chains of Pyramid's lose no win.
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import type { GameState, Move } from '../../src/engine/types.js';
import { plainSearch } from '../../src/search/plainSearch.js';
import { solve } from '../../src/solver/solve.js';
import { loadSolver } from '../../src/solver/solverLoader.js';
import { positionBudget, positions } from './budgets.js';

const IDS = ['pyramid', 'tripeaks'] as const;

beforeAll(async () => {
  for (const id of IDS) await loadSolver(id);
});

/**
 * A small position from a deal: its winning line (when the solver finds one) played until only
 * `left` cards of the pyramid or the peaks remain, then the stock cut to its top `stock` cards, the
 * rest moved to where removed cards lie (Pyramid's discard pile; TriPeaks' waste, under its top
 * card), so every card is still there. Some are winnable, some lost.
 */
function small(id: (typeof IDS)[number], seed: number, left: number, stock: number): GameState | undefined {
  const rules = games[id];
  let state = rules.newGame({ seed });
  const found = solve(state, positions(200_000));
  if (found.verdict !== 'winnable') return undefined;
  for (const move of found.moves) {
    if (state.tableau.flat().length <= left) break;
    state = rules.applyMove(state, move);
  }
  const away = state.stock.slice(0, Math.max(0, state.stock.length - stock)).map((c) => ({ ...c, faceUp: true }));
  const rest = state.stock.slice(away.length);
  if (id === 'pyramid') return { ...state, stock: rest, foundations: [[...state.foundations[0]!, ...away]] };
  return { ...state, stock: rest, waste: [...away, ...state.waste] };
}

/** A position as text, for the plain search's seen-set. */
const keyOf = (state: GameState) => JSON.stringify([state.tableau, state.stock, state.waste, (state as { redeals?: number }).redeals]);

function replaysToWin(state: GameState, moves: readonly Move[]): boolean {
  const rules = games[state.game as (typeof IDS)[number]];
  return rules.status(moves.reduce((s, m) => rules.applyMove(s, m), state)) === 'won';
}

for (const id of IDS) {
  describe(`${id}'s solver`, () => {
    it('every winning line it finds replays through the rules to a win', () => {
      let wins = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const state = games[id].newGame({ seed });
        const result = solve(state, positions(200_000));
        if (result.verdict !== 'winnable') continue;
        wins++;
        expect(replaysToWin(state, result.moves), `deal ${seed}`).toBe(true);
      }
      expect(wins).toBeGreaterThan(10);
    });

    it('agrees with the plain search on small positions, lost ones included', () => {
      const rules = games[id];
      const seen = { winnable: 0, lost: 0 };
      for (let seed = 1; seed <= 60; seed++) {
        const state = small(id, seed, 4 + (seed % 7), 2 + (seed % 6));
        if (!state || rules.status(state) !== 'playing') continue;
        const plain = plainSearch(rules, state, positionBudget(50_000), keyOf);
        if (plain.verdict === 'unknown') continue;
        const fast = solve(state, positions(300_000));
        expect(fast.verdict, `deal ${seed}`).toBe(plain.verdict);
        seen[plain.verdict]++;
      }
      expect(seen.winnable, 'winnable positions compared').toBeGreaterThan(5);
      expect(seen.lost, 'lost positions compared').toBeGreaterThan(5);
    });
  });
}

// solve() as every game meets it: positions already decided, the limits of a search (positions,
// time, cancellation), and determinism for a given position limit.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { type SpiderState } from '../../src/engine/games/spider/rules.js';
import { spider } from '../../src/engine/games/spider/index.js';
import { SearchBudget } from '../../src/search/budget.js';
import { solve } from '../../src/solver/solve.js';
import { buildState } from '../engine/fixtures.js';
import { positions } from './budgets.js';

describe('solve()', () => {
  it('a won position is winnable with no moves to make', () => {
    const state = buildState('klondike', {
      tableau: ['', '', '', '', '', '', ''],
      foundations: ['AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS', 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
        'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD', 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC'],
      options: { draw: 1, passes: 'unlimited', scoring: 'standard' }, score: 0, cells: [], reserve: [], baseRank: 1, redeals: 0, movesThisPass: 0, movesLastPass: null,
    });
    const result = solve(state);
    expect(result.verdict).toBe('winnable');
    expect(result.verdict === 'winnable' && result.moves).toEqual([]);
  });

  it('a position the rules already call lost is lost without a search', () => {
    const state = buildState<SpiderState>('spider', {
      tableau: ['5S', '4S', '3S', '2S', 'AS', '9H', '8H', '', '', ''],
      stock: 'KS QS JS TS 9S 8S 7S 6S 5S 4S',
      options: { suits: 2 }, score: 500, cells: [], reserve: [], baseRank: 1, redeals: 0,
    });
    expect(solve(state)).toMatchObject({ verdict: 'lost', positions: 0 });
  });

  it('stops at the position limit with "unknown", having searched exactly that many', () => {
    const state = games['autumn-leaves'].newGame({ seed: 1 });
    expect(solve(state, positions(50))).toMatchObject({ verdict: 'unknown', positions: 50 });
  });

  it('is deterministic for a given position limit', () => {
    const state = klondike.newGame({ seed: 7, draw: 3 });
    const strip = ({ ms: _ms, ...rest }: ReturnType<typeof solve>) => rest;
    expect(strip(solve(state, positions(3000)))).toEqual(strip(solve(state, positions(3000))));
  });

  it('stops with "unknown" once its signal is aborted', () => {
    const controller = new AbortController();
    controller.abort();
    const result = solve(spider.newGame({ seed: 3, suits: 4 }), { signal: controller.signal });
    expect(result.verdict).toBe('unknown');
  });
});

describe('SearchBudget', () => {
  it('runs out when its clock passes the time limit, and stays out', () => {
    let now = 0;
    const budget = new SearchBudget({ timeLimitMs: 100 }, () => now);
    let spent = 0;
    while (budget.spend()) {
      spent++;
      if (spent === 1000) now = 100;
    }
    expect(spent).toBeGreaterThanOrEqual(1000);
    expect(spent).toBeLessThan(2000);
    expect(budget.spend()).toBe(false);
    expect(budget.isExhausted).toBe(true);
  });
});

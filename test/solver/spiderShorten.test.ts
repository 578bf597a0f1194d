// Shortening a winning line (src/engine/ruleSet/solver/runs/shorten.ts): a detour is cut out, and a shortened
// line is never longer and still wins.
import { describe, expect, it } from 'vitest';
import { type SpiderState } from '../../src/engine/games/spider/rules.js';
import { spider } from '../../src/engine/games/spider/index.js';
import type { Move } from '../../src/engine/types.js';
import { DEAL, encodeMove, toEngineMove } from '../../src/engine/ruleSet/solver/runs/moves.js';
import { encode, layoutOf } from '../../src/engine/ruleSet/solver/runs/position.js';
import { shortenLine } from '../../src/engine/ruleSet/solver/runs/shorten.js';
import { solveRuns } from '../../src/engine/ruleSet/solver/runs/solver.js';
import { buildState } from '../engine/fixtures.js';
import { positionBudget } from './budgets.js';

const engineCode = (move: Move): number => (move.type === 'move' ? encodeMove(move.from.index, move.to.index, move.count) : DEAL);

describe('Spider line shortening', () => {
  it('cuts a detour out of a winning line and keeps it winning', () => {
    const state = buildState<SpiderState>('spider', {
      tableau: ['KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', '?9H AS', '5H', '6H', '7H', '', '', '', '', ''],
      removed: Array.from({ length: 7 }, () => 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS'),
      options: { suits: 2 }, score: 500, cells: [], reserve: [], baseRank: 1, redeals: 0,
    });
    const layout = layoutOf(state);
    // 5H onto 6H, back into its own column… then onto 6H again, and only then the winning move.
    const line = [encodeMove(2, 3, 1), encodeMove(3, 2, 1), encodeMove(2, 3, 1), encodeMove(1, 0, 1)];
    const shorter = shortenLine(encode(state, layout), layout, line);
    expect(shorter).toEqual([encodeMove(1, 0, 1)]);
  });

  it('never lengthens a line, which still wins', () => {
    const deal = spider.newGame({ seed: 8, suits: 4 });
    const layout = layoutOf(deal);
    const outcome = solveRuns(deal, positionBudget(300_000));
    if (outcome.verdict !== 'winnable') throw new Error('deal 8 in 4 suits was not solved');
    const line = outcome.moves.map(engineCode);
    const again = shortenLine(encode(deal, layout), layout, line);
    expect(again.length).toBeLessThanOrEqual(line.length);
    let state = deal;
    for (const code of again) state = spider.applyMove(state, toEngineMove(code));
    expect(spider.status(state)).toBe('won');
  });
});

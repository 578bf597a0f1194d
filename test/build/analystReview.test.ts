// The review of a game in the built worker (dist/solver/analyst.js): each position as it is done,
// in order, then its last word, for the request it was given; after a newer job, nothing
// more is said of it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { blackHoleRules } from '../../src/engine/games/black-hole/index.js';
import { newSession } from '../../src/engine/session/session.js';
import type { Move } from '../../src/engine/types.js';
import type { ReviewedPosition, ReviewRequest, ReviewResult } from '../../src/solver/gameReview.js';
import type { SolveResult } from '../../src/solver/types.js';
import { col, DEAL, hole, mv, position, RECYCLE } from '../engine/ruleSet/position.js';
import { ensureBuilt, RUN_DIST } from '../e2e/terminal.js';
import { waitUntil } from '../ui/waitUntil.js';

beforeAll(ensureBuilt);

const LIMITS = { samples: 4, solvePositions: 100_000 };

async function builtAnalyst(onAnalysis: (result: SolveResult) => void = () => undefined) {
  const { Analyst } = (await import(pathToFileURL(path.join(RUN_DIST, 'solver', 'analyst.js')).href)) as typeof import('../../src/solver/analyst.js');
  const told: { request: ReviewRequest; position: ReviewedPosition }[] = [];
  const done: { request: ReviewRequest; result: ReviewResult }[] = [];
  const analyst = new Analyst({
    onAnalysis: (_, result) => onAnalysis(result),
    onReview: {
      position: (request, position) => void told.push({ request, position }),
      done: (request, result) => void done.push({ request, result }),
    },
  });
  return { analyst, told, done };
}

describe('the review in the worker', () => {
  it('tells each position in order, then the move that lost the deal', async () => {
    const { analyst, told, done } = await builtAnalyst();
    try {
      // Black Hole, all face up: 6♠ into the hole (on 5♣) leaves 4♦ with nowhere to go; 4♦ first wins.
      const fans = ['6S', '5H 4D', ...Array(15).fill('')];
      const start = position(blackHoleRules, { tableau: fans, foundations: ['AS 5C'] }, 'black-hole');
      const request: ReviewRequest = { start, moves: [mv(col(1), hole)], fairKnown: [], verdictsKnown: [], knowledge: true, limits: LIMITS };
      analyst.review(request);
      await waitUntil('the review\'s last word', () => done.length > 0, { timeoutMs: 120_000 });
      expect(told.map((t) => [t.position.at, t.position.advice.chance])).toEqual([[0, 1], [1, 0]]);
      expect(told.every((t) => t.request === request)).toBe(true);
      expect(done).toEqual([{ request, result: expect.objectContaining({ lostBy: 1 }) }]);
    } finally {
      await analyst.stop();
    }
  }, 300_000);

  it('a newer job is answered, and nothing more is said of the review', async () => {
    const solved: SolveResult[] = [];
    const { analyst, told, done } = await builtAnalyst((result) => solved.push(result));
    try {
      const { state } = newSession('klondike', 1, { draw: 3 });
      // Through the stock (24 cards, 3 at a time) and back, three times: 27 moves.
      const moves: Move[] = Array.from({ length: 3 }, () => [...Array<Move>(8).fill(DEAL), RECYCLE]).flat();
      analyst.review({ start: state, moves, fairKnown: [], verdictsKnown: [], knowledge: false, limits: { ...LIMITS, samples: 20 } });
      await waitUntil('the first position reviewed', () => told.length > 0, { timeoutMs: 120_000 });
      analyst.analyse(state, { maxPositions: 1000 });
      await waitUntil('the newer job\'s answer', () => solved.length > 0, { timeoutMs: 120_000 });
      const toldBefore = told.length;
      expect(toldBefore).toBeLessThan(28);
      expect(done).toEqual([]);
      // The worker answers in order: anything it still said of the review came before the solve's answer.
      analyst.analyse(state, { maxPositions: 1000 });
      await waitUntil('a second answer', () => solved.length > 1, { timeoutMs: 120_000 });
      expect(told.length).toBe(toldBefore);
    } finally {
      await analyst.stop();
    }
  }, 300_000);
});

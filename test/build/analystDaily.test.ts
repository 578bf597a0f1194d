// The daily deal in the built worker (dist/solver/analyst.js), as the home looks for it: the same
// deal as the one found in this thread (and by `leaves daily --json`, which calls the same
// function): from the book of proved deals built beside it; a search (a game without a book)
// called off answers nothing.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyDeal, searchedDaily, type DailyDeal } from '../../src/solver/dailyDeal.js';
import { ensureBuilt, RUN_DIST } from '../e2e/terminal.js';
import { waitUntil } from '../ui/waitUntil.js';

beforeAll(ensureBuilt);

const DAY = '2026-12-02';

describe('the daily deal in the worker', () => {
  it('is the deal found in this thread, proved', async () => {
    const { Analyst } = (await import(pathToFileURL(path.join(RUN_DIST, 'solver', 'analyst.js')).href)) as typeof import('../../src/solver/analyst.js');
    const answers: DailyDeal[] = [];
    const analyst = new Analyst({ onDaily: (deal) => void answers.push(deal) });
    try {
      analyst.findDaily('klondike', DAY);
      await waitUntil("the worker's daily deal", () => answers.length > 0, { timeoutMs: 600_000 });
      const here = dailyDeal('klondike', DAY)!;
      expect(answers).toEqual([here]);
      expect(here.proved).toBe(true);
    } finally {
      await analyst.stop();
    }
  });

  it('called off, the search gives nothing', () => {
    expect(searchedDaily('klondike', DAY, { aborted: true })).toBeUndefined();
  });
});

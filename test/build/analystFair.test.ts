// The fair hint in the built worker (dist/solver/analyst.js): while it samples it sends its best so
// far, then its last word, for the position it was asked about; the game shows both as they come.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import type { FairAdvice } from '../../src/solver/fairHint.js';
import { ensureBuilt, RUN_DIST } from '../e2e/terminal.js';
import { waitUntil } from '../ui/waitUntil.js';

beforeAll(ensureBuilt);

describe('the fair hint in the worker', () => {
  it('sends its best so far while it samples, then its last word, for the position asked', async () => {
    const { Analyst } = (await import(pathToFileURL(path.join(RUN_DIST, 'solver', 'analyst.js')).href)) as typeof import('../../src/solver/analyst.js');
    const answers: { state: unknown; advice: FairAdvice; done: boolean }[] = [];
    const analyst = new Analyst({ onFairHint: (state, advice, done) => void answers.push({ state, advice, done }) });
    try {
      const { state } = newSession('klondike', 1, { draw: 3 });
      // Samples are counted, not timed: the job ends after 40 sampled deals.
      analyst.fairHint(state, { upTo: 40, timeLimitMs: 600_000 });
      await waitUntil('the last word of the fair hint', () => answers.some((a) => a.done), { timeoutMs: 600_000 });
      const last = answers.at(-1)!;
      expect(last.done).toBe(true);
      const solved = (advice: FairAdvice) => advice.tally.reduce((sum, entry) => sum + entry.samples, 0);
      expect(solved(last.advice)).toBe(40);
      expect(answers.every((a) => a.state === state)).toBe(true);
      // Each sampled deal is a candidate solved on 600 positions: 40 take far longer than the 100 ms between reports.
      const progress = answers.filter((a) => !a.done);
      expect(progress.length).toBeGreaterThan(0);
      for (const p of progress) expect(solved(p.advice)).toBeLessThan(40);
    } finally {
      await analyst.stop();
    }
  });
});

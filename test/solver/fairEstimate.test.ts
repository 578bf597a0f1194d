// The one fair estimate (solver/fairEstimate.ts) that t, the header, the warning after a move and
// the review all read: a position's estimate is one sequence of sampled deals, so asking again
// (a position come back to the table, the review after play) goes over the same deals and then on;
// its answer after n solves is the same whoever asks. Budgets are counted in solves of sampled
// deals, over all the candidates.
import { describe, expect, it } from 'vitest';
import { klondike } from '../../src/engine/games/klondike/index.js';
import type { FairAdvice } from '../../src/solver/fairHint.js';
import { fairEstimate } from '../../src/solver/fairEstimate.js';

const start = klondike.newGame({ seed: 1, draw: 3 });
const unlimited = { timeLimitMs: Number.POSITIVE_INFINITY };
const said = (advice: FairAdvice) => ({ move: advice.move, wins: advice.wins, samples: advice.samples, tally: advice.tally });
/** The solves an estimate took, over all its candidates. */
const solves = (advice: FairAdvice) => advice.tally.reduce((sum, entry) => sum + entry.samples, 0);

describe('the fair estimate of a position', () => {
  it('asked twice for the same count of solves, says the same', () => {
    const first = fairEstimate(start, { ...unlimited, upTo: 4 });
    expect(solves(first)).toBe(4);
    expect(said(fairEstimate(start, { ...unlimited, upTo: 4 }))).toEqual(said(first));
  });

  it('asked for more, goes over the same sampled deals first: its word after 3 is the shorter ask\'s', () => {
    const along: FairAdvice[] = [];
    const longer = fairEstimate(start, { ...unlimited, upTo: 6, onProgress: (advice) => void along.push(advice) });
    expect(solves(longer)).toBe(6);
    expect(said(along[2]!)).toEqual(said(fairEstimate(start, { ...unlimited, upTo: 3 })));
  });
});

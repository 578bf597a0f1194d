// `leaves solve` over a range, deal by deal (src/cli/solveCommand.ts, solveReport.ts): a deal that
// cannot be dealt or solved is one row that says why, and the range goes on to its summary; and
// no more deals are solved at once than there are cores (issue 36).
import { describe, expect, it } from 'vitest';
import { jobsFor, solveDeal, type DealTask } from '../../src/cli/solveCommand.js';
import { dealLine, failedWords, formatOneDeal } from '../../src/cli/solveReport.js';
import { CUSTOM_GAME } from '../../src/engine/customGame.js';
import { loadSolver } from '../../src/solver/solverLoader.js';

const limits = { timeLimitMs: 1000, maxPositions: 100 };
const task = (options: object, seed = 7): DealTask => ({ game: CUSTOM_GAME, options, seed, timeLimitMs: Infinity, maxPositions: 100, withMoves: false, shorten: false });

describe('a deal that cannot be solved', () => {
  it('is a row saying why, counted undecided, where it stopped the whole range before', () => {
    // A rule set that breaks the deal: here one the checks refuse, standing for any bug still unfound.
    const deal = solveDeal(task({ rules: { name: 'Broken', tableau: { piles: 1, cards: 60 } } }));
    expect(deal).toMatchObject({ seed: 7, verdict: 'unknown', positions: 0, error: expect.stringMatching(/^The rule set of this game cannot be played: the deal needs 60 cards/) });
    expect(dealLine(deal, limits)).toMatch(/^deal 7: could not be solved: The rule set of this game cannot be played: the deal needs 60 cards .* \(0 positions, \d+ ms\)$/);
    expect(formatOneDeal('Broken', deal, limits)).toMatch(/^Broken · deal 7: could not be solved: /);
  });

  it('is named before the summary, which still prints', () => {
    expect(failedWords(0)).toBe('');
    expect(failedWords(1)).toBe('1 deal could not be solved (said in its row): the summary counts it undecided.\n');
    expect(failedWords(3)).toBe('3 deals could not be solved (said in their rows): the summary counts them undecided.\n');
  });

  it('a deal that solves is as before', async () => {
    const options = { rules: { name: 'Fine', tableau: { piles: 4, cards: 13 } } };
    await loadSolver({ game: CUSTOM_GAME, options });
    const deal = solveDeal(task(options, 1));
    expect(deal.error).toBeUndefined();
    expect(['winnable', 'lost', 'unknown']).toContain(deal.verdict);
  });
});

describe('--jobs', () => {
  it('is capped at the cores, saying so in one line (threads past them shared the clock and left deals undecided)', () => {
    expect(jobsFor(2, 2)).toEqual({ jobs: 2 });
    expect(jobsFor(1, 8)).toEqual({ jobs: 1 });
    expect(jobsFor(256, 2)).toEqual({ jobs: 2, note: '--jobs 256 is more than the 2 cores here: solving 2 deals at a time.' });
    expect(jobsFor(3, 1)).toEqual({ jobs: 1, note: '--jobs 3 is more than the 1 core here: solving 1 deal at a time.' });
  });
});

// UCB1 (solver/bandit.ts): the fair hint's samples go mostly to the moves that might be best, none
// beyond the budget, and the best arm is the one that wins.
import { describe, expect, it } from 'vitest';
import { Ucb1 } from '../../src/solver/bandit.js';

/** Runs the bandit to its end on arms that win as `wins(arm, sample)` says; returns it. */
function run(arms: number, budget: number, wins: (arm: number, sample: number) => boolean, perArm?: number): Ucb1 {
  const bandit = new Ucb1(arms, budget, perArm);
  for (let arm = bandit.next(); arm !== undefined; arm = bandit.next()) {
    const sample = bandit.tally[arm]!.pulls;
    bandit.record(arm, wins(arm, sample), !wins(arm, sample));
  }
  return bandit;
}

describe('UCB1', () => {
  it('gives most of the samples to the one arm that wins every sample, and names it best', () => {
    // Eight arms: arm 5 wins every sample, the others one sample in three.
    const bandit = run(8, 400, (arm, sample) => arm === 5 || sample % 3 === 0);
    const pulls = bandit.tally.map((t) => t.pulls);
    expect(bandit.best()).toBe(5);
    expect(pulls.reduce((a, b) => a + b)).toBe(400);
    // Evenly, each arm would get an eighth; arm 5 gets more than a third, and every other arm less
    // than a fifth of what arm 5 gets.
    expect(pulls[5]).toBeGreaterThan(400 / 3);
    for (const [arm, count] of pulls.entries()) if (arm !== 5) expect(count).toBeLessThan(pulls[5]! / 5);
  });

  it('keeps sampling a move behind now and then: a move whose first samples lose but which wins more later is found', () => {
    // Arm 0 wins its first sample and then one in four; arm 1 loses its first two and then wins every time.
    const bandit = run(2, 200, (arm, sample) => (arm === 0 ? sample === 0 || sample % 4 === 0 : sample >= 2));
    expect(bandit.best()).toBe(1);
  });

  it('never samples past its budget, nor an arm past its cap; every arm is sampled once at least', () => {
    const bandit = run(20, 25, () => false);
    const pulls = bandit.tally.map((t) => t.pulls);
    expect(pulls.reduce((a, b) => a + b)).toBe(25);
    expect(Math.min(...pulls)).toBeGreaterThanOrEqual(1);
    const capped = run(3, 300, (arm) => arm === 1, 2);
    expect(Math.max(...capped.tally.map((t) => t.pulls))).toBeLessThanOrEqual(2);
    expect(capped.best()).toBe(1);
  });

  it('on a tie in wins, the arm proved lost less often is the better; on a full tie, the first', () => {
    const lostLess = new Ucb1(2, 2);
    lostLess.record(lostLess.next()!, false, true);
    lostLess.record(lostLess.next()!, false, false);
    expect(lostLess.best()).toBe(1);
    const tied = run(4, 40, () => false);
    expect(tied.best()).toBe(0);
  });

  it('a lone arm takes a quarter of the budget (its estimate), and no arm at all gives nothing to sample', () => {
    expect(run(1, 40, () => true).tally[0]).toEqual({ pulls: 10, wins: 10, lost: 0 });
    expect(new Ucb1(0, 30).next()).toBeUndefined();
  });

  it('is told only the outcome of the arm it asked for', () => {
    const bandit = new Ucb1(3, 10);
    expect(bandit.next()).toBe(0);
    expect(() => bandit.record(1, true, false)).toThrow(/not the one/);
  });
});

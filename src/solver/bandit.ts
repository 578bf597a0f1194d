// UCB1: how the fair hint (fairHint.ts) spreads its sampled deals over its candidate moves. Every
// candidate is sampled once; then each sample goes to the candidate whose wins a sample, plus a
// bonus that shrinks as it is sampled more, are highest, so most samples go to the moves that might
// be best and a move behind is sampled only now and then, in case its first samples misled. The
// chosen candidate is the one sampled most (then the most wins a sample, the fewest proved losses,
// its place in the list): its chance is the estimate shown. Measured against halving the budget
// into rounds, which decided its first round on one sample a move, in docs/solver.md ("The fair
// hint"). Pure: it says which arm to sample next and is told the outcome.

/** One arm's record: its samples, the wins among them and the proved losses. */
export interface ArmTally {
  pulls: number;
  wins: number;
  lost: number;
}

/** The weight of the bonus for being sampled little (lonelybot's, and the best of 0.2–2 measured). */
const EXPLORATION = 2;

export class Ucb1 {
  readonly tally: ArmTally[];
  private spent = 0;
  private pending: number | undefined;
  private readonly limit: number;

  /**
   * `arms` candidates, at most `budget` samples over them all, and at most `perArm` samples for any
   * one (where the deals repeat beyond that: few cards hidden).
   */
  constructor(arms: number, budget: number, private readonly perArm = Number.POSITIVE_INFINITY) {
    this.tally = Array.from({ length: arms }, () => ({ pulls: 0, wins: 0, lost: 0 }));
    // A lone arm is the move whatever the samples say: they only give its chance, and a quarter of
    // the budget gives that well enough.
    this.limit = arms === 1 ? Math.max(1, Math.floor(budget / 4)) : budget;
  }

  /** The arm to sample next, or undefined when the budget is spent or every arm is at its cap. */
  next(): number | undefined {
    if (this.spent >= this.limit) return undefined;
    let chosen: number | undefined;
    let score = Number.NEGATIVE_INFINITY;
    for (const [arm, { pulls, wins }] of this.tally.entries()) {
      if (pulls >= this.perArm) continue;
      if (pulls === 0) {
        chosen = arm;
        break;
      }
      const value = wins / pulls + EXPLORATION * Math.sqrt(Math.log(this.spent) / pulls);
      if (value > score) [chosen, score] = [arm, value];
    }
    this.pending = chosen;
    return chosen;
  }

  /** The outcome of the sample next() gave. */
  record(arm: number, won: boolean, lost: boolean): void {
    if (this.pending !== arm) throw new Error(`bandit: arm ${arm} was not the one to sample`);
    this.pending = undefined;
    const tally = this.tally[arm]!;
    tally.pulls++;
    if (won) tally.wins++;
    if (lost) tally.lost++;
    this.spent++;
  }

  /** The arm sampled most, then the most wins a sample, then the fewest proved losses a sample, then the first. */
  best(): number {
    const rate = (count: number, pulls: number) => count / Math.max(1, pulls);
    let best = 0;
    for (let arm = 1; arm < this.tally.length; arm++) {
      const a = this.tally[arm]!;
      const b = this.tally[best]!;
      const order = a.pulls - b.pulls || rate(a.wins, a.pulls) - rate(b.wins, b.pulls) || rate(b.lost, b.pulls) - rate(a.lost, a.pulls);
      if (order > 0) best = arm;
    }
    return best;
  }
}

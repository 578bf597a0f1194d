// Successive halving: how the fair hint (fairHint.ts) spreads its sampled deals over its candidate
// moves. Every candidate gets the same share of a round; the better half (by wins a sample, then
// fewest proved losses, then its place in the list) goes on to the next round, which has as many
// samples as the first; so most samples go to the moves that might be best, and none to a move
// already behind. The last round is the winner's alone, with what the others left: its chance is
// the estimate shown. Pure: it says which arm to sample next and is told the outcome.

/** One arm's record: its samples, the wins among them and the proved losses. */
export interface ArmTally {
  pulls: number;
  wins: number;
  lost: number;
}

export class SuccessiveHalving {
  readonly tally: ArmTally[];
  private survivors: number[];
  private readonly rounds: number;
  private readonly perRound: number;
  /** The pulls left in this round, in order. */
  private queue: number[] = [];
  private spent = 0;

  /**
   * `arms` candidates, at most `budget` samples over them all, and at most `perArm` samples for any
   * one (where the deals repeat beyond that: few cards hidden).
   */
  constructor(arms: number, private readonly budget: number, private readonly perArm = Number.POSITIVE_INFINITY) {
    this.tally = Array.from({ length: arms }, () => ({ pulls: 0, wins: 0, lost: 0 }));
    this.survivors = Array.from({ length: arms }, (_, i) => i);
    this.rounds = Math.ceil(Math.log2(Math.max(1, arms))) + 1;
    // A lone arm is the move whatever the samples say: they only give its chance, and a quarter of
    // the budget gives that well enough.
    this.perRound = arms === 1 ? budget / 4 : budget / this.rounds;
    this.fillRound();
  }

  /** The arm to sample next, or undefined when the budget is spent or one arm is left standing. */
  next(): number | undefined {
    if (this.spent >= this.budget) return undefined;
    if (this.queue.length === 0) {
      if (this.survivors.length <= 1) return undefined;
      this.halve();
      this.fillRound();
      if (this.queue.length === 0) return undefined;
    }
    return this.queue[0];
  }

  /** The outcome of the sample next() gave. */
  record(arm: number, won: boolean, lost: boolean): void {
    if (this.queue[0] !== arm) throw new Error(`bandit: arm ${arm} was not the one to sample`);
    this.queue.shift();
    const tally = this.tally[arm]!;
    tally.pulls++;
    if (won) tally.wins++;
    if (lost) tally.lost++;
    this.spent++;
  }

  /** The best arm so far among those still standing (the first when none has a sample). */
  best(): number {
    return this.ranked(this.survivors.filter((arm) => this.tally[arm]!.pulls > 0))[0] ?? this.survivors[0] ?? 0;
  }

  /** Arms best first: wins a sample, then fewest proved losses a sample, then their order. */
  private ranked(arms: number[]): number[] {
    const rate = (arm: number, count: number) => count / Math.max(1, this.tally[arm]!.pulls);
    return [...arms].sort((a, b) => rate(b, this.tally[b]!.wins) - rate(a, this.tally[a]!.wins) || rate(a, this.tally[a]!.lost) - rate(b, this.tally[b]!.lost) || a - b);
  }

  private halve(): void {
    if (this.survivors.length > 1) this.survivors = this.ranked(this.survivors).slice(0, Math.ceil(this.survivors.length / 2));
  }

  /** Each survivor's share of a round (at least one sample each), within the budget and the cap. */
  private fillRound(): void {
    if (this.survivors.length === 0) return;
    // The winner's own round takes what the earlier rounds left.
    const last = this.survivors.length === 1 && this.tally.length > 1;
    const share = last ? this.budget - this.spent : Math.max(1, Math.floor(this.perRound / this.survivors.length));
    const queue: number[] = [];
    for (let i = 0; i < share; i++) {
      for (const arm of this.survivors) if (this.tally[arm]!.pulls + i < this.perArm) queue.push(arm);
    }
    this.queue = queue.slice(0, this.budget - this.spent);
  }
}

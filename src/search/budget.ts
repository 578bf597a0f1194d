// The limits of one search: positions expanded, time, and cancellation. A game's search calls
// spend() once per position it expands and stops with 'unknown' as soon as it returns false.
export const DEFAULT_TIME_LIMIT_MS = 10_000;

/** What a search may spend: the options of solve() (SolveOptions). */
export interface SearchLimits {
  /** Stop with 'unknown' after this long (default 10 s). */
  timeLimitMs?: number;
  /** Stop with 'unknown' after expanding this many positions (default: no limit). */
  maxPositions?: number;
  /** Stop with 'unknown' once this is aborted (an AbortSignal, or anything with `aborted`). */
  signal?: { readonly aborted: boolean };
  /** The most memory, in bytes, a search's tables may take (default: each game's own). */
  memoryBytes?: number;
}

/** How often (in positions) the clock and the abort signal are read: reading them costs. */
const CHECK_EVERY = 256;

export class SearchBudget {
  /** Positions expanded so far. */
  positions = 0;
  private readonly deadline: number;
  private readonly maxPositions: number;
  private readonly signal: SearchLimits['signal'];
  private exhausted = false;
  /** The most memory, in bytes, the search's tables may take; undefined: the game decides. */
  readonly memoryBytes: number | undefined;

  constructor(options: SearchLimits = {}, private readonly now: () => number = () => performance.now()) {
    this.deadline = now() + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
    this.maxPositions = options.maxPositions ?? Number.POSITIVE_INFINITY;
    this.signal = options.signal;
    this.memoryBytes = options.memoryBytes;
  }

  /** Counts one more position and returns true, or returns false once any limit is reached. */
  spend(): boolean {
    if (this.exhausted) return false;
    if (this.positions >= this.maxPositions) this.exhausted = true;
    else if (this.positions % CHECK_EVERY === 0) this.exhausted = this.now() >= this.deadline || this.signal?.aborted === true;
    if (this.exhausted) return false;
    this.positions++;
    return true;
  }

  /** True once spend() has returned false. */
  get isExhausted(): boolean {
    return this.exhausted;
  }
}

/** A budget that spends from another and stops after `cap` positions of its own. */
export class CappedBudget extends SearchBudget {
  private capped = false;
  constructor(private readonly outer: SearchBudget, private readonly cap: number) {
    super({ timeLimitMs: Number.POSITIVE_INFINITY });
  }
  override spend(): boolean {
    if (this.positions >= this.cap) this.capped = true;
    if (this.capped || !this.outer.spend()) return false;
    this.positions++;
    return true;
  }
  override get isExhausted(): boolean {
    return this.capped || this.outer.isExhausted;
  }
}

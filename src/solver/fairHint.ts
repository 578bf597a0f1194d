// The fair hint: the move with the best chance of winning given only what the player can see.
// It decides only at moves that cannot be taken back (decisionPoints.ts: the reversible moves
// between them are enumerated, not sampled); the unseen cards (engine/unseen.ts) are dealt again
// among their places, each a full deal consistent with what is seen, and each candidate is played
// on sampled deals, each solved by the game's own solver on a small position budget (a solve cut
// short counts as not won). UCB1 (bandit.ts) spreads the samples, most of them on the candidates
// that might be best. The hint is the first move of the best candidate's path. Anytime:
// it samples until the time or the sample count is reached and answers with the best so far.
// Everything is read from the position with its unseen cards in a fixed order, so where they lie
// now never changes the answer for the same seed.
import { gameOf } from '../engine/games.js';
import { mulberry32 } from '../engine/cards/random.js';
import type { GameState, Move } from '../engine/types.js';
import { redealUnseen, unseenCount, withStockSeen } from '../engine/unseen.js';
import { Ucb1 } from './bandit.js';
import { decisionPoints, type Candidate } from './decisionPoints.js';
import { solve } from './solve.js';
import type { Verdict } from './types.js';
import { solveRemembered } from './winningLine.js';

/**
 * What the hint may know of the stock: 'hidden' (the game as played: a stock card is unknown until
 * the player has seen it) or 'known' (the convention of the published players' figures: the
 * stock's order known, only the other face-down cards hidden; for the bench).
 */
export type StockView = 'hidden' | 'known';

export interface FairHintOptions {
  /** Makes the sampling reproducible: the same seed, position and limits give the same answer (default 1). */
  seed?: number;
  /** The answer is the best move found within this long (default 1000 ms). */
  timeLimitMs?: number;
  /** The most sampled deals a decision takes, over all its candidates (default 1000: the time decides). */
  samples?: number;
  /**
   * The most positions each solve of a sampled deal takes (default: the game's `fairPositions`,
   * game.ts); where nothing is hidden, of the one solve (default: no limit but the time).
   */
  maxPositions?: number;
  /** Stop sampling once aborted, answering with the best move so far. */
  signal?: { readonly aborted: boolean };
  /** Default 'hidden'. */
  stock?: StockView;
  /** The move played last: read by the heuristic hint only (solver/hint.ts); the fair hint needs no history. */
  previous?: Move;
  /** Called after each sampled deal with the best move so far (for a hint that shows as it improves). */
  onProgress?(advice: FairAdvice): void;
}

export interface FairAdvice {
  /**
   * The first move towards the best candidate (the move that cannot be taken back, or the first
   * reversible move of the way to it); undefined when there is none.
   */
  move: Move | undefined;
  /** How many of its sampled deals the best candidate wins… */
  wins: number;
  /** … of how many solved. */
  samples: number;
  /** The chance of winning from here, wins / samples; undefined with no sample solved. */
  chance: number | undefined;
  /**
   * Every candidate, by the first move towards it, with the sampled deals it was played on, won and
   * proved lost, in the order ties are broken; empty where nothing is hidden.
   */
  tally: { move: Move; wins: number; lost: number; samples: number }[];
  /** How many cards are unseen: 0 means nothing is hidden and the one "sample" is the position itself. */
  unseen: number;
  /** Nothing hidden: the solver's verdict on the position. */
  verdict?: Verdict;
  /** The move that cannot be taken back which the hint is heading for (after `path`). */
  decision?: Move;
  /** The reversible moves before `decision` (empty when the hint is the decision itself). */
  path?: Move[];
}

export const DEFAULT_FAIR_MS = 1000;
const DEFAULT_SAMPLES = 1000;
/** With one card unseen, the one solve of each candidate takes this many times a sample's positions. */
const EXACT_FACTOR = 20;
/**
 * The tables of a sampled deal's solve are sized to its budget: a solve of a few hundred positions
 * that zero-filled megabytes of table spent most of its time there (bench/RESULTS.md).
 */
const SAMPLE_BYTES_PER_POSITION = 256;
const SAMPLE_MEMORY_BYTES = { least: 2 ** 18, most: 8 * 2 ** 20 };

function sampleMemory(maxPositions: number): number {
  return Math.min(SAMPLE_MEMORY_BYTES.most, Math.max(SAMPLE_MEMORY_BYTES.least, maxPositions * SAMPLE_BYTES_PER_POSITION));
}

/** The fair hint's move for this position, with its estimate. */
export function fairAdvice(state: GameState, options: FairHintOptions = {}): FairAdvice {
  const view = options.stock === 'known' ? withStockSeen(state) : state;
  const unseen = unseenCount(view);
  const deadline = performance.now() + (options.timeLimitMs ?? DEFAULT_FAIR_MS);
  // One budget for every sample and every position of a game, so that chances along a game compare.
  const maxPositions = options.maxPositions ?? gameOf(state).fairPositions;
  const signal = options.signal;
  const left = () => deadline - performance.now();
  const stopped = () => left() <= 0 || signal?.aborted === true;

  // Nothing hidden: the solver's own hint (its line remembered, as hint.ts's).
  if (unseen === 0) {
    const result = solveRemembered(state, { timeLimitMs: Math.max(0, left()), maxPositions: options.maxPositions, signal });
    const decided = result.verdict !== 'unknown';
    const won = result.verdict === 'winnable';
    return { move: won ? result.moves[0] : undefined, wins: Number(won), samples: Number(decided), chance: decided ? Number(won) : undefined, tally: [], unseen, verdict: result.verdict };
  }

  // The position with its unseen cards in a fixed order: every candidate is read from it.
  const position = redealUnseen(view, 0);
  const rules = gameOf(position);
  const candidates = decisionPoints(position);
  const firstMove = (c: Candidate) => c.path[0] ?? c.move;
  // One card unseen: every sampled deal is the same, so each candidate is solved once, on a budget
  // that decides it where the samples' budget would not.
  const deals = unseen === 1 ? 1 : Number.POSITIVE_INFINITY;
  const bandit = new Ucb1(candidates.length, options.samples ?? DEFAULT_SAMPLES, deals);
  // The t-th sample of every candidate is the same deal, so that they are compared on equal luck.
  const next = mulberry32(options.seed ?? 1);
  const dealSeeds: number[] = [];
  const dealOf = (t: number) => {
    while (dealSeeds.length <= t) dealSeeds.push(Math.floor(next() * 2 ** 32));
    return redealUnseen(position, dealSeeds[t]!);
  };
  const advice = (): FairAdvice => {
    const tally = candidates.map((c, i) => ({ move: firstMove(c), wins: bandit.tally[i]!.wins, lost: bandit.tally[i]!.lost, samples: bandit.tally[i]!.pulls }));
    const best = candidates.length > 0 ? bandit.best() : undefined;
    const chosen = best === undefined ? undefined : candidates[best];
    const record = best === undefined ? undefined : bandit.tally[best];
    const samples = record?.pulls ?? 0;
    return { move: chosen && firstMove(chosen), wins: record?.wins ?? 0, samples, chance: samples > 0 ? record!.wins / samples : undefined, tally, unseen, decision: chosen?.move, path: chosen?.path };
  };
  // A candidate that wins on the spot (decisionPoints.ts gives it alone): no sampling needed.
  if (candidates.length === 1 && rules.status(candidates[0]!.after) === 'won') {
    const [won] = candidates;
    return { move: firstMove(won!), wins: 1, samples: 1, chance: 1, tally: [{ move: firstMove(won!), wins: 1, lost: 0, samples: 1 }], unseen, decision: won!.move, path: won!.path };
  }

  // Progress is reported only while more samples are to come: the last sample's advice is the answer.
  for (let arm = bandit.next(); arm !== undefined && !stopped(); ) {
    const candidate = candidates[arm]!;
    let start = dealOf(bandit.tally[arm]!.pulls);
    for (const move of [...candidate.path, candidate.move]) start = rules.applyMove(start, move);
    const positions = deals === 1 ? maxPositions * EXACT_FACTOR : maxPositions;
    const result = solve(start, { maxPositions: positions, timeLimitMs: Math.max(0, left()), memoryBytes: sampleMemory(positions), signal });
    // A solve cut short by the clock is no verdict: that sample is dropped, and sampling ends.
    if (result.verdict === 'unknown' && stopped()) break;
    bandit.record(arm, result.verdict === 'winnable', result.verdict === 'lost');
    arm = bandit.next();
    if (arm !== undefined) options.onProgress?.(advice());
  }
  return advice();
}

// A stand-in for the background solver in UI tests: it records every position it is asked about
// and answers only when the test says what it found, so a test decides what the solver knows and
// when the answer arrives.
import type { GameState, Move } from '../../src/engine/types.js';
import type { DealSearch, OnAnalysis, OnDeal, OnFairHint, OnReview } from '../../src/solver/analyst.js';
import type { ReviewedPosition, ReviewRequest, ReviewResult } from '../../src/solver/gameReview.js';
import type { FairAdvice } from '../../src/solver/fairHint.js';
import type { FoundDeal } from '../../src/solver/winnableDeal.js';
import type { SearchOutcome } from '../../src/search/outcome.js';
import type { SolveResult } from '../../src/solver/types.js';
import type { SolverFactory } from '../../src/ui/hooks/useAnalyst.js';

export interface FakeSolver {
  factory: SolverFactory;
  /** Positions the game asked about, oldest first. */
  asked: GameState[];
  /** How many times a search under way was called off without a new one. */
  cancelled: number;
  /** Searches for a winnable deal the game asked for. */
  deals: DealSearch[];
  /** Answers the newest search for a deal. */
  deal(found: FoundDeal): void;
  /** Answers for a position (by default the newest one asked about). */
  answer(result: SearchOutcome<Move>, state?: GameState): void;
  /** Positions the game asked the fair hint to sample, oldest first. */
  fairAsked: GameState[];
  /** The fair hint's answer (`done` false: the best so far) for a position (by default the newest one asked). */
  fair(advice: Partial<FairAdvice> & Pick<FairAdvice, 'wins' | 'samples'>, done?: boolean, state?: GameState): void;
  /** Reviews the game asked for, oldest first. */
  reviews: ReviewRequest[];
  /** A position of the newest review, done. */
  reviewed(position: ReviewedPosition): void;
  /** The newest review's last word. */
  reviewDone(result: ReviewResult): void;
}

export function fakeSolver(): FakeSolver {
  let onAnalysis: OnAnalysis | undefined;
  let onDeal: OnDeal | undefined;
  let onFairHint: OnFairHint | undefined;
  let onReview: OnReview | undefined;
  const newestReview = () => {
    const request = fake.reviews[fake.reviews.length - 1];
    if (!onReview || !request) throw new Error('the game has not asked for a review');
    return { onReview, request };
  };
  const fake: FakeSolver = {
    asked: [],
    reviews: [],
    fairAsked: [],
    cancelled: 0,
    deals: [],
    factory: async (analysed, dealt, sampled, reviewing) => {
      onAnalysis = analysed;
      onDeal = dealt;
      onFairHint = sampled;
      onReview = reviewing;
      return {
        review: (request) => void fake.reviews.push(request),
        analyse: (state) => void fake.asked.push(state),
        fairHint: (state) => void fake.fairAsked.push(state),
        findDeal: (request) => void fake.deals.push(request),
        cancel: () => void fake.cancelled++,
        stop: () => undefined,
      };
    },
    deal(found) {
      if (!onDeal) throw new Error('the game has not asked for a deal');
      onDeal(found);
    },
    answer(result, state = fake.asked[fake.asked.length - 1]) {
      if (!onAnalysis || !state) throw new Error('the game has not asked the solver anything yet');
      onAnalysis(state, { positions: 1, ms: 1, ...result } satisfies SolveResult);
    },
    reviewed(position) {
      const { onReview, request } = newestReview();
      onReview.position(request, position);
    },
    reviewDone(result) {
      const { onReview, request } = newestReview();
      onReview.done(request, result);
    },
    fair(advice, done = true, state = fake.fairAsked[fake.fairAsked.length - 1]) {
      if (!onFairHint || !state) throw new Error('the game has not asked the fair hint anything yet');
      const chance = advice.samples > 0 ? advice.wins / advice.samples : undefined;
      onFairHint(state, { move: undefined, chance, tally: [], unseen: 1, ...advice }, done);
    },
  };
  return fake;
}

// A stand-in for the background solver in UI tests: it records every position it is asked about
// and answers only when the test says what it found, so a test decides what the solver knows and
// when the answer arrives.
import type { GameState, Move } from '../../src/engine/types.js';
import type { DealSearch, OnAnalysis, OnDeal } from '../../src/solver/analyst.js';
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
}

export function fakeSolver(): FakeSolver {
  let onAnalysis: OnAnalysis | undefined;
  let onDeal: OnDeal | undefined;
  const fake: FakeSolver = {
    asked: [],
    cancelled: 0,
    deals: [],
    factory: async (analysed, dealt) => {
      onAnalysis = analysed;
      onDeal = dealt;
      return {
        analyse: (state) => void fake.asked.push(state),
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
  };
  return fake;
}

// A stand-in for the background solver in UI tests: it records every position it is asked about
// and answers only when the test says what it found, so a test decides what the solver knows and
// when the answer arrives.
import type { GameState } from '../../src/engine/types.js';
import type { OnAnalysis } from '../../src/solver/analyst.js';
import type { SearchOutcome, SolveResult } from '../../src/solver/types.js';
import type { SolverFactory } from '../../src/ui/hooks/useAnalyst.js';

export interface FakeSolver {
  factory: SolverFactory;
  /** Positions the game asked about, oldest first. */
  asked: GameState[];
  /** How many times a search under way was called off without a new one. */
  cancelled: number;
  /** Answers for a position (by default the newest one asked about). */
  answer(result: SearchOutcome, state?: GameState): void;
}

export function fakeSolver(): FakeSolver {
  let onAnalysis: OnAnalysis | undefined;
  const fake: FakeSolver = {
    asked: [],
    cancelled: 0,
    factory: async (callback) => {
      onAnalysis = callback;
      return {
        analyse: (state) => void fake.asked.push(state),
        cancel: () => void fake.cancelled++,
        stop: () => undefined,
      };
    },
    answer(result, state = fake.asked[fake.asked.length - 1]) {
      if (!onAnalysis || !state) throw new Error('the game has not asked the solver anything yet');
      onAnalysis(state, { positions: 1, ms: 1, ...result } satisfies SolveResult);
    },
  };
  return fake;
}

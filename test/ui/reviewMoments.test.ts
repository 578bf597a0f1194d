// The review's thresholds, read from hand-made estimates: which moves it lists (a cost of at least
// ten points against the best move there, the five largest, largest first) and which it never does.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src/engine/types.js';
import type { FairAdvice } from '../../src/solver/fairHint.js';
import type { ReviewedPosition } from '../../src/solver/gameReview.js';
import { REVIEW_LIMITS } from '../../src/ui/hooks/reviewReducer.js';
import { MAX_DROPS, moments, type Review } from '../../src/ui/outlook/reviewMoments.js';

const move = (column: number): Move => ({ type: 'move', from: { pile: 'tableau', index: column }, to: { pile: 'foundation', index: 0 }, count: 1 });
const BEST = move(9);

/** The estimate of a position where the best move wins 60 of 100 sampled deals and `played` wins `playedWins` of its 100. */
function adviceBefore(played: Move, playedWins: number): FairAdvice {
  return {
    move: BEST, wins: 60, samples: 100, chance: 0.6, unseen: 20,
    tally: [{ move: BEST, wins: 60, lost: 40, samples: 100 }, { move: played, wins: playedWins, lost: 100 - playedWins, samples: 100 }],
  };
}

/** A review of moves whose own chances are `playedWins` each (of 100; the best move's is 60). */
function reviewOf(playedWins: readonly number[]): Review {
  const moves = playedWins.map((_, i) => move(i % 8));
  const positions: ReviewedPosition[] = moves.map((played, at) => ({ at, advice: adviceBefore(played, playedWins[at]!), hint: 'the best move', played: `move ${at + 1}`, playedHint: false }));
  positions.push({ at: moves.length, advice: adviceBefore(move(0), 60), playedHint: false });
  const request = { start: {} as Review['request']['start'], moves, fairKnown: [], verdictsKnown: [], knowledge: false, limits: REVIEW_LIMITS };
  return { request, positions, chosen: 0 };
}

describe("the review's moments", () => {
  it('lists a move that cost ten points against the best move there, and none that cost less', () => {
    expect(moments(reviewOf([50])).map((m) => [m.move, m.from, m.to])).toEqual([[1, 60, 50]]);
    expect(moments(reviewOf([51]))).toEqual([]);
  });

  it('lists the five costliest moves, largest first, the earlier first on a tie', () => {
    const listed = moments(reviewOf([50, 20, 40, 45, 10, 30, 40, 55]));
    expect(listed).toHaveLength(MAX_DROPS);
    expect(listed.map((m) => m.move)).toEqual([5, 2, 6, 3, 7]);
  });

  it("names the best move there, with its chance, beside the player's", () => {
    const [moment] = moments(reviewOf([20]));
    expect(moment?.better).toEqual({ words: 'the best move', chance: 60 });
  });

  it("never lists the fair hint's own move", () => {
    const review = reviewOf([20]);
    const positions = [...review.positions];
    positions[0] = { ...positions[0]!, advice: { ...positions[0]!.advice, move: review.request.moves[0] } };
    expect(moments({ ...review, positions })).toEqual([]);
  });
});

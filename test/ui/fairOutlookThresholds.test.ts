// The fair estimate's thresholds, read from hand-made estimates: when a move is said to cut the
// chance (20 points below the best move there), and when t keeps the move it gave (while it stays
// within 10 points of the best, so asking again does not flip between moves the samples cannot tell apart).
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src/engine/types.js';
import type { FairAdvice } from '../../src/solver/fairHint.js';
import { chanceCut, hintedMove } from '../../src/ui/outlook/fairOutlook.js';

const move = (column: number): Move => ({ type: 'move', from: { pile: 'tableau', index: column }, to: { pile: 'foundation', index: 0 }, count: 1 });
const BEST = move(9);
const OTHER = move(1);

/** An estimate whose best move wins 60 of 100 sampled deals and OTHER wins `otherWins` of its 100. */
function advice(otherWins: number): FairAdvice & { move: Move } {
  return {
    move: BEST, wins: 60, samples: 100, chance: 0.6, unseen: 20,
    tally: [{ move: BEST, wins: 60, lost: 40, samples: 100 }, { move: OTHER, wins: otherWins, lost: 100 - otherWins, samples: 100 }],
  };
}

describe('a move that cuts the chance', () => {
  it('is told from 20 points below the best move there, not from 19', () => {
    expect(chanceCut([{ advice: advice(40), done: true }, undefined], 1, OTHER)).toEqual({ from: 60, to: 40 });
    expect(chanceCut([{ advice: advice(41), done: true }, undefined], 1, OTHER)).toBeUndefined();
  });

  it("is never the fair hint's own move", () => {
    expect(chanceCut([{ advice: advice(0), done: true }, undefined], 1, BEST)).toBeUndefined();
  });
});

describe("t's move asked again", () => {
  it('stays the move it gave while that move is less than 10 points behind the best', () => {
    expect(hintedMove(advice(51), OTHER)).toEqual({ move: OTHER, wins: 51, samples: 100 });
  });

  it('turns to the best move once the move it gave is 10 points behind', () => {
    expect(hintedMove(advice(50), OTHER)).toEqual({ move: BEST, wins: 60, samples: 100 });
  });
});

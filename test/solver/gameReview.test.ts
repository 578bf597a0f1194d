// The review of a game, as the background worker makes it (solver/gameReview.ts) and the panel
// says it (ui/reviewMoments.ts, ui/reviewText.ts): the move that lost a known game, named with the
// chances before and after it and the better move; the same review every time for the same game.
import { describe, expect, it } from 'vitest';
import { blackHoleRules } from '../../src/engine/games/black-hole/index.js';
import { klondike } from '../../src/engine/games/klondike/rules.js';
import { rankedMoves } from '../../src/engine/hints.js';
import type { Move } from '../../src/engine/types.js';
import { reviewGame, type ReviewedPosition, type ReviewRequest } from '../../src/solver/gameReview.js';
import { moments, type Review } from '../../src/ui/reviewMoments.js';
import { reviewLines } from '../../src/ui/reviewText.js';
import { col, DEAL, hole, mv, position } from '../engine/ruleSet/position.js';

const NOT_ABORTED = { aborted: false };

/** The review of a game as the panel holds it once the worker is done, with every position it told. */
function review(game: Pick<ReviewRequest, 'start' | 'moves' | 'knowledge'>, samples = 4): Review & { told: ReviewedPosition[] } {
  const told: ReviewedPosition[] = [];
  const request: ReviewRequest = { ...game, fairKnown: [], verdictsKnown: [], limits: { samples, solvePositions: 100_000, seed: 1 } };
  const result = reviewGame(request, NOT_ABORTED, (p) => told.push(p));
  return { request, positions: told, told, result, chosen: 0 };
}

// Black Hole, every card face up: 4♦, 5♥ then 6♠ go into the hole (on 5♣) and win; 6♠ first
// leaves 4♦ two ranks from the hole's top and no move at all.
const fans = (...cols: string[]): string[] => [...cols, ...Array(17 - cols.length).fill('')];
const blackHole = position(blackHoleRules, { tableau: fans('6S', '5H 4D'), foundations: ['AS 5C'] }, 'black-hole');
const losing: Move[] = [mv(col(1), hole)];

describe('the review of a game', () => {
  it('names the move that lost a known game: the chance from 100% to 0%, and the move that kept the win', () => {
    const found = review({ start: blackHole, moves: losing, knowledge: true });
    expect(found.result?.lostBy).toBe(1);
    expect(found.told.map((p) => p.advice.chance)).toEqual([1, 0]);
    const [first] = moments(found);
    expect(first).toMatchObject({ move: 1, played: '6♠ into the hole', from: 100, to: 0, better: { words: '4♦ into the hole', chance: 100 }, lostTheDeal: true });
    const lines = reviewLines(found, 100, 10).map((line) => line.text);
    expect(lines).toContain('> move 1 lost the deal: 6♠ into the hole — 100% → 0%; better: 4♦ into the hole (100%)');
  });

  it('without the solver\'s knowledge, the same fall is listed, but not as the move that lost the deal', () => {
    const found = review({ start: blackHole, moves: losing, knowledge: false });
    expect(found.result?.lostBy).toBeUndefined();
    expect(moments(found)).toMatchObject([{ move: 1, from: 100, to: 0, lostTheDeal: false }]);
    expect(reviewLines(found, 80, 10).map((line) => line.text).join('\n')).not.toContain('lost the deal');
  });

  it('the move that lost the deal is named without chances that did not move, nor a better move at 0%', () => {
    const found = review({ start: blackHole, moves: losing, knowledge: true });
    const flat: Review = { ...found, positions: found.told.map((p) => ({ ...p, advice: { ...p.advice, chance: 0 } })) };
    expect(moments(flat)).toEqual([{ move: 1, played: '6♠ into the hole', better: undefined, lostTheDeal: true }]);
    expect(reviewLines(flat, 100, 10).map((line) => line.text)).toContain('> move 1 lost the deal: 6♠ into the hole');
  });

  it('a game that keeps the win has no move that lost it, and says so', () => {
    const found = review({ start: blackHole, moves: [mv(col(2), hole)], knowledge: true });
    expect(found.result).toMatchObject({ notLost: true });
    expect(moments(found)).toEqual([]);
    expect(reviewLines(found, 80, 10).map((line) => line.text)).toEqual(['Review of 1 move', 'The solver: no move lost the deal.', 'No move cut your chance by 10 points or more.']);
  });

  it('is the same every time for the same game: the sampling is counted in deals and seeded', () => {
    const start = klondike.newGame({ seed: 3, draw: 1 });
    const moves: Move[] = [DEAL, DEAL, DEAL];
    const chances = () => review({ start, moves, knowledge: false }, 3).told.map((p) => [p.advice.wins, p.advice.samples, p.hint]);
    const first = chances();
    expect(first).toHaveLength(4);
    expect(first.every(([, samples]) => typeof samples === 'number' && samples > 0 && samples <= 3)).toBe(true);
    expect(chances()).toEqual(first);
  });

  it('once the stock has gone round with nothing played, the better move it names heads for a card, not round the stock again', () => {
    // Klondike draw 3, deal 3: three of the heuristic's moves, then the stock turned through twice.
    // The fair hint decides only at moves that cannot be taken back (solver/decisionPoints.ts):
    // once every stock card is seen, going through the stock is not one of them, so the move it
    // heads for plays a card (its first step may still be a draw that brings that card up).
    const RECYCLE: Move = { type: 'recycle' };
    let state = klondike.newGame({ seed: 3, draw: 3 });
    const moves: Move[] = [];
    const play = (move: Move) => {
      moves.push(move);
      state = klondike.applyMove(state, move);
    };
    for (let i = 0; i < 3; i++) play(rankedMoves(state)[0]?.move ?? DEAL);
    const passes: number[] = [];
    for (let pass = 0; pass < 2; pass++) {
      while (state.stock.length > 0) play(DEAL);
      play(RECYCLE);
      passes.push(moves.length);
    }
    const { told } = review({ start: klondike.newGame({ seed: 3, draw: 3 }), moves, knowledge: false });
    const last = told.at(-1)!;
    expect(last.at).toBe(passes[1]);
    expect(last.advice.decision?.type).toBe('move');
  });

  it('stops when called off, and says nothing more', () => {
    const start = klondike.newGame({ seed: 3, draw: 1 });
    let told = 0;
    const signal = { aborted: false };
    const request: ReviewRequest = { start, moves: [DEAL, DEAL], fairKnown: [], verdictsKnown: [], knowledge: true, limits: { samples: 3, solvePositions: 100_000, seed: 1 } };
    const result = reviewGame(request, signal, () => {
      told++;
      signal.aborted = true;
    });
    expect(result).toBeUndefined();
    expect(told).toBe(1);
  });
});

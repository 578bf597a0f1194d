// The review of a game, as the background worker makes it (solver/gameReview.ts) and the panel
// says it (ui/reviewMoments.ts, ui/reviewText.ts): the move that lost a known game, named with its
// chance and the better move's; a move measured against the best move there, so that neither the
// hint's own move nor a card turned up (luck) is a mistake; the same review every time for the same game.
import { describe, expect, it } from 'vitest';
import { blackHoleRules } from '../../src/engine/games/black-hole/index.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { rankedMoves } from '../../src/engine/hints.js';
import type { Move } from '../../src/engine/types.js';
import { reviewGame, type ReviewedPosition, type ReviewRequest } from '../../src/solver/gameReview.js';
import { moments, type Review } from '../../src/ui/outlook/reviewMoments.js';
import { reviewLines } from '../../src/ui/outlook/reviewText.js';
import { col, DEAL, hole, mv, position } from '../engine/ruleSet/position.js';

const NOT_ABORTED = { aborted: false };

/** The review of a game as the panel holds it once the worker is done, with every position it told. */
function review(game: Pick<ReviewRequest, 'start' | 'moves' | 'knowledge'>, samples = 4): Review & { told: ReviewedPosition[] } {
  const told: ReviewedPosition[] = [];
  const request: ReviewRequest = { ...game, fairKnown: [], verdictsKnown: [], limits: { samples, solvePositions: 100_000 } };
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
    expect(lines).toContain('> move 1 lost the deal: 6♠ into the hole — 0% with it; better: 4♦ into the hole (100%)');
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
    expect(reviewLines(found, 80, 10).map((line) => line.text)).toEqual(['Review of 1 move', 'The solver: no move lost the deal.', 'No move cost you 10 points or more against the best move there.']);
  });

  it('never lists the hint\'s own move, however far the chance fell after it, and weighs a card turned up as it might have fallen', () => {
    // Klondike: the hint's move (turning up a card) then a draw; each position's estimate made up.
    const start = klondike.newGame({ seed: 1, draw: 1 });
    const [hinted] = rankedMoves(start).map((r) => r.move);
    const advice = (move: Move | undefined, wins: number, unseen: number, tally: { move: Move; wins: number; lost: number; samples: number }[] = []) =>
      ({ move, wins, samples: 40, chance: wins / 40, tally, unseen });
    const positions: ReviewedPosition[] = [
      // The hint's move wins all 40; the card it turned up leaves 36 of 40 with the best move (luck).
      { at: 0, advice: advice(hinted, 40, 24), hint: 'the hint', played: 'the hint', playedHint: true },
      // Drawing, not the hint's move, wins 8 of these 40 deals where the best move wins 36.
      { at: 1, advice: advice(hinted, 36, 23, [{ move: hinted!, wins: 36, lost: 4, samples: 40 }, { move: DEAL, wins: 8, lost: 32, samples: 40 }]), hint: 'the better move', played: 'drew', playedHint: false },
      // The draw turned up a card and the chance rose: luck, which the cost does not count.
      { at: 2, advice: advice(hinted, 39, 22), playedHint: false },
    ];
    const found: Review = { request: { start, moves: [hinted!, DEAL], fairKnown: [], verdictsKnown: [], knowledge: false, limits: { samples: 40, solvePositions: 1 } }, positions, chosen: 0 };
    expect(moments(found)).toEqual([{ move: 2, played: 'drew', lostTheDeal: false, from: 90, to: 20, better: { words: 'the better move', chance: 90 } }]);
    // A move that turned up a card and that no sample weighed is not judged: its luck and its cost cannot be told apart.
    const unweighed = positions.map((p, at) => (at === 1 ? { ...p, advice: { ...p.advice, tally: [] } } : p));
    expect(moments({ ...found, positions: unweighed })).toEqual([]);
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
    const request: ReviewRequest = { start, moves: [DEAL, DEAL], fairKnown: [], verdictsKnown: [], knowledge: true, limits: { samples: 3, solvePositions: 100_000 } };
    const result = reviewGame(request, signal, () => {
      told++;
      signal.aborted = true;
    });
    expect(result).toBeUndefined();
    expect(told).toBe(1);
  });
});

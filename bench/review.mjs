// The review of a game (v in the game): how long the background worker takes to go over a whole
// game, with the game's own worker (dist/solver/analyst.js) and the review's budget
// (src/ui/hooks/reviewReducer.ts, REVIEW_LIMITS: counted in sampled deals and positions, so the
// findings do not depend on the load; the time does). Each deal is played by the engine's
// heuristic (its best-ranked move, else the stock) until the game ends, a card move has not come
// for a whole pass of the stock, or --moves moves; then reviewed as the game reviews it, nothing
// known beforehand. Prints a JSON line a deal: moves, seconds in all, each position's median and
// largest time, the largest fall in the fair chance, and (--knowledge) the move that lost the deal.
//
//   node bench/review.mjs [--game klondike] [--options '{"draw":3}'] [--seeds 1-5] [--moves 150]
//                         [--samples 30] [--knowledge]
import { games, rankedMoves } from 'leaves-solitaire';

// The review's worker is a bundle entry outside the package's declarations: imported by its URL,
// so that the type-check (tsconfig.scripts.json) does not read the bundle.
const { Analyst } = await import(new URL('../dist/solver/analyst.js', import.meta.url).href);

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const game = arg('game', 'klondike');
const options = JSON.parse(arg('options', '{"draw":3}'));
const [firstSeed, lastSeed] = arg('seeds', '1-5').split('-').map(Number);
const maxMoves = Number(arg('moves', '150'));
const knowledge = process.argv.includes('--knowledge');
// As REVIEW_LIMITS in src/ui/hooks/reviewReducer.ts.
const limits = { samples: Number(arg('samples', '30')), solvePositions: 400_000, memoryBytes: 16 * 2 ** 20 };

/** The deal played by the heuristic: the moves. */
function heuristicGame(rules, start) {
  let state = start;
  const moves = [];
  let sinceCardMove = 0;
  while (moves.length < maxMoves && rules.status(state) === 'playing') {
    const legal = rules.legalMoves(state);
    const ranked = rankedMoves(state, moves.at(-1))[0]?.move;
    const move = ranked ?? legal.find((m) => m.type === 'deal') ?? legal.find((m) => m.type === 'recycle');
    if (!move) break;
    sinceCardMove = move.type === 'move' ? 0 : sinceCardMove + 1;
    if (sinceCardMove > state.stock.length + state.waste.length + 2) break;
    state = rules.applyMove(state, move);
    moves.push(move);
  }
  return { moves, status: rules.status(state) };
}

const rules = games[game];
for (let seed = firstSeed; seed <= lastSeed; seed++) {
  const start = rules.newGame({ ...options, seed });
  const { moves, status } = heuristicGame(rules, start);
  const request = { start, moves, fairKnown: [], verdictsKnown: [], knowledge, limits };
  const times = [];
  const chances = [];
  const began = performance.now();
  let last = began;
  const result = await new Promise((resolve) => {
    const analyst = new Analyst({
      onReview: {
        position: (_, position) => {
          const now = performance.now();
          times.push(now - last);
          last = now;
          chances[position.at] = position.advice.chance;
        },
        done: (_, found) => {
          void analyst.stop();
          resolve(found);
        },
      },
    });
    analyst.review(request);
  });
  const seconds = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  /** @type {{ move?: number, from?: number, to?: number }} */
  let fall = { move: undefined, from: undefined, to: undefined };
  for (let at = 1; at < chances.length; at++) {
    const [from, to] = [chances[at - 1], chances[at]];
    if (from !== undefined && to !== undefined && (fall.from === undefined || fall.to === undefined || from - to > fall.from - fall.to)) fall = { move: at, from, to };
  }
  console.log(JSON.stringify({
    game, options, seed, moves: moves.length, status, samples: limits.samples, seconds: Number(seconds.toFixed(1)),
    positionMedianMs: Math.round(times[times.length >> 1] ?? 0), positionMaxMs: Math.round(times.at(-1) ?? 0),
    largestFall: fall, ...(knowledge ? { lostBy: result.lostBy ?? null, notLost: result.notLost ?? false } : {}),
  }));
}

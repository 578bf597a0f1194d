// Engine throughput through the public library API (dist/index.js): random playouts from seeded
// deals, each step one legalMoves() and one applyMove() of a move chosen by a seeded generator;
// a playout ends when the game is won or lost, no move is legal, or after 300 moves.
import { games, mulberry32 } from 'leaves-solitaire';
import { now } from './pty.mjs';

export const ENGINE_CASES = [
  { label: 'Autumn Leaves', game: 'autumn-leaves', options: {} },
  { label: 'Klondike draw 1', game: 'klondike', options: { draw: 1 } },
  { label: 'Klondike draw 3', game: 'klondike', options: { draw: 3 } },
  { label: 'Spider 1 suit', game: 'spider', options: { suits: 1 } },
  { label: 'Spider 4 suits', game: 'spider', options: { suits: 4 } },
];

const MAX_MOVES = 300;

function playout(rules, options, seed) {
  const random = mulberry32(seed ^ 0x5eed);
  let state = rules.newGame({ ...options, seed });
  let moves = 0;
  let legalCalls = 0;
  let legalFound = 0;
  while (moves < MAX_MOVES && rules.status(state) === 'playing') {
    const legal = rules.legalMoves(state);
    legalCalls++;
    legalFound += legal.length;
    if (legal.length === 0) break;
    state = rules.applyMove(state, legal[Math.floor(random() * legal.length)]);
    moves++;
  }
  return { moves, legalCalls, legalFound };
}

/** Runs playouts of one game for about `ms` milliseconds (after a short warm-up). */
export function measureEngineCase({ game, options }, ms) {
  const rules = games[game];
  for (let seed = 1_000_000; seed < 1_000_020; seed++) playout(rules, options, seed); // JIT warm-up
  let playouts = 0;
  let moves = 0;
  let legalCalls = 0;
  let legalFound = 0;
  const start = now();
  let elapsed = 0;
  for (let seed = 1; elapsed < ms; seed++) {
    const result = playout(rules, options, seed);
    playouts++;
    moves += result.moves;
    legalCalls += result.legalCalls;
    legalFound += result.legalFound;
    elapsed = now() - start;
  }
  const seconds = elapsed / 1000;
  return {
    movesPerSec: moves / seconds,
    legalPerSec: legalCalls / seconds,
    playoutsPerSec: playouts / seconds,
    playouts,
    meanMoves: moves / playouts,
    meanLegal: legalFound / legalCalls,
  };
}

export function measureEngine(ms) {
  return ENGINE_CASES.map((c) => ({ ...c, ...measureEngineCase(c, ms) }));
}

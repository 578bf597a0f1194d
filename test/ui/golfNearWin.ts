// A game one move from a win that a few deals lose instead: for the tests of when a result counts.
import { resume, type Position } from '../../src/engine/session/session.js';
import { decodeMoves } from '../../src/store/moveText.js';

const MOVES = 't4f0 t4f0 d t1f0 t6f0 d t0f0 t3f0 t5f0 d d d t1f0 d t0f0 t2f0 t0f0 t3f0 d t3f0 t0f0 t4f0 t1f0 t1f0 t2f0 t5f0 t2f0 d t6f0 t4f0 t6f0 t0f0 d t2f0 d t5f0 t2f0 t3f0 d t6f0 t5f0 t1f0 t3f0 d t4f0 t5f0';

/** Golf deal 10, one move from a win (column 7's card up); dealing the 4 cards left in the stock loses it. */
export function golfNearWin(): Position {
  return resume({ game: 'golf', options: {}, seed: 10, moves: decodeMoves(MOVES)!, redo: [], elapsedMs: 0 });
}

export const STOCK_LEFT = 4;

// Each game's search, by game id.
import type { PlayableGameId } from '../engine/games.js';
import type { GameState } from '../engine/types.js';
import { solveAutumnLeaves } from './autumnLeaves/solver.js';
import { solveKlondike } from './klondike/solver.js';
import { solveSpider } from './spider/solver.js';
import type { GameSolver } from './types.js';

export const solvers: Record<PlayableGameId, GameSolver<GameState>> = {
  'autumn-leaves': solveAutumnLeaves as GameSolver<GameState>,
  klondike: solveKlondike as GameSolver<GameState>,
  spider: solveSpider as GameSolver<GameState>,
};

// Each game's solver, loaded when first needed: the game object says where its solver lives
// (Game.loadSolver), so solver code stays out of the first frame. solve() is synchronous and
// takes a solver loaded here: the library entry, the worker threads and the tests load them first.
import type { GameSolver } from '../engine/game.js';
import { allGames, isPlayableGame, games } from '../engine/games.js';

const loaded = new Map<string, GameSolver>();

/** Loads the solver of one game (once). */
export async function loadSolver(id: string): Promise<GameSolver> {
  const known = loaded.get(id);
  if (known) return known;
  if (!isPlayableGame(id)) throw new RangeError(`There is no game called '${id}'.`);
  const solver = await games[id].loadSolver();
  loaded.set(id, solver);
  return solver;
}

/** Loads every game's solver. */
export async function loadAllSolvers(): Promise<void> {
  await Promise.all(allGames().map((game) => loadSolver(game.id)));
}

/** The solver of a game, loaded before; throws when it was not. */
export function loadedSolver(id: string): GameSolver {
  const solver = loaded.get(id);
  if (!solver) throw new Error(`The solver for '${id}' is not loaded: call loadSolver('${id}') first.`);
  return solver;
}

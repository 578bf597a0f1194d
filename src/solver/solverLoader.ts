// Each game's solver, loaded when first needed: the game object says where its solver lives
// (Game.loadSolver), so solver code stays out of the first frame. solve() is synchronous and
// takes a solver loaded here: the library entry, the worker threads and the tests load them first.
// A player's rule file has a solver of its own rule set, kept apart by the rule set's JSON.
import { optionGiven, type GameSolver } from '../engine/game.js';
import { allGames, gameOf, isSavedGame } from '../engine/games.js';
import type { GameState } from '../engine/types.js';

const loaded = new Map<string, GameSolver>();

/** A game by its id, or (a rule file, whose rule set is in its options) by its state or session. */
type GameRef = string | Pick<GameState, 'game' | 'options'>;

const refOf = (game: GameRef) => (typeof game === 'string' ? { game, options: {} } : game);
/** The registry's games by id; a rule file's by its rules (its solver is made for them). */
const keyOf = ({ game, options }: Pick<GameState, 'game' | 'options'>) => {
  const rules = optionGiven(options, 'rules');
  return rules === undefined ? game : `${game}:${JSON.stringify(rules)}`;
};

/** Loads the solver of one game (once). */
export async function loadSolver(game: GameRef): Promise<GameSolver> {
  const ref = refOf(game);
  const key = keyOf(ref);
  const known = loaded.get(key);
  if (known) return known;
  if (!isSavedGame(ref.game)) throw new RangeError(`There is no game called '${ref.game}'.`);
  const solver = await gameOf(ref).loadSolver();
  loaded.set(key, solver);
  return solver;
}

/** Loads every game's solver. */
export async function loadAllSolvers(): Promise<void> {
  await Promise.all(allGames().map((game) => loadSolver(game.id)));
}

/** The solver of a game, loaded before; throws when it was not. */
export function loadedSolver(game: GameRef): GameSolver {
  const ref = refOf(game);
  const solver = loaded.get(keyOf(ref));
  if (!solver) throw new Error(`The solver for '${ref.game}' is not loaded: call loadSolver first.`);
  return solver;
}

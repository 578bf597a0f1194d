// The registry of games: one line per game. A game added here is playable everywhere: the command
// line, the board, hints, the solver, statistics. The first is the one played when none is named.
import { autumnLeaves } from './games/autumn-leaves/index.js';
import { freecell } from './games/freecell/index.js';
import { klondike } from './games/klondike/index.js';
import { pyramidGame } from './games/pyramid/index.js';
import { spider } from './games/spider/index.js';
import { tripeaksGame } from './games/tripeaks/index.js';
import type { Game } from './game.js';
import type { GameState } from './types.js';

const registry = {
  'autumn-leaves': autumnLeaves,
  klondike,
  spider,
  freecell,
  pyramid: pyramidGame,
  tripeaks: tripeaksGame,
};

export type PlayableGameId = keyof typeof registry;

export const games: Readonly<Record<PlayableGameId, Game>> = registry;

/** The game `leaves` plays when none is named and none was played before. */
export const DEFAULT_GAME = Object.keys(games)[0] as PlayableGameId;

export function isPlayableGame(id: string): id is PlayableGameId {
  return Object.hasOwn(games, id);
}

/** Every game, in the registry's order. */
export function allGames(): Game[] {
  return Object.values(games);
}

/** Why `seed` is not one of the game's deal numbers, or undefined when it is. */
export function dealProblem(game: Game, seed: number): string | undefined {
  const { first, last } = game.deals;
  if (Number.isInteger(seed) && seed >= first && seed <= last) return undefined;
  return `${game.title} deals are numbered ${first} to ${last}.`;
}

/** The game a state belongs to. */
export function gameOf(state: GameState): Game {
  if (!isPlayableGame(state.game)) throw new RangeError(`There is no game called '${state.game}'.`);
  return games[state.game];
}

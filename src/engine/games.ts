// The registry of games: one line per game. A game added here is playable everywhere: the command
// line, the board, hints, the solver, statistics. The first is the one played when none is named.
import { autumnLeaves } from './games/autumn-leaves/index.js';
import { bakersGame } from './games/bakers-game/index.js';
import { beleagueredCastle } from './games/beleaguered-castle/index.js';
import { siegecraft } from './games/siegecraft/index.js';
import { streetsAndAlleys } from './games/streets-and-alleys/index.js';
import { stronghold } from './games/stronghold/index.js';
import { fan } from './games/fan/index.js';
import { kingAlbert } from './games/king-albert/index.js';
import { raglan } from './games/raglan/index.js';
import { somerset } from './games/somerset/index.js';
import { eastHaven } from './games/east-haven/index.js';
import { blackHole } from './games/black-hole/index.js';
import { canfield } from './games/canfield/index.js';
import { eightOff } from './games/eight-off/index.js';
import { fortyThieves } from './games/forty-thieves/index.js';
import { golf } from './games/golf/index.js';
import { scorpion } from './games/scorpion/index.js';
import { seahavenTowers } from './games/seahaven-towers/index.js';
import { simpleSimon } from './games/simple-simon/index.js';
import { spiderette } from './games/spiderette/index.js';
import { yukon } from './games/yukon/index.js';
import { freecell } from './games/freecell/index.js';
import { klondike } from './games/klondike/index.js';
import { pyramidGame } from './games/pyramid/index.js';
import { spider } from './games/spider/index.js';
import { tripeaksGame } from './games/tripeaks/index.js';
import type { Game } from './game.js';
import { customGame, CUSTOM_GAME } from './customGame.js';
import type { GameState } from './types.js';

const registry = {
  'autumn-leaves': autumnLeaves,
  klondike,
  spider,
  freecell,
  canfield,
  golf,
  'black-hole': blackHole,
  spiderette,
  'simple-simon': simpleSimon,
  'bakers-game': bakersGame,
  'eight-off': eightOff,
  'seahaven-towers': seahavenTowers,
  'beleaguered-castle': beleagueredCastle,
  'streets-and-alleys': streetsAndAlleys,
  stronghold,
  siegecraft,
  fan,
  'king-albert': kingAlbert,
  raglan,
  somerset,
  'east-haven': eastHaven,
  'forty-thieves': fortyThieves,
  yukon,
  scorpion,
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

/** A game that can be saved and resumed: one of the registry's, or a player's rule file (customGame.ts). */
export type SavedGameId = PlayableGameId | typeof CUSTOM_GAME;

export function isSavedGame(id: string): id is SavedGameId {
  return id === CUSTOM_GAME || isPlayableGame(id);
}

/**
 * The game a state (or a session) belongs to: the registry's, or for a player's rule file the game
 * its rule set makes (the rule set travels in the options).
 */
export function gameOf(state: Pick<GameState, 'game' | 'options'>): Game {
  if (state.game === CUSTOM_GAME) return customGame(state.options);
  if (!isPlayableGame(state.game)) throw new RangeError(`There is no game called '${state.game}'.`);
  return games[state.game];
}

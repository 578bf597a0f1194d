// The registry of games: every game's rules by id. A game added here is playable everywhere.
import { autumnLeaves } from './games/autumn-leaves/rules.js';
import { klondike } from './games/klondike/rules.js';
import { spider } from './games/spider/rules.js';
import type { GameId, GameRules } from './types.js';

export const games = {
  'autumn-leaves': autumnLeaves as unknown as GameRules,
  klondike: klondike as unknown as GameRules,
  spider: spider as unknown as GameRules,
} satisfies Record<GameId, GameRules>;

export type PlayableGameId = keyof typeof games;

export function isPlayableGame(id: string): id is PlayableGameId {
  return Object.hasOwn(games, id);
}

// The commands that read the store without a terminal, in one chunk of the bundle (each import()
// of its own would split the store's code into more chunks, which the game's first board then
// loads): `leaves stats`, `leaves share`, the code `leaves open` checks, and what `leaves daily`
// needs from the store (the game played last, the day's deal when it was found before).
import { DEFAULT_GAME, games, isPlayableGame, type PlayableGameId, type SavedGameId } from '../engine/games.js';
import { CUSTOM_GAME } from '../engine/customGame.js';
import { GameStore } from '../store/gameStore.js';
import { shareCode } from '../store/shareCode.js';

export { showStats } from './showStats.js';
export { openCode } from '../store/shareCode.js';

/** `leaves share [game]`: the code of the game in progress or finished last, or why there is none. */
export function shareOutput(named: SavedGameId | undefined): { out: string } | { error: string } {
  const store = new GameStore();
  const game = named ?? store.lastGame() ?? DEFAULT_GAME;
  const session = store.sessionToShare(game);
  if (session) return { out: `${shareCode(session)}\n` };
  return { error: `there is no game of ${game === CUSTOM_GAME ? 'a rule file' : games[game].title} to share: play one first.` };
}

/** The game `leaves daily` plays when none is named (the one played last), and its deal of `date` if found before. */
export function dailyFromStore(named: PlayableGameId | undefined, date: string): { game: PlayableGameId; known?: number } {
  const store = new GameStore();
  const last = store.lastGame();
  const game = named ?? (last !== undefined && isPlayableGame(last) ? last : DEFAULT_GAME);
  return { game, known: store.dailyDealt(game, date)?.seed };
}

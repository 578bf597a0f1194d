// The play path, loaded only when a game is played: opens the store, resumes or deals the game,
// and runs the Ink app on the alternate screen until the player quits.
import { render } from 'ink';
import type { PlayableGameId } from '../engine/games.js';
import { randomSeed } from '../engine/random.js';
import { newSession, type Position } from '../engine/session.js';
import { GameStore } from '../store/gameStore.js';
import { App } from './App.js';
import { enterGameScreen } from './terminal.js';

export interface PlayRequest {
  /** The game to play; without it, the game played last (or Autumn Leaves). */
  game?: PlayableGameId;
  /** Deal a new game in place of the saved one. */
  fresh: boolean;
  seed?: number;
  options?: object;
}

function choosePosition(store: GameStore, request: PlayRequest): { position: Position; notice?: string } {
  const game = request.game ?? store.lastGame() ?? 'autumn-leaves';
  if (!request.fresh && request.seed === undefined) {
    const loaded = store.load(game);
    if (loaded.position) return { position: loaded.position };
    return { position: newSession(game, randomSeed(), request.options), notice: loaded.notice };
  }
  return { position: newSession(game, request.seed ?? randomSeed(), request.options) };
}

export async function play(request: PlayRequest): Promise<void> {
  const store = new GameStore();
  const { position, notice } = choosePosition(store, request);
  const notices = [...store.notices, ...(notice ? [notice] : [])];
  const restore = enterGameScreen(process.stdout);
  try {
    const app = render(<App position={position} notice={notices.join(' ') || null} save={(s) => store.save(s)} />, {
      exitOnCtrlC: false,
      patchConsole: false,
    });
    await app.waitUntilExit();
  } finally {
    restore();
  }
}

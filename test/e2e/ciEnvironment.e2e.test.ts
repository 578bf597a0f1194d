// CI set in a player's environment (CI=1, CI=true, CONTINUOUS_INTEGRATION): Ink would draw only the
// last frame, at exit, and chalk no colour. A game in a real terminal plays the same whatever CI
// says: the board shows, in colour, and every key redraws it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** A foreground colour (red for the red suits, black, blue …) set by an SGR sequence. */
const FOREGROUND = /\x1b\[3[0-7]m/;

describe('CI set in the environment changes nothing', () => {
  for (const env of [{ CI: '1' }, { CI: 'true' }, { CONTINUOUS_INTEGRATION: 'true' }]) {
    it(`${Object.entries(env)[0]!.join('=')}: the board shows, in colour, and a key redraws it`, async () => {
      const game = launch(['autumn-leaves', '--seed', '1'], { configDir: freshConfigDir(), env });
      await game.waitFor('Recent moves');
      await game.keysReady();
      expect(game.output()).toMatch(FOREGROUND);
      game.press('d');
      await game.waitFor('4 deals left');
      game.press('q');
      expect((await game.exited()).exitCode).toBe(0);
    });
  }
});

// Input the terminal may send that no player types on purpose: an escape sequence Ink does not
// know, with Ctrl held, and a long paste of random bytes. The game must go on answering keys, and
// its save must still load.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/random.js';
import { GameStore } from '../../src/store/gameStore.js';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

async function open(configDir: string): Promise<Running> {
  const game = launch(['autumn-leaves', '--seed', '1'], { configDir });
  await game.waitFor('Autumn Leaves · deal 1');
  await game.keysReady();
  return game;
}

/** Bytes at random, without the keys that quit or suspend (q, Ctrl+C, Ctrl+Z). */
function randomBytes(count: number, seed: number): string {
  const next = mulberry32(seed);
  let text = '';
  while (text.length < count) {
    const byte = Math.floor(next() * 256);
    if (byte !== 0x71 && byte !== 0x03 && byte !== 0x1a) text += String.fromCharCode(byte);
  }
  return text;
}

describe('input nobody types on purpose', () => {
  it('an unknown escape sequence with Ctrl held (ESC [ 1 ; 5 y) changes nothing, and keys still work', async () => {
    const game = await open(freshConfigDir());
    game.press('\x1b[1;5y');
    game.press('d');
    expect(await game.waitFor('4 deals left')).toContain('dealt a row');
  });

  it('10 KB of random bytes leave a game that answers keys, and a save that loads', async () => {
    const configDir = freshConfigDir();
    const game = await open(configDir);
    for (let chunk = 0; chunk < 10; chunk++) game.press(randomBytes(1024, chunk + 1));
    // The bytes may have left the demo running (any key stops it) or a question open (q quits
    // there too): q until the game has quit.
    let exit: Awaited<ReturnType<Running['exited']>> | undefined;
    for (let attempt = 0; attempt < 5 && !exit; attempt++) {
      game.press('q');
      exit = await game.exited(10_000).catch(() => undefined);
    }
    expect(exit?.exitCode).toBe(0);
    expect(game.screen()).not.toContain('unexpected error');
    expect(new GameStore(configDir).load('autumn-leaves').position).toBeDefined();
  }, 90_000);
});

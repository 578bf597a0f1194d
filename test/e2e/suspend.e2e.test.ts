// Suspending like any terminal program: Ctrl+Z (or SIGTSTP) from a shell with job control gives
// the terminal back as it was (main screen, cursor shown, cooked mode, no bracketed paste) with
// the game saved, and stops the process; `fg` brings the board back, and keys work again at once.
// The home and the settings screen stop and come back the same way.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../src/store/gameStore.js';
import { waitUntil } from '../ui/waitUntil.js';
import { ensureBuilt, freshConfigDir, JOB_STOPPED, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const CTRL_Z = '\x1a';

async function open(configDir: string, jobControl: boolean): Promise<Running> {
  const game = launch(['autumn-leaves', '--seed', '1'], { configDir, jobControl });
  await game.waitFor('Autumn Leaves · deal 1');
  await game.keysReady();
  return game;
}

/** Stopped by the kernel, the terminal handed back to the shell as the game found it. */
async function expectStoppedAndHandedBack(game: Running): Promise<void> {
  await waitUntil('the game to stop', () => game.processState() === 'T', { state: () => `state ${game.processState()}` });
  await game.waitFor(JOB_STOPPED);
  expect(game.onAlternateScreen()).toBe(false);
  expect(game.term.modes.bracketedPasteMode).toBe(false);
  const output = game.output();
  expect(output.lastIndexOf('\x1b[?25h')).toBeGreaterThan(output.lastIndexOf('\x1b[?25l'));
  const settings = game.terminalSettings();
  expect(settings).toMatch(/(^|\s)icanon(\s|$)/);
  expect(settings).toMatch(/(^|\s)echo(\s|$)/);
}

/** `fg` in the shell: the board comes back whole, in raw mode, and answers keys. */
async function resumeAndPlay(game: Running, dealsLeftAfterKey: number): Promise<void> {
  game.press('\r');
  await game.waitFor('Recent moves');
  expect(game.onAlternateScreen()).toBe(true);
  expect(game.term.modes.bracketedPasteMode).toBe(true);
  expect(game.screen()).not.toContain(JOB_STOPPED);
  await game.keysReady();
  game.press('d');
  await game.waitFor(`${dealsLeftAfterKey} deals left`);
}

describe('suspending with Ctrl+Z and SIGTSTP', () => {
  it('Ctrl+Z saves the game, restores the terminal and stops; fg brings the board back and keys work', async () => {
    const configDir = freshConfigDir();
    const game = await open(configDir, true);
    game.press('d');
    await game.waitFor('4 deals left');
    game.press(CTRL_Z);
    await expectStoppedAndHandedBack(game);
    expect(new GameStore(configDir).load('autumn-leaves').position?.session.moves).toHaveLength(1);
    await resumeAndPlay(game, 3);
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
  });

  it('Ctrl+Z on the home stops Leaves the same way; fg brings the home back and its keys work', async () => {
    const home = launch([], { configDir: freshConfigDir(), jobControl: true });
    await home.waitFor('choose a game');
    await home.keysReady();
    home.press(CTRL_Z);
    await expectStoppedAndHandedBack(home);
    home.press('\r');
    await home.waitFor('choose a game');
    expect(home.onAlternateScreen()).toBe(true);
    await home.keysReady();
    home.press('s');
    await home.waitFor('Leaves · settings');
    home.press(CTRL_Z);
    await expectStoppedAndHandedBack(home);
    home.press('\r');
    await home.waitFor('Leaves · settings');
    await home.keysReady();
    home.press('q');
    expect((await home.exited()).exitCode).toBe(0);
  });

  it('kill -TSTP does the same', async () => {
    const game = await open(freshConfigDir(), true);
    process.kill(game.pid(), 'SIGTSTP');
    await expectStoppedAndHandedBack(game);
    await resumeAndPlay(game, 4);
  });

  it('with no shell to come back to (its own session), Ctrl+Z changes nothing and play goes on', async () => {
    const game = await open(freshConfigDir(), false);
    game.press(CTRL_Z);
    game.press('d');
    await game.waitFor('4 deals left');
    expect(game.onAlternateScreen()).toBe(true);
    expect(game.processState()).not.toBe('T');
  });
});

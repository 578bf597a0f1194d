// Robustness end to end: sudden death keeps every move, a second window on the same game is
// refused without losing either's moves, a damaged save file is kept and reported, every signal
// that would end the game saves and hands the terminal back (SIGUSR1 never opens Node's
// inspector), closing the terminal ends it saved and quiet, and an error nobody expected ends the
// game cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../src/store/gameStore.js';
import { waitUntil } from '../ui/waitUntil.js';
import { BIN, childEnv, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** The game clock in the header (m:ss), in seconds. */
function clockSeconds(screen: string): number {
  const clock = /(?:^|\s)(\d+):(\d\d)(?:\s|$)/m.exec(screen.split('\n')[0] ?? '');
  if (!clock) throw new Error(`no clock in the header:\n${screen}`);
  return Number(clock[1]) * 60 + Number(clock[2]);
}

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** Autumn Leaves deal 1 with two deals played, and the screen that shows the second. */
async function twoDeals(configDir: string): Promise<{ game: Running; screen: string }> {
  const game = launch(['--seed', '1'], { configDir });
  await game.waitFor('5 deals left');
  await game.keysReady();
  game.press('d');
  await game.waitFor('4 deals left');
  game.press('d');
  return { game, screen: await game.waitFor('3 deals left') };
}

describe('robustness in a real terminal', () => {
  it('SIGKILL once a move is saved (just after its frame) leaves a save that loads with every move', async () => {
    const configDir = freshConfigDir();
    const { game } = await twoDeals(configDir);
    // The save follows the frame on the next turn of the event loop (src/ui/terminal/saveAfterFrame.ts):
    // SIGKILL cannot be caught, so it waits for the save to reach the disk.
    const store = new GameStore(configDir);
    await waitUntil('the second deal saved', () => store.load('autumn-leaves').position?.session.moves.length === 2);
    game.kill('SIGKILL');
    await game.exited();
    const again = launch([], { configDir });
    const screen = await again.waitFor('Autumn Leaves');
    expect(screen).toContain('3 deals left');
    expect(screen).toContain('2 moves');
  });

  it('a second Leaves on the same game is refused with one line (exit 1), another game plays side by side; the first plays on and saves', async () => {
    const configDir = freshConfigDir();
    const first = launch(['--seed', '1'], { configDir });
    await first.waitFor('5 deals left');
    await first.keysReady();
    const second = launch(['autumn-leaves'], { configDir });
    const exit = await second.exited();
    expect(exit.exitCode).toBe(1);
    expect(second.screen()).toMatch(/this Autumn Leaves game is open in another terminal \(process \d+\)/);
    const other = launch(['klondike'], { configDir });
    await other.waitFor('q quit');
    await other.keysReady();
    other.press('q');
    expect((await other.exited()).exitCode).toBe(0);
    first.press('d');
    await first.waitFor('4 deals left');
    first.press('q');
    await first.exited();
    const third = launch([], { configDir });
    expect(await third.waitFor('Autumn Leaves')).toContain('4 deals left');
  });

  it('a plain `leaves` whose last game is open elsewhere opens the home saying so; a game refused there keeps the home\'s way back (g, Esc)', async () => {
    const configDir = freshConfigDir();
    const first = launch(['klondike'], { configDir });
    await first.waitFor('q quit');
    await first.keysReady();
    first.press('d');
    // The draw, and any card it frees going up by itself.
    await first.waitFor(/ [1-9] (moves?|mv)\b/);
    const second = launch([], { configDir });
    const home = flat(await second.waitFor('choose a game'));
    expect(home).toMatch(/The Klondike game is open in another terminal \(process \d+\)/);
    await second.keysReady();
    /** Finds a game on the home by typing its name, one key at a time, and plays it. */
    const choose = async (name: string) => {
      second.press('/');
      await second.waitFor('Find: _');
      for (let i = 1; i <= name.length; i++) {
        second.press(name[i - 1]!);
        await second.waitFor(`Find: ${name.slice(0, i)}_`);
      }
      second.press(KEY.enter);
      await second.waitFor((screen) => !screen.includes('Find:'));
      second.press(KEY.enter);
    };
    await choose('freec');
    await second.waitFor(/^FreeCell · deal/);
    for (const back of ['g', KEY.escape]) {
      second.press('g');
      await second.waitFor('g goes back to the game');
      await choose('klon');
      expect(flat(await second.waitFor('open in another terminal'))).toMatch(/Klondike game is open in another terminal/);
      second.press(back);
      await second.waitFor(/^FreeCell · deal/);
    }
    second.press('q');
    expect((await second.exited()).exitCode).toBe(0);
    first.press('q');
    expect((await first.exited()).exitCode).toBe(0);
  });

  it('a lock left behind by a killed game never blocks the next start; of 6 Leaves started at once on it exactly one plays, the others say which process has it (2 rounds)', async () => {
    const configDir = freshConfigDir();
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    fs.writeFileSync(path.join(configDir, 'klondike.lock'), JSON.stringify({ pid: dead, started: 'proc:1' }));
    for (let round = 0; round < 2; round++) {
      const starters = Array.from({ length: 6 }, () => launch(['klondike'], { configDir }));
      const playing = await Promise.all(starters.map((starter) => starter.waitFor('q quit').then(() => true, () => false)));
      expect({ round, playing: playing.filter(Boolean).length }).toEqual({ round, playing: 1 });
      const winner = starters[playing.indexOf(true)]!;
      for (const refused of starters.filter((starter) => starter !== winner)) {
        expect((await refused.exited()).exitCode).toBe(1);
        expect(refused.screen()).toMatch(new RegExp(`this Klondike game is open in another terminal \\(process ${winner.pid()}\\)`));
      }
      winner.kill('SIGKILL'); // its lock is the stale one of the next round
      await winner.exited();
    }
  });

  it('a folder in the lock\'s place is named in words in one line (exit 1), never "rm returned EISDIR"', async () => {
    const configDir = freshConfigDir();
    fs.mkdirSync(path.join(configDir, 'klondike.lock'));
    const game = launch(['klondike'], { configDir });
    expect((await game.exited()).exitCode).toBe(1);
    expect(game.output().replace(/\s+/g, ' ').trim()).toBe(`leaves: the lock ${path.join(configDir, 'klondike.lock')} cannot be used: it is a folder, not a file. Move it away, then start again.`);
  });

  it('a symbolic link to nothing in the lock\'s place is named in words in one line (exit 1), never "it changed on every try"', async () => {
    const configDir = freshConfigDir();
    fs.symlinkSync(path.join(configDir, 'nowhere'), path.join(configDir, 'klondike.lock'));
    const game = launch(['klondike'], { configDir });
    expect((await game.exited()).exitCode).toBe(1);
    const lock = path.join(configDir, 'klondike.lock');
    expect(game.output().replace(/\s+/g, ' ').trim()).toBe(`leaves: the lock ${lock} cannot be used: it is a symbolic link to ${path.join(configDir, 'nowhere')}, which is not there. Move it away, then start again.`);
  });

  it('a lock naming process 1 with an unknown start (no Leaves writes that where starts can be read) never blocks the game', async () => {
    const configDir = freshConfigDir();
    fs.writeFileSync(path.join(configDir, 'klondike.lock'), JSON.stringify({ pid: 1, started: 'unknown' }));
    const game = launch(['klondike'], { configDir });
    await game.waitFor('q quit');
  });

  it('a save file that is not JSON is kept as a "corrupt" backup, the player is told on the home, and a game can start', async () => {
    const configDir = freshConfigDir();
    fs.writeFileSync(path.join(configDir, 'config.json'), '{"saves": {"autumn-le');
    const game = launch([], { configDir });
    const screen = await game.waitFor('choose a game');
    expect(screen.replace(/\s+/g, ' ')).toMatch(/could not be used \(it is not JSON\); it was kept as \S*corrupt/);
    await game.keysReady();
    game.press('\r');
    // At 80 columns the header shortens "5 deals left" to "5 deals" (the score and the chance take the room).
    expect(await game.waitFor('Autumn Leaves ·')).toMatch(/· 5 deals/);
    expect(fs.readdirSync(configDir).some((name) => name.includes('corrupt'))).toBe(true);
  });
});

const signalCode = (signal: string) => 128 + os.constants.signals[signal as NodeJS.Signals];

describe('quitting, Ctrl+C and every signal the game can catch save first, then hand the terminal back', () => {
  it.each<[string, { key: string } | { signal: string }, number]>([
    ['q', { key: 'q' }, 0],
    ['Ctrl+C', { key: KEY.ctrlC }, 0],
    ...['SIGTERM', 'SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2', 'SIGALRM', 'SIGVTALRM', 'SIGXCPU'].map((signal) => [signal, { signal }, signalCode(signal)] as [string, { signal: string }, number]),
  ])('%s', async (_name, how, exitCode) => {
    const configDir = freshConfigDir();
    const { game, screen } = await twoDeals(configDir);
    const shown = clockSeconds(screen);
    // The move's own save was made with the clock as it was then: wait until the clock has moved
    // on, so that only a save made on the way out holds the time played since.
    const later = clockSeconds(await game.waitFor((screen) => clockSeconds(screen) > shown));
    if ('key' in how) game.press(how.key);
    else game.kill(how.signal);
    expect((await game.exited()).exitCode).toBe(exitCode);
    expect(game.onAlternateScreen()).toBe(false);
    const output = game.output();
    expect(output.lastIndexOf('\x1b[?25h'), 'the cursor is shown again').toBeGreaterThan(output.lastIndexOf('\x1b[?25l'));
    expect(game.term.modes.mouseTrackingMode, 'mouse reports are off').toBe('none');
    expect(output, 'SIGUSR1 never opens the inspector').not.toContain('Debugger listening');
    const saved = new GameStore(configDir).load('autumn-leaves').position?.session;
    expect(saved?.moves).toHaveLength(2);
    expect(saved!.elapsedMs).toBeGreaterThanOrEqual(later * 1000);
  });
});

describe('SIGUSR1 outside the game', () => {
  it('ends a command as the signal\'s usual action would, never opening the inspector (a port that runs code in the process)', async () => {
    const solving = spawn(process.execPath, [BIN, 'solve', 'klondike', '--seeds', '1-1000000', '--jobs', '1', '--max-positions', '2000'], { env: childEnv({ LEAVES_CONFIG_DIR: freshConfigDir() }), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    solving.stdout.on('data', (data: Buffer) => (out += data.toString()));
    solving.stderr.on('data', (data: Buffer) => (err += data.toString()));
    const exit = new Promise<number | null>((resolve) => solving.once('exit', (code) => resolve(code)));
    try {
      await waitUntil('the first deal solved', () => out.includes('\n'));
      solving.kill('SIGUSR1');
      let code: number | null | undefined;
      void exit.then((given) => (code = given));
      await waitUntil('the solve to end', () => code !== undefined);
      expect(code).toBe(signalCode('SIGUSR1'));
      expect(err).not.toContain('Debugger listening');
    } finally {
      solving.kill('SIGKILL');
    }
  });
});

describe('closing the terminal (it hangs up)', () => {
  it.each([['on the terminal', false], ['in a file', true]])('saves and exits quietly (128 + SIGHUP), stderr %s: no EIO, no assertion, no stack trace', async (_where, toFile) => {
    const configDir = freshConfigDir();
    const stderrFile = toFile ? path.join(freshConfigDir(), 'stderr') : undefined;
    const game = launch(['--seed', '1'], { configDir, ...(stderrFile ? { stderrFile } : {}) });
    await game.waitFor('5 deals left');
    await game.keysReady();
    game.press('d');
    await game.waitFor('4 deals left');
    game.hangUp();
    expect(await game.exited()).toEqual({ exitCode: signalCode('SIGHUP'), signal: 0 });
    if (stderrFile) expect(fs.readFileSync(stderrFile, 'utf8')).toBe('');
    expect(new GameStore(configDir).load('autumn-leaves').position?.session.moves).toHaveLength(1);
  });
});

describe('killing the game at any moment leaves a whole save', () => {
  it('SIGKILL at once after a move, before or during its save, 4 times: each start loads a whole save, with that move or without it', async () => {
    const configDir = freshConfigDir();
    let moves = 0;
    for (let round = 0; round < 4; round++) {
      // Safe cards off (remembered), so that a draw is one move and nothing goes up after it.
      const game = launch(round === 0 ? ['klondike', '--seed', '3', '--no-auto-play'] : ['klondike'], { configDir });
      const screen = await game.waitFor('q quit');
      expect(flat(screen)).not.toMatch(/could not be used|corrupt/);
      await game.keysReady();
      game.press('d');
      await game.waitFor('drew from the stock');
      game.kill('SIGKILL');
      await game.exited();
      const saved = new GameStore(configDir);
      expect(saved.notices).toEqual([]);
      const now = saved.load('klondike').position?.session.moves.length ?? 0;
      expect([moves, moves + 1]).toContain(now);
      moves = now;
      expect(fs.readdirSync(configDir).filter((name) => name.includes('corrupt'))).toEqual([]);
    }
  });
});

describe('an error nobody expected', () => {
  it('saves first, hands the terminal back and says what happened in one line, with no stack trace', async () => {
    // Nothing a player can do is known to raise one (a save that fails is reported and tried again),
    // so the program is made to: a module loaded before it throws from the event loop on SIGURG
    // (a signal the game leaves alone: it ends nothing).
    const fault = path.join(freshConfigDir(), 'throw-on-sigurg.cjs');
    fs.writeFileSync(fault, "process.on('SIGURG', () => setImmediate(() => { throw new Error('thrown by the test'); }));\n");
    const configDir = freshConfigDir();
    const game = launch(['--seed', '1'], { configDir, env: { NODE_OPTIONS: `--require ${fault}` } });
    await game.waitFor('5 deals left');
    await game.keysReady();
    game.press('d');
    await game.waitFor('4 deals left');
    game.kill('SIGURG');
    const exit = await game.exited();
    expect(exit.exitCode).toBe(1);
    expect(game.onAlternateScreen()).toBe(false);
    expect(game.term.modes.bracketedPasteMode).toBe(false);
    expect(game.screen()).toMatch(/^leaves: the game stopped on an unexpected error: thrown by the test$/m);
    expect(game.screen()).not.toMatch(/^\s+at /m);
    expect(new GameStore(configDir).load('autumn-leaves').position?.session.moves).toHaveLength(1);
  });
});

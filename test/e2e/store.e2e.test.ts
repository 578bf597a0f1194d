// The store end to end, each test named after a promise of the README's "Saves, and what happens
// when things go wrong": a full disk (a real tmpfs, filled) never stops the game nor harms the
// save, says so on the message line, tries again at every move, and quitting with moves unsaved
// says how many and exits 1; whatever is in config.json's place never hangs nor stops the game
// or `leaves stats` unless it is not a file at all; the file is found where it really is with
// HOME unset; and with no writable place for saves Leaves says so in one line and exits with 1.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newSession, play, undo } from '../../src/engine/session/session.js';
import { solve } from '../../src/solver/solve.js';
import { positions } from '../solver/budgets.js';
import { GameStore } from '../../src/store/gameStore.js';
import type { FileSystem } from '../../src/store/wholeFile.js';
import { waitUntil } from '../ui/waitUntil.js';
import { BIN, childEnv, ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, type Running } from './terminal.js';

const mounts: string[] = [];
beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(() => {
  for (const dir of mounts.splice(0)) execFileSync('umount', [dir], { stdio: 'ignore' });
  removeTempDirs();
});

/** A 256 KiB tmpfs, or the reason this machine will not mount one. */
function smallDisk(): { dir: string } | { why: string } {
  const dir = freshConfigDir();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { why: stderr || (error as Error).message };
  }
  mounts.push(dir);
  return { dir };
}

/** Fills the disk to the last byte; returns the filler's path. */
function fill(dir: string, name = 'filler'): string {
  const filler = path.join(dir, name);
  const fd = fs.openSync(filler, 'w');
  const block = Buffer.alloc(1024, 1);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    for (;;) {
      try {
        if (fs.writeSync(fd, block, 0, 1) === 0) break;
      } catch {
        break;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

const savedMoves = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8')).saves['autumn-leaves'].moves as string).split(' ').filter(Boolean).length;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const says = (text: string) => (screen: string) => flat(screen).includes(text);
/** The screen with each line the terminal wrapped joined back into one. */
function unwrapped(program: Running): string {
  const wrapped = new Set(program.wrappedRows());
  const rows = program.term.rows;
  const buffer = program.term.buffer.active;
  let text = '';
  for (let y = 0; y < rows; y++) text += (y > 0 && !wrapped.has(y) ? '\n' : '') + (buffer.getLine(buffer.viewportY + y)?.translateToString(!wrapped.has(y + 1)) ?? '');
  return text;
}

describe('a full disk', () => {
  it('the message line says "not saved: the disk is full", every later move tries again, the first save that works holds every move, quitting with moves unsaved says how many (exit 1), and a start that cannot write its lock says so', async () => {
    const disk = smallDisk();
    if ('why' in disk) {
      // No tmpfs here (not root, or no mount in this container): the same promises, through the
      // store with a disk that reports ENOSPC, so the test still asserts what it can.
      console.log(`store.e2e: no small tmpfs could be mounted (${disk.why}); checking the store with an injected full disk instead.`);
      const dir = freshConfigDir();
      let full = false;
      const io: FileSystem = { ...fs, writeSync: (fd, buffer, offset, length) => (full ? 0 : fs.writeSync(fd, buffer, offset, length)) };
      const store = new GameStore(dir, io);
      let position = play(newSession('autumn-leaves', 1), { type: 'deal' });
      expect(store.save(position.session)).toBeUndefined();
      full = true;
      position = play(position, { type: 'deal' });
      expect(store.save(position.session)).toBe('not saved: the disk is full (1 move)');
      position = play(position, { type: 'deal' });
      expect(store.save(position.session)).toBe('not saved: the disk is full (2 moves)');
      expect(store.unsavedOnQuit()).toBe('2 moves of this game are not saved (the disk is full): the next start resumes from the last save that worked.');
      expect(new GameStore(dir).load('autumn-leaves').position?.session.moves).toHaveLength(1);
      full = false;
      expect(store.save(play(position, { type: 'deal' }).session)).toBeUndefined();
      expect(store.unsavedOnQuit()).toBeUndefined();
      expect(new GameStore(dir).load('autumn-leaves').position?.session.moves).toHaveLength(4);
      return;
    }
    const config = path.join(disk.dir, 'config.json');
    const game = launch(['autumn-leaves', '--seed', '1'], { configDir: disk.dir });
    await game.waitFor('5 deals left');
    await game.keysReady();
    game.press('d');
    await game.waitFor('4 deals left');
    await waitUntil('the first deal saved', () => fs.existsSync(config) && savedMoves(disk.dir) === 1);
    const before = fs.readFileSync(config, 'utf8');
    let filler = fill(disk.dir);
    game.press('d');
    await game.waitFor(says('not saved: the disk is full (1 move); play goes on and each move tries again.'));
    expect(game.screen()).toContain('3 deals left');
    game.press('d');
    await game.waitFor(says('not saved: the disk is full (2 moves)'));
    expect(game.screen()).toContain('2 deals left');
    expect(fs.readFileSync(config, 'utf8')).toBe(before);
    expect(fs.readdirSync(disk.dir).sort()).toEqual(['autumn-leaves.lock', 'config.json', 'filler']);
    fs.rmSync(filler);
    game.press('d');
    await game.waitFor('1 deal left');
    await waitUntil('every deal saved', () => savedMoves(disk.dir) === 4);
    expect(flat(game.screen())).not.toContain('not saved');
    filler = fill(disk.dir);
    game.press('d');
    await game.waitFor(says('not saved: the disk is full (1 move)'));
    game.press('q');
    const exit = await game.exited();
    expect(exit.exitCode).toBe(1);
    expect(game.onAlternateScreen()).toBe(false);
    expect(unwrapped(game)).toContain('leaves: 1 move of this game is not saved (the disk is full): the next start resumes from the last save that worked.');
    // A start on the full disk cannot write its lock: it says so in words and starts nothing.
    const more = fill(disk.dir, 'more'); // the room the quitting game's lock left
    const refused = launch(['klondike'], { configDir: disk.dir });
    expect((await refused.exited()).exitCode).toBe(1);
    expect(flat(refused.output()).trim()).toBe(`leaves: the lock ${path.join(disk.dir, 'klondike.lock')} cannot be written: the disk is full.`);
    fs.rmSync(filler);
    fs.rmSync(more);
    const again = launch([], { configDir: disk.dir });
    expect(await again.waitFor('Autumn Leaves')).toContain('1 deal left');
  });
});

describe('a win while the disk is full', () => {
  it('is said not counted beside "You won", and again on quitting (exit 1); the statistics on disk are not claimed', async () => {
    const disk = smallDisk();
    if ('why' in disk) return void console.log(`store.e2e: no small tmpfs could be mounted (${disk.why}): skipped.`);
    // FreeCell deal 1 one redo from its end: r plays the winning move.
    let won = newSession('freecell', 1);
    const result = solve(won.state, positions(200_000));
    if (result.verdict !== 'winnable') throw new Error('FreeCell deal 1 not proved winnable');
    for (const move of result.moves) won = play(won, move);
    new GameStore(disk.dir).save(undo(won).session);
    const game = launch(['freecell'], { configDir: disk.dir, cols: 100, rows: 40 });
    await game.waitFor('FreeCell');
    await game.keysReady();
    fill(disk.dir);
    game.press('r');
    await game.waitFor(says('You won'));
    await game.waitFor(says('this win is not counted in the statistics until a save works (quitting tries again).'));
    game.press('q');
    expect((await game.exited()).exitCode).toBe(1);
    expect(unwrapped(game)).toContain('leaves: this win is not counted in the statistics, and ');
    expect(new GameStore(disk.dir).statistics()).toEqual({});
  });
});

describe('a signal while the disk is full', () => {
  it.each(['SIGTERM', 'SIGHUP', 'SIGINT', 'SIGQUIT'])('%s: the terminal back, then one line on stderr says the moves not saved', async (signal) => {
    const disk = smallDisk();
    if ('why' in disk) return void console.log(`store.e2e: no small tmpfs could be mounted (${disk.why}): skipped.`);
    const game = launch(['autumn-leaves', '--seed', '1'], { configDir: disk.dir });
    await game.waitFor('5 deals left');
    await game.keysReady();
    game.press('d');
    await game.waitFor('4 deals left');
    await waitUntil('the first deal saved', () => fs.existsSync(path.join(disk.dir, 'config.json')) && savedMoves(disk.dir) === 1);
    fill(disk.dir);
    game.press('d');
    await game.waitFor(says('not saved: the disk is full (1 move)'));
    game.kill(signal);
    expect((await game.exited()).exitCode).toBe(128 + os.constants.signals[signal as NodeJS.Signals]);
    expect(game.onAlternateScreen()).toBe(false);
    expect(unwrapped(game)).toContain('leaves: 1 move of this game is not saved (the disk is full): the next start resumes from the last save that worked.');
  });
});

describe('something in config.json\'s place', () => {
  const refused = (file: string, what: string) =>
    `leaves: the save file ${file} cannot be used: it is ${what}, not a file. Move it away, or set LEAVES_CONFIG_DIR to another folder.`;

  it('a named pipe (FIFO): the game and `leaves stats` each say so in one line and exit 1, never waiting on it; the pipe is left alone', async () => {
    const configDir = freshConfigDir();
    const file = path.join(configDir, 'config.json');
    execFileSync('mkfifo', [file]);
    for (const args of [['klondike'], ['stats']]) {
      const run = launch(args, { configDir });
      expect((await run.exited()).exitCode).toBe(1);
      expect(flat(run.output()).trim()).toBe(refused(file, 'a named pipe (FIFO)'));
    }
    expect(fs.statSync(file).isFIFO()).toBe(true);
    expect(fs.readdirSync(configDir)).toEqual(['config.json']);
  });

  it('a folder: called a folder, never "not JSON", one line and exit 1, and not renamed', async () => {
    const configDir = freshConfigDir();
    const file = path.join(configDir, 'config.json');
    fs.mkdirSync(file);
    const run = launch(['klondike'], { configDir });
    expect((await run.exited()).exitCode).toBe(1);
    expect(flat(run.output()).trim()).toBe(refused(file, 'a folder'));
    expect(fs.readdirSync(configDir)).toEqual(['config.json']);
  });

  it('a symbolic link that loops (ELOOP): kept aside, you are told, and a game starts; `leaves stats` too', async () => {
    const configDir = freshConfigDir();
    fs.symlinkSync('config.json', path.join(configDir, 'config.json'));
    const stats = spawnSync(process.execPath, [BIN, 'stats'], { env: childEnv({ LEAVES_CONFIG_DIR: configDir }), encoding: 'utf8' });
    expect(stats.status).toBe(0);
    expect(stats.stderr).toMatch(/^leaves: The save file could not be used \(it cannot be read: a loop of symbolic links\); it was kept as \S+corrupt\S+ and a new one started\.\n$/);
    fs.rmSync(path.join(configDir, fs.readdirSync(configDir).find((name) => name.includes('corrupt'))!));
    fs.symlinkSync('config.json', path.join(configDir, 'config.json'));
    const game = launch(['autumn-leaves', '--seed', '1'], { configDir });
    const screen = flat(await game.waitFor('5 deals left'));
    expect(screen).toMatch(/could not be used \(it cannot be read: a loop of symbolic links\); it was kept as \S*corrupt/);
    await game.keysReady();
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
  });

  it('a save that cannot be read (mode 000): "cannot be read: no permission", never "not JSON"; kept aside and play goes on', async () => {
    const configDir = freshConfigDir();
    const file = path.join(configDir, 'config.json');
    fs.writeFileSync(file, '{"version":2}', { mode: 0o000 });
    // root reads any file: the program runs as nobody then, in a folder of its own.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    if ('uid' in asNobody) {
      fs.chownSync(configDir, 65534, 65534);
      fs.chownSync(file, 65534, 65534);
    }
    // nobody may not reach the node that runs the tests (one under root's home): a copy of it.
    let node = process.execPath;
    if ('uid' in asNobody) {
      node = path.join(freshConfigDir(), 'node');
      fs.copyFileSync(process.execPath, node);
      fs.chmodSync(node, 0o755);
      fs.chmodSync(path.dirname(node), 0o755);
    }
    const stats = spawnSync(node, [BIN, 'stats'], { ...asNobody, env: childEnv({ LEAVES_CONFIG_DIR: configDir, HOME: configDir }), encoding: 'utf8' });
    expect(stats.error).toBeUndefined();
    expect(stats.stderr).toMatch(/^leaves: The save file could not be used \(it cannot be read: no permission\); it was kept as \S+corrupt\S+ and a new one started\.\n$/);
    expect(stats.status).toBe(0);
    expect(stats.stdout).toContain('No games finished yet');
  });

  it('a file from a newer Leaves is copied aside once, not on every run', () => {
    const configDir = freshConfigDir();
    const newer = JSON.stringify({ version: 99, saves: {} });
    fs.writeFileSync(path.join(configDir, 'config.json'), newer);
    for (let run = 0; run < 3; run++) {
      const stats = spawnSync(process.execPath, [BIN, 'stats'], { env: childEnv({ LEAVES_CONFIG_DIR: configDir }), encoding: 'utf8' });
      expect(stats.status).toBe(0);
      expect(stats.stderr).toContain('written by a newer version of Leaves: it is left untouched (a copy is in');
    }
    expect(fs.readdirSync(configDir).sort()).toEqual(['config.json', 'config.newer-version-99.json']);
  });

  it('temporary files left by a save that was killed are removed at the next start', () => {
    const configDir = freshConfigDir();
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    fs.writeFileSync(path.join(configDir, `.config.json.${dead}.tmp`), '{"half a sa');
    const stats = spawnSync(process.execPath, [BIN, 'stats'], { env: childEnv({ LEAVES_CONFIG_DIR: configDir }), encoding: 'utf8' });
    expect(stats.status).toBe(0);
    expect(fs.readdirSync(configDir)).toEqual([]);
  });
});

describe('where the file is', () => {
  it('HOME unset: the save, its backup and the lock are all in $XDG_CONFIG_HOME/leaves; the damaged save there is kept and reported; the game starts', async () => {
    const xdg = freshConfigDir();
    fs.mkdirSync(path.join(xdg, 'leaves'));
    fs.writeFileSync(path.join(xdg, 'leaves', 'config.json'), '{"saves": {"autumn-le');
    const game = launch([], { configDir: '', env: { HOME: undefined, XDG_CONFIG_HOME: xdg } });
    // No game is left to resume: the home says what became of the file, and Enter starts a game.
    const screen = await game.waitFor('choose a game');
    expect(screen.replace(/\s+/g, ' ')).toMatch(/could not be used \(it is not JSON\); it was kept as \S*corrupt/);
    expect(fs.readdirSync(path.join(xdg, 'leaves')).some((name) => name.includes('corrupt'))).toBe(true);
    // The first frame can come before raw mode; a key typed then would wait for Enter.
    await game.keysReady();
    game.press('\r');
    await game.waitFor('Autumn Leaves ·');
    expect(fs.readdirSync(path.join(xdg, 'leaves'))).toContain('autumn-leaves.lock');
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
  });

  it('no writable place for saves: one line, exit code 1', async () => {
    const blocker = path.join(freshConfigDir(), 'a-file');
    fs.writeFileSync(blocker, '');
    const game = launch([], { configDir: path.join(blocker, 'leaves') });
    const exit = await game.exited();
    expect(exit.exitCode).toBe(1);
    expect(game.output().trim()).toMatch(/^leaves: saves cannot be written in \S+a-file\/leaves \(a file is where a folder should be\); set LEAVES_CONFIG_DIR to a writable folder\.$/);
  });

  it('a place where no folder can be made (/proc/leaves): the game and `leaves stats` each end with one line, exit code 1, never a loop deaf to Ctrl+C', async () => {
    const line = 'leaves: saves cannot be written in /proc/leaves (no folder can be made there); set LEAVES_CONFIG_DIR to a writable folder.';
    const game = launch([], { configDir: '/proc/leaves' });
    expect((await game.exited()).exitCode).toBe(1);
    expect(flat(game.output()).trim()).toBe(line);
    const stats = launch(['stats'], { configDir: '/proc/leaves' });
    expect((await stats.exited()).exitCode).toBe(1);
    expect(flat(stats.output()).trim()).toBe(line);
  });
});

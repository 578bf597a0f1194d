// The store end to end (issue 13): a full disk never stops the game nor harms the save, a
// damaged save is found where it really is with HOME unset, and with no writable place for saves
// Leaves says so in one line and exits with 1.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newSession, play } from '../../src/engine/session.js';
import { GameStore } from '../../src/store/gameStore.js';
import type { FileSystem } from '../../src/store/wholeFile.js';
import { waitUntil } from '../ui/waitUntil.js';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs } from './terminal.js';

const mounts: string[] = [];
beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(() => {
  for (const dir of mounts.splice(0)) execFileSync('umount', [dir], { stdio: 'ignore' });
  removeTempDirs();
});

/** A 64 KiB tmpfs, or the reason this machine will not mount one. */
function smallDisk(): { dir: string } | { why: string } {
  const dir = freshConfigDir();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { why: stderr || (error as Error).message };
  }
  mounts.push(dir);
  return { dir };
}

/** Fills the disk to the last byte; returns the filler's path. */
function fill(dir: string): string {
  const filler = path.join(dir, 'filler');
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

describe('a full disk', () => {
  it('the game goes on, the save on disk stays whole, and the first move after space returns saves them all', async () => {
    const disk = smallDisk();
    if ('why' in disk) {
      // No tmpfs here (not root, or no mount in this container): the same path, through the store
      // with a disk that reports ENOSPC, so the test still asserts what it can.
      console.log(`store.e2e: no small tmpfs could be mounted (${disk.why}); checking the store with an injected full disk instead.`);
      const dir = freshConfigDir();
      let full = false;
      const io: FileSystem = { ...fs, writeSync: (fd, buffer, offset, length) => (full ? 0 : fs.writeSync(fd, buffer, offset, length)) };
      const store = new GameStore(dir, io);
      let position = play(newSession('autumn-leaves', 1), { type: 'deal' });
      expect(store.save(position.session)).toBeUndefined();
      full = true;
      position = play(position, { type: 'deal' });
      expect(store.save(position.session)).toBe('not saved: disk full');
      expect(new GameStore(dir).load('autumn-leaves').position?.session.moves).toHaveLength(1);
      full = false;
      expect(store.save(play(position, { type: 'deal' }).session)).toBeUndefined();
      expect(new GameStore(dir).load('autumn-leaves').position?.session.moves).toHaveLength(3);
      return;
    }
    const game = launch(['autumn-leaves', '--seed', '1'], { configDir: disk.dir });
    await game.waitFor('5 deals left');
    await game.keysReady();
    game.press('d');
    await game.waitFor('4 deals left');
    await waitUntil('the first deal saved', () => fs.existsSync(path.join(disk.dir, 'config.json')) && savedMoves(disk.dir) === 1);
    const before = fs.readFileSync(path.join(disk.dir, 'config.json'), 'utf8');
    const filler = fill(disk.dir);
    game.press('d');
    await game.waitFor('3 deals left');
    game.press('d');
    await game.waitFor('2 deals left');
    expect(fs.readFileSync(path.join(disk.dir, 'config.json'), 'utf8')).toBe(before);
    expect(fs.readdirSync(disk.dir).sort()).toEqual(['autumn-leaves.lock', 'config.json', 'filler']);
    fs.rmSync(filler);
    game.press('d');
    await game.waitFor('1 deal left');
    await waitUntil('every deal saved', () => savedMoves(disk.dir) === 4);
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
    const again = launch([], { configDir: disk.dir });
    expect(await again.waitFor('Autumn Leaves')).toContain('1 deal left');
  });
});

describe('where the file is', () => {
  it('HOME unset: a damaged save in $XDG_CONFIG_HOME/leaves is the one found, kept and reported; the game starts', async () => {
    const xdg = freshConfigDir();
    fs.mkdirSync(path.join(xdg, 'leaves'));
    fs.writeFileSync(path.join(xdg, 'leaves', 'config.json'), '{"saves": {"autumn-le');
    const game = launch([], { configDir: '', env: { HOME: undefined, XDG_CONFIG_HOME: xdg } });
    const screen = await game.waitFor('Autumn Leaves');
    expect(screen.replace(/\s+/g, ' ')).toMatch(/could not be used \(it is not JSON\); it was kept as \S*corrupt/);
    expect(fs.readdirSync(path.join(xdg, 'leaves')).some((name) => name.includes('corrupt'))).toBe(true);
    // The first frame can come before raw mode; a q typed then would wait for Enter.
    await game.keysReady();
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
  });

  it('no writable place for saves: one line, exit code 1', async () => {
    const blocker = path.join(freshConfigDir(), 'a-file');
    fs.writeFileSync(blocker, '');
    const game = launch([], { configDir: path.join(blocker, 'leaves') });
    const exit = await game.exited();
    expect(exit.exitCode).toBe(1);
    expect(game.output().trim()).toMatch(/^leaves: saves cannot be written in \S+a-file\/leaves \(ENOTDIR\); set LEAVES_CONFIG_DIR to a writable folder\.$/);
  });
});

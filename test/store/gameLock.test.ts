// One game is played in one window at a time; a lock left behind by a dead process never blocks.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockGame } from '../../src/store/gameLock.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the game lock', () => {
  it('is taken, held while playing, and gone once released', () => {
    const result = lockGame(dir, 'klondike');
    expect('lock' in result).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'klondike.lock'), 'utf8')).toBe(String(process.pid));
    if ('lock' in result) result.lock.release();
    expect(fs.existsSync(path.join(dir, 'klondike.lock'))).toBe(false);
  });

  it('each game has its own lock', () => {
    const a = lockGame(dir, 'klondike');
    const b = lockGame(dir, 'spider');
    expect('lock' in a && 'lock' in b).toBe(true);
  });

  it('a lock held by a running Leaves names its process', async () => {
    // A stand-in Leaves: a process whose command line says "leaves", holding the lock.
    const script = path.join(dir, 'leaves-holder.mjs');
    fs.writeFileSync(script, 'setTimeout(() => {}, 20000);');
    const other = spawn(process.execPath, [script], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      fs.writeFileSync(path.join(dir, 'spider.lock'), String(other.pid));
      expect(lockGame(dir, 'spider')).toEqual({ heldBy: other.pid });
    } finally {
      other.kill();
    }
  });

  it('a lock left by a process that has died is taken over', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'spider.lock'), dead.stdout);
    expect('lock' in lockGame(dir, 'spider')).toBe(true);
  });

  it('a lock held by some other program that reused the process id does not block', () => {
    const sleeper = spawn('sleep', ['20'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dir, 'spider.lock'), String(sleeper.pid));
      expect('lock' in lockGame(dir, 'spider')).toBe(true);
    } finally {
      sleeper.kill();
    }
  });
});

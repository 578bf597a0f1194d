// One game is played in one window at a time; a lock left behind by a dead process never blocks,
// and neither does one whose process id now names another process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockGame, processStart } from '../../src/store/gameLock.js';

let dir: string;
let children: ChildProcess[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-lock-'));
});
afterEach(() => {
  for (const child of children) child.kill();
  children = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A stand-in Leaves: a running process whose command line says "leaves". */
async function runningLeaves(): Promise<number> {
  const script = path.join(dir, 'leaves-holder.mjs');
  fs.writeFileSync(script, 'process.stdout.write("ready"); setTimeout(() => {}, 20000);');
  const other = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(other);
  await new Promise((resolve) => other.stdout!.once('data', resolve));
  return other.pid!;
}

const lockFile = (game: string) => path.join(dir, `${game}.lock`);

describe('the game lock', () => {
  it('is taken, names this process and its start, and is gone once released', () => {
    const result = lockGame(dir, 'klondike');
    expect('lock' in result).toBe(true);
    expect(JSON.parse(fs.readFileSync(lockFile('klondike'), 'utf8'))).toEqual({ pid: process.pid, started: processStart(process.pid) });
    if ('lock' in result) result.lock.release();
    expect(fs.existsSync(lockFile('klondike'))).toBe(false);
  });

  it('each game has its own lock', () => {
    const a = lockGame(dir, 'klondike');
    const b = lockGame(dir, 'spider');
    expect('lock' in a && 'lock' in b).toBe(true);
  });

  it('reads the start time from /proc: the same for one process, different for two', async () => {
    const other = await runningLeaves();
    expect(processStart(process.pid)).toMatch(/^proc:\d+$/);
    expect(processStart(process.pid)).toBe(processStart(process.pid));
    expect(processStart(other)).not.toBe(processStart(process.pid));
  });

  it('a lock held by a running Leaves names its process', async () => {
    const other = await runningLeaves();
    fs.writeFileSync(lockFile('spider'), JSON.stringify({ pid: other, started: processStart(other) }));
    expect(lockGame(dir, 'spider')).toEqual({ heldBy: other });
  });

  it('a lock left by a process that has died is taken over', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(lockFile('spider'), JSON.stringify({ pid: Number(dead.stdout), started: 'proc:1' }));
    expect('lock' in lockGame(dir, 'spider')).toBe(true);
  });

  it('a live process with that id but another start (a reused id) does not block, even one named "leaves"', async () => {
    const other = await runningLeaves();
    fs.writeFileSync(lockFile('spider'), JSON.stringify({ pid: other, started: 'proc:1' }));
    expect('lock' in lockGame(dir, 'spider')).toBe(true);
  });

  it('a lock of the old form (a bare process id) or a damaged one does not block', async () => {
    const other = await runningLeaves();
    fs.writeFileSync(lockFile('spider'), String(other));
    expect('lock' in lockGame(dir, 'spider')).toBe(true);
    fs.writeFileSync(lockFile('klondike'), '{"pid": "x"');
    expect('lock' in lockGame(dir, 'klondike')).toBe(true);
  });

  it('release leaves alone a lock another process has taken over since', () => {
    const result = lockGame(dir, 'klondike');
    fs.writeFileSync(lockFile('klondike'), JSON.stringify({ pid: 1, started: 'proc:5' }));
    if ('lock' in result) result.lock.release();
    expect(fs.existsSync(lockFile('klondike'))).toBe(true);
  });
});

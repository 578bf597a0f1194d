// One game is played in one window at a time; a lock left behind by a dead process never blocks,
// and neither does one whose process id now names another process; of many Leaves started at
// once on a stale lock, exactly one gets the game.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockGame, processStart } from '../../src/store/gameLock.js';
import { waitUntil } from '../ui/waitUntil.js';

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
    expect(JSON.parse(fs.readFileSync(lockFile('klondike'), 'utf8'))).toMatchObject({ pid: process.pid, started: processStart(process.pid) });
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

  it('a lock with an unknown start on a live process whose start can be read here (process 1 runs for ever) does not block', () => {
    expect(processStart(1)).toBeDefined();
    fs.writeFileSync(lockFile('spider'), JSON.stringify({ pid: 1, started: 'unknown' }));
    expect('lock' in lockGame(dir, 'spider')).toBe(true);
  });

  it('release leaves alone a lock another process has taken over since', () => {
    const result = lockGame(dir, 'klondike');
    fs.writeFileSync(lockFile('klondike'), JSON.stringify({ pid: 1, started: 'proc:5' }));
    if ('lock' in result) result.lock.release();
    expect(fs.existsSync(lockFile('klondike'))).toBe(true);
  });
});

/** A dead process's id: one that has just exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

describe('a folder in the lock\'s place', () => {
  it('is named in words, in one line, and left alone', () => {
    fs.mkdirSync(lockFile('klondike'));
    expect(() => lockGame(dir, 'klondike')).toThrow(/^the lock \S+klondike\.lock cannot be used: it is a folder, not a file\. Move it away, then start again\.$/);
    expect(fs.statSync(lockFile('klondike')).isDirectory()).toBe(true);
  });
});

describe('a symbolic link to nothing in the lock\'s place', () => {
  it('is named in words, in one line, and left alone', () => {
    fs.symlinkSync(path.join(dir, 'nowhere'), lockFile('klondike'));
    expect(() => lockGame(dir, 'klondike')).toThrow(/^the lock \S+klondike\.lock cannot be used: it is a symbolic link to \S+nowhere, which is not there\. Move it away, then start again\.$/);
    expect(fs.lstatSync(lockFile('klondike')).isSymbolicLink()).toBe(true);
  });
});

describe('many Leaves started at once on a stale lock', () => {
  // Each racer is a process of its own running the real lockGame (bundled from the source):
  // all are started, wait until every one is ready, and take the lock at the same moment.
  let bundle: string;
  beforeAll(() => {
    bundle = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-lock-race-'));
    buildSync({ entryPoints: [path.resolve('src/store/gameLock.ts')], bundle: true, platform: 'node', format: 'esm', outfile: path.join(bundle, 'gameLock.mjs'), logLevel: 'silent' });
    fs.writeFileSync(
      path.join(bundle, 'racer.mjs'),
      `import { lockGame } from './gameLock.mjs';
process.stdin.once('data', () => {
  const result = lockGame(process.argv[2], 'klondike');
  process.stdout.write(('lock' in result ? 'won' : 'held by ' + result.heldBy) + '\\n');
});
process.stdout.write('ready\\n');`,
    );
  });
  afterAll(() => fs.rmSync(bundle, { recursive: true, force: true }));

  const RACERS = 16;
  const ROUNDS = 6;

  it(`exactly one of ${RACERS} gets the game, the others are told its process, round after round (${ROUNDS} rounds)`, async () => {
    fs.writeFileSync(lockFile('klondike'), JSON.stringify({ pid: deadPid(), started: 'proc:1' }));
    for (let round = 0; round < ROUNDS; round++) {
      const racers = Array.from({ length: RACERS }, () => spawn(process.execPath, [path.join(bundle, 'racer.mjs'), dir], { stdio: ['pipe', 'pipe', 'inherit'] }));
      children.push(...racers);
      const said = racers.map(() => '');
      racers.forEach((racer, i) => racer.stdout!.on('data', (data: Buffer) => (said[i] += data.toString())));
      await waitUntil('every racer ready', () => said.every((text) => text.includes('ready')));
      for (const racer of racers) racer.stdin!.write('go\n');
      await waitUntil('every racer answered', () => said.every((text) => /(won|held by \d+)\n/.test(text)));
      const results = said.map((text) => /(won|held by \d+)\n/.exec(text)![1]!);
      const winners = racers.filter((_, i) => results[i] === 'won');
      expect({ round, winners: winners.length }).toEqual({ round, winners: 1 });
      expect(results.filter((result) => result !== 'won')).toEqual(Array(RACERS - 1).fill(`held by ${winners[0]!.pid}`));
      // The winner dies without releasing: its lock is the stale one the next round races on.
      for (const racer of racers) racer.kill('SIGKILL');
      await Promise.all(racers.map((racer) => new Promise((resolve) => (racer.exitCode !== null || racer.signalCode !== null ? resolve(null) : racer.once('exit', resolve)))));
      expect(fs.readdirSync(dir).filter((name) => name.includes('.after-'))).toEqual([]);
    }
    // 96 Node processes started: on two busy cores that takes longer than the suite's 20 s default.
  }, 120_000);
});

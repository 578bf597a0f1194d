// Every command when its output cannot be written: a reader that closes the pipe early (as `head`
// does) ends the program quietly, exit code 0; a full disk (/dev/full) is one line on stderr and
// exit code 1, never a stack trace, never a silent exit 0.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../ui/waitUntil.js';
import { BIN, childEnv, ensureBuilt, freshConfigDir, removeTempDirs, ROOT } from './terminal.js';

beforeAll(ensureBuilt);
afterAll(removeTempDirs);

function env() {
  const home = freshConfigDir();
  return childEnv({ LEAVES_CONFIG_DIR: freshConfigDir(), HOME: home, XDG_CONFIG_HOME: path.join(home, '.config') });
}

/** Runs `leaves ...args` with stdout on /dev/full, where every write fails with ENOSPC. */
function toFullDisk(...args: string[]) {
  const full = fs.openSync('/dev/full', 'w');
  try {
    const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', full, 'pipe'], encoding: 'utf8', timeout: 30_000, env: env() });
    return { status: run.status, stderr: run.stderr };
  } finally {
    fs.closeSync(full);
  }
}

describe('output on a full disk', () => {
  it.each([
    [['--help']],
    [['--version']],
    [['stats']],
    [['stats', '--json']],
    [['solve', '--seed', '1', '--json', '--max-positions', '100']],
    [['solve', '--seed', '1', '--max-positions', '100']],
    [['solve', 'klondike', '--seeds', '1-3', '--max-positions', '100']],
  ])('leaves %j > /dev/full says so in one line and exits 1', (args) => {
    const { status, stderr } = toFullDisk(...args);
    expect(stderr).toBe('leaves: could not write to standard output: the disk is full.\n');
    expect(status).toBe(1);
  });
});

describe('output to a reader that stops reading', () => {
  it.each([
    [['solve', '--seeds', '1-4294967295', '--max-positions', '1']],
    [['solve', '--seeds', '1-4294967295', '--max-positions', '1', '--json', '--jobs', '1']],
  ])('leaves %j | head -1 ends quietly with exit code 0 once the pipe is closed', async (args) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: env() });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // As head -1 does: read the first line, then close the pipe.
    let first = '';
    await new Promise<void>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        first += text;
        if (first.includes('\n')) {
          child.stdout.destroy();
          resolve();
        }
      });
    });
    expect(first).toMatch(/^(deal 1: undecided|\{"seed":1,)/);
    let code: number | null | undefined;
    void exit.then((c) => (code = c));
    // Long before four billion deals are solved.
    await waitUntil('leaves to exit after the pipe closed', () => code !== undefined, { timeoutMs: 20_000 });
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});

// `leaves daily GAME --json` end to end, with pipes: the same deal for every player on a date
// (two config folders, two runs), and a deal `leaves solve` proves winnable with the options printed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, childEnv, ensureBuilt, ROOT } from '../e2e/terminal.js';
import { parseBook } from '../../src/solver/bookFormat.js';
import { bookFile, booksFolder } from '../../src/solver/dealBook.js';

beforeAll(ensureBuilt);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function leaves(configDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 120_000, env: childEnv({ LEAVES_CONFIG_DIR: configDir }) });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function configDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-daily-cli-'));
  dirs.push(dir);
  return dir;
}

describe('leaves daily --json', () => {
  it('prints the same Klondike deal under two config folders on the same date, and leaves solve proves it with those options', () => {
    const first = leaves(configDir(), 'daily', 'klondike', '--json', '--date', '2026-12-02');
    const second = leaves(configDir(), 'daily', 'klondike', '--json', '--date', '2026-12-02');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    const deal = JSON.parse(first.stdout) as { game: string; date: string; seed: number; options: { draw: number; passes: string }; proved: boolean };
    expect(deal).toMatchObject({ game: 'klondike', date: '2026-12-02', proved: true });
    // From the book of proved deals: no search.
    expect(parseBook(fs.readFileSync(bookFile(booksFolder()!, 'klondike-draw-1-passes-unlimited'), 'utf8')).seeds).toContain(deal.seed);
    const solved = leaves(configDir(), 'solve', 'klondike', '--seed', String(deal.seed), '--draw', String(deal.options.draw), '--passes', deal.options.passes, '--json', '--jobs', '1');
    expect(JSON.parse(solved.stdout.split('\n')[0]!)).toMatchObject({ seed: deal.seed, verdict: 'winnable' });
  });

  it('refuses in one line a date that is not one, and a game that is not one', () => {
    expect(leaves(configDir(), 'daily', 'klondike', '--json', '--date', '2026-02-30')).toMatchObject({ status: 1, stderr: expect.stringMatching(/^leaves: .*A date is written YYYY-MM-DD, as 2026-12-02\.\n$/) });
    expect(leaves(configDir(), 'daily', 'chess', '--json')).toMatchObject({ status: 1, stderr: expect.stringMatching(/^leaves: unknown game 'chess'/) });
  });
});

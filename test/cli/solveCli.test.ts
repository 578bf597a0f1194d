// `leaves solve` end to end: the built bin/leaves.js run with pipes, as a script would run it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, childEnv, ensureBuilt, ROOT } from '../e2e/terminal.js';
import { waitUntil } from '../ui/waitUntil.js';

beforeAll(ensureBuilt);

function leaves(...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 60_000, env: childEnv({}) });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('leaves solve', () => {
  it('solves one deal and says what it found, with the line of play in words when asked', () => {
    const result = leaves('solve', 'klondike', '--seed', '1', '--time-limit', '30', '--moves');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [first, second] = result.stdout.split('\n');
    expect(first).toMatch(/^Klondike \(draw 1, passes unlimited\) · deal 1: winnable in \d+ moves$/);
    expect(second).toMatch(/^[\d,]+ positions searched in /);
    const numbered = result.stdout.split('\n').filter((line) => /^ +\d+\. /.test(line));
    expect(numbered).toHaveLength(Number(/winnable in (\d+) moves/.exec(first!)![1]));
    // The line reads like play: the move on the table comes before the first draw (the search's own
    // line draws first).
    expect(numbered[0]).toBe('   1. 8♠ onto 9♦');
  });

  it('solves a range as JSON lines: one per deal in order, then a summary whose counts add up', () => {
    const result = leaves('solve', 'spider', '--suits', '1', '--seeds', '3-6', '--time-limit', '0.3', '--json', '--jobs', '2');
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(5);
    expect(lines.slice(0, 4).map((deal) => deal.seed)).toEqual([3, 4, 5, 6]);
    for (const deal of lines.slice(0, 4)) expect(['winnable', 'lost', 'unknown']).toContain(deal.verdict);
    const { summary } = lines[4] as { summary: Record<string, number> };
    expect(summary.deals).toBe(4);
    expect(summary.winnable! + summary.lost! + summary.unknown!).toBe(4);
    expect(summary.winnable).toBe(lines.filter((deal) => deal.verdict === 'winnable').length);
    expect(summary.options).toEqual({ suits: 1 });
  });

  it('names in the JSON summary every option that changes what can be won, defaults included', () => {
    const result = leaves('solve', 'klondike', '--seeds', '1-1', '--time-limit', '0.3', '--json', '--jobs', '1');
    expect(result.status).toBe(0);
    const summary = (JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { summary: { options: unknown } }).summary;
    expect(summary.options).toEqual({ draw: 1, passes: 'unlimited' });
  });

  it('prints a line per deal and a summary for a range', () => {
    const result = leaves('solve', '--seeds', '1-2', '--time-limit', '0.2', '--jobs', '1');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^deal 1: .*\ndeal 2: .*\n\nAutumn Leaves · 2 deals · 200 ms limit a deal\nwinnable \d · lost \d · undecided \d · decided /);
  });

  it('--jobs above the cores solves as many deals at once as there are cores, says so in one line, and sums up the range (issue 36)', () => {
    const cores = os.availableParallelism();
    const result = leaves('solve', 'klondike', '--seeds', '1-3', '--max-positions', '50', '--jobs', '256');
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(`leaves: --jobs 256 is more than the ${cores} core${cores === 1 ? '' : 's'} here: solving ${cores} deal${cores === 1 ? '' : 's'} at a time.\n`);
    expect(result.stdout).toMatch(/^deal 1: .*\ndeal 2: .*\ndeal 3: .*\n\nKlondike .* · 3 deals · /);
  });

  it('streams a range of four billion deals in the memory of a short one, and Ctrl+C sums up the deals solved so far', async () => {
    const child = spawn(process.execPath, [BIN, 'solve', '--seeds', '1-4294967295', '--max-positions', '1', '--json', '--jobs', '2'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv({}) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    let code: number | null | undefined;
    child.on('exit', (exitCode) => (code = exitCode));
    const lines = () => stdout.split('\n').filter((line) => line !== '');
    await waitUntil('2,000 deals solved', () => lines().length >= 2_000, { timeoutMs: 60_000, hopeless: () => (code !== undefined ? `leaves exited (${code}): ${stderr}` : undefined) });
    // The range is never listed (listing it first ended in a V8 fatal error): the process stays as small as for a few deals.
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const peakMiB = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)![1]) / 1024;
    expect(peakMiB).toBeLessThan(250);
    child.kill('SIGINT');
    await waitUntil('leaves to stop after Ctrl+C', () => code !== undefined, { timeoutMs: 20_000 });
    expect(code).toBe(130);
    expect(stderr).toBe('');
    const records = lines().map((line) => JSON.parse(line) as { seed?: number; summary?: Record<string, number> });
    const deals = records.slice(0, -1);
    expect(deals.map((deal) => deal.seed)).toEqual(deals.map((_, i) => i + 1));
    const { summary } = records.at(-1)!;
    expect(summary).toMatchObject({ deals: deals.length, unknown: deals.length, stoppedAfter: deals.length, of: 4_294_967_295, maxPositions: 1 });
  });

  it.each([
    [['solve', 'chess'], /unknown game 'chess'/],
    [['solve', 'spider', '--draw', '3'], /--draw is not an option of Spider/],
    [['solve', 'klondike', '--seeds', '9-2'], /A range of deals is written A-B/],
    [['solve', 'klondike', '--seed', '1', '--seeds', '1-2'], /either --seed or --seeds/],
    [['solve', '--time-limit', '0'], /time limit is a number of seconds/],
    [['solve', '--time-limit', '0.0000001'], /^leaves: .*The time limit is a number of seconds from 0\.001 \(a millisecond\) to 86400\.\n$/],
    [['solve', '--jobs', 'lots'], /Jobs must be a whole number/],
    [['solve', '--max-positions', '0'], /position limit is a whole number from 1 up/],
  ])('%j: one line on stderr and exit code 1', (args, message) => {
    const result = leaves(...args);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});

// The command line end to end: the built bin/leaves.js run with pipes (no terminal), its exit code,
// stdout and stderr checked as a script or a person at a shell would see them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { BIN, childEnv, ensureBuilt, freshConfigDir, removeTempDirs, ROOT } from './terminal.js';

const GAME_IDS = Object.keys(games);

beforeAll(ensureBuilt);
afterAll(removeTempDirs);

interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
  configDir: string;
  home: string;
}

/** Runs `leaves ...args` with stdin, stdout and stderr all pipes, in fresh config and home dirs. */
function leaves(...args: string[]): Result {
  const configDir = freshConfigDir();
  const home = freshConfigDir();
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    input: '',
    encoding: 'utf8',
    timeout: 10_000,
    env: childEnv({ LEAVES_CONFIG_DIR: configDir, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config') }),
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, configDir, home };
}

/** A stack frame line, as Node prints them under an uncaught error. */
const STACK_FRAME = /^\s+at /m;

function expectOneLineError(result: Result, status: number): string {
  expect(result.status).toBe(status);
  expect(result.stdout).toBe('');
  expect(result.stderr).not.toMatch(STACK_FRAME);
  expect(result.stderr.endsWith('\n')).toBe(true);
  const lines = result.stderr.slice(0, -1).split('\n');
  expect(lines, `stderr: ${JSON.stringify(result.stderr)}`).toHaveLength(1);
  expect(lines[0]).toMatch(/^leaves: \S/);
  return lines[0]!;
}

describe('leaves on the command line', () => {
  it.each([['--help'], ['-h'], ['help']])('%s lists the games and exits 0', (flag) => {
    const result = leaves(flag);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: leaves /);
    expect(result.stdout).toContain('autumn-leaves');
    for (const id of GAME_IDS) expect(result.stdout).toMatch(new RegExp(`^  ${id} `, 'm'));
  });

  it.each([['--version'], ['-V']])("%s prints package.json's version", (flag) => {
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const result = leaves(flag);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`${version}\n`);
  });

  it.each([
    [['xyzzy'], new RegExp(`unknown game 'xyzzy'\\. Choose one of: ${GAME_IDS.join(', ')}`)],
    [['klondik'], /unknown game 'klondik' \(did you mean "klondike"\?\)\. Choose one of/],
    [['solve', 'FreeCel'], /unknown game 'FreeCel' \(did you mean "freecell"\?\)/],
    [['daily', 'spidr'], /unknown game 'spidr' \(did you mean "spider"\?\)/],
    [['share', 'custm'], /unknown game 'custm' \(did you mean "custom"\?\)/],
    [['--seed', '-1'], /'-1' is invalid/],
    [['--seed', 'abc'], /'abc' is invalid/],
    [['--seed', '99999999999'], /'99999999999' is invalid/],
    [['--seed', '4294967296'], /'4294967296' is invalid/],
    [['--seed', '1.5'], /'1.5' is invalid/],
    [['--seed'], /argument missing/],
    [['autumn-leaves', '--seed', 'x'], /'x' is invalid/],
    [['--bogus'], /unknown option '--bogus'/],
    [['autumn-leaves', '--bogus'], /unknown option '--bogus'/],
    [['foo', 'bar'], /too many arguments/],
    [['--ne'], /unknown option '--ne' \(Did you mean --new\?\)/],
    [['klondike', '--draw', '2'], /'2' is invalid\. Allowed choices are 1, 3/],
    [['klondike', '--passes', '0'], /'0' is invalid/],
    [['klondike', '--scoring', 'golf'], /Allowed choices are standard, vegas, none/],
    [['spider', '--suits', '3'], /'3' is invalid\. Allowed choices are 1, 2, 4/],
    [['freecell', '--seed', '0'], /FreeCell deals are numbered 1 to 1000000/],
    [['freecell', '--seed', '1000001'], /FreeCell deals are numbered 1 to 1000000/],
  ])('leaves %j exits 1 with one line on stderr', (args, message) => {
    const result = leaves(...args);
    expect(expectOneLineError(result, 1)).toMatch(message);
    expect(fs.readdirSync(result.configDir)).toEqual([]);
  });

  it.each([[[] as string[]], [['autumn-leaves']], [['--seed', '5']], [['autumn-leaves', '--new']]])(
    'leaves %j without a terminal exits 2 with one line, and saves nothing',
    (args) => {
      const result = leaves(...args);
      expect(expectOneLineError(result, 2)).toMatch(/interactive terminal/);
      expect(fs.readdirSync(result.configDir)).toEqual([]);
      expect(fs.readdirSync(result.home)).toEqual([]);
    },
  );
});

describe('leaves stats', () => {
  it('works without a terminal, and says so when no game has finished', () => {
    const result = leaves('stats');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('No games finished yet.\n');
    expect(result.stderr).toBe('');
  });

  it('prints a table of the statistics kept, and --json prints them for scripts', () => {
    const configDir = freshConfigDir();
    const stats = { 'klondike-draw-3': { played: 3, won: 2, currentStreak: 1, bestStreak: 1, bestTimeMs: 123_000, fewestMoves: 99, bestScore: 640 } };
    fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify({ statistics: stats }));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: '', encoding: 'utf8', env: childEnv({ LEAVES_CONFIG_DIR: configDir }) });
    const table = run('stats');
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/Klondike, draw 3 +3 +2 +67% +1 +1 +2:03 +99 +640/);
    const json = JSON.parse(run('stats', '--json').stdout);
    expect(json).toEqual({ variants: [expect.objectContaining({ variant: 'klondike-draw-3', played: 3, won: 2, bestScore: 640 })], lastGames: [] });
  });
});

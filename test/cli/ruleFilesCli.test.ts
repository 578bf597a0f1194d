// The command line of rule files, end to end with pipes as a script runs it: `leaves rules` prints
// a shipped game's rule set as a file to start from, `leaves solve --rules FILE` solves a rule
// file's deals, and a bad file or an unknown game is one line each, exit code 1, no stack trace.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGames } from '../../src/engine/games.js';
import { BIN, childEnv, ensureBuilt, ROOT } from '../e2e/terminal.js';
import { GOOD_RULE_SETS } from '../engine/ruleSet/ruleFileExamples.js';

beforeAll(ensureBuilt);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-rules-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function leaves(...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 120_000, env: childEnv({ LEAVES_CONFIG_DIR: dir }) });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function file(name: string, contents: unknown): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, typeof contents === 'string' ? contents : JSON.stringify(contents, null, 2));
  return at;
}

const RULE_SET_GAMES = allGames().filter((game) => game.ruleSet);

describe('leaves rules', () => {
  it('lists the games played from a rule set', () => {
    const result = leaves('rules');
    expect(result.status).toBe(0);
    expect(RULE_SET_GAMES.length).toBeGreaterThanOrEqual(12);
    for (const game of RULE_SET_GAMES) expect(result.stdout).toMatch(new RegExp(`^  ${game.id} +${game.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  });

  it.each(RULE_SET_GAMES.map((game) => [game.id]))('prints %s as a rule file the validator takes back unchanged, with a $schema line first', (id) => {
    const result = leaves('rules', id);
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')[1]).toMatch(/^ {2}"\$schema": "file:\/\/.*\/docs\/rule-set\.schema\.json",$/);
    const printed = JSON.parse(result.stdout) as Record<string, unknown>;
    const { $schema: _schema, ...rules } = printed;
    expect(rules).toEqual(allGames().find((game) => game.id === id)!.ruleSet!({}));
    const back = leaves('solve', '--rules', file(`${id}.json`, result.stdout), '--seed', '1', '--max-positions', '1');
    expect(back.stderr).toBe('');
    expect(back.status).toBe(0);
  });

  it('an unknown game, or one not played from a rule set, is one line and exit code 1', () => {
    const unknown = leaves('rules', 'patience');
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/^leaves: unknown game 'patience'\. Choose one of: [^\n]*\n$/);
    const handWritten = allGames().find((game) => !game.ruleSet)!;
    expect(leaves('rules', handWritten.id).stderr).toMatch(new RegExp(`^leaves: ${handWritten.title} is not played from a rule set\\. Choose one of: [^\\n]*\\n$`));
  });

  it('a game name mistyped is answered with the one meant, as the game command does', () => {
    const typo = leaves('rules', 'klondik');
    expect(typo.status).toBe(1);
    expect(typo.stderr).toMatch(/^leaves: unknown game 'klondik' \(did you mean "klondike"\?\)\. Choose one of: [^\n]*\n$/);
  });
});

describe('leaves solve --rules', () => {
  it('solves a range of a rule file\'s deals, titled by its name', () => {
    const result = leaves('solve', '--rules', file('golf.json', GOOD_RULE_SETS.golf), '--seeds', '1-4', '--time-limit', '1', '--jobs', '2');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^deal 1: .*\ndeal 2: .*\ndeal 3: .*\ndeal 4: .*\n\nGolf · 4 deals · [\d.]+ s limit a deal\nwinnable \d · lost \d · undecided \d/);
  });

  it('--json names the game by its rule set\'s name', () => {
    const result = leaves('solve', '--rules', file('golf3.json', { ...GOOD_RULE_SETS.golf, name: 'Lazy Golf' }), '--seeds', '1-2', '--max-positions', '1000', '--jobs', '1', '--json');
    expect(result.stderr).toBe('');
    const summary = (JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { summary: { game: string; deals: number } }).summary;
    expect(summary).toMatchObject({ game: 'Lazy Golf', deals: 2 });
  });

  it('a bad rule file is one line per problem and exit code 1', () => {
    const bad = file('bad.json', { ...GOOD_RULE_SETS.golf, tableau: { piles: 7, cards: 9 }, colour: 'red' });
    const result = leaves('solve', '--rules', bad, '--seeds', '1-4');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`leaves: ${bad}: colour: there is no such field; a rule set takes name, description, deck, tableau, foundations, hole, cells, reserve, stock, win\n`);
  });

  it('a game and --rules together are refused', () => {
    const result = leaves('solve', 'golf', '--rules', file('golf2.json', GOOD_RULE_SETS.golf));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('leaves: give a game or --rules FILE, not both.\n');
  });
});

describe('leaves play FILE without a game to play', () => {
  it.each([
    ['a missing file', () => path.join(dir, 'none.json'), 'there is no such file'],
    ['a folder', () => fs.mkdtempSync(path.join(dir, 'folder-')), 'it is a folder, not a file'],
    ['a JSON syntax error', () => file('syntax.json', '{\n  "name": "Golf",\n  "tableau": [\n}'), 'line 4, column 1: not JSON: expected a value (an object, a list, a string, a number, true, false or null), not "}"'],
    ['a deal that needs more cards than the deck', () => file('big.json', { name: 'Big', tableau: { piles: 10, cards: 6 } }), 'the deal needs 60 cards (10 columns: 60), but the deck has 52'],
    // Issue 36: it passed the checks, then `leaves play` stopped on "The deck has no 1 of hearts to start with."
    ['two suits with aces that start up', () => file('aces.json', { name: 'Aces', deck: { suits: 2 }, tableau: { piles: 8, cards: 6 }, foundations: { acesStartUp: true } }), 'deck.suits is 2, but foundations by suit need all four suits (add "completeRuns": true to foundations, use a hole, or deal 4 suits)'],
  ])('%s is one line naming the file, exit code 1', (_what, made, line) => {
    const at = made();
    const result = leaves('play', at);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`leaves: ${at}: ${line}\n`);
  });

  it('a good file still needs a terminal to be played in', () => {
    const result = leaves('play', file('ok.json', GOOD_RULE_SETS.golf));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^leaves: this is a game for an interactive terminal/);
  });
});

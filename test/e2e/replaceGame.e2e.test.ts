// Every road that replaces a game in progress keeps it as n does, in a real terminal: a new deal
// or new options asked for on the command line, and a shared game played on from (`leaves open`,
// Enter) offer u to bring the game back, and nothing is counted lost; playing on from a shared
// game keeps the player's settings ("what the solver knows" stays off).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BIN, childEnv, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, ROOT, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

function leaves(configDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 60_000, env: childEnv({ LEAVES_CONFIG_DIR: configDir }) });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The screen says it, on one line or wrapped over two. */
const says = (text: string) => (screen: string) => screen.replace(/\s+/g, ' ').includes(text);

const savedFile = (configDir: string) => JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8'));

async function quit(t: Running): Promise<void> {
  t.press('q');
  expect((await t.exited()).exitCode).toBe(0);
}

/** A config whose Klondike game, deal 3, is one move in (the stock turned). */
async function klondikeInProgress(): Promise<string> {
  const configDir = freshConfigDir();
  // One draw is one move: its ace does not go up by itself.
  const t = launch(['klondike', '--seed', '3', '--no-auto-play'], { configDir });
  await t.waitFor('Recent moves');
  await t.keysReady();
  t.press('d');
  await t.waitFor(/^Klondike · deal 3 .*1 (move|mv)/);
  await quit(t);
  return configDir;
}

describe('a game in progress replaced from the command line', () => {
  for (const args of [['--seed', '5'], ['--draw', '3']]) {
    it(`leaves klondike ${args.join(' ')} keeps it for u, and counts nothing`, async () => {
      const configDir = await klondikeInProgress();
      const t = launch(['klondike', ...args], { configDir });
      await t.waitFor(says('u brings back the game you left (deal 3, 1 move).'));
      await t.keysReady();
      t.press('u');
      const back = await t.waitFor('Back to the game you left: deal 3, 1 move.');
      expect(back).toMatch(/^Klondike · deal 3 .*draw 1.*1 (move|mv)/);
      await quit(t);
      expect(savedFile(configDir).saves.klondike).toMatchObject({ seed: 3, moves: 'd' });
      expect(savedFile(configDir).statistics).toEqual({});
    });
  }
});

describe('a shared game played on from', () => {
  let code = '';
  beforeAll(async () => {
    // The code: Klondike deal 7, two turns of the stock.
    const sharer = freshConfigDir();
    const shared = launch(['klondike', '--seed', '7', '--no-auto-play'], { configDir: sharer });
    await shared.waitFor('Recent moves');
    await shared.keysReady();
    shared.press('d');
    await shared.waitFor(/ 1 (move|mv)/);
    shared.press('d');
    await shared.waitFor(/ 2 (moves|mv)/);
    await quit(shared);
    code = leaves(sharer, 'share').stdout.trim();
    expect(code).toMatch(/^leaves1-/);
  });

  async function playOn(configDir: string): Promise<Running> {
    const t = launch(['open', code], { configDir });
    await t.waitFor('Replay: move 2 of 2');
    await t.keysReady();
    t.press(KEY.enter);
    await t.waitFor((screen) => !screen.includes('Replay') && /^Klondike · deal 7 .*2 (moves|mv)/.test(screen));
    return t;
  }

  it('keeps the game in progress for u, and counts nothing', async () => {
    const configDir = await klondikeInProgress();
    const t = await playOn(configDir);
    await t.waitFor(says('Playing on from move 2. u brings back the game you left (deal 3, 1 move).'));
    t.press('u');
    const back = await t.waitFor('Back to the game you left: deal 3, 1 move.');
    expect(back).toMatch(/^Klondike · deal 3 .*1 (move|mv)/);
    await quit(t);
    const saved = savedFile(configDir);
    expect(saved.saves.klondike).toMatchObject({ seed: 3, moves: 'd' });
    expect(saved.statistics).toEqual({});
  });

  it('the first move played on ends the offer: then the game left counts, lost, as after n', async () => {
    const configDir = await klondikeInProgress();
    const t = await playOn(configDir);
    await t.waitFor(says('u brings back the game you left (deal 3, 1 move).'));
    t.press('d');
    await t.waitFor(/^Klondike · deal 7 .*3 (moves|mv)/);
    await quit(t);
    const saved = savedFile(configDir);
    expect(saved.saves.klondike).toMatchObject({ seed: 7 });
    expect(saved.left ?? {}).toEqual({});
    expect(JSON.stringify(saved.statistics)).toMatch(/"played":1\b.*"won":0\b|"won":0\b.*"played":1\b/);
  });

  it('keeps the player\'s settings: "what the solver knows" stays off, there and after', async () => {
    const configDir = freshConfigDir();
    const t = await playOn(configDir);
    t.press('s');
    await t.waitFor(/What the solver knows +on \[off\]/);
    t.press(KEY.escape);
    await t.waitFor(/^Klondike · deal 7/);
    await quit(t);
    expect(savedFile(configDir).settings?.knowledge).not.toBe(true);
  });
});

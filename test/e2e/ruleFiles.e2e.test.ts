// A player's rule file end to end: `leaves rules golf > f.json; leaves play f.json` plays Golf's
// rules in a real terminal, the game is saved with its rules, and plain `leaves` resumes it after
// the file is gone; a bad file is one line per problem and no game.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { boardOfScreen as board, BIN, childEnv, ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, ROOT, openGame as open } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);


/** Golf's rules as `leaves rules golf` prints them, in a file of the config folder. */
function writeGolf(configDir: string): string {
  const file = path.join(configDir, 'my-golf.json');
  const printed = spawnSync(process.execPath, [BIN, 'rules', 'golf'], { cwd: ROOT, encoding: 'utf8', env: childEnv({ LEAVES_CONFIG_DIR: configDir }) });
  expect(printed.status).toBe(0);
  fs.writeFileSync(file, printed.stdout);
  return file;
}

/** A Golf rule-file game played one move and quit: its config folder, the game saved in it. */
async function savedGolfGame(): Promise<string> {
  const configDir = freshConfigDir();
  const first = await open(['play', writeGolf(configDir), '--seed', '2'], configDir, /Golf/);
  first.press('d');
  await first.waitFor(/turned/);
  first.press('q');
  expect((await first.exited()).exitCode).toBe(0);
  return configDir;
}

describe('leaves play FILE', () => {
  it("plays the rules `leaves rules golf` printed, saves them with the game, and resumes after the file is deleted", async () => {
    const configDir = freshConfigDir();
    const file = writeGolf(configDir);
    const first = await open(['play', file, '--seed', '5'], configDir, /Golf/);
    const before = first.screen();
    expect(before).toContain('deal 5');
    first.press('d');
    const turned = await first.waitFor(/turned/);
    expect(board(turned)).not.toBe(board(before));
    first.press('q');
    expect((await first.exited()).exitCode).toBe(0);

    fs.rmSync(file);
    const again = await open([], configDir, /Golf/);
    const screen = await again.waitFor(/turned/);
    expect(screen).toContain('deal 5');
    expect(board(screen)).toBe(board(turned));
    again.press('q');
    expect((await again.exited()).exitCode).toBe(0);
  });

  it('a file with mistakes is one line for each, with no game and exit code 1', async () => {
    const configDir = freshConfigDir();
    const file = path.join(configDir, 'bad.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'Bad', tableau: { piles: 7, cards: 5, build: 'upwards' }, stok: {} }));
    const game = launch(['play', file], { configDir, cols: 250 });
    const exit = await game.exited();
    expect(exit.exitCode).toBe(1);
    expect(game.onAlternateScreen()).toBe(false);
    const lines = game.screen().split('\n').filter((line) => line.startsWith('leaves:'));
    expect(lines).toEqual([
      expect.stringMatching(/^leaves: .*bad\.json: stok: there is no such field \(did you mean "stock"\?\)/),
      expect.stringMatching(/^leaves: .*bad\.json: tableau\.build must be one of alternate-colours, suit, any-suit, none, not "upwards"/),
    ]);
  });

  it('a saved rule-file game whose rule set was damaged is one line, the file kept aside, and exit code 1', async () => {
    const configDir = await savedGolfGame();
    const config = path.join(configDir, 'config.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replaceAll('"build":"none"', '"build":"sideways"'));

    const again = launch([], { configDir, cols: 500 });
    expect((await again.exited()).exitCode).toBe(1);
    const lines = again.screen().split('\n').filter((line) => line.startsWith('leaves:'));
    expect(lines).toEqual([expect.stringMatching(/^leaves: The saved game could not be used: its rule set is damaged: tableau\.build must be one of alternate-colours, suit, any-suit, none, not "sideways"\. It was kept in \S+corrupt\S+\.json\. The game played last came from a rule file: play it again with `leaves play FILE\.json`\.$/)]);
    const kept = fs.readdirSync(configDir).find((name) => name.includes('corrupt'))!;
    expect(fs.readFileSync(path.join(configDir, kept), 'utf8')).toContain('sideways');
  });

  it('another rule file played over a game in progress keeps that game for u, as n does', async () => {
    const configDir = freshConfigDir();
    const first = await open(['play', writeGolf(configDir), '--seed', '2'], configDir, /Golf/);
    first.press('d');
    const turned = await first.waitFor(/turned/);
    first.press('q');
    expect((await first.exited()).exitCode).toBe(0);
    const other = path.join(configDir, 'other.json');
    fs.writeFileSync(other, JSON.stringify({ ...JSON.parse(fs.readFileSync(path.join(configDir, 'my-golf.json'), 'utf8')), name: 'Other Golf' }));

    const second = launch(['play', other, '--seed', '7'], { configDir, cols: 200 });
    await second.waitFor('u brings back the game you left (deal 2, 1 move)');
    await second.keysReady();
    expect(second.screen()).toMatch(/^Other Golf · deal 7/);
    second.press('u');
    const back = await second.waitFor('Back to the game you left: deal 2, 1 move.');
    expect(back).toMatch(/^Golf · deal 2/);
    expect(board(back)).toBe(board(turned));
    second.press('q');
    expect((await second.exited()).exitCode).toBe(0);
  });

  it('a saved rule-file game that no longer fits its rules, with no rules to deal another, opens the home with one line', async () => {
    const configDir = await savedGolfGame();
    // Its rules now deal the whole stock but the hole's card into three columns: the saved turn of
    // the stock is not legal. With no rules among the defaults (as for a game played on from a
    // share code), there is nothing to deal in its place.
    const config = path.join(configDir, 'config.json');
    const document = JSON.parse(fs.readFileSync(config, 'utf8'));
    document.saves.custom.options.rules.tableau = { ...document.saves.custom.options.rules.tableau, piles: 3, cards: 17 };
    delete document.settings.defaults.custom;
    fs.writeFileSync(config, JSON.stringify(document));

    const again = launch([], { configDir, cols: 300 });
    const home = await again.waitFor((screen) => screen.includes('choose a game') || screen.includes('leaves:'));
    expect(home).toContain('choose a game');
    expect(home).toMatch(/Move 1 of the saved game is not legal: .* It was kept in \S+corrupt\S+\.json\. The game played last came from a rule file/);
    again.press('q');
    expect((await again.exited()).exitCode).toBe(0);
    const kept = fs.readdirSync(configDir).find((name) => name.includes('corrupt'))!;
    expect(JSON.parse(fs.readFileSync(path.join(configDir, kept), 'utf8')).saves.custom.moves).toBe('d');
  });
});

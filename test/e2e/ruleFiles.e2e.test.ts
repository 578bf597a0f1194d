// A player's rule file end to end: `leaves rules golf > f.json; leaves play f.json` plays Golf's
// rules in a real terminal, the game is saved with its rules, and plain `leaves` resumes it after
// the file is gone; a bad file is one line per problem and no game.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BIN, childEnv, ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, ROOT, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** The screen without its header (the clock ticks) and without the message and hint lines. */
function board(screen: string): string {
  const lines = screen.split('\n');
  return lines.slice(1, lines.length - 3).join('\n');
}

async function open(args: string[], configDir: string, ready: RegExp | string): Promise<Running> {
  const game = launch(args, { configDir });
  await game.waitFor(ready);
  await game.keysReady();
  return game;
}

describe('leaves play FILE', () => {
  it("plays the rules `leaves rules golf` printed, saves them with the game, and resumes after the file is deleted", async () => {
    const configDir = freshConfigDir();
    const file = path.join(configDir, 'my-golf.json');
    const printed = spawnSync(process.execPath, [BIN, 'rules', 'golf'], { cwd: ROOT, encoding: 'utf8', env: childEnv({ LEAVES_CONFIG_DIR: configDir }) });
    expect(printed.status).toBe(0);
    fs.writeFileSync(file, printed.stdout);

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
});

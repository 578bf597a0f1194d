// Limits end to end: a game at the most moves a game may have resumes, says so in one line on the
// next move and plays on after an undo; a save past it is kept as a backup and a new game starts;
// a code past it, or one that unpacks past a code's size, is refused in one line (exit 1).
// Statistics of 200,000 rule files: `leaves stats` shows the first it keeps and says so in one line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MOVES } from '../../src/engine/session/session.js';
import { MAX_RULE_FILES } from '../../src/store/statistics.js';
import { KLONDIKE, stockRounds } from '../store/longGames.js';
import { waitUntil } from '../ui/waitUntil.js';
import { BIN, childEnv, ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, ROOT } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** A save file holding one Klondike game of these moves; its path. */
function saveFile(configDir: string, moves: string): string {
  const file = path.join(configDir, 'config.json');
  fs.writeFileSync(file, JSON.stringify({ version: 2, lastGame: 'klondike', saves: { klondike: { game: 'klondike', options: KLONDIKE, seed: 1, moves, redo: '', elapsedMs: 0 } } }));
  return file;
}

describe('the most moves a game may have', () => {
  it('a game at the limit resumes, says in one line that it has reached it on the next move, and plays on after an undo', async () => {
    const configDir = freshConfigDir();
    const file = saveFile(configDir, stockRounds(MAX_MOVES));
    const game = launch(['klondike'], { configDir });
    await game.waitFor('q quit');
    await game.keysReady();
    game.press('d');
    await game.waitFor((screen) => flat(screen).includes(`This game has reached the most moves a game may have (${MAX_MOVES.toLocaleString('en')})`));
    game.press('u');
    await game.waitFor((screen) => !flat(screen).includes('reached the most moves'));
    game.press('d'); // the stock is empty: d turns the waste over again
    const saved = () => (JSON.parse(fs.readFileSync(file, 'utf8')) as { saves: { klondike: { moves: string; redo: string } } }).saves.klondike;
    await waitUntil('the move played again saved', () => saved().redo === '' && saved().moves.endsWith(' r'));
    expect(flat(game.screen())).not.toContain('reached the most moves');
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);
  });

  it('a save past the limit is kept as a backup, said in one line, and a new game starts', async () => {
    const configDir = freshConfigDir();
    const file = saveFile(configDir, stockRounds(MAX_MOVES + 1));
    const text = fs.readFileSync(file, 'utf8');
    const game = launch(['klondike'], { configDir });
    const screen = await game.waitFor('q quit');
    expect(flat(screen)).toMatch(new RegExp(`it holds ${(MAX_MOVES + 1).toLocaleString('en')} moves, more than the ${MAX_MOVES.toLocaleString('en')} a game may have\\. It was kept in \\S*corrupt`));
    const backup = fs.readdirSync(configDir).find((name) => name.includes('corrupt'))!;
    expect(fs.readFileSync(path.join(configDir, backup), 'utf8')).toBe(text);
  });

  it('leaves open refuses in one line (exit 1) a code past the limit, and one that unpacks past a code\'s size', () => {
    const code = (value: object) => `leaves1-${deflateSync(Buffer.from(JSON.stringify(value)), { level: 9 }).toString('base64url')}`;
    const open = (text: string) => spawnSync(process.execPath, [BIN, 'open', text], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 60_000, env: childEnv({ LEAVES_CONFIG_DIR: freshConfigDir() }) });
    const long = open(code({ v: 1, game: 'klondike', options: KLONDIKE, seed: 1, moves: stockRounds(MAX_MOVES + 1) }));
    expect(long.status).toBe(1);
    expect(long.stderr).toBe(`leaves: this code cannot be opened: it holds ${(MAX_MOVES + 1).toLocaleString('en')} moves, more than the ${MAX_MOVES.toLocaleString('en')} a game may have.\n`);
    const unpacked = open(code({ v: 1, game: 'klondike', options: KLONDIKE, seed: 1, moves: stockRounds(1), name: 'x'.repeat(3 * 1024 * 1024) }));
    expect(unpacked.status).toBe(1);
    expect(unpacked.stderr).toMatch(/^leaves: this code holds more than any game of Leaves can \([^\n]*\)\.\n$/);
  });
});

describe('the most rule files the statistics keep', () => {
  it('`leaves stats` on a file of 200,000 rule files shows the first kept, says so in one line and keeps the file as a backup', () => {
    const configDir = freshConfigDir();
    const entry = { played: 1, won: 0, currentStreak: 0, bestStreak: 0 };
    const statistics = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`custom:File ${i}`, entry]));
    fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify({ version: 2, statistics }));
    const run = spawnSync(process.execPath, [BIN, 'stats'], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 120_000, env: childEnv({ LEAVES_CONFIG_DIR: configDir }) });
    expect(run.stderr).toMatch(new RegExp(`^leaves: Part of the save file could not be used \\(its statistics hold 200,000 rule files, more than the ${MAX_RULE_FILES.toLocaleString('en')} kept\\); the file was kept in \\S*corrupt\\S*\\.\n$`));
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').filter((line) => line.includes('(rule file)'))).toHaveLength(MAX_RULE_FILES);
  });
});

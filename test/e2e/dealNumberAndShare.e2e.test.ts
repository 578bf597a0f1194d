// A deal by number (#) and a shared game opened as a replay (leaves share, leaves open), end to
// end in a real pseudo-terminal at 80×24 and at 160×50: the one-line prompt, a number out of range
// refused in one line with nothing lost, the code opened in a fresh config at the same position,
// stepped through with ← → Home End, and played on from a move with Enter.
import { spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BIN, boardOfScreen, childEnv, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, ROOT, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const SIZES = [{ cols: 80, rows: 24 }, { cols: 160, rows: 50 }];
const HOME = '\x1b[H';
const END = '\x1b[F';

async function open(args: string[], configDir: string, size: { cols: number; rows: number }, ready: string): Promise<Running> {
  const game = launch(args, { configDir, ...size });
  await game.waitFor(ready);
  await game.keysReady();
  return game;
}

function leaves(configDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input: '', encoding: 'utf8', timeout: 60_000, env: childEnv({ LEAVES_CONFIG_DIR: configDir }) });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const header = (screen: string) => screen.split('\n')[0]!;
/** The last line with anything on it: the key bar. */
const keyBar = (screen: string) => screen.trimEnd().split('\n').at(-1)!;
/** The board alone: no header (the clock), no cursor (brackets, or a double frame on framed cards). */
const cards = (screen: string) =>
  boardOfScreen(screen)
    .replace(/[[\]]/g, ' ')
    .replace(/[║═╔╗╚╝]/g, (c) => ({ '║': '│', '═': '─', '╔': '╭', '╗': '╮', '╚': '╰', '╝': '╯' })[c]!)
    .replace(/ +$/gm, '');

for (const { cols, rows } of SIZES) {
  describe(`at ${cols}×${rows}`, () => {
    it('# asks for a deal number on one line and deals it; a number out of range says so and changes nothing', async () => {
      const game = await open(['freecell', '--seed', '5'], freshConfigDir(), { cols, rows }, 'FreeCell · deal 5');
      game.press('#');
      await game.waitFor('Deal number (1 to 1000000): _');
      game.press('1');
      game.press('2');
      const typed = await game.waitFor('Deal number (1 to 1000000): 12_');
      expect(keyBar(typed)).toMatch(/0-9 deal number +⏎ deal it +Esc cancel/);
      game.press(KEY.enter);
      await game.waitFor((screen) => header(screen).startsWith('FreeCell · deal 12 '));
      const board = cards(game.screen());
      game.press('#');
      await game.waitFor('Deal number');
      for (const digit of '2000000') game.press(digit);
      await game.waitFor('2000000_');
      game.press(KEY.enter);
      const refused = await game.waitFor('FreeCell deals are numbered 1 to 1000000.');
      expect(header(refused)).toMatch(/^FreeCell · deal 12 /);
      expect(cards(refused)).toBe(board);
      game.press('#');
      await game.waitFor('Deal number');
      game.press('7');
      game.press(KEY.escape);
      await game.waitFor((screen) => !screen.includes('Deal number'));
      expect(header(game.screen())).toMatch(/^FreeCell · deal 12 /);
      game.press('q');
      expect((await game.exited()).exitCode).toBe(0);
    });

    it('a shared game opens in a fresh config at the same position, steps back and forth, and plays on from a move', async () => {
      const configDir = freshConfigDir();
      const game = await open(['freecell', '--seed', '7'], configDir, { cols, rows }, 'FreeCell · deal 7');
      // Deal 7: the ace of clubs on top of column 2 goes up, then column 4's 5♠ onto column 7's 6♦.
      game.press('2');
      game.press('f');
      await game.waitFor('A♣ to its foundation');
      game.press('4');
      game.press(KEY.enter);
      await game.waitFor('Holding 5♠');
      game.press('7');
      const played = await game.waitFor('5♠ onto 6♦');
      game.press('q');
      expect((await game.exited()).exitCode).toBe(0);

      const shared = leaves(configDir, 'share');
      expect(shared.status).toBe(0);
      expect(shared.stdout).toMatch(/^leaves1-[A-Za-z0-9_-]+\n$/);
      const code = shared.stdout.trim();

      const fresh = freshConfigDir();
      const replay = await open(['open', code], fresh, { cols, rows }, 'Replay: move 2 of 2');
      expect(header(replay.screen())).toMatch(/^FreeCell · deal 7 · .*2 moves/);
      expect(replay.screen()).toContain('5♠ onto 6♦');
      expect(cards(replay.screen())).toBe(cards(played));
      expect(keyBar(replay.screen())).toMatch(/←→ step +Home End +⏎ play on from here/);
      replay.press(KEY.left);
      await replay.waitFor('Replay: move 1 of 2');
      replay.press(HOME);
      await replay.waitFor('Replay: move 0 of 2');
      replay.press(END);
      await replay.waitFor('Replay: move 2 of 2');
      replay.press(KEY.left);
      await replay.waitFor('Replay: move 1 of 2');
      replay.press(KEY.enter);
      const playing = await replay.waitFor((screen) => !screen.includes('Replay') && / 1 move /.test(header(screen)));
      expect(keyBar(playing)).toContain('u undo');
      replay.press('q');
      expect((await replay.exited()).exitCode).toBe(0);
      // Played on from the code: the new game is the fresh config's FreeCell game, one move in.
      expect(leaves(fresh, 'share', 'freecell').stdout.trim()).not.toBe(code);
      // Given up unfinished, it never counts in the statistics.
      expect(JSON.parse(leaves(fresh, 'stats', '--json').stdout)).toEqual(JSON.parse(leaves(freshConfigDir(), 'stats', '--json').stdout));
    });
  });
}

describe('leaves open', () => {
  it('refuses a damaged code in one line, with exit code 1', () => {
    const result = leaves(freshConfigDir(), 'open', 'leaves1-eNoFwUEKgCAQBdCryF');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('leaves: this code is damaged or incomplete: copy the whole line `leaves share` printed.\n');
  });
});

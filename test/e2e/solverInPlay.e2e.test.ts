// The solver in play, end to end in a real terminal with the real background solver: a winnable
// Klondike deal says so, the move that throws the win away is named and U takes the game back,
// the demo plays a deal to the win screen, and --winnable deals a deal `leaves solve` proves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { newSession, play } from '../../src/engine/session/session.js';
import type { Move } from '../../src/engine/types.js';
import { GameStore } from '../../src/store/gameStore.js';
import { BIN, childEnv, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, ROOT, type Running } from './terminal.js';
import { golfNearWin } from '../ui/golfNearWin.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** A solve of a position in the game may take seconds on a busy machine. */
const SOLVER_WAIT_MS = 60_000;

const header = (screen: string) => screen.split('\n')[0] ?? '';
const words = (screen: string) => screen.replace(/\s+/g, ' ');

/** A fresh config folder with "show what the solver knows" on (K; off by default). */
function knowingConfigDir(): string {
  const configDir = freshConfigDir();
  new GameStore(configDir).updateSettings({ knowledge: true });
  return configDir;
}

async function open(args: string[], configDir: string): Promise<Running> {
  const game = launch(args, { configDir });
  await game.waitFor(/Klondike · deal/);
  await game.keysReady();
  return game;
}

describe('the solver in a real game', () => {
  it('by default the header shows the fair chance; K shows what the solver knows: a winnable deal says so, and K is remembered', async () => {
    const configDir = freshConfigDir();
    const game = await open(['klondike', '--seed', '1'], configDir);
    expect(header(await game.waitFor((s) => / · \d+%$/.test(header(s)), SOLVER_WAIT_MS))).toContain('deal 1');
    game.press('K');
    expect(header(await game.waitFor((s) => header(s).endsWith(' · winnable'), SOLVER_WAIT_MS))).toContain('deal 1');
    expect(new GameStore(configDir).settings().knowledge).toBe(true);
  });

  it('filling the last empty column with the king run throws the win away: the game says so, and U goes back', async () => {
    // Klondike deal 3, 82 moves into a win: column 1 is empty, column 3 holds K♣–8♦ on two
    // face-down cards. Only an empty column lets the K♥ of the stock and the cards under it out;
    // moving K♣–8♦ there turns up 9♥ but leaves no way to win.
    const moves = JSON.parse(fs.readFileSync(new URL('./fixtures/klondike-deal3-before-the-last-empty-column.json', import.meta.url), 'utf8')) as Move[];
    let position = newSession('klondike', 3, klondike.newGame({ seed: 3 }).options);
    for (const move of moves) position = play(position, move);
    const configDir = knowingConfigDir();
    new GameStore(configDir).save(position.session);

    const game = await open(['klondike'], configDir);
    await game.waitFor((s) => header(s).endsWith(' · winnable'), SOLVER_WAIT_MS);
    game.press('3');
    await game.waitFor('[ K♣]');
    game.press('\r');
    await game.waitFor('Holding K♣–8♦');
    game.press('1');
    const lost = await game.waitFor((s) => words(s).includes('That move lost the game'), SOLVER_WAIT_MS);
    expect(words(lost)).toContain('That move lost the game: u takes it back, n deals another.');
    expect(header(lost)).toMatch(/83 moves · .* · lost$/);
    game.press('U');
    const back = await game.waitFor('Back 1 move');
    expect(header(back)).toMatch(/82 moves · .* · winnable$/);
  });

  it('D plays the deal to the win screen', async () => {
    const game = await open(['klondike', '--seed', '1'], knowingConfigDir());
    await game.waitFor((s) => header(s).endsWith(' · winnable'), SOLVER_WAIT_MS);
    game.press('D');
    await game.waitFor('Demo:');
    for (const step of ['125 ms', '62.5 ms', '50 ms']) {
      game.press('+');
      await game.waitFor(`a move every ${step}`);
    }
    expect(words(await game.waitFor((s) => words(s).includes('The demo won this deal'), 120_000))).toMatch(/The demo won this deal in \d+ moves/);
  });

  it('D pressed before the win is known waits for it; the demo\'s win says so after a restart, on the home and in the last games', async () => {
    const configDir = freshConfigDir();
    new GameStore(configDir).save(golfNearWin().session);
    const game = launch(['golf'], { configDir });
    await game.waitFor(/Golf · deal 10/);
    await game.keysReady();
    game.press('D');
    await game.waitFor((s) => words(s).includes('The demo won this deal'), SOLVER_WAIT_MS);
    game.press('q');
    await game.exited();

    const again = launch(['golf'], { configDir });
    const board = words(await again.waitFor(/Golf · deal 10/));
    expect(board).toContain('The demo won this deal');
    expect(board).not.toContain('You won');
    await again.keysReady();
    again.press('S');
    expect(words(await again.waitFor('The last game'))).toMatch(/Golf\s+demo\s+47 moves/);
    again.press(KEY.escape);
    await again.waitFor((s) => !s.includes('The last game'));
    again.press('g');
    expect(words(await again.waitFor('The demo finished the last game'))).toContain('(not your win): Enter shows it');
    expect(new GameStore(configDir).statistics().golf).toMatchObject({ played: 1, won: 0 });
  });

  it('--winnable deals a deal that leaves solve proves winnable', async () => {
    const game = await open(['klondike', '--winnable', '--new'], freshConfigDir());
    // "(proved)", or "(proved, hard)" where the deal's difficulty is rated.
    const screen = await game.waitFor(/deal \d+ \(proved[,)]/);
    const seed = /deal (\d+) \(proved[,)]/.exec(screen)![1]!;
    const solved = spawnSync(process.execPath, [BIN, 'solve', 'klondike', '--seed', seed, '--time-limit', '30'], { cwd: ROOT, encoding: 'utf8', env: childEnv({}) });
    expect(solved.stdout).toMatch(new RegExp(`deal ${seed}: winnable in \\d+ moves`));
  });
});

// Klondike and Spider end to end, and the three games' saves side by side: launch, play a move by
// keys, quit, and come back to the same board; `leaves` alone resumes the game played last.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { boardOfScreen as board, ensureBuilt, freshConfigDir, killAll, removeTempDirs, type Running, openGame as open } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);


async function quit(game: Running): Promise<void> {
  game.press('q');
  expect((await game.exited()).exitCode).toBe(0);
}

describe('Klondike in a terminal', () => {
  it('draws three by keys, quits, and resumes with the same board and options', async () => {
    const configDir = freshConfigDir();
    const first = await open(['klondike', '--seed', '7', '--draw', '3'], configDir, 'draw 3');
    first.press('d');
    const drawn = await first.waitFor('drew from the stock');
    expect(drawn).toMatch(/^ +×21 +×3 /m);
    await quit(first);

    const again = await open([], configDir, 'Klondike');
    const screen = await again.waitFor('drew from the stock');
    expect(screen).toContain('deal 7');
    expect(screen).toContain('draw 3');
    expect(board(screen)).toBe(board(drawn));
    await quit(again);
  });
});

describe('Spider in a terminal', () => {
  it('deals a row by keys, quits, and resumes with the same board', async () => {
    const configDir = freshConfigDir();
    const first = await open(['spider', '--seed', '3', '--suits', '2'], configDir, '2 suits');
    first.press('d');
    // Spider's header at 80 columns says "4 deals" in short (Header.tsx).
    const dealt = await first.waitFor('4 deals');
    expect(dealt).toMatch(/score 499|499 pts/);
    await quit(first);

    const again = await open(['spider'], configDir, 'Spider');
    const screen = await again.waitFor('4 deals');
    expect(board(screen)).toBe(board(dealt));
    await quit(again);
  });
});

describe('saves side by side', () => {
  it('each game resumes on its own, and `leaves` alone resumes the one played last', async () => {
    const configDir = freshConfigDir();
    const autumn = await open(['autumn-leaves', '--seed', '1'], configDir, 'Autumn Leaves');
    autumn.press('d');
    const autumnBoard = board(await autumn.waitFor('4 deals left'));
    await quit(autumn);

    const klondike = await open(['klondike', '--seed', '2'], configDir, 'Klondike');
    klondike.press('d');
    await klondike.waitFor('drew from the stock');
    await quit(klondike);

    const last = await open([], configDir, 'Klondike');
    expect(last.screen()).toContain('deal 2');
    await quit(last);

    const back = await open(['autumn-leaves'], configDir, 'Autumn Leaves');
    expect(board(await back.waitFor('4 deals left'))).toBe(autumnBoard);
    await quit(back);
  });
});

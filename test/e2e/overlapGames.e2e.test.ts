// Pyramid and TriPeaks end to end, in a real pseudo-terminal at 80×24 and at 160×50: the shape of
// each board read off the screen, a few moves played by keys, the move log kept in its column as
// cards leave, and the game resumed as it was left.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

async function open(args: string[], configDir: string, size: { cols: number; rows: number }, ready: string): Promise<Running> {
  const game = launch(args, { configDir, ...size });
  await game.waitFor(ready);
  await game.keysReady();
  return game;
}

/** How many cards each line of the screen shows, for the lines that show any (compact faces and backs). */
function cardsPerLine(screen: string, width: number): number[] {
  return screen
    .split('\n')
    .slice(4)
    .map((line) => (line.slice(0, width).match(/(10|[2-9AJQK])[♠♥♦♣]|▒▒▒/g) ?? []).length)
    .filter((n) => n > 0);
}

/** How many framed cards' rank corners each line shows (top-left corners only: "│7♠ "). */
function framedRanksPerLine(screen: string, width: number): number[] {
  return screen
    .split('\n')
    .slice(14)
    .map((line) => (line.slice(0, width).match(/[│║](10|[2-9AJQK])[♠♥♦♣] /g) ?? []).length)
    .filter((n) => n > 0);
}

describe('Pyramid in a terminal', () => {
  it('at 80×24: seven rows of 1 to 7 cards; a pair removed by keys and a king by itself after it; resumed as left', async () => {
    const configDir = freshConfigDir();
    const game = await open(['pyramid', '--seed', '1'], configDir, { cols: 80, rows: 24 }, 'Pyramid');
    expect(cardsPerLine(game.screen(), 60)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    game.press(KEY.enter);
    await game.waitFor('[ 5♦]');
    game.press(KEY.enter);
    // The pair goes, and the K♦ of the bottom row after it by itself (a free king pairs with nothing).
    const after = await game.waitFor('K♦ alone');
    expect(after).toContain('5♦ with 8♠');
    // At 80 columns beside the score, the header says it short: "25 cards".
    expect(after.split('\n')[0]).toMatch(/\b25 cards\b/);
    expect(cardsPerLine(after, 40).slice(-1)).toEqual([4]);
    game.press('q');
    expect((await game.exited()).exitCode).toBe(0);

    const again = await open(['pyramid'], configDir, { cols: 80, rows: 24 }, 'K♦ alone');
    expect(again.screen().split('\n')[0]).toMatch(/\b25 cards\b/);
    again.press('q');
    await again.exited();
  });

  it('at 160×50: framed cards overlapping, a row of ranks for each of the seven rows', async () => {
    const game = await open(['pyramid', '--seed', '1'], freshConfigDir(), { cols: 160, rows: 50 }, 'Pyramid');
    expect(framedRanksPerLine(game.screen(), 130)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    game.press('d');
    await game.waitFor('turned a card');
    game.press('q');
    await game.exited();
  });
});

describe('TriPeaks in a terminal', () => {
  it('at 80×24: three peaks of backs over ten face-up cards; cards played onto the waste by keys', async () => {
    const game = await open(['tripeaks', '--seed', '1'], freshConfigDir(), { cols: 80, rows: 24 }, 'TriPeaks');
    expect(cardsPerLine(game.screen(), 60)).toEqual([3, 6, 9, 10]);
    for (let i = 0; i < 6; i++) {
      game.press(KEY.right);
      await game.waitFor((screen) => screen.split('\n').some((line) => line.includes(['[ 5♠]', '[ 2♦]', '[ 7♣]', '[ K♦]', '[ 5♦]', '[ 8♠]'][i]!)));
    }
    game.press(KEY.enter);
    await game.waitFor('8♠ onto the waste');
    game.press('d');
    const turned = await game.waitFor('turned a card');
    expect(turned).toContain('stock 22');
    game.press('q');
    await game.exited();
  });

  it('at 80×24: the move log stays in its column when the rightmost card leaves the board', async () => {
    const game = await open(['tripeaks', '--seed', '2'], freshConfigDir(), { cols: 80, rows: 24 }, 'TriPeaks');
    const logColumn = (screen: string) => screen.split('\n')[2]!.indexOf('Recent moves');
    const before = logColumn(game.screen());
    expect(before).toBeGreaterThan(0);
    // The bottom row's last card, A♠, goes onto the waste's K♦ (a king and an ace are one apart).
    for (let i = 0; i < 8; i++) game.press(KEY.right);
    await game.waitFor('[ A♠]');
    game.press(KEY.enter);
    const after = await game.waitFor('A♠ onto the waste');
    expect(logColumn(after)).toBe(before);
    game.press('q');
    await game.exited();
  });

  it('at 160×50: framed peaks, the face-down cards as backs', async () => {
    const game = await open(['tripeaks', '--seed', '1'], freshConfigDir(), { cols: 160, rows: 50 }, 'TriPeaks');
    const screen = game.screen();
    expect(framedRanksPerLine(screen, 140)).toEqual([10]);
    expect(screen).toMatch(/╭▒+╮/);
    game.press('q');
    await game.exited();
  });
});

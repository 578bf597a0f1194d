// The fair estimate as a new player meets it, in a real terminal with the real background worker:
// the header says "thinking…" (no percentage) and t says so too until the estimate is worth showing,
// then the hint comes by itself with how sure it is (an interval no wider than the threshold); t
// again, and t after going away and back, give the same move; keys answer while it thinks; and the
// review never lists the hint's own move as a mistake. Budgets are counted (keys, moves), never timed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHOWN_WIDTH } from '../../src/ui/outlook/fairOutlook.js';
import { ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** Sampling may take many seconds on a busy machine. */
const THINK_WAIT_MS = 120_000;

const header = (screen: string) => screen.split('\n')[0] ?? '';
const words = (screen: string) => screen.replace(/\s+/g, ' ');
const HINT = /Hint: (.+?) \(about (\d+)% to win with it, likely (\d+)–(\d+)%\)/;

/** The game, and its first board as the player first saw it. */
async function open(args: string[], ready: RegExp): Promise<{ game: Running; first: string }> {
  const game = launch(args, { configDir: freshConfigDir() });
  const first = await game.waitFor(ready);
  await game.keysReady();
  return { game, first };
}

/** The hint's move and interval once t's answer is on screen. */
async function hintShown(game: Running): Promise<{ move: string; low: number; high: number }> {
  const [, move, , low, high] = HINT.exec(words(await game.waitFor((s) => HINT.test(words(s)), THINK_WAIT_MS)))!;
  return { move: move!, low: Number(low), high: Number(high) };
}

describe('the fair estimate in a real terminal', () => {
  it('no percentage and no hint until it is worth showing; then t, t again, and t back at the position give one move', async () => {
    const { game, first: board } = await open(['klondike', '--seed', '2', '--draw', '3'], /Klondike · deal 2/);
    // The worker starts after the first board: nothing is sampled yet, and no percentage shows.
    expect(header(board)).toMatch(/ · thinking…$/);
    game.press('t');
    await game.waitFor((s) => words(s).includes('Hint: thinking…') || HINT.test(words(s)), THINK_WAIT_MS);
    // The hint shows by itself once the estimate is sure enough: its interval says how sure.
    const first = await hintShown(game);
    expect(first.high - first.low).toBeLessThanOrEqual(Math.round(SHOWN_WIDTH * 100) + 1);
    expect(header(game.screen())).toMatch(/ · \d+%$/);
    game.press(KEY.right);
    await game.waitFor((s) => !HINT.test(words(s)));
    game.press('t');
    expect((await hintShown(game)).move).toBe(first.move);
    // Away and back: the estimate of the position carries on from where it was.
    game.press('d');
    // The draw, and any card it frees going up by itself: u takes them back in one step.
    await game.waitFor((s) => /\b[1-9] moves?\b/.test(header(s)));
    game.press('u');
    await game.waitFor((s) => header(s).includes('0 moves'));
    game.press('t');
    expect((await hintShown(game)).move).toBe(first.move);
  });

  it('keys answer while it thinks: the cursor goes round every column of Spider (4 suits) before the estimate is shown', async () => {
    const { game } = await open(['spider', '--suits', '4', '--seed', '1'], /Spider · /);
    for (let column = 2; column <= 10; column++) {
      game.press(KEY.right);
      // The tenth column's label is 0, as its key.
      await game.waitFor((s) => s.includes(`[${column % 10}]`));
    }
    // Ten columns' worth of keys answered, and the estimate still thinking: no key waited for it.
    expect(header(game.screen())).toMatch(/ · thinking…$/);
  });

  it('the review never lists the hint\'s own move: every move it lists names a better one', async () => {
    // Klondike deal 6 (draw 3): four draws, each the fair hint's move; the fourth turns up cards
    // that leave little chance (luck, not the player's mistake).
    const { game } = await open(['klondike', '--seed', '6', '--draw', '3'], /Klondike · deal 6/);
    for (let move = 1; move <= 4; move++) {
      game.press('d');
      await game.waitFor((s) => header(s).includes(`${move} move`));
    }
    game.press('v');
    const review = words(await game.waitFor('Review of 4 moves', THINK_WAIT_MS));
    const listed = review.match(/move \d: /g) ?? [];
    const better = review.match(/better: /g) ?? [];
    expect(better.length).toBe(listed.length);
  });
});

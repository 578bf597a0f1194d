// The review of a game end to end, in a real terminal with the real background worker: v at 80×24
// and at 160×50 reviews the moves played (progress, then its findings), the panel fits the
// terminal beside the board, and Esc closes it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** Sampling every position of the game may take seconds on a busy machine. */
const REVIEW_WAIT_MS = 60_000;

const header = (screen: string) => screen.split('\n')[0] ?? '';

describe('the review in a real terminal', () => {
  for (const [cols, rows] of [
    [80, 24],
    [160, 50],
  ] as const) {
    it(`v at ${cols}×${rows}: the moves played are reviewed in the worker, the panel fits beside the board, Esc closes it`, async () => {
      // Each draw is one move: the second's A♠ does not go up by itself.
      const game = launch(['klondike', '--seed', '1', '--draw', '1', '--no-auto-play'], { configDir: freshConfigDir(), cols, rows });
      await game.waitFor(/Klondike · deal/);
      await game.keysReady();
      game.press('d');
      await game.waitFor((s) => header(s).includes('1 move'));
      game.press('d');
      await game.waitFor((s) => header(s).includes('2 moves'));
      game.press('v');
      const done = await game.waitFor('Review of 2 moves', REVIEW_WAIT_MS);
      expect(done).not.toContain('Recent moves');
      expect(done).toMatch(/Where a move cost you most|No move cost you/);
      // Beside the board: the first column's label and its cards are still in sight.
      expect(done).toMatch(/\[?1\]? +2 +3 +4 +5 +6 +7/);
      expect(done.trimEnd().split('\n').at(-1)).toContain('Esc close');
      for (const line of done.split('\n')) expect(line.length).toBeLessThanOrEqual(cols);
      expect(game.wrappedRows()).toEqual([]);
      game.press('\x1b');
      const closed = await game.waitFor('Recent moves');
      expect(closed).not.toContain('Review of');
      expect(header(closed)).toContain('2 moves');
    });
  }
});

// The help screen fits the terminal: its title on the first line and "Press any key" on the last,
// at 80×24 and on a short terminal, for every game (the rows short of room lose blank lines first).
import { afterEach, describe, expect, it } from 'vitest';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import { newSession } from '../../src/engine/session.js';
import { renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

const ids = Object.keys(games) as PlayableGameId[];

describe('the help screen fits the terminal', () => {
  for (const [columns, rows] of [[80, 24], [80, 18], [160, 50]] as const) {
    it.each(ids)(`at ${columns}×${rows}: %s shows its title first and how to go back last`, async (id) => {
      current = renderApp(newSession(id, 1), { columns, rows });
      await current.press('?');
      const lines = (await current.waitForText('Press any key')).trimEnd().split('\n');
      expect(lines.length).toBeLessThanOrEqual(rows - 1);
      expect(lines[0]).toBe('Leaves · help');
      expect(lines.at(-1)).toContain('Press any key to go back to the game.');
      if (rows >= 24) expect(lines).toContain(games[id].title);
    });
  }
});

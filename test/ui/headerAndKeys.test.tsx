// Nothing cut off: the header stays on one line at 80 and 60 columns in every game and variant,
// with the largest deal number, a Vegas total, a proved deal and the solver's word; and the key
// bar shows the most useful keys first and always ends with "? help".
import { afterEach, describe, expect, it } from 'vitest';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import type { Game } from '../../src/engine/game.js';
import { newSession } from '../../src/engine/session/session.js';
import { DEFAULT_SETTINGS } from '../../src/store/settings.js';
import { boardWidth } from '../../src/ui/board/boardGeometry.js';
import { COMPACT } from '../../src/ui/board/cardSize.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

/** Every combination of a game's options that have a fixed set of choices. */
function optionSets(game: Game): object[] {
  return game.options.reduce<object[]>(
    (sets, option) => (option.choices ? sets.flatMap((set) => option.choices!.map((choice) => ({ ...set, [option.name]: option.parse(choice) }))) : sets),
    [{}],
  );
}

const ids = Object.keys(games) as PlayableGameId[];
const cases = ids.flatMap((id) => optionSets(games[id]).map((options) => ({ id, game: games[id], options })));

describe('the header on one line', () => {
  for (const columns of [80, 60]) {
    // Games whose board fits (Spider's ten columns need 61; Eight Off's twelve places over its columns, 62).
    const fitting = cases.filter(({ id, options }) => {
      const { state } = newSession(id, 1, options);
      return boardWidth(state, COMPACT, makeTheme(DEFAULT_SETTINGS)) + 1 <= columns;
    });
    it.each(fitting.map((c) => [`${c.game.title} ${JSON.stringify(c.options)}`, c] as const))(`at ${columns} columns: %s`, async (_label, { id, game, options }) => {
      const seed = Math.min(game.deals.last, 999_999_999);
      // A deal proved before it was dealt: the header says "(proved)" and "winnable" at once.
      const position = newSession(id, seed, options);
      current = renderApp(position, { columns, rows: 30, carriedTotal: -123_456, preferences: { showOutlook: true, winnableOnly: true, knowledge: true, provedLine: [] } });
      const frame = await current.waitForText('winnable');
      const [header, under] = frame.split('\n');
      expect(header!.length).toBeLessThanOrEqual(columns);
      expect(header).toMatch(new RegExp(`^${game.title} · `));
      expect(header).toContain(String(seed));
      expect(header).toContain('proved');
      expect(header).toMatch(/ · winnable$/);
      expect(under).toBe('');
    });
  }
});

describe('the key bar', () => {
  const keyBar = (frame: string) => frame.replace(/\n$/, '').split('\n').at(-1)!;

  it.each(ids.map((id) => [games[id].title, id] as const))('%s: ends with "? help" at 80 and 60 columns, with q, n and the game\'s keys at 80', async (_title, id) => {
    const game = games[id];
    const position = newSession(id, 1);
    current = renderApp(position);
    const at80 = keyBar(current.frame());
    // A board of overlapping cards has no columns or runs: its arrows go between cards and rows;
    // where one card moves at a time there is no run to choose; Enter plays a card where cards
    // of an overlapping layout leave one at a time, or where there is one pile to play onto.
    const layout = game.overlapLayout?.(position.state);
    const arrows = layout ? '←→ card  ↑↓ row' : game.movesOneCard ? '←→ column' : '←→ column  ↑↓ run';
    expect(at80.startsWith(`${arrows}  ${(layout && !layout.pairs) || game.playsAtOnce ? '⏎ play' : '⏎ pick up'}  `)).toBe(true);
    expect(at80).toMatch(/ {2}\? help$/);
    expect(at80.length).toBeLessThanOrEqual(80);
    expect(at80).toContain('q quit');
    expect(at80).toContain('u undo');
    if (game.stockWords) expect(at80).toContain(`d ${game.stockWords.verb}`);
    const narrow = await current.resize(60, 24);
    if (!narrow.includes('needs a terminal')) {
      expect(keyBar(narrow)).toMatch(/ {2}\? help$/);
      expect(keyBar(narrow).length).toBeLessThanOrEqual(60);
    }
  });
});

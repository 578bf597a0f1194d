// Every game's board as a player meets it, read from the frame: it fits 80×24 (and says the size
// it needs when the terminal is smaller, one column or row short of that is too small); the cursor
// reaches every place of the row above the columns with the keys, and a click lands on each; the
// key bar and the help offer only the keys that apply. The games are taken from the registry, so
// every rule-set game is checked the same way as the four hand-written ones.
import { afterEach, describe, expect, it } from 'vitest';
import { allGames } from '../../src/engine/games.js';
import { newSession } from '../../src/engine/session/session.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

function start(id: string, size: Parameters<typeof renderApp>[1] = {}) {
  current = renderApp(newSession(id as never, 1), size);
  return current;
}

const GAMES = allGames().map((game) => game.id);
const TOO_SMALL = /needs\s+a\s+terminal\s+of\s+at\s+least\s+(\d+)×(\d+)/;
const columnsOf = (line: string) => [...line].length;

/** The click of a left button at a cell (0-based), as the SGR reports a terminal sends. */
const click = (x: number, y: number) => `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`;

/** Where the cursor's label is: its line and column (the "[" that opens it). */
function cursorAt(frame: string): { y: number; x: number } {
  const lines = frame.split('\n');
  // The header and the message line may hold brackets too: only the board's lines count.
  for (let y = 2; y < lines.length - 2; y++) {
    const match = /\[(?:\d|×|x|c\d|r\d|hole|any|[♠♥♦♣SHDC]|\S)/u.exec(lines[y]!);
    if (match && !/\[[ \d]*[0-9AJQKT]{1,2}[♠♥♦♣]\]/u.test(lines[y]!.slice(match.index, match.index + 5))) return { y, x: columnsOf(lines[y]!.slice(0, match.index)) };
  }
  throw new Error(`no cursor label in:\n${frame}`);
}

describe.each(GAMES)('%s', (id) => {
  it('fits 80×24: no line wider than the terminal, the last row free, the key bar last', () => {
    const lines = start(id).frame().split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    for (const line of lines) expect(columnsOf(line), line).toBeLessThanOrEqual(80);
    expect(lines.at(-1)).toMatch(/\? help$/);
    expect(lines.join('\n')).not.toMatch(TOO_SMALL);
  });

  it('the too-small message names the size the board needs: there it shows, one column or one row short it does not', async () => {
    const app = start(id, { columns: 20, rows: 8 });
    const need = TOO_SMALL.exec(app.frame().replace(/\s+/g, ' '));
    expect(need, app.frame()).not.toBeNull();
    const [columns, rows] = [Number(need![1]), Number(need![2])];
    const shown = await app.resize(columns, rows);
    expect(shown).not.toMatch(TOO_SMALL);
    for (const line of shown.split('\n')) expect(columnsOf(line), line).toBeLessThanOrEqual(columns);
    expect((await app.resize(columns - 1, rows)).replace(/\s+/g, ' ')).toMatch(TOO_SMALL);
    expect((await app.resize(columns, rows - 1)).replace(/\s+/g, ' ')).toMatch(TOO_SMALL);
  });

  it('the key bar and the help offer d only with a stock, and a only where cards go up by key and some are known safe', async () => {
    const game = allGames().find((g) => g.id === id)!;
    const app = start(id, { columns: 200, rows: 60 });
    const bar = app.frame().split('\n').at(-1)!;
    expect(bar.includes(`d ${game.stockWords?.verb ?? ''}`)).toBe(game.stockWords !== undefined);
    // Pyramid's kings go by themselves, but it has no f to send a card up, nor a.
    const upKeys = game.toFoundation !== undefined && game.safeToFoundation !== undefined;
    expect(bar.includes('a all up')).toBe(upKeys);
    const help = await app.press('?');
    expect(/^d {5,}/m.test(help)).toBe(game.stockWords !== undefined);
    expect(/^f a /m.test(help)).toBe(upKeys);
  });

  it('the cursor reaches every place of the top row with → and comes round again; a click on each lands there', async () => {
    // A board of overlapping cards has a cursor of its own (its tests are beside its games).
    if (game(id).overlapLayout) return;
    const app = start(id);
    const places = game(id).topRow(newSession(id as never, 1).state).length;
    if (places === 0) return;
    const first = cursorAt(await app.press(KEYS.up));
    const seen = [first];
    for (let i = 1; i < places; i++) seen.push(cursorAt(await app.press(KEYS.right)));
    expect(new Set(seen.map(({ x }) => x)).size, 'a place of its own for each').toBe(places);
    for (const at of seen) expect(at.y).toBe(first.y);
    expect(cursorAt(await app.press(KEYS.right))).toEqual(first);
    // The same places by mouse: a click on the card line under each label (the stock deals instead).
    for (const at of seen) {
      const label = app.frame().split('\n')[at.y]!;
      if (/\[×|\[x/.test([...label].slice(at.x, at.x + 3).join(''))) continue;
      let frame = await app.press(click(at.x + 2, at.y + 1));
      if (frame.includes('Holding')) frame = await app.press(KEYS.escape);
      expect(cursorAt(frame), `a click at ${at.x + 2}, ${at.y + 1}`).toEqual(at);
    }
  });
});

describe('the ASCII style without colour', () => {
  const ascii = makeTheme({ style: 'ascii', color: false, fourColor: false });
  it.each(GAMES)('%s draws its board in ASCII at 80×24, cursor marks included', async (id) => {
    const app = start(id, { theme: ascii });
    await app.press(KEYS.up, KEYS.right, KEYS.down);
    for (const frame of app.stdout.frames) expect(frame.match(/[^\x00-\x7f]/gu) ?? []).toEqual([]);
  });
});

function game(id: string) {
  return allGames().find((g) => g.id === id)!;
}

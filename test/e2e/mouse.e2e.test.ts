// The mouse in a real terminal: the game turns SGR mouse reporting on while it plays and off when
// it gives the terminal back; clicks written as the reports a terminal sends move a card and deal;
// a card dragged (pressed, moved with the button down, let go on a pile) moves there; a double
// click sends a card to its foundation; --no-mouse leaves the mouse to the terminal, and is remembered.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const MOUSE_ON = '\x1b[?1000h\x1b[?1002h\x1b[?1006h';
const MOUSE_OFF = '\x1b[?1006l\x1b[?1002l\x1b[?1000l';

/** A left click at the first place the screen shows `text`, as press and release reports. */
function clickOn(t: Running, text: string): void {
  const lines = t.screen().split('\n');
  const y = lines.findIndex((line) => line.includes(text));
  if (y < 0) throw new Error(`"${text}" is not on screen:\n${t.screen()}`);
  const x = [...lines[y]!.slice(0, lines[y]!.indexOf(text))].length;
  t.press(`\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`);
}

/** The cell (from 0) where the screen first shows `text`. */
function cellOf(t: Running, text: string): { x: number; y: number } {
  const lines = t.screen().split('\n');
  const y = lines.findIndex((line) => line.includes(text));
  if (y < 0) throw new Error(`"${text}" is not on screen:\n${t.screen()}`);
  return { x: [...lines[y]!.slice(0, lines[y]!.indexOf(text))].length, y };
}

/** A drag as a terminal reports it in button-event mode: a press on `from`, motion with the button down (32), a release on `to`. */
function drag(t: Running, from: string, to: string): void {
  const a = cellOf(t, from);
  const b = cellOf(t, to);
  const middle = { x: Math.round((a.x + b.x) / 2), y: Math.round((a.y + b.y) / 2) };
  t.press(`\x1b[<0;${a.x + 1};${a.y + 1}M\x1b[<32;${middle.x + 1};${middle.y + 1}M\x1b[<32;${b.x + 1};${b.y + 1}M\x1b[<0;${b.x + 1};${b.y + 1}m`);
}

async function quit(t: Running): Promise<void> {
  t.press('q');
  expect((await t.exited()).exitCode).toBe(0);
}

describe('the mouse in a terminal', () => {
  it('clicks move a card (Autumn Leaves: 2♦ onto 10♦), and reporting is off again after quitting', async () => {
    const t = launch(['autumn-leaves', '--seed', '1'], { configDir: freshConfigDir() });
    await t.waitFor('Recent moves');
    await t.keysReady();
    expect(t.output()).toContain(MOUSE_ON);
    clickOn(t, '2♦');
    await t.waitFor('Holding 2♦');
    clickOn(t, '10♦');
    await t.waitFor('2♦ onto 10♦');
    await quit(t);
    expect(t.output().lastIndexOf(MOUSE_OFF)).toBeGreaterThan(t.output().lastIndexOf(MOUSE_ON));
  });

  it('a card dragged onto a pile moves there (Autumn Leaves: 2♦ onto 10♦); let go where it was, it stays picked up for a click', async () => {
    const t = launch(['autumn-leaves', '--seed', '1'], { configDir: freshConfigDir() });
    await t.waitFor('Recent moves');
    await t.keysReady();
    drag(t, '2♦', '10♦');
    await t.waitFor('2♦ onto 10♦');
    expect(t.screen()).not.toContain('Holding');
    t.press('u');
    await t.waitFor((s) => s.split('\n')[0]!.includes('0 moves'));
    drag(t, '2♦', '2♦');
    await t.waitFor('Holding 2♦');
    await quit(t);
  });

  // A deal of each game with foundations whose column (counted from 0) has a card its foundation takes at once.
  it.each([
    ['klondike', 2, 2], ['freecell', 2, 0], ['canfield', 1, 0], ['golf', 1, 1], ['black-hole', 1, 9], ['bakers-game', 1, 1],
    ['eight-off', 1, 2], ['seahaven-towers', 1, 4], ['beleaguered-castle', 1, 2], ['forty-thieves', 2, 9], ['yukon', 1, 4],
  ] as const)('%s: a double click on a card its foundation takes sends it there', async (game, seed, column) => {
    const t = launch([game, '--seed', String(seed)], { configDir: freshConfigDir() });
    await t.waitFor((s) => /\? help$/.test(s.trimEnd()));
    await t.keysReady();
    const lines = t.screen().split('\n');
    // The columns' labels: 1 to 9, then 0 for the tenth; the column's last card is the lowest drawn under its label.
    const labels = lines.findIndex((line) => /^ *\[?1\]? +\[?2\]? +\[?3\]?/.test(line));
    const label = [...lines[labels]!.matchAll(/\[?(\d)\]?/g)].find((match) => match[1] === String((column + 1) % 10))!;
    const x = [...lines[labels]!.slice(0, label.index)].length + label[0].indexOf(label[1]!);
    const drawn = lines.map((line, i) => i > labels && /\S/.test([...line].slice(x - 1, x + 2).join('')) && !/\?|←|→|⏎/.test(line));
    const y = drawn.lastIndexOf(true);
    const at = `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`;
    t.press(at + at);
    // The card goes up (and, where the game puts safe cards up by themselves, any it frees after
    // it): the header counts the moves, or, where a full header has let the count go, the log says so.
    await t.waitFor((s) => / [1-9]\d* (moves?|mv) /.test(s.split('\n')[0]!) || s.includes('to its foundation'));
    await quit(t);
  });

  it('a click on the stock draws (Klondike)', async () => {
    const t = launch(['klondike', '--seed', '1'], { configDir: freshConfigDir() });
    await t.waitFor('Recent moves');
    await t.keysReady();
    clickOn(t, '▒▒▒');
    await t.waitFor('drew from the stock');
    await quit(t);
  });

  it('--no-mouse turns reporting off, and is remembered', async () => {
    const configDir = freshConfigDir();
    const first = launch(['autumn-leaves', '--seed', '1', '--no-mouse'], { configDir });
    await first.waitFor('Recent moves');
    await first.keysReady();
    await quit(first);
    expect(first.output()).not.toContain(MOUSE_ON);
    const again = launch(['autumn-leaves'], { configDir });
    await again.waitFor('Recent moves');
    await again.keysReady();
    await quit(again);
    expect(again.output()).not.toContain(MOUSE_ON);
  });
});

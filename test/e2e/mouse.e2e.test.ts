// The mouse in a real terminal: the game turns SGR mouse reporting on while it plays and off when
// it gives the terminal back; clicks written as the reports a terminal sends move a card and deal;
// --no-mouse leaves the mouse to the terminal, and is remembered.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const MOUSE_ON = '\x1b[?1000h\x1b[?1006h';
const MOUSE_OFF = '\x1b[?1006l\x1b[?1000l';

/** A left click at the first place the screen shows `text`, as press and release reports. */
function clickOn(t: Running, text: string): void {
  const lines = t.screen().split('\n');
  const y = lines.findIndex((line) => line.includes(text));
  if (y < 0) throw new Error(`"${text}" is not on screen:\n${t.screen()}`);
  const x = [...lines[y]!.slice(0, lines[y]!.indexOf(text))].length;
  t.press(`\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`);
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

// Looks in a real terminal: a colour theme and a card back chosen in the settings change what the
// board draws at once and again after a restart; with 16 colours (FORCE_COLOR=1) the dim theme's
// red and black cards are written in different colours, and its backs in its own colour. A
// one-pass waste shows the cards turned before its top one.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** A terminal of 16 colours: chalk takes FORCE_COLOR as the least it may use, so TERM says no more. */
const SIXTEEN = { FORCE_COLOR: '1', TERM: 'xterm', COLORTERM: undefined };
const HEADER = /^Klondike · deal 3/;
/** The 16-colour code of the dim theme's backs (bright black, the grey of 16 colours). */
const GREY = '\x1b[90m';

/** The ink (foreground colour code) written just before a face-up card of these suits (a rank, then the suit). */
function inkBefore(output: string, suits: string): string | undefined {
  const codes = new RegExp(`((?:\\x1b\\[[\\d;]*m)+)[ \\[]*(?:10|[A2-9JQK])[${suits}]`).exec(output)?.[1] ?? '';
  return /\x1b\[(3\d|9\d|38;5;\d+)m/.exec(codes)?.[1];
}

async function quit(t: Running): Promise<void> {
  t.press('q');
  expect((await t.exited()).exitCode).toBe(0);
}

describe('colour themes and card backs', () => {
  it('chosen in the settings, they change the board at once and after a restart; with 16 colours red and black stay apart', async () => {
    const configDir = freshConfigDir();
    const t = launch(['klondike', '--seed', '3'], { configDir, env: SIXTEEN });
    const before = await t.waitFor(HEADER);
    expect(before).toContain('▒');
    expect(before).not.toContain('╳');
    await t.keysReady();
    t.press('s');
    await t.waitFor('Leaves · settings');
    t.press('jj');
    t.press('ll');
    await t.waitFor(/Colour theme +classic contrast \[dim\]/);
    t.press('j');
    t.press('l');
    await t.waitFor(/Card back +shade \[lattice\] solid/);
    const since = t.output().length;
    t.press(KEY.escape);
    const after = await t.waitFor((s) => HEADER.test(s) && s.includes('╳'));
    expect(after).not.toContain('▒');
    const drawn = t.output().slice(since);
    expect(drawn).toContain(GREY);
    expect(drawn).not.toMatch(/\x1b\[[34]8;5;/);
    const red = inkBefore(drawn, '♥♦');
    const black = inkBefore(drawn, '♠♣');
    expect(red).toBeDefined();
    expect(black).toBeDefined();
    expect(red).not.toBe(black);
    await quit(t);
    const saved = JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8')).settings;
    expect(saved).toMatchObject({ palette: 'dim', back: 'lattice' });

    const again = launch([], { configDir, env: SIXTEEN });
    const resumed = await again.waitFor((s) => HEADER.test(s) && s.includes('╳'));
    expect(resumed).not.toContain('▒');
    expect(again.output()).toContain(GREY);
    await again.keysReady();
    await quit(again);
  });
});

describe('a one-pass waste', () => {
  it.each([[80, 24], [160, 50]])('at %i×%i shows more than its top card', async (cols, rows) => {
    const t = launch(['klondike', '--seed', '3', '--passes', '1'], { configDir: freshConfigDir(), cols, rows });
    await t.waitFor(HEADER);
    await t.keysReady();
    t.press('ddd');
    // The rows of the top row (framed: the waste's box) hold the three cards turned, not the top one alone.
    const faces = (screen: string) => screen.split('\n').slice(2, rows >= 50 ? 9 : 4).join('\n').match(/(10|[2-9AJQK])[♠♥♦♣]/g)?.length ?? 0;
    await t.waitFor((s) => faces(s) >= 3);
    await quit(t);
  });
});

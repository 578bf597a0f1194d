// What the terminal sends besides keys, in play: each escape sequence the terminal may send is one
// key or nothing (its digits never pick columns), mouse reports do nothing with --no-mouse, a
// paste or a burst of text plays nothing, and a question is never answered by the keys that came
// in the same read as the key that asked it. Deal 1 of Autumn Leaves (six columns): 6, Enter
// holds 2♦.
import { afterEach, describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import { CUT_OFF_MS } from '../../src/ui/input/inputReader.js';
import { KEYS, renderApp } from './renderApp.js';
import { waitUntil } from './waitUntil.js';

let current: ReturnType<typeof renderApp> | undefined;
function start(options: { mouse?: boolean } = {}) {
  current = renderApp(newSession('autumn-leaves', 1), options);
  return current;
}
afterEach(() => current?.unmount());

/** The frame without its clock, which may tick between two frames. */
const withoutClock = (frame: string) => frame.replace(/\d+:\d\d/g, '');

/**
 * Presses `key` until it has an effect (`done`), a read of its own at a time: keys right behind a
 * burst are more of it, and a paste left open swallows keys until it has been quiet for a while.
 */
async function pressUntil(key: string, done: (frame: string) => boolean): Promise<void> {
  const app = current!;
  await waitUntil(`${JSON.stringify(key)} to play`, async () => done(await app.press(key)), { intervalMs: CUT_OFF_MS + 50, timeoutMs: 20 * CUT_OFF_MS });
}

/** `text` in reads of 4 KB, as a terminal's paste reaches the program. */
function inReads(text: string): string[] {
  const reads: string[] = [];
  for (let at = 0; at < text.length; at += 4096) reads.push(text.slice(at, at + 4096));
  return reads;
}

/** The sequences that were read as keys (issue 23, item 10), and others a terminal sends. */
const SEQUENCES: readonly [string, string][] = [
  ['Ctrl+D under modifyOtherKeys', '\x1b[27;5;100~'],
  ['Ctrl+0 under modifyOtherKeys', '\x1b[27;5;48~'],
  ['an unknown CSI', '\x1b[99;99;99X'],
  ['a lone paste start', '\x1b[200~'],
  ['a lone paste end', '\x1b[201~'],
  ['a window size report', '\x1b[8;30;100t'],
  ['an X10 mouse report (mouse off)', '\x1b[M !!'],
  ['an OSC colour reply', '\x1b]11;rgb:1010/1010/1010\x1b\\'],
  ['a DCS reply', '\x1bP1$r0m\x1b\\'],
  ['a device attributes reply', '\x1b[?62;22c'],
  ['Alt+5', '\x1b5'],
];

describe('each escape sequence is one key or nothing, its digits never read as keys', () => {
  for (const [name, sequence] of SEQUENCES) {
    it(`${name} (${JSON.stringify(sequence)}) changes nothing: the card stays held, no message, no hint`, async () => {
      const { press, drawn } = start({ mouse: false });
      const before = await press('6', KEYS.enter);
      expect(before).toContain('Holding 2♦');
      await press(sequence);
      const after = await drawn();
      expect(after).not.toContain('There is no column');
      expect(after).not.toContain('Hint');
      expect(withoutClock(after)).toBe(withoutClock(before));
      // Keys still play (after a lone paste start, once it has been left open long enough).
      await pressUntil(KEYS.escape, (frame) => !frame.includes('Holding'));
    });
  }

  it('with --no-mouse a click on 10♦ while holding 2♦ does nothing; with the mouse on it drops 2♦ there', async () => {
    for (const mouse of [false, true]) {
      const { press, drawn, unmount } = start({ mouse });
      const before = await press('6', KEYS.enter);
      const lines = before.split('\n');
      const y = lines.findIndex((line) => line.includes('10♦'));
      const x = [...lines[y]!.slice(0, lines[y]!.indexOf('10♦'))].length;
      await press(`\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`);
      const after = await drawn();
      if (mouse) expect(after).toContain('2♦ onto 10♦');
      else expect(withoutClock(after)).toBe(withoutClock(before));
      unmount();
    }
  });
});

describe('pasted text plays nothing', () => {
  it('"see you anyway" pasted without brackets into a game with moves leaves the game as it was', async () => {
    const { press, drawn, frame, retire, leave, save } = start();
    await press('d');
    const before = frame();
    expect(before).toContain('4 deals left');
    await press('see you anyway');
    const after = await drawn();
    expect(withoutClock(after)).toBe(withoutClock(before));
    expect(after).not.toContain('Abandon this game');
    expect(retire).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ moves: [{ type: 'deal' }] }));
  });

  it('a bracketed paste of "see you anyway" leaves the game as it was', async () => {
    const { press, drawn, frame, retire, leave } = start();
    await press('d');
    const before = frame();
    await press('\x1b[200~see you anyway\x1b[201~');
    expect(withoutClock(await drawn())).toBe(withoutClock(before));
    expect(retire).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('a 100 KB bracketed paste with q inside it and text after it does nothing, and the game goes on', async () => {
    const { press, drawn, frame, instance } = start();
    let exited = false;
    void instance.waitUntilExit().then(() => (exited = true));
    await press('d');
    const before = frame();
    const whole = `\x1b[200~${'see you anyway, q\r'.repeat(6_000)}\x1b[201~ny q`;
    expect(whole.length).toBeGreaterThan(100_000);
    await press(...inReads(whole));
    expect(withoutClock(await drawn())).toBe(withoutClock(before));
    expect(exited).toBe(false);
    await pressUntil('d', (shown) => shown.includes('3 deals left'));
  });

  it('100 KB pasted without brackets, q and all, does not quit, and the game goes on', async () => {
    const { press, drawn, frame, instance } = start();
    let exited = false;
    void instance.waitUntilExit().then(() => (exited = true));
    const before = frame();
    const text = 'see you anyway q '.repeat(6_000);
    await press(...inReads(text));
    expect(withoutClock(await drawn())).toBe(withoutClock(before));
    expect(exited).toBe(false);
    await pressUntil('d', (shown) => shown.includes('4 deals left'));
  });
});

describe('a key that asks a question is never answered by the keys read with it', () => {
  it('n and y in one read ask about a new deal and keep the game; n then answers', async () => {
    const { press, frame, retire, leave } = start();
    await press('d');
    await press('ny');
    expect(frame()).toContain('Abandon this game and deal a new one? y / n');
    expect(frame()).toContain('4 deals left');
    expect(retire).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    await press('n');
    expect(frame()).not.toContain('Abandon this game');
    expect(frame()).toContain('4 deals left');
  });

  it('R and y in one read ask about a restart and keep the moves', async () => {
    const { press, frame } = start();
    await press('d');
    await press('Ry');
    expect(frame()).toContain('Start this deal again from the beginning? y / n');
    expect(frame()).toContain('4 deals left');
  });

  it('y and n in one read while a question is open deal one new game, not a second one at once', async () => {
    const { press, frame, leave } = start();
    await press('d', 'n');
    expect(frame()).toContain('Abandon this game and deal a new one? y / n');
    await press('yn');
    expect(frame()).toContain('0 moves');
    expect(frame()).not.toContain('Abandon this game');
    // The game abandoned is kept as the game left behind, once: the second key dealt nothing.
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('a key and its repeats still play: → three times in one read moves three piles', async () => {
    const { press, frame } = start();
    await press(KEYS.right.repeat(3));
    expect(frame()).toContain('[ 9♦]');
  });
});

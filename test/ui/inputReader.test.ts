// Which reads play: typing (a few keys, a held key's repeats) does; a paste, a burst and the reads
// right behind it do not. Each read is given the time it arrived at, so no test waits.
import { describe, expect, it } from 'vitest';
import { BURST_GAP_MS, CUT_OFF_MS, InputReader, MAX_KEYS, type PlayedEvent } from '../../src/ui/input/inputReader.js';

/** What a read played, in short: the key's text or its sequence, or "click". */
const played = (events: PlayedEvent[]) => events.map((event) => (event.kind === 'mouse' ? 'click' : event.input || event.sequence));

/** A reader fed reads at the given times (milliseconds). */
function reader() {
  const input = new InputReader();
  return (text: string, at: number) => played(input.read(text, at));
}

describe('typing plays', () => {
  it('one key, and a key typed twice in one read (a busy moment)', () => {
    const read = reader();
    expect(read('d', 0)).toEqual(['d']);
    expect(read('dd', 10)).toEqual(['d', 'd']);
  });

  it("a held arrow's repeats in one read", () => {
    const read = reader();
    expect(read('\x1b[C'.repeat(12), 0)).toEqual(Array(12).fill('\x1b[C'));
  });

  it('up to three runs of a key in one read: keys typed together, a held arrow then Enter', () => {
    const read = reader();
    expect(read('35', 0)).toEqual(['3', '5']);
    expect(read('\x1b[C\x1b[C\x1b[C\r', 1_000)).toEqual(['\x1b[C', '\x1b[C', '\x1b[C', '\r']);
    expect(read('6\r5', 2_000)).toEqual(['6', '\r', '5']);
  });

  it('mouse reports do not count as keys', () => {
    const read = reader();
    expect(read('\x1b[<0;3;4M\x1b[<0;3;4m\x1b[<0;9;4M\x1b[<0;9;4m', 0)).toEqual(['click', 'click', 'click', 'click']);
  });
});

describe('a burst plays nothing', () => {
  it('"see you anyway" in one read plays none of its keys (not its n, not its y)', () => {
    const read = reader();
    expect(read('see you anyway', 0)).toEqual([]);
  });

  it('four runs in one read are a burst', () => {
    const read = reader();
    expect(read('ny\rq', 0)).toEqual([]);
  });

  it(`more than ${MAX_KEYS} of one key in one read is a burst`, () => {
    const read = reader();
    expect(read('u'.repeat(MAX_KEYS + 1), 0)).toEqual([]);
    expect(read('u'.repeat(MAX_KEYS), 1_000)).toHaveLength(MAX_KEYS);
  });

  it('the reads right behind a burst are more of it; a read after a pause plays', () => {
    const read = reader();
    expect(read('see you anyway', 0)).toEqual([]);
    expect(read('q', BURST_GAP_MS - 1)).toEqual([]);
    expect(read('q', 2 * BURST_GAP_MS - 2)).toEqual([]);
    expect(read('q', 3 * BURST_GAP_MS)).toEqual(['q']);
  });

  it('100 KB pasted without brackets, 4 KB a read, its last read a q: nothing plays, then keys do', () => {
    const read = reader();
    const text = 'see you anyway '.repeat(7_000) + 'q';
    let at = 0;
    for (let from = 0; from < text.length; from += 4096, at += 2) expect(read(text.slice(from, from + 4096), at)).toEqual([]);
    expect(read('d', at + BURST_GAP_MS)).toEqual(['d']);
  });

  it('a lone ESC at the end of a burst is not the Escape key', () => {
    const input = new InputReader();
    expect(input.read('abc\x1b', 0)).toEqual([]);
    expect(input.escapePending).toBe(true);
    expect(input.flushEscape()).toEqual([]);
    expect(input.read('\x1b', 1_000)).toEqual([]);
    expect(played(input.flushEscape())).toEqual(['\x1b']);
  });
});

describe('a bracketed paste plays nothing', () => {
  it('nor a key in the same read, nor the reads right behind it', () => {
    const read = reader();
    expect(read('\x1b[200~n\x1b[201~', 0)).toEqual([]);
    expect(read('\x1b[200~y\x1b[201~q', 1_000)).toEqual([]);
    expect(read('q', 1_000 + BURST_GAP_MS - 1)).toEqual([]);
    expect(read('l', 1_000 + 3 * BURST_GAP_MS)).toEqual(['l']);
  });

  it('100 KB in reads of 4 KB, with q inside it and after its end, then the game reads keys again', () => {
    const read = reader();
    const whole = `\x1b[200~${'q see you anyway \r'.repeat(6_000)}\x1b[201~q`;
    let at = 0;
    for (let from = 0; from < whole.length; from += 4096, at += 1) expect(read(whole.slice(from, from + 4096), at)).toEqual([]);
    expect(read('d', at + BURST_GAP_MS)).toEqual(['d']);
  });

  it('a lone ESC [ 200 ~ swallows keys until it has been left open for CUT_OFF_MS', () => {
    const read = reader();
    expect(read('\x1b[200~', 0)).toEqual([]);
    // Keys typed less than CUT_OFF_MS apart are pasted text, however slowly they come in all.
    const typed = [1, 2, 3, 4].map((n) => n * (CUT_OFF_MS - 1));
    for (const at of typed) expect(read('d', at)).toEqual([]);
    expect(read('d', typed[3]! + CUT_OFF_MS)).toEqual(['d']);
  });
});

describe('sequences across reads', () => {
  it('a sequence cut by a read is one key when its end comes', () => {
    const input = new InputReader();
    expect(input.read('\x1b[27;5;1', 0)).toEqual([]);
    expect(input.read('00~', 5).map((event) => event.kind === 'key' && [event.input, event.key.ctrl])).toEqual([['d', true]]);
  });

  it('a sequence left open for CUT_OFF_MS is dropped, and the next read starts afresh', () => {
    const read = reader();
    expect(read('\x1b[27;5;1', 0)).toEqual([]);
    expect(read('5', CUT_OFF_MS)).toEqual(['5']);
  });
});

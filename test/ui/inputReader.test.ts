// Which reads play: typing (a few keys, a held key's repeats) does; a paste, a burst and the reads
// right behind it do not. Each read is given the time it arrived at, so no test waits.
import { describe, expect, it } from 'vitest';
import { BURST_GAP_MS, CUT_OFF_MS, ESCAPE_TAIL_MS, InputReader, MAX_KEYS, type PlayedEvent } from '../../src/ui/input/inputReader.js';

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

describe('where the screen takes text (a find box)', () => {
  it('a name typed fast, in one read, is typing; the same read elsewhere is a burst', () => {
    const input = new InputReader();
    expect(played(input.read('klondike', 0, true))).toEqual([...'klondike']);
    expect(played(input.read('spider', 1_000, false))).toEqual([]);
    expect(played(input.read('Forty Thieves ♠', 2_000, true))).toEqual([...'Forty Thieves ♠']);
  });

  it('a read with any other key in it (Enter, an arrow, Escape) is judged as anywhere', () => {
    const input = new InputReader();
    expect(played(input.read('klondike\r', 0, true))).toEqual([]);
    expect(played(input.read('golf\x1b[A', 1_000, true))).toEqual([]);
    expect(played(input.read('abc\x1b', 2_000, true))).toEqual([]);
    expect(played(input.read('\x1b[200~klondike\x1b[201~', 3_000, true))).toEqual([]);
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
    expect(read('q', BURST_GAP_MS + 1)).toEqual(['q']);
  });

  it('the reads behind a burst that together make one (a paste in small reads) keep it going', () => {
    const read = reader();
    expect(read('see you anyway', 0)).toEqual([]);
    const small = ['se', 'e ', 'yo', 'u ', 'an', 'yw', 'ay'].flatMap((text) => Array(40).fill(text));
    small.forEach((text, i) => expect(read(text, (i + 1) * 10)).toEqual([]));
    expect(read('q', (small.length + 1) * 10)).toEqual([]);
    expect(read('q', (small.length + 1) * 10 + BURST_GAP_MS)).toEqual(['q']);
  });

  it('a key held at its usual speed right after a burst plays, all but the repeats inside the gap', () => {
    const input = new InputReader();
    expect(input.read('see you anyway', 0)).toEqual([]);
    let played = 0;
    for (let i = 1; i <= 100; i++) played += input.read('u', i * 30).length;
    expect(played).toBe(100 - Math.floor((BURST_GAP_MS - 1) / 30));
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
  it('an ESC alone in its read waits for the rest: ESC then [6~ is Page Down, ESC then d is Alt+d', () => {
    const input = new InputReader();
    expect(input.read('\x1b', 0)).toEqual([]);
    expect(input.escapePending).toBe(true);
    expect(input.read('[6~', 20).map((event) => event.kind === 'key' && event.key.pageDown)).toEqual([true]);
    expect(input.read('\x1b', 1_000)).toEqual([]);
    expect(input.read('d', 1_020).map((event) => event.kind === 'key' && [event.sequence, event.input, event.key.meta])).toEqual([['\x1bd', '', true]]);
  });

  it('the rest of a sequence after its ESC was taken for Escape plays nothing, up to ESCAPE_TAIL_MS later', () => {
    const input = new InputReader();
    for (const [at, tail] of [[0, '[6~'], [5_000, 'OB'], [10_000, '[<0;3;4M']] as const) {
      expect(input.read('\x1b', at)).toEqual([]);
      expect(played(input.flushEscape())).toEqual(['\x1b']);
      expect(input.read(tail, at + ESCAPE_TAIL_MS - 1)).toEqual([]);
    }
    // Keys typed after Escape play: one key a read, or after ESCAPE_TAIL_MS.
    expect(input.read('\x1b', 20_000)).toEqual([]);
    expect(played(input.flushEscape())).toEqual(['\x1b']);
    expect(played(input.read('O', 20_100))).toEqual(['O']);
    expect(input.read('\x1b', 30_000)).toEqual([]);
    input.flushEscape();
    expect(played(input.read('[6~', 30_000 + ESCAPE_TAIL_MS))).toEqual(['[', '6', '~']);
  });

  it('a paste whose ESC was taken for Escape is still a paste: nothing plays', () => {
    const input = new InputReader();
    expect(input.read('\x1b', 0)).toEqual([]);
    input.flushEscape();
    expect(input.read('[200~ny\x1b[201~', 100)).toEqual([]);
    expect(input.read('d', 100 + BURST_GAP_MS - 1)).toEqual([]);
  });

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

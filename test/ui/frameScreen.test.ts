// Frames drawn row by row (src/ui/frameScreen.ts), read back from a headless xterm: a screen built
// from a long run of row updates is exactly the screen of its last frame drawn whole, and an
// update writes only the rows that changed.
import { EventEmitter } from 'node:events';
import xtermHeadless from '@xterm/headless';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FrameScreen, frameUpdate } from '../../src/ui/frameScreen.js';

const { Terminal } = xtermHeadless;

function terminal(cols: number, rows: number) {
  return new Terminal({ cols, rows, allowProposedApi: true, scrollback: 0 });
}

async function feed(term: InstanceType<typeof Terminal>, data: string): Promise<void> {
  await new Promise<void>((resolve) => term.write(data, resolve));
}

function screenOf(term: InstanceType<typeof Terminal>): string[] {
  const buffer = term.buffer.active;
  return Array.from({ length: term.rows }, (_, y) => buffer.getLine(y)!.translateToString(true));
}

/** Rows starting with the CSI row H that frameUpdate writes before each row it rewrites. */
const rowsWritten = (update: string) => [...update.matchAll(/\x1b\[(\d+)H\x1b\[2K/g)].map((m) => Number(m[1]));

const COLS = 30;
const ROWS = 8;
/** Lines of a frame: words of a few letters, suits and colour codes, up to the terminal's width. */
const line = fc.array(fc.constantFrom('ab', 'xyz', ' ', '    ', '♠', '10♥', '\x1b[31mQ♦\x1b[39m', '\x1b[7m[K♣]\x1b[27m'), { maxLength: 8 }).map((parts) => {
  let text = '';
  for (const part of parts) if (text.replace(/\x1b\[\d+m/g, '').length + part.replace(/\x1b\[\d+m/g, '').length <= COLS) text += part;
  return text;
});
const frame = fc.array(line, { minLength: 1, maxLength: ROWS + 2 });

describe('frameUpdate', () => {
  it('a screen updated row by row through many frames equals the last frame drawn whole', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 2, maxLength: 12 }), async (frames) => {
        const incremental = terminal(COLS, ROWS);
        let shown: string[] | undefined;
        for (const next of frames) {
          await feed(incremental, frameUpdate(shown, next, ROWS));
          shown = next.slice(0, ROWS);
        }
        const whole = terminal(COLS, ROWS);
        await feed(whole, frameUpdate(undefined, frames.at(-1)!, ROWS));
        expect(screenOf(incremental)).toEqual(screenOf(whole));
        incremental.dispose();
        whole.dispose();
      }),
      { numRuns: 200 },
    );
  });

  it('writes only the rows that changed, and nothing when nothing did', () => {
    const before = ['Klondike · 0:01', '', '  1    2', '  Q♥   ▒▒▒'];
    const after = ['Klondike · 0:02', '', '  1    2', '  Q♥   ▒▒▒'];
    expect(rowsWritten(frameUpdate(before, after, 24))).toEqual([1]);
    expect(frameUpdate(before, [...before], 24)).toBe('');
    const moved = ['Klondike · 0:02', '', ' [1]   2', '[ Q♥]  ▒▒▒'];
    expect(rowsWritten(frameUpdate(after, moved, 24))).toEqual([3, 4]);
  });

  it('clears the rows a shorter frame leaves, and draws no more rows than the terminal has', async () => {
    const term = terminal(20, 4);
    await feed(term, frameUpdate(undefined, ['one', 'two', 'three', 'four'], 4));
    await feed(term, frameUpdate(['one', 'two', 'three', 'four'], ['one', 'TWO'], 4));
    expect(screenOf(term).map((l) => l.trimEnd())).toEqual(['one', 'TWO', '', '']);
    await feed(term, frameUpdate(['one', 'TWO'], ['a', 'b', 'c', 'd', 'e', 'f'], 4));
    expect(screenOf(term).map((l) => l.trimEnd())).toEqual(['a', 'b', 'c', 'd']);
    term.dispose();
  });
});

/** A stand-in for the terminal's stream: its size, resize events, and what was written. */
class FakeTerminal extends EventEmitter {
  columns = 40;
  rows = 10;
  written: string[] = [];
  write(data: string): boolean {
    this.written.push(data);
    return true;
  }
}

describe('FrameScreen', () => {
  it('draws the first frame whole, then only changed rows; a resize or a repaint draws the whole frame again', async () => {
    const fake = new FakeTerminal();
    const frames = new FrameScreen(fake as unknown as NodeJS.WriteStream);
    frames.write('header 0:01\n\nboard');
    expect(fake.written.at(-1)).toContain('\x1b[2J');
    frames.write('header 0:02\n\nboard');
    expect(rowsWritten(fake.written.at(-1)!)).toEqual([1]);
    let resized = 0;
    frames.on('resize', () => resized++);
    fake.rows = 8;
    fake.emit('resize');
    expect(resized).toBe(1);
    frames.write('header 0:02\n\nboard');
    expect(fake.written.at(-1)).toContain('\x1b[2J');
    // Frames in the turn of the resize stay whole; the first after it is whole once more.
    await new Promise((resolve) => setImmediate(resolve));
    frames.write('header 0:03\n\nboard');
    expect(fake.written.at(-1)).toContain('\x1b[2J');
    frames.write('header 0:04\n\nboard');
    expect(rowsWritten(fake.written.at(-1)!)).toEqual([1]);
    frames.repaint();
    expect(fake.written.at(-1)).toContain('\x1b[2J');
    expect(fake.written.at(-1)).toContain('header 0:04');
    frames.dispose();
    expect(fake.listenerCount('resize')).toBe(0);
  });
});

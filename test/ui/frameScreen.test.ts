// Frames drawn row by row (src/ui/terminal/frameScreen.ts), read back from a headless xterm: a screen built
// from a long run of row updates is exactly the screen of its last frame drawn whole, and an
// update writes only the rows that changed.
import { EventEmitter } from 'node:events';
import xtermHeadless from '@xterm/headless';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FrameScreen, frameUpdate } from '../../src/ui/terminal/frameScreen.js';

const { Terminal } = xtermHeadless;

function terminal(cols: number, rows: number) {
  return new Terminal({ cols, rows, allowProposedApi: true, scrollback: 0 });
}

async function feed(term: InstanceType<typeof Terminal>, data: string): Promise<void> {
  await new Promise<void>((resolve) => term.write(data, resolve));
}

/** Each row's text, then each cell's colours and inverse flag (a colour left behind shows too). */
function screenOf(term: InstanceType<typeof Terminal>): string[] {
  const buffer = term.buffer.active;
  return Array.from({ length: term.rows }, (_, y) => {
    const line = buffer.getLine(y)!;
    const cells = Array.from({ length: term.cols }, (_, x) => {
      const cell = line.getCell(x)!;
      return `${cell.getFgColor()}/${cell.getBgColor()}/${cell.isInverse()}`;
    });
    return `${line.translateToString(true)} | ${cells.join(' ')}`;
  });
}

/** The rows an update moves to (CSI row H, or CSI row;column H) to rewrite them. */
const rowsWritten = (update: string) => [...update.matchAll(/\x1b\[(\d+)(?:;\d+)?H/g)].map((m) => Number(m[1]));

const COLS = 30;
const ROWS = 8;
/** Lines of a frame: words of a few letters, suits and colour codes, up to the terminal's width. */
const line = fc.array(fc.constantFrom('ab', 'x', 'xyz', ' ', '    ', '♠', '10♥', '\x1b[31mQ♦\x1b[39m', '\x1b[7m[K♣]\x1b[27m', '\x1b[44m▒▒▒\x1b[49m', '\x1b[44m▒x▒\x1b[49m', '\x1b[31mK♦\x1b[39m', '\x1b[1;33m5♥\x1b[22;39m'), { maxLength: 14 }).map((parts) => {
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
          await feed(incremental, frameUpdate(shown, next, ROWS, COLS));
          shown = next.slice(0, ROWS);
        }
        const whole = terminal(COLS, ROWS);
        await feed(whole, frameUpdate(undefined, frames.at(-1)!, ROWS, COLS));
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
    expect(rowsWritten(frameUpdate(before, after, 24, 80))).toEqual([1]);
    expect(frameUpdate(before, [...before], 24, 80)).toBe('');
    const moved = ['Klondike · 0:02', '', ' [1]   2', '[ Q♥]  ▒▒▒'];
    expect(rowsWritten(frameUpdate(after, moved, 24, 80))).toEqual([3, 4]);
  });

  it("rewrites a row from the column where it changed, with the colour open there", () => {
    // The clock's tick: only its last digit is written, at column 15, then the rest of the row erased.
    expect(frameUpdate(['Klondike · 0:01'], ['Klondike · 0:02'], 24, 80)).toBe('\x1b[1;15H2\x1b[K');
    const red = (text: string) => `\x1b[31m${text}\x1b[39m`;
    expect(frameUpdate([`ab ${red('Q♦ 7♦')}`], [`ab ${red('Q♦ 8♦')}`], 24, 80)).toBe('\x1b[1;7H\x1b[31m8♦\x1b[39m\x1b[m\x1b[K');
    // A row as wide as the terminal is not followed by an erase (it would take its last character).
    expect(frameUpdate(['x'.repeat(80)], [`${'x'.repeat(79)}y`], 24, 80)).toBe('\x1b[1;80Hy');
    // A playing-card character's width is not certain: the whole row is drawn again.
    expect(frameUpdate(['ab \u{1F0A1} 1'], ['ab \u{1F0A1} 2'], 24, 80)).toBe('\x1b[1H\x1b[2Kab \u{1F0A1} 2');
  });

  it('clears the rows a shorter frame leaves, and draws no more rows than the terminal has', async () => {
    const term = terminal(20, 4);
    await feed(term, frameUpdate(undefined, ['one', 'two', 'three', 'four'], 4, 20));
    await feed(term, frameUpdate(['one', 'two', 'three', 'four'], ['one', 'TWO'], 4, 20));
    expect(screenOf(term).map((l) => l.split(' | ')[0]!.trimEnd())).toEqual(['one', 'TWO', '', '']);
    await feed(term, frameUpdate(['one', 'TWO'], ['a', 'b', 'c', 'd', 'e', 'f'], 4, 20));
    expect(screenOf(term).map((l) => l.split(' | ')[0]!.trimEnd())).toEqual(['a', 'b', 'c', 'd']);
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

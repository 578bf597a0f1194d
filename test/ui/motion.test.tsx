// Motion: with the setting on, a card moved glides to its place in a few frames over 150 ms and
// then the screen stands still; a key pressed meanwhile lands it at once and is played; with the
// setting off a move lands at once. The test keeps the time (setTimeout and performance are faked),
// so frames are counted, never timed.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import { FRAME_MS, MOTION_FRAMES } from '../../src/ui/board/motion.js';
import { KEYS, renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

/** Klondike deal 1 (8♠ in column 6 goes onto 9♦ in column 3), with motion on or off. */
function klondike(motion: boolean) {
  current = renderApp(newSession('klondike', 1), { preferences: { showOutlook: false, winnableOnly: false, knowledge: true, motion } });
  return current;
}

/** The board's columns, without the move log beside them (which names the move). */
const board = (frame: string) =>
  frame
    .split('\n')
    .slice(2, 14)
    .map((line) => line.slice(0, 42).trimEnd())
    .join('\n');

const count = (text: string, part: string) => text.split(part).length - 1;

/** Whether `card` lies on `below` in the board's columns: on the next line, in the same place. */
function lies(frame: string, card: string, below: string): boolean {
  const lines = board(frame).split('\n');
  const row = lines.findIndex((line) => line.includes(below));
  return row >= 0 && lines[row + 1]?.indexOf(card) === lines[row]!.indexOf(below);
}

/** The 8♠ onto 9♦, with the time kept by the test. */
async function playEight(motion: boolean) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  onTestFinished(() => void vi.useRealTimers());
  const app = klondike(motion);
  const before = board(await app.press('6', KEYS.enter));
  const after = await app.press('3');
  return { app, before, after };
}

describe('motion', () => {
  it('off: the card lands with the key, and nothing more is drawn', async () => {
    const { app, after } = await playEight(false);
    expect(lies(after, '8♠', '9♦')).toBe(true);
    const frames = app.stdout.frames.length;
    vi.advanceTimersByTime(500);
    await app.drawn();
    expect(app.stdout.frames.length).toBe(frames);
  });

  it('on: the card glides over a few frames, lands within 150 ms, and then nothing more is drawn', async () => {
    const landed = board((await playEight(false)).after);
    current?.unmount();
    vi.useRealTimers();
    const { app, before, after } = await playEight(true);
    const frames = [board(after)];
    for (let i = 1; i <= MOTION_FRAMES; i++) {
      vi.advanceTimersByTime(FRAME_MS);
      frames.push(board(await app.drawn()));
    }
    // In flight: neither where it was nor where it lands, and drawn once.
    for (const frame of frames.slice(0, MOTION_FRAMES)) {
      expect(frame).not.toBe(before);
      expect(frame).not.toBe(landed);
      expect(count(frame, '8♠')).toBe(1);
    }
    expect(new Set(frames.slice(0, MOTION_FRAMES)).size).toBe(MOTION_FRAMES);
    expect(MOTION_FRAMES * FRAME_MS).toBeLessThanOrEqual(150);
    expect(frames.at(-1)).toBe(landed);
    // Idle: the screen stands still (a frame asked for that shows nothing new writes nothing).
    const written = app.stdout.frames.length;
    vi.advanceTimersByTime(500);
    await app.drawn();
    expect(app.stdout.frames.length).toBe(written);
  });

  it('on: a key pressed while the card is in flight lands it at once, and is played', async () => {
    const { app } = await playEight(true);
    // → moves the cursor from column 3 to column 4, no time having passed.
    const next = await app.press(KEYS.right);
    expect(lies(next, '8♠', '9♦')).toBe(true);
    expect(board(next)).toMatch(/\[4\]/);
    const written = app.stdout.frames.length;
    vi.advanceTimersByTime(500);
    await app.drawn();
    expect(app.stdout.frames.length).toBe(written);
  });
});

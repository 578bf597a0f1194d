// The game screen driven by keys, as a player would: cursor, picking up, accepting columns,
// dropping, dealing, undo, messages for illegal attempts, and saving after every move.
// Deal 1 starts with J♠ 3♣ 10♦ 9♦ 8♦ 2♦ on top of the six columns.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { describeMove } from '../../src/engine/describe.js';
import { hint } from '../../src/engine/hints.js';
import { newSession } from '../../src/engine/session/session.js';
import { buildState } from '../engine/fixtures.js';
import type { Suspender, SuspendHooks } from '../../src/ui/terminal/terminal.js';
import { KEYS, renderApp } from './renderApp.js';
import { waitUntil } from './waitUntil.js';

let current: ReturnType<typeof renderApp> | undefined;
function start(seed = 1, size?: { columns: number; rows: number }) {
  current = renderApp(newSession('autumn-leaves', seed), size);
  return current;
}
afterEach(() => current?.unmount());

/** One suit's run from the king down to `low` (1 = ace), bottom card first, in fixture notation. */
const run = (suit: string, low: number) =>
  ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].slice(0, 14 - low).map((r) => r + suit).join(' ');

/** Autumn Leaves one move from a win: A♥ (column 5) onto 2♥ (column 4). */
const nearWin = () => ({
  session: newSession('autumn-leaves', 1).session,
  state: buildState('autumn-leaves', { tableau: [run('S', 1), run('D', 1), run('C', 1), run('H', 2), 'AH', ''] }),
});

/** The line of column labels, e.g. " [1]    2     3  …". */
function labels(frame: string): string {
  return frame.split('\n').find((line) => /^\s*(\[1\]|1|↓1↓)\s/.test(line)) ?? '';
}

describe('the board', () => {
  it('shows the game, the deal, deals left, six columns with their top cards face up, and recent moves', () => {
    const { frame } = start();
    expect(frame()).toContain('Autumn Leaves');
    expect(frame()).toContain('deal 1');
    expect(frame()).toContain('5 deals left');
    expect(labels(frame())).toMatch(/\[1\]\s+2\s+3\s+4\s+5\s+6/);
    for (const top of ['J♠', '3♣', '10♦', '9♦', '8♦', '2♦']) expect(frame()).toContain(top);
    expect(frame()).toContain('▒▒▒');
    expect(frame()).toContain('Recent moves');
  });

  it('fits 80×24 in at most 23 lines', () => {
    const { frame } = start(1, { columns: 80, rows: 24 });
    const lines = frame().split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    expect(Math.max(...lines.map((line) => [...line].length))).toBeLessThanOrEqual(80);
  });
});

describe('moving the cursor', () => {
  it('→ and l move right, ← and h move left, wrapping at the ends', async () => {
    const { frame, press } = start();
    await press(KEYS.right);
    expect(labels(frame())).toContain('[2]');
    await press('l');
    expect(labels(frame())).toContain('[3]');
    await press(KEYS.left, 'h', 'h');
    expect(labels(frame())).toContain('[6]');
  });

  it('a number key jumps to its column', async () => {
    const { frame, press } = start();
    await press('5');
    expect(labels(frame())).toContain('[5]');
    expect(frame()).toContain('[ 8♦]');
  });
});

describe('picking up and dropping a run', () => {
  it('Enter picks up the chosen card and highlights every column that accepts it', async () => {
    const { frame, press } = start();
    await press('6', KEYS.enter);
    expect(frame()).toContain('Holding 2♦');
    const line = labels(frame());
    // 2♦ goes onto 10♦, 9♦ or 8♦: columns 3, 4 and 5 accept it; the cursor jumps to the first.
    expect(line).toContain('[3]');
    expect(line).toContain('↓4↓');
    expect(line).toContain('↓5↓');
    expect(line).not.toContain('↓1↓');
    expect(line).not.toContain('↓2↓');
  });

  it('→ steps only between accepting columns and the source; Enter drops there', async () => {
    const { frame, press, save } = start();
    await press('6', KEYS.enter, KEYS.right);
    expect(labels(frame())).toContain('[4]');
    await press(KEYS.enter);
    expect(frame()).toContain('2♦ onto 9♦');
    expect(frame()).toContain('1 move');
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ moves: [
      { type: 'move', from: { pile: 'tableau', index: 5 }, to: { pile: 'tableau', index: 3 }, count: 1 },
    ] }));
  });

  it('the card left on top of the source column turns face up', async () => {
    const { frame, press } = start();
    await press('6', KEYS.enter, KEYS.enter);
    // Column 6 of deal 1 was ▒ ▒ ▒ 2♦ and shows 5♠ once 2♦ has gone.
    expect(frame()).toContain('5♠');
  });

  it('a number key drops the held run on that column', async () => {
    const { frame, press } = start();
    await press('6', KEYS.enter, '5');
    expect(frame()).toContain('2♦ onto 8♦');
  });

  it('dropping where the run does not fit says why and keeps holding it', async () => {
    const { frame, press, save } = start();
    const saves = save.mock.calls.length;
    await press('6', KEYS.enter, '1');
    expect(frame()).toContain('2♦ goes only onto a higher diamond, not onto J♠.');
    expect(frame()).toContain('0 moves');
    expect(save.mock.calls.length).toBe(saves);
    await press('3');
    expect(frame()).toContain('2♦ onto 10♦');
  });

  it('Esc puts the run back', async () => {
    const { frame, press } = start();
    await press('6', KEYS.enter, KEYS.escape);
    expect(frame()).not.toContain('Holding');
    expect(labels(frame())).toContain('[6]');
    expect(labels(frame())).not.toContain('↓');
    expect(frame()).toContain('0 moves');
  });

  it('a card that no column takes cannot be picked up, and the message says so', async () => {
    const { frame, press } = start();
    await press(KEYS.enter);
    expect(frame()).toContain('No pile takes J♠.');
    expect(frame()).not.toContain('Holding');
  });
});

describe('dealing, undo and redo', () => {
  it('d deals a row: a face-up card on every column and one deal fewer', async () => {
    const { frame, press } = start();
    await press('d');
    expect(frame()).toContain('4 deals left');
    expect(frame()).toContain('dealt a row');
    // The first row dealt in deal 1: 7♦ A♠ A♦ 10♣ 8♣ A♥.
    for (const card of ['7♦', 'A♠', 'A♦', '10♣', '8♣', 'A♥']) expect(frame()).toContain(card);
  });

  it('keys that arrive together in one read are all played', async () => {
    const { frame, press } = start();
    await press('dd');
    expect(frame()).toContain('3 deals left');
  });

  it('Ctrl with a letter plays nothing: Ctrl+D does not deal, Ctrl+Q does not quit', async () => {
    const { frame, press, save } = start();
    await press('\x04', '\x11', '\x1b[100;5u');
    expect(frame()).toContain('5 deals left');
    expect(save).not.toHaveBeenCalledWith(expect.objectContaining({ moves: [expect.anything()] }));
    await press('d');
    expect(frame()).toContain('4 deals left');
  });

  it('u takes the deal back and r plays it again', async () => {
    const { frame, press } = start();
    await press('d', 'u');
    expect(frame()).toContain('5 deals left');
    expect(frame()).not.toContain('A♥');
    await press('r');
    expect(frame()).toContain('4 deals left');
    expect(frame()).toContain('A♥');
  });
});

describe('saving a move', () => {
  it('draws the move first and saves it right after, every move of a burst in one save', async () => {
    const { frame, press, save } = start();
    await waitUntil('the save made when the game opens', () => save.mock.calls.length === 1);
    const onScreenWhenSaved: string[] = [];
    save.mockImplementation(() => {
      onScreenWhenSaved.push(frame());
      return undefined;
    });
    await press('dd');
    await waitUntil('the save after the deals', () => save.mock.calls.length === 2);
    expect(onScreenWhenSaved[0]).toContain('3 deals left');
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ moves: [{ type: 'deal' }, { type: 'deal' }] }));
  });
});

describe('a save that fails', () => {
  it('says so on the message line, with the moves that wait, and the game goes on', async () => {
    const { frame, press, save, waitForText } = start();
    save.mockReturnValueOnce('not saved: the disk is full (1 move)');
    await press('d');
    expect(frame()).toContain('4 deals left');
    await waitForText('each move tries again');
    expect(frame().replace(/\s+/g, ' ')).toContain('not saved: the disk is full (1 move); play goes on and each move tries again.');
    await press('u');
    expect(frame()).not.toContain('not saved');
  });
});

describe('new deal and quitting', () => {
  it('n asks before abandoning a game in progress; n keeps it, y deals a new one', async () => {
    const { frame, press } = start();
    await press('d', 'n');
    expect(frame()).toContain('Abandon this game and deal a new one? y / n');
    await press('n');
    expect(frame()).toContain('4 deals left');
    await press('n', 'y');
    expect(frame()).toContain('5 deals left');
    expect(frame()).toContain('0 moves');
    expect(frame()).not.toContain('deal 1 ');
  });

  it('R restarts the same deal after confirming', async () => {
    const { frame, press } = start();
    await press('d', 'R', 'y');
    expect(frame()).toContain('deal 1');
    expect(frame()).toContain('5 deals left');
  });

  it('q saves the game, with its time, and leaves', async () => {
    const { press, save, instance } = start();
    const exited = instance.waitUntilExit();
    await press('d', 'q');
    await exited;
    const last = save.mock.calls[save.mock.calls.length - 1]![0];
    expect(last.moves).toEqual([{ type: 'deal' }]);
    expect(last.elapsedMs).toBeGreaterThanOrEqual(0);
  });
});

describe('terminal size', () => {
  it('a terminal too small shows the size needed, and the board returns when it grows', async () => {
    const app = start(1, { columns: 30, rows: 10 });
    expect(app.frame().replace(/\s+/g, ' ')).toMatch(/needs a terminal of at least \d+×\d+; this one is 30×10/);
    await app.resize(80, 24);
    expect(app.frame()).toContain('Autumn Leaves');
    expect(app.frame()).toContain('J♠');
  });

  it('at 20×5 the too-small message fits whole: no line wider than the terminal, the last row free', async () => {
    const app = start(1, { columns: 20, rows: 5 });
    const lines = app.frame().split('\n');
    expect(lines.length).toBeLessThanOrEqual(4);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(20);
    expect(lines[0]).toMatch(/^Leaves needs/);
    expect(lines.join(' ')).toMatch(/\d+×\d+ \(this one is 20×5\)\. q quits\.$/);
  });
});

describe('the end of a game', () => {

  it('the last card home wins, the screen says so with moves and time, and offers a new deal', async () => {
    const state = buildState('autumn-leaves', { tableau: [run('S', 1), run('D', 1), run('C', 1), run('H', 2), 'AH', ''] });
    current = renderApp({ session: newSession('autumn-leaves', 1).session, state });
    const { frame, press } = current;
    await press('5', KEYS.enter, KEYS.enter);
    expect(frame()).toContain('A♥ onto 2♥');
    expect(frame()).toMatch(/You won in 1 move and \d+:\d\d!/);
    await press('n');
    expect(frame()).not.toContain('Abandon');
    expect(frame()).toContain('5 deals left');
  });

  it('a tall column still fits 80×24 with its top card visible', () => {
    const state = buildState('autumn-leaves', {
      tableau: ['?2C ?3C ?4C ?5C ?6C ?7H ?8H ?9H ' + run('S', 1), run('D', 1), run('C', 8), run('H', 2), 'AH 7C', ''],
    });
    current = renderApp({ session: newSession('autumn-leaves', 1).session, state }, { columns: 80, rows: 24 });
    const lines = current.frame().split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    expect(current.frame()).toContain('▒▒×8');
    expect(current.frame()).toContain(' A♠');
    expect(current.frame()).toContain(' K♠');
  });
});

describe('the clock', () => {
  it('shows the saved time plus the time in play, and stops when the game is won', async () => {
    // The test keeps the time: the clock reads performance.now and ticks by setTimeout, both faked here.
    vi.useFakeTimers({ toFake: ['Date', 'performance', 'setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const { session, state } = nearWin();
    current = renderApp({ session: { ...session, elapsedMs: 61_000 }, state });
    const { frame, press, drawn, record } = current;
    expect(frame().split('\n')[0]).toContain(' · 1:01');
    vi.advanceTimersByTime(2_400);
    expect((await drawn()).split('\n')[0]).toContain(' · 1:03');
    await press('5', KEYS.enter, KEYS.enter);
    expect(frame()).toContain('You won in 1 move and 1:03!');
    expect(record.mock.calls[0]![0].session.elapsedMs).toBe(63_400);
    vi.advanceTimersByTime(5_000);
    expect(await drawn()).toContain('You won in 1 move and 1:03!');
  });

  it('Ctrl+Z saves the game, and the time it stays suspended does not count', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance', 'setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    // A stand-in for the terminal: the stop lasts a minute on both clocks (the game counts by the
    // monotonic one), then the game is continued.
    let hooks: SuspendHooks | undefined;
    const suspender: Suspender = {
      around: (given) => {
        hooks = given;
        return () => undefined;
      },
      suspend: () => {
        hooks!.beforeStop();
        vi.advanceTimersByTime(60_000);
        hooks!.afterResume();
      },
    };
    current = renderApp({ ...newSession('autumn-leaves', 1), session: { ...newSession('autumn-leaves', 1).session, elapsedMs: 61_000 } }, { suspender });
    const { press, drawn, save } = current;
    vi.advanceTimersByTime(2_400);
    await press('\x1a');
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ elapsedMs: 63_400 }));
    vi.advanceTimersByTime(1_000);
    expect((await drawn()).split('\n')[0]).toContain(' · 1:04');
  });
});

describe('the clock and a wall clock set back', () => {
  it('a wall clock set back 30 s mid-game changes nothing: the time played only goes forward, and the save keeps it', async () => {
    // The wall clock (Date) and the monotonic one (performance) are both faked: the wall clock
    // is set back, as NTP or a person might, while the monotonic one goes on.
    vi.useFakeTimers({ toFake: ['Date', 'performance', 'setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    // Klondike's header shows a score that counts the time: a time below zero would stop the game.
    const klondike = newSession('klondike', 1);
    current = renderApp({ ...klondike, session: { ...klondike.session, elapsedMs: 5_000 } });
    const { press, drawn, save } = current;
    vi.advanceTimersByTime(2_400);
    expect((await drawn()).split('\n')[0]).toContain('0:07');
    vi.setSystemTime(Date.now() - 30_000);
    vi.advanceTimersByTime(1_000);
    expect((await drawn()).split('\n')[0]).toContain('0:08');
    await press('d');
    const saved = save.mock.lastCall![0];
    expect(saved.moves).toHaveLength(1);
    expect(saved.elapsedMs).toBe(8_400);
  });
});

describe('statistics', () => {
  it('a win the disk would not take is said beside "You won": not counted until a save works, never a silent panel', async () => {
    current = renderApp(nearWin());
    const { press, record, save, frame } = current;
    save.mockReturnValue('not saved: the disk is full');
    record.mockReturnValueOnce('not saved: the disk is full: this win is not counted in the statistics until a save works (quitting tries again)');
    await press('5', KEYS.enter, KEYS.enter);
    expect(frame().replace(/\s+/g, ' ')).toMatch(/You won in \d+ moves? and [\d:]+! .* not saved: the disk is full: this win is not counted in the statistics until a save works \(quitting tries again\)\./);
  });

  it('a win is counted once, and the statistics for the variant show in place of the key hints', async () => {
    current = renderApp(nearWin(), { statistics: { 'autumn-leaves': { played: 4, won: 2, currentStreak: 1, bestStreak: 2, bestTimeMs: 61_000, fewestMoves: 80 } } });
    const { press, record, frame } = current;
    await press('5', KEYS.enter, KEYS.enter);
    expect(record).toHaveBeenCalledTimes(1);
    expect(record.mock.calls[0]![1]).toBe(true);
    expect(frame()).toMatch(/Autumn Leaves: won 2 of 4 \(50%\)/);
    expect(frame()).not.toContain('⏎ pick up');
  });

  it('a new deal leaves the game in progress with the keeper, which keeps it (to count as lost unless it comes back)', async () => {
    const { press, retire, leave } = start();
    await press('d', 'n', 'y');
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave.mock.calls[0]![0].session.moves).toEqual([{ type: 'deal' }]);
    expect(retire).not.toHaveBeenCalled();
  });

  it('a new deal from an untouched game retires it through the keeper', async () => {
    const { press, retire, leave } = start();
    await press('n');
    expect(retire).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('help', () => {
  it('? shows every key and the rules in short; any key goes back to the game', async () => {
    const { frame, press } = start();
    await press('?');
    expect(frame()).toContain('Leaves · help');
    for (const key of ['← → h l', 'Enter Space', 'Esc', '1–6', 'u r', 'n R', '? q', 'Ctrl+Z', 'U D', 'w W']) expect(frame()).toContain(key);
    // The game's rules follow the keys: the help scrolls down to them.
    await press('\x1b[6~', '\x1b[6~', '\x1b[6~');
    expect(frame()).toContain('4♥ onto 7♥');
    await press('x');
    expect(frame()).not.toContain('Leaves · help');
    expect(frame()).toContain('Recent moves');
    expect(frame()).toContain('0 moves');
  });
});

describe('hints', () => {
  it('t shows the best move in words with its reason, and Enter, Enter plays exactly that move', async () => {
    const position = newSession('autumn-leaves', 1);
    const expected = hint(position.state);
    if (expected.kind !== 'move') throw new Error('deal 1 has a move to hint');
    const words = describeMove(position.state, expected.move);
    current = renderApp(position);
    const { frame, press, save } = current;
    await press('t');
    expect(frame()).toContain(`Hint: ${words} (${expected.reason}).`);
    expect(labels(frame())).toContain(`[${expected.move.from.index + 1}]`);
    expect(labels(frame())).toContain(`↓${expected.move.to.index + 1}↓`);
    await press(KEYS.enter, KEYS.enter);
    expect(frame()).toContain(words);
    expect(save.mock.calls[save.mock.calls.length - 1]![0].moves).toEqual([expected.move]);
  });

  it('with no useful move the hint says what else to do', async () => {
    current = renderApp({
      session: newSession('autumn-leaves', 1).session,
      state: buildState('autumn-leaves', { tableau: ['2S', '2H', '2D', '2C', '', ''], stock: Array(30).fill('3C') }),
    });
    await current.press('t');
    expect(current.frame()).toContain('Hint: deal from the stock.');
  });
});

describe('a damaged redo list', () => {
  it('r with a redo move that no longer applies says so and plays on', async () => {
    const position = newSession('autumn-leaves', 1);
    const bad = { type: 'move' as const, from: { pile: 'tableau' as const, index: 0 }, to: { pile: 'tableau' as const, index: 0 }, count: 1 };
    current = renderApp({ ...position, session: { ...position.session, redo: [bad] } });
    await current.press('r');
    expect(current.frame()).toContain('The move to redo no longer applies');
    await current.press('r');
    expect(current.frame()).toContain('Nothing to redo.');
    await current.press('d');
    expect(current.frame()).toContain('4 deals left');
  });
});

describe('a terminal too small for the board', () => {
  it('ignores game keys (nothing is played unseen) but still quits with q', async () => {
    const app = start(1, { columns: 30, rows: 10 });
    const exited = app.instance.waitUntilExit();
    await app.press('d', 'd');
    await app.resize(80, 24);
    expect(app.frame()).toContain('5 deals left');
    await app.press('d');
    expect(app.frame()).toContain('4 deals left');
    await app.resize(30, 10);
    await app.press('q');
    await exited;
  });
});

describe('help at 80 columns', () => {
  it('wraps every line to the terminal instead of cutting it', async () => {
    const { frame, press } = start(1, { columns: 80, rows: 30 });
    await press('?');
    // A line cut short would end in "…" (the header's help writes "…" as the solver's word, never last).
    expect(frame()).not.toMatch(/…$/m);
    await press('\x1b[6~', '\x1b[6~', '\x1b[6~');
    expect(frame()).not.toMatch(/…$/m);
    expect(frame()).toContain('K→A.');
    expect(Math.max(...frame().split('\n').map((line) => [...line].length))).toBeLessThanOrEqual(80);
  });
});

describe('the score and hints settings', () => {
  it('with the score hidden, the header shows no score; the game still keeps it', async () => {
    const shown = renderApp(newSession('klondike', 1));
    expect((await shown.drawn()).split('\n')[0]).toMatch(/score 0|0 pts/);
    shown.unmount();
    const hidden = renderApp(newSession('klondike', 1), { preferences: { showOutlook: true, winnableOnly: false, showScore: false } });
    expect((await hidden.drawn()).split('\n')[0]).not.toMatch(/score|pts/);
    hidden.unmount();
  });

  it('with hints off, t says so and points at nothing', async () => {
    const app = renderApp(newSession('klondike', 1), { preferences: { showOutlook: true, winnableOnly: false, hints: false } });
    await app.drawn();
    expect(await app.press('t')).toContain('Hints are off (s: settings).');
    app.unmount();
  });
});

describe('the clock setting', () => {
  it('with the clock hidden, the header shows no time played', async () => {
    const shown = renderApp(newSession('klondike', 1));
    expect((await shown.drawn()).split('\n')[0]).toMatch(/ · 0:0\d/);
    shown.unmount();
    const hidden = renderApp(newSession('klondike', 1), { preferences: { showOutlook: true, winnableOnly: false, showClock: false } });
    expect((await hidden.drawn()).split('\n')[0]).not.toMatch(/\d:\d\d/);
    hidden.unmount();
  });
});

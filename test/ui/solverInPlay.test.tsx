// The solver in play, with a stand-in solver the test answers for: the header's winnable status
// and `w`, the warning at the move that throws a win away and `U` back to the last winnable
// position, hints from the winning line, the demo, and the end-of-game panel for a proved loss.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { marked, newSession } from '../../src/engine/session/session.js';
import { GameStore } from '../../src/store/gameStore.js';
import type { Move } from '../../src/engine/types.js';
import { buildState } from '../engine/fixtures.js';
import { fakeSolver } from './fakeSolver.js';
import { KEYS, renderApp } from './renderApp.js';
import { waitUntil } from './waitUntil.js';
import { bookOf, nextBookDeal } from '../../src/solver/dealBook.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => current?.unmount());

const run = (suit: string, low: number) =>
  ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A'].slice(0, 14 - low).map((r) => r + suit).join(' ');
const between = (from: number, to: number): Move => ({ type: 'move', from: { pile: 'tableau', index: from }, to: { pile: 'tableau', index: to }, count: 1 });

/** Autumn Leaves two moves from a win: 2♥ (column 5) onto 3♥ (column 4), then A♥ (column 6). */
const WIN_LINE = [between(4, 3), between(5, 3)];
function nearWin(options: { preferences?: { showOutlook: boolean; winnableOnly: boolean; knowledge?: boolean } } = {}) {
  const solver = fakeSolver();
  const state = buildState('autumn-leaves', { tableau: [run('S', 1), run('D', 1), run('C', 1), run('H', 3), '2H', 'AH'] });
  current = renderApp({ session: newSession('autumn-leaves', 1).session, state }, { solver: solver.factory, ...options });
  return { app: current, solver };
}

const header = (frame: string) => frame.split('\n')[0]!;
/** The screen's words with line breaks folded, so a wrapped message reads as one line. */
const words = (frame: string) => frame.replace(/\s+/g, ' ');

/** Waits until the game has asked the solver about `count` positions in all. */
const asked = (solver: ReturnType<typeof fakeSolver>, count: number) =>
  waitUntil(`the game to ask the solver about ${count} positions`, () => solver.asked.length >= count);

describe('the winnable status in the header', () => {
  it('shows … while the solver works, then what it found', async () => {
    const { app, solver } = nearWin();
    expect(header(app.frame())).toMatch(/ · …$/);
    await asked(solver, 1);
    expect(solver.asked[0]!.tableau[4]).toHaveLength(1);
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    expect(header(await app.drawn())).toMatch(/ · winnable$/);
  });

  it('shows ? when the solver could not tell within its budget', async () => {
    const { app, solver } = nearWin();
    await asked(solver, 1);
    solver.answer({ verdict: 'unknown' });
    expect(header(await app.drawn())).toMatch(/ · \?$/);
  });

  it('w hides it and shows it again, and the choice is remembered', async () => {
    const { app, solver } = nearWin();
    await asked(solver, 1);
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    expect(header(await app.press('w'))).not.toContain('winnable');
    expect(app.updateSettings).toHaveBeenLastCalledWith({ showOutlook: false });
    expect(header(await app.press('w'))).toMatch(/ · winnable$/);
    expect(app.updateSettings).toHaveBeenLastCalledWith({ showOutlook: true });
  });

  it('stays hidden when the player chose so before', async () => {
    const { app, solver } = nearWin({ preferences: { showOutlook: false, winnableOnly: false, knowledge: true } });
    await asked(solver, 1);
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    expect(header(await app.drawn())).not.toMatch(/winnable|…/);
  });
});

describe('the point of no return', () => {
  it('a move that turns a winnable position into a lost one says so at once, and U goes back to the win', async () => {
    const { app, solver } = nearWin();
    await asked(solver, 1);
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    await app.press('6', KEYS.enter, '5', KEYS.enter); // A♥ onto 2♥: off the line
    expect(app.frame()).toContain('A♥ onto 2♥');
    await asked(solver, 2);
    solver.answer({ verdict: 'lost' });
    const warned = await app.drawn();
    expect(words(warned)).toContain('That move lost the game: u takes it back, n deals another.');
    expect(warned.split('\n').filter((line) => line.includes('That move lost the game'))[0]).toMatch(/n deals another\.$/);
    expect(header(warned)).toMatch(/1 move · .* · lost$/);
    const back = await app.press('U');
    expect(words(back)).toContain('Back 1 move, to the last winnable position; r replays them one by one.');
    expect(header(back)).toMatch(/0 moves · .* · winnable$/);
    expect(header(await app.press('r'))).toMatch(/1 move · .* · lost$/);
  });

  it('a loss found after positions nobody judged: the solver looks back, and then the message names the move that lost', async () => {
    const solver = fakeSolver();
    // No card goes up by itself: the second draw's A♠ would, and be one more move to go back.
    const preferences = { showOutlook: true, winnableOnly: false, knowledge: true, autoPlay: false };
    const app = (current = renderApp(newSession('klondike', 1), { solver: solver.factory, preferences }));
    await asked(solver, 1);
    solver.answer({ verdict: 'winnable', moves: [] });
    await app.press('d');
    await app.press('d'); // the position after the first draw is never judged: the player went on
    await asked(solver, 3);
    solver.answer({ verdict: 'lost' });
    expect(words(await app.drawn())).toContain('No way to win is left: U goes back 2 moves to the last winnable position.');
    await asked(solver, 4);
    expect(solver.asked[3]).toEqual(solver.asked[1]);
    solver.answer({ verdict: 'winnable', moves: [] });
    expect(words(await app.drawn())).toContain('That move lost the game: u takes it back, n deals another.');
  });

  it('an answer about a position no longer on the table changes nothing', async () => {
    const { app, solver } = nearWin();
    await asked(solver, 1);
    await app.press('6', KEYS.enter, '5', KEYS.enter);
    await asked(solver, 2);
    solver.answer({ verdict: 'lost' }, solver.asked[0]);
    expect(header(await app.drawn())).toMatch(/ · …$/);
  });

  it('a deal proved lost before any move offers only what can work, on one line', async () => {
    const { app, solver } = nearWin();
    await asked(solver, 1);
    solver.answer({ verdict: 'lost' });
    const shown = await app.drawn();
    const line = shown.split('\n').find((l) => l.includes('cannot be won'));
    expect(line).toBe('This deal cannot be won: n deals another, W deals only winnable ones.');
    expect(words(shown)).not.toMatch(/u: undo|U: back/);
  });

  it("a hint's answer shows before the panel, not in its place, and the panel breaks between its keys", async () => {
    const { app, solver } = nearWin();
    await asked(solver, 1);
    solver.answer({ verdict: 'lost' });
    await app.drawn();
    const shown = await app.press('t');
    expect(words(shown)).toContain('Hint:');
    expect(words(shown)).toMatch(/Hint: .* This deal cannot be won: n deals another, W deals only winnable ones\./);
  });
});

describe('hints and the demo', () => {
  it('t gives the next move of the winning line, with how far the win is', async () => {
    const { app, solver } = nearWin();
    await asked(solver, 1);
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    expect(words(await app.press('t'))).toContain('Hint: 2♥ onto 3♥ (keeps the win in reach: 2 moves to go). Enter picks it up.');
    await app.press(KEYS.enter, KEYS.enter);
    expect(words(await app.press('t'))).toContain('Hint: A♥ onto 2♥ (keeps the win in reach: 1 move to go).');
  });

  it('D plays the winning line to the end, and the win is not counted as the player\'s', async () => {
    const { app, solver } = nearWin();
    await asked(solver, 1);
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    await app.press('D');
    expect(await app.waitForText('The demo won this deal in 2 moves')).toContain('A♥ onto 2♥');
    expect(app.record).toHaveBeenCalledTimes(1);
    expect(app.record.mock.calls[0]![1]).toBe(false);
  });

  it('any other key stops the demo', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const { app, solver } = nearWin();
    await asked(solver, 1);
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    await app.press('D');
    // The demo's timer is set once the frame is drawn: run the faked time on until its move shows.
    await waitUntil('the demo to play a move', () => {
      vi.advanceTimersByTime(50);
      return header(app.frame()).includes('1 move');
    });
    expect(await app.press('x')).toContain('Demo stopped.');
    vi.advanceTimersByTime(5_000);
    expect(header(await app.drawn())).toContain('1 move');
  });

  it('D before the win is known waits for the solver, then plays the win', async () => {
    const { app, solver } = nearWin();
    expect(words(await app.press('D'))).toContain('Demo: waiting for the solver to find the win');
    // The spinner turns while it waits.
    await waitUntil('the spinner', () => /find the win [|/\\-] Esc calls it off\./.test(words(app.frame())));
    await asked(solver, 1);
    expect(header(app.frame())).toContain('0 moves');
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    expect(await app.waitForText('The demo won this deal in 2 moves')).toContain('A♥ onto 2♥');
  });

  it('Esc calls off a demo waiting for the solver; one the solver gives up on says so', async () => {
    const { app, solver } = nearWin();
    await app.press('D');
    expect(words(await app.press(KEYS.escape))).toContain('Demo called off.');
    await asked(solver, 1);
    solver.answer({ verdict: 'winnable', moves: WIN_LINE });
    expect(header(await app.drawn())).toContain('0 moves');
    app.unmount();
    const other = nearWin();
    await other.app.press('D');
    await asked(other.solver, 1);
    other.solver.answer({ verdict: 'unknown' });
    expect(words(await other.app.drawn())).toContain('The solver could not find a win from here within its budget, so the demo plays nothing.');
  });
});

/** Statistics of a player who has finished more Autumn Leaves games than its book holds: the book is used up. */
const bookUsedUp = { 'autumn-leaves': { played: Number.MAX_SAFE_INTEGER, won: 0, currentStreak: 0, bestStreak: 0 } };

describe('winnable deals only', () => {
  it('n deals the next deal of the book of proved deals at once, marked proved, with no search', async () => {
    const solver = fakeSolver();
    const book = bookOf('autumn-leaves', {})!;
    const next = nextBookDeal(book, { played: 3, current: book.seeds[3] })!;
    const played = { 'autumn-leaves': { played: 3, won: 3, currentStreak: 3, bestStreak: 3 } };
    current = renderApp(newSession('autumn-leaves', book.seeds[3]!), { solver: solver.factory, statistics: played, preferences: { showOutlook: true, winnableOnly: true, knowledge: true } });
    await current.press('n');
    // "(proved" and, where the book's deals are rated, the deal's band of difficulty.
    const frame = await current.waitForText(`deal ${next} (proved`);
    expect(next).toBe(book.seeds[4]);
    expect(words(frame)).not.toContain('Looking for a deal');
    expect(solver.deals).toEqual([]);
  });

  it('with the book used up, n looks for a deal the solver proves winnable, and deals it marked as proved', async () => {
    const solver = fakeSolver();
    current = renderApp(newSession('autumn-leaves', 1), { solver: solver.factory, statistics: bookUsedUp, preferences: { showOutlook: true, winnableOnly: true, knowledge: true } });
    await current.press('n');
    await waitUntil('the game to ask for a winnable deal', () => solver.deals.length > 0);
    expect(solver.deals[0]).toMatchObject({ game: 'autumn-leaves', limitMs: 10_000 });
    solver.deal({ seed: 4242, proved: true, line: [{ type: 'deal' }] });
    const dealt = words(await current.drawn());
    expect(dealt).toContain('deal 4242 (proved)');
    expect(dealt).toMatch(/ · winnable /);
    // Played again from the start, it is the same proved deal, its win still known.
    await current.press(KEYS.right, 'R');
    expect(words(await current.drawn())).toMatch(/deal 4242 \(proved\).* · winnable /);
  });

  it('a proved deal left (g) and resumed from its save is still marked proved; a daily deal says so, with its day', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-proved-'));
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    const dealt = marked(newSession('autumn-leaves', 7), { daily: '2026-12-01' });
    // Wide enough for the header's long words beside the score.
    const first = renderApp(dealt, { columns: 100, preferences: { showOutlook: false, winnableOnly: true, provedLine: [{ type: 'deal' }] } });
    expect(header(await first.drawn())).toMatch(/^Autumn Leaves · deal 7 \(proved\) · daily deal 2026-12-01 · /);
    await first.press('d', 'g');
    await waitUntil('the move to be saved', () => first.save.mock.calls.some(([session]) => session.moves.length === 1));
    first.unmount();
    new GameStore(dir).save(first.save.mock.lastCall![0]);
    const resumed = new GameStore(dir).load('autumn-leaves').position!;
    current = renderApp(resumed, { columns: 100, preferences: { showOutlook: false, winnableOnly: true } });
    expect(header(await current.drawn())).toMatch(/^Autumn Leaves · deal 7 \(proved\) · daily deal 2026-12-01 · .*1 (move|mv)/);
    // Played again from the start, it is still the proved daily deal.
    await current.press('R', 'y');
    expect(header(await current.drawn())).toMatch(/^Autumn Leaves · deal 7 \(proved\) · daily deal 2026-12-01 · .*0 (moves|mv)/);
  });

  it('without a solver (its worker cannot start), n deals at once, unproved, and the status is ?', async () => {
    current = renderApp(newSession('autumn-leaves', 1), { solver: () => Promise.reject(new Error('no worker threads')), statistics: bookUsedUp, preferences: { showOutlook: true, winnableOnly: true, knowledge: true } });
    await current.waitForText(' · ?');
    await current.press('n');
    const frame = await current.waitForText('dealt unproved');
    expect(header(frame)).not.toContain('(proved)');
  });

  it('while it looks, Esc deals the deal it started from at once, unproved, and the player told', async () => {
    const solver = fakeSolver();
    current = renderApp(newSession('autumn-leaves', 1), { solver: solver.factory, statistics: bookUsedUp, preferences: { showOutlook: true, winnableOnly: true, knowledge: true } });
    await current.press('n');
    await waitUntil('the game to ask for a winnable deal', () => solver.deals.length > 0);
    const frame = await current.press(KEYS.escape);
    expect(header(frame)).toContain(`deal ${solver.deals[0]!.firstSeed} ·`);
    expect(header(frame)).not.toContain('(proved)');
    expect(words(frame)).toContain('Dealt without waiting for a proof');
    // The search's answer, come late, changes nothing.
    solver.deal({ seed: 4242, proved: true, line: [{ type: 'deal' }] });
    expect(header(await current.drawn())).toContain(`deal ${solver.deals[0]!.firstSeed} ·`);
  });

  it('when no deal is proved in time, the first one tried is dealt and the player told', async () => {
    const solver = fakeSolver();
    current = renderApp(newSession('autumn-leaves', 1), { solver: solver.factory, statistics: bookUsedUp, preferences: { showOutlook: true, winnableOnly: true, knowledge: true } });
    await current.press('n');
    await waitUntil('the game to ask for a winnable deal', () => solver.deals.length > 0);
    solver.deal({ seed: solver.deals[0]!.firstSeed, proved: false });
    const frame = await current.drawn();
    expect(header(frame)).toContain(`deal ${solver.deals[0]!.firstSeed} ·`);
    expect(words(frame)).toContain('No deal could be proved winnable in time: this one is dealt unproved.');
  });

  it('W turns it on and off, on the help screen too, and the choice is remembered', async () => {
    const { app } = nearWin();
    expect(words(await app.press('W'))).toContain('New deals: only deals the solver proves winnable');
    expect(app.updateSettings).toHaveBeenLastCalledWith({ winnableOnly: true });
    expect(await app.press('?')).toContain('winnable deals only (now on)');
    expect(await app.press('W')).toContain('winnable deals only (now off)');
    expect(app.updateSettings).toHaveBeenLastCalledWith({ winnableOnly: false });
  });
});

// The review of a game in the game screen, with a stand-in solver the test answers for: v asks the
// worker for it, the panel shows its progress and then the moves that cost most against the best move,
// Enter goes back to before one (the later moves on redo), Esc closes it, and a game ended by the
// player's move opens it by itself. With the solver's knowledge on, the move that lost the deal
// comes first.
import { afterEach, describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import type { Move } from '../../src/engine/types.js';
import type { FairAdvice } from '../../src/solver/fairHint.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { blackHoleRules } from '../../src/engine/games/black-hole/index.js';
import { position } from '../engine/ruleSet/position.js';
import { fakeSolver } from './fakeSolver.js';
import { KEYS, renderApp } from './renderApp.js';
import { waitUntil } from './waitUntil.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => current?.unmount());

const FAIR = { showOutlook: true, winnableOnly: false, knowledge: false };
const KNOWING = { ...FAIR, knowledge: true };
const header = (frame: string) => frame.split('\n')[0]!;
const words = (frame: string) => frame.replace(/\s+/g, ' ');
/** The review panel's text: each line of the frame from the column its title starts at. */
function panel(frame: string): string {
  const lines = frame.split('\n');
  const title = lines.find((line) => /Review(ing)? of|Reviewing/.test(line));
  if (!title) return '';
  const at = title.search(/Review/);
  return words(lines.map((line) => line.slice(at)).join('\n'));
}
const DRAW: Move = { type: 'deal' };
const BETTER: Move = { type: 'move', from: { pile: 'tableau', index: 1 }, to: { pile: 'tableau', index: 6 }, count: 1 };
const advice = (wins: number, move: Move = DRAW, drawWins = wins, samples = 20): FairAdvice =>
  ({ move, wins, samples, chance: wins / samples, tally: [{ move, wins, lost: samples - wins, samples }, { move: DRAW, wins: drawWins, lost: samples - drawWins, samples }], unseen: 20 });

/** Klondike deal 1 with three draws played, and v pressed. */
async function reviewing(preferences = FAIR, options: Parameters<typeof renderApp>[1] = {}) {
  const solver = fakeSolver();
  // Its moves are counted one by one: no card goes up by itself between them.
  current = renderApp(newSession('klondike', 1, { draw: 1, scoring: 'standard' }), { ...options, solver: solver.factory, preferences: { ...preferences, autoPlay: false } });
  await current.press('d', 'd', 'd', 'v');
  await waitUntil('the game to ask for a review', () => solver.reviews.length === 1);
  return { app: current, solver, request: solver.reviews[0]! };
}

/**
 * The worker's answer for each position: move 2, a draw, wins 4 of the 20 sampled deals where the
 * better move wins 12 (20% against 60%); move 3, 3 where it wins 4 (noise); move 1 is the hint's.
 */
function answerAll(solver: ReturnType<typeof fakeSolver>) {
  const positions = [advice(12), advice(12, BETTER, 4), advice(4, BETTER, 3), advice(3)];
  positions.forEach((estimate, at) =>
    solver.reviewed({ at, advice: estimate, played: at < 3 ? 'drew from the stock' : undefined, hint: at === 0 ? 'draw from the stock' : '3♣ onto 4♥', playedHint: at === 0 }),
  );
}

describe('the review of a game', () => {
  it('v asks the worker about the moves played and shows its progress, then where the chance fell most', async () => {
    const { app, solver, request } = await reviewing();
    // From the deal, with the three moves played.
    expect(request.start).toEqual(newSession('klondike', 1, { draw: 1, scoring: 'standard' }).state);
    expect(request.moves).toEqual([{ type: 'deal' }, { type: 'deal' }, { type: 'deal' }]);
    expect(request.knowledge).toBe(false);
    expect(words(await app.drawn())).toContain('Reviewing… 0 of 3 moves');
    solver.reviewed({ at: 0, advice: advice(12), played: 'drew from the stock', hint: 'draw from the stock', playedHint: true });
    solver.reviewed({ at: 1, advice: advice(12, BETTER, 4), played: 'drew from the stock', hint: '3♣ onto 4♥', playedHint: false });
    expect(words(await app.drawn())).toContain('Reviewing… 1 of 3 moves');
    answerAll(solver);
    solver.reviewDone({ findings: [] });
    const frame = await app.drawn();
    expect(words(frame)).toContain('Review of 3 moves');
    expect(panel(frame)).toContain('> move 2: drew from the stock 20% with it; better: 3♣ onto 4♥ (60%)');
    // A cost of 5 points is the sampling's noise: not listed.
    expect(panel(frame)).not.toContain('move 3:');
    // The panel takes the move log's place: the board stays in sight.
    expect(frame).not.toContain('Recent moves');
    expect(frame).toContain('[ Q♥]');
    expect(frame.split('\n').at(-1)).toContain('⏎ go back there');
  });

  it('Enter on a moment goes back to before its move, and r replays the moves after it', async () => {
    const { app, solver } = await reviewing();
    answerAll(solver);
    solver.reviewDone({ findings: [] });
    await app.drawn();
    const back = await app.press(KEYS.enter);
    expect(header(back)).toContain('1 move');
    expect(words(back)).toContain('Back to before move 2; r replays moves 2 to 3.');
    expect(back).toContain('Recent moves');
    expect(header(await app.press('r'))).toContain('2 moves');
    expect(header(await app.press('r'))).toContain('3 moves');
    expect(words(await app.press('r'))).toContain('Nothing to redo');
  });

  it('Esc closes it at any time, calls the work off, and its late answers change nothing', async () => {
    const { app, solver } = await reviewing();
    const asked = solver.asked.length + solver.fairAsked.length + solver.cancelled;
    const closed = await app.press(KEYS.escape);
    expect(closed).toContain('Recent moves');
    expect(closed).not.toContain('Reviewing');
    // A newer job (or a plain cancel) is what stops the worker's review.
    await waitUntil('the worker to be given other work', () => solver.asked.length + solver.fairAsked.length + solver.cancelled > asked);
    answerAll(solver);
    expect(await app.drawn()).not.toContain('Review of');
  });

  it('says so when the background solver could not review anything', async () => {
    const { app, solver } = await reviewing();
    solver.reviewDone({ findings: [] });
    expect(panel(await app.drawn())).toContain('The background solver is not running, so nothing could be reviewed.');
  });

  it('any other key closes it and does what it always does', async () => {
    const { app } = await reviewing();
    const frame = await app.press('d');
    expect(header(frame)).toContain('4 moves');
    expect(frame).not.toContain('Reviewing');
    expect(frame).toContain('Recent moves');
  });

  it("with the solver's knowledge on, it asks for the move that lost the deal and names it first", async () => {
    const { app, solver, request } = await reviewing(KNOWING);
    expect(request.knowledge).toBe(true);
    answerAll(solver);
    solver.reviewDone({ findings: [], lostBy: 3 });
    const frame = panel(await app.drawn());
    expect(frame).toContain('> move 3 lost the deal: drew from the stock');
    expect(frame).toContain('move 2: drew from the stock 20% with it');
    expect(frame.indexOf('move 3 lost the deal')).toBeLessThan(frame.indexOf('move 2:'));
  });

  it('fits 80×24 in ASCII without colour', async () => {
    const { app, solver } = await reviewing(KNOWING, { theme: makeTheme({ style: 'ascii', color: false, fourColor: false }) });
    answerAll(solver);
    solver.reviewDone({ findings: [], lostBy: 3 });
    const frame = await app.drawn();
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(80);
      expect(line).toMatch(/^[\x20-\x7e]*$/);
    }
    expect(panel(frame)).toContain('> move 3 lost the deal: drew from the stock');
    expect(panel(frame)).toContain('20% with it; better: 3C onto 4H (60%)');
  });

  it('where the board leaves no room beside it (Spider at 80×24), goes under the board, which stays in sight', async () => {
    const solver = fakeSolver();
    current = renderApp(newSession('spider', 1, { suits: 1 }), { solver: solver.factory, preferences: FAIR });
    const frame = await current.press('d', 'v');
    const lines = frame.split('\n');
    const labels = lines.findIndex((line) => /^ \[1\] +2 +3 +4 +5 +6 +7 +8 +9 +0$/.test(line));
    const title = lines.findIndex((line) => line.startsWith('Reviewing… 0 of 1 move'));
    expect(labels).toBeGreaterThan(0);
    expect(title).toBeGreaterThan(labels + 6);
    expect(lines.length).toBeLessThanOrEqual(23);
  });

  it('under an overlapping layout too (TriPeaks at 80×24): its cards stay in sight above the panel', async () => {
    const solver = fakeSolver();
    current = renderApp(newSession('tripeaks', 1), { solver: solver.factory, preferences: FAIR });
    const frame = await current.press('d', 'v');
    const lines = frame.split('\n');
    const faceUpRow = lines.findIndex((line) => /2♥.*5♠.*2♦.*7♣/.test(line));
    const title = lines.findIndex((line) => line.startsWith('Reviewing… 0 of 1 move'));
    expect(faceUpRow).toBeGreaterThan(0);
    expect(title).toBeGreaterThan(faceUpRow);
    expect(lines.length).toBeLessThanOrEqual(23);
  });

  it('opens by itself when the player\'s move ends the game', async () => {
    const solver = fakeSolver();
    const fans = ['6S', '5H 4D', ...Array(15).fill('')];
    const state = position(blackHoleRules, { tableau: fans, foundations: ['AS 5C'] }, 'black-hole');
    current = renderApp({ session: newSession('black-hole', 1).session, state }, { solver: solver.factory, preferences: KNOWING });
    // 6♠ into the hole: 4♦ is left two ranks from it, and no move at all.
    const frame = await current.press('f');
    expect(words(frame)).toContain('No moves are left');
    await waitUntil('the game to ask for a review', () => solver.reviews.length === 1);
    expect(solver.reviews[0]!.moves).toEqual([{ type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'foundation', index: 0 }, count: 1 }]);
    expect(words(await current.drawn())).toContain('Reviewing… 0 of 1 move');
  });

  it('a win leaves its screen as it is and offers v', async () => {
    const solver = fakeSolver();
    const fans = ['6S', '5H', ...Array(15).fill('')];
    const state = position(blackHoleRules, { tableau: fans, foundations: ['AS 4C'] }, 'black-hole');
    current = renderApp({ session: newSession('black-hole', 1).session, state }, { solver: solver.factory, preferences: KNOWING });
    await current.press('2', 'f');
    const won = await current.press('1', 'f');
    expect(words(won)).toContain('You won in 2 moves');
    expect(words(won)).toContain('v: review');
    expect(won).not.toContain('Review');
    expect(solver.reviews).toHaveLength(0);
    await current.press('v');
    await waitUntil('the game to ask for a review', () => solver.reviews.length === 1);
  });
});

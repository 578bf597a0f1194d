// The status without peeking, with a stand-in solver the test answers for: the header shows the
// fair chance sampled in the background (before the solver is asked), the message line warns of a
// move that cut it, t gives the fair hint's move with its estimate, and K shows what the solver
// knows instead (remembered). Where nothing is hidden, the solver's word is the fair one.
import { afterEach, describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session.js';
import { buildState } from '../engine/fixtures.js';
import { fakeSolver } from './fakeSolver.js';
import { renderApp } from './renderApp.js';
import { waitUntil } from './waitUntil.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => current?.unmount());

const FAIR = { showOutlook: true, winnableOnly: false, knowledge: false };
const header = (frame: string) => frame.split('\n')[0]!;
const words = (frame: string) => frame.replace(/\s+/g, ' ');

function klondike() {
  const solver = fakeSolver();
  current = renderApp(newSession('klondike', 1, { draw: 1, scoring: 'standard' }), { solver: solver.factory, preferences: FAIR });
  return { app: current, solver };
}

const fairAsked = (solver: ReturnType<typeof fakeSolver>, count: number) =>
  waitUntil(`the game to ask the fair hint about ${count} positions`, () => solver.fairAsked.length >= count);

describe('the fair chance in the header', () => {
  it('shows … until a sampled deal is solved, then the chance as it improves; the solver is asked only after', async () => {
    const { app, solver } = klondike();
    expect(header(app.frame())).toMatch(/ · …$/);
    await fairAsked(solver, 1);
    expect(solver.asked).toHaveLength(0);
    solver.fair({ wins: 2, samples: 5 }, false);
    expect(header(await app.drawn())).toMatch(/ · 40%$/);
    solver.fair({ wins: 31, samples: 50 });
    expect(header(await app.drawn())).toMatch(/ · 62%$/);
    await waitUntil('the game to ask the solver once the sampling is over', () => solver.asked.length === 1);
    // The solver's verdict stays out of sight: it knows the hidden cards.
    solver.answer({ verdict: 'lost' });
    const frame = await app.drawn();
    expect(header(frame)).toMatch(/ · 62%$/);
    expect(words(frame)).not.toContain('cannot be won');
  });

  it('where nothing is hidden, shows the solver\'s word, and samples nothing', async () => {
    const solver = fakeSolver();
    const state = buildState('autumn-leaves', { tableau: ['KS QS', 'KD', 'KC', 'KH', '2H', 'AH'] });
    current = renderApp({ session: newSession('autumn-leaves', 1).session, state }, { solver: solver.factory, preferences: FAIR });
    await waitUntil('the game to ask the solver', () => solver.asked.length === 1);
    solver.answer({ verdict: 'lost' });
    expect(header(await current.drawn())).toMatch(/ · lost$/);
    expect(solver.fairAsked).toHaveLength(0);
  });
});

describe('the warning after a move', () => {
  it('says how much a move cut the chance when it fell by 20 points or more', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ wins: 13, samples: 20 });
    await app.press('d');
    await fairAsked(solver, 2);
    solver.fair({ wins: 2, samples: 20 });
    const frame = await app.drawn();
    expect(words(frame)).toContain('That move cut your chance from 65% to 10%: u takes it back.');
    expect(header(frame)).toMatch(/ · 10%$/);
  });

  it('says nothing for a smaller drop, nor before the sampling of the new position is over', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ wins: 13, samples: 20 });
    await app.press('d');
    await fairAsked(solver, 2);
    solver.fair({ wins: 1, samples: 20 }, false);
    expect(words(await app.drawn())).not.toContain('cut your chance');
    solver.fair({ wins: 10, samples: 20 });
    expect(words(await app.drawn())).not.toContain('cut your chance');
  });
});

describe('the fair hint on t', () => {
  it('gives the engine\'s best move before any sampled deal is solved, then the fair hint\'s move with its estimate', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    expect(words(await app.press('t'))).toContain('Hint: 3♣ onto 4♥ (turns up a face-down card)');
    solver.fair({ move: { type: 'deal' }, wins: 17, samples: 20 });
    await app.drawn();
    expect(words(await app.press('t'))).toMatch(/Hint: .* \(wins 17 of 20 sampled deals\)\. Enter plays it\./);
  });
});

describe('a fair chance no sampled deal decides', () => {
  it('shows ? in the header, not 0%, and the hint says none of its sampled deals was decided', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ move: { type: 'deal' }, wins: 0, samples: 12, chance: undefined });
    const frame = await app.drawn();
    expect(header(frame)).toMatch(/ · \?$/);
    expect(words(await app.press('t'))).toContain('(none of 12 sampled deals decided). Enter plays it.');
  });
});

describe('K: what the solver knows', () => {
  it('shows the solver\'s verdict and its warning instead, is remembered, and K again goes back', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ wins: 13, samples: 20 });
    await app.drawn();
    const known = await app.press('K');
    expect(words(known)).toContain('Showing what the solver knows');
    expect(app.updateSettings).toHaveBeenLastCalledWith({ knowledge: true });
    await waitUntil('the game to ask the solver', () => solver.asked.length === 1);
    solver.answer({ verdict: 'lost' });
    const lost = await app.drawn();
    expect(header(lost)).toMatch(/ · lost$/);
    expect(words(lost)).toContain('This deal cannot be won');
    const fair = await app.press('K');
    expect(header(fair)).toMatch(/ · 65%$/);
    expect(app.updateSettings).toHaveBeenLastCalledWith({ knowledge: false });
  });
});

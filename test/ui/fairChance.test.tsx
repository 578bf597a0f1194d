// The status without peeking, with a stand-in solver the test answers for: the header shows the
// fair chance sampled in the background (before the solver is asked) once it is worth showing, the
// message line warns of a move that cut it against the best move, t gives the fair hint's move with
// how sure it is ("thinking…" until then), and K shows what the solver knows instead (remembered).
// Where nothing is hidden, the solver's word is the fair one.
import { afterEach, describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import type { Move } from '../../src/engine/types.js';
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
  it('says thinking… until the estimate is worth showing, then the chance as it improves; the solver is asked only after', async () => {
    const { app, solver } = klondike();
    expect(header(app.frame())).toMatch(/ · thinking…$/);
    await fairAsked(solver, 1);
    expect(solver.asked).toHaveLength(0);
    // Three sampled deals, all won: 100% from noise, not shown.
    solver.fair({ wins: 3, samples: 3 }, false);
    expect(header(await app.drawn())).toMatch(/ · thinking…$/);
    solver.fair({ wins: 2, samples: 5 }, false);
    expect(header(await app.drawn())).toMatch(/ · thinking…$/);
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

const DRAW: Move = { type: 'deal' };
const BEST: Move = { type: 'move', from: { pile: 'tableau', index: 1 }, to: { pile: 'tableau', index: 6 }, count: 1 };

describe('the warning after a move', () => {
  it('says how much a move cut the chance against the best move, from the same sampled deals, as soon as it is played', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ move: BEST, wins: 26, samples: 40, tally: [{ move: BEST, wins: 26, lost: 14, samples: 40 }, { move: DRAW, wins: 4, lost: 36, samples: 40 }] });
    await app.drawn();
    expect(words(await app.press('d'))).toContain('That move cut your chance from 65% (the best move\'s) to 10%: u takes it back.');
  });

  it('says nothing after the hint\'s own move, however far the chance fell (a card turned up is luck)', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ move: DRAW, wins: 26, samples: 40, tally: [{ move: DRAW, wins: 26, lost: 14, samples: 40 }] });
    await app.drawn();
    await app.press('d');
    await fairAsked(solver, 2);
    solver.fair({ wins: 2, samples: 40 });
    const frame = await app.drawn();
    expect(header(frame)).toMatch(/ · 5%$/);
    expect(words(frame)).not.toContain('cut your chance');
  });

  it('says nothing for a move less than 20 points below the best', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ move: BEST, wins: 26, samples: 40, tally: [{ move: BEST, wins: 26, lost: 14, samples: 40 }, { move: DRAW, wins: 20, lost: 20, samples: 40 }] });
    await app.drawn();
    expect(words(await app.press('d'))).not.toContain('cut your chance');
  });
});

describe('the fair hint on t', () => {
  it('says thinking… until the estimate is worth showing, then shows the move by itself, with how sure it is', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    expect(words(await app.press('t'))).toContain('Hint: thinking…');
    solver.fair({ move: DRAW, wins: 1, samples: 1 }, false);
    expect(words(await app.drawn())).toContain('Hint: thinking…');
    solver.fair({ move: DRAW, wins: 26, samples: 40 }, false);
    expect(words(await app.drawn())).toMatch(/Hint: .* \(about 65% to win with it, likely 50–78%\)\. Enter plays it\./);
  });

  it('t twice on one position gives the same move while the estimate goes on, until another move is clearly better', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ move: DRAW, wins: 26, samples: 40 }, false);
    await app.drawn();
    expect(words(await app.press('t'))).toContain('Hint: draw');
    // Another move leads by 5 points on the same sampled deals: noise, and t keeps to its move.
    solver.fair({ move: BEST, wins: 56, samples: 80, tally: [{ move: BEST, wins: 56, lost: 24, samples: 80 }, { move: DRAW, wins: 52, lost: 28, samples: 80 }] }, false);
    await app.drawn();
    expect(words(await app.press('t'))).toContain('Hint: draw from the stock (about 65% to win with it');
    // By 30 points: t gives the better move.
    solver.fair({ move: BEST, wins: 68, samples: 80, tally: [{ move: BEST, wins: 68, lost: 12, samples: 80 }, { move: DRAW, wins: 44, lost: 36, samples: 80 }] }, false);
    await app.drawn();
    expect(words(await app.press('t'))).toMatch(/Hint: \S+ onto \S+ \(about 85% to win with it/);
  });

  it('a position asked again goes over the same samples first: what it knew stays until the estimate passes it', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ move: DRAW, wins: 26, samples: 40 }, false);
    await app.drawn();
    await app.press('d');
    await app.press('u');
    await fairAsked(solver, 3);
    solver.fair({ move: BEST, wins: 1, samples: 1 }, false);
    expect(header(await app.drawn())).toMatch(/ · 65%$/);
    expect(words(await app.press('t'))).toContain('Hint: draw');
  });
});

describe('a fair chance no sampled deal decides', () => {
  it('shows ? in the header, not 0%, and t gives the engine\'s best move', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ move: DRAW, wins: 0, samples: 12, chance: undefined });
    expect(header(await app.drawn())).toMatch(/ · \?$/);
    expect(words(await app.press('t'))).toContain('Hint: 3♣ onto 4♥ (turns up a face-down card)');
  });

  it('over before it was worth showing: ? in the header, and t says its move is a guess', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ move: DRAW, wins: 2, samples: 5 });
    expect(header(await app.drawn())).toMatch(/ · \?$/);
    expect(words(await app.press('t'))).toContain('a guess: about 40% to win with it');
  });
});

describe('K: what the solver knows', () => {
  it('shows the solver\'s verdict and its warning instead, is remembered, and K again goes back', async () => {
    const { app, solver } = klondike();
    await fairAsked(solver, 1);
    solver.fair({ wins: 26, samples: 40 });
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

// The demo, as the pure functions it is: it plays the known line a step at a time, changes pace
// within its bounds, and any other key stops it.
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/engine/games.js';
import { GAME_FULL, MAX_MOVES, newSession, resume } from '../../../src/engine/session/session.js';
import { decodeMoves } from '../../../src/store/moveText.js';
import { KLONDIKE, stockRounds } from '../../store/longGames.js';
import { initialUiState } from '../../../src/ui/hooks/cursorReducer.js';
import { DEMO_INTERVAL_MS, duringDemo, startDemo } from '../../../src/ui/hooks/demoReducer.js';
import { reduce } from '../../../src/ui/hooks/gameReducer.js';
import type { UiState } from '../../../src/ui/hooks/uiState.js';
import { withFinding } from '../../../src/ui/outlook/outlook.js';

/** Klondike deal 1 with a "winning line" of its first two draws known. */
function withLine(): UiState {
  const ui = initialUiState(newSession('klondike', 1));
  return { ...ui, outlook: [{ verdict: 'winnable', line: [{ type: 'deal' }, { type: 'deal' }] }] };
}

describe('the demo', () => {
  it('plays nothing where the solver proved the position lost or gave up, and says why', () => {
    const ui = initialUiState(newSession('klondike', 1));
    expect(startDemo({ ...ui, outlook: [{ verdict: 'lost' }] }).notice?.text).toMatch(/no way to win/i);
    const unknown = startDemo({ ...ui, outlook: [{ verdict: 'unknown' }] });
    expect(unknown.demo).toBeNull();
    expect(unknown.notice?.text).toBe('The solver could not find a win from here within its budget, so the demo plays nothing.');
  });

  it('pressed before the solver has judged the position, waits for it and plays once the win is found', () => {
    const ui = initialUiState(newSession('klondike', 1));
    const waiting = startDemo(ui);
    expect(waiting.demo).toMatchObject({ waiting: true });
    expect(waiting.position.session.demo).toBeUndefined();
    // Its clock asks nothing of it meanwhile.
    expect(duringDemo(waiting, waiting.demo!, { type: 'demoStep' })).toBe(waiting);
    const found = reduce(waiting, { type: 'analysis', state: ui.position.state, result: { verdict: 'winnable', moves: [{ type: 'deal' }], positions: 1, ms: 1 } });
    expect(found.demo).toEqual({ intervalMs: DEMO_INTERVAL_MS });
    expect(found.position.session.demo).toBe(true);
    expect(duringDemo(found, found.demo!, { type: 'demoStep' }).position.session.moves).toEqual([{ type: 'deal' }]);
  });

  it('stops waiting, saying why, when the solver proves the position lost or gives up; Esc calls it off', () => {
    const ui = initialUiState(newSession('klondike', 1));
    const waiting = startDemo(ui);
    const answer = (verdict: 'lost' | 'unknown') => reduce(waiting, { type: 'analysis', state: ui.position.state, result: { verdict, positions: 1, ms: 1 } });
    expect(answer('lost')).toMatchObject({ demo: null, notice: { text: 'No way to win is left from here, so the demo has nothing to play.' } });
    expect(answer('unknown')).toMatchObject({ demo: null });
    expect(answer('unknown').position.session.demo).toBeUndefined();
    expect(answer('unknown').notice?.text).toMatch(/could not find a win/);
    const off = reduce(waiting, { type: 'cancel' });
    expect(off).toMatchObject({ demo: null, notice: { text: 'Demo called off.' } });
    // An answer after it was called off starts nothing.
    expect(reduce(off, { type: 'analysis', state: ui.position.state, result: { verdict: 'winnable', moves: [{ type: 'deal' }], positions: 1, ms: 1 } }).demo).toBeNull();
  });

  it('plays the line a step at a time and stops at its end', () => {
    const demo = startDemo(withLine());
    expect(demo).toMatchObject({ demo: { intervalMs: DEMO_INTERVAL_MS }, position: { session: { demo: true } } });
    const one = duringDemo(demo, demo.demo!, { type: 'demoStep' });
    const two = duringDemo(one, one.demo!, { type: 'demoStep' });
    expect(two.position.session.moves).toEqual([{ type: 'deal' }, { type: 'deal' }]);
    expect(duringDemo(two, two.demo!, { type: 'demoStep' }).demo).toBeNull();
    expect(games.klondike.status(two.position.state)).toBe('playing');
  });

  it('+ and − halve and double the pace within bounds; any other key stops it', () => {
    let demo = startDemo(withLine());
    for (let i = 0; i < 5; i++) demo = duringDemo(demo, demo.demo!, { type: 'faster' });
    expect(demo.demo!.intervalMs).toBe(50);
    for (let i = 0; i < 10; i++) demo = duringDemo(demo, demo.demo!, { type: 'slower' });
    expect(demo.demo!.intervalMs).toBe(2000);
    const stopped = duringDemo(demo, demo.demo!, { type: 'left' });
    expect(stopped.demo).toBeNull();
    expect(stopped.notice?.text).toBe('Demo stopped.');
  });

  it('stops, saying why, when the game holds the most moves a game may have', () => {
    const position = resume({ game: 'klondike', options: KLONDIKE, seed: 1, moves: decodeMoves(stockRounds(MAX_MOVES))!, redo: [], elapsedMs: 0 });
    const outlook = withFinding([], MAX_MOVES, { verdict: 'winnable', line: [{ type: 'deal' }] });
    const demo = startDemo({ ...initialUiState(position), outlook });
    const step = duringDemo(demo, demo.demo!, { type: 'demoStep' });
    expect(step.demo).toBeNull();
    expect(step.notice?.text).toBe(GAME_FULL);
  });
});

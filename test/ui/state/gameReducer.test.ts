// The root of the game screen's reducer: a message belongs to the key that caused it and goes at
// the next key (the solver's answers and the demo's steps leave it), and so does the hint's mark;
// the modes take keys in turn.
import { describe, expect, it } from 'vitest';
import { games, type PlayableGameId } from '../../../src/engine/games.js';
import { newSession } from '../../../src/engine/session/session.js';
import { initialUiState } from '../../../src/ui/hooks/cursorReducer.js';
import { reduce } from '../../../src/ui/hooks/gameReducer.js';
import type { UiAction, UiState } from '../../../src/ui/hooks/uiState.js';

const run = (ui: UiState, ...actions: UiAction[]) => actions.reduce(reduce, ui);

describe('the message line belongs to the last key', () => {
  it('"No pile takes …" goes at the next key, whatever it is', () => {
    const ui = initialUiState(newSession('klondike', 1));
    // Find a column whose cards no pile takes.
    const refused = [...Array(7).keys()].map((index) => run(ui, { type: 'column', index }, { type: 'select' })).find((u) => u.notice?.text.startsWith('No pile takes'));
    expect(refused).toBeDefined();
    for (const next of [{ type: 'right' }, { type: 'up' }, { type: 'other' }, { type: 'column', index: 0 }] as UiAction[]) {
      expect(reduce(refused!, next).notice, next.type).toBeNull();
    }
  });

  it('the solver\'s answer does not clear it', () => {
    const ui = initialUiState(newSession('klondike', 1), 'The save file was kept aside.');
    const answered = reduce(ui, { type: 'analysis', state: ui.position.state, result: { verdict: 'winnable', moves: [], positions: 1, ms: 1 } });
    expect(answered.notice?.text).toBe('The save file was kept aside.');
    expect(reduce(answered, { type: 'left' }).notice).toBeNull();
  });

  it('a key that changes nothing else still clears it', () => {
    const ui = initialUiState(newSession('klondike', 1), 'Old news.');
    expect(reduce(ui, { type: 'yes' }).notice).toBeNull();
  });
});

describe('the hint', () => {
  it('in every game, its mark stays when the solver answers, and goes at the next key', () => {
    const hinted = (Object.keys(games) as PlayableGameId[]).map((id) => reduce(initialUiState(newSession(id, 1)), { type: 'hint' })).filter((ui) => ui.hint !== null);
    expect(hinted.length).toBeGreaterThan(10);
    for (const ui of hinted) {
      const answered = reduce(ui, { type: 'analysis', state: ui.position.state, result: { verdict: 'winnable', moves: [], positions: 1, ms: 1 } });
      expect(answered.hint, ui.position.session.game).toEqual(ui.hint);
      expect(reduce(answered, { type: 'other' }).hint).toBeNull();
    }
  });
});

describe('modes', () => {
  it('the help screen takes any key but its scrolling keys to close; q still quits', () => {
    const ui = reduce(initialUiState(newSession('spider', 1)), { type: 'help' });
    expect(ui.help).toMatchObject({ top: 0 });
    const fits = reduce(ui, { type: 'helpFits', max: 5, page: 3 });
    expect(reduce(fits, { type: 'pageDown' }).help).toMatchObject({ top: 3 });
    expect(reduce(reduce(fits, { type: 'pageDown' }), { type: 'pageDown' }).help, 'never past its end').toMatchObject({ top: 5 });
    expect(reduce(fits, { type: 'up' }).help, 'never above its top').toMatchObject({ top: 0 });
    expect(reduce(ui, { type: 'deal' })).toMatchObject({ help: false, position: ui.position });
    expect(reduce(ui, { type: 'quit' }).quit).toBe(true);
  });

  it('while looking for a winnable deal only q works', () => {
    const ui = { ...initialUiState(newSession('spider', 1)), dealing: { firstSeed: 2 } };
    expect(reduce(ui, { type: 'deal' })).toBe(ui);
    expect(reduce(ui, { type: 'quit' }).quit).toBe(true);
  });
});

// # (a deal by number) and a shared game's replay, as the pure reducer plays them: the digits
// typed are the deal dealt, exactly that deal even with winnable deals only; a number out of the
// game's range changes nothing; a replay steps without playing, and Enter plays on from there.
import { describe, expect, it } from 'vitest';
import { newSession, play, type Position } from '../../../src/engine/session/session.js';
import { initialUiState } from '../../../src/ui/hooks/cursorReducer.js';
import { reduce } from '../../../src/ui/hooks/gameReducer.js';
import type { UiAction, UiState } from '../../../src/ui/hooks/uiState.js';
import type { KeyAction } from '../../../src/ui/input/keyBindings.js';

const digit = (d: number): UiAction => ({ type: 'column', index: (d + 9) % 10 });
const keys = (ui: UiState, ...actions: (UiAction | KeyAction)[]) => actions.reduce((next, action) => reduce(next, action as UiAction), ui);

function freecellThreeMovesIn(): Position {
  let position: Position = newSession('freecell', 7);
  for (const move of [
    { type: 'move', from: { pile: 'tableau', index: 1 }, to: { pile: 'foundation', index: 3 }, count: 1 },
    { type: 'move', from: { pile: 'tableau', index: 3 }, to: { pile: 'tableau', index: 6 }, count: 1 },
    { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'cell', index: 0 }, count: 1 },
  ] as const) {
    position = play(position, move);
  }
  return position;
}

describe('# a deal by number', () => {
  it('deals exactly the number typed, even with winnable deals only, after Backspace takes a digit back', () => {
    const ui = initialUiState(newSession('freecell', 5), null, { showOutlook: true, winnableOnly: true });
    const typed = keys(ui, { type: 'askDeal' }, digit(1), digit(2), digit(3), { type: 'erase' });
    expect(typed.typed).toBe('12');
    const dealt = reduce(typed, { type: 'select' });
    expect(dealt.dealing).toBeNull();
    expect(dealt.position.session.seed).toBe(12);
    expect(dealt.typed).toBeNull();
  });

  it('asks first while a game is on; a number out of range says so in one line and changes nothing', () => {
    const ui = initialUiState(freecellThreeMovesIn());
    const refused = keys(ui, { type: 'askDeal' }, digit(2), digit(0), digit(0), digit(0), digit(0), digit(0), digit(0), { type: 'select' });
    expect(refused.notice).toEqual({ tone: 'error', text: 'FreeCell deals are numbered 1 to 1000000.' });
    expect(refused.position).toBe(ui.position);
    const asked = keys(ui, { type: 'askDeal' }, digit(9), { type: 'select' });
    expect(asked.confirm).toEqual({ kind: 'new', seed: 9, exact: true });
    expect(reduce(asked, { type: 'yes' }).position.session.seed).toBe(9);
    expect(keys(ui, { type: 'askDeal' }, digit(9), { type: 'cancel' })).toMatchObject({ typed: null, position: ui.position });
  });
});

describe('a replay', () => {
  it('steps back and forth and to either end without playing, and Enter plays on from the move shown as a new game', () => {
    const ui = initialUiState(freecellThreeMovesIn(), null, { showOutlook: true, winnableOnly: true, replay: true });
    const back = keys(ui, { type: 'left' });
    expect(back.position.session.moves).toHaveLength(2);
    expect(keys(back, { type: 'first' }).position.session.moves).toHaveLength(0);
    expect(keys(back, { type: 'first' }, { type: 'last' }).position.state).toEqual(ui.position.state);
    // Keys that would play do nothing in a replay.
    expect(keys(back, { type: 'deal' }, { type: 'select' }).replay).toBe(false);
    expect(keys(back, { type: 'deal' }, { type: 'foundation' }).position).toBe(back.position);
    const playing = reduce(back, { type: 'select' });
    expect(playing).toMatchObject({ replay: false, gameNumber: ui.gameNumber + 1 });
    expect(playing.position.session).toMatchObject({ seed: 7, redo: [], shared: true });
    expect(playing.position.state).toEqual(back.position.state);
  });
});

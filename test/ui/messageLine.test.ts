// What the message line says at the end of a game, as a pure function: the loss messages each fit
// one line at 80 columns, offer only keys that can work, and name U once at most.
import { describe, expect, it } from 'vitest';
import { newSession, play, type Position } from '../../src/engine/session/session.js';
import { initialUiState } from '../../src/ui/hooks/cursorReducer.js';
import type { UiState } from '../../src/ui/hooks/uiState.js';
import { messageFor, messageLines } from '../../src/ui/board/messageLine.js';
import type { Outlook } from '../../src/ui/outlook/outlook.js';

function drawn(times: number): Position {
  let position = newSession('klondike', 5, { draw: 3 });
  for (let i = 0; i < times; i++) position = play(position, { type: 'deal' });
  return position;
}

const withOutlook = (position: Position, outlook: Outlook): UiState => ({ ...initialUiState(position), outlook });
const said = (ui: UiState) => messageFor(ui, 'playing', 0)?.text ?? '';

describe('a game the solver proved lost', () => {
  it('at move 0: the deal cannot be won; no undo is offered', () => {
    const text = said(withOutlook(drawn(0), [{ verdict: 'lost' }]));
    expect(text).toBe('This deal cannot be won: n deals another, W deals only winnable ones.');
  });

  it('moves after a deal proved lost at move 0: still the deal cannot be won; no undo is offered', () => {
    const text = said(withOutlook(drawn(4), [{ verdict: 'lost' }, undefined, undefined, undefined, { verdict: 'lost' }]));
    expect(text).toBe('This deal cannot be won: n deals another, W deals only winnable ones.');
  });

  it('right after the move that lost it: that move lost the game', () => {
    const text = said(withOutlook(drawn(3), [undefined, undefined, { verdict: 'winnable', line: [] }, { verdict: 'lost' }]));
    expect(text).toBe('That move lost the game: u takes it back, n deals another.');
  });

  it('some moves after the last position known to be winnable: U goes back there', () => {
    const text = said(withOutlook(drawn(3), [{ verdict: 'winnable', line: [] }, undefined, undefined, { verdict: 'lost' }]));
    expect(text).toBe('No way to win is left: U goes back 3 moves to the last winnable position.');
  });

  it('with no position known to be winnable: u undoes', () => {
    expect(said(withOutlook(drawn(2), [undefined, undefined, { verdict: 'lost' }]))).toBe('No way to win is left from here: u undoes, n deals another.');
  });

  it('every one fits one line at 80 columns and names U once at most', () => {
    const cases = [
      withOutlook(drawn(0), [{ verdict: 'lost' }]),
      withOutlook(drawn(3), [undefined, undefined, { verdict: 'winnable', line: [] }, { verdict: 'lost' }]),
      withOutlook(drawn(3), [{ verdict: 'winnable', line: [] }, undefined, undefined, { verdict: 'lost' }]),
      withOutlook(drawn(2), [undefined, undefined, { verdict: 'lost' }]),
    ];
    const texts = [...cases.map(said), messageFor(cases[0]!, 'lost', 0)!.text, messageFor(cases[1]!, 'lost', 0)!.text];
    for (const text of texts) {
      expect(messageLines(text, 80), text).toHaveLength(1);
      expect(text.match(/\bU\b/g)?.length ?? 0, text).toBeLessThanOrEqual(1);
    }
  });

  it('with no move left at move 0, undo is not offered either', () => {
    expect(messageFor(initialUiState(drawn(0)), 'lost', 0)?.text).not.toMatch(/u: undo/);
  });
});

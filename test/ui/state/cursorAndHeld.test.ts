// The cursor and the cards in hand, as the pure functions they are.
import { describe, expect, it } from 'vitest';
import { newSession } from '../../../src/engine/session/session.js';
import { destinations, initialUiState, step, toColumn, vertical } from '../../../src/ui/hooks/cursorReducer.js';
import { drop, dropOnColumn, pickUp, putBack } from '../../../src/ui/hooks/heldReducer.js';
import type { UiState } from '../../../src/ui/hooks/uiState.js';
import { messageFor } from '../../../src/ui/board/messageLine.js';

/** Klondike deal 1 with the cursor on a column whose top card some pile takes. */
function onAMovableCard(): UiState {
  const ui = initialUiState(newSession('klondike', 1));
  for (let index = 0; index < 7; index++) {
    const there = toColumn(ui, index);
    if (destinations(there, there.cursor as never, there.depth).length > 0) return there;
  }
  throw new Error('no card of Klondike deal 1 moves');
}

describe('the cursor', () => {
  it('← → wrap round the row; a column key jumps; a column that is not there says so', () => {
    const ui = initialUiState(newSession('klondike', 1));
    expect(step(toColumn(ui, 0), -1).cursor).toEqual({ pile: 'tableau', index: 6 });
    expect(step(toColumn(ui, 6), 1).cursor).toEqual({ pile: 'tableau', index: 0 });
    expect(toColumn(ui, 3).cursor).toEqual({ pile: 'tableau', index: 3 });
    expect(toColumn(ui, 7).notice?.text).toBe('There is no column 8.');
  });

  it('↑ past the run reaches the top row, ↓ comes back', () => {
    const ui = toColumn(initialUiState(newSession('klondike', 1)), 0);
    const up = vertical(ui, true);
    expect(up.cursor.pile).not.toBe('tableau');
    expect(vertical(up, false).cursor.pile).toBe('tableau');
  });
});

describe('cards in hand', () => {
  it('Enter picks up the chosen cards and the cursor goes to a pile that takes them; the message line says so', () => {
    const ui = onAMovableCard();
    const held = pickUp(ui);
    expect(held.held).toEqual({ from: ui.cursor, count: ui.depth });
    expect(destinations(ui, ui.cursor as never, ui.depth)).toContainEqual(held.cursor);
    expect(messageFor(held, 'playing', 0)?.text).toMatch(/^Holding .*: choose a highlighted pile, Enter to drop, Esc to put it back\.$/);
  });

  it('dropping plays the move; on the pile it came from, or with Esc, the cards go back', () => {
    const held = pickUp(onAMovableCard());
    expect(drop(held, held.cursor).position.session.moves).toHaveLength(1);
    expect(drop(held, held.held!.from)).toMatchObject({ held: null, cursor: held.held!.from });
    expect(putBack(held)).toMatchObject({ held: null, cursor: held.held!.from });
  });

  it('a column key drops there; where the cards do not fit, it says why and keeps them', () => {
    const held = pickUp(onAMovableCard());
    const from = held.held!.from.index;
    const refused = [0, 1, 2, 3, 4, 5, 6].filter((i) => i !== from).map((i) => dropOnColumn(held, i)).find((u) => u.held);
    expect(refused?.notice?.tone).toBe('error');
    expect(dropOnColumn(held, 8).notice?.text).toBe('There is no column 9.');
  });
});

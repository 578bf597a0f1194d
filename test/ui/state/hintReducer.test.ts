// Hints as the pure functions they are: Enter plays what the hint says.
import { describe, expect, it } from 'vitest';
import { newSession } from '../../../src/engine/session/session.js';
import { initialUiState } from '../../../src/ui/hooks/cursorReducer.js';
import { reduce } from '../../../src/ui/hooks/gameReducer.js';
import { showHint } from '../../../src/ui/hooks/hintReducer.js';
import type { UiState } from '../../../src/ui/hooks/uiState.js';

/** A Spider deal where the heuristic's hint is to deal from the stock (no card move stands out). */
function dealHint(): UiState {
  for (let seed = 1; seed < 500; seed++) {
    const ui = initialUiState(newSession('spider', seed, { suits: 4 }));
    if (showHint(ui).hint?.type === 'deal') return ui;
  }
  throw new Error('no Spider deal of 1-499 hints a deal');
}

describe('a hint, then Enter', () => {
  it('a hint to deal from the stock says Enter plays it, and Enter deals', () => {
    const hinted = showHint(dealHint());
    expect(hinted.notice?.text).toBe('Hint: deal from the stock. Enter plays it.');
    const entered = reduce(hinted, { type: 'select' });
    expect(entered.position.session.moves).toEqual([{ type: 'deal' }]);
    expect(entered.held).toBeNull();
    expect(entered.hint).toBeNull();
  });

  it('a hint to move cards puts the cursor on them; Enter picks them up, and the next Enter drops them where the hint said', () => {
    const ui = initialUiState(newSession('klondike', 1));
    const hinted = showHint(ui);
    const move = hinted.hint!;
    expect(move.type).toBe('move');
    if (move.type !== 'move') return;
    expect(hinted.cursor).toEqual(move.from);
    const held = reduce(hinted, { type: 'select' });
    expect(held.held).toEqual({ from: move.from, count: move.count });
    expect(held.cursor).toEqual(move.to);
    expect(reduce(held, { type: 'select' }).position.session.moves).toEqual([move]);
  });

  it('any other key forgets the hint: Enter then does what it always does', () => {
    const hinted = showHint(dealHint());
    const moved = reduce(hinted, { type: 'right' });
    expect(moved.hint).toBeNull();
    expect(reduce(moved, { type: 'select' }).position.session.moves).not.toEqual([{ type: 'deal' }]);
  });
});

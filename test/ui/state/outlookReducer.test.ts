// The solver's outlook as the pure functions it is: its answers, the look back that finds the move
// that lost the game (the solver judges only positions the player stops at), and U.
import { describe, expect, it } from 'vitest';
import { newSession, play, undo, type Position } from '../../../src/engine/session/session.js';
import type { SolveResult } from '../../../src/solver/types.js';
import { initialUiState } from '../../../src/ui/hooks/cursorReducer.js';
import { reduce } from '../../../src/ui/hooks/gameReducer.js';
import { analysed, rewind } from '../../../src/ui/hooks/outlookReducer.js';
import type { UiState } from '../../../src/ui/hooks/uiState.js';
import { messageFor } from '../../../src/ui/board/messageLine.js';

const WON: SolveResult = { verdict: 'winnable', moves: [], positions: 1, ms: 1 };
const LOST: SolveResult = { verdict: 'lost', positions: 1, ms: 1 };

function drawn(times: number): Position {
  let position = newSession('klondike', 5, { draw: 3 });
  for (let i = 0; i < times; i++) position = play(position, { type: 'deal' });
  return position;
}

/** A game judged winnable at move 0, then played on to move 4 with nothing judged between (the solver's knowledge shown). */
function quickPlayer(): UiState {
  const start = { ...initialUiState(drawn(0)), knowledge: true };
  const ui = analysed(start, start.position.state, WON);
  let next = ui;
  for (let i = 0; i < 4; i++) next = reduce(next, { type: 'deal' });
  return next;
}

describe('finding the move that lost the game', () => {
  it('a loss after unjudged positions asks for the one before it, then the one before that', () => {
    const ui = quickPlayer();
    const lost = analysed(ui, ui.position.state, LOST);
    expect(lost.lookBack?.at).toBe(3);
    expect(lost.lookBack?.state).toEqual(undo(ui.position).state);
    const lostBefore = analysed(lost, lost.lookBack!.state, LOST);
    expect(lostBefore.lookBack?.at).toBe(2);
  });

  it('once the position before the last move is found winnable, the message says that move lost the game', () => {
    const ui = quickPlayer();
    const lost = analysed(ui, ui.position.state, LOST);
    const say = (u: UiState) => messageFor(u, 'playing', 0)?.text;
    expect(say(lost)).toBe('No way to win is left: U goes back 4 moves to the last winnable position.');
    const found = analysed(lost, lost.lookBack!.state, WON);
    expect(found.lookBack).toBeNull();
    expect(say(found)).toBe('That move lost the game: u takes it back, n deals another.');
    expect(rewind(found).position.session.moves).toHaveLength(3);
  });

  it('a look back ends when the player moves, and its late answer changes nothing', () => {
    const ui = quickPlayer();
    const lost = analysed(ui, ui.position.state, LOST);
    const moved = reduce(lost, { type: 'deal' });
    expect(moved.lookBack).toBeNull();
    expect(analysed(moved, lost.lookBack!.state, WON)).toBe(moved);
  });

  it('undone to the very position looked back at, the answer is the one for the position on the table', () => {
    const ui = quickPlayer();
    const lost = analysed(ui, ui.position.state, LOST);
    const back = reduce(lost, { type: 'undo' });
    expect(back.lookBack).toBeNull();
    expect(analysed(back, lost.lookBack!.state, WON).outlook[3]?.verdict).toBe('winnable');
  });

  it('no look back without an earlier winnable position', () => {
    let ui = initialUiState(drawn(0));
    for (let i = 0; i < 3; i++) ui = reduce(ui, { type: 'deal' });
    expect(analysed(ui, ui.position.state, LOST).lookBack).toBeNull();
  });
});

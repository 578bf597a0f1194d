// New games as the pure functions they are: n and R ask while a game is on; a game left behind
// unfinished is kept, and u brings it back until the new game's first move.
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/engine/games.js';
import { newSession, play, type Position } from '../../../src/engine/session/session.js';
import { initialUiState } from '../../../src/ui/hooks/cursorReducer.js';
import { reduce } from '../../../src/ui/hooks/gameReducer.js';
import { answer, askNew, askRestart, bringBack } from '../../../src/ui/hooks/questionReducer.js';
import type { UiState } from '../../../src/ui/hooks/uiState.js';

/** A Klondike game three moves in (the stock drawn three times). */
function threeMovesIn(): UiState {
  let position: Position = newSession('klondike', 8);
  for (let i = 0; i < 3; i++) position = play(position, { type: 'deal' });
  return initialUiState(position);
}

describe('questions', () => {
  it('n with a game on asks; n (no) keeps the game, y deals the new one', () => {
    const ui = threeMovesIn();
    const asked = askNew(ui, 42);
    expect(asked.confirm).toEqual({ kind: 'new', seed: 42 });
    expect(answer(asked, false).position).toBe(ui.position);
    const dealt = answer(asked, true);
    expect(dealt.position.session.seed).toBe(42);
    expect(dealt.position.session.moves).toEqual([]);
    expect(dealt.gameNumber).toBe(ui.gameNumber + 1);
  });

  it('an untouched game is left without a question, and nothing is kept of it', () => {
    const ui = initialUiState(newSession('klondike', 8));
    const dealt = askNew(ui, 42);
    expect(dealt.confirm).toBeNull();
    expect(dealt.position.session.seed).toBe(42);
    expect(dealt.leftBehind).toBeNull();
  });
});

describe('the game left behind', () => {
  it('a new deal keeps the unfinished game and says u brings it back', () => {
    const ui = threeMovesIn();
    const dealt = answer(askNew(ui, 42), true);
    expect(dealt.leftBehind).toBe(ui.position);
    expect(dealt.notice?.text).toBe('New deal. u brings back the game you left (deal 8, 3 moves).');
  });

  it('another new deal from the untouched new one keeps the offer: u still brings the game back', () => {
    const ui = threeMovesIn();
    const again = askNew(answer(askNew(ui, 42), true), 43);
    expect(again.confirm).toBeNull();
    expect(again.position.session.seed).toBe(43);
    expect(again.leftBehind).toBe(ui.position);
    expect(again.notice?.text).toBe('New deal. u brings back the game you left (deal 8, 3 moves).');
    expect(reduce(again, { type: 'undo' }).position).toBe(ui.position);
  });

  it('u at move 0 of the new deal brings it back as it was; the next u undoes its moves', () => {
    const ui = threeMovesIn();
    const dealt = answer(askNew(ui, 42), true);
    const back = reduce(dealt, { type: 'undo' });
    expect(back.position).toBe(ui.position);
    expect(back.leftBehind).toBeNull();
    expect(back.gameNumber).toBe(dealt.gameNumber + 1);
    expect(back.notice?.text).toBe('Back to the game you left: deal 8, 3 moves.');
    expect(back.log).toHaveLength(3);
    expect(reduce(back, { type: 'undo' }).position.session.moves).toHaveLength(2);
  });

  it('a restart keeps the game as it was, and u brings it back', () => {
    const ui = threeMovesIn();
    const restarted = answer(askRestart(ui), true);
    expect(restarted.position.session.moves).toEqual([]);
    expect(restarted.notice?.text).toBe('Restarted. u brings back the game you left (deal 8, 3 moves).');
    expect(bringBack(restarted)?.position).toBe(ui.position);
  });

  it('the first move of the new game ends the offer: u then undoes that move', () => {
    const dealt = answer(askNew(threeMovesIn(), 42), true);
    const moved = reduce(dealt, { type: 'deal' });
    expect(moved.position.session.moves).toHaveLength(1);
    expect(moved.leftBehind).toBeNull();
    const undone = reduce(moved, { type: 'undo' });
    expect(undone.position.session.seed).toBe(42);
    expect(undone.position.session.moves).toEqual([]);
  });

  it('is kept from the start when the keeper holds one and the game on the table is at move 0', () => {
    const left = threeMovesIn().position;
    const fresh = newSession('klondike', 42);
    const ui = initialUiState(fresh, null, { showOutlook: true, winnableOnly: false, leftBehind: left });
    expect(reduce(ui, { type: 'undo' }).position).toBe(left);
    const playing = play(fresh, games.klondike.legalMoves(fresh.state)[0]!);
    expect(initialUiState(playing, null, { showOutlook: true, winnableOnly: false, leftBehind: left }).leftBehind).toBeNull();
  });
});

describe("the player's settings", () => {
  it('carry over to the new deal, the restart and the game brought back: hints and what the solver knows stay off', () => {
    const off = { ...threeMovesIn(), hints: false, knowledge: false, autoPlay: false };
    const dealt = answer(askNew(off, 42), true);
    const restarted = answer(askRestart(off), true);
    const back = reduce(dealt, { type: 'undo' });
    for (const ui of [dealt, restarted, back]) expect({ hints: ui.hints, knowledge: ui.knowledge, autoPlay: ui.autoPlay }).toEqual({ hints: false, knowledge: false, autoPlay: false });
    expect(reduce(dealt, { type: 'hint' }).notice?.text).toBe(reduce(off, { type: 'hint' }).notice?.text);
  });
});

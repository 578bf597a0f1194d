// The moves part of the game screen's reducer, as the pure functions it is: playing a move, the
// safe cards a game plays up by itself after it (FreeCell here, as Windows FreeCell does; every
// game in safeCardsUp.test.ts; off when the player turned it off; never in a game without a
// rule), and undo and redo of a move with the automatic moves it caused, in one step.
import { describe, expect, it } from 'vitest';
import { games, type PlayableGameId } from '../../../src/engine/games.js';
import { newSession, play } from '../../../src/engine/session/session.js';
import { golfNearWin, STOCK_LEFT } from '../golfNearWin.js';
import type { Move } from '../../../src/engine/types.js';
import { initialUiState } from '../../../src/ui/hooks/cursorReducer.js';
import { attempt, redoMove, undoMove } from '../../../src/ui/hooks/movesReducer.js';
import type { UiState } from '../../../src/ui/hooks/uiState.js';

const upMove = (move: Move) => move.type === 'move' && move.to.pile === 'foundation';

/** A FreeCell deal and a first move (not to a foundation) after which a safe card can go up. */
function moveThatFreesASafeCard(): { ui: UiState; move: Move } {
  for (let seed = 1; seed < 200; seed++) {
    const position = newSession('freecell', seed);
    const rules = games.freecell;
    if (rules.safeToFoundation!(position.state)) continue; // a card is free from the deal already
    for (const move of rules.legalMoves(position.state).filter((m) => !upMove(m))) {
      if (rules.safeToFoundation!(play(position, move).state)) return { ui: initialUiState(position), move };
    }
  }
  throw new Error('no FreeCell deal of 1-199 frees a safe card in one move');
}

describe('safe cards up by themselves', () => {
  it('FreeCell plays every safe card up after the player\'s move, each a real move of the session', () => {
    const { ui, move } = moveThatFreesASafeCard();
    const after = attempt(ui, move);
    const { moves } = after.position.session;
    expect(moves[0]).toEqual(move);
    expect(moves.length).toBeGreaterThan(1);
    expect(moves.slice(1).every(upMove)).toBe(true);
    expect(games.freecell.safeToFoundation!(after.position.state)).toBeUndefined();
    expect(after.log).toHaveLength(moves.length);
    expect([...after.automatic]).toEqual(moves.slice(1).map((_, i) => i + 2));
  });

  it('plays nothing by itself when the player turned it off', () => {
    const { ui, move } = moveThatFreesASafeCard();
    const after = attempt({ ...ui, autoPlay: false }, move);
    expect(after.position.session.moves).toEqual([move]);
  });

  it.each(['spider', 'autumn-leaves', 'golf'] as PlayableGameId[])('%s has no card to put up safely: one move is one move', (id) => {
    expect(games[id].safeToFoundation).toBeUndefined();
    const ui = initialUiState(newSession(id, 3));
    const move = games[id].legalMoves(ui.position.state).find((m) => !upMove(m))!;
    expect(attempt(ui, move).position.session.moves).toHaveLength(1);
  });

  it('u takes back the player\'s move with the automatic ones in one step; r plays them all again', () => {
    const { ui, move } = moveThatFreesASafeCard();
    const after = attempt(ui, move);
    const undone = undoMove(after);
    expect(undone.position.session.moves).toEqual([]);
    expect(undone.position.state).toEqual(ui.position.state);
    expect(undone.log).toEqual([]);
    const redone = redoMove(undone);
    expect(redone.position.session.moves).toEqual(after.position.session.moves);
    expect(redone.log).toEqual(after.log);
  });

  it('a move of the player\'s own after an undo forgets which later moves were automatic', () => {
    const { ui, move } = moveThatFreesASafeCard();
    const undone = undoMove(attempt(ui, move));
    const other = games.freecell.legalMoves(undone.position.state).find((m) => !upMove(m) && JSON.stringify(m) !== JSON.stringify(move))!;
    const played = attempt({ ...undone, autoPlay: false }, other);
    expect([...played.automatic]).toEqual([]);
    expect(undoMove(played).position.session.moves).toEqual([]);
  });
});

describe('undo and redo', () => {
  it('undo with nothing played says so, and redo with nothing undone', () => {
    const ui = initialUiState(newSession('klondike', 1));
    expect(undoMove(ui).notice?.text).toBe('Nothing to undo.');
    expect(redoMove(ui).notice?.text).toBe('Nothing to redo.');
  });

  it('an illegal move changes nothing and says why', () => {
    const ui = initialUiState(newSession('klondike', 1));
    const after = attempt(ui, { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: 1 }, count: 5 });
    expect(after.position).toBe(ui.position);
    expect(after.notice?.tone).toBe('error');
  });
});

describe('a won game', () => {
  it('takes no more moves where the rules still offer some: TriPeaks and Pyramid with their stock left, Golf', () => {
    for (const id of ['tripeaks', 'pyramid', 'golf'] as const) {
      const dealt = newSession(id, 1);
      const cleared = { ...dealt.state, tableau: dealt.state.tableau.map(() => []) };
      const ui = initialUiState({ session: dealt.session, state: cleared });
      expect(games[id].status(cleared), id).toBe('won');
      expect(games[id].legalMoves(cleared).some((move) => move.type === 'deal'), id).toBe(true);
      const after = attempt(ui, { type: 'deal' });
      expect(after.position, id).toBe(ui.position);
      expect(after.notice?.text, id).toBe('The game is over: there is nothing left to play.');
    }
  });
});


describe('a game with no move left', () => {
  it('is not marked counted while u can still take it back, so undo and a win counts the win', () => {
    let ui = initialUiState(golfNearWin());
    for (let i = 0; i < STOCK_LEFT; i++) ui = attempt(ui, { type: 'deal' });
    expect(games.golf.status(ui.position.state)).toBe('lost');
    expect(ui.position.session.recorded).toBeFalsy();
    for (let i = 0; i < STOCK_LEFT; i++) ui = undoMove(ui);
    const won = attempt(ui, { type: 'move', from: { pile: 'tableau', index: 6 }, to: { pile: 'foundation', index: 0 }, count: 1 });
    expect(games.golf.status(won.position.state)).toBe('won');
    expect(won.position.session.recorded).toBe(true);
  });
});

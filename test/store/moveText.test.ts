// Moves saved as text read back as the same moves; undo from a checkpoint gives what a replay
// from the deal gives (issue 13, item 7).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import { CHECKPOINT_EVERY, newSession, play, redo, replay, undo, type Position } from '../../src/engine/session/session.js';
import type { Move } from '../../src/engine/types.js';
import { decodeMoves, encodeMoves, MoveTextCache } from '../../src/store/moveText.js';

const pile = fc.record({ pile: fc.constantFrom('tableau' as const, 'waste' as const, 'foundation' as const), index: fc.nat(12) });
const move: fc.Arbitrary<Move> = fc.oneof(
  fc.constant<Move>({ type: 'deal' }),
  fc.constant<Move>({ type: 'recycle' }),
  fc.record({ type: fc.constant('move' as const), from: pile, to: pile, count: fc.integer({ min: 1, max: 13 }) }),
);

describe('moves as text', () => {
  it('read back as the very moves written', () => {
    fc.assert(fc.property(fc.array(move, { maxLength: 300 }), (moves) => {
      expect(decodeMoves(encodeMoves(moves))).toEqual(moves);
    }));
  });

  it('is short: a word per move', () => {
    expect(encodeMoves([{ type: 'deal' }, { type: 'move', from: { pile: 'tableau', index: 3 }, to: { pile: 'foundation', index: 0 }, count: 1 }, { type: 'move', from: { pile: 'tableau', index: 2 }, to: { pile: 'tableau', index: 7 }, count: 3 }, { type: 'recycle' }]))
      .toBe('d t3f0 t2t7x3 r');
  });

  it.each(['d  d', ' d', 'x', 't1', 't1t2x1', 't1t2x0', 't01t2', 't1e3t2', 'q1t2', 'd\nd', 't-1t2'])('refuses %j', (text) => {
    expect(decodeMoves(text)).toBeUndefined();
  });

  it('the cached encoding equals the plain one as a list grows and shrinks', () => {
    fc.assert(fc.property(fc.array(fc.oneof(move.map((m) => ({ push: m })), fc.constant('pop' as const)), { maxLength: 1500 }), (steps) => {
      const cache = new MoveTextCache();
      let moves: Move[] = [];
      for (const step of steps) {
        moves = step === 'pop' ? moves.slice(0, -1) : [...moves, step.push];
        expect(cache.encode(moves)).toBe(encodeMoves(moves));
      }
    }), { numRuns: 20 });
  });
});

describe('undo from checkpoints', () => {
  it.each<PlayableGameId>(['klondike', 'spider', 'autumn-leaves'])('%s: every undo and redo gives the state a replay from the deal gives', (game) => {
    let position: Position = newSession(game, 3);
    for (let i = 0; i < CHECKPOINT_EVERY * 3 + 7; i++) {
      const legal = games[game].legalMoves(position.state);
      if (legal.length === 0) break;
      position = play(position, legal[(i * 5) % legal.length]!);
    }
    for (let i = 0; i < CHECKPOINT_EVERY + 20; i++) {
      position = undo(position);
      expect(position.state).toEqual(replay(position.session));
    }
    for (let i = 0; i < 30; i++) position = redo(position);
    position = undo(position);
    expect(position.state).toEqual(replay(position.session));
  });

  it('a session copied with another game\'s moves is undone by its own moves, not by the states kept for the other', () => {
    const playFirstMoves = (seed: number) => {
      let position: Position = newSession('klondike', seed);
      for (let i = 0; i < CHECKPOINT_EVERY + 2; i++) position = play(position, games.klondike.legalMoves(position.state)[0]!);
      return position;
    };
    const [a, b] = [playFirstMoves(3), playFirstMoves(4)];
    // Game 3's position with game 4's session in it, as a careless caller might build it.
    const mixed = { ...a, session: { ...b.session } };
    expect(undo(mixed).state).toEqual(replay({ ...b.session, moves: b.session.moves.slice(0, -1) }));
  });

  it('undoing after a new move replays the new line: the states kept for the moves it replaced are not used', () => {
    let position: Position = newSession('klondike', 5);
    for (let i = 0; i < CHECKPOINT_EVERY * 2 + 30; i++) position = play(position, games.klondike.legalMoves(position.state)[0]!);
    for (let i = 0; i < CHECKPOINT_EVERY + 10; i++) position = undo(position);
    let other = position;
    for (let i = 0; i < CHECKPOINT_EVERY + 5; i++) {
      const legal = games.klondike.legalMoves(other.state);
      other = play(other, legal[legal.length - 1]!);
    }
    for (let i = 0; i < CHECKPOINT_EVERY + 20; i++) {
      other = undo(other);
      position = redo(undo(position));
      expect(other.state).toEqual(replay(other.session));
      expect(position.state).toEqual(replay(position.session));
    }
  });
});

// Sessions: a game as its list of moves from the deal, with undo, redo, restart and replay.
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { games } from '../../src/engine/games.js';
import {
  CHECKPOINT_EVERY, InvalidSessionError, canRedo, canUndo, newSession, play, redo, replay, restart, undo,
  type Position, type Session,
} from '../../src/engine/session/session.js';
import { IllegalMoveError, type Move } from '../../src/engine/types.js';
import { clone } from './fixtures.js';

const rules = games['autumn-leaves'];
const DEAL: Move = { type: 'deal' };

/** Plays `n` moves chosen deterministically from the legal ones, preferring card moves. */
function playSome(position: Position, n: number): Position {
  let p = position;
  for (let i = 0; i < n; i++) {
    const moves = rules.legalMoves(p.state);
    if (moves.length === 0) break;
    const cardMoves = moves.filter((m) => m.type === 'move');
    const pool = cardMoves.length > 0 && i % 4 !== 3 ? cardMoves : moves;
    p = play(p, pool[(i * 5 + 1) % pool.length]!);
  }
  return p;
}

describe('newSession', () => {
  test('starts at the deal with no moves, nothing to redo and no time', () => {
    const p = newSession('autumn-leaves', 42);
    expect(p.session).toEqual({ game: 'autumn-leaves', options: {}, seed: 42, moves: [], redo: [], elapsedMs: 0 });
    expect(p.state).toEqual(rules.newGame({ seed: 42 }));
    expect(canUndo(p)).toBe(false);
    expect(canRedo(p)).toBe(false);
  });
});

describe('play', () => {
  test('applies the move and records it', () => {
    const p = newSession('autumn-leaves', 1);
    const after = play(p, DEAL);
    expect(after.state).toEqual(rules.applyMove(p.state, DEAL));
    expect(after.session.moves).toEqual([DEAL]);
    expect(canUndo(after)).toBe(true);
  });

  test('does not change the position it was given', () => {
    const p = newSession('autumn-leaves', 1);
    const before = clone(p);
    play(p, DEAL);
    expect(p).toEqual(before);
  });

  test('an illegal move throws IllegalMoveError and records nothing', () => {
    const p = newSession('autumn-leaves', 1);
    const bad: Move = { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: 0 }, count: 1 };
    expect(() => play(p, bad)).toThrow(IllegalMoveError);
    expect(p.session.moves).toEqual([]);
  });
});

describe('replay', () => {
  test.each([1, 2, 3, 99])('the replay of the moves equals the live state (seed %i)', (seed) => {
    const p = playSome(newSession('autumn-leaves', seed), 40);
    expect(p.session.moves.length).toBeGreaterThan(10);
    expect(replay(p.session)).toEqual(p.state);
  });

  test('a session with an illegal move throws InvalidSessionError naming the move number', () => {
    const p = playSome(newSession('autumn-leaves', 5), 4);
    const bad: Move = { type: 'move', from: { pile: 'tableau', index: 9 }, to: { pile: 'tableau', index: 0 }, count: 1 };
    const session: Session = { ...p.session, moves: [...p.session.moves, bad, DEAL] };
    expect(() => replay(session)).toThrow(InvalidSessionError);
    expect(() => replay(session)).toThrow(/Move 5\b/);
  });

  test('a sixth deal is caught on replay as the move it is', () => {
    const session: Session = {
      game: 'autumn-leaves', options: {}, seed: 8, moves: [DEAL, DEAL, DEAL, DEAL, DEAL, DEAL], redo: [], elapsedMs: 0,
    };
    expect(() => replay(session)).toThrow(InvalidSessionError);
    expect(() => replay(session)).toThrow(/Move 6\b/);
  });

  test('a session of an unknown game throws InvalidSessionError', () => {
    const session = { game: 'patience', options: {}, seed: 1, moves: [], redo: [], elapsedMs: 0 } as unknown as Session;
    expect(() => replay(session)).toThrow(InvalidSessionError);
  });
});

describe('undo and redo', () => {
  test('undo is the inverse of play: the state equals the state before the move', () => {
    let p = newSession('autumn-leaves', 7);
    for (let i = 0; i < 30; i++) {
      const moves = rules.legalMoves(p.state);
      if (moves.length === 0) break;
      const move = moves[(i * 3) % moves.length]!;
      const after = play(p, move);
      const back = undo(after);
      expect(back.state).toEqual(p.state);
      expect(back.session.moves).toEqual(p.session.moves);
      expect(back.session.redo).toEqual([move]);
      p = after;
    }
  });

  test('undo with nothing to undo leaves the position as it is', () => {
    const p = newSession('autumn-leaves', 7);
    expect(undo(p)).toEqual(p);
  });

  test('redo plays again the moves undone, most recent first', () => {
    const p = playSome(newSession('autumn-leaves', 12), 6);
    const once = undo(p);
    const twice = undo(once);
    expect(twice.session.redo).toEqual(p.session.moves.slice(-2).reverse());
    expect(canRedo(twice)).toBe(true);
    const again = redo(twice);
    expect(again.state).toEqual(once.state);
    expect(again.session.moves).toEqual(once.session.moves);
    const back = redo(again);
    expect(back.state).toEqual(p.state);
    expect(back.session.moves).toEqual(p.session.moves);
    expect(back.session.redo).toEqual([]);
    expect(canRedo(back)).toBe(false);
    expect(redo(back)).toEqual(back);
  });

  test('a new move clears the redo list', () => {
    const p = playSome(newSession('autumn-leaves', 12), 6);
    const undone = undo(undo(p));
    expect(undone.session.redo).toHaveLength(2);
    const other = rules.legalMoves(undone.state).find((m) => JSON.stringify(m) !== JSON.stringify(undone.session.redo.at(-1)))!;
    const played = play(undone, other);
    expect(played.session.redo).toEqual([]);
    expect(canRedo(played)).toBe(false);
  });

  test('undo keeps the options, seed and elapsed time', () => {
    const p = playSome(newSession('autumn-leaves', 13), 3);
    const timed = { ...p, session: { ...p.session, elapsedMs: 1234 } };
    const back = undo(timed);
    expect(back.session.elapsedMs).toBe(1234);
    expect(back.session.seed).toBe(13);
    expect(back.session.options).toEqual({});
  });
});

describe('restart', () => {
  test('returns to the same deal with no moves and nothing to redo', () => {
    const p = undo(playSome(newSession('autumn-leaves', 21), 10));
    const fresh = restart(p);
    expect(fresh.state).toEqual(rules.newGame({ seed: 21 }));
    expect(fresh.session.seed).toBe(21);
    expect(fresh.session.moves).toEqual([]);
    expect(fresh.session.redo).toEqual([]);
    expect(fresh).toEqual(newSession('autumn-leaves', 21));
  });
});

describe('saving', () => {
  test('a session survives JSON.stringify / JSON.parse and replays to the same state', () => {
    const p = undo(playSome(newSession('autumn-leaves', 31), 25));
    const text = JSON.stringify(p.session);
    const loaded = JSON.parse(text) as Session;
    expect(loaded).toEqual(p.session);
    expect(replay(loaded)).toEqual(p.state);
    // Redo works on the loaded session too.
    const resumed = redo({ session: loaded, state: replay(loaded) });
    expect(resumed.state).toEqual(redo(p).state);
  });

  test('the state is plain JSON too', () => {
    const p = playSome(newSession('autumn-leaves', 32), 25);
    expect(JSON.parse(JSON.stringify(p.state))).toEqual(p.state);
  });

  test('an edited save with a bad move is caught, not trusted', () => {
    const p = playSome(newSession('autumn-leaves', 33), 8);
    const loaded = JSON.parse(JSON.stringify(p.session)) as Session;
    const third = loaded.moves[2]!;
    loaded.moves[2] = third.type === 'move' ? { ...third, count: 99 } : { type: 'recycle' };
    expect(() => replay(loaded)).toThrow(InvalidSessionError);
    expect(() => replay(loaded)).toThrow(/Move 3\b/);
  });
});

describe('a long game', () => {
  /** Klondike with unlimited passes never runs out of moves: `count` moves chosen by a seeded generator. */
  function longGame(count: number): Position {
    let seed = 13;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    let p = newSession('klondike', 12345, { draw: 1, passes: 'unlimited' });
    for (let i = 0; i < count; i++) {
      const legal = games.klondike.legalMoves(p.state);
      p = play(p, legal[Math.floor(random() * legal.length)]!);
    }
    return p;
  }

  test('undoing every move of 10,000 takes little memory, even with every session along the way kept', () => {
    let p = longGame(10_000);
    const before = process.memoryUsage().heapUsed;
    // Kept as a caller (React's state history, an undo stack) may keep them: copies of the move
    // lists in each would be 10,000 × 10,000 moves, 800 MB.
    const kept: Session[] = [];
    while (canUndo(p)) {
      p = undo(p);
      kept.push(p.session);
    }
    const grownMiB = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    expect(kept).toHaveLength(10_000);
    expect(grownMiB).toBeLessThan(64);
    expect(kept[0]!.moves).toHaveLength(9_999);
    expect(kept[0]!.redo).toHaveLength(1);
    expect(kept.at(-1)!.redo).toHaveLength(10_000);
  });

  test('each undo and redo plays about one move through the rules, not the game since the last checkpoint', () => {
    let p = longGame(3_000);
    const end = p.state;
    const applyMove = vi.spyOn(games.klondike, 'applyMove');
    onTestFinished(() => applyMove.mockRestore());
    for (let i = 0; i < 3_000; i++) p = undo(p);
    expect(p.state).toEqual(newSession('klondike', 12345, { draw: 1, passes: 'unlimited' }).state);
    for (let i = 0; i < 3_000; i++) p = redo(p);
    expect(p.state).toEqual(end);
    // At most one replay of a checkpoint's moves per CHECKPOINT_EVERY undos, and a move per redo.
    expect(applyMove.mock.calls.length).toBeLessThanOrEqual(2 * 3_000 + CHECKPOINT_EVERY);
  });
});

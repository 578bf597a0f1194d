// The moves behind sessions (session.ts): the sessions that play, undo and redo make from one
// another share one array of moves, a MoveTrack, and each is a view of it, a MoveLine: its moves
// are the track's first `at`, its redo list the next ones up to `end`, last first. An undo or a
// redo is a new view (nothing copied); a move is added in place when no view reaches past it, and
// only a move that replaces one another view still holds (the first new move after undos) copies
// the moves kept into a track of its own. The track also keeps states by move count (one every
// CHECKPOINT_EVERY moves, and the block of states an undo last replayed): states depend only on
// the moves before them, which no view ever changes.
import type { Session } from './sessionRecord.js';
import type { GameState, Move } from '../types.js';

/** Moves between checkpoints: an undo replays at most this many, once for as many undos. */
export const CHECKPOINT_EVERY = 100;

export class MoveTrack {
  /** The state after k × CHECKPOINT_EVERY moves, at index k (0: the deal), where known. */
  private checkpoints: (GameState | undefined)[] = [];
  /** The states after recentFrom, recentFrom + 1 … moves. */
  private recentFrom = 0;
  private recent: readonly GameState[] = [];

  constructor(readonly moves: Move[]) {}

  /** A state known for the first `count` moves, if any. */
  stateAfter(count: number): GameState | undefined {
    const i = count - this.recentFrom;
    if (i >= 0 && i < this.recent.length) return this.recent[i];
    return count % CHECKPOINT_EVERY === 0 ? this.checkpoint(count) : undefined;
  }

  /** The checkpoint after `count` moves (a multiple of CHECKPOINT_EVERY), if known. */
  checkpoint(count: number): GameState | undefined {
    return this.checkpoints[count / CHECKPOINT_EVERY];
  }

  keepCheckpoint(count: number, state: GameState): void {
    this.checkpoints[count / CHECKPOINT_EVERY] ??= state;
  }

  /** Keeps `states`, the states after `from`, `from` + 1 … moves, in place of those kept before. */
  keepRecent(from: number, states: readonly GameState[]): void {
    this.recentFrom = from;
    this.recent = states;
  }

  /** A track of its own holding this one's first `count` moves and the states known for them. */
  prefix(count: number): MoveTrack {
    const track = new MoveTrack(this.moves.slice(0, count));
    track.checkpoints = this.checkpoints.slice(0, Math.floor(count / CHECKPOINT_EVERY) + 1);
    return track;
  }
}

/** A session's view of a track: moves are track.moves[0, at), the redo list [at, end) last first. */
export interface MoveLine {
  readonly track: MoveTrack;
  readonly at: number;
  readonly end: number;
}

/**
 * The line of each session seen. A session made here is a view and nothing else; one made
 * elsewhere (loaded, or copied with a change) has its lists copied into a track once, and is
 * copied again should those lists be replaced or change length.
 */
const known = new WeakMap<Session, { line: MoveLine; lists?: { moves: readonly Move[]; redo: readonly Move[]; movesLength: number; redoLength: number } }>();

export function lineOf(session: Session): MoveLine {
  const seen = known.get(session);
  const lists = seen?.lists;
  if (seen && (!lists || (lists.moves === session.moves && lists.redo === session.redo && lists.movesLength === session.moves.length && lists.redoLength === session.redo.length))) {
    return seen.line;
  }
  const moves = [...session.moves, ...[...session.redo].reverse()];
  const line = { track: new MoveTrack(moves), at: session.moves.length, end: moves.length };
  known.set(session, { line, lists: { moves: session.moves, redo: session.redo, movesLength: session.moves.length, redoLength: session.redo.length } });
  return line;
}

/**
 * A session like `base` (its game, options, time and any other fields) whose moves and redo list
 * are `line`'s, each list made (and frozen: it is a value) the first time it is read.
 */
export function lineSession(base: Session, line: MoveLine): Session {
  const session = {} as Record<string, unknown>;
  let moves: readonly Move[] | undefined;
  let redo: readonly Move[] | undefined;
  for (const key of Object.keys(base)) {
    if (key === 'moves') {
      Object.defineProperty(session, key, { enumerable: true, get: () => (moves ??= Object.freeze(line.track.moves.slice(0, line.at))) });
    } else if (key === 'redo') {
      Object.defineProperty(session, key, { enumerable: true, get: () => (redo ??= Object.freeze(line.track.moves.slice(line.at, line.end).reverse())) });
    } else {
      session[key] = (base as unknown as Record<string, unknown>)[key];
    }
  }
  known.set(session as unknown as Session, { line });
  return session as unknown as Session;
}

/** Whether two moves are the same move. */
export function sameMove(a: Move, b: Move): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The line with `move` played after its moves, its redo list dropped. */
export function appended(line: MoveLine, move: Move): MoveLine {
  const { track, at } = line;
  if (track.moves.length === at) {
    track.moves.push(move);
    return { track, at: at + 1, end: at + 1 };
  }
  // The move the track already holds next (a redo played as a move) needs no copy.
  if (sameMove(track.moves[at]!, move)) return { track, at: at + 1, end: at + 1 };
  const branch = track.prefix(at);
  branch.moves.push(move);
  return { track: branch, at: at + 1, end: at + 1 };
}

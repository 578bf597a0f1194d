// A session is a game as the list of moves played since its deal: { game, options, seed, moves,
// redo, elapsedMs }. The state is the replay of `moves` from the deal, so a session is also the
// save format, and every loaded move is checked again by the rules.
import { games, type PlayableGameId } from './games.js';
import { IllegalMoveError, type GameState, type Move } from './types.js';

export interface Session {
  game: PlayableGameId;
  options: object;
  seed: number;
  moves: Move[];
  /** Moves undone, the next one to redo last. */
  redo: Move[];
  elapsedMs: number;
  /** Set once the game's result (a win or a loss) has gone into the statistics. */
  recorded?: boolean;
}

/**
 * The state after the first `moves` moves of a session, kept so that an undo in a long game
 * replays from the nearest one instead of from the deal. `last` is the session's move at index
 * `moves - 1`: a checkpoint is used only while the session still holds that very move there.
 */
export interface Checkpoint {
  moves: number;
  last: Move;
  state: GameState;
}

/** A session together with the state it replays to, so callers need not replay on every move. */
export interface Position {
  session: Session;
  state: GameState;
  /** Ascending by move count; every CHECKPOINT_EVERY moves (absent: undo replays from the deal). */
  checkpoints?: readonly Checkpoint[];
}

/** Moves between checkpoints: an undo replays at most this many (20,000 moves keep 200 states). */
export const CHECKPOINT_EVERY = 100;

export class InvalidSessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSessionError';
  }
}

export function newSession(game: PlayableGameId, seed: number, options: object = {}): Position {
  const state = games[game].newGame({ ...options, seed });
  return { session: { game, options: state.options, seed, moves: [], redo: [], elapsedMs: 0 }, state };
}

/** Plays `moves` from index `from` on; throws InvalidSessionError naming the bad move. */
function replayFrom(session: Session, state: GameState, from: number, keep?: Checkpoint[]): GameState {
  const rules = games[session.game];
  const { moves } = session;
  for (let i = from; i < moves.length; i++) {
    try {
      state = rules.applyMove(state, moves[i]!);
    } catch (error) {
      const why = error instanceof IllegalMoveError ? error.reason : String(error);
      throw new InvalidSessionError(`Move ${i + 1} of the saved game is not legal: ${why}`);
    }
    if (keep && (i + 1) % CHECKPOINT_EVERY === 0) keep.push({ moves: i + 1, last: moves[i]!, state });
  }
  return state;
}

/** Replays the session's moves from its deal; throws InvalidSessionError naming the bad move. */
export function replay(session: Session): GameState {
  return resume(session).state;
}

/** The position a session replays to, with its checkpoints; throws like replay. */
export function resume(session: Session): Position {
  const rules = games[session.game];
  if (!rules) throw new InvalidSessionError(`Unknown game "${String(session.game)}".`);
  const checkpoints: Checkpoint[] = [];
  const state = replayFrom(session, rules.newGame({ ...session.options, seed: session.seed }), 0, checkpoints);
  return { session, state, checkpoints };
}

/** The checkpoints, plus one for the move just played when the count calls for it. */
function withCheckpoint(position: Position, session: Session, state: GameState): readonly Checkpoint[] | undefined {
  const count = session.moves.length;
  if (count % CHECKPOINT_EVERY !== 0) return position.checkpoints;
  return [...(position.checkpoints ?? []), { moves: count, last: session.moves[count - 1]!, state }];
}

/** Plays a move (throws IllegalMoveError with the reason); a new move clears the redo list. */
export function play(position: Position, move: Move): Position {
  const state = games[position.session.game].applyMove(position.state, move);
  const session = { ...position.session, moves: [...position.session.moves, move], redo: [] };
  return { session, state, checkpoints: withCheckpoint(position, session, state) };
}

export function canUndo(position: Position): boolean {
  return position.session.moves.length > 0;
}

export function canRedo(position: Position): boolean {
  return position.session.redo.length > 0;
}

/** Takes back the last move; the state is replayed from the nearest checkpoint (else the deal). */
export function undo(position: Position): Position {
  const { session } = position;
  if (!canUndo(position)) return position;
  const moves = session.moves.slice(0, -1);
  const next = { ...session, moves, redo: [...session.redo, session.moves[session.moves.length - 1]!] };
  const kept = (position.checkpoints ?? []).filter((c) => c.moves <= moves.length && moves[c.moves - 1] === c.last);
  const from = kept[kept.length - 1];
  const state = from
    ? replayFrom(next, from.state, from.moves)
    : replayFrom(next, games[session.game].newGame({ ...session.options, seed: session.seed }), 0);
  return { session: next, state, checkpoints: kept };
}

/** Plays again the move most recently undone. */
export function redo(position: Position): Position {
  const { session } = position;
  if (!canRedo(position)) return position;
  const move = session.redo[session.redo.length - 1]!;
  const state = games[session.game].applyMove(position.state, move);
  const next = { ...session, moves: [...session.moves, move], redo: session.redo.slice(0, -1) };
  return { session: next, state, checkpoints: withCheckpoint(position, next, state) };
}

/** A fresh start of the same deal with the same options. */
export function restart(position: Position): Position {
  const { game, seed, options } = position.session;
  return newSession(game, seed, options);
}

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

/** A session together with the state it replays to, so callers need not replay on every move. */
export interface Position {
  session: Session;
  state: GameState;
}

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

/** Replays the session's moves from its deal; throws InvalidSessionError naming the bad move. */
export function replay(session: Session): GameState {
  const rules = games[session.game];
  if (!rules) throw new InvalidSessionError(`Unknown game "${String(session.game)}".`);
  let state = rules.newGame({ ...session.options, seed: session.seed });
  session.moves.forEach((move, i) => {
    try {
      state = rules.applyMove(state, move);
    } catch (error) {
      const why = error instanceof IllegalMoveError ? error.reason : String(error);
      throw new InvalidSessionError(`Move ${i + 1} of the saved game is not legal: ${why}`);
    }
  });
  return state;
}

/** Plays a move (throws IllegalMoveError with the reason); a new move clears the redo list. */
export function play(position: Position, move: Move): Position {
  const state = games[position.session.game].applyMove(position.state, move);
  return { session: { ...position.session, moves: [...position.session.moves, move], redo: [] }, state };
}

export function canUndo(position: Position): boolean {
  return position.session.moves.length > 0;
}

export function canRedo(position: Position): boolean {
  return position.session.redo.length > 0;
}

/** Takes back the last move; the state is replayed from the deal. */
export function undo(position: Position): Position {
  const { session } = position;
  if (!canUndo(position)) return position;
  const moves = session.moves.slice(0, -1);
  const next = { ...session, moves, redo: [...session.redo, session.moves[session.moves.length - 1]!] };
  return { session: next, state: replay(next) };
}

/** Plays again the move most recently undone. */
export function redo(position: Position): Position {
  const { session } = position;
  if (!canRedo(position)) return position;
  const move = session.redo[session.redo.length - 1]!;
  const state = games[session.game].applyMove(position.state, move);
  return { session: { ...session, moves: [...session.moves, move], redo: session.redo.slice(0, -1) }, state };
}

/** A fresh start of the same deal with the same options. */
export function restart(position: Position): Position {
  const { game, seed, options } = position.session;
  return newSession(game, seed, options);
}

// A session is a game as the list of moves played since its deal: { game, options, seed, moves,
// redo, elapsedMs }. The state is the replay of `moves` from the deal, so a session is also the
// save format, and every loaded move is checked again by the rules.
//
// Undo and redo cost the same at move 20,000 as at move 1: the sessions that play, undo and redo
// make from one another share one array of moves (a MoveLine, moveLine.ts) and a session's
// `moves` and `redo` lists are made from it only when read. The state before a move is found
// from states kept beside the moves (one every CHECKPOINT_EVERY moves, and the few just replayed).
import { gameOf, type SavedGameId } from '../games.js';
import { appended, CHECKPOINT_EVERY, lineOf, lineSession, MoveTrack, type MoveLine } from './moveLine.js';
import { dealMarks, MAX_MOVES, type DealMarks, type Session } from './sessionRecord.js';
import { IllegalMoveError, type GameState, type Move } from '../types.js';
import { quoted } from '../../text/visible.js';

export type { DealMarks, Session } from './sessionRecord.js';
export { dealMarks, DIFFICULTIES, MAX_MOVES, type Difficulty } from './sessionRecord.js';

/** Why a game at MAX_MOVES takes no new move, in one line. */
export const GAME_FULL = `This game has reached the most moves a game may have (${MAX_MOVES.toLocaleString('en')}): undo to play on another way, or deal a new game.`;

/** A session together with the state it replays to, so callers need not replay on every move. */
export interface Position {
  session: Session;
  state: GameState;
}

export { CHECKPOINT_EVERY };

export class InvalidSessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSessionError';
  }
}

export function newSession(game: SavedGameId, seed: number, options: object = {}): Position {
  const state = gameOf({ game, options }).newGame({ ...options, seed });
  const track = new MoveTrack([]);
  track.keepCheckpoint(0, state);
  const session = lineSession({ game, options: state.options, seed, moves: [], redo: [], elapsedMs: 0 }, { track, at: 0, end: 0 });
  return { session, state };
}

/** The state after the line's first `count` moves, from the nearest kept state; throws InvalidSessionError. */
function stateAfter(line: MoveLine, count: number, session: Session): GameState {
  const kept = line.track.stateAfter(count);
  if (kept) return kept;
  let rules;
  try {
    rules = gameOf(session);
  } catch {
    throw new InvalidSessionError(`Unknown game "${quoted(String(session.game))}".`);
  }
  let from = Math.floor(count / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
  while (from > 0 && !line.track.checkpoint(from)) from -= CHECKPOINT_EVERY;
  let state = line.track.checkpoint(from) ?? rules.newGame({ ...session.options, seed: session.seed });
  // The states replayed in the block of `count` are kept: the next undos find theirs there.
  const blockStart = Math.floor(count / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
  const recent: GameState[] = [];
  const { moves } = line.track;
  for (let i = from; ; i++) {
    if (i % CHECKPOINT_EVERY === 0) line.track.keepCheckpoint(i, state);
    if (i >= blockStart) recent.push(state);
    if (i === count) break;
    try {
      state = rules.applyMove(state, moves[i]!);
    } catch (error) {
      const why = error instanceof IllegalMoveError ? error.reason : String(error);
      throw new InvalidSessionError(`Move ${i + 1} of the saved game is not legal: ${why}`);
    }
  }
  line.track.keepRecent(blockStart, recent);
  return state;
}

/** Replays the session's moves from its deal; throws InvalidSessionError naming the bad move. */
export function replay(session: Session): GameState {
  return resume(session).state;
}

/** The position a session replays to (its states kept for undo); throws like replay. */
export function resume(session: Session): Position {
  const line = lineOf(session);
  return { session, state: stateAfter(line, line.at, session) };
}

/** Whether the game has room for a new move (it holds fewer than MAX_MOVES). */
export function canPlay(position: Position): boolean {
  return lineOf(position.session).at < MAX_MOVES;
}

/**
 * Plays a move (throws IllegalMoveError with the reason, GAME_FULL once the game holds
 * MAX_MOVES); a new move clears the redo list.
 */
export function play(position: Position, move: Move): Position {
  if (!canPlay(position)) throw new IllegalMoveError(GAME_FULL);
  const state = gameOf(position.session).applyMove(position.state, move);
  const line = appended(lineOf(position.session), move);
  if (line.at % CHECKPOINT_EVERY === 0) line.track.keepCheckpoint(line.at, state);
  return { session: lineSession(position.session, line), state };
}

export function canUndo(position: Position): boolean {
  return lineOf(position.session).at > 0;
}

export function canRedo(position: Position): boolean {
  const line = lineOf(position.session);
  return line.at < line.end;
}

/** Moves played so far (the length of `moves`, without making the list). */
export function movesPlayed(position: Position): number {
  return lineOf(position.session).at;
}

/** The move played last, if any. */
export function lastMove(position: Position): Move | undefined {
  const line = lineOf(position.session);
  return line.at > 0 ? line.track.moves[line.at - 1] : undefined;
}

/** The move redo would play, if any. */
export function nextRedo(position: Position): Move | undefined {
  const line = lineOf(position.session);
  return line.at < line.end ? line.track.moves[line.at] : undefined;
}

/** The state after the first `count` moves played (0: the deal), from the states kept. */
export function stateAt(position: Position, count: number): GameState {
  const line = lineOf(position.session);
  return count === line.at ? position.state : stateAfter({ track: line.track, at: count, end: line.end }, count, position.session);
}

/** Takes back the last move; its state comes from the states kept (else a replay from the nearest). */
export function undo(position: Position): Position {
  const line = lineOf(position.session);
  if (line.at === 0) return position;
  const back = { track: line.track, at: line.at - 1, end: line.end };
  return { session: lineSession(position.session, back), state: stateAfter(back, back.at, position.session) };
}

/** Plays again the move most recently undone (throws IllegalMoveError if it no longer applies). */
export function redo(position: Position): Position {
  const line = lineOf(position.session);
  if (line.at === line.end) return position;
  const forward = { track: line.track, at: line.at + 1, end: line.end };
  const state = line.track.stateAfter(forward.at) ?? gameOf(position.session).applyMove(position.state, line.track.moves[line.at]!);
  if (forward.at % CHECKPOINT_EVERY === 0) line.track.keepCheckpoint(forward.at, state);
  return { session: lineSession(position.session, forward), state };
}

/** A fresh start of the same deal with the same options, still the deal it was (proved, a daily deal). */
export function restart(position: Position): Position {
  const { game, seed, options } = position.session;
  return marked(newSession(game, seed, options), dealMarks(position.session));
}

/** The position with its deal marked (proved, a daily deal). */
export function marked(position: Position, marks: DealMarks): Position {
  const { session } = position;
  const wanted = dealMarks({ ...dealMarks(session), ...marks });
  if (session.proved === wanted.proved && session.daily === wanted.daily && session.band === wanted.band) return position;
  return { ...position, session: lineSession({ ...session, ...wanted }, lineOf(session)) };
}

// Moves: playing one through the rules (an illegal one says why and changes nothing), the cards
// the game then plays up by itself (safe cards, in every game that knows which they are, and the
// last cards of a won position), undo and redo (of a move with the automatic ones it caused, in one step), and
// the move log. Pure.
import { describeCards, describeMove } from '../../engine/describe.js';
import { pileOf } from '../../engine/common/piles.js';
import { canPlay, canRedo, canUndo, GAME_FULL, movesPlayed, nextRedo, play, redo, undo, type Position } from '../../engine/session/session.js';
import { IllegalMoveError, type Move } from '../../engine/types.js';
import { messages } from '../messages.js';
import { fairAfterPlay } from '../outlook/fairOutlook.js';
import { afterPlay } from '../outlook/outlook.js';
import { cursorOnBoard } from './cursorReducer.js';
import { error, info, LOG_LENGTH, rulesOf, statusOf, type UiState } from './uiState.js';

/** Plays a legal move and logs it in words; the solver's findings follow it. */
function played(ui: UiState, move: Move, automatic = false): UiState {
  const words = describeMove(ui.position.state, move);
  const number = movesPlayed(ui.position) + 1;
  const marks = [...ui.automatic].filter((n) => n < number);
  return {
    ...ui, position: play(ui.position, move), held: null, log: [...ui.log, words].slice(-LOG_LENGTH),
    outlook: afterPlay(ui.outlook, number - 1, move),
    fair: fairAfterPlay(ui.fair, number - 1),
    automatic: new Set(automatic ? [...marks, number] : marks),
    // The first move of a new deal ends the offer to bring back the game left for it.
    leftBehind: null,
    ...(automatic ? {} : { lastPlay: { move, before: ui.position.state } }),
  };
}

/**
 * The moves the game makes by itself after the player's: safe cards up in every game that knows
 * which cards play can never need (Game.safeToFoundation; unless the player turned it off), then, where nothing is hidden any more
 * (Game.canAutoFinish), every last card up; none past the most moves a game may have.
 */
function automaticMoves(ui: UiState): UiState {
  const rules = rulesOf(ui);
  let next = ui;
  if (ui.autoPlay && rules.safeToFoundation) {
    for (let move = rules.safeToFoundation(next.position.state); move && canPlay(next.position); move = rules.safeToFoundation(next.position.state)) {
      next = played(next, move, true);
    }
  }
  while (canPlay(next.position) && rules.canAutoFinish?.(next.position.state)) {
    const move = rules.legalMoves(next.position.state).find((m) => m.type === 'move' && m.to.pile === 'foundation');
    if (!move) break;
    next = played(next, move, true);
  }
  return next;
}

/** The game's result marked as counted, so that it is counted once. */
export function markRecorded(ui: UiState): UiState {
  const { session } = ui.position;
  return session.recorded ? ui : { ...ui, position: { ...ui.position, session: { ...session, recorded: true } } };
}

/**
 * After the board changes: the cursor on a real pile, and a game that has just been won marked so
 * that its result is counted once (undoing out of it and back does not count it again). A game
 * with no move left is not marked: u may still take it back and win, so its loss counts only when
 * the player leaves it (useGame.ts, the store's retire).
 */
export function settle(ui: UiState): UiState {
  const next = cursorOnBoard(ui);
  return statusOf(next.position) === 'won' ? markRecorded(next) : next;
}

/**
 * Plays a move through the rules; an illegal one leaves everything as it was and says why. A won
 * game takes no more moves, though its rules may still offer some (a stock left to turn once the
 * table is clear): the win is counted, and its moves said, as it stood.
 */
export function attempt(ui: UiState, move: Move): UiState {
  if (statusOf(ui.position) === 'won') return info(ui, messages.gameOver);
  try {
    return settle(automaticMoves(played(ui, move)));
  } catch (e) {
    if (e instanceof IllegalMoveError) return error(ui, e.reason);
    throw e;
  }
}

/** f: the card held, or else the card under the cursor, goes to its foundation. */
export function toFoundation(ui: UiState): UiState {
  const rules = rulesOf(ui);
  if (!rules.toFoundation) return error(ui, messages.noFoundations(rules.title));
  const from = ui.held?.from ?? ui.cursor;
  if (from.pile === 'stock') return error(ui, messages.notFromStock);
  const pile = pileOf(ui.position.state, from) ?? [];
  if (pile.length === 0) return error(ui, messages.noCardHere);
  if (from.pile === 'foundation') return error(ui, messages.onFoundationAlready);
  const move = rules.toFoundation(ui.position.state, from);
  if (!move) return error(ui, messages.cannotGoUp(describeCards(ui.position.state, from, 1)));
  return attempt({ ...ui, held: null, cursor: from }, move);
}

/** a: every card that can safely go up goes up. */
export function allSafeUp(ui: UiState): UiState {
  const rules = rulesOf(ui);
  if (!rules.safeToFoundation) return error(ui, rules.toFoundation ? messages.noSafeCards(rules.title) : messages.noFoundations(rules.title));
  if (!canPlay(ui.position)) return error(ui, GAME_FULL);
  let next: UiState = { ...ui, held: null };
  for (let move = rules.safeToFoundation(next.position.state); move && canPlay(next.position); move = rules.safeToFoundation(next.position.state)) {
    next = played(next, move);
  }
  if (next.position === ui.position) return info(next, messages.nothingSafeUp);
  return settle(automaticMoves(next));
}

/** d: deal (or draw); where the rules offer no deal but a recycle, turn the waste over. */
export function deal(ui: UiState): UiState {
  const legal = rulesOf(ui).legalMoves(ui.position.state);
  const recycle = !legal.some((m) => m.type === 'deal') && legal.some((m) => m.type === 'recycle');
  return attempt({ ...ui, held: null }, recycle ? { type: 'recycle' } : { type: 'deal' });
}

const lastIsAutomatic = (ui: UiState, position: Position) => ui.automatic.has(movesPlayed(position));

/** u: takes back the last move the player made, with the moves the game made by itself after it. */
export function undoMove(ui: UiState): UiState {
  if (!canUndo(ui.position)) return info(ui, messages.nothingToUndo);
  let position = ui.position;
  let taken = 0;
  while (canUndo(position) && lastIsAutomatic(ui, position)) {
    position = undo(position);
    taken++;
  }
  if (canUndo(position)) {
    position = undo(position);
    taken++;
  }
  return settle({ ...ui, held: null, position, log: ui.log.slice(0, -taken) });
}

/** r: plays again the move undone last, with the automatic moves that followed it. */
export function redoMove(ui: UiState): UiState {
  if (!canRedo(ui.position)) return info(ui, messages.nothingToRedo);
  let next = ui;
  try {
    do {
      const move = nextRedo(next.position)!;
      const words = describeMove(next.position.state, move);
      next = { ...next, position: redo(next.position), log: [...next.log, words].slice(-LOG_LENGTH) };
    } while (canRedo(next.position) && next.automatic.has(movesPlayed(next.position) + 1));
  } catch (e) {
    // Only an edited save can hold a redo that no longer applies: say so, and forget it.
    if (!(e instanceof IllegalMoveError)) throw e;
    const session = { ...next.position.session, redo: [] };
    return error({ ...next, position: { ...next.position, session } }, messages.redoGone(e.reason));
  }
  return settle({ ...next, held: null });
}

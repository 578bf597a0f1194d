// Checks a saved session read from disk and rebuilds it from the checked values alone, so nothing
// else in the file (extra fields, any depth of nesting) goes further. The moves are kept as saved
// text (moveText.ts); files of version 1 held them as JSON objects, which are turned into text.
// Returns a one-line reason for the first thing wrong, or the rebuilt session.
import { CUSTOM_GAME } from '../engine/customGame.js';
import { dealProblem, gameOf, type SavedGameId } from '../engine/games.js';
import { checkedOptions, ruleSetProblem } from './gameOptions.js';
import { decodeMoves, movesInText, moveWord } from './moveText.js';
import type { Move } from '../engine/types.js';
import { isObject } from './plainObject.js';
import { dealMarks, DIFFICULTIES, MAX_MOVES, type Difficulty, type Session } from '../engine/session/sessionRecord.js';
import { isDay } from '../text/day.js';
import { quoted } from '../text/visible.js';

/** A session as the file holds it: the moves as text. */
export type StoredSession = Omit<Session, 'moves' | 'redo'> & { moves: string; redo: string };

/** A clock beyond a hundred years of play is damage, not a game. */
export const MAX_ELAPSED_MS = 100 * 365.25 * 24 * 3600 * 1000;

/** The one rule for a saved clock, read or written: milliseconds from 0 up to MAX_ELAPSED_MS. */
function isSavedClock(elapsedMs: unknown): elapsedMs is number {
  return typeof elapsedMs === 'number' && elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS;
}

/**
 * The clock as it is written: one the rule refuses (below zero, past the limit, not a number) is
 * brought inside it, so no save is ever written that the next start would refuse.
 */
export function clockToSave(elapsedMs: number): number {
  if (isSavedClock(elapsedMs)) return elapsedMs + 0;
  return elapsedMs > MAX_ELAPSED_MS ? MAX_ELAPSED_MS : 0;
}

function isPileRef(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.pile === 'tableau' || value.pile === 'waste' || value.pile === 'foundation') &&
    Number.isInteger(value.index)
  );
}

function isMove(value: unknown): value is Move {
  if (!isObject(value)) return false;
  if (value.type === 'deal' || value.type === 'recycle') return true;
  return value.type === 'move' && isPileRef(value.from) && isPileRef(value.to) && Number.isInteger(value.count);
}

/** How many moves a saved list holds (text, or version 1's list of moves), counted without reading them. */
function movesIn(value: unknown): number {
  if (typeof value === 'string') return movesInText(value);
  return Array.isArray(value) ? value.length : 0;
}

/** Saved moves as checked text: text whose every word is a move, or (version 1) a list of moves. */
function movesText(value: unknown): string | undefined {
  if (typeof value === 'string') return decodeMoves(value) ? value : undefined;
  if (!Array.isArray(value) || !value.every(isMove)) return undefined;
  const text = value.map(moveWord).join(' ');
  return decodeMoves(text) ? text : undefined; // an index like 1e308 makes no word
}

export function parseStoredSession(game: SavedGameId, value: unknown): StoredSession | string {
  if (!isObject(value)) return 'it is not a saved game';
  if (value.game !== game) return `it names another game (${typeof value.game === 'string' ? quoted(value.game, 40) : typeof value.game})`;
  const { seed, elapsedMs, recorded } = value;
  // Counted before any move is read or replayed: more moves than a game may hold are refused at once.
  const count = movesIn(value.moves) + movesIn(value.redo);
  if (count > MAX_MOVES) return `it holds ${count.toLocaleString('en')} moves, more than the ${MAX_MOVES.toLocaleString('en')} a game may have`;
  const rulesProblem = game === CUSTOM_GAME ? ruleSetProblem(value.options) : undefined;
  if (rulesProblem) return `its rule set is damaged: ${rulesProblem}`;
  if (typeof seed !== 'number' || dealProblem(gameOf({ game, options: isObject(value.options) ? value.options : {} }), seed)) return 'its deal number is not valid';
  const options = checkedOptions(game, value.options, seed);
  if (!options) return 'its options are not valid for this game';
  const moves = movesText(value.moves);
  if (moves === undefined) return 'its move list is damaged';
  const redo = movesText(value.redo);
  if (redo === undefined) return 'its redo list is damaged';
  if (!isSavedClock(elapsedMs)) return 'its clock is damaged';
  if (recorded !== undefined && typeof recorded !== 'boolean') return 'its result mark is damaged';
  if (value.shared !== undefined && value.shared !== true) return 'its shared mark is damaged';
  if (value.demo !== undefined && value.demo !== true) return 'its demo mark is damaged';
  if (value.proved !== undefined && value.proved !== true) return 'its proved mark is damaged';
  if (value.daily !== undefined && !isDay(value.daily)) return 'its daily deal mark is damaged';
  if (value.band !== undefined && !DIFFICULTIES.includes(value.band as Difficulty)) return 'its difficulty mark is damaged';
  const session: StoredSession = { game, options, seed, moves, redo, elapsedMs: elapsedMs + 0 };
  if (recorded !== undefined) session.recorded = recorded;
  if (value.shared === true) session.shared = true;
  if (value.demo === true) session.demo = true;
  return { ...session, ...dealMarks({ proved: value.proved === true ? true : undefined, daily: value.daily as string | undefined, band: value.band as Difficulty | undefined }) };
}

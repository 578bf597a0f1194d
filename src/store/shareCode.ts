// Games as one line of text (`leaves share`, `leaves open`): the game, its options (a rule file's
// game: its whole rule set), the deal and the moves, so another player can replay it.
//
// Version 1: `leaves1-` then base64url (RFC 4648 §5, no padding) of zlib data (RFC 1950: deflate
// with an Adler-32 of what it holds, checked when inflated) of the JSON
// { "v": 1, "game", "options", "seed", "moves" }, the moves written as the save writes them
// (moveText.ts). Opening a code checks it as a save is checked (sessionShape.ts) and replays
// every move through the game's rules: a damaged code is refused in one line, never trusted.
import { deflateSync, inflateSync } from 'node:zlib';
import { InvalidSessionError, resume, type Position } from '../engine/session/session.js';
import { isSavedGame } from '../engine/games.js';
import { decodeMoves } from './moveText.js';
import { isObject } from './plainObject.js';
import { parseStoredSession, type StoredSession } from './sessionShape.js';
import { quoted } from '../text/visible.js';

const PREFIX = 'leaves1-';
const VERSION = 1;
/** A code's most characters: far beyond any game's, and short of what could take long to inflate. */
const MAX_CODE = 1_000_000;
/**
 * The most bytes a code unpacks to: twice the JSON of a game of the most moves a game may have
 * (MAX_MOVES, a few characters each) and its rules. Inflating stops there, so a small code that
 * unpacks to far more (a long run of one move, one long name) costs no more than this.
 */
const MAX_UNPACKED = 2 * 1024 * 1024;

/** The code of a saved game (its moves so far; the redo list and the clock stay behind). */
export function shareCode(session: Pick<StoredSession, 'game' | 'options' | 'seed' | 'moves'>): string {
  const { game, options, seed, moves } = session;
  const json = JSON.stringify({ v: VERSION, game, options, seed, moves });
  return PREFIX + deflateSync(Buffer.from(json, 'utf8'), { level: 9 }).toString('base64url');
}

const DAMAGED = 'this code is damaged or incomplete: copy the whole line `leaves share` printed.';
const TOO_LARGE = `this code holds more than any game of Leaves can (a code is at most ${MAX_CODE.toLocaleString('en')} characters, unpacking to at most ${MAX_UNPACKED / (1024 * 1024)} MB).`;

/** The game a code holds, replayed and checked, or one line saying why it cannot be opened. */
export function openCode(code: string): { position: Position } | { problem: string } {
  const text = code.trim();
  if (!text.startsWith('leaves')) return { problem: 'this is not a game code: a code starts with "leaves1-".' };
  if (!text.startsWith(PREFIX)) return { problem: 'this code was made by another version of Leaves, which this one cannot read.' };
  const body = text.slice(PREFIX.length);
  if (body.length > MAX_CODE) return { problem: TOO_LARGE };
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return { problem: DAMAGED };
  const bytes = Buffer.from(body, 'base64url');
  // A character more or less makes another text of the same bytes, or bytes after the end.
  if (bytes.toString('base64url') !== body) return { problem: DAMAGED };
  let value: unknown;
  try {
    const inflated = inflateSync(bytes, { maxOutputLength: MAX_UNPACKED, info: true }) as unknown as { buffer: Buffer; engine: { bytesWritten: number } };
    if (inflated.engine.bytesWritten !== bytes.length) return { problem: DAMAGED };
    value = JSON.parse(inflated.buffer.toString('utf8'));
  } catch (error) {
    return { problem: (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? TOO_LARGE : DAMAGED };
  }
  if (!isObject(value) || value.v !== VERSION || typeof value.game !== 'string') return { problem: DAMAGED };
  if (!isSavedGame(value.game)) return { problem: `this code holds a game this version of Leaves does not know (${quoted(value.game, 40)}).` };
  const stored = parseStoredSession(value.game, { game: value.game, options: value.options, seed: value.seed, moves: value.moves, redo: '', elapsedMs: 0 });
  if (typeof stored === 'string') return { problem: `this code cannot be opened: ${stored}.` };
  try {
    return { position: resume({ ...stored, moves: decodeMoves(stored.moves) ?? [], redo: [], recorded: true }) };
  } catch (error) {
    if (!(error instanceof InvalidSessionError)) throw error;
    return { problem: `this code cannot be opened: ${error.message.replace('of the saved game ', '')}` };
  }
}

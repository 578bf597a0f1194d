// The most moves a game may have (MAX_MOVES), and the size of what is read before a game is
// replayed: a save or a code that holds more is refused in one line before a move is replayed
// (a save kept as a backup, never lost); a code that unpacks past its limit is refused while it
// unpacks; a game that reaches the limit says so and still plays (undo, then another move).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameOf } from '../../src/engine/games.js';
import { GAME_FULL, MAX_MOVES, movesPlayed, play, resume, undo } from '../../src/engine/session/session.js';
import { IllegalMoveError } from '../../src/engine/types.js';
import { decodeMoves } from '../../src/store/moveText.js';
import { openCode, shareCode } from '../../src/store/shareCode.js';
import { GameStore } from '../../src/store/gameStore.js';
import { KLONDIKE, stockRounds } from './longGames.js';

/** A code made by hand, as anyone could make one. */
const codeOf = (value: object) => `leaves1-${deflateSync(Buffer.from(JSON.stringify(value))).toString('base64url')}`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-limits-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a code', () => {
  it('holding more moves than a game may have is refused in one line, counted before any is replayed', () => {
    // Its first move is not legal: a replay would name it; the count comes first.
    const moves = `t0f0 ${stockRounds(MAX_MOVES)}`;
    const opened = openCode(codeOf({ v: 1, game: 'klondike', options: KLONDIKE, seed: 1, moves }));
    expect(opened).toEqual({ problem: `this code cannot be opened: it holds ${(MAX_MOVES + 1).toLocaleString('en')} moves, more than the ${MAX_MOVES.toLocaleString('en')} a game may have.` });
  });

  it('that unpacks to more than a game can hold is refused in one line while it unpacks (a long unknown field in its rules)', () => {
    const rules = { ...gameOf({ game: 'klondike', options: KLONDIKE }).ruleSet!({}), ['x'.repeat(3 * 1024 * 1024)]: 1 };
    const code = codeOf({ v: 1, game: 'custom', options: { rules }, seed: 1, moves: '' });
    expect(code.length).toBeLessThan(20_000); // small to paste, large unpacked
    const opened = openCode(code);
    expect('problem' in opened && opened.problem).toMatch(/^this code holds more than any game of Leaves can \(.*at most 2 MB\)\.$/);
  });

  it('of a game at the most moves a game may have opens, and plays on after an undo', () => {
    const code = shareCode({ game: 'klondike', options: KLONDIKE, seed: 1, moves: stockRounds(MAX_MOVES) });
    const opened = openCode(code);
    if (!('position' in opened)) throw new Error(opened.problem);
    expect(movesPlayed(opened.position)).toBe(MAX_MOVES);
    expect(() => play(opened.position, { type: 'deal' })).toThrow(new IllegalMoveError(GAME_FULL));
    const back = undo(opened.position);
    expect(movesPlayed(play(back, { type: 'recycle' }))).toBe(MAX_MOVES);
  });
});

describe('a save', () => {
  it('holding more moves than a game may have (with those undone) is kept as a backup and refused in one line, before any is replayed', () => {
    const file = path.join(dir, 'config.json');
    const save = { game: 'klondike', options: KLONDIKE, seed: 1, moves: `t0f0 ${stockRounds(MAX_MOVES / 2)}`, redo: stockRounds(MAX_MOVES / 2), elapsedMs: 0 };
    const text = JSON.stringify({ version: 2, lastGame: 'klondike', saves: { klondike: save } });
    fs.writeFileSync(file, text);
    const loaded = new GameStore(dir).load('klondike');
    expect(loaded.position).toBeUndefined();
    expect(loaded.notice).toMatch(new RegExp(`^The saved game could not be used: it holds ${(MAX_MOVES + 1).toLocaleString('en')} moves, more than the ${MAX_MOVES.toLocaleString('en')} a game may have\\. It was kept in .*corrupt.*; a new game starts\\.$`));
    const backup = fs.readdirSync(dir).find((name) => name.includes('corrupt'))!;
    expect(fs.readFileSync(path.join(dir, backup), 'utf8')).toBe(text);
  });

  it('of a game at the most moves a game may have loads and saves again', () => {
    const moves = decodeMoves(stockRounds(MAX_MOVES))!;
    const position = resume({ game: 'klondike', options: KLONDIKE, seed: 1, moves, redo: [], elapsedMs: 0 });
    const store = new GameStore(dir);
    expect(store.save(position.session)).toBeUndefined();
    const loaded = new GameStore(dir).load('klondike');
    expect(loaded.notice).toBeUndefined();
    expect(loaded.position && movesPlayed(loaded.position)).toBe(MAX_MOVES);
  });
});

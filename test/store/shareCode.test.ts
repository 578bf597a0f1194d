// Share codes: one line that holds a game (its options, or a rule file's rule set; the deal; the
// moves) and opens at the same position; a damaged code, or one whose moves the rules refuse,
// is refused in one line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gameOf, games } from '../../src/engine/games.js';
import { newSession, play, type Position } from '../../src/engine/session/session.js';
import { CUSTOM_GAME } from '../../src/engine/customGame.js';
import { encodeMoves } from '../../src/store/moveText.js';
import { openCode, shareCode } from '../../src/store/shareCode.js';
import { GameStore } from '../../src/store/gameStore.js';
import { solve } from '../../src/solver/solve.js';
import { positions } from '../solver/budgets.js';

function playedSome(position: Position, count: number): Position {
  let next = position;
  for (let i = 0; i < count; i++) {
    const moves = gameOf(next.session).legalMoves(next.state);
    if (moves.length === 0) break;
    next = play(next, moves[i % moves.length]!);
  }
  return next;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Another text of the same bytes: a character too many, or a last character whose unused bits differ. */
function sameBytesOtherText(code: string): string {
  const body = code.slice('leaves1-'.length);
  if (body.length % 4 === 0) return `${code}A`;
  const last = ALPHABET.indexOf(code.at(-1)!);
  return code.slice(0, -1) + ALPHABET[last ^ 1];
}

const codeOf = (position: Position) => shareCode({ ...position.session, moves: encodeMoves(position.session.moves) });

describe('share codes', () => {
  it('open at the same position, with the same deal, options and moves, on one line', () => {
    const position = playedSome(newSession('klondike', 42, { draw: 3, passes: 3 }), 40);
    const code = codeOf(position);
    expect(code).toMatch(/^leaves1-[A-Za-z0-9_-]+$/);
    const opened = openCode(`  ${code}\n`);
    if (!('position' in opened)) throw new Error(opened.problem);
    expect(opened.position.state).toEqual(position.state);
    expect(opened.position.session.moves).toEqual(position.session.moves);
    expect(opened.position.session.options).toEqual(position.session.options);
  });

  it('carry a rule file\'s rule set', () => {
    const rules = games.yukon.ruleSet!({});
    const position = playedSome(newSession(CUSTOM_GAME, 5, { rules }), 12);
    const opened = openCode(codeOf(position));
    if (!('position' in opened)) throw new Error(opened.problem);
    expect(opened.position.session.options).toEqual({ rules });
    expect(opened.position.state).toEqual(position.state);
  });

  it('refuse in one line a code cut short, changed, lengthened, or not a code at all', () => {
    const code = codeOf(playedSome(newSession('freecell', 9), 10));
    expect(Buffer.from(sameBytesOtherText(code).slice(8), 'base64url')).toEqual(Buffer.from(code.slice(8), 'base64url'));
    const damaged = [sameBytesOtherText(code), code.slice(0, -3), `${code.slice(0, 20)}${code[20] === 'A' ? 'B' : 'A'}${code.slice(21)}`, `${code}AA`, `${code}!`];
    for (const text of damaged) expect(openCode(text)).toEqual({ problem: expect.stringMatching(/^this code is damaged/) });
    expect(openCode('hello')).toEqual({ problem: expect.stringMatching(/^this is not a game code/) });
    expect(openCode('leaves9-abc')).toEqual({ problem: expect.stringMatching(/another version/) });
  });

  it('re-check every move by the rules: a code whose moves are not legal is refused, naming the move', () => {
    const json = JSON.stringify({ v: 1, game: 'freecell', options: {}, seed: 9, moves: 't0f0 t0f0' });
    const forged = `leaves1-${deflateSync(Buffer.from(json)).toString('base64url')}`;
    const opened = openCode(forged);
    expect('problem' in opened && opened.problem).toMatch(/^this code cannot be opened: Move \d is not legal/);
  });

  it('refuse a shipped game carrying a rule set of its own: only a rule file\'s game is played by the rules in a code, once checked', () => {
    // The rule set of another game, with a field no rule file may have: it would be played unchecked.
    const rules = { ...games.klondike.ruleSet!({}), '\x1b]0;PWNED\x07': 1 };
    const json = JSON.stringify({ v: 1, game: 'yukon', options: { rules }, seed: 9, moves: '' });
    const opened = openCode(`leaves1-${deflateSync(Buffer.from(json)).toString('base64url')}`);
    expect(opened).toEqual({ problem: 'this code cannot be opened: its options are not valid for this game.' });
  });
});

describe('the game to share', () => {
  it('is the game in progress, and after a new deal the game finished last', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-share-'));
    try {
      const store = new GameStore(dir);
      let position = newSession('freecell', 1);
      const result = solve(position.state, positions(200_000));
      if (result.verdict !== 'winnable') throw new Error('deal 1 not proved winnable');
      for (const move of result.moves.slice(0, 5)) position = play(position, move);
      store.save(position.session);
      expect(store.sessionToShare('freecell')?.moves).toBe(encodeMoves(position.session.moves));
      for (const move of result.moves.slice(5)) position = play(position, move);
      store.save(position.session);
      store.record(position, true);
      store.save(newSession('freecell', 2).session);
      const shared = new GameStore(dir).sessionToShare('freecell');
      expect(shared).toMatchObject({ seed: 1, moves: encodeMoves(result.moves) });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Klondike's game for the beam search (src/search/beam.ts), which looks for a win and proves
// nothing: it keeps the `width` most promising positions not met before, by how many cards lie
// face down, how many are up and how many wait in the stock and waste (promise, below). It tries
// the moves of moves.ts from each, with safe cards put up after each move, so every line it finds
// is a line of the game (solver.ts replays it into engine moves, and solve() through the rules).
// Two positions of one key (the same but for what lies on two twins, moves.ts rule 5) count as one:
// the better-promising is kept.
//
// Why it is there: a depth-first search is slow to find some wins because of its first choices,
// which a beam does not share (bench/RESULTS.md has a deal it finds a thousand times sooner), while
// the positions a beam keeps need memory for whole positions (snapshots of a few hundred bytes),
// so it is kept narrow and short (solver.ts) and the depth-first search stays the one that
// proves deals lost.
import { beamSearch as search, type BeamRules } from '../../../../search/beam.js';
import { hashKey } from '../../../../search/exactKeyTable.js';
import { SeenSet } from '../../../../search/seenSet.js';
import type { KlondikeState } from '../rules.js';
import { applyMove, generateMoves, MAX_MOVES, Order, playSafeMoves } from './moves.js';
import { KEY_WORDS, Position } from './position.js';
import { finish, playsItself, type Spending } from './search.js';

/** What a beam search ends with: a won position whose change log is the line, or why there is none. */
export type BeamOutcome = Position | 'stopped' | 'exhausted';

/** The set of positions kept (across levels) holds at most 2^this (8 bytes each). */
const SEEN_LOG2 = 18;
/** The most levels (moves) a beam goes; a won line is far shorter. */
const MAX_LEVELS = 1000;

/**
 * Lower is more promising: a face-down card counts 20, a face-up card lying on face-down ones 4
 * (it must move before they turn over), a card up −3, a card in the stock and waste 1. (Other
 * weights tried won the same hard deals or fewer: bench/RESULTS.md.)
 */
function promise(position: Position): number {
  let faceDown = 0;
  let onFaceDown = 0;
  for (let c = 0; c < position.columnCount; c++) {
    const down = position.faceDownCounts[c]!;
    faceDown += down;
    if (down > 0) onFaceDown += position.heights[c]! - down;
  }
  const up = position.foundation[0]! + position.foundation[1]! + position.foundation[2]! + position.foundation[3]!;
  return 20 * faceDown + 4 * onFaceDown - 3 * up + position.deckLength;
}

export function beamSearch(state: KlondikeState, width: number, budget: Spending): BeamOutcome {
  const game = new KlondikeBeam(state);
  try {
    if (game.isWon()) return wonLine(state, []);
    const result = search(game, { width, maxDepth: MAX_LEVELS, seen: new SeenSet(SEEN_LOG2), budget });
    if (typeof result === 'string') return result === 'stopped' ? 'stopped' : 'exhausted';
    return wonLine(state, result.line);
  } finally {
    game.release();
  }
}

/** The moves of moves.ts (waste first), each followed by the safe cards; one bucket; the key's two hashes. */
class KlondikeBeam implements BeamRules {
  readonly savedSize: number;
  readonly moveList = new Int32Array(MAX_MOVES);
  private readonly work: Position;

  constructor(state: KlondikeState) {
    this.work = new Position(state);
    playSafeMoves(this.work);
    this.savedSize = this.work.snapshotBytes;
  }

  /** Whether the work position is won, or plays itself to a win. */
  isWon(): boolean {
    return this.work.isWon() || playsItself(this.work);
  }

  release(): void {
    this.work.release();
  }

  save(saved: Uint8Array): void {
    this.work.saveTo(saved, 0);
  }

  load(saved: Uint8Array): void {
    this.work.loadFrom(saved, 0);
  }

  hash(out: Uint32Array): void {
    const key = this.work.key();
    out[0] = firstHash(key);
    out[1] = secondHash(key);
  }

  moves(): number {
    return generateMoves(this.work, this.moveList, -1, -1, Order.WasteFirst);
  }

  meet(move: number, out: Uint32Array): boolean {
    this.play(move);
    if (this.isWon()) return true;
    this.hash(out);
    return false;
  }

  rank(): number {
    return promise(this.work);
  }

  bucket(): number {
    return 0;
  }

  play(move: number): void {
    applyMove(this.work, move);
    playSafeMoves(this.work);
  }

  leave(): void {
    this.work.undoTo(0);
  }
}

/** FNV-1a over the key's words. */
function firstHash(key: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < KEY_WORDS; i++) h = Math.imul(h ^ key[i]!, 0x01000193);
  return h >>> 0;
}

/** Murmur3's, as the exact tables hash their keys; FNV-1a above is independent of it. */
function secondHash(key: Uint32Array): number {
  return hashKey(key, KEY_WORDS) >>> 0;
}

/** The game from `state` along `line` (safe cards put up after each move), then to the end: a won position whose log is the line. */
function wonLine(state: KlondikeState, line: number[]): Position {
  const position = new Position(state);
  playSafeMoves(position);
  for (const move of line) {
    applyMove(position, move);
    playSafeMoves(position);
  }
  finish(position);
  return position;
}

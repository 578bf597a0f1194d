// Moves as they are saved: one short word per move, separated by spaces, so a long game's save
// stays small (about 5 bytes a move instead of 90 as JSON objects) and is written in a few
// milliseconds. `d` is a deal from the stock, `r` a recycle of the waste, and a card move names
// its piles by letter and index, from then to, with `x` and the number of cards when more than
// one: `t3f0` (tableau 4 to foundation 1), `w0t6`, `t2t7x3`, `t1c0` (to free cell 1), `e0t2` (from the reserve).
import type { Move, PileKind, PileRef } from '../engine/types.js';

const LETTER: Record<PileKind, string> = { tableau: 't', waste: 'w', foundation: 'f', cell: 'c', reserve: 'e' };
const PILE: Record<string, PileKind> = { t: 'tableau', w: 'waste', f: 'foundation', c: 'cell', e: 'reserve' };

/** Indexes and counts are small whole numbers; anything longer is not a move of any game here. */
const WORD = /^(?:d|r|([twfce])(0|[1-9]\d{0,3})([twfce])(0|[1-9]\d{0,3})(?:x([2-9]|[1-9]\d{1,3}))?)$/;

function pileWord(ref: PileRef): string {
  return `${LETTER[ref.pile]}${ref.index}`;
}

export function moveWord(move: Move): string {
  if (move.type !== 'move') return move.type === 'deal' ? 'd' : 'r';
  return `${pileWord(move.from)}${pileWord(move.to)}${move.count === 1 ? '' : `x${move.count}`}`;
}

export function encodeMoves(moves: readonly Move[]): string {
  return moves.map(moveWord).join(' ');
}

const CHUNK = 256;

/**
 * encodeMoves for a list saved again and again as it grows and shrinks by a move (a session's
 * moves: each version shares its move objects with the one before). The text of each full chunk
 * of CHUNK moves is kept and used again while the list holds the very same move objects there,
 * so a save of a long game encodes the last few hundred moves, not all of them (bench/RESULTS.md).
 */
export class MoveTextCache {
  private moves: readonly Move[] = [];
  private chunks: string[] = [];

  encode(moves: readonly Move[]): string {
    const parts: string[] = [];
    let start = 0;
    for (; start + CHUNK <= moves.length; start += CHUNK) {
      const index = start / CHUNK;
      parts.push(this.sameChunk(moves, start) ? this.chunks[index]! : encodeMoves(moves.slice(start, start + CHUNK)));
    }
    this.chunks = parts.slice();
    this.moves = moves;
    if (start < moves.length) parts.push(encodeMoves(moves.slice(start)));
    return parts.join(' ');
  }

  private sameChunk(moves: readonly Move[], start: number): boolean {
    if (start / CHUNK >= this.chunks.length) return false;
    for (let i = start; i < start + CHUNK; i++) if (moves[i] !== this.moves[i]) return false;
    return true;
  }
}

function parseWord(word: string): Move | undefined {
  const match = WORD.exec(word);
  if (!match) return undefined;
  if (word === 'd') return { type: 'deal' };
  if (word === 'r') return { type: 'recycle' };
  const [, from, fromIndex, to, toIndex, count] = match;
  return {
    type: 'move',
    from: { pile: PILE[from!]!, index: Number(fromIndex) },
    to: { pile: PILE[to!]!, index: Number(toIndex) },
    count: count === undefined ? 1 : Number(count),
  };
}

/** How many moves a saved text names, counted without reading them (so a text too long is refused first). */
export function movesInText(text: string): number {
  if (text === '') return 0;
  let count = 1;
  for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) count++;
  return count;
}

function copyMove(move: Move): Move {
  return move.type === 'move' ? { ...move, from: { ...move.from }, to: { ...move.to } } : { ...move };
}

/**
 * The moves a saved text names, or undefined when any word is not a move. A game uses a few
 * hundred different words, so each is parsed once and copied after: a long save loads faster so,
 * without the optimising compiler, which the game starts without.
 */
export function decodeMoves(text: string): Move[] | undefined {
  if (text === '') return [];
  const parsed = new Map<string, Move>();
  const moves: Move[] = [];
  for (const word of text.split(' ')) {
    let move = parsed.get(word);
    if (move === undefined) {
      move = parseWord(word);
      if (move === undefined) return undefined;
      parsed.set(word, move);
    }
    moves.push(copyMove(move));
  }
  return moves;
}

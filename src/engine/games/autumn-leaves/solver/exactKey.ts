// Autumn Leaves' exact position keys, for the tables of positions already searched (the staged
// search's, and levels.ts's): the stock cards left, each column's height and face-down count, and
// its cards. Two positions share a key only when they hold the same cards in the same places, face
// down alike, with as many stock cards left (the stock's order is the deal's, so it need not be in
// the key). Once the stock is empty the columns are taken in sorted order: the rules
// treat every column alike, and only deals tell them apart.
import { COLUMNS } from '../rules.js';
import { DECK, type Position } from './position.js';

/** Words of an exact key: stock left, one byte per column (height and face-down cards), then the cards. */
export const EXACT_KEY_WORDS = Math.ceil((1 + COLUMNS + DECK) / 4);

const keyBytes = new Uint8Array(EXACT_KEY_WORDS * 4);
const keyWords = new Uint32Array(keyBytes.buffer);
const order = new Int8Array(COLUMNS);

/**
 * Writes the position's exact key into `out` (EXACT_KEY_WORDS long). Face-down cards are always
 * the bottom cards of their column (only face-up cards move, and nothing is put on a face-down
 * card), so their number says which they are.
 */
export function exactKeyInto(position: Position, out: Uint32Array): void {
  for (let c = 0; c < COLUMNS; c++) order[c] = c;
  if (position.stockLeft === 0) {
    for (let i = 1; i < COLUMNS; i++) {
      const c = order[i]!;
      let at = i;
      while (at > 0 && compareColumns(position, order[at - 1]!, c) > 0) {
        order[at] = order[at - 1]!;
        at--;
      }
      order[at] = c;
    }
  }
  keyBytes.fill(0);
  keyBytes[0] = position.stockLeft;
  let at = 1 + COLUMNS;
  for (let i = 0; i < COLUMNS; i++) {
    const c = order[i]!;
    const height = position.height(c);
    keyBytes[1 + i] = height | (faceDownCount(position, c) << 6);
    for (let j = 0; j < height; j++) keyBytes[at++] = position.at(c, j) + 1;
  }
  out.set(keyWords);
}

/** Makes `position` (one of the same deal: the stock's order is not in the key) the position `key` names. */
export function loadExactKey(position: Position, key: Uint32Array): void {
  const bytes = new Uint8Array(key.buffer, key.byteOffset, EXACT_KEY_WORDS * 4);
  position.stockLeft = bytes[0]!;
  position.faceDown.fill(0);
  let at = 1 + COLUMNS;
  for (let c = 0; c < COLUMNS; c++) {
    const height = bytes[1 + c]! & 63;
    const faceDown = bytes[1 + c]! >> 6;
    position.heights[c] = height;
    for (let i = 0; i < height; i++) {
      const id = bytes[at++]! - 1;
      position.cards[c * DECK + i] = id;
      if (i < faceDown) position.faceDown[id] = 1;
    }
  }
}

function faceDownCount(position: Position, column: number): number {
  let count = 0;
  while (count < position.height(column) && position.isFaceDown(position.at(column, count))) count++;
  return count;
}

/** Orders columns by height, then face-down count, then cards bottom up. */
function compareColumns(position: Position, a: number, b: number): number {
  const ha = position.height(a);
  const hb = position.height(b);
  if (ha !== hb) return ha - hb;
  const fa = faceDownCount(position, a);
  const fb = faceDownCount(position, b);
  if (fa !== fb) return fa - fb;
  for (let i = 0; i < ha; i++) {
    const diff = position.at(a, i) - position.at(b, i);
    if (diff !== 0) return diff;
  }
  return 0;
}

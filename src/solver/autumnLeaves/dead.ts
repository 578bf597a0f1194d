// Dead positions: once the stock is empty and no column is empty, a win needs some column to be
// emptied first (a won game has two empty columns), and until then every move puts a run onto a
// higher card of its suit. `noColumnCanEmpty` over-estimates what such play could ever clear; when
// even that clears no column, the position is lost.
import { COLUMNS } from '../../engine/autumnLeaves.js';
import { DECK, Position, RANKS } from './position.js';

/**
 * True when no column can ever be emptied by moves onto higher cards of the same suit.
 *
 * Why it is sound: a card z leaves its column only as the base of a run or inside one whose base b
 * is at or below z, onto a card w > b ≥ z of the same suit that is then the top of another
 * column. So w can become a top ("exposable") and w does not lie below z in z's column (a card
 * under z cannot be a top while z is above it). A card is exposable only when every card above it
 * can leave. The least fixpoint of
 *   removable(z) ⇐ some exposable w > z of z's suit not below z in z's column,
 *   exposable(x) ⇐ x is a top, or every card above x is removable,
 * contains every card that real play can ever move or expose (each real step satisfies these
 * rules), and a column is emptied only when all its cards leave.
 */
export function noColumnCanEmpty(position: Position): boolean {
  const column = new Int8Array(DECK);
  const depth = new Int8Array(DECK);
  for (let c = 0; c < COLUMNS; c++) {
    for (let i = 0; i < position.height(c); i++) {
      const id = position.at(c, i);
      column[id] = c;
      depth[id] = i;
    }
  }
  const exposable = new Uint8Array(DECK);
  const removable = new Uint8Array(DECK);
  for (let c = 0; c < COLUMNS; c++) if (position.height(c) > 0) exposable[position.top(c)] = 1;
  for (let changed = true; changed; ) {
    changed = false;
    for (let z = 0; z < DECK; z++) {
      if (removable[z]) continue;
      const king = z - (z % RANKS) + RANKS - 1;
      for (let w = z + 1; w <= king; w++) {
        if (exposable[w] && !(column[w] === column[z] && depth[w]! < depth[z]!)) {
          removable[z] = 1;
          changed = true;
          break;
        }
      }
    }
    for (let c = 0; c < COLUMNS; c++) {
      for (let i = position.height(c) - 2; i >= 0 && removable[position.at(c, i + 1)]; i--) {
        const id = position.at(c, i);
        if (!exposable[id]) {
          exposable[id] = 1;
          changed = true;
        }
      }
    }
  }
  for (let c = 0; c < COLUMNS; c++) {
    let all = true;
    for (let i = 0; i < position.height(c) && all; i++) all = removable[position.at(c, i)] === 1;
    if (all) return false;
  }
  return true;
}

/** Lost for certain: the stock is empty, no column is empty, and none can ever be emptied. */
export function isDead(position: Position): boolean {
  if (position.stockLeft !== 0) return false;
  for (let c = 0; c < COLUMNS; c++) if (position.height(c) === 0) return false;
  return noColumnCanEmpty(position);
}

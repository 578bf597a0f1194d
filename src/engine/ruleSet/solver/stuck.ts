// A proof that a position is lost, without searching it, where cards go up one by one onto
// foundations of one deck from the ace and a column card can go nowhere but onto another column
// or up (no free cell or hole; an empty column takes a king at most): zones of columns, each from
// the column's bottom up to a card that lies on the card below it in suit, none of whose cards can
// ever head a move while the zones stay as they are. Why this is sound: docs/solver.md
// ("Rule-set games", rule 12).
import { KING } from '../../cards/cards.js';
import { FACE_DOWN, isRedCode, rankOfCode, suitOfCode } from './cards.js';
import type { Position } from './position.js';
import type { Shape } from './shape.js';

/** Whether the rule set's positions are checked for such a stretch. */
export function checksStuck(s: Shape): boolean {
  return (
    s.foundations === 4 && s.baseRank === 1 && !s.foundationWrap && !s.cardsComeBack && !s.completeRuns &&
    s.cells === 0 && !s.hole && !s.wrap && s.build !== 'none' && (s.empty === 'kings' || s.empty === 'none') &&
    s.copies.every((n) => n <= 1)
  );
}

/** Each column card's column and height (−1: not in a column), filled for each position read. */
const columnOf = new Int8Array(64);
const heightOf = new Int8Array(64);
/** Each column's zone: its cards below this height never become its top (0: no zone). */
let zoneTop = new Int8Array(0);

/**
 * Whether some column holds a zone of two cards or more: the greatest zones are found by starting
 * each column's at its top card and lowering it until every card in it holds (shrunk), over and
 * over, as one zone's lowering can undo what held another's.
 */
export function isStuck(position: Position): boolean {
  const s = position.shape;
  const { cards, heights } = position;
  if (zoneTop.length < s.columns) zoneTop = new Int8Array(s.columns);
  columnOf.fill(-1);
  for (let c = 0; c < s.columns; c++) {
    const h = heights[c]!;
    for (let i = 0; i < h; i++) {
      const code = cards[c * s.stride + i]! & 63;
      columnOf[code] = c;
      heightOf[code] = i;
    }
    zoneTop[c] = h - 1;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let c = 0; c < s.columns; c++) {
      const t = shrunk(position, c, zoneTop[c]!);
      if (t !== zoneTop[c]) {
        zoneTop[c] = t;
        changed = true;
      }
    }
  }
  for (let c = 0; c < s.columns; c++) if (zoneTop[c]! >= 1) return true;
  return false;
}

/**
 * Column c's zone top, lowered from t until each card of the zone at heights 1 … t holds: its top
 * as `tops` says, each face-up card under it when every card it could be built on is up, covered,
 * or in the zone itself (face-down ones under the top never turn up while the zone stands).
 */
function shrunk(position: Position, c: number, t: number): number {
  const base = c * position.shape.stride;
  for (let i = 1; i <= t; i++) {
    const card = position.cards[base + i]!;
    if (i < t ? card & FACE_DOWN || everyParentHeld(position, card & 63, c, t) : tops(position, card & 63)) continue;
    // The zone ends below the card; the cards under the new top are read again.
    t = i - 1;
    i = 0;
  }
  return t < 1 ? 0 : t;
}

/** Whether a card never becomes a column's top card: it lies under a zone's top. */
function covered(code: number): boolean {
  const c = columnOf[code]!;
  return c >= 0 && heightOf[code]! < zoneTop[c]!;
}

/** Whether a zone's top card never heads a move: every card it could be built on is up or covered, and so is the card below it in suit. */
function tops(position: Position, card: number): boolean {
  return rankOfCode(card) > 1 && covered(card - 1) && everyParentHeld(position, card, -1, 0);
}

/**
 * Whether every card `card` could be built on is up, covered, or in column c at height t or below
 * (c = −1: none); false for a king an empty column takes.
 */
function everyParentHeld(position: Position, card: number, c: number, t: number): boolean {
  const s = position.shape;
  const rank = rankOfCode(card);
  if (rank === KING) return s.empty === 'none';
  const suit = suitOfCode(card);
  const red = isRedCode(card);
  for (let x = 0; x < 4; x++) {
    const xRed = x === 1 || x === 2;
    if (s.build === 'suit' ? x !== suit : s.build === 'alternate-colours' ? xRed === red : false) continue;
    // The card one rank up of suit x: up when its foundation holds it.
    if (position.vals[x]! > rank) continue;
    const code = x * 13 + rank;
    if (!covered(code) && !(columnOf[code] === c && heightOf[code]! <= t)) return false;
  }
  return true;
}

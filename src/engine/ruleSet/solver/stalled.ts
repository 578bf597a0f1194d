// A proof that a position is lost, without searching it, where an emptied column is filled at
// once from a stacked reserve and column cards leave only from the top or as a whole pile: the
// cards that may ever go up or be a column's top card, found as a fixpoint that lets every card
// of the stock and waste come at any time, while the reserve's cards leave from the top; when
// one of them can never leave, the reserve is never cleared and the game never won. Why this is
// sound: docs/solver.md ("Rule-set games", rule 14).
import { NONE, rankOfCode, suitOfCode } from './cards.js';
import type { Position } from './position.js';
import type { Shape } from './shape.js';

/** Whether the rule set's positions are checked for a reserve that can never be cleared. */
export function checksStalled(s: Shape): boolean {
  return (
    s.foundations === 4 && (s.foundationWrap || s.baseRank === 1) && !s.cardsComeBack && !s.completeRuns && !s.hole &&
    s.cells === 0 && s.reservePiles === 1 && s.reserveStacked && s.empty === 'reserve' && s.build !== 'none' &&
    (s.group === 'one' || s.group === 'whole-pile' || s.group === 'top-or-whole-pile') &&
    (s.stockTo === 'waste' || s.stockTo === 'none') && s.copies.every((n) => n <= 1)
  );
}

const IN_DECK = 1;
const IN_COLUMN = 2;
/** Where each card is (0: up or in the reserve), and, for a column card, its column and height. */
const place = new Uint8Array(52);
const columnOf = new Int8Array(52);
const heightOf = new Int16Array(52);
/** 1 for a card that may be a column's top card at some time before the reserve card looked at leaves. */
const mayTop = new Uint8Array(52);
/** Each suit's cards up or that may go up, counted from the base rank (the foundation's count and on). */
const upTo = new Uint8Array(4);
/** Each column's bottom card. */
const bottomOf = new Uint8Array(64);
/** The reserve cards that must fill a column, in turn. */
const fillers = new Uint8Array(52);

/**
 * The cards each card may be built on in a column (its parents), and the cards that may be built
 * on it (its children): four slots a card, NONE-filled, read from the build rule once per shape.
 */
interface Links {
  parents: Uint8Array;
  children: Uint8Array;
}
const linksOf = new WeakMap<Shape, Links>();

function links(s: Shape): Links {
  let found = linksOf.get(s);
  if (found) return found;
  found = { parents: new Uint8Array(52 * 4).fill(NONE), children: new Uint8Array(52 * 4).fill(NONE) };
  const parentCount = new Uint8Array(52);
  const childCount = new Uint8Array(52);
  // In the order of the codes, so each card's parents and children come suit by suit.
  for (let parent = 0; parent < 52; parent++) {
    for (let card = 0; card < 52; card++) {
      if (s.fits[(parent << 8) | card] !== 1) continue;
      found.parents[card * 4 + parentCount[card]!++] = parent;
      found.children[parent * 4 + childCount[parent]!++] = card;
    }
  }
  linksOf.set(s, found);
  return found;
}

/** The links of the shape read last (a search reads one shape). */
let linkedShape: Shape | undefined;
let parentTable: Uint8Array = new Uint8Array(0);
let childTable: Uint8Array = new Uint8Array(0);

/** Whether some card `card` may be built on may be a column's top, other than `not`. */
function parentMayTop(card: number, not: number): boolean {
  for (let i = card * 4; i < card * 4 + 4; i++) {
    const p = parentTable[i]!;
    if (p === NONE) return false;
    if (p !== not && mayTop[p]) return true;
  }
  return false;
}

/** Whether a card is up or may go up. */
function mayGoUp(s: Shape, card: number): boolean {
  return (rankOfCode(card) - s.baseRank + 13) % 13 < upTo[suitOfCode(card)]!;
}

/** Whether a card may leave a column from its bottom, or fill one and leave again: up, or onto a card that may be a top. */
function mayLeave(s: Shape, card: number): boolean {
  return parentMayTop(card, -1) || (mayTop[card] === 1 && mayGoUp(s, card));
}

/** Cards whose mayTop or up is new, still to look at. */
const queue = new Uint8Array(128);
let queued = 0;

function setTop(card: number): void {
  if (mayTop[card]) return;
  mayTop[card] = 1;
  queue[queued++] = card;
}

/** The card under a column card that now may leave (up, or onto a card that may be a top) may become a top. */
function uncover(position: Position, card: number): void {
  if (place[card] !== IN_COLUMN || heightOf[card] === 0 || !mayTop[card]) return;
  const below = position.cardAt(columnOf[card]!, heightOf[card]! - 1) & 63;
  if (!mayTop[below] && (mayGoUp(position.shape, card) || parentMayTop(card, below))) setTop(below);
}

/** Lets the suit's foundation take its next cards while each may be played: from the stock or waste, as a top, or as `reserveTop`. */
function advance(position: Position, suit: number, reserveTop: number): void {
  const base = position.shape.baseRank - 1;
  while (upTo[suit]! < 13) {
    const next = suit * 13 + ((base + upTo[suit]!) % 13);
    if (place[next] !== IN_DECK && !mayTop[next] && next !== reserveTop) return;
    upTo[suit]!++;
    uncover(position, next);
  }
}

/**
 * Adds every card that may go up, or become a top, following each card newly a top: a stock or
 * waste card may become a top once a card it goes on may be; a column card once the card on it
 * may be a top and may leave (up, or onto another card that may be a top); a suit's next card may
 * go up from the stock or waste, as a top, or as `reserveTop`.
 */
function close(position: Position, reserveTop: number): void {
  while (queued > 0) {
    const card = queue[--queued]!;
    // The cards that go on it: from the stock or waste, or off the column card they lie on.
    for (let i = card * 4; i < card * 4 + 4; i++) {
      const child = childTable[i]!;
      if (child === NONE) break;
      if (place[child] === IN_DECK) setTop(child);
      else uncover(position, child);
    }
    uncover(position, card);
    advance(position, suitOfCode(card), reserveTop);
  }
}

/**
 * True when the reserve can never be cleared: taking its cards from the top, one of them can
 * neither go up, nor go onto a card that may then be a top, nor fill a column that may empty
 * before it, however the columns, the stock and the waste and the foundations are played.
 */
export function isStalled(position: Position): boolean {
  const s = position.shape;
  const { heights, cards } = position;
  const stride = s.stride;
  const reserve = s.reserveStart * stride;
  const k = heights[s.reserveStart]!;
  if (k === 0) return false;
  if (s !== linkedShape) {
    const table = links(s);
    parentTable = table.parents;
    childTable = table.children;
    linkedShape = s;
  }
  place.fill(0);
  mayTop.fill(0);
  queued = 0;
  for (let c = 0; c < s.columns; c++) {
    const h = heights[c]!;
    if (h === 0) return false;
    const base = c * stride;
    for (let i = 0; i < h; i++) {
      const code = cards[base + i]! & 63;
      place[code] = IN_COLUMN;
      columnOf[code] = c;
      heightOf[code] = i;
    }
    bottomOf[c] = cards[base]! & 63;
    setTop(cards[base + h - 1]! & 63);
  }
  if (s.waste >= 0) for (let i = s.waste * stride, end = i + heights[s.waste]!; i < end; i++) place[cards[i]! & 63] = IN_DECK;
  if (s.stock >= 0) for (let i = s.stock * stride, end = i + heights[s.stock]!; i < end; i++) place[cards[i]! & 63] = IN_DECK;
  for (let f = 0; f < 4; f++) upTo[f] = position.vals[f]!;
  for (let f = 0; f < 4; f++) advance(position, f, -1);
  // The reserve's cards in turn, from the top: each up, onto a card that may be a top, or into a
  // column emptied before it leaves; a card that can do neither of the first two must fill. Each
  // emptying takes one reserve card, and is a bottom card leaving (up, or onto a card that may be
  // a top): a column's bottom now, or a reserve card that filled a column, each at most once. So
  // the cards that must fill, less those of them that may leave again, are at most the bottoms
  // now that may leave.
  let mustFill = 0;
  for (let n = 0; n < k; n++) {
    const card = cards[reserve + k - 1 - n]! & 63;
    advance(position, suitOfCode(card), card);
    close(position, card);
    if (!mayGoUp(s, card) && !parentMayTop(card, -1)) {
      let bottoms = 0;
      for (let c = 0; c < s.columns; c++) if (mayLeave(s, bottomOf[c]!)) bottoms++;
      let stay = 1;
      for (let i = 0; i < mustFill; i++) if (!mayLeave(s, fillers[i]!)) stay++;
      if (stay > bottoms) return true;
      fillers[mustFill++] = card;
    }
    setTop(card);
  }
  return false;
}

// What fits where under a rule set's knobs: a card on a column's last card (the build), which
// groups leave a column together (the group rule and the room to move them), what an empty
// column takes, and the next card of a foundation or of the hole.
import { isRed, SUITS, topCard, type Card } from '../cards/cards.js';
import type { Knobs } from './knobs.js';
import type { RuleSetState } from './state.js';

/** Whether `lower` is one rank below `higher` as a column builds (an ace below a king when it wraps). */
export function rankBelow(k: Knobs, higher: Card, lower: Card): boolean {
  return higher.rank === lower.rank + 1 || (k.tableauWrap && higher.rank === 1 && lower.rank === 13);
}

/** Whether `above` may lie on the face-up `below` by the column's build rule. */
export function buildsOn(k: Knobs, below: Card, above: Card): boolean {
  if (k.build === 'none' || !rankBelow(k, below, above)) return false;
  if (k.build === 'alternate-colours') return isRed(below.suit) !== isRed(above.suit);
  if (k.build === 'suit') return below.suit === above.suit;
  return true;
}

/** How many face-up cards at the end of the column are joined, each pair by `joined`. */
function topRun(column: readonly Card[], joined: (below: Card, above: Card) => boolean): number {
  const n = column.length;
  if (n === 0 || !column[n - 1]!.faceUp) return 0;
  let length = 1;
  for (let i = n - 2; i >= 0 && column[i]!.faceUp && joined(column[i]!, column[i + 1]!); i--) length++;
  return length;
}

/** The face-up cards at the end of a column. */
function faceUpCount(column: readonly Card[]): number {
  return topRun(column, () => true);
}

/** The end of the column that is one run descending in one suit. */
function suitRunLength(k: Knobs, column: readonly Card[]): number {
  return topRun(column, (below, above) => below.suit === above.suit && rankBelow(k, below, above));
}

/**
 * The numbers of cards that may leave the end of the column together by the group rule (before
 * the room to move them is counted), smallest first; [] when none may.
 */
export function groupCounts(k: Knobs, column: readonly Card[]): number[] {
  const n = column.length;
  const up = faceUpCount(column);
  if (up === 0) return [];
  const upTo = (m: number) => Array.from({ length: m }, (_, i) => i + 1);
  switch (k.group) {
    case 'one':
      return [1];
    case 'build-run':
      return upTo(topRun(column, (below, above) => buildsOn(k, below, above)));
    case 'suit-run':
      return upTo(suitRunLength(k, column));
    case 'any-face-up':
      return upTo(up);
    case 'whole-pile':
      return up === n ? [n] : [];
    case 'top-or-whole-pile':
      return up === n && n > 1 ? [1, n] : [1];
  }
}

/** The most cards the group rule lets leave the end of the column together (0: none). */
export function maxGroup(k: Knobs, column: readonly Card[]): number {
  const n = column.length;
  const up = faceUpCount(column);
  if (up === 0) return 0;
  switch (k.group) {
    case 'one':
      return 1;
    case 'build-run':
      return topRun(column, (below, above) => buildsOn(k, below, above));
    case 'suit-run':
      return suitRunLength(k, column);
    case 'any-face-up':
      return up;
    case 'whole-pile':
      return up === n ? n : 0;
    case 'top-or-whole-pile':
      return up === n ? n : 1;
  }
}

/** Whether the group rule lets the last `count` cards of the column leave it together (the room aside). */
export function groupAllows(k: Knobs, column: readonly Card[], count: number): boolean {
  const most = maxGroup(k, column);
  if (k.group === 'whole-pile') return count === most;
  if (k.group === 'top-or-whole-pile') return count === 1 || count === most;
  return count >= 1 && count <= most;
}

/** Whether an empty column would take any card (so it counts as room to move a group through). */
function emptyTakesAny(k: Knobs, state: RuleSetState): boolean {
  return k.empty === 'any' || (k.empty === 'reserve' && reserveCards(state) === 0);
}

export function reserveCards(state: RuleSetState): number {
  let n = 0;
  for (const pile of state.reserve) n += pile.length;
  return n;
}

export function emptyCellCount(state: RuleSetState): number {
  let n = 0;
  for (const cell of state.cells) if (cell.length === 0) n++;
  return n;
}

/**
 * The most cards that move together onto a column when groups are limited by room: (f + 1) × 2^e,
 * f the empty free cells, e the empty columns that take any card, the target not among them.
 * Infinity when groups are not limited.
 */
export function groupLimit(k: Knobs, state: RuleSetState, toEmptyColumn: boolean): number {
  if (!k.limitGroupsBySpace) return Infinity;
  return (emptyCellCount(state) + 1) * 2 ** roomColumns(k, state, toEmptyColumn);
}

/** The empty columns a group may move through: those that take any card, the target not among them. */
export function roomColumns(k: Knobs, state: RuleSetState, toEmptyColumn: boolean): number {
  let e = 0;
  if (emptyTakesAny(k, state)) for (const column of state.tableau) if (column.length === 0) e++;
  return toEmptyColumn && e > 0 ? e - 1 : e;
}

/** Whether an empty column takes a group whose first card is `card`. */
export function emptyTakes(k: Knobs, state: RuleSetState, card: Card): boolean {
  switch (k.empty) {
    case 'any':
      return true;
    case 'kings':
      return card.rank === 13;
    case 'none':
      return false;
    case 'reserve':
      return reserveCards(state) === 0;
  }
}

/** Whether the column takes a group whose first card is `card` (the room aside). */
export function columnTakes(k: Knobs, state: RuleSetState, column: readonly Card[], card: Card): boolean {
  const top = topCard(column);
  if (top === undefined) return emptyTakes(k, state, card);
  return top.faceUp && buildsOn(k, top, card);
}

/** The rank after `rank` on a foundation, or undefined after the king when it does not wrap. */
export function nextFoundationRank(k: Knobs, rank: number): number | undefined {
  if (rank < 13) return rank + 1;
  return k.foundationWrap ? 1 : undefined;
}

/** Whether foundation `index` (of suit SUITS[index % 4]) takes `card` next. */
export function foundationTakes(k: Knobs, state: RuleSetState, index: number, card: Card): boolean {
  const pile = state.foundations[index];
  if (!pile || SUITS[index % 4] !== card.suit || pile.length >= 13) return false;
  const top = topCard(pile);
  return card.rank === (top === undefined ? state.baseRank : nextFoundationRank(k, top.rank));
}

/** Whether the hole takes `card`: one rank above or below its top card (king and ace when it wraps). */
export function holeTakes(k: Knobs, state: RuleSetState, card: Card): boolean {
  const top = topCard(state.foundations[0] ?? []);
  if (top === undefined) return true;
  const gap = Math.abs(top.rank - card.rank);
  return gap === 1 || (k.holeWrap && gap === 12);
}

/** A card's place in its foundation's order: 0 for the base rank, 12 for the last card. */
export function foundationPlace(state: RuleSetState, rank: number): number {
  return (rank - state.baseRank + 13) % 13;
}

// Playing up cards that no move can ever need again, before the search looks at a position: rule 3
// (nothing can be built on the card any more), rule 13 (what could be would go up itself) and,
// where foundation cards may come back, rule 15 (nothing that could ever come to lie on the card,
// or on the cards of its suit beneath it, is left in play). The conditions, and why they lose no
// win, are in docs/solver.md ("Rule-set games", rules 3, 13 and 15).
import { FACE_DOWN, rankBelow, rankOfCode } from './cards.js';
import { applyMove, encodeMove, foundationFor, nextReservePile, TO_FOUNDATION } from './moves.js';
import type { Position } from './position.js';
import type { Shape } from './shape.js';

/** Whether the rule set lets the solver play safe cards up at all. */
export function playsSafeCards(shape: Shape): boolean {
  if (shape.cardsComeBack) return comesBackSafely(shape);
  return shape.foundations > 0 && !shape.completeRuns;
}

/**
 * Whether rule 15 holds where foundation cards come back: one whole deck on four foundations from
 * the ace, no corner turned, and groups that move as builds or in suit.
 */
function comesBackSafely(s: Shape): boolean {
  return (
    s.foundations === 4 && s.deckSize === 52 && s.oneDeck && s.baseRank === 1 && !s.foundationWrap && !s.wrap && !s.completeRuns &&
    (s.group === 'one' || s.group === 'build-run' || s.group === 'suit-run')
  );
}

/**
 * For each card (its code), the foundation count each suit needs before rule 15 lets it go up: the
 * highest rank of that suit among the cards that could come to lie on it or on a card of its suit
 * below it, directly or on one another (its reach), read once per build from the fits table.
 */
const reachNeeds = new WeakMap<Uint8Array, Uint8Array>();

function needsOf(fits: Uint8Array): Uint8Array {
  let needs = reachNeeds.get(fits);
  if (needs) return needs;
  needs = new Uint8Array(52 * 4);
  for (let card = 0; card < 52; card++) {
    const suit = (card / 13) | 0;
    const reach = new Uint8Array(52);
    const todo: number[] = [];
    for (let code = suit * 13; code <= card; code++) {
      reach[code] = 1;
      todo.push(code);
    }
    while (todo.length > 0) {
      const below = todo.pop()!;
      for (let above = 0; above < 52; above++) {
        if (reach[above] === 0 && fits[(below << 8) | above] === 1) {
          reach[above] = 1;
          todo.push(above);
        }
      }
    }
    for (let code = 0; code < 52; code++) {
      const x = (code / 13) | 0;
      if (reach[code] === 1 && code !== card) needs[card * 4 + x] = Math.max(needs[card * 4 + x]!, rankOfCode(code));
    }
  }
  reachNeeds.set(fits, needs);
  return needs;
}

/** Rule 15: whether every card of `card`'s reach but itself is up (foundation i holds suit i). */
function reachIsUp(position: Position, card: number): boolean {
  const needs = needsOf(position.shape.fits);
  for (let x = 0; x < 4; x++) if (position.vals[x]! < needs[card * 4 + x]!) return false;
  return true;
}

/** How many copies of a card (its code, 0–51) lie on the foundations. */
function copiesUp(position: Position, code: number): number {
  const s = position.shape;
  const rank = rankOfCode(code);
  const suit = (code / 13) | 0;
  let up = 0;
  for (let f = suit; f < s.foundations; f += 4) if ((rank - s.baseRank + 13) % 13 < position.vals[f]!) up++;
  return up;
}

/**
 * The card of suit x that could be built on `card` in a column (one rank below, of a suit the
 * build allows), or −1: none of that suit, or none at all (no build, or nothing below the rank).
 */
function childOfSuit(s: Shape, card: number, x: number): number {
  const below = rankBelow(rankOfCode(card), s.wrap);
  if (below === 0) return -1;
  const child = x * 13 + below - 1;
  return s.fits[(card << 8) | child] === 1 ? child : -1;
}

/** Whether every card that could ever be built on `card` in a column is on a foundation already. */
function nothingBuildsOn(position: Position, card: number): boolean {
  const s = position.shape;
  for (let x = 0; x < 4; x++) {
    const code = childOfSuit(s, card, x);
    if (code >= 0 && s.copies[code]! > copiesUp(position, code)) return false;
  }
  return true;
}

/**
 * Whether rule 13 may look past the cards that could be built on a card to what lies beyond them:
 * one deck, runs that move as builds or in suit (so nothing but a card's own build ever lies on it
 * in a group), and no stock still to deal onto the columns (a dealt card could bury it).
 */
function looksPastChildren(position: Position): boolean {
  const s = position.shape;
  return (
    s.oneDeck &&
    (s.group === 'one' || s.group === 'build-run' || s.group === 'suit-run') &&
    (s.stockTo !== 'columns' || position.heights[s.stock] === 0)
  );
}

/**
 * Rule 13: whether every card that could be built on `card` and is not up goes up itself the
 * moment it is free (its foundation takes it now) and has nothing that could be built on it left
 * (docs/solver.md: such a card is never needed on `card`, its foundation takes it instead).
 */
function childrenGoUp(position: Position, card: number): boolean {
  const s = position.shape;
  for (let x = 0; x < 4; x++) {
    const code = childOfSuit(s, card, x);
    if (code < 0 || s.copies[code] === 0 || copiesUp(position, code) > 0) continue;
    if (foundationFor(position, code) < 0 || !nothingBuildsOn(position, code)) return false;
  }
  return true;
}

/**
 * Which rule lets `card` go up as far as what could be built on it is concerned: 3 (nothing can be
 * built on it any more), 13 (what could be is never needed there), 15 (where foundation cards come
 * back: nothing that could ever lie on it or under it is in play), or 0 (none). `past`: the
 * rule set allows rule 13 here (looksPastChildren). Where the card lies is checked by the caller.
 */
export function safeRule(position: Position, card: number, past = looksPastChildren(position)): number {
  if (position.shape.cardsComeBack) return past && reachIsUp(position, card) ? 15 : 0;
  if (nothingBuildsOn(position, card)) return 3;
  return past && childrenGoUp(position, card) ? 13 : 0;
}

/** Whether taking the last card of column c away sets off an automatic move, or stops a deal. */
function emptyingMatters(position: Position, c: number): boolean {
  const s = position.shape;
  if (position.heights[c] !== 1) return false;
  if (s.empty === 'reserve' && nextReservePile(position) >= 0) return true;
  return s.stockTo === 'columns' && s.needsNoEmptyColumn && position.heights[s.stock]! > 0;
}

/**
 * Whether a card still to be dealt onto a column could need the column's last card to stay: where
 * a group is any face-up card with what lies on it (or a whole pile), a card dealt onto c moves
 * with c as one group, and without c it lies on the card below, which may not move as that group
 * did. So no column card is played up while the stock still deals to columns.
 */
function dealtOntoMatters(position: Position): boolean {
  const s = position.shape;
  return s.stockTo === 'columns' && s.group !== 'one' && s.group !== 'build-run' && s.group !== 'suit-run' && position.heights[s.stock]! > 0;
}

/**
 * Plays safe cards up until none is left, from the columns, the free cells, the reserve and (when
 * one card is turned at a time) the waste; tells `played` of each move.
 */
export function playSafeCards(position: Position, played: (move: number) => void): void {
  const s = position.shape;
  const wasteToo = s.waste >= 0 && s.draw === 1;
  const last = s.reserveStart + s.reservePiles;
  const past = looksPastChildren(position);
  for (let again = true; again; ) {
    again = false;
    for (let p = 0; p <= last; p++) {
      const pile = p === last ? (wasteToo ? s.waste : -1) : p;
      if (pile < 0 || position.heights[pile] === 0) continue;
      const card = position.topOf(pile);
      if (card & FACE_DOWN) continue;
      const f = foundationFor(position, card);
      if (f < 0 || safeRule(position, card, past) === 0) continue;
      if (pile < s.columns && (emptyingMatters(position, pile) || (s.group === 'whole-pile' && position.heights[pile]! > 1) || dealtOntoMatters(position))) continue;
      const move = encodeMove(TO_FOUNDATION, pile, f, 1);
      played(move);
      applyMove(position, move);
      again = true;
    }
  }
}

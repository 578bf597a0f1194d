// The solver's moves: which ones it tries from a position, in what order, and how they change the
// position. A move is one integer: kind | a << 3 | b << 10 | count << 16.
//
// The search only follows winning lines of a normal form; each rule below says why every winning
// line can be rewritten into it with no more foundation → column moves and no more moves (see
// solver.ts for how the rules combine into a proof):
// 1. No single draws or recycles: a waste card is played together with the draws that bring it up
//    (deckReach.ts).
// 2. While a card is safe to put up, that is the only move (safeToFoundation.ts).
// 3. A king (with its run) goes into an empty column only when it is not already its column's
//    bottom card (else the move just swaps two columns, and the key ignores column order), and
//    only into the first empty column (empty columns are interchangeable).
// 4. A foundation card is not taken down when it would then be safe to put straight up again: the
//    line from that position gives one from here with fewer take-downs (safeToFoundation.ts).
// 5. A run resting on a face-up card t (part of a column's run) moves only when t then goes
//    straight up, as one move. Why: it moves onto t′, the other card of t's rank and colour; until
//    t or t′ goes up, swapping what lies on t with what lies on t′ maps every later move to a legal
//    one (a card fits t exactly when it fits t′; a run moved from under t or t′ takes all above
//    it), so the move can wait until just before t or t′ goes up, where it (or the run on t′
//    moved onto t) uncovers the card going up.
// 6. A waiting card — one played from the waste onto a column (draw 1, unlimited passes, where
//    every stock card is always reachable) or taken down from a foundation — comes just before
//    the first move that needs it. Why: until some move involves that card, the moves in between
//    neither need it nor the place it took (only a move of it or onto it could), nor its absence
//    from the stock or the foundation (only taking down the card under it could), so it can be
//    played just before that move; if that move puts it up, or moves it (alone or under a run),
//    playing it later or not at all does as well. A move covers one card and takes down at most
//    one, so at most two cards wait for the same move. Hence the next move covers the waiting
//    card, or takes down the card under it, or is a second waiting card (a take-down, or after a
//    take-down a waste card) such that the move after it takes down the card under one of the
//    two onto the other — and then it must. The seen-table notes which positions were searched
//    under such a duty only, and searches them again when they come up free of it. So a waste
//    card (draw 1, unlimited passes) is not played where nothing can come next: the move after
//    it puts onto it one of the two cards that fit it — from the stock and waste, where played it
//    must be covered next in turn; from a column, where by rule 5 it moves only as the lowest
//    face-up card or with the card under it going straight up; or the top card of its foundation
//    taken down — or takes down the card above one of these from its foundation (to take that one
//    down onto it next). When neither of the two can, the position after the play has no move in
//    the normal form and is not searched (mayBeCovered).
// 7. A card (with its run) goes onto only one of the column tops it fits: these are the two cards
//    of the rank above and the other colour, twins for every rule but the foundations', and by the
//    swapping argument of rule 5 the two positions are equally good (what lies on one twin can
//    move onto the other just before either goes up).
// 8. A card just put up (with no safe card put up after it) is not taken straight back down. Why:
//    were that the first move of the best line from there (least ν, solver.ts), the same line
//    with the card moved, when it went up, straight to where it came down (or left where it was)
//    wins from the position before, with one take-down fewer — nothing else moved in between, so
//    the column it came down onto already had that top — and that position, which the search
//    has searched, had the smaller ν.
// The order is only a heuristic: cards up first, then runs that turn a face-down card over or
// empty a column (from the column with most face-down cards first) and cards from the waste (in
// either order: Order), then runs that free a card to go up, then cards taken down from a
// foundation.
import { buildsOn, KING_RANK, rankOf, RANKS, redOf, suitOf } from './cards.js';
import { reachableDeckCards } from './deckReach.js';
import type { Position } from './position.js';
import { isSafeToFoundation } from './safeToFoundation.js';

const Kind = {
  Run: 1,
  ColumnToFoundation: 2,
  FoundationToColumn: 3,
  DeckToColumn: 4,
  DeckToFoundation: 5,
  /** A run whose move uncovers a face-up card, and that card up to its foundation. */
  RunThenUp: 6,
} as const;

/**
 * The two orders of the search (solver.ts tries both): runs that turn a card over before cards
 * from the waste, or after. Each finds quickly many wins the other is slow to find.
 */
export const Order = { RunsFirst: 0, WasteFirst: 1 } as const;
export type Order = (typeof Order)[keyof typeof Order];

/** Room for every move of one position (runs, waste cards onto columns, foundation cards down). */
export const MAX_MOVES = 1024;

function encode(kind: number, a: number, b = 0, count = 0): number {
  return kind | (a << 3) | (b << 10) | (count << 16);
}

export function applyMove(position: Position, move: number): void {
  const a = (move >> 3) & 127;
  const b = (move >> 10) & 63;
  switch (move & 7) {
    case Kind.Run:
      position.moveRun(a, b, move >> 16);
      break;
    case Kind.ColumnToFoundation:
      position.columnToFoundation(a);
      break;
    case Kind.RunThenUp:
      position.moveRun(a, b, move >> 16);
      position.columnToFoundation(a);
      break;
    case Kind.FoundationToColumn:
      position.foundationToColumn(a, b);
      break;
    case Kind.DeckToColumn:
      position.deckToColumn(a >> 1, b, (a & 1) === 1);
      break;
    case Kind.DeckToFoundation:
      position.deckToFoundation(a >> 1, (a & 1) === 1);
      break;
  }
}

/**
 * Puts up every card that is safe to put up (from the columns; from the stock and waste too when
 * every card there can be reached at any time: draw 1 with unlimited passes; with unlimited
 * passes and draw 3, the last card of the stock and waste, which every pass shows, when the waste
 * pointer reaches nothing but what every pass shows).
 */
export function playSafeMoves(position: Position): void {
  if (!someSafeCardFree(position)) return;
  const anyDeckCard = playsAnyWasteCard(position);
  const unlimited = position.recycleLimit === Number.POSITIVE_INFINITY;
  let found = true;
  while (found) {
    found = false;
    for (let c = 0; c < position.columnCount; c++) {
      const top = position.top(c);
      if (top >= 0 && position.faceUp[top] === 1 && position.fitsFoundation(top) && isSafeToFoundation(position.foundation, top)) {
        position.columnToFoundation(c);
        found = true;
      }
    }
    const last = position.deckLength - 1;
    if (!anyDeckCard) {
      const pure = position.pointer % position.draw === 0 || position.pointer === position.deckLength;
      if (unlimited && pure && last >= 0 && isSafeToFoundation(position.foundation, position.deck[last]!)) {
        position.deckToFoundation(last, false);
        found = true;
      }
      continue;
    }
    for (let i = 0; i < position.deckLength; i++) {
      if (isSafeToFoundation(position.foundation, position.deck[i]!)) {
        position.deckToFoundation(i, i < position.pointer - 1);
        found = true;
        break;
      }
    }
  }
}

/**
 * False when no card can be safe to put up now: the next card of each suit is not safe, or lies
 * face down or under another card. (Most positions; playSafeMoves then has nothing to look at.)
 */
function someSafeCardFree(position: Position): boolean {
  for (let suit = 0; suit < 4; suit++) {
    const height = position.foundation[suit]!;
    if (height === RANKS) continue;
    const card = suit * RANKS + height;
    if (!isSafeToFoundation(position.foundation, card)) continue;
    if (position.isFaceUpInColumn(card) ? position.cardOn(card) < 0 : !position.isFaceDown(card)) return true;
  }
  return false;
}

const reach = new Int32Array(2 * 52 + 2);
const columnOrder = new Int8Array(64);

/**
 * Writes the moves worth trying into `out`, best first; returns how many. With a `duty` (see
 * dutyAfter; −1 for none), only the moves rule 6 leaves.
 */
export function generateMoves(position: Position, out: Int32Array, duty: number, justUp = -1, order: Order = Order.RunsFirst): number {
  if (duty < 0) return allMoves(position, out, -1, -1, justUp, order);
  const kind = duty >> 12;
  const first = columnWithTop(position, (duty >> 6) & 63);
  if (kind === Duty.TakeDownOnto || kind === Duty.TakeDownOntoEither) {
    const second = duty & 63;
    let count = addTakeDownOnto(position, suitOf(second), first, out, 0);
    if (kind === Duty.TakeDownOntoEither) count = addTakeDownOnto(position, suitOf((duty >> 6) & 63), columnWithTop(position, second), out, count);
    return count;
  }
  const waiting = (duty >> 6) & 63;
  // A card played from the waste (kind Played) leaves only moves of cards that fit on it (or of
  // the card above one on its foundation): the generator skips the others from the start.
  const count = allMoves(position, out, first, kind === Duty.Played ? waiting : -1, -1, order);
  const underWaiting = kind === Duty.TakenDown ? below(waiting) : -1;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = out[i]!;
    const moveKind = move & 7;
    let keep = moveKind !== Kind.ColumnToFoundation && moveKind !== Kind.DeckToFoundation && ((move >> 10) & 63) === first;
    if (!keep && moveKind === Kind.FoundationToColumn) {
      // Another card taken down waits with this one: the move after must take down the card
      // under one of them onto the other.
      const suit = (move >> 3) & 127;
      const card = suit * RANKS + position.foundation[suit]! - 1;
      const under = below(card);
      keep = (kind === Duty.TakenDown && suit === suitOf(waiting)) || (under >= 0 && buildsOn(waiting, under)) || (underWaiting >= 0 && buildsOn(card, underWaiting));
    } else if (!keep && moveKind === Kind.DeckToColumn && underWaiting >= 0 && playsAnyWasteCard(position)) {
      // A waste card waits with a card taken down: the card under that one must go onto it next.
      keep = buildsOn(position.deck[((move >> 3) & 127) >> 1]!, underWaiting);
    }
    if (keep) out[kept++] = move;
  }
  return kept;
}

/** The card of the same suit one rank lower, or −1 for an ace. */
function below(card: number): number {
  return rankOf(card) > 1 ? card - 1 : -1;
}

/**
 * The duties of rule 6: duty = kind << 12 | a << 6 | b, with a and b cards waiting for a move.
 * A waiting card is one just played from the waste (draw 1, unlimited passes) or just taken down.
 */
const Duty = {
  /** a was played from the waste: cover it, or take a card down (both then wait). */
  Played: 1,
  /** a was taken down: cover it, take a card down, or play one from the waste (both then wait). */
  TakenDown: 2,
  /** a and b wait: take down the card under b onto a. */
  TakeDownOnto: 3,
  /** a and b were both taken down: take down the card under b onto a, or the card under a onto b. */
  TakeDownOntoEither: 4,
} as const;

/** Draw 1 with unlimited passes: every card of the stock and waste can be played at any time. */
function playsAnyWasteCard(position: Position): boolean {
  return position.draw === 1 && position.recycleLimit === Number.POSITIVE_INFINITY;
}

function columnWithTop(position: Position, card: number): number {
  let column = 0;
  while (position.top(column) !== card) column++;
  return column;
}

/** The move taking a suit's top card down onto a column, when it fits there. */
function addTakeDownOnto(position: Position, suit: number, column: number, out: Int32Array, count: number): number {
  const height = position.foundation[suit]!;
  if (height > 0 && position.fitsColumn(column, suit * RANKS + height - 1)) out[count++] = encode(Kind.FoundationToColumn, suit, column);
  return count;
}

/** The card `move` puts up on its foundation (to be read before the move is made), or −1. */
export function cardPutUp(position: Position, move: number): number {
  const a = (move >> 3) & 127;
  switch (move & 7) {
    case Kind.ColumnToFoundation:
      return position.top(a);
    case Kind.RunThenUp:
      return position.cardAt(a, move >> 16);
    case Kind.DeckToFoundation:
      return position.deck[a >> 1]!;
    default:
      return -1;
  }
}

/** The duty rule 6 leaves after `move`, made under `duty` (−1 for none). */
export function dutyAfter(position: Position, move: number, duty: number): number {
  const kind = move & 7;
  const column = (move >> 10) & 63;
  const takenDown = kind === Kind.FoundationToColumn;
  if (!takenDown && !(kind === Kind.DeckToColumn && playsAnyWasteCard(position))) return -1;
  const card = position.top(column);
  const own = ((takenDown ? Duty.TakenDown : Duty.Played) << 12) | (card << 6);
  const dutyKind = duty >> 12;
  if (dutyKind !== Duty.Played && dutyKind !== Duty.TakenDown) return own;
  const waiting = (duty >> 6) & 63;
  const coversIt = position.heights[column]! > 1 && position.cardAt(column, 1) === waiting;
  const takesDownUnderIt = takenDown && dutyKind === Duty.TakenDown && suitOf(card) === suitOf(waiting);
  if (coversIt || takesDownUnderIt) return own;
  // A second card now waits for the same move.
  if (dutyKind === Duty.Played) return (Duty.TakeDownOnto << 12) | (waiting << 6) | card;
  return takenDown ? (Duty.TakeDownOntoEither << 12) | (waiting << 6) | card : (Duty.TakeDownOnto << 12) | (card << 6) | waiting;
}

/**
 * Every move worth trying, best first. The preferred column is tried first among a card's two
 * (rule 7). With a `cover` card (−1 for none), only the moves of cards that fit on it, and of
 * foundation cards lying on one that does; no move to a foundation. A card `justUp` (−1 for
 * none) is not taken down (rule 8).
 */
function allMoves(position: Position, out: Int32Array, preferredColumn: number, cover: number, justUp: number, order: Order): number {
  let count = 0;
  const columns = position.columnCount;
  const reachable = reachableDeckCards(position, reach);
  let firstEmpty = -1;
  for (let c = columns - 1; c >= 0; c--) if (position.heights[c] === 0) firstEmpty = c;
  stamp++;
  if (preferredColumn >= 0) markAccepting(position, preferredColumn);
  for (let c = 0; c < columns; c++) if (c !== preferredColumn) markAccepting(position, c);
  for (let c = 0; c < columns; c++) runs[c] = position.runLength(c);

  // Cards up to the foundations: from the columns, then from the waste.
  if (cover < 0) {
    for (let c = 0; c < columns; c++) {
      const top = position.top(c);
      if (top >= 0 && position.faceUp[top] === 1 && position.fitsFoundation(top)) out[count++] = encode(Kind.ColumnToFoundation, c);
    }
    for (let i = 0; i < reachable; i++) {
      if (position.fitsFoundation(position.deck[reach[i]! >> 1]!)) out[count++] = encode(Kind.DeckToFoundation, reach[i]!);
    }
  }

  if (order === Order.WasteFirst) count = addWastePlacements(position, reachable, cover, firstEmpty, out, count);
  count = addUncoveringRuns(position, cover, firstEmpty, out, count);
  if (order === Order.RunsFirst) count = addWastePlacements(position, reachable, cover, firstEmpty, out, count);

  // The other runs (part of a column's run, or a whole run resting on a face-up card), only when
  // the card they uncover goes straight up: that card is the next of its suit, face up under
  // others. By column, then by the number of cards moved.
  let freeing = 0;
  for (let suit = 0; suit < 4; suit++) {
    const height = position.foundation[suit]!;
    const next = suit * RANKS + height;
    if (height === RANKS || !position.isFaceUpInColumn(next) || position.cardOn(next) < 0) continue;
    let top = next;
    let n = 0;
    for (let on = position.cardOn(top); on >= 0; on = position.cardOn(top)) {
      top = on;
      n++;
    }
    const order = columnWithTop(position, top) * 64 + n;
    let j = freeing++;
    for (; j > 0 && freeingRuns[j - 1]! > order; j--) freeingRuns[j] = freeingRuns[j - 1]!;
    freeingRuns[j] = order;
  }
  for (let k = 0; k < freeing; k++) {
    const from = freeingRuns[k]! >> 6;
    const n = freeingRuns[k]! & 63;
    if (cover >= 0 && !buildsOn(cover, position.cardAt(from, n - 1))) continue;
    count = addRunMove(position, from, n, firstEmpty, Kind.RunThenUp, out, count);
  }

  // Foundation cards back down, unless they would be safe to put straight up again.
  for (let suit = 0; suit < 4; suit++) {
    const height = position.foundation[suit]!;
    if (height === 0) continue;
    const card = suit * RANKS + height - 1;
    if (card === justUp) continue;
    if (cover >= 0 && !buildsOn(cover, card) && !(height > 1 && buildsOn(cover, card - 1))) continue;
    position.foundation[suit] = height - 1;
    const safe = isSafeToFoundation(position.foundation, card);
    position.foundation[suit] = height;
    if (!safe) count = addPlacement(card, firstEmpty, encode(Kind.FoundationToColumn, suit), out, count);
  }
  return count;
}

/**
 * False when no move can cover `card` next or take down the card above one that fits it (rule 6):
 * each of the two cards that fit on it lies face down in a column, or face up on a face-up card
 * that cannot go up, or on its foundation under more than one card, or in the stock and waste
 * where it could not be covered in turn (so it is not played either). Each card's answer is
 * remembered for the current coveredStamp: the caller begins a new one for each position (the
 * answers depend on the position alone, and the recursion goes down in rank, never round).
 */
function mayBeCovered(position: Position, card: number): boolean {
  if (coveredStamps[card] === coveredStamp) return coveredAnswers[card] === 1;
  const rank = rankOf(card) - 1; // of the cards that fit on it
  const first = redOf(card) === 1 ? rank - 1 : RANKS + rank - 1;
  const second = redOf(card) === 1 ? 3 * RANKS + rank - 1 : 2 * RANKS + rank - 1;
  const answer = rank > 0 && (mayComeNext(position, first, rank) || mayComeNext(position, second, rank));
  coveredStamps[card] = coveredStamp;
  coveredAnswers[card] = answer ? 1 : 0;
  return answer;
}

function mayComeNext(position: Position, card: number, rank: number): boolean {
  const height = position.foundation[suitOf(card)]!;
  if (height >= rank) return height <= rank + 1;
  if (!position.isFaceUpInColumn(card)) return !position.isFaceDown(card) && mayBeCovered(position, card);
  const under = position.cardUnder(card);
  return under < 0 || position.faceUp[under] === 0 || position.fitsFoundation(under);
}

const coveredStamps = new Int32Array(52);
const coveredAnswers = new Uint8Array(52);
let coveredStamp = 0;

/** Runs that turn a card over or empty a column, from the column with most face-down cards first. */
function addUncoveringRuns(position: Position, cover: number, firstEmpty: number, out: Int32Array, count: number): number {
  const columns = position.columnCount;
  sortByFaceDown(position, columns);
  for (let k = 0; k < columns; k++) {
    const from = columnOrder[k]!;
    const run = runs[from]!;
    if (run === 0 || (cover >= 0 && !buildsOn(cover, position.cardAt(from, run - 1)))) continue;
    const uncovers = run === position.heights[from] || position.faceUp[position.cardAt(from, run)] === 0;
    if (uncovers) count = addRunMove(position, from, run, firstEmpty, Kind.Run, out, count);
  }
  return count;
}

/** Cards from the waste onto the columns (when they must be covered next, only if they can be). */
function addWastePlacements(position: Position, reachable: number, cover: number, firstEmpty: number, out: Int32Array, count: number): number {
  const mustBeCovered = playsAnyWasteCard(position);
  coveredStamp++;
  for (let i = 0; i < reachable; i++) {
    const card = position.deck[reach[i]! >> 1]!;
    if (cover >= 0 && !buildsOn(cover, card)) continue;
    if (mustBeCovered && !mayBeCovered(position, card)) continue;
    count = addPlacement(card, firstEmpty, encode(Kind.DeckToColumn, reach[i]!), out, count);
  }
  return count;
}

const runs = new Int8Array(64);
/** The runs that free a card to go up, as column × 64 + cards moved, in order. */
const freeingRuns = new Int32Array(4);
/** For each card, the column whose top it fits, valid where acceptStamp[card] === stamp. */
const acceptColumn = new Int8Array(52);
const acceptStamp = new Int32Array(52);
let stamp = 0;

/**
 * Notes for each card the one column it will be tried on (rule 7: of the two column tops a card
 * fits, twins, one is enough): the first column marked that it fits, for the current stamp.
 */
function markAccepting(position: Position, column: number): void {
  const top = position.top(column);
  if (top < 0 || position.faceUp[top] === 0 || rankOf(top) === 1) return;
  const rank = rankOf(top) - 2; // the rank below, counted from 0
  // Black suits are spades 0 and clubs 3, red ones hearts 1 and diamonds 2.
  const first = redOf(top) === 1 ? rank : RANKS + rank;
  const second = redOf(top) === 1 ? 3 * RANKS + rank : 2 * RANKS + rank;
  if (acceptStamp[first] !== stamp) {
    acceptStamp[first] = stamp;
    acceptColumn[first] = column;
  }
  if (acceptStamp[second] !== stamp) {
    acceptStamp[second] = stamp;
    acceptColumn[second] = column;
  }
}

/** The move of the top `n` cards of a column onto the column they are tried on. */
function addRunMove(position: Position, from: number, n: number, firstEmpty: number, kind: number, out: Int32Array, count: number): number {
  const bottom = position.cardAt(from, n - 1);
  if (rankOf(bottom) === KING_RANK) {
    const kingIsBottom = n === position.heights[from];
    if (firstEmpty >= 0 && !kingIsBottom) out[count++] = encode(kind, from, firstEmpty, n);
  } else if (acceptStamp[bottom] === stamp) {
    out[count++] = encode(kind, from, acceptColumn[bottom]!, n);
  }
  return count;
}

/** A single card (from the waste or a foundation) onto the column it is tried on: `move` with the column added. */
function addPlacement(card: number, firstEmpty: number, move: number, out: Int32Array, count: number): number {
  const to = rankOf(card) === KING_RANK ? firstEmpty : acceptStamp[card] === stamp ? acceptColumn[card]! : -1;
  if (to >= 0) out[count++] = move | (to << 10);
  return count;
}

/** The face-down counts (of how many columns) columnOrder was last sorted by. */
const sortedFaceDown = new Int8Array(64);
let sortedColumns = 0;

/**
 * Sets columnOrder to the first `n` column numbers by face-down cards, most first (a stable
 * insertion sort). The counts change only when a card turns over, so most calls find them as they
 * were last time and keep the order.
 */
function sortByFaceDown(position: Position, n: number): void {
  const faceDown = position.faceDownCounts;
  let same = n === sortedColumns;
  for (let c = 0; c < n && same; c++) same = sortedFaceDown[c] === faceDown[c];
  if (same) return;
  sortedFaceDown.set(faceDown.subarray(0, n));
  sortedColumns = n;
  for (let c = 0; c < n; c++) columnOrder[c] = c;
  for (let i = 1; i < n; i++) {
    const c = columnOrder[i]!;
    let j = i - 1;
    while (j >= 0 && faceDown[columnOrder[j]!]! < faceDown[c]!) {
      columnOrder[j + 1] = columnOrder[j]!;
      j--;
    }
    columnOrder[j + 1] = c;
  }
}

// A move that can never hurt, once the stock is empty: gathering the low cards of a suit onto the
// card above them. When there is one, the search tries only that move.
//
// The rule. Take a suit s and a rank c below the King; R is every card of s ranked c or lower,
// and P is the card of rank c + 1. Suppose, with the stock empty:
//  (a) in every column the cards of R, if any, lie together at the top as one face-up run;
//  (b) P is face up, and the cards above it, if any, are a run of R starting at c.
// Then the cards of R can be put onto P in order of rank, each run of R onto the top of the pile
// growing on P (its base is one rank below that top card, and nothing lies on it). The rule plays
// the first of these moves.
//
// Why it is safe. With the stock empty a card only ever goes onto a higher card of its suit or
// into an empty column, so only cards of R can ever be put onto a card of R, or onto P: under (a)
// and (b), cards of R only ever have cards of R above them, and so has P, for ever after. Map any
// such position Q to T(Q): lift the cards of R out of Q and put them, in order, on P (cards left
// on top by the lifting count as face up). Follow a winning line from Q in T:
// - a move whose base is in R changes nothing in T: skip it;
// - any other move has its base outside R; the cards it carries are outside R unless its base is
//   P (T then carries all of R along, still one run); its target's top card is outside R
//   (nothing outside R goes onto R); the cards below its base are the same in T. So the same move
//   is legal in T and leads to T of the next position;
// - a won position already has R on P, so T of it is itself, won.
// So T(Q) is won whenever Q can be, and the gathering moves lead from Q to T(Q): after the first,
// a win is still reachable if one was before.
//
// It also brings the win nearer, which the search needs to stay exhaustive with the other moves
// left out. Say R lies in k runs off the pile on P. The base of each must move at least once in
// any winning line (it does not lie on its final card), each time as the base of the move, so a
// shortest line from Q has s ≥ k moves based in R, and T(Q) wins in d(Q) − s moves. After the
// first gathering move, k − 1 more reach T(Q): d ≤ k − 1 + d(Q) − s < d(Q).
import { COLUMNS } from '../rules.js';
import { DECK, Position, RANKS, type SolverMove } from './position.js';

// Scratch space, reused by every call.
const column = new Int8Array(DECK);
const depth = new Int8Array(DECK);
const segment = new Int8Array(COLUMNS);

/** The first gathering move of this position, if it has one (only once the stock is empty). */
export function safeMove(position: Position): SolverMove | undefined {
  if (position.stockLeft !== 0) return undefined;
  // Under (a) a suit's Ace, the lowest card of R, is the top card of its column.
  let acesOnTop = 0;
  for (let c = 0; c < COLUMNS; c++) if (position.height(c) > 0 && position.top(c) % RANKS === 0) acesOnTop++;
  if (acesOnTop === 0) return undefined;
  for (let c = 0; c < COLUMNS; c++) {
    for (let i = 0; i < position.height(c); i++) {
      column[position.at(c, i)] = c;
      depth[position.at(c, i)] = i;
    }
  }
  for (let suit = 0; suit < 4; suit++) {
    const ace = suit * RANKS;
    if (position.top(column[ace]!) !== ace) continue;
    for (let rank = 1; rank < RANKS; rank++) {
      const move = gatheringMove(position, ace, ace + rank);
      if (move) return move;
    }
  }
  return undefined;
}

/**
 * The next move gathering R = cards ace … parent − 1 (ids from `ace`) onto `parent`, when (a) and
 * (b) hold and R is not all on it yet.
 */
function gatheringMove(position: Position, ace: number, parent: number): SolverMove | undefined {
  const inR = (id: number) => id >= ace && id < parent;
  // (a): each column's cards of R form its top segment, one face-up run; `segment` = its length.
  for (let c = 0; c < COLUMNS; c++) {
    const height = position.height(c);
    let length = 0;
    while (length < height && inR(position.at(c, height - 1 - length))) length++;
    segment[c] = length;
    for (let i = height - length; i < height; i++) {
      const id = position.at(c, i);
      if (position.isFaceDown(id) || (i > height - length && position.at(c, i - 1) !== id + 1)) return undefined;
    }
  }
  for (let id = ace; id < parent; id++) {
    const c = column[id]!;
    if (depth[id]! < position.height(c) - segment[c]!) return undefined;
  }
  // (b): P face up, with nothing above it or a run of R from c.
  const home = column[parent]!;
  if (position.isFaceDown(parent) || depth[parent]! + 1 + segment[home]! !== position.height(home)) return undefined;
  if (segment[home]! > 0 && position.at(home, depth[parent]! + 1) !== parent - 1) return undefined;
  if (segment[home] === parent - ace) return undefined;
  const next = position.top(home) - 1;
  const from = column[next]!;
  return { from, to: home, count: segment[from]! };
}

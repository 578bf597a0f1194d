// Proofs that a position of a game whose columns only shrink into a hole is lost, read from the
// columns' heights, the stock's height and the hole's top rank alone (shrinking.ts). Every column
// card must go into the hole, each straight after a card of a neighbouring rank: the card played
// just before it. Why each proof is sound: docs/solver.md ("Rule-set games: a card's predecessor").
import { KING } from '../../cards/cards.js';

/** The deal as the proofs read it: fixed for the whole search. */
export interface ShrinkingDeal {
  columns: number;
  /** Room for one column: its dealt height. */
  stride: number;
  /** Column c's card at height i (0 the bottom) is ranks[c × stride + i]. */
  ranks: Uint8Array;
  /** below[(c × (stride + 1) + i) × 14 + r]: the cards of rank r beneath height i of column c (i up to its height). */
  below: Uint8Array;
  /** stockBelow[h × 14 + r]: the cards of rank r among the stock's bottom h (the ones still to turn when h are left). */
  stockBelow: Uint8Array;
  /** The ranks next to each rank (0: none), as the hole takes them. */
  up: Uint8Array;
  down: Uint8Array;
}

/** The search's position: what the proofs read. */
export interface ShrinkingState {
  heights: Int32Array;
  stockLeft: number;
  /** The hole's top rank (0: the hole is empty and takes any card). */
  top: number;
  /** The cards of each rank left in the columns. */
  inColumns: Int32Array;
}

const lonelyOfRank = new Int32Array(KING + 1);
const supply = new Int32Array(KING + 2);
/** The ranks in the order the supply is handed out (see predecessorsRunShort). */
const ORDER = Int32Array.of(1, 3, 5, 7, 9, 11, 13, 2, 4, 6, 8, 10, 12);
const degree = new Int32Array(KING + 2);
const edges = new Int32Array(KING + 1);

/** Whether the hole's top card takes a card of this rank now. */
export const holeTakes = (deal: ShrinkingDeal, top: number, rank: number): boolean => top === 0 || deal.up[top] === rank || deal.down[top] === rank;

/**
 * Where no stock is left and a lonely card must be played next (endsStranded), its column; else −1.
 * Set by shrinkingIsHopeless.
 */
export let forcedColumn = -1;
/** Where no stock is left, the rank the last card must have (0: any). */
let lastRank = 0;

/** True only when the position is lost: see the proofs below. Sets forcedColumn. */
export function shrinkingIsHopeless(deal: ShrinkingDeal, p: ShrinkingState): boolean {
  forcedColumn = -1;
  lastRank = 0;
  // Without a stock the walk (which a matching of predecessors follows from) stands in for rule 8.
  if (p.stockLeft > 0) return predecessorsRunShort(deal, p) || lonelyCardsStranded(deal, p);
  return endsStranded(deal, p) || noWalk(deal, p);
}

/**
 * Lonely cards: a column card none of whose neighbours is left in the columns, but beneath it in
 * its own column (those go after it), can be played only straight after a stock card just turned,
 * or as the very next card onto the hole's top as it is now (when it lies on top of its column);
 * each of those serves one card. Lost when some lonely card has no such card of a neighbouring
 * rank, when there are more lonely cards than the stock's cards and the top can serve, or more of
 * one rank than the stock's cards of the neighbouring ranks and the top.
 */
function lonelyCardsStranded(deal: ShrinkingDeal, p: ShrinkingState): boolean {
  const { ranks, below, stockBelow, up, down, stride } = deal;
  const { heights, inColumns, top } = p;
  const stock = p.stockLeft * 14;
  let lonely = 0;
  let topServes = 0;
  for (let c = 0; c < deal.columns; c++) {
    const h = heights[c]!;
    const base = c * stride;
    for (let i = 0; i < h; i++) {
      const rank = ranks[base + i]!;
      const u = up[rank]!;
      const d = down[rank]!;
      const at = (c * (stride + 1) + i) * 14;
      if ((u !== 0 && inColumns[u]! > below[at + u]!) || (d !== 0 && inColumns[d]! > below[at + d]!)) continue;
      const fromStock = (u !== 0 ? stockBelow[stock + u]! : 0) + (d !== 0 ? stockBelow[stock + d]! : 0);
      const fromTop = i === h - 1 && holeTakes(deal, top, rank);
      if (fromStock === 0 && !fromTop) return true;
      if (fromTop) topServes = 1;
      if (lonely === 0) lonelyOfRank.fill(0);
      lonely++;
      lonelyOfRank[rank]!++;
    }
  }
  if (lonely === 0) return false;
  if (lonely > p.stockLeft + topServes) return true;
  for (let rank = 1; rank <= KING; rank++) {
    const n = lonelyOfRank[rank]!;
    if (n === 0) continue;
    const u = up[rank]!;
    const d = down[rank]!;
    const served = (u !== 0 ? stockBelow[stock + u]! : 0) + (d !== 0 ? stockBelow[stock + d]! : 0) + (holeTakes(deal, top, rank) ? 1 : 0);
    if (n > served) return true;
  }
  return false;
}

/**
 * Predecessors by rank: each column card needs its own predecessor, a card of a neighbouring rank
 * played straight before it: the hole's top card, or a card left in the columns or the stock (each
 * is straight before one card at most). Lost when the cards of some ranks need more predecessors
 * than the ranks next to them can give: a matching between ranks, demand r taking from the supply
 * of r − 1 and r + 1. Without the corner (ace and king not neighbours) the graph is two paths,
 * odd demands on even supplies and even on odd, where handing each demand, in rank order, the
 * supply below it first and then the one above it is a largest matching. With the corner the two
 * paths close into one cycle, D1 S2 D3 … D13 S1 D2 … D12 S13 and back to D1: each share x that the
 * aces' demand takes of the kings' supply is tried, and the path the rest makes handed out the same
 * way.
 */
function predecessorsRunShort(deal: ShrinkingDeal, p: ShrinkingState): boolean {
  const { top, inColumns } = p;
  if (top === 0) return false;
  const { up, down, stockBelow } = deal;
  const stock = p.stockLeft * 14;
  const wrap = up[KING] !== 0;
  const most = wrap ? Math.min(inColumns[1]!, inColumns[KING]! + stockBelow[stock + KING]! + (top === KING ? 1 : 0)) : 0;
  for (let x = 0; x <= most; x++) {
    for (let r = 1; r <= KING; r++) supply[r] = inColumns[r]! + stockBelow[stock + r]! + (top === r ? 1 : 0);
    supply[KING] = supply[KING]! - x;
    let short = false;
    for (const r of ORDER) {
      let need = inColumns[r]! - (r === 1 ? x : 0);
      if (need <= 0) continue;
      const d = r === 1 ? 0 : down[r]!;
      if (d !== 0) {
        const take = Math.min(need, supply[d]!);
        supply[d] = supply[d]! - take;
        need -= take;
      }
      const u = up[r]!;
      if (need > 0 && u !== 0) {
        const take = Math.min(need, supply[u]!);
        supply[u] = supply[u]! - take;
        need -= take;
      }
      if (need > 0) {
        short = true;
        break;
      }
    }
    if (!short) return false;
  }
  return true;
}

/**
 * No stock left, so the cards left go into the hole one straight after another. A lonely card
 * (no neighbour left but beneath it in its own column) has no card left to follow: it must follow
 * the hole's top card, so it goes next, and must lie on top of its column and fit now; two lonely
 * cards, and the position is lost. A card whose neighbours left all lie above it in its own column
 * (they go before it) has no card left to follow it: it must go last; two such cards, or one that
 * must go both first and last with others left, and the position is lost. The lonely card's
 * column is the only move worth trying (forcedColumn), and the last card's rank ends the walk
 * below (lastRank).
 */
function endsStranded(deal: ShrinkingDeal, p: ShrinkingState): boolean {
  const { ranks, below, up, down, stride } = deal;
  const { heights, inColumns, top } = p;
  let left = 0;
  for (let c = 0; c < deal.columns; c++) left += heights[c]!;
  if (left <= 1) return false;
  let lasts = 0;
  for (let c = 0; c < deal.columns; c++) {
    const h = heights[c]!;
    const base = c * stride;
    const rowBase = c * (stride + 1) * 14;
    const topAt = rowBase + h * 14;
    for (let i = 0; i < h; i++) {
      const rank = ranks[base + i]!;
      const u = up[rank]!;
      const d = down[rank]!;
      const at = rowBase + i * 14;
      const nu = u !== 0 ? inColumns[u]! : 0;
      const nd = d !== 0 ? inColumns[d]! : 0;
      // Neighbours above it go before it; those beneath it, after it.
      const follows = nu > below[at + u]! || nd > below[at + d]!;
      const followed = nu > below[topAt + u]! - below[at + 14 + u]! || nd > below[topAt + d]! - below[at + 14 + d]!;
      if (!followed) {
        if (!follows || lasts++ > 0) return true;
        lastRank = rank;
      }
      if (!follows) {
        if (forcedColumn >= 0 || i !== h - 1 || !holeTakes(deal, top, rank)) return true;
        forcedColumn = c;
      }
    }
  }
  return false;
}

/**
 * No stock left: the cards left are played one after another, each next to the last in rank, so
 * their ranks make a walk from the hole's top rank through the rank graph (1 – 2 – … – 13, and 13 – 1
 * where the hole wraps) that stands on rank r once for each card of it left. Counting the steps
 * along each edge: the edges at rank r are stepped on 2 × (its cards) times, one less at the end
 * and one more at the start (the top). On a path, and on a cycle of odd length, those counts fix
 * the steps of every edge; a walk needs them whole and not negative, and the edges stepped on
 * joining every rank it stands on. Lost when no rank for the last card gives such counts.
 */
function noWalk(deal: ShrinkingDeal, p: ShrinkingState): boolean {
  const { top, inColumns } = p;
  if (top === 0) return false;
  const wrap = deal.up[KING] !== 0;
  let lowest = top;
  let highest = top;
  for (let r = 1; r <= KING; r++) {
    degree[r] = 2 * inColumns[r]! + (r === top ? 1 : 0);
    if (inColumns[r]! > 0) {
      if (r < lowest) lowest = r;
      if (r > highest) highest = r;
    }
  }
  if (lowest === highest && inColumns[top] === 0) return false;
  for (let end = 1; end <= KING; end++) {
    if (inColumns[end] === 0 || (lastRank !== 0 && end !== lastRank)) continue;
    degree[end]!--;
    const fits = wrap ? cycleWalks(top, inColumns) : pathWalks(lowest, highest);
    degree[end]!++;
    if (fits) return false;
  }
  return true;
}

/** Without the corner: edge k joins k and k + 1; every edge between the lowest and highest rank stood on is stepped on. */
function pathWalks(lowest: number, highest: number): boolean {
  let e = 0;
  for (let k = 1; k < KING; k++) {
    e = degree[k]! - e;
    if (e < 0 || (e === 0 && k >= lowest && k < highest)) return false;
    edges[k] = e;
  }
  return degree[KING] === e;
}

/**
 * With the corner, edge k joins k and k + 1 (edge 13: king and ace). With x steps on edge 13, edge
 * k has a_k + (−1)^k x, where a_k is its count with x = 0; edge 13 closing the cycle gives x = a_13 / 2.
 * The stepped edges join every rank stood on unless two edges go unstepped with such ranks on both
 * arcs between them.
 */
function cycleWalks(top: number, inColumns: Int32Array): boolean {
  let a = 0;
  for (let k = 1; k <= KING; k++) {
    a = degree[k]! - a;
    edges[k] = a;
  }
  if (a < 0 || (a & 1) !== 0) return false;
  const x = a >> 1;
  let zeros = 0;
  let firstZero = 0;
  for (let k = 1; k <= KING; k++) {
    const e = edges[k]! + (k & 1 ? -x : x);
    if (e < 0) return false;
    edges[k] = e;
    if (e === 0) {
      if (zeros === 0) firstZero = k;
      zeros++;
    }
  }
  if (zeros < 2) return true;
  // Round the cycle from the first unstepped edge: the ranks stood on must lie within one arc.
  let arcs = 0;
  let inArc = false;
  for (let i = 1; i <= KING; i++) {
    const r = ((firstZero + i - 1) % KING) + 1;
    if (inColumns[r]! > 0 || r === top) {
      if (!inArc) {
        arcs++;
        inArc = true;
      }
    }
    if (edges[r] === 0) inArc = false;
  }
  return arcs <= 1;
}

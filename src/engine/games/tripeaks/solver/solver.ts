// TriPeaks' solver: an exhaustive depth-first search (search/depthFirst.ts) over a compact
// position — which places of the peaks still hold their card, how many stock cards are turned,
// and the rank of the waste's top card (all that matters of the waste). Perfect information: the
// face-down cards and the stock's order are known. Its pruning is sound (docs/solver.md, "TriPeaks"):
// fewer stock cards turned dominate more, and a card nothing can ever serve is lost, so 'lost' is a proof. Its line is in engine moves, replayed by solve().
import type { SearchBudget } from '../../../../search/budget.js';
import { depthFirst, type DepthFirstRules } from '../../../../search/depthFirst.js';
import type { SearchOutcome } from '../../../../search/outcome.js';
import { KING, topCard } from '../../../cards/cards.js';
import type { Move, PileRef } from '../../../types.js';
import { LAYOUT, neighbours, PLACES, type TriPeaksState } from '../rules.js';

/** Positions the search holds at most before it answers 'unknown'. */
const MAX_ENTRIES = 3_000_000;

/** `peaks`: bit i set while place i holds its card; `turned`: stock cards turned; `top`: the waste's top rank. */
interface Position {
  peaks: number;
  turned: number;
  top: number;
}

/** The search's move for a turn of the stock (the others are place numbers). */
const DRAW = PLACES;
const WASTE: PileRef = { pile: 'waste', index: 0 };
const COVERS = LAYOUT.places.map((p) => p.coveredBy.reduce((mask, i) => mask | (1 << i), 0));
/** The places each place lies over, directly or not (they go only after it). */
const BELOW: number[] = [];
for (let i = 0; i < PLACES; i++) BELOW[i] = LAYOUT.places.reduce((mask, p, j) => (p.coveredBy.includes(i) ? mask | (1 << j) | BELOW[j]! : mask), 0);

export function solveTriPeaks(state: TriPeaksState, budget: SearchBudget): SearchOutcome<Move> {
  const ranks = state.tableau.map((pile) => pile[0]?.rank ?? 0);
  const stock = state.stock.slice().reverse().map((card) => card.rank);
  // "Hopeless" (docs/solver.md): a card is played only onto a neighbour, which comes from the peaks
  // (not from under it) or from the stock still to turn; a card none of them can serve never goes.
  const bridges = ranks.map((rank, i) => ranks.reduce((mask, r, j) => (neighbours(r, rank) && (BELOW[i]! & (1 << j)) === 0 ? mask | (1 << j) : mask), 0));
  const stockNeighbours = ranks.map((rank) => stock.reduce((mask, r, k) => (neighbours(r, rank) ? mask | (1 << k) : mask), 0));
  const stockOfNeighbours = Array.from({ length: KING + 1 }, (_, rank) => stock.reduce((mask, r, k) => (neighbours(r, rank) ? mask | (1 << k) : mask), 0));
  const lonelyOfRank = new Int8Array(KING + 1);
  const rules: DepthFirstRules<Position> = {
    keyWords: 2,
    won: (p) => p.peaks === 0,
    hopeless: (p) => {
      const unturned = ~((1 << p.turned) - 1);
      // Cards with no neighbour left in the peaks ("lonely"): each goes straight onto a stock card
      // just turned, or onto the waste's top as it is now, one card for each (docs/solver.md).
      let lonely = 0;
      lonelyOfRank.fill(0);
      for (let i = 0; i < PLACES; i++) {
        if ((p.peaks & (1 << i)) === 0 || (p.peaks & bridges[i]!) !== 0) continue;
        const onTop = (p.peaks & COVERS[i]!) === 0 && neighbours(ranks[i]!, p.top);
        if (!onTop && (stockNeighbours[i]! & unturned) === 0) return true;
        lonely++;
        lonelyOfRank[ranks[i]!]!++;
      }
      if (lonely > stock.length - p.turned + 1) return true;
      for (let rank = 1; rank <= KING; rank++) {
        const n = lonelyOfRank[rank]!;
        if (n > 0 && n > popCount(stockOfNeighbours[rank]! & unturned) + (neighbours(rank, p.top) ? 1 : 0)) return true;
      }
      return false;
    },
    writeKey: (p, key) => {
      key[0] = p.peaks;
      key[1] = p.top;
    },
    // Fewer stock cards turned can do all that more can: turn on to where the other stands
    // (docs/solver.md).
    cost: (p) => p.turned,
    // Moves are place numbers, DRAW the stock; the lower rows first (they open the way up).
    moves: (p) => {
      const moves: number[] = [];
      for (let i = PLACES - 1; i >= 0; i--) {
        if ((p.peaks & (1 << i)) !== 0 && (p.peaks & COVERS[i]!) === 0 && neighbours(ranks[i]!, p.top)) moves.push(i);
      }
      if (p.turned < stock.length) moves.push(DRAW);
      return moves;
    },
    play: (p, move) => (move === DRAW ? { peaks: p.peaks, turned: p.turned + 1, top: stock[p.turned]! } : { peaks: p.peaks & ~(1 << move), turned: p.turned, top: ranks[move]! }),
  };
  const peaks = ranks.reduce((mask, rank, i) => (rank > 0 ? mask | (1 << i) : mask), 0);
  const outcome = depthFirst(rules, { peaks, turned: 0, top: topCard(state.waste)?.rank ?? 0 }, budget, MAX_ENTRIES);
  if (outcome.verdict !== 'winnable') return outcome;
  return { verdict: 'winnable', moves: outcome.moves.map((move): Move => (move === DRAW ? { type: 'deal' } : { type: 'move', from: { pile: 'tableau', index: move }, to: WASTE, count: 1 })) };
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) n++;
  return n;
}

// Pyramid's solver: an exhaustive depth-first search (search/depthFirst.ts) over a compact
// position — which pyramid places still hold their card, which cards of the stock's sequence are
// gone, how far through the sequence the current pass has turned, and the redeals left. Perfect
// information: the stock's order is known. Turning the stock changes only how far it is turned,
// so a position is expanded with all the turns still open to it (its "chain": on through this
// pass and the passes left): its moves are the pyramid's pairs and kings where it stands, and the
// pairs with each waste card the chain brings up (docs/solver.md, "Pyramid", says why this loses
// no win). Its pruning is sound: a free king goes at once, and a position in which the pyramid's
// cards cannot all be given partners is lost (partners.ts). Its line is in engine moves, and
// solve() replays it through the rules.
import type { SearchBudget } from '../../../../search/budget.js';
import { depthFirst, type DepthFirstRules } from '../../../../search/depthFirst.js';
import type { SearchOutcome } from '../../../../search/outcome.js';
import { KING } from '../../../cards/cards.js';
import type { Move, PileRef } from '../../../types.js';
import { LAYOUT, PAIR_SUM, PLACES, REDEALS, type PyramidState } from '../rules.js';
import { ALL_RANKS, partnerTest } from './partners.js';

/** Positions the search holds at most before it answers 'unknown' (about 24 bytes each). */
const MAX_ENTRIES = 3_000_000;

/**
 * A position. `pyramid`: bit i set while place i holds its card. The stock and waste together are
 * the sequence `seq` of the deal's stock in the order it comes off; `gone`: bit k set once seq[k] is
 * removed. `turned`: the waste is seq[0 … turned) (less what is gone), its top seq[turned − 1]
 * (kept so: turned is 0 or seq[turned − 1] is not gone); the stock is the rest. `redeals` left.
 */
interface Position {
  pyramid: number;
  gone: number;
  turned: number;
  redeals: number;
  /** The values (bit per rank) whose partners have left since the partners were last looked at. */
  touched: number;
}

// The search's moves as numbers: a pyramid king (KING_AT + place), two pyramid cards (PAIR + 32 ×
// one place + the other), or, at a point of the chain (redeals left and cards turned there), the
// waste's top card with a pyramid card or alone, a king (AT_WASTE + (32 × (32 × redeals + turned)
// + place, or WASTE_KING)).
const KING_AT = 0;
const PAIR = 64;
const AT_WASTE = 1024;
const WASTE_KING = 31;

const WASTE: PileRef = { pile: 'waste', index: 0 };
const DISCARD: PileRef = { pile: 'foundation', index: 0 };
const place = (index: number): PileRef => ({ pile: 'tableau', index });

/** Bit masks of the places over each place: its direct covers, and every place it lies under. */
const COVERS = LAYOUT.places.map((p) => p.coveredBy.reduce((mask, i) => mask | (1 << i), 0));
const ABOVE: number[] = [];
const BELOW: number[] = [];
for (let i = PLACES - 1; i >= 0; i--) ABOVE[i] = LAYOUT.places[i]!.coveredBy.reduce((mask, j) => mask | (1 << j) | ABOVE[j]!, 0);
for (let i = 0; i < PLACES; i++) BELOW[i] = LAYOUT.places.reduce((mask, p, j) => (p.coveredBy.includes(i) ? mask | (1 << j) | BELOW[j]! : mask), 0);

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) n++;
  return n;
}

export function solvePyramid(state: PyramidState, budget: SearchBudget): SearchOutcome<Move> {
  const ranks = state.tableau.map((pile) => pile[0]?.rank ?? 0);
  // The waste's cards came off the stock first: the sequence is the waste bottom to top, then the
  // stock from its top down.
  const seq = [...state.waste, ...state.stock.slice().reverse()].map((card) => card.rank);
  // "Partners" (docs/solver.md): a position in which some pyramid card can never meet a partner is lost.
  const unmatched = partnerTest(ranks, seq, (i, j) => ((ABOVE[i]! | BELOW[i]!) & (1 << j)) === 0);
  // What each pyramid card could ever pair with: the pyramid places apart from it (see partners.ts)
  // and the sequence cards, of the value that makes 13.
  const partnerPlaces = ranks.map((rank, i) => ranks.reduce((mask, r, j) => (r + rank === PAIR_SUM && ((ABOVE[i]! | BELOW[i]!) & (1 << j)) === 0 ? mask | (1 << j) : mask), 0));
  const partnerSeq = ranks.map((rank) => seq.reduce((mask, r, k) => (r + rank === PAIR_SUM ? mask | (1 << k) : mask), 0));
  /** Two free pyramid cards that make 13, one of which has no other partner left: they can only ever go together. */
  const forced = (p: Position, a: number, b: number) =>
    [a, b].some((i) => popCount(p.pyramid & partnerPlaces[i]!) + popCount(~p.gone & partnerSeq[i]!) === 1);

  /** The position with the waste's top card gone: the next card under it not gone becomes the top. */
  const withoutTop = (p: Position, pyramid: number, touched: number): Position => {
    const gone = p.gone | (1 << (p.turned - 1));
    let turned = p.turned - 1;
    while (turned > 0 && (gone & (1 << (turned - 1))) !== 0) turned--;
    return { pyramid, gone, turned, redeals: p.redeals, touched };
  };
  const nextInStock = (gone: number, turned: number) => {
    for (let k = turned; k < seq.length; k++) if ((gone & (1 << k)) === 0) return k;
    return -1;
  };
  /**
   * Each point of the chain from the position, the position's own first: the cards turned and the
   * redeals left there. A waste card is met at most once, where the chain first brings it up: a
   * pass later, the same removal leaves the same position with fewer redeals, which can do no more.
   */
  const chain = (p: Position, visit: (turned: number, redeals: number) => boolean) => {
    let { turned, redeals } = p;
    const end = p.redeals > 0 ? p.turned : seq.length;
    for (let point = 0; ; point++) {
      if (point > 0 && redeals < p.redeals && turned >= end) return;
      if (!visit(turned, redeals)) return;
      const next = nextInStock(p.gone, turned);
      if (next >= 0) turned = next + 1;
      else if (redeals === p.redeals && redeals > 0 && turned > 0) [turned, redeals] = [0, redeals - 1];
      else return;
    }
  };

  const rules: DepthFirstRules<Position> = {
    keyWords: 2,
    won: (p) => p.pyramid === 0,
    hopeless: (p) => p.touched !== 0 && unmatched(p.pyramid, p.gone, p.touched),
    writeKey: (p, key) => {
      key[0] = p.pyramid;
      key[1] = p.gone;
    },
    // Fewer cards turned in the same pass, or more redeals left, can do all the rest can: turn on
    // to where the other stands (docs/solver.md). The chain of a position is then all of its
    // turns: a position of lower cost has the longer chain.
    cost: (p) => (REDEALS - p.redeals) * 32 + p.turned,
    moves: (p) => {
      const frees: number[] = [];
      let freeRanks = 0;
      for (let i = PLACES - 1; i >= 0; i--) {
        if ((p.pyramid & (1 << i)) !== 0 && (p.pyramid & COVERS[i]!) === 0) {
          frees.push(i);
          freeRanks |= 1 << ranks[i]!;
        }
      }
      // A free king of the pyramid goes at once: it pairs with nothing, and its going only frees
      // cards (docs/solver.md).
      for (const i of frees) if (ranks[i] === KING) return [KING_AT + i];
      const moves: number[] = [];
      for (let a = 0; a < frees.length; a++) {
        for (let b = a + 1; b < frees.length; b++) {
          if (ranks[frees[a]!]! + ranks[frees[b]!]! !== PAIR_SUM) continue;
          if (forced(p, frees[a]!, frees[b]!)) return [PAIR + 32 * frees[a]! + frees[b]!];
          moves.push(PAIR + 32 * frees[a]! + frees[b]!);
        }
      }
      chain(p, (turned, redeals) => {
        if (turned === 0) return true;
        const top = seq[turned - 1]!;
        const at = AT_WASTE + 32 * (32 * redeals + turned);
        // A king on the waste goes at once, as in the pyramid; the chain goes no further.
        if (top === KING) {
          moves.push(at + WASTE_KING);
          return false;
        }
        if ((freeRanks & (1 << (PAIR_SUM - top))) !== 0) for (const i of frees) if (ranks[i]! + top === PAIR_SUM) moves.push(at + i);
        return true;
      });
      return moves;
    },
    play: (p, move) => {
      const { pyramid, gone, turned, redeals } = p;
      if (move < PAIR) return { pyramid: pyramid & ~(1 << (move - KING_AT)), gone, turned, redeals, touched: 0 };
      if (move < AT_WASTE) {
        const [a, b] = [(move - PAIR) >> 5, (move - PAIR) & 31];
        // A pair of values v and 13 − v has left: the partners of both are fewer.
        return { pyramid: pyramid & ~(1 << a) & ~(1 << b), gone, turned, redeals, touched: (1 << ranks[a]!) | (1 << ranks[b]!) };
      }
      const point = (move - AT_WASTE) >> 5;
      const there = { pyramid, gone, turned: point & 31, redeals: point >> 5, touched: 0 };
      const i = (move - AT_WASTE) & 31;
      if (i === WASTE_KING) return withoutTop(there, pyramid, 0);
      return withoutTop(there, pyramid & ~(1 << i), (1 << ranks[i]!) | (1 << (PAIR_SUM - ranks[i]!)));
    },
  };
  const pyramid = ranks.reduce((mask, rank, i) => (rank > 0 ? mask | (1 << i) : mask), 0);
  const start: Position = { pyramid, gone: 0, turned: state.waste.length, redeals: state.redeals, touched: ALL_RANKS };
  const outcome = depthFirst(rules, start, budget, MAX_ENTRIES);
  if (outcome.verdict !== 'winnable') return outcome;
  // The line in engine moves: the turns and redeals that bring each waste card up, then its pair.
  const line: Move[] = [];
  let p = start;
  for (const move of outcome.moves) {
    if (move >= AT_WASTE) {
      const point = (move - AT_WASTE) >> 5;
      const [turned, redeals] = [point & 31, point >> 5];
      while (p.turned !== turned || p.redeals !== redeals) {
        const next = nextInStock(p.gone, p.turned);
        line.push(next >= 0 ? { type: 'deal' } : { type: 'recycle' });
        p = next >= 0 ? { ...p, turned: next + 1 } : { ...p, turned: 0, redeals: p.redeals - 1 };
      }
    }
    line.push(engineMove(move));
    p = rules.play(p, move);
  }
  return { verdict: 'winnable', moves: line };
}

/** The engine's move for a removal of the search. */
function engineMove(move: number): Move {
  if (move < PAIR) return { type: 'move', from: place(move - KING_AT), to: DISCARD, count: 1 };
  if (move < AT_WASTE) return { type: 'move', from: place((move - PAIR) >> 5), to: place((move - PAIR) & 31), count: 1 };
  const i = (move - AT_WASTE) & 31;
  return i === WASTE_KING ? { type: 'move', from: WASTE, to: DISCARD, count: 1 } : { type: 'move', from: place(i), to: WASTE, count: 1 };
}

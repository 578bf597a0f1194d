// Pyramid's solver: an exhaustive depth-first search (search/depthFirst.ts) over a compact
// position — which pyramid places still hold their card, which cards of the stock's sequence are
// gone, how far through the sequence the current pass has turned, and the redeals left. Perfect
// information: the stock's order is known. Its pruning is sound (docs/solver.md, "Pyramid"): a free
// king is removed at once, and a position in which some pyramid card can never meet a partner is
// lost. Its line is in engine moves, and solve() replays it through the rules.
import type { SearchBudget } from '../../../../search/budget.js';
import { depthFirst, type DepthFirstRules } from '../../../../search/depthFirst.js';
import type { SearchOutcome } from '../../../../search/outcome.js';
import { KING } from '../../../cards.js';
import type { Move, PileRef } from '../../../types.js';
import { LAYOUT, PAIR_SUM, PLACES, REDEALS, type PyramidState } from '../rules.js';

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
}

// The search's moves as numbers: a turn of the stock, a redeal, the waste's king, a pyramid king
// (KING_AT + place), a pyramid card with the waste's top card (WITH_WASTE + place), or two pyramid
// cards (PAIR + 32 × one place + the other).
const DRAW = 0;
const REDEAL = 1;
const WASTE_KING = 2;
const KING_AT = 3;
const WITH_WASTE = KING_AT + PLACES;
const PAIR = 64;

const WASTE: PileRef = { pile: 'waste', index: 0 };
const DISCARD: PileRef = { pile: 'foundation', index: 0 };
const ALL = (1 << PLACES) - 1;
const place = (index: number): PileRef => ({ pile: 'tableau', index });

/** Bit masks of the places over each place: its direct covers, and every place it lies under. */
const COVERS = LAYOUT.places.map((p) => p.coveredBy.reduce((mask, i) => mask | (1 << i), 0));
const ABOVE: number[] = [];
const BELOW: number[] = [];
for (let i = PLACES - 1; i >= 0; i--) ABOVE[i] = LAYOUT.places[i]!.coveredBy.reduce((mask, j) => mask | (1 << j) | ABOVE[j]!, 0);
for (let i = 0; i < PLACES; i++) BELOW[i] = LAYOUT.places.reduce((mask, p, j) => (p.coveredBy.includes(i) ? mask | (1 << j) | BELOW[j]! : mask), 0);

export function solvePyramid(state: PyramidState, budget: SearchBudget): SearchOutcome<Move> {
  const ranks = state.tableau.map((pile) => pile[0]?.rank ?? 0);
  // The waste's cards came off the stock first: the sequence is the waste bottom to top, then the
  // stock from its top down.
  const seq = [...state.waste, ...state.stock.slice().reverse()].map((card) => card.rank);
  // "Dead" (docs/solver.md): the places and sequence cards a card at place i could ever pair with.
  const partnerPlaces = ranks.map((rank, i) => ranks.reduce((mask, r, j) => (r + rank === PAIR_SUM && ((ABOVE[i]! | BELOW[i]!) & (1 << j)) === 0 ? mask | (1 << j) : mask), 0));
  const partnerSeq = ranks.map((rank) => seq.reduce((mask, r, k) => (r + rank === PAIR_SUM ? mask | (1 << k) : mask), 0));
  const wasteTop = (p: Position) => (p.turned > 0 ? seq[p.turned - 1]! : 0);
  /** The position with the waste's top card gone: the next card under it not gone becomes the top. */
  const withoutTop = (p: Position): Position => {
    const gone = p.gone | (1 << (p.turned - 1));
    let turned = p.turned - 1;
    while (turned > 0 && (gone & (1 << (turned - 1))) !== 0) turned--;
    return { pyramid: p.pyramid, gone, turned, redeals: p.redeals };
  };
  const nextInStock = (p: Position) => {
    for (let k = p.turned; k < seq.length; k++) if ((p.gone & (1 << k)) === 0) return k;
    return -1;
  };

  // Where each rank lies: the pyramid places and the sequence cards of it.
  const placesOf = Array.from({ length: KING + 1 }, (_, rank) => ranks.reduce((mask, r, i) => (r === rank ? mask | (1 << i) : mask), 0));
  const seqOf = Array.from({ length: KING + 1 }, (_, rank) => seq.reduce((mask, r, k) => (r === rank ? mask | (1 << k) : mask), 0));
  const countLeft = (p: Position, rank: number) => popCount(p.pyramid & placesOf[rank]!) + popCount(~p.gone & seqOf[rank]!);
  /** Two free pyramid cards that are the last of their ranks anywhere: they can only ever go together. */
  const onlyPair = (p: Position, a: number, b: number) => countLeft(p, ranks[a]!) === 1 && countLeft(p, ranks[b]!) === 1;

  const rules: DepthFirstRules<Position> = {
    keyWords: 2,
    won: (p) => p.pyramid === 0,
    hopeless: (p) => {
      for (let i = 0; i < PLACES; i++) {
        if ((p.pyramid & (1 << i)) === 0 || ranks[i] === KING) continue;
        if ((p.pyramid & partnerPlaces[i]!) === 0 && (~p.gone & partnerSeq[i]!) === 0) return true;
      }
      return false;
    },
    writeKey: (p, key) => {
      key[0] = p.pyramid;
      key[1] = p.gone;
    },
    // Fewer cards turned in the same pass, or more redeals left, can do all the rest can: turn on
    // to where the other stands (docs/solver.md).
    cost: (p) => (REDEALS - p.redeals) * 32 + p.turned,
    moves: (p) => {
      const frees: number[] = [];
      for (let i = PLACES - 1; i >= 0; i--) if ((p.pyramid & (1 << i)) !== 0 && (p.pyramid & COVERS[i]!) === 0) frees.push(i);
      // A free king of the pyramid, or on the waste, goes at once: it pairs with nothing, and its
      // going only frees cards (docs/solver.md).
      for (const i of frees) if (ranks[i] === KING) return [KING_AT + i];
      const top = wasteTop(p);
      if (top === KING) return [WASTE_KING];
      const moves: number[] = [];
      for (let a = 0; a < frees.length; a++) {
        for (let b = a + 1; b < frees.length; b++) {
          if (ranks[frees[a]!]! + ranks[frees[b]!]! === PAIR_SUM && onlyPair(p, frees[a]!, frees[b]!)) return [PAIR + 32 * frees[a]! + frees[b]!];
        }
      }
      for (let a = 0; a < frees.length; a++) {
        for (let b = a + 1; b < frees.length; b++) if (ranks[frees[a]!]! + ranks[frees[b]!]! === PAIR_SUM) moves.push(PAIR + 32 * frees[a]! + frees[b]!);
      }
      for (const i of frees) if (top + ranks[i]! === PAIR_SUM) moves.push(WITH_WASTE + i);
      if (nextInStock(p) >= 0) moves.push(DRAW);
      else if (p.redeals > 0 && p.turned > 0) moves.push(REDEAL);
      return moves;
    },
    play: (p, move) => {
      const { pyramid, gone, turned, redeals } = p;
      if (move === DRAW) return { pyramid, gone, turned: nextInStock(p) + 1, redeals };
      if (move === REDEAL) return { pyramid, gone, turned: 0, redeals: redeals - 1 };
      if (move === WASTE_KING) return withoutTop(p);
      if (move < WITH_WASTE) return { pyramid: pyramid & ~(1 << (move - KING_AT)), gone, turned, redeals };
      if (move < PAIR) return withoutTop({ pyramid: pyramid & ~(1 << (move - WITH_WASTE)), gone, turned, redeals });
      return { pyramid: pyramid & ~(1 << ((move - PAIR) >> 5)) & ~(1 << ((move - PAIR) & 31)), gone, turned, redeals };
    },
  };
  const pyramid = ranks.reduce((mask, rank, i) => (rank > 0 ? mask | (1 << i) : mask), 0) & ALL;
  const outcome = depthFirst(rules, { pyramid, gone: 0, turned: state.waste.length, redeals: state.redeals }, budget, MAX_ENTRIES);
  return outcome.verdict === 'winnable' ? { verdict: 'winnable', moves: outcome.moves.map(engineMove) } : outcome;
}

/** The engine's move for a move of the search. */
function engineMove(move: number): Move {
  if (move === DRAW) return { type: 'deal' };
  if (move === REDEAL) return { type: 'recycle' };
  if (move === WASTE_KING) return { type: 'move', from: WASTE, to: DISCARD, count: 1 };
  if (move < WITH_WASTE) return { type: 'move', from: place(move - KING_AT), to: DISCARD, count: 1 };
  if (move < PAIR) return { type: 'move', from: place(move - WITH_WASTE), to: WASTE, count: 1 };
  return { type: 'move', from: place((move - PAIR) >> 5), to: place((move - PAIR) & 31), count: 1 };
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) n++;
  return n;
}

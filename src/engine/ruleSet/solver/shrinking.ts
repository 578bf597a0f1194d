// The search for hole games whose columns only shrink (Shape.columnsOnlyShrink) and whose only
// other cards are a stock turned onto the hole: a position is then the columns' heights, the
// stock's height and the hole's top rank, kept as a few integers and a packed key changed in place
// by each move. Depth-first, with each key held exactly beside the fewest stock cards turned at
// which it was searched to the end without a win (dominance: docs/solver.md, "Rule-set games: the
// columns-only-shrink search"), and the loss proofs of shrinkingProofs.ts. 'lost' is a proof.
import type { SearchBudget } from '../../../search/budget.js';
import { ExactKeyTable } from '../../../search/exactKeyTable.js';
import { grownArray } from '../../../search/grownArray.js';
import type { SearchOutcome } from '../../../search/outcome.js';
import { KING } from '../../cards/cards.js';
import type { Move } from '../../types.js';
import type { RuleSetState } from '../state.js';
import type { Shape } from './shape.js';
import { forcedColumn, holeTakes, shrinkingIsHopeless, type ShrinkingDeal, type ShrinkingState } from './shrinkingProofs.js';

/** No search of the key has ended yet. */
const UNSEARCHED = 255;

/**
 * Whether the rule set's game is searched here: a hole, columns nothing enters whose top card
 * leaves alone, no free cell, reserve or waste, a stock (if any) turned onto the hole, and every
 * column's top card face up (a card beneath turns up as it is uncovered).
 */
export function searchesShrinking(shape: Shape, state: RuleSetState): boolean {
  return (
    shape.hole &&
    shape.columnsOnlyShrink &&
    shape.group !== 'whole-pile' &&
    shape.cells === 0 &&
    shape.reservePiles === 0 &&
    shape.waste < 0 &&
    (shape.stockTo === 'hole' || shape.stockTo === 'none') &&
    shape.stockCards < UNSEARCHED &&
    state.tableau.every((column) => column.length === 0 || column[column.length - 1]!.faceUp)
  );
}

/** Bytes a key of the search takes in its table at most (as search.ts's bytesPerEntry, and its cost byte). */
export const shrinkingEntryBytes = (keyWords: number): number => keyWords * 4 + 49;

/** The words of the packed key: the top rank in word 0's low 4 bits, then each column's height. */
function keyLayout(heights: readonly number[]): { words: number; word: Int32Array; shift: Int32Array } {
  const word = new Int32Array(heights.length);
  const shift = new Int32Array(heights.length);
  let w = 0;
  let bit = 4;
  heights.forEach((h, c) => {
    const bits = 32 - Math.clz32(h);
    if (bit + bits > 32) {
      w++;
      bit = 0;
    }
    word[c] = w;
    shift[c] = bit;
    bit += bits;
  });
  return { words: w + 1, word, shift };
}

export function shrinkingSearch(shape: Shape, state: RuleSetState, budget: SearchBudget, memoryBytes: number): SearchOutcome<Move> {
  const T = shape.columns;
  const dealt = state.tableau.map((column) => column.length);
  const stride = Math.max(1, ...dealt);
  const wrap = shape.holeWrap;
  const up = new Uint8Array(KING + 1);
  const down = new Uint8Array(KING + 1);
  for (let r = 1; r <= KING; r++) {
    up[r] = r < KING ? r + 1 : wrap ? 1 : 0;
    down[r] = r > 1 ? r - 1 : wrap ? KING : 0;
  }
  const ranks = new Uint8Array(T * stride);
  const below = new Uint8Array(T * (stride + 1) * 14);
  state.tableau.forEach((column, c) => {
    column.forEach((card, i) => (ranks[c * stride + i] = card.rank));
    for (let i = 1; i <= column.length; i++) {
      const at = (c * (stride + 1) + i) * 14;
      below.copyWithin(at, at - 14, at);
      below[at + column[i - 1]!.rank]!++;
    }
  });
  const stockRanks = state.stock.map((card) => card.rank);
  const stockBelow = new Uint8Array((stockRanks.length + 1) * 14);
  stockRanks.forEach((rank, h) => {
    stockBelow.copyWithin((h + 1) * 14, h * 14, h * 14 + 14);
    stockBelow[(h + 1) * 14 + rank]!++;
  });
  const deal: ShrinkingDeal = { columns: T, stride, ranks, below, stockBelow, up, down };

  const hole = state.foundations[0] ?? [];
  const p: ShrinkingState = {
    heights: Int32Array.from(dealt),
    stockLeft: stockRanks.length,
    top: hole.length > 0 ? hole[hole.length - 1]!.rank : 0,
    inColumns: new Int32Array(KING + 1),
  };
  const { heights, inColumns } = p;
  for (const column of state.tableau) for (const card of column) inColumns[card.rank]!++;
  let cardsLeft = dealt.reduce((n, h) => n + h, 0);

  const layout = keyLayout(dealt);
  const key = new Uint32Array(layout.words);
  /** What a card more or less in each column adds to its word of the key. */
  const unit = Float64Array.from(layout.shift, (shift) => 2 ** shift);
  const addToKey = (c: number, n: number): void => {
    const w = layout.word[c]!;
    key[w] = key[w]! + n * unit[c]!;
  };
  key[0] = p.top;
  for (let c = 0; c < T; c++) addToKey(c, dealt[c]!);
  const capacity = Math.max(1024, Math.floor(memoryBytes / shrinkingEntryBytes(layout.words)));
  const table = new ExactKeyTable(layout.words);
  let lostAt = new Uint8Array(1 << 12);
  // The most promising first: a card whose rank has the most neighbours left in the columns (it
  // leaves the hole the most cards to go on with), then the tallest column.
  const priority = (c: number): number => {
    const h = heights[c]!;
    const rank = ranks[c * stride + h - 1]!;
    const u = up[rank]!;
    const d = down[rank]!;
    return 64 * ((u !== 0 ? inColumns[u]! : 0) + (d !== 0 ? inColumns[d]! : 0)) + h;
  };
  let prios = new Int32Array(1024);

  const STOCK = T;

  // Frame d: the entry searched, its moves[starts[d] … ends[d]), the next one, the top before it.
  let moves = new Int32Array(1024);
  let starts = new Int32Array(64);
  let ends = new Int32Array(64);
  let nexts = new Int32Array(64);
  let entries = new Int32Array(64);
  let tops = new Int32Array(64);
  let depth = -1;
  let stopped = false;

  const play = (move: number): void => {
    if (move === STOCK) {
      p.stockLeft--;
      setTop(stockRanks[p.stockLeft]!);
      return;
    }
    const h = --heights[move]!;
    const rank = ranks[move * stride + h]!;
    inColumns[rank]!--;
    cardsLeft--;
    addToKey(move, -1);
    setTop(rank);
  };
  const undo = (move: number, top: number): void => {
    if (move === STOCK) p.stockLeft++;
    else {
      const rank = ranks[move * stride + heights[move]!]!;
      heights[move]!++;
      inColumns[rank]!++;
      cardsLeft++;
      addToKey(move, 1);
    }
    setTop(top);
  };
  const setTop = (top: number): void => {
    p.top = top;
    key[0] = (key[0]! & ~15) | top;
  };

  /** Enters the position reached: false when it needs no search (seen at no more cost, hopeless, or the search stops). */
  const enter = (): boolean => {
    const cost = stockRanks.length - p.stockLeft;
    let entry = table.find(key);
    if (entry >= 0 && lostAt[entry]! <= cost) return false;
    if (!budget.spend() || (entry < 0 && table.size >= capacity)) {
      stopped = true;
      return false;
    }
    if (entry < 0) {
      entry = table.add(key);
      lostAt = grownArray(lostAt, entry + 1);
      lostAt[entry] = UNSEARCHED;
    }
    if (shrinkingIsHopeless(deal, p)) {
      if (cost < lostAt[entry]!) lostAt[entry] = cost;
      return false;
    }
    depth++;
    if (depth >= starts.length) {
      starts = grownArray(starts, depth + 1);
      ends = grownArray(ends, depth + 1);
      nexts = grownArray(nexts, depth + 1);
      entries = grownArray(entries, depth + 1);
      tops = grownArray(tops, depth + 1);
    }
    const start = depth === 0 ? 0 : ends[depth - 1]!;
    moves = grownArray(moves, start + T + 1);
    prios = grownArray(prios, start + T + 1);
    let end = start;
    // A card that must go next is the only move worth trying (shrinkingProofs.ts).
    if (forcedColumn >= 0) moves[end++] = forcedColumn;
    else for (let c = 0; c < T; c++) {
      const h = heights[c]!;
      if (h === 0 || !holeTakes(deal, p.top, ranks[c * stride + h - 1]!)) continue;
      const pr = priority(c);
      let j = end++;
      while (j > start && prios[j - 1]! < pr) {
        moves[j] = moves[j - 1]!;
        prios[j] = prios[j - 1]!;
        j--;
      }
      moves[j] = c;
      prios[j] = pr;
    }
    if (p.stockLeft > 0 && forcedColumn < 0) moves[end++] = STOCK;
    starts[depth] = nexts[depth] = start;
    ends[depth] = end;
    entries[depth] = entry;
    return true;
  };

  const line = (): Move[] => {
    const out: Move[] = [];
    for (let d = 0; d <= depth; d++) {
      const move = moves[nexts[d]! - 1]!;
      out.push(move === STOCK ? { type: 'deal' } : { type: 'move', from: { pile: 'tableau', index: move }, to: { pile: 'foundation', index: 0 }, count: 1 });
    }
    // Where every card must be home, the stock's cards left follow the columns' last.
    if (shape.win !== 'tableau-empty') for (let i = 0; i < p.stockLeft; i++) out.push({ type: 'deal' });
    return out;
  };

  try {
    if (cardsLeft === 0) return { verdict: 'winnable', moves: line() };
    enter();
    while (depth >= 0) {
      if (nexts[depth]! >= ends[depth]!) {
        const entry = entries[depth]!;
        const cost = stockRanks.length - p.stockLeft;
        if (cost < lostAt[entry]!) lostAt[entry] = cost;
        depth--;
        if (depth >= 0) undo(moves[nexts[depth]! - 1]!, tops[depth]!);
        continue;
      }
      const move = moves[nexts[depth]!++]!;
      tops[depth] = p.top;
      play(move);
      if (cardsLeft === 0) return { verdict: 'winnable', moves: line() };
      if (!enter()) {
        if (stopped) return { verdict: 'unknown' };
        undo(move, tops[depth]!);
      }
    }
    return stopped ? { verdict: 'unknown' } : { verdict: 'lost' };
  } finally {
    table.release();
  }
}

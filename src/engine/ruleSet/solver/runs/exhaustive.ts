// The exhaustive search: depth-first over the 'sound' move set (moves.ts), with the exact set of
// positions already seen. Nothing it leaves out can hold the only win (see moves.ts), and a
// position is named exactly (every card, face-down ones included, and the stock left), so when it
// runs out of positions without a win, no win is reachable: 'lost' is a proof. It stops after
// `limit` positions; it is meant for small positions.
import type { SearchBudget } from '../../../../search/budget.js';
import { grownArray } from '../../../../search/grownArray.js';
import { applyMoveCode, generateMoves, maxMoves } from './moves.js';
import { columnStarts, dealsLeft, isWon, LENGTHS, stockLeft, type Layout } from './position.js';

type ExhaustiveResult = { verdict: 'winnable'; moves: number[] } | { verdict: 'lost' } | { verdict: 'unknown' };

/**
 * The exact name of a position: the stock left and every card of every column with its face (the
 * runs gone follow from the cards left, which a search never adds to). Once no row can be dealt, the columns are interchangeable (the
 * rules treat every column alike, and no deal will tell them apart), so the name lists them in
 * sorted order: positions that differ only in column order share one name, and one future.
 */
function positionKey(record: Uint8Array, layout: Layout, starts: Int32Array): string {
  columnStarts(record, layout, starts);
  const columns: string[] = [];
  for (let c = 0; c < layout.columns; c++) {
    const start = starts[c]!;
    columns.push(String.fromCharCode(...record.subarray(start, start + record[LENGTHS + c]!)));
  }
  if (dealsLeft(record, layout) === 0) columns.sort();
  return `${stockLeft(record)}|${columns.join('|')}`;
}


export function exhaustiveSearch(root: Uint8Array, layout: Layout, limit: number, budget: SearchBudget): ExhaustiveResult {
  const stride = layout.stride;
  const starts = new Int32Array(layout.columns);
  const seen = new Set<string>([positionKey(root, layout, starts)]);
  const scratch = new Int32Array(maxMoves(layout));
  // The path: the position at each depth, its untried moves (moves[next[d]] … moves[end[d] - 1]),
  // and the move taken from it.
  let records = new Uint8Array(stride * 64);
  let moves = new Int32Array(1024);
  let next = new Int32Array(64);
  let end = new Int32Array(64);
  const line: number[] = [];
  records.set(root);
  const open = (depth: number, at: number): void => {
    const count = generateMoves(records.subarray(depth * stride, (depth + 1) * stride), layout, 'sound', starts, scratch);
    moves = grownArray(moves, at + count);
    moves.set(scratch.subarray(0, count), at);
    next[depth] = at;
    end[depth] = at + count;
  };
  open(0, 0);
  let depth = 0;
  let expanded = 0;
  const child = new Uint8Array(stride);
  while (depth >= 0) {
    if (next[depth]! >= end[depth]!) {
      depth--;
      line.pop();
      continue;
    }
    const move = moves[next[depth]!++]!;
    applyMoveCode(records.subarray(depth * stride, (depth + 1) * stride), layout, move, child);
    if (isWon(child, layout)) return { verdict: 'winnable', moves: [...line, move] };
    const key = positionKey(child, layout, starts);
    if (seen.has(key)) continue;
    if (expanded++ >= limit || !budget.spend()) return { verdict: 'unknown' };
    seen.add(key);
    line.push(move);
    depth++;
    records = grownArray(records, (depth + 1) * stride);
    next = grownArray(next, depth + 1);
    end = grownArray(end, depth + 1);
    records.set(child, depth * stride);
    open(depth, end[depth - 1]!);
  }
  return { verdict: 'lost' };
}

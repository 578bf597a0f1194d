// Autumn Leaves' complete search (exhaustive.ts) alone, deal by deal: its verdict, positions, time
// and how many positions it reached with 5, 4 … 0 deals left, as JSON lines. It measures how big
// a whole deal's search is, and proves deals lost given a large budget.
// With --levels, instead: every position reachable, level by level (5 deals left, then 4 …), each
// level listed whole before the next: how many there are with each number of deals left, until
// maxPositions have been listed; a win met on the way ends it, and a deal listed to the end without
// one is proved lost (every position reachable is listed: the same proof as exhaustive.ts).
// With --levels-apart, the same, but the last stages (no deal left, the biggest level by far) are
// each listed apart, those proved lost kept in a table of at most memoryMiB (emptied when full:
// forgetting a proof costs time, never soundness), so the whole level is never held at once.
// Usage (bundled with esbuild): node out.mjs [--levels | --levels-apart] maxPositions memoryMiB seed …
import { autumnLeaves } from '../src/engine/games/autumn-leaves/rules.js';
import { EXACT_KEY_WORDS, exactKeyInto, loadExactKey } from '../src/engine/games/autumn-leaves/solver/exactKey.js';
import { exhaustiveSearch } from '../src/engine/games/autumn-leaves/solver/exhaustive.js';
import { Position } from '../src/engine/games/autumn-leaves/solver/position.js';
import { SearchBudget } from '../src/solver/budget.js';
import { ExactKeyTable } from '../src/solver/exactKeyTable.js';
import { grownArray } from '../src/solver/grownArray.js';
import { applyMove, listMoves, MAX_MOVES, undoMove } from '../src/engine/games/autumn-leaves/solver/moves.js';

const levels = process.argv[2] === '--levels' || process.argv[2] === '--levels-apart';
const lastStagesApart = process.argv[2] === '--levels-apart';
const [maxPositions, memoryMiB, ...seeds] = process.argv.slice(levels ? 3 : 2).map(Number);
for (const seed of seeds) {
  if (levels) {
    countLevels(seed);
    continue;
  }
  const budget = new SearchBudget({ maxPositions, timeLimitMs: 24 * 3600_000 });
  const reached: number[] = [];
  const started = performance.now();
  const outcome = exhaustiveSearch(new Position(autumnLeaves.newGame({ seed })), budget, reached, memoryMiB! * 2 ** 20);
  const verdict = 'win' in outcome ? 'winnable' : 'lost' in outcome ? 'lost' : 'unknown';
  const ms = Math.round(performance.now() - started);
  process.stdout.write(JSON.stringify({ seed, verdict, positions: budget.positions, ms, byDealsLeft: reached }) + '\n');
}

/** Lists each level whole (breadth first within it) before the next; prints the sizes as it goes. */
function countLevels(seed: number): void {
  const started = performance.now();
  const position = new Position(autumnLeaves.newGame({ seed }));
  const key = new Uint32Array(EXACT_KEY_WORDS);
  const moves = new Int32Array(MAX_MOVES);
  let level = new ExactKeyTable(EXACT_KEY_WORDS);
  exactKeyInto(position, key);
  level.find(key);
  level.add(key);
  const sizes: number[] = [];
  let listed = 0;
  for (let dealsLeft = position.dealsLeft; dealsLeft >= 0 && listed < maxPositions!; dealsLeft--) {
    if (dealsLeft === 0 && lastStagesApart) {
      const outcome = lastStages(level, position, maxPositions! - listed);
      process.stdout.write(JSON.stringify({ seed, verdict: outcome.verdict, lastStages: level.size, positions: listed + outcome.listed, ms: Math.round(performance.now() - started) }) + '\n');
      level.release();
      return;
    }
    const next = new ExactKeyTable(EXACT_KEY_WORDS);
    for (let entry = 0; entry < level.size && listed < maxPositions!; entry++, listed++) {
      const offset = level.keyOffset(entry);
      loadExactKey(position, level.keyChunk(entry).subarray(offset, offset + EXACT_KEY_WORDS));
      const count = listMoves(position, moves);
      for (let i = 0; i < count; i++) {
        const code = moves[i]!;
        const turned = applyMove(position, code);
        exactKeyInto(position, key);
        const into = code >> 8 === 0 ? next : level;
        if (into.find(key) < 0) into.add(key);
        const won = position.isWon();
        undoMove(position, code, turned);
        if (won) {
          process.stdout.write(JSON.stringify({ seed, verdict: 'winnable', dealsLeft, ms: Math.round(performance.now() - started) }) + '\n');
          return;
        }
      }
    }
    sizes[dealsLeft] = level.size;
    if (dealsLeft > 0) sizes[dealsLeft - 1] = next.size;
    const complete = listed < maxPositions!;
    process.stdout.write(JSON.stringify({ seed, dealsLeft, positions: level.size, complete, stageStartsNext: next.size, ms: Math.round(performance.now() - started) }) + '\n');
    level.release();
    level = next;
  }
  // Every level listed whole and no win met: nothing reachable is won.
  if (listed < maxPositions!) process.stdout.write(JSON.stringify({ seed, verdict: 'lost', positions: listed, ms: Math.round(performance.now() - started) }) + '\n');
}

/**
 * Each last stage from the positions in `starts` listed apart, depth first, skipping positions
 * already proved lost; a stage listed to the end without a win adds all it listed to the lost
 * positions (as the staged search's `lostEnds`: solver.ts has the proof).
 */
function lastStages(starts: ExactKeyTable, position: Position, budget: number): { verdict: string; listed: number } {
  const limit = Math.floor((memoryMiB! * 2 ** 20) / (EXACT_KEY_WORDS * 4 + 32));
  const lost = new ExactKeyTable(EXACT_KEY_WORDS);
  const seen = new ExactKeyTable(EXACT_KEY_WORDS);
  const key = new Uint32Array(EXACT_KEY_WORDS);
  let moves = new Int32Array(MAX_MOVES * 64);
  const ends: number[] = [];
  const nexts: number[] = [];
  const played: number[] = [];
  const turned: boolean[] = [];
  let listed = 0;
  for (let start = 0; start < starts.size; start++) {
    const offset = starts.keyOffset(start);
    const startKey = starts.keyChunk(start).subarray(offset, offset + EXACT_KEY_WORDS);
    if (lost.find(startKey) >= 0) continue;
    loadExactKey(position, startKey);
    if (position.isWon()) return { verdict: 'winnable', listed };
    seen.clear();
    seen.find(startKey);
    seen.add(startKey);
    nexts.push(0);
    ends.push(listMoves(position, moves));
    while (ends.length > 0) {
      const f = ends.length - 1;
      if (nexts[f]! >= ends[f]!) {
        ends.pop();
        nexts.pop();
        if (played.length > 0) undoMove(position, played.pop()!, turned.pop()!);
        continue;
      }
      const code = moves[nexts[f]!++]!;
      const flipped = applyMove(position, code);
      exactKeyInto(position, key);
      if (seen.find(key) >= 0 || lost.find(key) >= 0) {
        undoMove(position, code, flipped);
        continue;
      }
      if (++listed > budget) return { verdict: 'unknown', listed };
      seen.add(key);
      if (position.isWon()) return { verdict: 'winnable', listed };
      played.push(code);
      turned.push(flipped);
      moves = grownArray(moves, ends[f]! + MAX_MOVES);
      nexts.push(ends[f]!);
      ends.push(ends[f]! + listMoves(position, moves.subarray(ends[f]!, ends[f]! + MAX_MOVES)));
    }
    for (let entry = 0; entry < seen.size; entry++) {
      if (lost.size >= limit) lost.clear();
      const at = seen.keyOffset(entry);
      const seenKey = seen.keyChunk(entry).subarray(at, at + EXACT_KEY_WORDS);
      if (lost.find(seenKey) < 0) lost.add(seenKey);
    }
    if (start % 100_000 === 0) process.stderr.write(`${start} of ${starts.size} last stages, ${listed} listed, ${lost.size} lost kept\n`);
  }
  return { verdict: 'lost', listed };
}

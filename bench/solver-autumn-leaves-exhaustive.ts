// Autumn Leaves' complete search (exhaustive.ts) alone, deal by deal: its verdict, positions, time
// and how many positions it reached with 5, 4 … 0 deals left, as JSON lines. It measures how big
// a whole deal's search is, and proves deals lost given a large budget.
// With --levels, instead: every position reachable, level by level (5 deals left, then 4 …), each
// level listed whole before the next: how many there are with each number of deals left, until
// maxPositions have been listed; a win met on the way ends it, and a deal listed to the end without
// one is proved lost (every position reachable is listed: the same proof as exhaustive.ts).
// Usage (bundled with esbuild): node out.mjs [--levels] maxPositions memoryMiB seed …
import { autumnLeaves } from '../src/engine/games/autumn-leaves/rules.js';
import { EXACT_KEY_WORDS, exactKeyInto, exhaustiveSearch, loadExactKey } from '../src/engine/games/autumn-leaves/solver/exhaustive.js';
import { Position } from '../src/engine/games/autumn-leaves/solver/position.js';
import { SearchBudget } from '../src/solver/budget.js';
import { ExactKeyTable } from '../src/solver/exactKeyTable.js';
import { applyMove, listMoves, MAX_MOVES, undoMove } from '../src/engine/games/autumn-leaves/solver/moves.js';

const levels = process.argv[2] === '--levels';
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

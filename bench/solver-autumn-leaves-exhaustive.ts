// Autumn Leaves' complete search (exhaustive.ts) alone, deal by deal: its verdict, positions, time
// and how many positions it reached with 5, 4 … 0 deals left, as JSON lines. It measures how big
// a whole deal's search is, and proves deals lost given a large budget.
// Usage (bundled with esbuild): node out.mjs maxPositions memoryMiB seed …
import { autumnLeaves } from '../src/engine/games/autumn-leaves/rules.js';
import { exhaustiveSearch } from '../src/engine/games/autumn-leaves/solver/exhaustive.js';
import { Position } from '../src/engine/games/autumn-leaves/solver/position.js';
import { SearchBudget } from '../src/solver/budget.js';

const [maxPositions, memoryMiB, ...seeds] = process.argv.slice(2).map(Number);
for (const seed of seeds) {
  const budget = new SearchBudget({ maxPositions, timeLimitMs: 24 * 3600_000 });
  const reached: number[] = [];
  const started = performance.now();
  const outcome = exhaustiveSearch(new Position(autumnLeaves.newGame({ seed })), budget, reached, memoryMiB! * 2 ** 20);
  const verdict = 'win' in outcome ? 'winnable' : 'lost' in outcome ? 'lost' : 'unknown';
  const ms = Math.round(performance.now() - started);
  process.stdout.write(JSON.stringify({ seed, verdict, positions: budget.positions, ms, byDealsLeft: reached }) + '\n');
}

// Autumn Leaves' complete searches alone, deal by deal, as JSON lines: how big a whole deal's search
// is, and deals proved lost given a large budget.
// - Default: the depth-first complete search (exhaustive.ts): its verdict, positions, time and how
//   many positions it reached with 5, 4 … 0 deals left.
// - --levels: the level-by-level search (levels.ts), each level listed whole: one line per level
//   (positions with that many deals left), then the verdict.
// - --levels-apart: the same, but the last stages listed one at a time, the positions proved lost
//   kept in memoryMiB (how deal 100 was proved lost); progress on stderr.
// Usage (bundled with esbuild): node out.mjs [--levels | --levels-apart] maxPositions memoryMiB seed …
import { autumnLeaves } from '../src/engine/games/autumn-leaves/rules.js';
import { exhaustiveSearch } from '../src/engine/games/autumn-leaves/solver/exhaustive.js';
import { listByLevels } from '../src/engine/games/autumn-leaves/solver/levels.js';
import { Position } from '../src/engine/games/autumn-leaves/solver/position.js';
import { SearchBudget } from '../src/solver/budget.js';

const mode = process.argv[2]?.startsWith('--') ? process.argv[2] : undefined;
const [maxPositions, memoryMiB, ...seeds] = process.argv.slice(mode ? 3 : 2).map(Number);
const memoryBytes = memoryMiB! * 2 ** 20;
for (const seed of seeds) {
  const position = new Position(autumnLeaves.newGame({ seed }));
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const print = (line: object) => process.stdout.write(JSON.stringify({ seed, ...line }) + '\n');
  if (mode === '--levels' || mode === '--levels-apart') {
    const outcome = listByLevels(position, {
      maxPositions: maxPositions!,
      lostMemoryBytes: mode === '--levels-apart' ? memoryBytes : undefined,
      onLevel: (dealsLeft, positions, complete) => print({ dealsLeft, positions, complete, ms: ms() }),
      onProgress: (done, stages, listed) => process.stderr.write(`${done} of ${stages} last stages, ${listed} listed\n`),
    });
    print({ verdict: outcome.verdict, positions: outcome.listed, ms: ms() });
    continue;
  }
  const budget = new SearchBudget({ maxPositions, timeLimitMs: 24 * 3600_000 });
  const reached: number[] = [];
  const outcome = exhaustiveSearch(position, budget, reached, memoryBytes);
  const verdict = 'win' in outcome ? 'winnable' : 'lost' in outcome ? 'lost' : 'unknown';
  print({ verdict, positions: budget.positions, ms: ms(), byDealsLeft: reached });
}

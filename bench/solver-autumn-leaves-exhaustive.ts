// Autumn Leaves' complete search, level by level (levels.ts), deal by deal, as JSON lines: one line
// per level (positions with that many deals left), then the verdict. It measures how big a whole
// deal's search is, and proves deals lost given a large budget.
// - --levels: each level listed whole.
// - --levels-apart: the last stages listed one at a time, the positions proved lost kept in
//   memoryMiB (how deal 100 was proved lost); progress on stderr.
// Usage (bundled with esbuild): node out.mjs --levels | --levels-apart maxPositions memoryMiB seed …
import { autumnLeaves } from '../src/engine/games/autumn-leaves/index.js';
import { listByLevels } from '../src/engine/games/autumn-leaves/solver/levels.js';
import { Position } from '../src/engine/games/autumn-leaves/solver/position.js';

const mode = process.argv[2];
if (mode !== '--levels' && mode !== '--levels-apart') {
  process.stderr.write('usage: --levels | --levels-apart maxPositions memoryMiB seed …\n');
  process.exit(1);
}
const [maxPositions, memoryMiB, ...seeds] = process.argv.slice(3).map(Number);
for (const seed of seeds) {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const print = (line: object) => process.stdout.write(JSON.stringify({ seed, ...line }) + '\n');
  const outcome = listByLevels(new Position(autumnLeaves.newGame({ seed })), {
    maxPositions: maxPositions!,
    lostMemoryBytes: mode === '--levels-apart' ? memoryMiB! * 2 ** 20 : undefined,
    onLevel: (dealsLeft, positions, complete) => print({ dealsLeft, positions, complete, ms: ms() }),
    onProgress: (done, stages, listed) => process.stderr.write(`${done} of ${stages} last stages, ${listed} listed\n`),
  });
  print({ verdict: outcome.verdict, positions: outcome.listed, ms: ms() });
}

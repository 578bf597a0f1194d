// Winning lines before and after they are made to read like play (src/solver/shortenLine.ts):
// for every registered game, its deals solved within a positions budget, the search's line and the
// shortened one, each counted in moves, and the time the shortening took. The median a won deal,
// per game; where no deal of the first N was won in the budget, the game says so.
//
//   node bench/lines.mjs [--seeds N] [--positions P] [--games a,b]
import { parseArgs } from 'node:util';
import { games, solve } from 'leaves-solitaire';

const { values } = parseArgs({ options: { seeds: { type: 'string', default: '20' }, positions: { type: 'string', default: '300000' }, games: { type: 'string' } } });
const seeds = Number(values.seeds);
const maxPositions = Number(values.positions);
const wanted = values.games?.split(',');

/** The median a won deal, or '–' where no deal was won. */
const median = (values) => (values.length === 0 ? '–' : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

console.log(`| game | deals won of ${seeds} | median moves, search's line | median moves, shortened | p90 shortened | median ms to shorten | max ms |`);
console.log('|---|---|---|---|---|---|---|');
for (const game of Object.values(games)) {
  if (wanted && !wanted.includes(game.id)) continue;
  const before = [];
  const after = [];
  const ms = [];
  for (let seed = game.deals.first; seed < game.deals.first + seeds; seed++) {
    const state = game.newGame({ seed });
    const found = solve(state, { maxPositions });
    if (found.verdict !== 'winnable') continue;
    const started = performance.now();
    const shortened = solve(state, { maxPositions, shorten: true });
    if (shortened.verdict !== 'winnable') continue;
    // The search runs again (it is deterministic): only what the shortening adds is counted.
    ms.push(Math.max(0, performance.now() - started - found.ms));
    before.push(found.moves.length);
    after.push(shortened.moves.length);
  }
  const sorted = [...after].sort((a, b) => a - b);
  console.log(`| ${game.title} | ${before.length} | ${median(before)} | ${median(after)} | ${sorted[Math.floor(sorted.length * 0.9)] ?? '–'} | ${ms.length ? median(ms).toFixed(0) : '–'} | ${ms.length ? Math.max(...ms).toFixed(0) : '–'} |`);
}

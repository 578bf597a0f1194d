// The fair hint's budget per game (a game's `fairPositions`, engine/game.ts): for each game with
// hidden cards and each budget, how many of the solves a fair hint makes from the first deals (each
// useful move on each sampled deal) are decided, the chance it shows, and how long a hint takes. A budget where few are decided leaves
// the chance unknown ("?") or counts undecided samples as not won; the game's own budget is the
// smallest that decides most of them for a time a hint can afford (bench/RESULTS.md, "The fair
// hint's budget per game"). Counted budgets, so the decided counts do not depend on the load; the
// times do.
//
//   node bench/fairBudgets.mjs [--games autumn-leaves,golf] [--budgets 600,2400,9600,38400]
//                              [--seeds 1-2] [--samples 3]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { fairAdvice, games, unseenCount } from 'leaves-solitaire';

const { values } = parseArgs({
  options: {
    games: { type: 'string' },
    budgets: { type: 'string', default: '600,2400,9600,38400' },
    seeds: { type: 'string', default: '1-2' },
    samples: { type: 'string', default: '3' },
  },
});
const ids = values.games ? values.games.split(',') : Object.keys(games).filter((id) => unseenCount(games[id].newGame({ seed: 1 })) > 0);
const budgets = values.budgets.split(',').map(Number);
const [first = Number.NaN, last = first] = values.seeds.split('-').map(Number);
const samples = Number(values.samples);

console.log('game | own budget | budget | decided solves | chances | hint ms (mean)');
for (const id of ids) {
  const game = games[id];
  for (const maxPositions of budgets) {
    let decided = 0;
    let ms = 0;
    const chances = [];
    for (let seed = first; seed <= last; seed++) {
      const started = performance.now();
      const advice = fairAdvice(game.newGame({ seed }), { seed: 3, samples, maxPositions, timeLimitMs: Number.POSITIVE_INFINITY });
      ms += performance.now() - started;
      // Each move solved on a sample that was won or proved lost there.
      for (const entry of advice.tally) decided += entry.wins + entry.lost;
      chances.push(advice.chance === undefined ? '?' : `${Math.round(advice.chance * 100)}%`);
    }
    console.log(`${id} | ${game.fairPositions} | ${maxPositions} | ${decided} | ${chances.join(' ')} | ${Math.round(ms / (last - first + 1))}`);
  }
}
console.log(`(load ${loadavg()[0]?.toFixed(1)})`);

// How soon the fair estimate is worth showing (src/ui/outlook/fairOutlook.ts, worthShowing: at least 10
// sampled deals and a 95% interval no wider than 40 points) at the deal, and whether t, asked then
// and again after --samples sampled deals, gives the same move: the best move both times
// (sameBest), or under the game's rule that t keeps the move it gave while no other is 10 points
// better on the same samples (hintedMove: kept). Counted in sampled deals (the time is printed too,
// and depends on the load). The estimate as the game makes it (fairEstimate.ts: seed 1). Prints a
// JSON line a deal, then one for the range.
//
//   node bench/fairShown.mjs [--game klondike] [--options '{"draw":3}'] [--seeds 1-20] [--samples 200]
import { fairAdvice, games, loadSolver } from 'leaves-solitaire';
import { wilson } from './fairHints.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const game = arg('game', 'klondike');
const options = JSON.parse(arg('options', '{"draw":3}'));
const [firstSeed, lastSeed] = arg('seeds', '1-20').split('-').map(Number);
const samples = Number(arg('samples', '200'));
// As SHOWN_SAMPLES and SHOWN_WIDTH in src/ui/outlook/fairOutlook.ts.
const SHOWN_SAMPLES = 10;
const SHOWN_WIDTH = 0.4;
const worthShowing = (advice) => {
  if (advice.chance === undefined) return false;
  const { low, high } = wilson(advice.wins, advice.samples);
  return advice.samples >= SHOWN_SAMPLES && high - low <= SHOWN_WIDTH + 1e-9;
};
// As NOISE_POINTS and hintedMove in src/ui/outlook/fairOutlook.ts.
const NOISE_POINTS = 0.1;
const key = (move) => JSON.stringify(move ?? null);
const keeps = (advice, told) => {
  if (key(advice.move) === key(told)) return true;
  const own = advice.tally.find((entry) => key(entry.move) === key(told));
  return own !== undefined && own.wins + own.lost > 0 && (advice.wins - own.wins) / advice.samples < NOISE_POINTS - 1e-9;
};

const rows = [];
for (let seed = firstSeed; seed <= lastSeed; seed++) {
  const state = games[game].newGame({ ...options, seed });
  await loadSolver(state);
  let shown;
  const began = performance.now();
  const last = fairAdvice(state, {
    seed: 1, samples, timeLimitMs: Number.POSITIVE_INFINITY,
    onProgress: (advice) => {
      if (!shown && worthShowing(advice)) shown = { samples: advice.samples, ms: Math.round(performance.now() - began), move: advice.move };
    },
  });
  const row = {
    game, options, seed, shownAt: shown?.samples ?? null, shownMs: shown?.ms ?? null, samples: last.samples,
    sameBest: shown ? key(shown.move) === key(last.move) : null, kept: shown ? keeps(last, shown.move) : null,
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
const shownRows = rows.filter((row) => row.shownAt !== null);
const sorted = shownRows.map((row) => row.shownAt).sort((a, b) => a - b);
console.log(JSON.stringify({
  game, options, seeds: `${firstSeed}-${lastSeed}`, samples,
  shown: shownRows.length, medianShownAt: sorted[sorted.length >> 1] ?? null, largestShownAt: sorted.at(-1) ?? null,
  sameBest: shownRows.filter((row) => row.sameBest).length, kept: shownRows.filter((row) => row.kept).length,
}));

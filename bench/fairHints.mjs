// Fair-hint followers: each deal played from the start by doing what the fair hint says
// (`hint(state, { fair: true })`: only what the player can see, engine/unseen.ts), until the game is
// won or lost, the hint has nothing to suggest, the same position comes back a third time (hints
// going round in circles), or 2,000 moves. It never peeks: the solver only
// ever sees sampled deals. Where a position has one legal move, the follower plays it without
// asking (the hint could say nothing else); where the hint heads for a decision through reversible
// moves, it plays them and the decision without asking again. It asks from the state alone (no move played last),
// with one sampling seed for the deal. The sampling budget is samples a decision × positions (per
// sampled deal's solve), not time, so a run's verdicts do not depend on the machine's load.
// Prints each deal as a JSON line (with --out, appended to that file, and deals already there are
// skipped, so a long run can be resumed), then the win rate with its 95% interval and the fair
// hint's median and p99 time.
//
//   node bench/fairHints.mjs --case klondike-3 [--seeds 1-100] [--samples 200] [--positions N]
//                            [--stock hidden|known] [--solver | --verdicts FILE] [--out FILE]
//
// --samples: sampled deals a decision, over all its candidates. --positions: each sampled deal's
// solve (default: the game's own `fairPositions`, as in play; 600 but where a game says more).
// --stock known: the stock's order is known and only the other face-down cards are hidden (the
// published players' convention); hidden (default) is the game as played.
//
// For the solver's winnable rate on the same deals, beside the follower's: --solver solves each
// deal with perfect information (1 s), or --verdicts reads the JSON lines of
// `leaves solve … --json` (a seed and a verdict each).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { games, hint, solve } from 'leaves-solitaire';

export const FAIR_CASES = {
  'klondike-3': { label: 'Klondike draw 3', game: 'klondike', options: { draw: 3 } },
  'klondike-1': { label: 'Klondike draw 1', game: 'klondike', options: { draw: 1 } },
  'spider-1': { label: 'Spider 1 suit', game: 'spider', options: { suits: 1 } },
  'spider-2': { label: 'Spider 2 suits', game: 'spider', options: { suits: 2 } },
  'spider-4': { label: 'Spider 4 suits', game: 'spider', options: { suits: 4 } },
  'autumn-leaves': { label: 'Autumn Leaves', game: 'autumn-leaves', options: {} },
  yukon: { label: 'Yukon', game: 'yukon', options: {} },
  canfield: { label: 'Canfield', game: 'canfield', options: {} },
  golf: { label: 'Golf', game: 'golf', options: {} },
  spiderette: { label: 'Spiderette', game: 'spiderette', options: {} },
  scorpion: { label: 'Scorpion', game: 'scorpion', options: {} },
  'forty-thieves': { label: 'Forty Thieves', game: 'forty-thieves', options: {} },
  pyramid: { label: 'Pyramid', game: 'pyramid', options: {} },
  tripeaks: { label: 'TriPeaks', game: 'tripeaks', options: {} },
};

const MAX_MOVES = 2000;
const Z95 = 1.959964;

/** The move a hint asks for, as the engine plays it (a deal hint: the deal, or the turn-over). */
function moveOf(rules, state, given) {
  if (given.kind === 'move') return given.move;
  const legal = rules.legalMoves(state);
  return legal.find((m) => m.type === 'deal') ?? legal.find((m) => m.type === 'recycle');
}

/** Plays one deal by fair hints; the time of each hint asked goes into `times`. */
export function followFair(testCase, seed, budget, times) {
  const rules = games[testCase.game];
  let state = rules.newGame({ ...testCase.options, seed });
  let moves = 0;
  const visits = new Map();
  for (; moves < MAX_MOVES && rules.status(state) === 'playing'; moves++) {
    const key = JSON.stringify([state.tableau, state.stock, state.waste, state.foundations, state.cells, state.reserve]);
    visits.set(key, (visits.get(key) ?? 0) + 1);
    if (visits.get(key) >= 3) break;
    const legal = rules.legalMoves(state);
    let move = legal.length === 1 ? legal[0] : undefined;
    if (!move) {
      const started = performance.now();
      const given = hint(state, { fair: true, seed, timeLimitMs: 1e9, samples: budget.samples, maxPositions: budget.positions, stock: budget.stock });
      times.push(performance.now() - started);
      if (given.kind === 'none') break;
      // The reversible moves to the decision and the decision itself, played at once: asked again
      // after each, the hint would choose the same decision (docs/solver.md, "The fair hint").
      const { path = [], decision } = given.estimate ?? {};
      if (decision && path.length > 0) {
        for (const step of path) state = rules.applyMove(state, step);
        moves += path.length;
        move = decision;
      } else move = moveOf(rules, state, given);
      if (!move) break;
    }
    state = rules.applyMove(state, move);
  }
  return { won: rules.status(state) === 'won', moves };
}

/** Wilson's 95% score interval. */
export function wilson(successes, trials) {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const denominator = 1 + (Z95 * Z95) / trials;
  const centre = p + (Z95 * Z95) / (2 * trials);
  const spread = Z95 * Math.sqrt((p * (1 - p)) / trials + (Z95 * Z95) / (4 * trials * trials));
  return { low: (centre - spread) / denominator, high: (centre + spread) / denominator };
}

const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

function argument(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const testCase = FAIR_CASES[argument('case', 'klondike-3')];
  if (!testCase) {
    console.error(`No such case: the cases are ${Object.keys(FAIR_CASES).join(', ')}.`);
    process.exit(1);
  }
  const [first, last] = argument('seeds', '1-100').split('-').map(Number);
  const budget = { samples: Number(argument('samples', '200')), positions: argument('positions') && Number(argument('positions')), stock: argument('stock', 'hidden') };
  if (!['hidden', 'known'].includes(budget.stock)) {
    console.error(`--stock takes hidden or known, not ${budget.stock}.`);
    process.exit(1);
  }
  const withSolver = process.argv.includes('--solver');
  const out = argument('out');
  const done = new Map();
  if (out && existsSync(out)) {
    for (const line of readFileSync(out, 'utf8').split('\n').filter(Boolean)) {
      const record = JSON.parse(line);
      done.set(record.seed, record);
    }
  }
  for (let seed = first; seed <= last; seed++) {
    if (done.has(seed)) continue;
    const times = [];
    const started = performance.now();
    const { won, moves } = followFair(testCase, seed, budget, times);
    const record = { seed, won, moves, hints: times.length, ms: Math.round(performance.now() - started), times: times.map((t) => Math.round(t * 10) / 10) };
    if (withSolver) record.solver = solve(games[testCase.game].newGame({ ...testCase.options, seed }), { timeLimitMs: 1000 }).verdict;
    done.set(seed, record);
    if (out) appendFileSync(out, `${JSON.stringify(record)}\n`);
    console.log(JSON.stringify({ ...record, times: undefined }));
  }
  const records = [...done.values()].filter((r) => r.seed >= first && r.seed <= last);
  const won = records.filter((r) => r.won).length;
  const interval = wilson(won, records.length);
  const times = records.flatMap((r) => r.times).sort((a, b) => a - b);
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(`${testCase.label}, seeds ${first}–${last} (${records.length} deals), ${budget.samples} samples a decision × ${budget.positions || games[testCase.game].fairPositions} positions a solve, stock ${budget.stock}:`);
  console.log(`  fair follower won ${won} (${pct(won / records.length)}, 95% interval ${pct(interval.low)}–${pct(interval.high)})`);
  const verdictsFile = argument('verdicts');
  if (verdictsFile) {
    const verdicts = new Map(readFileSync(verdictsFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)).filter((r) => r.seed !== undefined).map((r) => [r.seed, r.verdict]));
    for (const record of records) record.solver = verdicts.get(record.seed);
  }
  if (withSolver || verdictsFile) {
    const winnable = records.filter((r) => r.solver === 'winnable').length;
    const solverInterval = wilson(winnable, records.length);
    const wonOfWinnable = records.filter((r) => r.solver === 'winnable' && r.won).length;
    console.log(`  the follower won ${wonOfWinnable} of the ${winnable} deals the solver wins`);
    console.log(`  solver (perfect information): ${winnable} winnable (${pct(winnable / records.length)}, ${pct(solverInterval.low)}–${pct(solverInterval.high)})`);
  }
  console.log(`  ${times.length} fair hints: median ${at(times, 0.5).toFixed(0)} ms, p99 ${at(times, 0.99).toFixed(0)} ms (load ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`);
}

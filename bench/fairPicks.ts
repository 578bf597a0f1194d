// How well the fair hint picks at a decision, against a pick made with far larger budgets (a
// counted oracle). `collect` follows the hint on some Klondike deals (stock known) and, at every
// fourth decision with two candidates or more, solves each candidate on the same D sampled deals
// at each position budget, writing one JSON line a decision: each candidate's row of outcomes (W
// won, L lost, ? cut short) per budget. `replay` then runs the bandit (bandit.ts) over those rows
// at several sample budgets, in 20 orders of the deals, and prints what the pick loses a decision
// against the best candidate by the largest budget's estimate (bench/RESULTS.md, "The fair hint's
// samples"; docs/solver.md, "What lonelybot does per decision").
// Run: npx esbuild bench/fairPicks.ts --bundle --platform=node --format=esm --outfile=/tmp/fairPicks.mjs
//   node /tmp/fairPicks.mjs collect --seeds 1-6 --deals 100 --budgets 600,3000 --out picks.jsonl
//   node /tmp/fairPicks.mjs replay picks.jsonl
import { appendFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { mulberry32, shuffle } from '../src/engine/cards/random.js';
import { gameOf } from '../src/engine/games.js';
import { klondike } from '../src/engine/games/klondike/index.js';
import type { GameState } from '../src/engine/types.js';
import { redealUnseen, withStockSeen } from '../src/engine/unseen.js';
import { Ucb1 } from '../src/solver/bandit.js';
import { decisionPoints } from '../src/solver/decisionPoints.js';
import { fairAdvice } from '../src/solver/fairHint.js';
import { solve } from '../src/solver/solve.js';
import { loadSolver } from '../src/solver/solverLoader.js';

interface Decision { seed: number; move: number; rows: Record<string, string[]> }

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seeds: { type: 'string', default: '1-6' }, deals: { type: 'string', default: '100' }, budgets: { type: 'string', default: '600,3000' }, out: { type: 'string', default: 'picks.jsonl' }, samples: { type: 'string', default: '50' } },
});

/** Each candidate of the position solved on the same sampled deals, a row of outcomes per budget. */
function outcomes(state: GameState, deals: number, budgets: number[]): Record<string, string[]> {
  const position = redealUnseen(withStockSeen(state), 0);
  const rules = gameOf(position);
  const next = mulberry32(1);
  const seeds = Array.from({ length: deals }, () => Math.floor(next() * 2 ** 32));
  const rows: Record<string, string[]> = {};
  for (const positions of budgets) {
    rows[positions] = decisionPoints(position).map((candidate) => seeds.map((seed) => {
      let start = redealUnseen(position, seed);
      for (const move of [...candidate.path, candidate.move]) start = rules.applyMove(start, move);
      const { verdict } = solve(start, { maxPositions: positions, timeLimitMs: Number.POSITIVE_INFINITY });
      return verdict === 'winnable' ? 'W' : verdict === 'lost' ? 'L' : '?';
    }).join(''));
  }
  return rows;
}

function collect(): void {
  const [first = 1, last = first] = values.seeds.split('-').map(Number);
  const budgets = values.budgets.split(',').map(Number);
  for (let seed = first; seed <= last; seed++) {
    let state = klondike.newGame({ seed, draw: 3 });
    for (let move = 0; move < 300 && klondike.status(state) === 'playing'; move++) {
      const advice = fairAdvice(state, { seed, timeLimitMs: Number.POSITIVE_INFINITY, samples: Number(values.samples), stock: 'known' });
      if (!advice.move) break;
      if (advice.path?.length === 0 && advice.tally.length >= 2 && move % 4 === 0) {
        appendFileSync(values.out, `${JSON.stringify({ seed, move, rows: outcomes(state, Number(values.deals), budgets) })}\n`);
      }
      state = klondike.applyMove(state, advice.move);
    }
  }
}

/** The candidate UCB1 picks with `budget` samples, the t-th sample of a candidate being outcome t of its row. */
function ucbPick(rows: string[], budget: number): number {
  const bandit = new Ucb1(rows.length, budget, rows[0]!.length);
  for (let arm = bandit.next(); arm !== undefined; arm = bandit.next()) {
    const outcome = rows[arm]![bandit.tally[arm]!.pulls]!;
    bandit.record(arm, outcome === 'W', outcome === 'L');
  }
  return bandit.best();
}

function replay(file: string): void {
  const decisions = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Decision);
  const budgets = Object.keys(decisions[0]!.rows).map(Number).sort((a, b) => a - b);
  const [small, large] = [String(budgets[0]), String(budgets[budgets.length - 1])];
  for (const samples of [50, 100, 200, 400]) {
    let loss = 0;
    let agree = 0;
    let picks = 0;
    for (const { rows } of decisions) {
      const value = rows[large]!.map((row) => row.split('W').length - 1).map((wins) => wins / rows[large]![0]!.length);
      const best = Math.max(...value);
      for (let order = 0; order < 20; order++) {
        const shuffled = shuffle([...rows[small]![0]!].map((_, i) => i), order + 1);
        const pick = ucbPick(rows[small]!.map((row) => shuffled.map((i) => row[i]).join('')), samples);
        loss += best - value[pick]!;
        agree += Number(value[pick] === best);
        picks++;
      }
    }
    console.log(`UCB1, ${samples} samples at ${small} positions: loses ${(100 * loss / picks).toFixed(2)} points a decision against the best at ${large}; picks it ${(100 * agree / picks).toFixed(1)}% (${decisions.length} decisions)`);
  }
}

if (positionals[0] === 'collect') {
  await loadSolver(klondike.id);
  collect();
} else replay(positionals[1] ?? values.out);

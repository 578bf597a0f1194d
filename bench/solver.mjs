// Solver figures for `npm run bench`: each game and variant solved deal by deal with
// `leaves solve --json --jobs 1` (one solve at a time, as the budgets are stated), the verdicts
// counted and set beside the targets and the published winnable rates.
//
//   node bench/solver.mjs [--scale quick|full]
//
// full: the seed sets (Klondike 1–1000, Spider 1–200 and 1–100 for 4 suits, Autumn Leaves
// 1–10,000, FreeCell 1–1000, each rule-set game 1–1000; hours at worst). FreeCell's other sets (a sample of 2,000, all of
// 1–32,000) run with bench/solver-freecell.ts. quick (the default, and what `npm run bench` runs): the first seeds
// of each set, minutes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin', 'leaves.js');

/**
 * Each case: its seeds (full, quick), the time limit a deal, and the target: a least fraction of
 * deals decided (or, where loss is not proved, found winnable), and for Klondike the range the
 * published rates allow for 1000 deals (Blake & Gent: 90.5% draw 1, 82% draw 3).
 */
export const SOLVER_CASES = [
  { label: 'Klondike draw 1', args: ['klondike', '--draw', '1'], full: 1000, quick: 200, limitS: 1, decided: 0.99, rate: [0.886, 0.924] },
  { label: 'Klondike draw 3', args: ['klondike', '--draw', '3'], full: 1000, quick: 200, limitS: 1, decided: 0.99, rate: [0.795, 0.844] },
  { label: 'Spider 1 suit', args: ['spider', '--suits', '1'], full: 200, quick: 20, limitS: 2, winnable: 0.99 },
  { label: 'Spider 2 suits', args: ['spider', '--suits', '2'], full: 200, quick: 20, limitS: 10, winnable: 0.95 },
  { label: 'Spider 4 suits', args: ['spider', '--suits', '4'], full: 100, quick: 10, limitS: 30, winnable: 0.9 },
  { label: 'Autumn Leaves', args: ['autumn-leaves'], full: 10_000, quick: 500, limitS: 1, decided: 0.999 },
  { label: 'FreeCell', args: ['freecell'], full: 1000, quick: 200, limitS: 1, winnable: 0.999 },
  // The rule-set games, all with the one rule-set solver: the rate range is the 99% sampling
  // interval for 1000 deals of Blake & Gent's thoughtful figure (Canfield: from the lower end of
  // the whole-pile figure's to the upper end of the freer one's, 67.562% and 71.245%).
  { label: 'Golf', args: ['golf'], full: 1000, quick: 20, limitS: 1, decided: 0.99, rate: [0.4106, 0.4916] },
  { label: 'Black Hole', args: ['black-hole'], full: 1000, quick: 20, limitS: 1, decided: 0.99, rate: [0.842, 0.8969] },
  { label: "Baker's Game", args: ['bakers-game'], full: 1000, quick: 20, limitS: 1, decided: 0.99, rate: [0.7153, 0.7858] },
  { label: 'Eight Off', args: ['eight-off'], full: 1000, quick: 20, limitS: 1, decided: 0.99, rate: [0.996, 1] },
  { label: 'Seahaven Towers', args: ['seahaven-towers'], full: 1000, quick: 20, limitS: 1, decided: 0.99, rate: [0.8682, 0.9185] },
  { label: 'Beleaguered Castle', args: ['beleaguered-castle'], full: 1000, quick: 20, limitS: 1, decided: 0.99, rate: [0.6438, 0.7196] },
  { label: 'Canfield', args: ['canfield'], full: 1000, quick: 20, limitS: 1, decided: 0.99, rate: [0.6375, 0.7493] },
  { label: 'Forty Thieves', args: ['forty-thieves'], full: 1000, quick: 5, limitS: 10, decided: 0.95 },
  { label: 'Spiderette', args: ['spiderette'], full: 1000, quick: 20, limitS: 1, decided: 0.99 },
  { label: 'Simple Simon', args: ['simple-simon'], full: 1000, quick: 20, limitS: 1, decided: 0.99 },
  { label: 'Yukon', args: ['yukon'], full: 1000, quick: 20, limitS: 1, decided: 0.99 },
  { label: 'Scorpion', args: ['scorpion'], full: 1000, quick: 20, limitS: 1, decided: 0.99 },
  { label: 'Pyramid', args: ['pyramid'], full: 1000, quick: 200, limitS: 1, decided: 0.99 },
  { label: 'TriPeaks', args: ['tripeaks'], full: 1000, quick: 200, limitS: 1, decided: 0.99 },
];

/** Runs one case through the command line and returns its summary. */
function runCase(testCase, seeds, onProgress) {
  const args = [BIN, 'solve', ...testCase.args, '--seeds', `1-${seeds}`, '--time-limit', String(testCase.limitS), '--json', '--jobs', '1'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    let summary;
    let done = 0;
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const record = JSON.parse(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if (record.summary) summary = record.summary;
        else onProgress(++done, seeds);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 && summary ? resolve(summary) : reject(new Error(`leaves solve exited ${code}`))));
  });
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const time = (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);

/** The verdict on a case's target, in words. */
function targetVerdict(testCase, s) {
  const parts = [];
  let met = true;
  if (testCase.decided !== undefined) {
    met &&= s.decidedRate >= testCase.decided;
    parts.push(`decided ≥ ${pct(testCase.decided)}`);
  }
  if (testCase.winnable !== undefined) {
    met &&= s.winnableRate >= testCase.winnable;
    parts.push(`won ≥ ${pct(testCase.winnable)}`);
  }
  if (testCase.rate !== undefined) {
    met &&= s.winnableRate >= testCase.rate[0] && s.winnableRate <= testCase.rate[1];
    parts.push(`rate in ${pct(testCase.rate[0])}–${pct(testCase.rate[1])}`);
  }
  return `${met ? 'met' : 'MISSED'}: ${parts.join(', ')}`;
}

export async function measureSolvers(scale, log = (text) => process.stdout.write(text)) {
  const rows = [];
  for (const testCase of SOLVER_CASES) {
    const seeds = testCase[scale];
    const summary = await runCase(testCase, seeds, (done, total) => {
      if (process.stdout.isTTY) log(`\r  ${testCase.label}: ${done}/${total}`);
    });
    if (process.stdout.isTTY) log('\r\x1b[K');
    rows.push({ ...testCase, seeds, summary });
  }
  return rows;
}

export function solverTable(rows, table) {
  return table(
    ['case', 'seeds', 'limit', 'winnable', 'lost', 'unknown', 'winnable rate (95%)', 'median', 'p90', 'max', 'positions/s', 'target'],
    rows.map(({ label, seeds, limitS, summary: s, ...testCase }) => [
      label, `1–${seeds}`, `${limitS} s`, s.winnable, s.lost, s.unknown,
      s.unknown === 0
        ? `${pct(s.winnableRate)} (${pct(s.winnableInterval.low)}–${pct(s.winnableInterval.high)})`
        : `${pct(s.winnable / s.deals)}–${pct((s.winnable + s.unknown) / s.deals)} (${pct(s.winnableInterval.low)}–${pct(s.notLostInterval.high)})`,
      time(s.medianMs), time(s.p90Ms), time(s.maxMs),
      Math.round(s.positions / Math.max(0.001, s.totalMs / 1000)).toLocaleString('en-US'),
      targetVerdict(testCase, s),
    ]),
    ['l'],
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--scale');
  const scale = i >= 0 ? process.argv[i + 1] : 'quick';
  if (scale !== 'quick' && scale !== 'full') throw new Error('--scale is quick or full');
  const { table } = await import('./table.mjs');
  console.log(`Solvers (${scale}: leaves solve --json --jobs 1, one solve at a time)`);
  console.log(solverTable(await measureSolvers(scale), table));
}

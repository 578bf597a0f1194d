// Leaves and Solvitaire (github.com/thecharlieblake/Solvitaire) side by side on the same deals with
// the same limit a deal, one deal at a time: deals decided, winnable and lost, decided deals per
// second, and every deal whose verdicts contradict each other (bench/RESULTS.md, "Side by side
// with Solvitaire").
//
//   node bench/solvitaire-compare.mjs --solvitaire /tmp/solvitaire/bin/solvitaire \
//     --games golf,black-hole --seeds 1-200 --limit 1 [--rounds 2] [--smart] [--out /tmp/solvitaire-compare]
//     [--only solvitaire] [--reuse]
//
// (or SOLVITAIRE=/path/to/solvitaire in the environment: a binary built from its public
// repository; nothing of Solvitaire is kept here). Needs `npm run build` first.
// Our deals are written as Solvitaire deal files (bench/solvitaire-deals.mjs). Each side runs as
// one process over the whole seed range: Solvitaire given every file (`--classify --timeout`),
// Leaves as `leaves solve GAME --seeds … --time-limit … --json --jobs 1`; with --rounds N the
// sides take turns (A B, B A, …) and each side's figures are its median round. "decided/s" is
// deals decided over the whole command's wall time (one process start each); the solvers' own
// summed times are beside it. --smart runs Solvitaire as its paper's figures were made
// (`--streamliners smart-solvability`: a try with its streamliners first, then a sound one; a win
// found either way is real), within the same total limit. Solvitaire's rounds are kept in <out>;
// --reuse takes them again for the very same deal files and limit (--only solvitaire makes them
// alone, while our side is not built yet). The per-deal verdicts and every disagreement go to <out>/compare.json.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gameOfPreset, PRESETS, seedRange, writeDeals } from './solvitaire-deals.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin', 'leaves.js');
const SOLVITAIRE_VERDICTS = { solved: 'winnable', unsolvable: 'lost' };

/** Runs a command to its end; resolves its stdout lines, each with the time it arrived (ms from start). */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    let buffer = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        lines.push({ text: buffer.slice(0, newline), at: performance.now() - started });
        buffer = buffer.slice(newline + 1);
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines, stderr, wallMs: performance.now() - started }));
  });
}

/** Solvitaire on the deal files, in order: a verdict and its own time for each. */
async function runSolvitaire(exe, type, files, limitS, smart) {
  // Smart: a first try with its streamliners at a tenth of the limit, then without: 1.1 limits in all.
  const timeoutMs = Math.round((limitS * 1000) / (smart ? 1.1 : 1));
  const flags = smart ? ['--streamliners', 'smart-solvability'] : [];
  const result = await run(exe, ['--type', type, '--classify', '--timeout', String(timeoutMs), ...flags, ...files]);
  // A --classify line: ", <result>, <ms>, <states searched>, … (11 fields a try, two tries when
  // smart), <final result>"; a seed first when it has one.
  const rows = result.lines.filter((line) => /^\d*, /.test(line.text)).map((line) => line.text.split(', '));
  if (rows.length !== files.length) {
    const said = result.stderr.split('\n').find((line) => line.startsWith('[error]')) ?? `exit ${result.code}`;
    throw new Error(`Solvitaire answered ${rows.length} of ${files.length} deals (${type}): ${said}`);
  }
  return {
    wallMs: result.wallMs,
    finished: new Date().toISOString(),
    load: load(),
    deals: rows.map((row) => ({
      verdict: SOLVITAIRE_VERDICTS[row.at(-1)] ?? 'unknown',
      ms: Number(row[2]) + (Number(row[13]) || 0),
      positions: Number(row[3]) + (Number(row[14]) || 0),
    })),
  };
}

/** Leaves on the same seeds: a verdict and its own time for each. */
async function runLeaves(game, first, last, limitS) {
  const args = [BIN, 'solve', game, '--seeds', `${first}-${last}`, '--time-limit', String(limitS), '--json', '--jobs', '1'];
  const result = await run(process.execPath, args);
  if (result.code !== 0) throw new Error(`leaves solve ${game} exited ${result.code}: ${result.stderr.trim().split('\n')[0] ?? ''}`);
  const records = result.lines.map((line) => JSON.parse(line.text)).filter((record) => record.seed !== undefined);
  return { wallMs: result.wallMs, deals: records.map((r) => ({ verdict: r.verdict, ms: r.ms, positions: r.positions })) };
}

/** The counts and rates of one side's run. */
function figures(side) {
  const n = side.deals.length;
  const winnable = side.deals.filter((d) => d.verdict === 'winnable').length;
  const lost = side.deals.filter((d) => d.verdict === 'lost').length;
  const ownMs = side.deals.reduce((sum, d) => sum + d.ms, 0);
  const decided = winnable + lost;
  return { deals: n, decided, winnable, lost, wallMs: side.wallMs, ownMs, perSecond: decided / (side.wallMs / 1000), ownPerSecond: decided / (Math.max(ownMs, 1) / 1000) };
}

/**
 * Deals whose verdicts the relation between the two rule sets forbids (PRESETS in
 * solvitaire-deals.mjs), and those it allows to differ.
 */
function compareVerdicts(relation, first, ours, theirs) {
  const contradictions = [];
  const allowed = [];
  ours.forEach((mine, i) => {
    const other = theirs[i].verdict;
    if (mine.verdict === 'unknown' || other === 'unknown' || mine.verdict === other) return;
    const entry = { seed: first + i, leaves: mine.verdict, solvitaire: other };
    const forbidden =
      relation === 'same' ||
      (relation === 'theirs-harder' && other === 'winnable') ||
      (relation === 'theirs-easier' && mine.verdict === 'winnable');
    (forbidden ? contradictions : allowed).push(entry);
  });
  return { contradictions, allowed };
}

const median = (rows, key) => [...rows].sort((a, b) => a[key] - b[key])[Math.floor((rows.length - 1) / 2)];
const pct = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;
const load = () => loadavg()[0]?.toFixed(1);

async function compareGame(key, options) {
  const { exe, first, last, limitS, rounds, out, smart, reuse, only } = options;
  const preset = PRESETS[key];
  const game = gameOfPreset(key);
  const files = writeDeals(key, first, last, path.join(out, 'deals'));
  /** @type {{ leaves: unknown[], solvitaire: unknown[] }} */
  const runs = { leaves: [], solvitaire: [] };
  const loads = [load()];
  // --reuse: Solvitaire's rounds of an earlier run on the very same deal files and limit.
  const saved = path.join(out, `solvitaire-${key}-${first}-${last}-${limitS}${smart ? '-smart' : ''}.json`);
  const digest = createHash('sha256').update(files.map((f) => readFileSync(f, 'utf8')).join('\n')).digest('hex');
  const earlier = reuse && existsSync(saved) ? JSON.parse(readFileSync(saved, 'utf8')) : undefined;
  if (earlier?.digest === digest) runs.solvitaire.push(...earlier.runs);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['solvitaire', 'leaves'] : ['leaves', 'solvitaire'];
    for (const side of order) {
      if ((side === 'solvitaire' && runs.solvitaire.length > round) || (only && side !== only)) continue;
      runs[side].push(side === 'leaves' ? await runLeaves(game, first, last, limitS) : await runSolvitaire(exe, preset.type, files, limitS, smart));
      loads.push(load());
    }
  }
  writeFileSync(saved, JSON.stringify({ digest, runs: runs.solvitaire }));
  const pick = (side) => {
    const rows = runs[side].map((r) => ({ ...figures(r), run: r }));
    return median(rows, 'perSecond');
  };
  const solvitaire = pick('solvitaire');
  if (only === 'solvitaire') return { key, type: preset.type, solvitaire, loads };
  const leaves = pick('leaves');
  return { key, game, type: preset.type, relation: preset.relation, leaves, solvitaire, loads, ...compareVerdicts(preset.relation, first, leaves.run.deals, solvitaire.run.deals) };
}

function tableRows(result) {
  const row = (name, f) =>
    `| ${name} | ${pct(f.decided, f.deals)} | ${pct(f.winnable, f.deals)} | ${pct(f.lost, f.deals)} | ${f.perSecond.toFixed(1)} | ${f.ownPerSecond.toFixed(1)} |`;
  const rows = [row(`${result.key}: Solvitaire \`${result.type}\``, result.solvitaire)];
  return result.leaves ? [...rows, row(`${result.key}: Leaves`, result.leaves)] : rows;
}

async function main() {
  const { values } = parseArgs({
    options: {
      solvitaire: { type: 'string', default: process.env.SOLVITAIRE },
      games: { type: 'string', default: Object.keys(PRESETS).join(',') },
      seeds: { type: 'string', default: '1-200' },
      limit: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '1' },
      out: { type: 'string', default: '/tmp/solvitaire-compare' },
      smart: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  });
  if (!values.solvitaire) throw new Error('say where Solvitaire is: --solvitaire PATH or SOLVITAIRE=PATH (a Solvitaire binary built from its public repository)');
  const keys = values.games.split(',');
  const unknown = keys.filter((key) => !PRESETS[key]);
  if (unknown.length > 0) throw new Error(`--games takes ${Object.keys(PRESETS).join(', ')}; not ${unknown.join(', ')}`);
  const limitS = Number(values.limit);
  const rounds = Number(values.rounds);
  if (!(limitS > 0)) throw new Error(`--limit is seconds a deal, more than 0, not ${values.limit}`);
  if (values.only && values.only !== 'solvitaire') throw new Error(`--only takes solvitaire (its rounds kept for --reuse), not ${values.only}`);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds is a whole number from 1, not ${values.rounds}`);
  const { first, last } = seedRange(values.seeds);
  mkdirSync(values.out, { recursive: true });
  const options = { exe: values.solvitaire, first, last, limitS, rounds, out: values.out, smart: values.smart, reuse: values.reuse, only: values.only };

  const mode = values.smart ? 'smart-solvability' : 'no streamliners';
  console.log(`seeds ${first}-${last}, ${limitS} s a deal, one deal at a time, ${rounds} round(s) a side, Solvitaire ${mode}`);
  console.log('| | decided | winnable | lost | decided/s (wall) | decided/s (own time) |');
  console.log('|---|---|---|---|---|---|');
  const results = [];
  for (const key of keys) {
    const result = await compareGame(key, options);
    results.push(result);
    for (const line of tableRows(result)) console.log(line);
  }
  if (options.only) return;
  console.log('');
  for (const r of results) {
    const said = (list) => list.map((d) => `${d.seed} (Leaves ${d.leaves}, Solvitaire ${d.solvitaire})`).join(', ') || 'none';
    console.log(`${r.key} (${r.relation}, load ${r.loads.join(' → ')}): contradictions: ${said(r.contradictions)}; allowed differences: ${r.allowed.length}`);
  }
  const file = path.join(values.out, 'compare.json');
  const saved = results.map(({ leaves, solvitaire, ...r }) => ({
    ...r,
    leaves: { ...leaves, run: undefined, verdicts: leaves.run.deals.map((d) => d.verdict) },
    solvitaire: { ...solvitaire, run: undefined, verdicts: solvitaire.run.deals.map((d) => d.verdict) },
  }));
  writeFileSync(file, `${JSON.stringify({ first, last, limitS, rounds, results: saved }, null, 1)}\n`);
  console.log(`per-deal verdicts: ${file}`);
}

main().catch((error) => {
  console.error(`solvitaire-compare: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// Long games stay fast (issue 13, item 7): a save of N moves (default 20,000) is loaded in a fresh
// process, and moves are played with their saves, each timed. The store and engine are bundled
// from the sources with esbuild, and every timed process first sets the V8 flags the game runs
// with (src/ui/terminal/memory.ts: no optimising compiler), so the numbers are what a player waits for.
//
//   node bench/store.mjs [--moves N] [--runs N] [--keys N] [--src DIR] [--json FILE]
//
// --runs: fresh-process loads (default 9); --keys: timed moves of each kind (default 100);
// --src: a source tree to measure instead of this one's src/ (e.g. an older commit's, unpacked
// with `git archive <commit> src | tar -x -C DIR`); --json: also write the raw numbers there.
// The save is a Klondike draw-1 game of seeded random legal moves (unlimited passes, so it
// never runs out of moves); its file goes in a temp folder. Budgets: load ≤ 300 ms, a move with
// its save ≤ 16 ms (reported, never failed). The moves' time is split by the file system calls of
// their saves (write, fsync of the file and the folder, rename and close) and the rest (rules,
// encoding, JSON): where it goes. In the game the save follows the move's frame
// (src/ui/terminal/saveAfterFrame.ts), so this is the work a move costs, not what the screen waits for;
// bench/keys.mjs measures that.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flag = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const MOVES = Number(flag('moves', 20_000));
const RUNS = Number(flag('runs', 9));
const KEYS = Number(flag('keys', 100));
const SRC = path.resolve(flag('src', path.join(ROOT, 'src')));
const JSON_OUT = flag('json', undefined);

/** One program, three jobs: make the save, load it, or play moves with their saves. */
const ENTRY = `
import v8 from 'node:v8';
const [job, dir, count] = process.argv.slice(2);
if (job !== 'make') for (const f of ['--semi-space-growth-factor=1', '--heap-growing-percent=5', '--no-opt']) v8.setFlagsFromString(f);
const { games } = await import(${JSON.stringify(path.join(SRC, 'engine/games.ts'))});
const { newSession, play, undo, redo } = await import(${JSON.stringify(path.join(SRC, 'engine/session/session.ts'))});
const { GameStore } = await import(${JSON.stringify(path.join(SRC, 'store/gameStore.ts'))});
const out = (value) => process.stdout.write(JSON.stringify(value));
if (job === 'make') {
  let seed = 13;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  let p = newSession('klondike', 12345, { draw: 1, passes: 'unlimited' });
  while (p.session.moves.length < Number(count)) {
    const legal = games.klondike.legalMoves(p.state);
    p = play(p, legal[Math.floor(random() * legal.length)]);
  }
  new GameStore(dir).save({ ...p.session, elapsedMs: 3_600_000 });
  out({ moves: p.session.moves.length });
} else if (job === 'load') {
  const start = performance.now();
  const store = new GameStore(dir);
  const loaded = store.load(store.lastGame());
  store.settings();
  store.statistics();
  out({ ms: performance.now() - start, moves: loaded.position.session.moves.length });
} else {
  // The file system calls of each save, timed by kind: where a save's time goes.
  const fs = (await import('node:fs')).default;
  const phases = { write: [], fsync: [], 'rename and close': [] };
  let current = { write: 0, fsync: 0, 'rename and close': 0 };
  const timed = (kind, call) => (...args) => {
    const start = performance.now();
    try {
      return call(...args);
    } finally {
      current[kind] += performance.now() - start;
    }
  };
  const io = {
    openSync: timed('write', fs.openSync), writeSync: timed('write', fs.writeSync), fsyncSync: timed('fsync', fs.fsyncSync),
    closeSync: timed('rename and close', fs.closeSync), renameSync: timed('rename and close', fs.renameSync), rmSync: fs.rmSync,
  };
  const store = new GameStore(dir, io);
  let position = store.load('klondike').position;
  const time = (step) => {
    current = { write: 0, fsync: 0, 'rename and close': 0 };
    const start = performance.now();
    position = step(position);
    store.save(position.session);
    const total = performance.now() - start;
    for (const kind of Object.keys(phases)) phases[kind].push(current[kind]);
    return total;
  };
  for (let i = 0; i < 10; i++) time(i % 2 ? redo : undo); // warm-up, not counted
  const undoRedo = Array.from({ length: Number(count) }, (_, i) => time(i % 2 ? redo : undo));
  const fresh = Array.from({ length: Number(count) }, () => time((p) => play(p, games.klondike.legalMoves(p.state)[0])));
  for (const kind of Object.keys(phases)) phases[kind].splice(0, 10); // the warm-up's
  out({ undoRedo, fresh, phases, bytes: fs.statSync(store.path).size });
}
`;

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const pct = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];
const row = (name, xs, budget) =>
  `${name.padEnd(40)} median ${pct(xs, 50).toFixed(1).padStart(7)} ms   p90 ${pct(xs, 90).toFixed(1).padStart(7)} ms   max ${Math.max(...xs).toFixed(1).padStart(7)} ms   ${pct(xs, 90) <= budget ? 'within' : 'over'} ${budget} ms (p90)`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-bench-store-'));
try {
  const bundle = path.join(work, 'store-bench.mjs');
  await build({ stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'warning', nodePaths: [path.join(ROOT, 'node_modules')] });
  const run = (...args) => JSON.parse(execFileSync(process.execPath, [bundle, ...args.map(String)], { encoding: 'utf8', maxBuffer: 1 << 26 }));
  const dir = path.join(work, 'config');
  const made = run('make', dir, MOVES);
  const bytes = fs.statSync(path.join(dir, 'config.json')).size;
  const loads = Array.from({ length: RUNS }, () => run('load', path.join(dir)).ms);
  const played = run('moves', dir, KEYS);
  console.log(`store bench: ${made.moves} moves, save file ${bytes.toLocaleString('en-US')} bytes, sources ${path.relative(ROOT, SRC) || SRC}`);
  console.log(row(`load, fresh process (${RUNS} runs)`, loads, 300));
  console.log(row(`undo/redo with its save (${KEYS})`, played.undoRedo, 16));
  console.log(row(`a new move with its save (${KEYS})`, played.fresh, 16));
  const everyMove = [...played.undoRedo, ...played.fresh];
  for (const [kind, xs] of Object.entries(played.phases)) console.log(row(`  of which ${kind} (all ${xs.length})`, xs, 16));
  const rest = everyMove.map((total, i) => total - Object.values(played.phases).reduce((sum, xs) => sum + xs[i], 0));
  console.log(row(`  of which rules and JSON (all ${rest.length})`, rest, 16));
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify({ moves: made.moves, bytes, loads, ...played }, undefined, 2));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

// Undo and redo in a long game (issue 23, item 9): a Klondike game of 20,000 moves is undone
// move by move to the deal, then redone to the end, as a held key or a burst of keys would, in a
// fresh process with the V8 flags the game runs with (src/ui/terminal/memory.ts). It reports each phase's
// time and peak RSS (VmHWM, reset before each phase through /proc/self/clear_refs), so a phase's
// peak says what it cost on top of the game.
//
//   node bench/undo.mjs [--moves N] [--src DIR] [--bin FILE|none] [--json FILE]
//
// The game itself is measured too: bin/leaves.js (or --bin, e.g. another checkout's, built; none
// leaves it out) loads a save of the game and gets as many u keys, 32 a read, as a held key.
// --src: a source tree to measure instead of this one's src/ (e.g. an older commit's, unpacked
// with `git archive <commit> src | tar -x -C DIR`). The session functions are bundled from the
// sources with esbuild. Linux only (the peaks come from /proc).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The game's reducer and first state, wherever the tree keeps them (an older tree: ui/controller.ts). */
function reducerImports(src) {
  if (fs.existsSync(path.join(src, 'ui/controller.ts'))) return `const { initialUiState, reduce } = await import(${JSON.stringify(path.join(src, 'ui/controller.ts'))});`;
  return [
    `const { initialUiState } = await import(${JSON.stringify(path.join(src, 'ui/hooks/cursorReducer.ts'))});`,
    `const { reduce } = await import(${JSON.stringify(path.join(src, 'ui/hooks/gameReducer.ts'))});`,
  ].join('\n');
}

/** The measuring program: plays, then undoes and redoes every move, each phase timed. */
const entry = (src) => `
import fs from 'node:fs';
import v8 from 'node:v8';
for (const f of ['--semi-space-growth-factor=1', '--heap-growing-percent=5', '--no-opt']) v8.setFlagsFromString(f);
const { games } = await import(${JSON.stringify(path.join(src, 'engine/games.ts'))});
const { newSession, play, undo, redo, canUndo, canRedo } = await import(${JSON.stringify(path.join(src, 'engine/session/session.ts'))});
${reducerImports(src)}
const count = Number(process.argv[2]);
if (process.argv[3]) {
  // Only make a save of the game, for the game itself to load (the burst below).
  const { GameStore } = await import(${JSON.stringify(path.join(src, 'store/gameStore.ts'))});
  let seed = 13;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  let p = newSession('klondike', 12345, { draw: 1, passes: 'unlimited' });
  for (let i = 0; i < count; i++) {
    const legal = games.klondike.legalMoves(p.state);
    p = play(p, legal[Math.floor(random() * legal.length)]);
  }
  new GameStore(process.argv[3]).save(p.session);
  process.exit(0);
}
const kib = (field) => Number(new RegExp('^' + field + ':\\\\s+(\\\\d+) kB', 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);
const resetPeak = () => fs.writeFileSync('/proc/self/clear_refs', '5');
const phase = (step) => {
  resetPeak();
  const start = performance.now();
  step();
  return { ms: performance.now() - start, peakKb: kib('VmHWM'), rssKb: kib('VmRSS') };
};
let seed = 13;
const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
let p = newSession('klondike', 12345, { draw: 1, passes: 'unlimited' });
const played = phase(() => {
  for (let i = 0; i < count; i++) {
    const legal = games.klondike.legalMoves(p.state);
    p = play(p, legal[Math.floor(random() * legal.length)]);
  }
});
const end = p.state;
let undos = 0;
const undone = phase(() => {
  while (canUndo(p)) {
    p = undo(p);
    undos++;
  }
});
let redos = 0;
const redone = phase(() => {
  while (canRedo(p)) {
    p = redo(p);
    redos++;
  }
});
// The same through the game's reducer, as keys: what a held key or a burst of keys costs the game.
let ui = initialUiState(p);
const undoKeys = phase(() => {
  for (let i = 0; i < count; i++) ui = reduce(ui, { type: 'undo' });
});
const redoKeys = phase(() => {
  for (let i = 0; i < count; i++) ui = reduce(ui, { type: 'redo' });
});
if (JSON.stringify(ui.position.state) !== JSON.stringify(end)) throw new Error('the undo and redo keys did not come back to the end of the game');
if (JSON.stringify(p.state) !== JSON.stringify(end) || undos !== count) throw new Error('undoing and redoing every move did not come back to the end of the game');
process.stdout.write(JSON.stringify({ moves: count, undos, redos, played, undone, redone, undoKeys, redoKeys }));
`;

/** Keys in one read that the game still plays as a held key (src/ui/input/inputReader.ts, MAX_KEYS). */
const KEYS_A_READ = 32;

/**
 * The game itself (`bin`, built) on a save of `moves` moves in an 80×24 pty, sent as many u keys,
 * KEYS_A_READ a write: how long until the header says 0 moves, and the game's peak RSS meanwhile.
 */
async function measureBurst(bundle, work, moves, bin) {
  const { spawnPty, procStatusKb, sleep } = await import('./pty.mjs');
  const configDir = path.join(work, 'config');
  execFileSync(process.execPath, [bundle, String(moves), configDir]);
  const running = spawnPty(process.execPath, [bin], { configDir });
  try {
    const until = async (what, test, timeoutMs) => {
      const deadline = performance.now() + timeoutMs;
      while (!test()) {
        if (performance.now() > deadline || running.exited) throw new Error(`the game never showed ${what}:\n${running.screen()}`);
        await sleep(20);
      }
    };
    await until(`${moves} moves`, () => running.screen().includes(`${moves} moves`), 60_000);
    const pid = running.child.pid;
    const before = procStatusKb(pid, 'VmHWM');
    const start = performance.now();
    let answered = true;
    try {
      // As a held key reaches the game over a slow link: KEYS_A_READ at a time, each read once the
      // one before has shown (a read of more would be a burst, which plays nothing).
      for (let left = moves; left > 0; left -= KEYS_A_READ) {
        const after = Math.max(0, left - KEYS_A_READ);
        running.write('u'.repeat(left - after));
        await until(`${after} moves`, () => new RegExp(`(^| )${after} moves?\\b`, 'm').test(running.screen()), 30_000);
      }
    } catch {
      answered = false;
    }
    return { ms: performance.now() - start, answered, peakBeforeKb: before, peakKb: procStatusKb(pid, 'VmHWM'), rssKb: procStatusKb(pid, 'VmRSS') };
  } finally {
    running.kill();
    running.dispose();
  }
}

/** Runs the measurement on the sources in `src` (default this tree's src/), and the burst on `bin` (none: no burst). */
export async function measureUndo({ moves = 20_000, src = path.join(ROOT, 'src'), bin = path.join(ROOT, 'bin', 'leaves.js') } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-bench-undo-'));
  try {
    const bundle = path.join(work, 'undo-bench.mjs');
    await build({ stdin: { contents: entry(src), resolveDir: ROOT, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'warning', nodePaths: [path.join(ROOT, 'node_modules')] });
    const result = JSON.parse(execFileSync(process.execPath, [bundle, String(moves)], { encoding: 'utf8', maxBuffer: 1 << 24 }));
    return bin ? { ...result, burst: await measureBurst(bundle, work, moves, bin) } : result;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The rows of the report: each phase's time and peak RSS. */
export function undoRows(result) {
  const mib = (kb) => `${(kb / 1024).toFixed(1)} MiB`;
  const row = (label, { ms, peakKb, rssKb }, keys) => [label, `${(ms / 1000).toFixed(2)} s`, keys ? `${((ms * 1000) / keys).toFixed(0)} µs` : '', mib(peakKb), mib(rssKb)];
  return [
    row(`play ${result.moves.toLocaleString('en-US')} moves`, result.played, result.moves),
    row(`${result.undos.toLocaleString('en-US')} undos`, result.undone, result.undos),
    row(`${result.redos.toLocaleString('en-US')} redos`, result.redone, result.redos),
    row(`${result.moves.toLocaleString('en-US')} u keys (the game's reducer)`, result.undoKeys, result.moves),
    row(`${result.moves.toLocaleString('en-US')} r keys (the game's reducer)`, result.redoKeys, result.moves),
    ...(result.burst ? [row(`${result.moves.toLocaleString('en-US')} u keys, ${KEYS_A_READ} a read (the game, pty)${result.burst.answered ? '' : ': not done'}`, result.burst, result.moves)] : []),
  ];
}

export const UNDO_HEADINGS = ['phase', 'time', 'a key', 'peak RSS (VmHWM)', 'RSS after'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
  };
  const { table } = await import('./table.mjs');
  const src = path.resolve(flag('src', path.join(ROOT, 'src')));
  const bin = flag('bin', path.join(ROOT, 'bin', 'leaves.js'));
  const result = await measureUndo({ moves: Number(flag('moves', 20_000)), src, bin: bin === 'none' ? undefined : path.resolve(bin) });
  console.log(`Undo and redo in a Klondike game of ${result.moves.toLocaleString('en-US')} moves (sources ${path.relative(ROOT, src) || src})`);
  console.log(table(UNDO_HEADINGS, undoRows(result), ['l']));
  const json = flag('json', undefined);
  if (json) fs.writeFileSync(json, JSON.stringify(result, undefined, 2));
}

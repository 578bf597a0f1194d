// Key → screen for a move and its save, two builds side by side: undo and redo alternately on
// the keys bench's Spider board (bench/keys.mjs), the solver's findings hidden (w, remembered in
// the save), each press timed until the chunk after which a whole frame's header shows the move
// count it must. Runs alternate between the builds (ABBA…) so machine load falls on both alike.
//
//   node bench/movesAB.mjs --before DIR [--rounds N] [--presses N]
//
// DIR: another checkout with its bundle built (e.g. `git archive <commit> | tar -x -C DIR`, a
// node_modules link, `node scripts/build.mjs` there); this checkout's bundle is "after".
import fs from 'node:fs';
import path from 'node:path';
import { mulberry32 } from 'leaves-solitaire';
import { abOptions, pct } from './ab.mjs';
import { heavySpiderSession } from './keys.mjs';
import { now, sleep, spawnPty, tempDir } from './pty.mjs';

const { rounds: ROUNDS, presses: PRESSES, bins } = abOptions();
const summary = (xs) => `median ${pct(xs, 50).toFixed(1)} ms  p90 ${pct(xs, 90).toFixed(1)} ms  p99 ${pct(xs, 99).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`;
const board = heavySpiderSession();

async function measure(bin) {
  const configDir = tempDir();
  const session = { game: 'spider', options: { suits: 4 }, seed: board.seed, moves: board.moves, redo: [], elapsedMs: 0 };
  const file = { version: 1, lastGame: 'spider', saves: { spider: session }, settings: { showOutlook: false } };
  fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify(file));
  /** @type {((chunk: import('./pty.mjs').Chunk) => void) | null} */
  let onParsed = null;
  const running = spawnPty(process.execPath, [bin], { configDir, onParsed: (chunk) => onParsed?.(chunk) });
  try {
    while (!running.screen().includes('q quit')) {
      if (running.exited) throw new Error(`${bin} exited:\n${running.screen()}`);
      await sleep(10);
    }
    await sleep(500);
    const moves = board.moves.length;
    const random = mulberry32(3);
    const latencies = [];
    for (let i = 0; i < PRESSES + 10; i++) {
      const wanted = `${i % 2 === 0 ? moves - 1 : moves} moves`;
      const sentAt = now();
      const shownAt = new Promise((resolve) => {
        onParsed = (chunk) => {
          if (running.term.modes.synchronizedOutputMode || !running.screenLines()[0].includes(wanted)) return;
          onParsed = null;
          resolve(chunk.at);
        };
      });
      running.write(i % 2 === 0 ? 'u' : 'r');
      const at = await shownAt;
      if (i >= 10) latencies.push(at - sentAt); // the first ten warm up
      await sleep(40 + random() * 80);
    }
    return latencies;
  } finally {
    running.kill();
    await running.exit;
  }
}

const all = { before: [], after: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const name of round % 2 ? ['after', 'before'] : ['before', 'after']) {
    const latencies = await measure(bins[name]);
    all[name].push(...latencies);
    console.log(`round ${round + 1} ${name.padEnd(6)} ${summary(latencies)}`);
  }
}
for (const name of ['before', 'after']) console.log(`${name.padEnd(6)} all ${all[name].length} presses: ${summary(all[name])}`);

// Key latency, bytes per key and peak memory on the heaviest board: Spider with 4 suits, every
// row dealt, mid-game with tall columns. The position is written as a save file into a temp
// LEAVES_CONFIG_DIR and resumed with `leaves` (no arguments resumes the game played last).
import fs from 'node:fs';
import path from 'node:path';
import { games, mulberry32 } from 'leaves-solitaire';
import { BIN, KEY, mainThreadCpuMs, now, procStatusKb, sleep, spawnPty, tempDir } from './pty.mjs';
import { boardComplete } from './startup.mjs';

const spider = games.spider;

/**
 * A deterministic mid-game Spider (4 suits) position with tall columns: seeded random playouts
 * that build onto non-empty columns and deal every eighth move, kept once the stock is empty;
 * the tallest column over a small grid of deals and playout seeds wins.
 */
export function heavySpiderSession() {
  let best = { tallest: 0 };
  for (let seed = 1; seed <= 30; seed++) {
    for (let rngSeed = 1; rngSeed <= 5; rngSeed++) {
      const random = mulberry32(rngSeed);
      let state = spider.newGame(/** @type {{ seed: number }} */ ({ seed, suits: 4 }));
      const moves = [];
      let last;
      for (let i = 0; i < 60; i++) {
        const legal = spider.legalMoves(state);
        const builds = legal.filter(
          (m) =>
            m.type === 'move' &&
            (state.tableau[m.to.index]?.length ?? 0) > 0 &&
            !(last?.type === 'move' && m.from.index === last.to.index && m.to.index === last.from.index),
        );
        const canDeal = legal.some((m) => m.type === 'deal');
        let move;
        if ((moves.length % 8 === 7 || builds.length === 0) && canDeal) move = { type: 'deal' };
        else if (builds.length > 0) move = builds[Math.floor(random() * builds.length)];
        else break;
        state = spider.applyMove(state, move);
        moves.push(move);
        last = move;
        if (spider.status(state) !== 'playing') break;
        const tallest = Math.max(...state.tableau.map((column) => column.length));
        if (state.stock.length === 0 && tallest > best.tallest) {
          const faceUp = state.tableau.reduce((n, column) => n + column.filter((card) => card.faceUp).length, 0);
          best = { tallest, seed, moves: moves.slice(), faceUp, onTable: state.tableau.flat().length };
        }
      }
    }
  }
  return best;
}

function writeSave(configDir, board) {
  const session = { game: 'spider', options: { suits: 4 }, seed: board.seed, moves: board.moves, redo: [], elapsedMs: 0 };
  const file = { version: 1, lastGame: 'spider', saves: { spider: session } };
  fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify(file));
}

/**
 * The screen without its header, whose clock, time-penalised score (Klondike loses 2 points every
 * 10 s) and solver word change in their own time while keys are timed; the clock masked wherever
 * else it shows. Every key measured here changes the board below the header.
 */
const CLOCK = /\b(\d+:)?\d{1,2}:\d{2}\b/g;
const body = (lines) => lines.slice(1).join('\n').replace(CLOCK, '##:##');

/** Waits until no output has arrived for `quietMs`. */
export async function quiet(running, quietMs) {
  for (;;) {
    const last = running.chunks.at(-1)?.at ?? running.started;
    const wait = last + quietMs - now();
    if (wait <= 0) return;
    await sleep(wait);
  }
}

/**
 * Presses two keys alternately `count` times (after `warmup` uncounted presses), each after a
 * jittered pause so key presses never lock step with the app's 1 Hz clock. The two keys must
 * lead back and forth between two screens. For each press: the time from writing the key to the
 * arrival of the output chunk after which the screen (with the clock masked) equals the screen
 * that press must produce, and the bytes written in response.
 */
async function timeAlternation(running, setOnParsed, [first, second], { count, warmup, seed, view = body, settleMs = 150 }) {
  const targets = [];
  for (const key of [first, second]) {
    // Each key's screen once it has changed (a loaded machine can take longer than settleMs).
    const previous = view(running.screenLines());
    running.write(key);
    await sleep(settleMs);
    for (const since = now(); view(running.screenLines()) === previous && now() - since < 5000; ) await sleep(20);
    await quiet(running, 100);
    targets.push(view(running.screenLines()));
  }
  if (targets[0] === targets[1]) throw new Error(`${JSON.stringify(first)} and ${JSON.stringify(second)} give the same screen; nothing to measure`);

  const latencies = [];
  const bytes = [];
  const random = mulberry32(seed);
  for (let i = 0; i < warmup + count; i++) {
    const target = targets[i % 2];
    let matchedAt;
    const matched = /** @type {Promise<void>} */ (new Promise((resolve) => {
      setOnParsed((chunk) => {
        if (matchedAt === undefined && view(running.screenLines()) === target) {
          matchedAt = chunk.at;
          resolve();
        }
      });
    }));
    const firstChunk = running.chunks.length;
    const sentAt = now();
    running.write(i % 2 === 0 ? first : second);
    let timer;
    await Promise.race([
      matched,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`key ${i}: the screen never changed:\n${running.screen()}`)), 5000);
      }),
    ]).finally(() => clearTimeout(timer));
    setOnParsed(null);
    // Let the rest of this key's output arrive, then pause as a quick typist would (40–120 ms
    // from one frame to the next key).
    await quiet(running, 15);
    const written = running.chunks.slice(firstChunk).reduce((n, chunk) => n + chunk.bytes, 0);
    if (i >= warmup) {
      latencies.push(matchedAt - sentAt);
      bytes.push(written);
    }
    await sleep(25 + random() * 80);
  }
  return { latencies, bytes };
}

/**
 * The header's last word: '…' while the background solver is at work on the position shown,
 * else what it found (winnable, lost, ?).
 */
function solverWord(running) {
  const header = running.screen().split('\n\n')[0].replace(/\n/g, ' · ');
  return header.split(' · ').pop().trim();
}

async function firstBoard(running) {
  for (;;) {
    if (boardComplete(running.screen())) return;
    if (running.exited || now() - running.started > 10_000) throw new Error(`no board; the screen:\n${running.screen()}`);
    await sleep(10);
  }
}

/**
 * Waits for the background solver's word on the position shown (up to 10 s): a target screen
 * taken before it came would never be seen again (on a busy machine the worker can take a few
 * hundred ms to start).
 */
async function solverAnswered(running) {
  const since = now();
  // "…" while the solver works; "thinking…" until the fair estimate is worth showing.
  while (['…', 'thinking…'].includes(solverWord(running)) && now() - since < 10_000) await sleep(20);
  await quiet(running, 100);
}

/**
 * Key latency while the background solver searches: Klondike draw 3, deal 900, which it cannot
 * decide in its in-game budget (400,000 positions, about a second), so every position of it keeps
 * the worker busy. One card drawn, then undo and redo alternately: each is a new position, so each
 * key starts a new search and the next key comes while that search runs (w hides what it finds,
 * which would otherwise change the screens compared). Also the peak memory with searches on.
 */
export async function measureKeysWhileSolving({ count = 100, warmup = 10, bin = BIN } = {}) {
  /** @type {((chunk: import('./pty.mjs').Chunk) => void) | null} */
  let onParsed = null;
  const running = spawnPty(process.execPath, [bin, 'klondike', '--draw', '3', '--seed', '900'], { configDir: tempDir(), onParsed: (chunk) => onParsed?.(chunk) });
  try {
    await firstBoard(running);
    const solverAtBoard = solverWord(running);
    // Raw mode, before the first key (the terminal echoes keys until the app switches it).
    await sleep(300);
    await quiet(running, 100);
    for (const key of ['d', 'w']) {
      running.write(key);
      await sleep(150);
      await quiet(running, 100);
    }
    const { latencies } = await timeAlternation(running, (callback) => (onParsed = callback), ['u', 'r'], { count, warmup, seed: 9 });
    const peakRssKb = procStatusKb(running.child.pid, 'VmHWM');
    running.write('q');
    await Promise.race([running.exit, sleep(3000)]);
    return { seed: 900, latencies, solverAtBoard, peakRssKb };
  } finally {
    running.kill();
    await running.exit;
    running.dispose();
  }
}

/**
 * Key latency on the heavy board: → and ← alternately (`count` timed presses, the budget's
 * measure), then `moveCount` undo/redo pairs (each a move that is saved to disk before its frame
 * shows), then a scripted stretch of play for peak memory.
 * `nodeArgs` and `bin` are for diagnosis (e.g. a V8 flag, or a patched copy of the bundle).
 */
export async function measureKeys({ count, moveCount = 100, warmup = 10, nodeArgs = [], bin = BIN }) {
  const board = heavySpiderSession();
  const configDir = tempDir();
  writeSave(configDir, board);

  /** @type {((chunk: import('./pty.mjs').Chunk) => void) | null} */
  let onParsed = null;
  const setOnParsed = (callback) => (onParsed = callback);
  const running = spawnPty(process.execPath, [...nodeArgs, bin], { configDir, onParsed: (chunk) => onParsed?.(chunk) });
  try {
    // First board, then raw mode (the terminal echoes keys until the app switches it).
    await firstBoard(running);
    await sleep(300);
    await quiet(running, 100);
    const peakAtBoardKb = procStatusKb(running.child.pid, 'VmHWM');
    await solverAnswered(running);
    const boardScreen = running.screen();

    const { latencies, bytes } = await timeAlternation(running, setOnParsed, [KEY.right, KEY.left], { count, warmup, seed: 7 });
    const solverAfterKeys = solverWord(running);
    // w hides the solver's findings (it goes on solving): what it says about each position comes
    // when it answers, not with the key, and would leave a key's screen different from its target.
    running.write('w');
    await sleep(150);
    await quiet(running, 100);
    const moves = await timeAlternation(running, setOnParsed, ['u', 'r'], { count: moveCount, warmup, seed: 8 });

    // A scripted stretch of play on top of the latency run, for peak memory: hints, help, picking
    // up and dropping runs on every column, deals refused, undo and redo.
    const script = [];
    for (let round = 0; round < 3; round++) {
      script.push('t', KEY.escape, '?', KEY.escape);
      for (let column = 1; column <= 10; column++) script.push(String(column % 10), KEY.enter, String((column % 10) + 1), KEY.escape);
      script.push('u', 'u', 'u', 'r', 'r', 'r', 'd');
    }
    for (const key of script) {
      running.write(key);
      await sleep(20);
    }
    await quiet(running, 100);
    const pid = running.child.pid;
    const peakRssKb = procStatusKb(pid, 'VmHWM');
    const rssKb = procStatusKb(pid, 'VmRSS');

    running.write('q');
    const exited = await Promise.race([running.exit.then(() => true), sleep(3000).then(() => false)]);
    if (!exited) running.kill();
    return { board, boardScreen, latencies, bytes, moveLatencies: moves.latencies, moveBytes: moves.bytes, peakAtBoardKb, peakRssKb, rssKb, solverAfterKeys };
  } finally {
    running.kill();
    await running.exit;
    running.dispose();
  }
}

/** The games whose boards are not columns, each from a deal and a first move by keys: their key latency is measured on its own. */
export const OVERLAP_KEY_CASES = [
  { label: 'Pyramid', args: ['pyramid', '--seed', '1'], setup: [KEY.enter, KEY.enter] },
  { label: 'TriPeaks', args: ['tripeaks', '--seed', '1'], setup: ['d'] },
];

/**
 * Key latency on one game's board (OVERLAP_KEY_CASES): after its setup keys (a first move), ← and →
 * alternately between free cards, then undo and redo of a move alternately (each saved to disk
 * before its frame shows), with the solver's word hidden (w) so the screens compared stay the same.
 * Also the main thread's CPU time a cursor key costs (over the whole run of ← / →, pauses and the
 * clock's ticks included), which the machine's load changes far less than the latencies.
 * `prepare(configDir)` may write a save to resume instead (then `args` is empty).
 */
/**
 * @param {{ args: string[], setup: string[], prepare?: (configDir: string) => void }} testCase
 * @param {{ count?: number, moveCount?: number, warmup?: number, bin?: string }} [options]
 */
export async function measureKeysOnBoard({ args, setup, prepare }, { count = 200, moveCount = 100, warmup = 10, bin = BIN } = {}) {
  /** @type {((chunk: import('./pty.mjs').Chunk) => void) | null} */
  let onParsed = null;
  const setOnParsed = (callback) => (onParsed = callback);
  const configDir = tempDir();
  prepare?.(configDir);
  const running = spawnPty(process.execPath, [bin, ...args], { configDir, onParsed: (chunk) => onParsed?.(chunk) });
  try {
    await firstBoard(running);
    await sleep(300);
    await quiet(running, 100);
    for (const key of [...setup, 'w']) {
      running.write(key);
      await sleep(500);
      await quiet(running, 200);
    }
    const cpuBefore = mainThreadCpuMs(running.child.pid);
    const cursor = await timeAlternation(running, setOnParsed, [KEY.left, KEY.right], { count, warmup, seed: 11, settleMs: 500 });
    const cpuPerKey = ((mainThreadCpuMs(running.child.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN)) / (count + warmup + 2);
    const moves = moveCount > 0 ? await timeAlternation(running, setOnParsed, ['u', 'r'], { count: moveCount, warmup, seed: 12, settleMs: 500 }) : { latencies: [] };
    running.write('q');
    await Promise.race([running.exit, sleep(3000)]);
    return { latencies: cursor.latencies, moveLatencies: moves.latencies, cpuPerKey };
  } finally {
    running.kill();
    await running.exit;
    running.dispose();
  }
}

/** The heavy Spider board as a case for measureKeysOnBoard: a reference measured beside the others. */
export const HEAVY_SPIDER_CASE = {
  label: 'Spider',
  args: [],
  setup: [],
  prepare: (configDir) => writeSave(configDir, heavySpiderSession()),
};

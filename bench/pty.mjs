// Pseudo-terminal helpers for the benchmark: spawn a command in a node-pty of a given size, feed
// its output to a headless xterm, and timestamp every chunk of raw output as it arrives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import xtermHeadless from '@xterm/headless';
import * as pty from 'node-pty';

const { Terminal } = xtermHeadless;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = path.join(ROOT, 'bin', 'leaves.js');
export const KEY = { left: '\x1b[D', right: '\x1b[C', escape: '\x1b', enter: '\r' };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const now = () => performance.now();

const temps = new Set();
// Temp dirs go even when a measurement throws or the run is interrupted.
process.on('exit', () => cleanupTemps());

/** A fresh temp directory (LEAVES_CONFIG_DIR / HOME); removed by cleanupTemps(). */
export function tempDir(prefix = 'leaves-bench-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.add(dir);
  return dir;
}

export function cleanupTemps() {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  temps.clear();
}

/** The parent's environment minus what would change how the child runs, plus the bench's own. */
function childEnv(configDir) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'NODE_OPTIONS' && !name.startsWith('npm_')) env[name] = value;
  }
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'XDG_CONFIG_HOME']) delete env[name];
  const home = configDir ?? tempDir();
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    CI: 'false',
    TERM: 'xterm-256color',
    LEAVES_CONFIG_DIR: configDir ?? home,
  };
}

/**
 * Spawns `file args` in a pty and a matching headless xterm. Every chunk of output is recorded
 * with the time it arrived (before it is parsed); `onParsed(chunk)` runs once xterm has parsed it.
 */
/**
 * @typedef {{ at: number, bytes: number }} Chunk
 * @param {string} file
 * @param {string[]} args
 * @param {{ cols?: number, rows?: number, configDir?: string, onParsed?: (chunk: Chunk) => void }} [options]
 */
export function spawnPty(file, args, { cols = 80, rows = 24, configDir, onParsed } = {}) {
  const term = new Terminal({ cols, rows, allowProposedApi: true, scrollback: 0 });
  const env = childEnv(configDir);
  const started = now();
  const child = pty.spawn(file, args, { name: 'xterm-256color', cols, rows, cwd: ROOT, env });
  const chunks = [];
  let exitedAt;
  const exit = new Promise((resolve) => {
    child.onExit((info) => {
      exitedAt = now();
      resolve({ ...info, at: exitedAt });
    });
  });
  child.onData((data) => {
    const chunk = { at: now(), bytes: Buffer.byteLength(data, 'utf8') };
    chunks.push(chunk);
    term.write(data, () => onParsed?.(chunk));
  });
  const screenLines = () => {
    const buffer = term.buffer.active;
    const lines = [];
    for (let y = 0; y < term.rows; y++) lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true).trimEnd() ?? '');
    return lines;
  };
  return {
    child,
    term,
    started,
    chunks,
    exit,
    get exited() {
      return exitedAt !== undefined;
    },
    screenLines,
    screen: () => screenLines().join('\n'),
    write: (keys) => child.write(keys),
    kill(signal = 'SIGKILL') {
      if (exitedAt === undefined) {
        try {
          child.kill(signal);
        } catch {
          // already gone
        }
      }
    },
    dispose() {
      term.dispose();
    },
  };
}

/**
 * Resolves with the arrival time of the first chunk after which `test(screen)` holds.
 * @param {string} file
 * @param {string[]} args
 * @param {(screen: string) => boolean} test
 * @param {{ cols?: number, rows?: number, configDir?: string, timeoutMs?: number }} [options]
 */
export function waitForScreen(file, args, test, options = {}) {
  let resolveSeen;
  const seen = new Promise((resolve) => (resolveSeen = resolve));
  const running = spawnPty(file, args, {
    ...options,
    onParsed(chunk) {
      if (test(running.screen())) resolveSeen(chunk.at);
    },
  });
  const timeout = options.timeoutMs ?? 10_000;
  let timer;
  const result = Promise.race([
    seen,
    running.exit.then(() => sleep(100)).then(() => {
      throw new Error(`exited before the screen matched; the screen:\n${running.screen()}`);
    }),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeout} ms; the screen:\n${running.screen()}`)), timeout);
    }),
  ]).finally(() => clearTimeout(timer));
  return { running, seen: result };
}

/** Reads a /proc/<pid>/status field in kB (VmHWM, VmRSS); undefined off Linux. */
export function procStatusKb(pid, field) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system, ms) a process's main thread has used, from /proc/<pid>/task/<pid>/stat
 * (the background solver's worker is a thread of its own and is left out); undefined off Linux.
 */
export function mainThreadCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5) (utime, stime), counted from the state, field 3; in clock ticks
    // of 1/100 s (USER_HZ, which /proc always uses).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

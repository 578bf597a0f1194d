// A small harness for end-to-end tests: runs the built `bin/leaves.js` in a real pseudo-terminal
// (node-pty) and keeps a headless xterm of the same size fed with its output, so a test reads the
// screen as a person would see it and types keys as a person would.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import xtermHeadless from '@xterm/headless';
import * as pty from 'node-pty';

const { Terminal } = xtermHeadless;
type XTerm = InstanceType<typeof Terminal>;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = path.join(ROOT, 'bin', 'leaves.js');
const BUNDLE = path.join(ROOT, 'dist', 'cli.js');

/** Keys as a terminal sends them. */
export const KEY = {
  left: '\x1b[D',
  right: '\x1b[C',
  up: '\x1b[A',
  down: '\x1b[B',
  enter: '\r',
  escape: '\x1b',
  ctrlC: '\x03',
} as const;

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function bundleIsFresh(): boolean {
  const built = fs.statSync(BUNDLE, { throwIfNoEntry: false });
  if (!built) return false;
  const sources = Math.max(...['src', 'scripts', 'package.json'].map((p) => newestMtime(path.join(ROOT, p))));
  return built.mtimeMs >= sources;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds dist/ with `node scripts/build.mjs` when it is missing or older than the sources. Test
 * files run in parallel, and a process must never import a half-written bundle, so builds are
 * serialised by a lock directory and skipped when the bundle is already current.
 */
export async function ensureBuilt(): Promise<void> {
  if (bundleIsFresh()) return;
  const lock = path.join(os.tmpdir(), `leaves-e2e-build-${Buffer.from(ROOT).toString('hex').slice(-24)}.lock`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`ensureBuilt: the build lock ${lock} was never released`);
      await sleep(50);
    }
  }
  try {
    if (!bundleIsFresh()) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'pipe' });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const tempDirs: string[] = [];

/** A fresh, empty directory (for LEAVES_CONFIG_DIR or HOME); never the real ~/.config. */
export function freshConfigDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-e2e-'));
  tempDirs.push(dir);
  return dir;
}

/** Removes every directory freshConfigDir made (for afterAll, once the programs have exited). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** The environment for a child: the parent's, minus anything that would change how it runs. */
export function childEnv(extra: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('VITEST') && name !== 'NODE_OPTIONS') env[name] = value;
  }
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'XDG_CONFIG_HOME']) delete env[name];
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export type Expectation = string | RegExp | ((screen: string) => boolean);

export interface LaunchOptions {
  /** LEAVES_CONFIG_DIR for the child (required: tests never touch the real ~/.config). */
  configDir: string;
  /**
   * HOME and XDG_CONFIG_HOME for the child: a fresh empty directory unless given, so that even a
   * program that ignored LEAVES_CONFIG_DIR could not write to the real ~/.config.
   */
  home?: string;
  env?: Record<string, string | undefined>;
  cols?: number;
  rows?: number;
}

export interface Exit {
  exitCode: number;
  signal?: number;
}

export interface Running {
  readonly term: XTerm;
  /** The child's HOME (see LaunchOptions.home). */
  readonly home: string;
  /** The visible lines of the active buffer, trailing spaces trimmed, joined by \n. */
  screen(): string;
  /** Everything the program wrote, escape sequences included. */
  output(): string;
  /** Visible rows (0-based) that continue a line too long for the terminal's width. */
  wrappedRows(): number[];
  /** True while the alternate screen buffer is the active one. */
  onAlternateScreen(): boolean;
  /**
   * Polls the screen until it shows `expected`, looking only at whole frames (never inside a
   * synchronized update, where a frame is half drawn); rejects with the screen after `timeoutMs`.
   */
  waitFor(expected: Expectation, timeoutMs?: number): Promise<string>;
  /**
   * Settles once the program reads keys one by one (its terminal is in raw mode, no echo). Until
   * then the terminal itself echoes what is typed onto the screen, so call this before the first
   * press(); the first frame can appear a few milliseconds before raw mode is on.
   */
  keysReady(timeoutMs?: number): Promise<void>;
  /**
   * Writes raw key sequences to the program, as typing would. Keys written close together may
   * reach the program in one read: wait for each key's effect on the screen before the next.
   */
  press(keys: string): void;
  resize(cols: number, rows: number): void;
  kill(signal?: string): void;
  /** Settles when the program has exited and all its output has reached the screen. */
  readonly exit: Promise<Exit>;
  /** `exit`, or a rejection with the screen when the program is still running after `timeoutMs`. */
  exited(timeoutMs?: number): Promise<Exit>;
  /** Milliseconds since launch. */
  elapsed(): number;
}

function matches(screen: string, expected: Expectation): boolean {
  if (typeof expected === 'string') return screen.includes(expected);
  if (expected instanceof RegExp) return expected.test(screen);
  return expected(screen);
}

export function launch(args: readonly string[], options: LaunchOptions): Running {
  const cols = options.cols ?? 80;
  const rows = options.rows ?? 24;
  const home = options.home ?? freshConfigDir();
  const started = Date.now();
  const term = new Terminal({ cols, rows, allowProposedApi: true, scrollback: 0 });
  const child = pty.spawn(process.execPath, [BIN, ...args], {
    name: 'xterm-256color',
    cols,
    rows,
    cwd: ROOT,
    env: childEnv({
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, '.config'),
      ...options.env,
      CI: 'false',
      TERM: 'xterm-256color',
      LEAVES_CONFIG_DIR: options.configDir,
    }),
  });
  let transcript = '';
  let parsed: Promise<void> = Promise.resolve();
  child.onData((data) => {
    transcript += data;
    parsed = new Promise((resolve) => term.write(data, resolve));
  });
  let exited = false;
  const exit = new Promise<Exit>((resolve) => {
    child.onExit(({ exitCode, signal }) => {
      exited = true;
      // Let the last chunks of output arrive and be parsed before reporting the exit.
      setTimeout(() => void parsed.then(() => resolve({ exitCode, signal })), 50);
    });
  });

  const screen = (): string => {
    const buffer = term.buffer.active;
    const lines: string[] = [];
    for (let y = 0; y < term.rows; y++) {
      lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true).trimEnd() ?? '');
    }
    return lines.join('\n');
  };

  const running: Running = {
    term,
    home,
    screen,
    output: () => transcript,
    wrappedRows() {
      const buffer = term.buffer.active;
      const rows: number[] = [];
      for (let y = 0; y < term.rows; y++) if (buffer.getLine(buffer.viewportY + y)?.isWrapped) rows.push(y);
      return rows;
    },
    onAlternateScreen: () => term.buffer.active.type === 'alternate',
    async waitFor(expected, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await parsed;
        const now = screen();
        if (!term.modes.synchronizedOutputMode && matches(now, expected)) return now;
        if (Date.now() > deadline || exited) {
          await parsed;
          const last = screen();
          if (matches(last, expected)) return last;
          throw new Error(
            `waitFor(${String(expected)}) ${exited ? 'failed: the program exited' : `timed out after ${timeoutMs} ms`}; the screen:\n${last}`,
          );
        }
        await sleep(15);
      }
    },
    async keysReady(timeoutMs = 5_000) {
      const pts = (child as unknown as { ptsName?: string }).ptsName;
      const deadline = Date.now() + timeoutMs;
      while (!exited) {
        let settings: string;
        try {
          if (!pts) throw new Error('no pts name');
          settings = execFileSync('stty', ['-F', pts, '-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        } catch {
          await sleep(200); // no stty -F here (not Linux): give the program a moment instead
          return;
        }
        if (/(^|\s)-icanon(\s|$)/.test(settings) && /(^|\s)-echo(\s|$)/.test(settings)) return;
        if (Date.now() > deadline) throw new Error(`keysReady: the terminal was never put in raw mode:\n${settings}`);
        await sleep(10);
      }
    },
    press(keys) {
      child.write(keys);
    },
    resize(newCols, newRows) {
      term.resize(newCols, newRows);
      child.resize(newCols, newRows);
    },
    kill(signal = 'SIGTERM') {
      if (!exited) child.kill(signal);
    },
    exit,
    exited(timeoutMs = 5_000) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the program did not exit within ${timeoutMs} ms; the screen:\n${screen()}`)), timeoutMs);
      });
      return Promise.race([exit, late]).finally(() => clearTimeout(timer));
    },
    elapsed: () => Date.now() - started,
  };
  live.add(running);
  void exit.then(() => live.delete(running));
  return running;
}

const live = new Set<Running>();

/** Kills every program still running (for afterEach) so no test leaves a child behind. */
export async function killAll(): Promise<void> {
  const running = [...live];
  for (const program of running) program.kill('SIGKILL');
  await Promise.all(running.map((program) => program.exit));
}

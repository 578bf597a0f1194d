// A small harness for end-to-end tests: runs the built `bin/leaves.js` in a real pseudo-terminal
// (node-pty) and keeps a headless xterm of the same size fed with its output, so a test reads the
// screen as a person would see it and types keys as a person would. Every wait is a condition
// with a generous deadline (waitUntil), never a fixed sleep.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import xtermHeadless from '@xterm/headless';
import * as pty from 'node-pty';
import { waitUntil, WAIT_DEADLINE_MS } from '../ui/waitUntil.js';

const { Terminal } = xtermHeadless;
type XTerm = InstanceType<typeof Terminal>;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist');
const BUNDLE = path.join(DIST, 'cli.js');

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
  const sources = Math.max(...['src', 'scripts', 'books', 'package.json'].map((p) => newestMtime(path.join(ROOT, p))));
  return built.mtimeMs >= sources;
}

/** This checkout's name among the e2e files in the temporary directory. */
const CHECKOUT = `leaves-e2e-${Buffer.from(ROOT).toString('hex').slice(-24)}`;
/** The vitest process running the test files: the parent of a forked worker, or this process. */
const TEST_RUN = isMainThread ? process.ppid : process.pid;
/**
 * This test run's own copy of bin/ and dist/, which the programs are launched from: a build (this
 * run's, or anyone's `npm run build` in the same checkout) first deletes dist/, and must not do
 * so under a program a test is running.
 */
const RUN_COPY = path.join(os.tmpdir(), `${CHECKOUT}-run-${TEST_RUN}`);
export const BIN = path.join(RUN_COPY, 'bin', 'leaves.js');
/** This test run's copy of dist/ (made by ensureBuilt). */
export const RUN_DIST = path.join(RUN_COPY, 'dist');

/** Names, sizes and times of the files in dist/: the same twice means no build ran in between. */
function bundleListing(): string {
  return (fs.readdirSync(DIST, { recursive: true, encoding: 'utf8' }) as string[])
    .sort()
    .map((name) => {
      const stat = fs.statSync(path.join(DIST, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    })
    .join('\n');
}

/** Copies bin/ and dist/ into RUN_COPY; false when a build changed dist/ meanwhile (try again). */
function copyBundle(): boolean {
  try {
    const before = bundleListing();
    fs.rmSync(RUN_COPY, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, 'bin'), path.join(RUN_COPY, 'bin'), { recursive: true });
    fs.cpSync(DIST, RUN_DIST, { recursive: true });
    return fs.existsSync(path.join(RUN_DIST, 'cli.js')) && bundleListing() === before;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false; // dist/ deleted by a build under way
    throw error;
  }
}

/** Removes the copies left by earlier test runs of this checkout whose vitest has ended. */
function removeOldCopies(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const run = name.startsWith(`${CHECKOUT}-run-`) ? Number(name.slice(`${CHECKOUT}-run-`.length)) : NaN;
    if (Number.isInteger(run) && run !== TEST_RUN && !isRunning(run)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the build lock, a directory only one process can create; one left by a dead build goes. */
function takeBuildLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/**
 * Makes this test run's copy of the built program (see RUN_COPY), first building dist/ with
 * `node scripts/build.mjs` when it is missing or older than the sources. Test files run in
 * parallel: the first to get here builds and copies, under a lock, and the others use its copy.
 */
export async function ensureBuilt(): Promise<void> {
  const ready = path.join(RUN_COPY, 'ready');
  if (fs.existsSync(ready)) return;
  const lock = `${path.join(os.tmpdir(), CHECKOUT)}.lock`;
  await waitUntil(`the build lock ${lock}`, () => takeBuildLock(lock), { timeoutMs: 60_000, intervalMs: 50 });
  try {
    if (fs.existsSync(ready)) return;
    removeOldCopies();
    if (!bundleIsFresh()) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'pipe' });
    await waitUntil('a copy of dist/ made while no build was changing it', copyBundle, { timeoutMs: 60_000, intervalMs: 100 });
    fs.writeFileSync(ready, '');
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
  // The game plays the same whatever CI (or CONTINUOUS_INTEGRATION) says: ciEnvironment.e2e.test.ts
  // sets them on purpose; elsewhere a test runs as on a player's machine.
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'XDG_CONFIG_HOME', 'CI', 'CONTINUOUS_INTEGRATION']) delete env[name];
  // Cards land with their key: a test reads each screen as soon as it changes, and a card in
  // flight changes it again with no key. A test of motion passes LEAVES_MOTION: undefined.
  env.LEAVES_MOTION = 'off';
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
  /**
   * Runs the program as a job of a shell with job control (sh with `set -m`), as from a prompt:
   * when the program stops, the shell prints JOB_STOPPED and waits for a line (Enter) before `fg`.
   * Without it the program leads its own session, where the kernel ignores a SIGTSTP.
   */
  jobControl?: boolean;
  /** The launcher to run (default BIN, this test run's copy of bin/leaves.js). */
  bin?: string;
  /** The child's working directory (default the checkout). */
  cwd?: string;
  /**
   * A file for the program's stderr in place of the terminal: what it says after its terminal has
   * hung up (hangUp) can be read nowhere else.
   */
  stderrFile?: string;
}

/** What the job-control shell prints when the program has stopped (see LaunchOptions.jobControl). */
export const JOB_STOPPED = '[leaves stopped: Enter to fg]';
const JOB_SHELL = `set -m; "$@"; status=$?; while [ $status -eq 148 ] || [ $status -eq 147 ]; do echo '${JOB_STOPPED}'; read line; fg; status=$?; done; exit $status`;

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
   * A Buffer goes out byte for byte (bytes that are not UTF-8, as a terminal may send).
   */
  press(keys: string | Buffer): void;
  resize(cols: number, rows: number): void;
  /**
   * Tells the program its terminal is `cols` × `rows` while the emulator here keeps its size: for
   * sizes no emulator could hold (9999 × 9999 cells would take gigabytes), and the program is
   * trusted to draw within what it can.
   */
  resizeProgramOnly(cols: number, rows: number): void;
  /** The most memory the program has held at once (VmHWM from /proc), in bytes. */
  peakMemory(): number;
  kill(signal?: string): void;
  /** Closes the terminal as closing its window does: the program's terminal hangs up (its output is seen no more). */
  hangUp(): void;
  /** Settles when the program has exited and all its output has reached the screen. */
  readonly exit: Promise<Exit>;
  /** `exit`, or a rejection with the screen when the program is still running after `timeoutMs`. */
  exited(timeoutMs?: number): Promise<Exit>;
  /** Milliseconds since launch. */
  elapsed(): number;
  /** The program's process id (under jobControl, the shell's child). */
  pid(): number;
  /** The program's state letter from /proc (R running, S sleeping, T stopped …). */
  processState(): string;
  /** The terminal's settings as `stty -a` prints them (raw mode: -icanon -echo). */
  terminalSettings(): string;
}

/** The process whose parent is `parent` (the first found), from /proc. */
function childOf(parent: number): number | undefined {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
    const [, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(ppid) === parent) return Number(name);
  }
  return undefined;
}

/** The terminal's settings as `stty -a` prints them (GNU stty names the device with -F, BSD with -f). */
function terminalSettings(pts: string): string {
  for (const flag of ['-F', '-f']) {
    try {
      return execFileSync('stty', [flag, pts, '-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      // the other spelling, or no stty at all
    }
  }
  throw new Error(`reading the settings of ${pts} needs stty, and none could`);
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
  const bin = options.bin ?? BIN;
  const command = options.jobControl
    ? (['/bin/sh', ['-c', JOB_SHELL, 'sh', process.execPath, bin, ...args]] as const)
    : options.stderrFile
      ? (['/bin/sh', ['-c', 'file=$1; shift; exec "$@" 2>"$file"', 'sh', options.stderrFile, process.execPath, bin, ...args]] as const)
      : ([process.execPath, [bin, ...args]] as const);
  // A test may ask for a terminal of fewer colours (node-pty sets TERM to this name).
  const termName = options.env?.TERM ?? 'xterm-256color';
  const child = pty.spawn(command[0], [...command[1]], {
    name: termName,
    cols,
    rows,
    cwd: options.cwd ?? ROOT,
    env: childEnv({
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, '.config'),
      ...options.env,
      TERM: termName,
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
  /** Set once the program has exited and its last output is on the screen. */
  let ended: Exit | undefined;
  const exit = new Promise<Exit>((resolve) => {
    // node-pty reports the exit once the terminal has closed, after the last output: what remains
    // is for xterm to parse it.
    child.onExit(({ exitCode, signal }) => {
      exited = true;
      void parsed.then(() => resolve((ended = { exitCode, signal })));
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

  const shown = () => `the screen:\n${screen()}`;

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
    waitFor(expected, timeoutMs = WAIT_DEADLINE_MS) {
      return waitUntil(
        `the screen to show ${String(expected)}`,
        async () => {
          await parsed;
          const now = screen();
          return !term.modes.synchronizedOutputMode && matches(now, expected) && now;
        },
        { timeoutMs, intervalMs: 10, state: shown, hopeless: () => (ended ? 'the program exited' : undefined) },
      );
    },
    async keysReady(timeoutMs = WAIT_DEADLINE_MS) {
      let settings = '';
      await waitUntil(
        'the program to put its terminal in raw mode',
        () => {
          settings = running.terminalSettings();
          return /(^|\s)-icanon(\s|$)/.test(settings) && /(^|\s)-echo(\s|$)/.test(settings);
        },
        { timeoutMs, intervalMs: 10, state: () => `the terminal's settings:\n${settings}`, hopeless: () => (ended ? 'the program exited' : undefined) },
      );
    },
    press(keys) {
      child.write(keys);
    },
    resize(newCols, newRows) {
      term.resize(newCols, newRows);
      child.resize(newCols, newRows);
    },
    resizeProgramOnly(newCols, newRows) {
      child.resize(newCols, newRows);
    },
    peakMemory() {
      const status = fs.readFileSync(`/proc/${running.pid()}/status`, 'utf8');
      const peak = /^VmHWM:\s*(\d+) kB$/m.exec(status);
      if (!peak) throw new Error(`no VmHWM in /proc/${running.pid()}/status`);
      return Number(peak[1]) * 1024;
    },
    kill(signal = 'SIGTERM') {
      if (!exited) child.kill(signal);
    },
    hangUp() {
      // node-pty's UnixTerminal closes its side of the terminal (the kernel then hangs it up and
      // sends SIGHUP), as a terminal window does; its type names no such method.
      if (!exited) (child as unknown as { destroy(): void }).destroy();
    },
    exit,
    exited(timeoutMs = WAIT_DEADLINE_MS) {
      return waitUntil('the program to exit', () => ended, { timeoutMs, state: shown });
    },
    elapsed: () => Date.now() - started,
    pid() {
      if (!options.jobControl) return child.pid;
      const pid = childOf(child.pid);
      if (pid === undefined) throw new Error(`the shell (process ${child.pid}) runs no program now`);
      return pid;
    },
    processState() {
      const stat = fs.readFileSync(`/proc/${running.pid()}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    },
    terminalSettings() {
      const pts = (child as unknown as { ptsName?: string }).ptsName;
      if (!pts) throw new Error('node-pty gave no name for the terminal');
      return terminalSettings(pts);
    },
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

const CLOCK = /\b\d+:\d\d\b/;
/** The clock in the header (m:ss), if it shows. */
export const clockOf = (screen: string) => CLOCK.exec(screen.split('\n')[0]!)?.[0];
/** The screen with the clock masked. */
export const clockMasked = (screen: string) => screen.replace(CLOCK, '#:##');

/** The screen without its header (the clock ticks) and without the message and hint lines. */
export function boardOfScreen(screen: string): string {
  const lines = screen.split('\n');
  return lines.slice(1, lines.length - 3).join('\n');
}

/** Launches leaves with `args`, waits for `ready` on the screen and for raw mode: ready for keys. */
export async function openGame(args: string[], configDir: string, ready: RegExp | string): Promise<Running> {
  const game = launch(args, { configDir });
  await game.waitFor(ready);
  await game.keysReady();
  return game;
}

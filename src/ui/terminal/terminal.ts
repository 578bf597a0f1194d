// The terminal around the game: the alternate screen, a hidden cursor, raw mode, bracketed paste
// (so a paste can be told from typing) and (unless turned off) mouse reporting while playing,
// restored on every way out (quit, Ctrl+C, every signal whose default action ends a program and
// that a program can catch, an uncaught error), and suspended like any terminal program: Ctrl+Z
// or SIGTSTP gives the terminal back as it was and stops the process; when it is continued (`fg`,
// SIGCONT) the game screen comes back. A terminal that hung up is left alone (terminalGone.ts).
import os from 'node:os';
import { PASTE_OFF, PASTE_ON } from '../input/terminalInput.js';
import { MOUSE_OFF, MOUSE_ON } from './mouse.js';
import { letGoOnExit, tellStderr, terminalGone } from './terminalGone.js';

const ENTER = `\x1b[?1049h\x1b[?25l\x1b[H\x1b[2J${PASTE_ON}`;
const LEAVE = `${PASTE_OFF}\x1b[?25h\x1b[?1049l`;

/**
 * The signals that end the game (saved, the terminal handed back), each with exit code 128 + its
 * number, as a shell reports a program the signal ended. Beside the usual four, those whose default
 * action ends a program unsaved, on the alternate screen: SIGUSR1 among them (see bin/leaves.js),
 * SIGALRM, SIGUSR2 and the CPU limit's. Not SIGPROF (the profiler's), nor SIGXFSZ, after which a
 * save too large for the file size limit fails (EFBIG) and says so. Those this system has.
 */
const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGTERM', 'SIGUSR1', 'SIGUSR2', 'SIGALRM', 'SIGVTALRM', 'SIGXCPU', 'SIGPWR'].flatMap((signal) => {
  const number = (os.constants.signals as Record<string, number | undefined>)[signal];
  return number === undefined ? [] : [[signal as NodeJS.Signals, number] as const];
});

/** What the game does around a stop: save before it, restart its clock after it. */
export interface SuspendHooks {
  beforeStop(): void;
  afterResume(): void;
}

/** The game screen as the UI sees it. */
export interface Suspender {
  /** Ctrl+Z: saves, gives the terminal back, stops; returns once the process is continued. */
  suspend(): void;
  /** Sets what runs around a stop (the App's save and its clock); returns the function that unsets it. */
  around(hooks: SuspendHooks): () => void;
}

export interface GameScreen extends Suspender {
  /** Back to the shell's screen for good, raw mode off (safe to call more than once). */
  restore(): void;
}

/**
 * Switches to the game screen. `beforeExit` runs first when a signal or an uncaught error ends the
 * game (to stop Ink and save the clock); the line it returns, if any (what the save could not
 * keep), is said on stderr once the terminal is back. With `mouse`, the terminal reports clicks while the game
 * has the screen (and stops whenever it gives the screen back: quit, suspend, a signal, an error).
 * `redraw` draws the whole frame again when the game takes the screen back after a stop.
 */
export function enterGameScreen(stdout: NodeJS.WriteStream, beforeExit: () => string | undefined, mouse = false, redraw: () => void = () => undefined): GameScreen {
  letGoOnExit();
  const take = () => {
    if (terminalGone()) return;
    // Raw mode first, so a key typed before Ink is listening is not echoed onto the board.
    if (process.stdin.isTTY) process.stdin.setRawMode(true);
    stdout.write(ENTER + (mouse ? MOUSE_ON : ''));
  };
  const giveBack = () => {
    if (terminalGone()) return;
    if (process.stdin.isTTY) process.stdin.setRawMode(false);
    stdout.write((mouse ? MOUSE_OFF : '') + LEAVE);
  };
  take();
  let hooks: SuspendHooks | undefined;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    giveBack();
    process.off('exit', restore);
    process.off('uncaughtException', crash);
    process.off('unhandledRejection', crash);
    process.off('SIGTSTP', suspend);
    process.off('SIGCONT', resume);
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
  /** Ends the game: saved by `beforeExit`, the terminal handed back, then what was not saved said. */
  const end = (exitCode: number, report: () => void = () => undefined) => {
    let unsaved: string | undefined;
    try {
      unsaved = beforeExit();
    } finally {
      restore();
      report();
      if (unsaved) tellStderr(`leaves: ${unsaved}\n`);
      process.exit(exitCode);
    }
  };
  const handlers = SIGNALS.map(([signal, number]) => {
    const handler = () => end(128 + number);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  // An error nobody caught (a bug): the terminal back first, then one line instead of a stack
  // trace. Every move before it was saved as it was made. After a hangup, the error is the dead
  // terminal's (EIO): the game ends as on SIGHUP, with nobody to tell.
  const crash = (error: unknown) => {
    if (terminalGone()) end(128 + os.constants.signals.SIGHUP);
    else end(1, () => reportUnexpectedError(error));
  };
  // Also run on a SIGCONT after a stop Leaves did not ask for (kill -STOP), where the shell may
  // have written over the board.
  const resume = () => {
    if (restored) return;
    take();
    redraw();
    hooks?.afterResume();
  };
  const suspend = () => {
    // Windows has no job control (nor SIGTSTP): there Ctrl+Z is a key like any other.
    if (restored || process.platform === 'win32') return;
    hooks?.beforeStop();
    giveBack();
    // Stop as the default action of SIGTSTP does, so the shell sees a job stopped from the
    // terminal. With no handler of ours, the signal takes its default action before kill()
    // returns; in a process group no shell controls, the kernel discards it and play goes on.
    process.off('SIGTSTP', suspend);
    try {
      process.kill(process.pid, 'SIGTSTP');
    } finally {
      process.on('SIGTSTP', suspend);
      resume();
    }
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  process.on('exit', restore);
  process.on('SIGTSTP', suspend);
  process.on('SIGCONT', resume);
  return {
    restore,
    suspend,
    around(given) {
      hooks = given;
      return () => {
        if (hooks === given) hooks = undefined;
      };
    },
  };
}

/** One line, never a stack trace, for an error that ended the game (the terminal is back by now). */
export function reportUnexpectedError(error: unknown): void {
  const why = error instanceof Error ? error.message : String(error);
  tellStderr(`leaves: the game stopped on an unexpected error: ${why.split('\n')[0]}\n`);
}

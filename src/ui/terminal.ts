// The terminal around the game: the alternate screen, a hidden cursor, raw mode, bracketed paste
// (so a paste can be told from typing) and (unless turned off) mouse reporting while playing,
// restored on every way out (quit, Ctrl+C, SIGHUP, SIGINT, SIGQUIT, SIGTERM, an uncaught error),
// and suspended like any terminal program: Ctrl+Z or SIGTSTP gives the terminal back as it was
// and stops the process; when it is continued (`fg`, SIGCONT) the game screen comes back.
import { PASTE_OFF, PASTE_ON } from './input/terminalInput.js';
import { MOUSE_OFF, MOUSE_ON } from './mouse.js';

const ENTER = `\x1b[?1049h\x1b[?25l\x1b[H\x1b[2J${PASTE_ON}`;
const LEAVE = `${PASTE_OFF}\x1b[?25h\x1b[?1049l`;

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGTERM: 15 } as const;

/** What the game does around a stop: save before it, redraw the whole frame after it. */
export interface SuspendHooks {
  beforeStop(): void;
  afterResume(): void;
}

/** The game screen as the UI sees it. */
export interface Suspender {
  /** Ctrl+Z: saves, gives the terminal back, stops; returns once the process is continued. */
  suspend(): void;
  /** Sets what runs around a stop (the App's save and redraw); returns the function that unsets it. */
  around(hooks: SuspendHooks): () => void;
}

export interface GameScreen extends Suspender {
  /** Back to the shell's screen for good, raw mode off (safe to call more than once). */
  restore(): void;
}

/**
 * Switches to the game screen. `beforeExit` runs first when a signal or an uncaught error ends the
 * game (to stop Ink and save the clock). With `mouse`, the terminal reports clicks while the game
 * has the screen (and stops whenever it gives the screen back: quit, suspend, a signal, an error).
 */
export function enterGameScreen(stdout: NodeJS.WriteStream, beforeExit: () => void, mouse = false): GameScreen {
  const take = () => {
    // Raw mode first, so a key typed before Ink is listening is not echoed onto the board.
    if (process.stdin.isTTY) process.stdin.setRawMode(true);
    stdout.write(ENTER + (mouse ? MOUSE_ON : ''));
  };
  const giveBack = () => {
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
  const handlers = Object.entries(SIGNALS).map(([signal, number]) => {
    const handler = () => {
      try {
        beforeExit();
      } finally {
        restore();
        process.exit(128 + number);
      }
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  // An error nobody caught (a bug): the terminal back first, then one line instead of a stack
  // trace. Every move before it was saved as it was made.
  const crash = (error: unknown) => {
    try {
      beforeExit();
    } finally {
      restore();
      reportUnexpectedError(error);
      process.exit(1);
    }
  };
  // Also run on a SIGCONT after a stop Leaves did not ask for (kill -STOP), where the shell may
  // have written over the board.
  const resume = () => {
    if (restored) return;
    take();
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
  process.stderr.write(`leaves: the game stopped on an unexpected error: ${why.split('\n')[0]}\n`);
}

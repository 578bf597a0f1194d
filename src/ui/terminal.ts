// The terminal around the game: the alternate screen and a hidden cursor while playing, restored
// on every way out (quit, Ctrl+C, SIGHUP, SIGINT, SIGQUIT, SIGTERM, an uncaught error), with raw
// mode switched off.
const ENTER = '\x1b[?1049h\x1b[?25l\x1b[H';
const LEAVE = '\x1b[?25h\x1b[?1049l';

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGTERM: 15 } as const;

/**
 * Switches to the game screen and returns the function that switches back. `beforeExit` runs
 * first when a signal or an uncaught error ends the game (to stop Ink and save the clock).
 */
export function enterGameScreen(stdout: NodeJS.WriteStream, beforeExit: () => void): () => void {
  // Raw mode first, so a key typed before Ink is listening is not echoed onto the board.
  if (process.stdin.isTTY) process.stdin.setRawMode(true);
  stdout.write(ENTER);
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    if (process.stdin.isTTY) process.stdin.setRawMode(false);
    stdout.write(LEAVE);
    process.off('exit', restore);
    process.off('uncaughtException', crash);
    process.off('unhandledRejection', crash);
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
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  process.on('exit', restore);
  return restore;
}

/** One line, never a stack trace, for an error that ended the game (the terminal is back by now). */
export function reportUnexpectedError(error: unknown): void {
  const why = error instanceof Error ? error.message : String(error);
  process.stderr.write(`leaves: the game stopped on an unexpected error: ${why.split('\n')[0]}\n`);
}

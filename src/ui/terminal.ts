// The terminal around the game: the alternate screen and a hidden cursor while playing, restored
// on every way out (quit, SIGTERM, SIGHUP, an unexpected error), with raw mode switched off.
const ENTER = '\x1b[?1049h\x1b[?25l\x1b[H';
const LEAVE = '\x1b[?25h\x1b[?1049l';

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGTERM: 15 } as const;

/**
 * Switches to the game screen and returns the function that switches back. `beforeSignalExit`
 * runs first when a signal ends the game (to stop Ink and save the clock).
 */
export function enterGameScreen(stdout: NodeJS.WriteStream, beforeSignalExit: () => void): () => void {
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
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
  const handlers = Object.entries(SIGNALS).map(([signal, number]) => {
    const handler = () => {
      try {
        beforeSignalExit();
      } finally {
        restore();
        process.exit(128 + number);
      }
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  process.on('exit', restore);
  return restore;
}

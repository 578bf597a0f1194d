// The terminal around the game: the alternate screen and a hidden cursor while playing, restored
// on every way out (quit, a signal, an unexpected error).
const ENTER = '\x1b[?1049h\x1b[?25l\x1b[H';
const LEAVE = '\x1b[?25h\x1b[?1049l';

export function enterGameScreen(stdout: NodeJS.WriteStream): () => void {
  stdout.write(ENTER);
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    stdout.write(LEAVE);
    process.off('exit', restore);
  };
  process.on('exit', restore);
  return restore;
}

// A terminal that hung up (its window closed, its ssh connection dropped): reading it ends, and
// writing to it or setting it fails (EIO). The game then saves as on SIGHUP and ends without a
// word, nobody being there to read one. On its way out Node sets each terminal it started on back
// as it found it, and stops on a native assertion (a stack trace, exit 139) when it cannot: the
// standard streams of a terminal that is gone are closed first, which Node takes as "nothing to
// set back".
import fs from 'node:fs';
import tty from 'node:tty';

/** The standard streams (0, 1, 2) that were terminals when Leaves started. */
const wereTerminals = [0, 1, 2].filter((fd) => tty.isatty(fd));

/** True once a terminal Leaves started on has hung up: its streams are terminals no longer. */
export function terminalGone(): boolean {
  return wereTerminals.some((fd) => !tty.isatty(fd));
}

/** Writes to stderr, unless it is a terminal that has hung up. */
export function tellStderr(text: string): void {
  if (wereTerminals.includes(2) && !tty.isatty(2)) return;
  process.stderr.write(text);
}

function letGo(): void {
  if (!terminalGone()) return;
  for (const fd of wereTerminals) {
    try {
      fs.closeSync(fd);
    } catch {
      // closed already
    }
  }
}

let watching = false;

/** From now on, an exit after the terminal hung up lets go of it first (see the top). */
export function letGoOnExit(): void {
  if (watching) return;
  watching = true;
  process.on('exit', letGo);
}

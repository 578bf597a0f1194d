// What every command does when its output cannot be written: a reader that closed the pipe
// (`leaves solve … | head -1`) ends the program quietly, as it expects; any other failed write
// (a full disk, /dev/full, a terminal gone) is one line on stderr and exit code 1. Without it
// Node reports the stream's 'error' event with a stack trace, or exits 0 having written nothing.
import { failureInWords } from '../store/fileErrors.js';

/** True for an error that means the reader went away: nobody is left to tell. */
function readerGone(error: NodeJS.ErrnoException): boolean {
  return error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED';
}

/** The line said when standard output or error cannot be written. */
function writeFailure(streamName: string, error: NodeJS.ErrnoException): string {
  const reason = failureInWords(error);
  return `leaves: could not write to standard ${streamName}: ${reason}.\n`;
}

export interface OutputGuard {
  /** Stops guarding (the game, which has its own way out through the terminal's crash handler). */
  release(): void;
}

/** Watches stdout and stderr for failed writes for the rest of the run (see the top of the file). */
export function guardOutput(): OutputGuard {
  const onStdout = (error: NodeJS.ErrnoException) => fail('output', error);
  const onStderr = (error: NodeJS.ErrnoException) => fail('error', error);
  process.stdout.on('error', onStdout);
  process.stderr.on('error', onStderr);
  return {
    release() {
      process.stdout.off('error', onStdout);
      process.stderr.off('error', onStderr);
    },
  };
}

function fail(streamName: string, error: NodeJS.ErrnoException): never {
  if (readerGone(error)) process.exit(0);
  if (streamName === 'output') {
    try {
      process.stderr.write(writeFailure(streamName, error));
    } catch {
      // stderr is failing too: the exit code is all that is left
    }
  }
  process.exit(1);
}

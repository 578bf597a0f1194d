// Reads the save file, only when it is a regular file of a bounded size. Anything else in its
// place (a folder, a named pipe, a device, a socket) is refused before it is opened, so a FIFO
// never hangs the game nor `leaves stats`. The file is checked by path first (stat, which follows
// a symbolic link as the open does), then opened without blocking and checked again through the
// open descriptor (fstat): a pipe put in its place between the two checks is still refused, and
// opening a pipe with O_NONBLOCK returns at once instead of waiting for a writer. The size is
// checked on both and counted while reading, so a file that grows meanwhile is refused too.
import fs from 'node:fs';
import { failureInWords } from './fileErrors.js';

/** The largest save file read or written: far beyond any game (a move is a few bytes). */
export const MAX_SAVE_BYTES = 32 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.max(1, Math.round(bytes / (1024 * 1024)))} MB`;

/** How large a file read here may be, and what it is called when it is larger. */
export interface FileLimit {
  maxBytes: number;
  /** 'a save file' */
  what: string;
}

const SAVE_LIMIT: FileLimit = { maxBytes: MAX_SAVE_BYTES, what: 'a save file' };

/** The words for a save (or another file) too large to read or to write. */
export function tooLargeWords(bytes: number, limit: FileLimit = SAVE_LIMIT): string {
  return `it is ${megabytes(bytes)}, more than the ${megabytes(limit.maxBytes)} ${limit.what} may hold`;
}

/**
 * The save file cannot be used. `notAFile`: something else is in its place, which Leaves leaves
 * alone; otherwise the file is there but cannot be read (no permission, a loop of symbolic links,
 * too large) and may be kept aside. `why` says which in words.
 */
export class SaveFileError extends Error {
  constructor(
    readonly why: string,
    readonly notAFile: boolean,
  ) {
    super(why);
    this.name = 'SaveFileError';
  }
}

/** What a thing that is not a regular file is, in words. */
function kindOf(stat: fs.Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

function checked(stat: fs.Stats, limit: FileLimit): void {
  if (!stat.isFile()) throw new SaveFileError(`it is ${kindOf(stat)}, not a file`, true);
  if (stat.size > limit.maxBytes) throw new SaveFileError(tooLargeWords(stat.size, limit), false);
}

function unreadable(error: unknown): SaveFileError {
  return error instanceof SaveFileError ? error : new SaveFileError(`it cannot be read: ${failureInWords(error)}`, false);
}

/**
 * The file's bytes, or undefined when there is none; throws SaveFileError when it cannot be used.
 * `limit`: a file other than the save (a rule file) and its own size.
 */
export function readSaveFile(file: string, limit: FileLimit = SAVE_LIMIT): Buffer | undefined {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    throw unreadable(error);
  }
  if (stat === undefined) return undefined;
  checked(stat, limit);
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined; // gone since
    throw unreadable(error);
  }
  try {
    checked(fs.fstatSync(fd), limit);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, limit.maxBytes + 1 - total));
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > limit.maxBytes) throw new SaveFileError(tooLargeWords(total, limit), false);
    }
    return Buffer.concat(chunks, total);
  } catch (error) {
    throw unreadable(error);
  } finally {
    fs.closeSync(fd);
  }
}

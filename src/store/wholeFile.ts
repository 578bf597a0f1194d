// Writes a file whole or not at all: the bytes go to a temporary file beside it in a loop that
// checks every byte went out (a short write, ENOSPC, EDQUOT, EIO all stop it), the temporary file
// is flushed to the disk, renamed over the old one, and the folder is flushed so the rename
// lasts. On any failure the temporary file is removed and the old file is left as it was; one
// left behind by a process killed mid-save (its name holds the process id) is removed by the
// next start (removeStaleTemporaries).
import fs from 'node:fs';
import path from 'node:path';
import { failureInWords } from './fileErrors.js';
import { processRuns } from './liveProcess.js';

/** The file system calls a whole write makes; tests hand in one that fails. */
export interface FileSystem {
  openSync(file: string, flags: string, mode?: number): number;
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  rmSync(file: string, options: { force: boolean }): void;
}

/** A write that returned 0 bytes without an error: the disk took nothing more. */
export class ShortWriteError extends Error {
  readonly code = 'ENOSPC';
  constructor(file: string, written: number, total: number) {
    super(`only ${written} of ${total} bytes of ${file} could be written`);
    this.name = 'ShortWriteError';
  }
}

function flushFolder(io: FileSystem, folder: string): void {
  let fd: number;
  try {
    fd = io.openSync(folder, 'r');
  } catch {
    return; // a folder that cannot be opened (Windows) cannot be flushed either
  }
  try {
    io.fsyncSync(fd);
  } catch (error) {
    // Some file systems refuse fsync on a folder (EINVAL); the rename is made all the same.
    if ((error as NodeJS.ErrnoException).code !== 'EINVAL') throw error;
  } finally {
    io.closeSync(fd);
  }
}

function quietly(step: () => void): void {
  try {
    step();
  } catch {
    // already failing: the first error is the one reported
  }
}

/** The temporary file a process writes before renaming it over `file`. */
export function temporaryFile(file: string, pid = process.pid): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${pid}.tmp`);
}

const TEMPORARY = /^\..+\.(\d+)\.tmp$/;

/**
 * Removes the temporary files in `folder` (temporaryFile's names) whose process no longer runs:
 * left by a save or a lock that was killed before its rename. A running process's are its own.
 */
export function removeStaleTemporaries(folder: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return; // no folder yet, or one that cannot be listed: nothing to tidy
  }
  for (const name of names) {
    const pid = Number(TEMPORARY.exec(name)?.[1]);
    if (!Number.isSafeInteger(pid) || pid <= 0 || (pid !== process.pid && processRuns(pid))) continue;
    try {
      if (fs.lstatSync(path.join(folder, name)).isFile()) fs.rmSync(path.join(folder, name));
    } catch {
      // gone already, or not ours to remove: left as it is
    }
  }
}

export function writeWholeFile(file: string, data: string | Buffer, io: FileSystem = fs): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const temporary = temporaryFile(file);
  const fd = io.openSync(temporary, 'w', 0o600);
  try {
    let written = 0;
    while (written < bytes.length) {
      const n = io.writeSync(fd, bytes, written, bytes.length - written);
      if (!(n > 0)) throw new ShortWriteError(file, written, bytes.length);
      written += n;
    }
    io.fsyncSync(fd);
  } catch (error) {
    quietly(() => io.closeSync(fd));
    quietly(() => io.rmSync(temporary, { force: true }));
    throw error;
  }
  try {
    io.closeSync(fd);
    io.renameSync(temporary, file);
  } catch (error) {
    quietly(() => io.rmSync(temporary, { force: true }));
    throw error;
  }
  flushFolder(io, path.dirname(file));
}

/** What the message line says when a save failed: "not saved: the disk is full" and the like. */
export function saveFailureMessage(error: unknown): string {
  return `not saved: ${failureInWords(error)}`;
}

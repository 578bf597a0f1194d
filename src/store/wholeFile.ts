// Writes a file whole or not at all: the bytes go to a temporary file beside it in a loop that
// checks every byte went out (a short write, ENOSPC, EDQUOT, EIO all stop it), the temporary file
// is flushed to the disk, renamed over the old one, and the folder is flushed so the rename
// lasts. On any failure the temporary file is removed and the old file is left as it was.
import fs from 'node:fs';
import path from 'node:path';

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

export function writeWholeFile(file: string, data: string, io: FileSystem = fs): void {
  const bytes = Buffer.from(data, 'utf8');
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
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

/** What the message line says when a save failed: "not saved: disk full" and the like. */
export function saveFailureMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'not saved: disk full';
    case 'EIO':
      return 'not saved: the disk failed to write';
    case 'EROFS':
      return 'not saved: the disk is read-only';
    case 'EACCES':
    case 'EPERM':
      return 'not saved: no permission to write the save file';
    default:
      return `not saved: ${code ?? (error instanceof Error ? error.message : String(error))}`;
  }
}

// Opens the conf file that holds everything Leaves keeps (saved games, settings, statistics). A
// file that cannot be read is never wiped: it is moved aside as a backup whose name says
// "corrupt", the player is told where it went, and play goes on with a fresh file. Something
// that is not a file in its place (a folder, a named pipe, a device) is left alone: the store
// refuses to open, in one line (StoreLocationError). The file is read only through saveFile.ts
// (a regular file, bounded in size), every write is compact JSON, made whole or not at all
// (wholeFile.ts), and temporary files left by a save that was killed are removed on opening.
import fs from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import { StoreLocationError, writableConfigDirectory } from './configPath.js';
import { makeFolder } from './makeFolder.js';
import { MAX_SAVE_BYTES, readSaveFile, SaveFileError, tooLargeWords } from './saveFile.js';
import { removeStaleTemporaries, writeWholeFile, type FileSystem } from './wholeFile.js';

/**
 * 2: moves are saved as text (moveText.ts). Files of version 1 (moves as JSON objects) still
 * load; a Leaves that knows only version 1 leaves a version 2 file untouched and plays unsaved.
 */
export const STORE_VERSION = 2;

/** What the file holds; each part is checked again where it is read (storeDocument.ts). */
export interface StoreShape {
  version?: number;
  lastGame?: string;
  saves?: Record<string, unknown>;
  /** Each game's unfinished game left for a new deal or a restart, until the new game's first move. */
  left?: Record<string, unknown>;
  carriedTotal?: number;
  /** The name of carriedTotal in files written before it had a game-neutral one. */
  vegasTotal?: number;
  settings?: unknown;
  statistics?: unknown;
  /** The latest finished games (recentResults.ts). */
  recent?: unknown;
  daily?: unknown;
  finished?: Record<string, unknown>;
}

export interface OpenedConf {
  conf: LeavesConf;
  notices: string[];
}

// @ts-expect-error conf's types call _write private, but conf documents no other way to change
// how the file is written, and its own code calls it through `this`.
export class LeavesConf extends Conf<StoreShape> {
  /** The file system the writes go through (tests put in one that fails). */
  io: FileSystem = fs;

  /** A file the next start would refuse for its size is never written (saveFile.ts). */
  protected override _write(value: StoreShape): void {
    const bytes = Buffer.from(JSON.stringify(value), 'utf8');
    if (bytes.length > MAX_SAVE_BYTES) throw new SaveFileError(tooLargeWords(bytes.length), false);
    writeWholeFile(this.path, bytes, this.io);
  }

  /**
   * The file as read by readSaveFile, parsed (an empty object when there is none). conf's own
   * getter reads with readFileSync, which would wait forever on a named pipe. Throws
   * SaveFileError when the file cannot be used, SyntaxError when it is not JSON.
   */
  override get store(): StoreShape {
    const bytes = readSaveFile(this.path);
    return bytes === undefined ? {} : (JSON.parse(bytes.toString('utf8')) as StoreShape);
  }

  override set store(value: StoreShape) {
    this.replace(value);
  }

  /**
   * Writes the whole file at once. (conf's `store` setter first reads and parses the file again
   * to keep conf's own internal key, which Leaves never uses: a cost on every move of a long game.)
   */
  replace(value: StoreShape): void {
    makeFolder(path.dirname(this.path));
    this._write(value);
  }
}

/** The folder is always given (configPath.ts), so conf never computes one of its own. */
function makeConf(cwd: string): LeavesConf {
  return new LeavesConf({ accessPropertiesByDotNotation: false, clearInvalidConfig: false, cwd });
}

/**
 * Keeps a damaged file as a backup beside the original (moved, or copied when the original must
 * stay in place) and returns the backup's path.
 */
export function backUpCorruptFile(file: string, how: 'move' | 'copy', stamp = new Date()): string {
  const backup = path.join(
    path.dirname(file),
    `${path.basename(file, '.json')}.corrupt-${stamp.toISOString().replace(/[:.]/g, '-')}.json`,
  );
  if (how === 'move') fs.renameSync(file, backup);
  else copyWhole(file, backup);
  return backup;
}

/** Copies the save file, read as any read of it is (saveFile.ts) and written whole. */
function copyWhole(file: string, copy: string): void {
  writeWholeFile(copy, readSaveFile(file) ?? Buffer.alloc(0));
}

/**
 * Keeps one copy of a file a newer Leaves wrote, named after its version: made the first time,
 * and made again only when the file has changed since (the newer Leaves played on). Its path.
 */
export function copyFromNewerLeaves(file: string, version: number): string {
  const copy = path.join(path.dirname(file), `${path.basename(file, '.json')}.newer-version-${version}.json`);
  const bytes = readSaveFile(file) ?? Buffer.alloc(0);
  let kept: Buffer | undefined;
  try {
    kept = readSaveFile(copy);
  } catch {
    kept = undefined; // a copy that cannot be read is made again
  }
  if (kept === undefined || !kept.equals(bytes)) writeWholeFile(copy, bytes);
  return copy;
}

/** What is wrong with the file as a whole, or undefined: it must be an object of the known parts. */
export function fileShapeProblem(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'it does not hold saved games';
  const { saves, version, lastGame } = data as Record<string, unknown>;
  if (saves !== undefined && (typeof saves !== 'object' || saves === null || Array.isArray(saves))) return 'its saved games are damaged';
  if (version !== undefined && !(Number.isSafeInteger(version) && (version as number) >= 0)) return 'its version is damaged';
  if (lastGame !== undefined && typeof lastGame !== 'string') return 'it is damaged';
  return undefined;
}

/** What makes the file unusable, or undefined when it is usable (or there is none). */
function readProblem(file: string): string | undefined {
  let bytes: Buffer | undefined;
  try {
    bytes = readSaveFile(file);
  } catch (error) {
    if (!(error instanceof SaveFileError)) throw error;
    if (error.notAFile) {
      throw new StoreLocationError(`the save file ${file} cannot be used: ${error.why}. Move it away, or set LEAVES_CONFIG_DIR to another folder.`);
    }
    return error.why;
  }
  if (bytes === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    return 'it is not JSON';
  }
  return fileShapeProblem(data);
}

/**
 * Opens the file in `cwd` (else the one config folder, configPath.ts), moving a damaged one aside
 * and removing the temporary files of saves that were killed.
 */
export function openConf(cwd = writableConfigDirectory()): OpenedConf {
  const file = path.join(cwd, 'config.json');
  removeStaleTemporaries(cwd);
  const problem = readProblem(file);
  if (problem) {
    const backup = backUpCorruptFile(file, 'move');
    return {
      conf: makeConf(cwd),
      notices: [`The save file could not be used (${problem}); it was kept as ${backup} and a new one started.`],
    };
  }
  return { conf: makeConf(cwd), notices: [] };
}

// Opens the conf file that holds everything Leaves keeps (saved games, settings, statistics). A
// file that cannot be read is never wiped: it is moved aside as a backup whose name says
// "corrupt", the player is told where it went, and play goes on with a fresh file. Every write
// is compact JSON, made whole or not at all (wholeFile.ts).
import fs from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import { writableConfigDirectory } from './configPath.js';
import { writeWholeFile, type FileSystem } from './wholeFile.js';

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

  protected override _write(value: StoreShape): void {
    writeWholeFile(this.path, JSON.stringify(value), this.io);
  }

  /**
   * Writes the whole file at once. (conf's `store` setter first reads and parses the file again
   * to keep conf's own internal key, which Leaves never uses: a cost on every move of a long game.)
   */
  replace(value: StoreShape): void {
    fs.mkdirSync(path.dirname(this.path), { recursive: true });
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
  else fs.copyFileSync(file, backup);
  return backup;
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

function readProblem(file: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return 'it is not JSON';
  }
  return fileShapeProblem(data);
}

/** Opens the file in `cwd` (else the one config folder, configPath.ts), moving a damaged one aside. */
export function openConf(cwd = writableConfigDirectory()): OpenedConf {
  const file = path.join(cwd, 'config.json');
  const problem = fs.existsSync(file) ? readProblem(file) : undefined;
  if (problem) {
    const backup = backUpCorruptFile(file, 'move');
    return {
      conf: makeConf(cwd),
      notices: [`The save file could not be used (${problem}); it was kept as ${backup} and a new one started.`],
    };
  }
  return { conf: makeConf(cwd), notices: [] };
}

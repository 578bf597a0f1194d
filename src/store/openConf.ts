// Opens the conf file that holds everything Leaves keeps (saved games and which one was played
// last). A file that cannot be read is never wiped: it is moved aside as a backup whose name
// says "corrupt", the player is told where it went, and play goes on with a fresh file.
import fs from 'node:fs';
import path from 'node:path';
import Conf from 'conf';

export const STORE_VERSION = 1;

/** What the file holds; each part is checked again where it is read. */
export interface StoreShape {
  version?: number;
  lastGame?: string;
  saves?: Record<string, unknown>;
  vegasTotal?: number;
  settings?: unknown;
  statistics?: unknown;
}

export interface OpenedConf {
  conf: Conf<StoreShape>;
  notices: string[];
}

function makeConf(cwd: string | undefined): Conf<StoreShape> {
  return new Conf<StoreShape>({
    projectName: 'leaves',
    projectSuffix: '',
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
    ...(cwd ? { cwd } : {}),
  });
}

/** Where the file lives: $LEAVES_CONFIG_DIR when set (tests use it), else conf's default. */
export function configDir(): string | undefined {
  return process.env.LEAVES_CONFIG_DIR || undefined;
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

function defaultFilePath(cwd: string | undefined): string {
  if (cwd) return path.join(cwd, 'config.json');
  const base = process.env.XDG_CONFIG_HOME || path.join(process.env.HOME ?? '', '.config');
  return path.join(base, 'leaves', 'config.json');
}

export function openConf(cwd = configDir()): OpenedConf {
  try {
    return { conf: makeConf(cwd), notices: [] };
  } catch (error) {
    const file = defaultFilePath(cwd);
    if (!fs.existsSync(file)) throw error;
    const backup = backUpCorruptFile(file, 'move');
    return {
      conf: makeConf(cwd),
      notices: [`The save file could not be read; it was kept as ${backup} and a new one started.`],
    };
  }
}

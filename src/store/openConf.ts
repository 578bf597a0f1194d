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

/** What is wrong with the file as a whole, or undefined: it must be an object of the known parts. */
function fileShapeProblem(file: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return 'it is not JSON';
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'it does not hold saved games';
  const { saves, version, lastGame } = data as Record<string, unknown>;
  if (saves !== undefined && (typeof saves !== 'object' || saves === null || Array.isArray(saves))) return 'its saved games are damaged';
  if (version !== undefined && typeof version !== 'number') return 'its version is damaged';
  if (lastGame !== undefined && typeof lastGame !== 'string') return 'it is damaged';
  return undefined;
}

export function openConf(cwd = configDir()): OpenedConf {
  const file = defaultFilePath(cwd);
  const problem = fs.existsSync(file) ? fileShapeProblem(file) : undefined;
  if (problem) {
    const backup = backUpCorruptFile(file, 'move');
    return {
      conf: makeConf(cwd),
      notices: [`The save file could not be used (${problem}); it was kept as ${backup} and a new one started.`],
    };
  }
  return { conf: makeConf(cwd), notices: [] };
}

// Where Leaves keeps its file: one computation, used for reading, writing, backups and locks.
// $LEAVES_CONFIG_DIR when set; else $XDG_CONFIG_HOME/leaves when it is an absolute path (the XDG
// rule: a relative one is ignored); else the platform's place under the home folder, which is
// asked of the system ($HOME when absolute, else the user database's entry).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureInWords } from './fileErrors.js';
import { makeFolder } from './makeFolder.js';

/** No folder can be used for saves: the command line prints the message and exits with 1. */
export class StoreLocationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreLocationError';
  }
}

export interface Environment {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  homedir: () => string;
}

/** $HOME when it is an absolute path, else the user database's home folder. */
function systemHome(): string {
  const home = os.homedir();
  return path.isAbsolute(home) ? home : os.userInfo().homedir;
}

const system: Environment = { env: process.env, platform: process.platform, homedir: systemHome };

function homeFolder(homedir: () => string): string | undefined {
  try {
    const home = homedir();
    return path.isAbsolute(home) ? home : undefined;
  } catch {
    return undefined; // no HOME and no entry in the user database
  }
}

/** The folder of the file, or undefined when the environment names none. */
export function configDirectory({ env, platform, homedir }: Environment = system): string | undefined {
  if (env.LEAVES_CONFIG_DIR) return path.resolve(env.LEAVES_CONFIG_DIR);
  if (env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME)) return path.join(env.XDG_CONFIG_HOME, 'leaves');
  const home = homeFolder(homedir);
  if (platform === 'win32') {
    const appData = env.APPDATA && path.isAbsolute(env.APPDATA) ? env.APPDATA : home && path.join(home, 'AppData', 'Roaming');
    return appData && path.join(appData, 'leaves', 'Config');
  }
  if (home === undefined) return undefined;
  if (platform === 'darwin') return path.join(home, 'Library', 'Preferences', 'leaves');
  return path.join(home, '.config', 'leaves');
}

/** The folder, created when missing and checked writable; throws StoreLocationError otherwise. */
export function writableConfigDirectory(environment: Environment = system): string {
  const dir = configDirectory(environment);
  if (dir === undefined) {
    throw new StoreLocationError('no folder for saves: HOME is not set and has no entry for this user; set HOME, XDG_CONFIG_HOME or LEAVES_CONFIG_DIR.');
  }
  try {
    makeFolder(dir);
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw new StoreLocationError(`saves cannot be written in ${dir} (${failureInWords(error)}); set LEAVES_CONFIG_DIR to a writable folder.`);
  }
  return dir;
}

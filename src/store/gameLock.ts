// One game, one window: a lock file per game beside the save file, naming the Leaves that plays
// it by process id and that process's start time (field 22 of /proc/<pid>/stat, else the start
// time `ps` gives), so a process id reused by any other process never matches. A second Leaves on
// the same game is told which process has it; a lock whose owner no longer runs is taken over.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface GameLock {
  release(): void;
}

export type LockResult = { lock: GameLock } | { heldBy: number };

/** Who holds a lock: a process id and the token of that process's start. */
interface Owner {
  pid: number;
  started: string;
}

/** When the process started, in a form two processes with the same id never share. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name in parentheses may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[22 - 3];
    return start && /^\d+$/.test(start) ? `proc:${start}` : undefined;
  } catch {
    // no /proc here (macOS, the BSDs), or no such process
  }
  try {
    const start = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return start ? `ps:${start}` : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A start that could not be read when the lock was taken: then the process id alone is trusted. */
const UNKNOWN_START = 'unknown';

/** Whether the owner still runs: its process id is live and started when the lock says. */
function ownerRuns(owner: Owner): boolean {
  return isAlive(owner.pid) && (owner.started === UNKNOWN_START || processStart(owner.pid) === owner.started);
}

/** The owner named in the file; a lock of the old form (a bare pid) names none that can match. */
function readOwner(file: string): Owner | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, started } = value as Record<string, unknown>;
    return Number.isSafeInteger(pid) && (pid as number) > 0 && typeof started === 'string' ? { pid: pid as number, started } : undefined;
  } catch {
    return undefined;
  }
}

export function lockGame(dir: string, game: string): LockResult {
  const file = path.join(dir, `${game}.lock`);
  fs.mkdirSync(dir, { recursive: true });
  const me: Owner = { pid: process.pid, started: processStart(process.pid) ?? UNKNOWN_START };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        const owner = readOwner(file);
        if (owner?.pid === me.pid && owner.started === me.started) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { lock: { release } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && ownerRuns(owner)) return { heldBy: owner.pid };
      fs.rmSync(file, { force: true }); // stale: its owner is gone, or the id now names another process
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

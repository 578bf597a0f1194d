// One game, one window: a lock file per game beside the save file, holding the process id of the
// Leaves that plays it. A second Leaves on the same game is told which process has it; a lock
// left by a process that no longer runs (killed, crashed) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export interface GameLock {
  release(): void;
}

export type LockResult = { lock: GameLock } | { heldBy: number };

/** Whether the process runs, and (where /proc tells) is a Leaves: process ids get reused. */
function isRunningLeaves(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('leaves');
  } catch {
    return true; // no /proc here: trust the process id
  }
}

function holder(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function lockGame(dir: string, game: string): LockResult {
  const file = path.join(dir, `${game}.lock`);
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        if (holder(file) === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { lock: { release } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(file);
      if (pid !== undefined && pid !== process.pid && isRunningLeaves(pid)) return { heldBy: pid };
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

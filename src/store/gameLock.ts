// One game, one window: a lock file per game beside the save file, naming the Leaves that plays
// it by process id and that process's start time (field 22 of /proc/<pid>/stat, else the start
// time `ps` gives), so a process id reused by any other process never matches, and a random
// nonce, so no two locks ever hold the same bytes. A second Leaves on the same game is told which
// process has it; a lock whose owner no longer runs is taken over.
//
// Every step is one atomic file operation, so that of any number of Leaves started at once
// exactly one gets the game:
// - A lock or a claim is written whole to a temporary file first, then put in place with link(),
//   which fails with EEXIST when the name is taken. So a lock is never seen empty or half
//   written, and of two starters linking the same name, one gets it.
// - Taking over a stale lock never removes it. The starter links its own lock beside it as a
//   claim, `<game>.lock.after-<key>`, where key is a hash of the stale lock's bytes: only one
//   claim on those bytes can exist. A claim is itself a lock: if its owner died too, the next
//   starter claims after it, so the locks form a chain from `<game>.lock`, and the owner of the
//   chain's last link holds the game. The winner then renames its claim over `<game>.lock`
//   (atomic) and removes the claims left off the chain.
// - After linking a claim the starter walks the chain again and holds the game only if its claim
//   is the last link; otherwise the chain had moved on (its claim named a lock already replaced)
//   and it removes its claim and looks again.
// - A starter that finds a live owner at the end of the chain walks it once more and is refused
//   only if both walks end at the same link: a walk begun before a rename can reach such a claim
//   made on the freed name, whose owner is about to give it up.
// Two starters A and B on a stale lock S, every order:
// - both link the claim on S: one link fails (EEXIST); that one looks again and finds the winner
//   alive (refused), or, if the winner died meanwhile, claims after it.
// - A claims and renames its claim over the lock before B reads: B finds A's lock, alive: refused.
// - B read S, then A claimed and renamed: B's claim on S links (the name is free again), but B's
//   walk starts at A's lock, never reaches B's claim: B removes it and is refused by A's lock.
// - B read S and A's claim, then A renamed: the claim B follows is gone, B sees S as the end,
//   and goes on as in the case before.
// - no lock at all: both link `<game>.lock`; one gets EEXIST and finds the other alive.
// - the winner is killed before its rename: its claim stays in the chain with a dead owner, and
//   the next start claims after it. Temporary files left by a kill are removed by the next
//   start (wholeFile.ts). Only the owner removes its lock (release), and only its own bytes.
// On a file system without hard links the lock is created with O_EXCL instead (no half-written
// lock is then ruled out when two start in the same instant).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StoreLocationError } from './configPath.js';
import { failureInWords } from './fileErrors.js';
import { processRuns } from './liveProcess.js';
import { makeFolder } from './makeFolder.js';
import { readSaveFile, SaveFileError } from './saveFile.js';
import { temporaryFile } from './wholeFile.js';

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

/** A start that could not be read when the lock was taken. */
const UNKNOWN_START = 'unknown';

/**
 * Whether the owner still runs: its process id is live and started when the lock says. A lock
 * whose start is unknown is trusted on its process id alone only where no start can be read (no
 * /proc, no ps): where the live process's start can be read, a Leaves there would have written it,
 * so that lock is not one of theirs (and a process that runs for ever, such as process 1, would
 * otherwise hold the game for ever).
 */
function ownerRuns(owner: Owner): boolean {
  if (!processRuns(owner.pid)) return false;
  const start = processStart(owner.pid);
  return owner.started === UNKNOWN_START ? start === undefined : start === owner.started;
}

/** The owner named in a lock's bytes; a lock of the old form (a bare pid) names none that can match. */
function ownerIn(raw: string): Owner | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, started } = value as Record<string, unknown>;
    return Number.isSafeInteger(pid) && (pid as number) > 0 && typeof started === 'string' ? { pid: pid as number, started } : undefined;
  } catch {
    return undefined;
  }
}

/** A lock or a claim as read: its file, its bytes and their key. */
interface Link {
  file: string;
  raw: string;
  key: string;
}

/** Where the symbolic link at `file` points, when a link is there (its target being gone). */
function danglingLink(file: string): string | undefined {
  try {
    return fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ? fs.readlinkSync(file) : undefined;
  } catch {
    return undefined; // gone meanwhile
  }
}

/** The lock in `file`, or undefined when there is none. */
function readLink(file: string): Link | undefined {
  let bytes: Buffer | undefined;
  try {
    bytes = readSaveFile(file);
  } catch (error) {
    if (error instanceof SaveFileError) throw new StoreLocationError(`the lock ${file} cannot be used: ${error.why}. Move it away, then start again.`);
    throw error;
  }
  if (bytes === undefined) {
    // Nothing to read, yet the name may be taken: by a symbolic link to nothing, which no lock can be linked over.
    const target = danglingLink(file);
    if (target !== undefined) throw new StoreLocationError(`the lock ${file} cannot be used: it is a symbolic link to ${target}, which is not there. Move it away, then start again.`);
    return undefined;
  }
  return { file, raw: bytes.toString('utf8'), key: keyOf(bytes) };
}

/**
 * A short key of a lock's bytes (two 32-bit hashes of the FNV-1a kind): the name of a claim on it. Not
 * node:crypto, which costs every start its loading; a collision would only make two locks' claims
 * share a name, and the walk of the chain still ends at one owner.
 */
function keyOf(bytes: Uint8Array): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ bytes.length;
  for (const byte of bytes) {
    a = Math.imul(a ^ byte, 0x01000193) >>> 0;
    b = Math.imul(b ^ byte, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The name of the claim on the lock whose bytes have this key. */
const claimOn = (lockFile: string, key: string) => `${lockFile}.after-${key}`;

/** Far more links than any run of crashes leaves: a longer chain is not one Leaves made. */
const MAX_CHAIN = 64;

/** The last link of the chain that starts at the lock, or undefined when there is no lock. */
function lastLink(lockFile: string): Link | undefined {
  let link = readLink(lockFile);
  for (let step = 0; link && step < MAX_CHAIN; step++) {
    const next = readLink(claimOn(lockFile, link.key));
    if (!next) return link;
    link = next;
  }
  if (!link) return undefined;
  throw new StoreLocationError(`the lock ${lockFile} is followed by more than ${MAX_CHAIN} claims; remove ${path.basename(lockFile)}.after-* and start again.`);
}

/** Puts the temporary file's bytes at `target` unless a file is there; false when one is. */
function place(temporary: string, raw: string, target: string): boolean {
  try {
    fs.linkSync(temporary, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
  }
  try {
    fs.writeFileSync(target, raw, { flag: 'wx' }); // no hard links on this file system
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Removes the claims in the folder other than one on `held` (there is none while its owner runs). */
function removeOtherClaims(lockFile: string, held: Link): void {
  const prefix = `${path.basename(lockFile)}.after-`;
  const keep = path.basename(claimOn(lockFile, held.key));
  for (const name of fs.readdirSync(path.dirname(lockFile))) {
    if (name.startsWith(prefix) && name !== keep) fs.rmSync(path.join(path.dirname(lockFile), name), { force: true });
  }
}

/** Holds the game through `file`, whose bytes are `raw`: moved to the lock's own name first. */
function hold(lockFile: string, file: string, raw: string): GameLock {
  let mine = file;
  if (file !== lockFile) {
    try {
      fs.renameSync(file, lockFile);
      mine = lockFile;
      removeOtherClaims(lockFile, readLink(lockFile)!);
    } catch {
      // the claim holds the game all the same (the last link of the chain); tidied next time
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (readLink(mine)?.raw === raw) fs.rmSync(mine, { force: true });
    } catch {
      // something else is in its place now: not this lock to remove
    }
  };
  process.on('exit', release);
  return { release };
}

function takeLock(lockFile: string): LockResult {
  const started = processStart(process.pid) ?? UNKNOWN_START;
  const nonce = `${process.hrtime.bigint()}-${Math.random().toString(36).slice(2)}`;
  const raw = JSON.stringify({ pid: process.pid, started, nonce });
  const temporary = temporaryFile(lockFile);
  try {
    fs.writeFileSync(temporary, raw);
    for (let attempt = 0; attempt < 32; attempt++) {
      const last = lastLink(lockFile);
      if (!last) {
        if (place(temporary, raw, lockFile)) return { lock: hold(lockFile, lockFile, raw) };
        continue;
      }
      const owner = ownerIn(last.raw);
      if (owner && owner.pid !== process.pid && ownerRuns(owner)) {
        // A walk that began before the chain moved on can end at a claim left off it, whose owner
        // is about to find that out and remove it: only a last link a second walk agrees on holds
        // the game.
        const again = lastLink(lockFile);
        if (again?.file === last.file && again.raw === last.raw) return { heldBy: owner.pid };
        continue;
      }
      // Stale: its owner is gone, or the id now names another process.
      const claim = claimOn(lockFile, last.key);
      if (!place(temporary, raw, claim)) continue; // another starter claimed it first: look again
      const now = lastLink(lockFile);
      if (now?.file === claim && now.raw === raw) return { lock: hold(lockFile, claim, raw) };
      fs.rmSync(claim, { force: true }); // the chain had moved on: this claim is on no lock
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  throw new StoreLocationError(`the lock ${lockFile} could not be taken: it changed on every try.`);
}

export function lockGame(dir: string, game: string): LockResult {
  const lockFile = path.join(dir, `${game}.lock`);
  try {
    makeFolder(dir);
    return takeLock(lockFile);
  } catch (error) {
    if (error instanceof StoreLocationError) throw error;
    throw new StoreLocationError(`the lock ${lockFile} cannot be written: ${failureInWords(error)}.`);
  }
}

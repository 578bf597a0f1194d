// A save is written whole or not at all: with a writer that fails (short writes, ENOSPC, EDQUOT,
// EIO, a failing fsync, close or rename) the previous save stays intact, every failure is reported,
// play goes on, and the next save after the disk recovers works (issue 13, item 2).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { newSession, play, type Position } from '../../src/engine/session/session.js';
import { GameStore } from '../../src/store/gameStore.js';
import { saveFailureMessage, ShortWriteError, writeWholeFile, type FileSystem } from '../../src/store/wholeFile.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-whole-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

type Failure = 'none' | 'short' | 'ENOSPC' | 'EDQUOT' | 'EIO' | 'fsync' | 'close' | 'rename';

function errno(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected`), { code });
}

/** The real file system, except that while `failure` is set the chosen step fails. */
function failingDisk(): FileSystem & { failure: Failure } {
  return {
    failure: 'none',
    openSync: (file, flags, mode) => fs.openSync(file, flags, mode),
    writeSync(fd, buffer, offset, length) {
      // The disk fills after the first 64 bytes: later writes take nothing, without an error.
      if (this.failure === 'short') return offset > 0 ? 0 : fs.writeSync(fd, buffer, offset, Math.min(length, 64));
      if (this.failure === 'ENOSPC' || this.failure === 'EDQUOT' || this.failure === 'EIO') {
        fs.writeSync(fd, buffer, offset, Math.min(length, 100)); // part of it went out, then the error
        throw errno(this.failure);
      }
      return fs.writeSync(fd, buffer, offset, length);
    },
    fsyncSync(fd) {
      if (this.failure === 'fsync') throw errno('EIO');
      fs.fsyncSync(fd);
    },
    closeSync(fd) {
      fs.closeSync(fd);
      if (this.failure === 'close') throw errno('EIO'); // NFS reports a failed write back at close
    },
    renameSync(from, to) {
      if (this.failure === 'rename') throw errno('EIO');
      fs.renameSync(from, to);
    },
    rmSync: (file, options) => fs.rmSync(file, options),
  };
}

function longGame(moves: number): Position {
  let position = newSession('klondike', 5, { draw: 1 });
  for (let i = 0; i < moves; i++) position = play(position, games.klondike.legalMoves(position.state)[0]!);
  return position;
}

describe('writeWholeFile', () => {
  it.each<Failure>(['short', 'ENOSPC', 'EDQUOT', 'EIO', 'fsync', 'close', 'rename'])('a failing %s leaves the old file as it was and no temporary file', (failure) => {
    const file = path.join(dir, 'config.json');
    fs.writeFileSync(file, 'the old save');
    const disk = failingDisk();
    disk.failure = failure;
    expect(() => writeWholeFile(file, 'x'.repeat(10_000), disk)).toThrow();
    expect(fs.readFileSync(file, 'utf8')).toBe('the old save');
    expect(fs.readdirSync(dir)).toEqual(['config.json']);
  });

  it('writes every byte through a writer that takes a few at a time', () => {
    const file = path.join(dir, 'config.json');
    const trickle: FileSystem = { ...fs, writeSync: (fd, buffer, offset, length) => fs.writeSync(fd, buffer, offset, Math.min(length, 7)) };
    const data = `{"text":"${'é♠'.repeat(5000)}"}`;
    writeWholeFile(file, data, trickle);
    expect(fs.readFileSync(file, 'utf8')).toBe(data);
  });

  it('names the failures in the message line in words, never by their codes', () => {
    expect(saveFailureMessage(errno('ENOSPC'))).toBe('not saved: the disk is full');
    expect(saveFailureMessage(new ShortWriteError('config.json', 10, 20))).toBe('not saved: the disk is full');
    expect(saveFailureMessage(errno('EDQUOT'))).toBe('not saved: the disk quota is full');
    expect(saveFailureMessage(errno('EIO'))).toBe('not saved: the disk failed to read or write');
    expect(saveFailureMessage(errno('EISDIR'))).toBe("not saved: a folder is in the file's place");
    expect(saveFailureMessage(errno('EACCES'))).toBe('not saved: no permission');
    expect(saveFailureMessage(errno('EROFS'))).toBe('not saved: the disk is read-only');
    expect(saveFailureMessage(errno('EWHATEVER'))).toBe('not saved: the system refused (EWHATEVER)');
  });
});

describe('the store on a failing disk', () => {
  it.each<Failure>(['short', 'ENOSPC', 'EDQUOT', 'EIO', 'fsync', 'close', 'rename'])('%s: the previous save stays, every save says so with the moves that wait, the first save that works holds every move', (failure) => {
    const disk = failingDisk();
    const store = new GameStore(dir, disk);
    const before = longGame(10);
    expect(store.save(before.session)).toBeUndefined();
    const saved = fs.readFileSync(store.path, 'utf8');

    disk.failure = failure;
    const later = longGame(30);
    const message = store.save(later.session);
    expect(message).toMatch(/^not saved: \D+ \(20 moves\)$/);
    if (failure === 'short' || failure === 'ENOSPC') expect(message).toBe('not saved: the disk is full (20 moves)');
    expect(`${store.saveProblem} (20 moves)`).toBe(message);
    expect(store.save(longGame(31).session)).toBe(message!.replace('20 moves', '21 moves')); // tried again, and said again
    store.record(later, true); // a result counted while the disk is full is kept in memory
    expect(fs.readFileSync(store.path, 'utf8')).toBe(saved);
    expect(new GameStore(dir).load('klondike').position?.session.moves).toHaveLength(10);

    disk.failure = 'none';
    expect(store.save(longGame(32).session)).toBeUndefined();
    expect(store.saveProblem).toBeUndefined();
    const reopened = new GameStore(dir);
    expect(reopened.load('klondike').position?.session.moves).toHaveLength(32);
    expect(reopened.statistics()['klondike-draw-1']).toMatchObject({ played: 1, won: 1 });
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    disk.failure = failure; // a new failure after a save that worked counts from that save
    expect(store.save(longGame(33).session)).toBe(message!.replace('20 moves', '1 move'));
  });
});

describe('a result counted while the disk is full', () => {
  it('is said not counted, at once and on quitting, and is written by the next save that works', () => {
    const disk = failingDisk();
    const store = new GameStore(dir, disk);
    expect(store.save(longGame(10).session)).toBeUndefined();
    disk.failure = 'ENOSPC';
    const won = longGame(12);
    store.save(won.session);
    expect(store.record(won, true)).toBe('not saved: the disk is full: this win is not counted in the statistics until a save works (quitting tries again)');
    expect(store.unsavedOnQuit()).toBe('this win is not counted in the statistics, and 2 moves of this game are not saved (the disk is full): the next start resumes from the last save that worked.');
    expect(new GameStore(dir).statistics()['klondike-draw-1']).toBeUndefined();
    disk.failure = 'none';
    expect(store.save(won.session)).toBeUndefined();
    expect(store.unsavedOnQuit()).toBeUndefined();
    expect(new GameStore(dir).statistics()['klondike-draw-1']).toMatchObject({ played: 1, won: 1 });
  });
});

describe('quitting while a save does not work says what is not saved', () => {
  it('how many moves, or the new deal, or only the time played; nothing once a save works', () => {
    const disk = failingDisk();
    const store = new GameStore(dir, disk);
    expect(store.save(longGame(10).session)).toBeUndefined();
    expect(store.unsavedOnQuit()).toBeUndefined();
    disk.failure = 'ENOSPC';
    store.save({ ...longGame(10).session, elapsedMs: 99_000 });
    expect(store.unsavedOnQuit()).toBe('the last save did not work (the disk is full): every move is saved, but not the time played since.');
    store.save(longGame(12).session);
    expect(store.unsavedOnQuit()).toBe('2 moves of this game are not saved (the disk is full): the next start resumes from the last save that worked.');
    store.save(newSession('klondike', 6, { draw: 1 }).session);
    expect(store.unsavedOnQuit()).toBe('this deal is not saved (the disk is full): the next start resumes from the last save that worked.');
    disk.failure = 'none';
    store.save(newSession('klondike', 6, { draw: 1 }).session);
    expect(store.unsavedOnQuit()).toBeUndefined();
  });
});

describe('a save file that can no longer be read', () => {
  it('a folder put in its place mid-game: every save says so in words, nothing throws, and saves work once it is gone', () => {
    const store = new GameStore(dir);
    expect(store.save(longGame(3).session)).toBeUndefined();
    fs.rmSync(store.path);
    fs.mkdirSync(path.join(store.path, 'in-the-way'), { recursive: true });
    expect(store.save(longGame(4).session)).toBe("not saved: a folder is in the file's place (1 move)");
    expect(store.lastGame()).toBe('klondike');
    expect(store.save(longGame(5).session)).toBe("not saved: a folder is in the file's place (2 moves)");
    fs.rmSync(store.path, { recursive: true });
    expect(store.save(longGame(6).session)).toBeUndefined();
    expect(new GameStore(dir).load('klondike').position?.session.moves).toHaveLength(6);
  });
});

describe('a config folder that is gone mid-game', () => {
  it('a file in the folder\'s place: the save says why, nothing throws; once it is gone saves work again', () => {
    const folder = path.join(dir, 'leaves');
    const store = new GameStore(folder);
    expect(store.save(longGame(3).session)).toBeUndefined();
    fs.rmSync(folder, { recursive: true });
    fs.writeFileSync(folder, 'not a folder');
    expect(store.save(longGame(4).session)).toMatch(/^not saved: /);
    expect(store.statistics()).toEqual({});
    fs.rmSync(folder);
    expect(store.save(longGame(5).session)).toBeUndefined();
    expect(new GameStore(folder).load('klondike').position?.session.moves).toHaveLength(5);
  });
});

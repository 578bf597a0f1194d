// What the store does with whatever is in config.json's place: a file it cannot read (a loop of
// symbolic links, one too large) is kept aside and a new game starts; something that is not a
// file (a folder, a socket, a device) is left alone and named in one line; temporary files of a
// save that was killed are removed on the next start; and no save is written that the next
// start would refuse (a clock below zero, a file past the size limit).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, play } from '../../src/engine/session/session.js';
import { StoreLocationError } from '../../src/store/configPath.js';
import { GameStore } from '../../src/store/gameStore.js';
import { openConf } from '../../src/store/openConf.js';
import { MAX_SAVE_BYTES } from '../../src/store/saveFile.js';
import { MAX_ELAPSED_MS } from '../../src/store/sessionShape.js';
import { saveFailureMessage, temporaryFile } from '../../src/store/wholeFile.js';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-savefile-'));
  file = path.join(dir, 'config.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const backups = () => fs.readdirSync(dir).filter((name) => name.includes('corrupt'));
const dealt = (seed: number) => play(newSession('autumn-leaves', seed), { type: 'deal' });

describe('a save file that cannot be read is kept aside, you are told, and a new game starts', () => {
  it('a symbolic link that loops (ELOOP)', () => {
    fs.symlinkSync('config.json', file);
    const store = new GameStore(dir);
    expect(store.notices).toHaveLength(1);
    expect(store.notices[0]).toMatch(/^The save file could not be used \(it cannot be read: a loop of symbolic links\); it was kept as \S+config\.corrupt-\S+\.json and a new one started\.$/);
    expect(fs.readlinkSync(path.join(dir, backups()[0]!))).toBe('config.json');
    expect(store.save(dealt(3).session)).toBeUndefined();
    expect(new GameStore(dir).load('autumn-leaves').position?.session.seed).toBe(3);
  });

  it('a file past the size limit (937 MB) is called too large, in words, not "not JSON"', () => {
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 937 * 1024 * 1024); // sparse: takes no room on the disk
    const store = new GameStore(dir);
    expect(store.notices).toEqual([expect.stringMatching(/^The save file could not be used \(it is 937 MB, more than the 32 MB a save file may hold\); it was kept as \S+corrupt\S+ and a new one started\.$/)]);
    expect(fs.statSync(path.join(dir, backups()[0]!)).size).toBe(937 * 1024 * 1024);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('something that is not a file in its place is left alone and named in one line', () => {
  const refusal = (what: string) => new RegExp(`^the save file \\S+config\\.json cannot be used: it is ${what}, not a file\\. Move it away, or set LEAVES_CONFIG_DIR to another folder\\.$`);

  it('a folder: named a folder, never "not JSON", and not renamed', () => {
    fs.mkdirSync(file);
    expect(() => new GameStore(dir)).toThrow(StoreLocationError);
    expect(() => new GameStore(dir)).toThrow(refusal('a folder'));
    expect(fs.readdirSync(dir)).toEqual(['config.json']);
    expect(fs.statSync(file).isDirectory()).toBe(true);
  });

  it('a device (a link to /dev/null)', () => {
    fs.symlinkSync('/dev/null', file);
    expect(() => new GameStore(dir)).toThrow(refusal('a device'));
    expect(fs.readlinkSync(file)).toBe('/dev/null');
  });

  it('a socket', async () => {
    const server = net.createServer().listen(file);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      expect(() => new GameStore(dir)).toThrow(refusal('a socket'));
    } finally {
      server.close();
    }
  });

  // A named pipe (FIFO) is refused the same way; opening one would wait for a writer and hang
  // the test's own process, so it is tested on the built program (test/e2e/store.e2e.test.ts).
});

describe('temporary files of a save that was killed are removed at the next start', () => {
  it('a dead process\'s are removed, a running one\'s are left to it', () => {
    const dead = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    const left = temporaryFile(file, dead);
    const lockLeft = temporaryFile(path.join(dir, 'klondike.lock'), dead);
    const running = temporaryFile(file, process.ppid);
    for (const name of [left, lockLeft, running]) fs.writeFileSync(name, 'half a save');
    const store = new GameStore(dir);
    expect(store.notices).toEqual([]);
    expect(fs.readdirSync(dir).sort()).toEqual([path.basename(running)]);
  });
});

describe('no save is written that the next start would refuse', () => {
  it('a clock that stepped back below zero, or any clock out of range, is saved as one the next start accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constantFrom(-23_975, -0, Number.NaN, Infinity, -Infinity, MAX_ELAPSED_MS * 2)), (elapsedMs) => {
        const store = new GameStore(dir);
        const position = dealt(5);
        expect(store.save({ ...position.session, elapsedMs })).toBeUndefined();
        const loaded = new GameStore(dir).load('autumn-leaves');
        expect(loaded.notice).toBeUndefined();
        const clock = loaded.position!.session.elapsedMs;
        expect(clock).toBeGreaterThanOrEqual(0);
        expect(clock).toBeLessThanOrEqual(MAX_ELAPSED_MS);
        if (elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS) expect(clock === elapsedMs).toBe(true); // -0 is 0
        expect(backups()).toEqual([]);
        // The game left behind for a new deal is written by the same rule.
        store.leave({ ...position, session: { ...position.session, elapsedMs } });
        expect(new GameStore(dir).leftBehind('autumn-leaves')?.session.elapsedMs).toBe(clock);
      }),
      { numRuns: 60 },
    );
  });

  it('a file past the size limit is never written, and the message says why in words', () => {
    const { conf } = openConf(dir);
    conf.replace({ version: 2, saves: {} });
    const before = fs.readFileSync(file, 'utf8');
    let failure: unknown;
    try {
      conf.replace({ version: 2, saves: {}, settings: { style: 'x'.repeat(2 * MAX_SAVE_BYTES) } });
    } catch (error) {
      failure = error;
    }
    expect(saveFailureMessage(failure)).toBe('not saved: it is 64 MB, more than the 32 MB a save file may hold');
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });
});

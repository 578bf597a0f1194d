// Winnable deals only is the default: a fresh config has it on, and so does a file written when
// it was off by default (its false was nobody's choice); a player who turns it off keeps it off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameStore } from '../../src/store/gameStore.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-winnable-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const writeFile = (settings: object) =>
  fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ version: 2, saves: {}, carriedTotal: 0, settings, statistics: {} }));

describe('winnable deals only', () => {
  it('is on in a fresh config', () => {
    expect(new GameStore(dir).settings().winnableOnly).toBe(true);
  });

  it('is on for a file written when it was off by default, and stays on when the player had turned it on', () => {
    writeFile({ style: 'ascii', winnableOnly: false });
    expect(new GameStore(dir).settings()).toMatchObject({ style: 'ascii', winnableOnly: true });
    writeFile({ winnableOnly: true });
    expect(new GameStore(dir).settings().winnableOnly).toBe(true);
  });

  it('stays off once the player turns it off (W or --no-winnable), through other settings written later', () => {
    new GameStore(dir).updateSettings({ winnableOnly: false });
    new GameStore(dir).updateSettings({ showOutlook: false });
    expect(new GameStore(dir).settings()).toMatchObject({ winnableOnly: false, showOutlook: false });
    new GameStore(dir).updateSettings({ winnableOnly: true });
    expect(new GameStore(dir).settings().winnableOnly).toBe(true);
  });
});

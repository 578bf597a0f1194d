// A game from a player's rule file in the store: its save holds its rule set (so it resumes with
// the file gone), a damaged rule set in a save is one line and the file is kept, and its
// statistics are kept by the rule set's name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOM_GAME } from '../../src/engine/customGame.js';
import { gameOf } from '../../src/engine/games.js';
import { newSession, play } from '../../src/engine/session/session.js';
import { GameStore } from '../../src/store/gameStore.js';
import { readRuleFile } from '../../src/store/ruleFile.js';
import { GOOD_RULE_SETS } from '../engine/ruleSet/ruleFileExamples.js';
import { formatStatsTable } from '../../src/ui/stats/statsReport.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-custom-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const kingOnly = GOOD_RULE_SETS.kingOnlyBakersGame!;

function playedCustom(rules = kingOnly) {
  let position = newSession(CUSTOM_GAME, 11, { rules });
  const move = gameOf(position.state).legalMoves(position.state).find((m) => m.type === 'move')!;
  position = play(position, move);
  return position;
}

describe('a saved game of a rule file', () => {
  it('keeps its rule set in the save and resumes from it alone, the file gone', () => {
    const file = path.join(dir, 'king-only.json');
    fs.writeFileSync(file, JSON.stringify(kingOnly));
    const rules = readRuleFile(file).rules!;
    fs.rmSync(file);
    const position = playedCustom(rules);
    new GameStore(dir).save(position.session);
    const store = new GameStore(dir);
    expect(store.lastGame()).toBe(CUSTOM_GAME);
    const loaded = store.load(CUSTOM_GAME);
    expect(loaded.notice).toBeUndefined();
    expect(loaded.position?.state).toEqual(position.state);
    expect(loaded.position?.session.options).toEqual({ rules: kingOnly });
    expect(gameOf(loaded.position!.state).title).toBe("King Only Baker's Game");
  });

  it('a save whose rule set was damaged is one line naming the field, and the file is kept aside', () => {
    new GameStore(dir).save(playedCustom().session);
    const config = path.join(dir, 'config.json');
    const saved = JSON.parse(fs.readFileSync(config, 'utf8')) as { saves: Record<string, { options: { rules: { tableau: { build: string } } } }> };
    saved.saves[CUSTOM_GAME]!.options.rules.tableau.build = 'sideways';
    fs.writeFileSync(config, JSON.stringify(saved));
    const loaded = new GameStore(dir).load(CUSTOM_GAME);
    expect(loaded.position).toBeUndefined();
    expect(loaded.notice).toMatch(/^The saved game could not be used: its rule set is damaged: tableau\.build must be one of alternate-colours, suit, any-suit, none, not "sideways"\. It was kept in .*corrupt.*; a new game starts\.$/);
    const backup = fs.readdirSync(dir).find((name) => name.includes('corrupt'))!;
    expect(fs.readFileSync(path.join(dir, backup), 'utf8')).toContain('sideways');
  });

  it('a save with no rule set at all is refused the same way', () => {
    new GameStore(dir).save(playedCustom().session);
    const config = path.join(dir, 'config.json');
    const saved = JSON.parse(fs.readFileSync(config, 'utf8')) as { saves: Record<string, { options: object }> };
    saved.saves[CUSTOM_GAME]!.options = {};
    fs.writeFileSync(config, JSON.stringify(saved));
    expect(new GameStore(dir).load(CUSTOM_GAME).notice).toMatch(/its rule set is damaged: a rule set is an object of fields/);
  });
});

describe('statistics of rule files', () => {
  it('are kept by the rule set\'s name, apart from the shipped games and from each other, and survive a reload', () => {
    const store = new GameStore(dir);
    store.record(playedCustom(), true);
    store.record(playedCustom({ ...kingOnly, description: 'another file, the same name' }), false);
    store.record(playedCustom({ ...kingOnly, name: 'Kings Only' }), false);
    const stats = new GameStore(dir).statistics();
    expect(stats["custom:King Only Baker's Game"]).toMatchObject({ played: 2, won: 1 });
    expect(stats['custom:Kings Only']).toMatchObject({ played: 1, won: 0 });
    const table = formatStatsTable(stats);
    expect(table).toMatch(/King Only Baker's Game \(rule file\) +2 +1 +50%/);
    expect(table).toMatch(/Kings Only \(rule file\) +1 +0 +0%/);
  });

  it('an entry whose name no rule set could have is dropped on reading', () => {
    new GameStore(dir).record(playedCustom(), true);
    const config = path.join(dir, 'config.json');
    const saved = JSON.parse(fs.readFileSync(config, 'utf8')) as { statistics: Record<string, unknown> };
    saved.statistics['custom:\u001b[2J'] = saved.statistics["custom:King Only Baker's Game"];
    fs.writeFileSync(config, JSON.stringify(saved));
    expect(Object.keys(new GameStore(dir).statistics())).toEqual(["custom:King Only Baker's Game"]);
  });
});

describe('reading a rule file', () => {
  const file = () => path.join(dir, 'rules.json');

  it('a missing file is one line', () => {
    expect(readRuleFile(file()).problems).toEqual([`${file()}: there is no such file`]);
  });

  it('a folder in its place is one line', () => {
    fs.mkdirSync(file());
    expect(readRuleFile(file()).problems).toEqual([`${file()}: it is a folder, not a file`]);
  });

  it('a file too big for a rule file is one line, in the save file\'s words', () => {
    fs.writeFileSync(file(), ' '.repeat(2 * 1024 * 1024));
    expect(readRuleFile(file()).problems).toEqual([`${file()}: it is 2 MB, more than the 1 MB a rule file may hold`]);
  });

  it('a file that is not UTF-8 text is one line', () => {
    fs.writeFileSync(file(), Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    expect(readRuleFile(file()).problems).toEqual([`${file()}: it is not text (a rule file is JSON in UTF-8)`]);
  });

  it('each problem of the rules is a line of its own, the file named first', () => {
    fs.writeFileSync(file(), JSON.stringify({ ...kingOnly, win: 'soon', cells: { count: 40 } }));
    expect(readRuleFile(file()).problems).toEqual([
      `${file()}: cells.count must be a whole number from 1 to 10, not 40`,
      `${file()}: win must be one of all-home, tableau-empty, not "soon"`,
    ]);
  });
});

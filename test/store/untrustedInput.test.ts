// Other people's input, at random: random bytes, random JSON and random control characters (the
// escapes that set a terminal's clipboard or title, C1 controls, bidi overrides) fed to the share
// code decoder, the rule-file reader and the save reader. Whatever they are given, each answers
// with a value or with lines of one line each, of a bounded length, and nothing they answer holds
// a character that would act on the terminal. Inputs stay small, so every run ends quickly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CUSTOM_GAME } from '../../src/engine/customGame.js';
import { games, type SavedGameId } from '../../src/engine/games.js';
import { readRuleFile } from '../../src/store/ruleFile.js';
import { openCode } from '../../src/store/shareCode.js';
import { GameStore } from '../../src/store/gameStore.js';
import { statsText } from '../../src/ui/stats/statsText.js';
import { GOOD_RULE_SETS } from '../engine/ruleSet/ruleFileExamples.js';

/** Written out here rather than taken from src/text/visible.ts, so the check does not grade itself. */
const ACTS_ON_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Far above any message (a quote is at most 60 characters), far below a line that floods a screen. */
const LINE_MAX = 400;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-untrusted-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SAVED_GAMES = [...Object.keys(games), CUSTOM_GAME] as SavedGameId[];

/** What a hostile code or file would hold: terminal escapes, single controls, and any text. */
const ESCAPES = ['\x1b]52;c;UFdORUQ=\x07', '\x1b]0;PWNED\x07', '\x1b[2J', '\x9b2J', '\x9d0;PWNED\x9c', '\u202e', '\u2066', '\r\n'];
const control = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }),
  fc.integer({ min: 0x7f, max: 0x9f }),
  fc.integer({ min: 0x202a, max: 0x202e }),
  fc.integer({ min: 0x2066, max: 0x2069 }),
  fc.constantFrom(0x2028, 0x2029),
).map((code) => String.fromCharCode(code));
const hostile = fc
  .array(fc.oneof(control, fc.constantFrom(...ESCAPES), fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 10 })
  .map((parts) => parts.join(''));
/** Random JSON whose field names and texts are hostile. */
const json = fc.anything({ key: hostile, values: [hostile, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)], maxDepth: 3, maxKeys: 4 });
const bytes = fc.uint8Array({ maxLength: 300 }).map((array) => Buffer.from(array));

/** A good rule set with hostile fields and values mixed in (or none: then it is a good one). */
const ruleSet = fc
  .record({
    base: fc.constantFrom(...Object.values(GOOD_RULE_SETS)),
    top: fc.dictionary(fc.oneof(hostile, fc.constantFrom('name', 'description', 'win', 'deck', 'stock')), json, { maxKeys: 3 }),
    tableau: fc.dictionary(fc.oneof(hostile, fc.constantFrom('piles', 'build', 'empty')), json, { maxKeys: 2 }),
  })
  .map(({ base, top, tableau }) => ({ ...base, ...top, tableau: { ...base.tableau, ...tableau } }));

/** A rule file's text: JSON of a rule set, a hostile field given twice, a syntax error next to hostile text, any bytes. */
const ruleFileText = fc.oneof(
  { weight: 4, arbitrary: ruleSet.map((rules) => Buffer.from(JSON.stringify(rules))) },
  fc.tuple(hostile, json).map(([key, value]) => Buffer.from(`{"name":"X",${JSON.stringify(key)}:1,${JSON.stringify(key)}:${JSON.stringify(value) ?? 2}}`)),
  hostile.map((text) => Buffer.from(`{"name": ${text}`)),
  hostile.map((text) => Buffer.from(text)),
  json.map((value) => Buffer.from(JSON.stringify(value) ?? '')),
  bytes,
);

/** Mostly `likely`, now and then `rarely`: most inputs go deep, the rest try each check on the way. */
const mostly = <T, U>(likely: fc.Arbitrary<T>, rarely: fc.Arbitrary<U>) => fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: rarely });

/** A saved or shared game as a file or a code holds it: a known game, or hostile parts. */
const session = fc.record({
  game: mostly(fc.constantFrom(...SAVED_GAMES), hostile),
  options: fc.oneof(fc.constant({}), ruleSet.map((rules) => ({ rules })), json),
  seed: mostly(fc.integer({ min: 0, max: 1000 }), json),
  moves: mostly(fc.constantFrom('', 'd', 'r', 't0w0', 'd d r'), fc.oneof(hostile, json)),
  redo: mostly(fc.constant(''), hostile),
  elapsedMs: mostly(fc.constant(0), json),
});

const codeOf = (value: unknown) => `leaves1-${deflateSync(Buffer.from(JSON.stringify(value) ?? '')).toString('base64url')}`;
const code = fc.oneof(
  { weight: 6, arbitrary: session.map((shared) => codeOf({ v: 1, ...shared })) },
  json.map(codeOf),
  bytes.map((data) => `leaves1-${deflateSync(data).toString('base64url')}`),
  bytes.map((data) => `leaves1-${data.toString('base64url')}`),
  hostile.map((text) => `leaves1-${text}`),
  hostile,
);

/** The save file: any bytes, any JSON, or the file's parts with hostile games, statistics and recent results. */
const saveParts = fc.record({
  version: fc.constantFrom(1, 2),
  lastGame: mostly(fc.constantFrom(...SAVED_GAMES), hostile),
  // Each kept under its own game's name, mostly, so the check goes past the name.
  saves: fc.array(session, { maxLength: 3 }).map((sessions) => Object.fromEntries(sessions.map((saved) => [SAVED_GAMES.find((game) => game === saved.game) ?? 'klondike', saved]))),
  statistics: fc.dictionary(fc.oneof(hostile, hostile.map((name) => `custom:${name}`)), fc.constant({ played: 1, won: 0, currentStreak: 0, bestStreak: 0 }), { maxKeys: 3 }),
  recent: fc.array(fc.record({ variant: hostile, won: fc.boolean(), moves: fc.nat(99), elapsedMs: fc.nat(99_999), day: fc.constant('2026-12-01') }), { maxLength: 3 }),
});
const saveFile = fc.oneof(
  { weight: 4, arbitrary: saveParts.map((file) => Buffer.from(JSON.stringify(file))) },
  json.map((value) => Buffer.from(JSON.stringify(value) ?? '')),
  bytes,
);

/** Every line a reader answered is one line, short, and acts on no terminal. */
function expectSafeLines(lines: readonly string[]): void {
  for (const line of lines) {
    expect(line, line).not.toMatch(ACTS_ON_TERMINAL);
    expect(line.length, line).toBeLessThanOrEqual(LINE_MAX);
  }
}

/** Every text in a value (field names too), for what a reader hands back to be shown. */
function textsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      textsIn(item, into);
    }
  }
  return into;
}

describe('hostile input', () => {
  it('to the share code decoder: a game whose texts are clean, or one clean line', () => {
    fc.assert(
      fc.property(code, (given) => {
        const opened = openCode(given);
        if ('problem' in opened) expectSafeLines([opened.problem]);
        else expectSafeLines(textsIn({ game: opened.position.session.game, options: opened.position.session.options }));
      }),
      { numRuns: 400 },
    );
  });

  it('to the rule-file reader: a rule set whose texts are clean, or clean lines, each naming the file', () => {
    // A file's name is the player's, and may hold escapes too.
    const file = path.join(dir, 'rules \x1b]0;PWNED\x07.json');
    fc.assert(
      fc.property(ruleFileText, (text) => {
        fs.writeFileSync(file, text);
        const checked = readRuleFile(file);
        if (checked.rules) expectSafeLines(textsIn(checked.rules));
        else {
          expect(checked.problems.length).toBeGreaterThan(0);
          expectSafeLines(checked.problems);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('to the save reader: notices, games, statistics and recent results that are clean', () => {
    let run = 0;
    fc.assert(
      fc.property(saveFile, (contents) => {
        const configDir = path.join(dir, `save-${run++}`);
        fs.mkdirSync(configDir);
        fs.writeFileSync(path.join(configDir, 'config.json'), contents);
        const store = new GameStore(configDir);
        const lines = [...store.notices];
        for (const game of SAVED_GAMES) {
          const loaded = store.load(game);
          if (loaded.notice) lines.push(loaded.notice);
          if (loaded.position) lines.push(...textsIn(loaded.position.session.options));
        }
        lines.push(...Object.keys(store.statistics()), ...store.recentResults().map((result) => result.variant));
        lines.push(...statsText(store.statistics(), store.recentResults(), 80, false));
        expectSafeLines(lines);
        fs.rmSync(configDir, { recursive: true, force: true });
      }),
      { numRuns: 150 },
    );
  });

  it('a field name of 900,000 characters is quoted cut short: the line stays one line of sane length', () => {
    const file = path.join(dir, 'long-key.json');
    fs.writeFileSync(file, JSON.stringify({ name: 'Long', tableau: { piles: 4, cards: 13 }, ['\x1b'.repeat(10) + 'k'.repeat(900_000)]: 1 }));
    const checked = readRuleFile(file);
    expect(checked.problems).toEqual([`${file}: ${'\\x1b'.repeat(10)}${'k'.repeat(19)}…: there is no such field; a rule set takes name, description, deck, tableau, foundations, hole, cells, reserve, stock, win`]);
  });
});

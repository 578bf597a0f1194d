// Other people's text in a real terminal: a share code, a rule file or a save file holding the
// escapes that set the clipboard (ESC ] 52), the window title (ESC ] 0) or clear the screen
// (ESC [ 2 J) never sends them to the terminal, on every path that shows such text: an error of
// `leaves open`, `leaves play` and `leaves solve --rules`, the notice of a damaged save in the
// game, `leaves stats` and the home. Each is shown with its escapes written out (\x1b]52…), or
// left out.
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

/** The attack: the clipboard, the window title and the screen, each set by the text itself. */
const CLIPBOARD = '\x1b]52;c;UFdORUQ=\x07';
const TITLE = '\x1b]0;PWNED\x07';
const CLEAR = '\x1b[2J';
const HOSTILE = `${CLIPBOARD}${TITLE}${CLEAR}`;
/** The same as the player reads it. */
const SHOWN = '\\x1b]52;c;UFdORUQ=\\x07\\x1b]0;PWNED\\x07';

const codeOf = (value: unknown) => `leaves1-${deflateSync(Buffer.from(JSON.stringify(value))).toString('base64url')}`;
const RULES = { name: 'Hostile', tableau: { piles: 7, cards: 5, build: 'none', move: 'one', empty: 'none' }, hole: { start: 'stock' }, stock: { to: 'hole' } };

/** None of the attack's escapes reached the terminal (the program's own, of other kinds, may). */
function expectNoneWritten(program: Running): void {
  const output = program.output();
  expect(output).not.toContain('\x1b]52;');
  expect(output).not.toContain('PWNED\x07');
  expect(output).not.toContain(`\x07${CLEAR}`);
}

async function refused(args: string[], configDir = freshConfigDir()): Promise<Running> {
  const program = launch(args, { configDir, cols: 200 });
  expect((await program.exited()).exitCode).toBe(1);
  expectNoneWritten(program);
  return program;
}

function ruleFile(configDir: string): string {
  const file = path.join(configDir, 'hostile.json');
  fs.writeFileSync(file, JSON.stringify({ ...RULES, [HOSTILE]: 1 }));
  return file;
}

describe('text from a code or a file, in a real terminal', () => {
  it('leaves open: a code whose game name holds escapes is refused in one line that shows them written out', async () => {
    const program = await refused(['open', codeOf({ v: 1, game: HOSTILE, options: {}, seed: 1, moves: '' })]);
    expect(program.screen()).toContain(`leaves: this code holds a game this version of Leaves does not know (${SHOWN}`);
  });

  it("leaves open: a code whose custom rules have a field named with escapes is refused, the name written out", async () => {
    const program = await refused(['open', codeOf({ v: 1, game: 'custom', options: { rules: { ...RULES, [HOSTILE]: 1 } }, seed: 1, moves: '' })]);
    expect(program.screen()).toContain(`its rule set is damaged: ${SHOWN}\\x1b[2J: there is no such field`);
  });

  it('leaves play and leaves solve --rules: a field named with escapes is named written out', async () => {
    for (const command of [['play'], ['solve', '--rules']]) {
      const configDir = freshConfigDir();
      const file = ruleFile(configDir);
      const program = await refused([...command, file], configDir);
      expect(program.screen()).toContain(`leaves: ${file}: ${SHOWN}\\x1b[2J: there is no such field`);
    }
  });

  it('a save whose game name holds escapes: the game says so written out, and plays a new deal', async () => {
    const configDir = freshConfigDir();
    const save = { game: HOSTILE, options: {}, seed: 1, moves: '', redo: '', elapsedMs: 0 };
    fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify({ version: 2, lastGame: 'klondike', saves: { klondike: save } }));
    const program = launch([], { configDir, cols: 200, rows: 40 });
    const screen = await program.waitFor('it names another game (');
    expectNoneWritten(program);
    expect(screen).toContain('it names another game (\\x1b]52;c;UFdORUQ=\\x07\\x1b]0;');
    await program.keysReady();
    program.press('q');
    await program.exited();
    expectNoneWritten(program);
  });

  it('leaves stats: a recent game whose variant holds escapes is left out, and a rule set named with a bidi override', async () => {
    const configDir = freshConfigDir();
    const counts = { played: 1, won: 0, currentStreak: 0, bestStreak: 0 };
    const recent = [HOSTILE, 'custom:Fair\u202eriaF'].map((variant) => ({ variant, won: false, moves: 3, elapsedMs: 1000, day: '2026-12-01' }));
    const statistics = { 'klondike-draw-1': counts, 'custom:Fair\u202eriaF': counts };
    fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify({ version: 2, saves: {}, statistics, recent }));
    const program = launch(['stats'], { configDir, cols: 100, rows: 60 });
    expect((await program.exited()).exitCode).toBe(0);
    expectNoneWritten(program);
    expect(program.output()).not.toContain('\u202e');
    expect(program.screen()).toMatch(/Klondike/);
  });

  it('the home: a rule set the statistics remember by a name with a bidi override is left out', async () => {
    const configDir = freshConfigDir();
    const counts = { played: 1, won: 0, currentStreak: 0, bestStreak: 0 };
    const statistics = { 'custom:Fair\u202eriaF': counts, 'custom:Plain': counts };
    fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify({ version: 2, saves: {}, statistics }));
    const program = launch([], { configDir, cols: 120, rows: 60 });
    await program.waitFor('Plain');
    expect(program.output()).not.toContain('\u202e');
    expect(program.screen()).not.toContain('riaF');
  });
});

// New deals in a real terminal: from the book of proved deals, at once and marked proved; and for
// a rule file, which has no book, the search said on the screen with a spinner, Esc dealing at
// once (unproved) and the keys working again at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseBook } from '../../src/solver/bookFormat.js';
import { bookFile, booksFolder } from '../../src/solver/dealBook.js';
import { BIN, childEnv, ensureBuilt, freshConfigDir, KEY, killAll, launch, removeTempDirs, ROOT } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const header = (screen: string) => screen.split('\n')[0] ?? '';
const words = (screen: string) => screen.replace(/\s+/g, ' ');
const LOOKING = 'Looking for a deal the solver can prove winnable';

describe('a new deal', () => {
  it('comes from the book of proved deals at once, marked proved, and n takes the next one', async () => {
    const { seeds } = parseBook(fs.readFileSync(bookFile(booksFolder()!, 'golf'), 'utf8'));
    const game = launch(['golf', '--new'], { configDir: freshConfigDir() });
    // "(proved)", or "(proved, easy)" where the deal's difficulty is rated.
    expect(header(await game.waitFor(/Golf · deal \d+ \(proved[,)]/))).toContain(`deal ${seeds[0]} (proved`);
    await game.keysReady();
    game.press('n');
    expect(header(await game.waitFor(`deal ${seeds[1]} (proved`))).toMatch(/^Golf · deal \d+ \(proved[,)]/);
    // No search was shown: the book answered.
    expect(game.output()).not.toContain(LOOKING);
  });

  it('for a rule file (no book) is searched with a spinner on the screen; Esc deals one at once, unproved, and the keys work', async () => {
    const configDir = freshConfigDir();
    const file = path.join(configDir, 'thieves.json');
    const printed = spawnSync(process.execPath, [BIN, 'rules', 'forty-thieves'], { cwd: ROOT, encoding: 'utf8', env: childEnv({ LEAVES_CONFIG_DIR: configDir }) });
    // Forty Thieves with no moves into an empty column and one card at a time: the solver proves
    // none of these in its time (0 of deals 1–40 at 3 s), so the search lasts until Esc. Plain
    // Forty Thieves now and then proves its first deal before the spinner shows.
    const rules = JSON.parse(printed.stdout) as { name: string; description?: string; tableau: Record<string, unknown> };
    rules.name = 'Forty Thieves, no spaces';
    delete rules.description;
    rules.tableau = { ...rules.tableau, move: 'one', empty: 'none' };
    fs.writeFileSync(file, JSON.stringify(rules));
    const game = launch(['play', file, '--new'], { configDir });
    const looking = await game.waitFor(LOOKING);
    expect(words(looking)).toContain('Esc: deal one now, unproved.');
    const dealing = header(looking);
    // The spinner turns while it looks.
    const spinnerOf = (screen: string) => new RegExp(`${LOOKING} (\\S+)`).exec(words(screen))?.[1];
    const first = spinnerOf(looking);
    await game.waitFor((screen) => spinnerOf(screen) !== undefined && spinnerOf(screen) !== first);
    game.press(KEY.escape);
    const dealt = await game.waitFor('Dealt without waiting for a proof');
    expect(header(dealt)).toBe(dealing);
    expect(header(dealt)).not.toContain('(proved)');
    game.press('?');
    await game.waitFor('Leaves · help');
  });
});

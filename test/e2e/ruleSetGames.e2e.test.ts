// The twenty rule-set games in a real terminal: each one's board fits 80×24 and 160×50 (no wrapped
// line, the last row free, the key bar last); Golf played by the mouse (a card clicked goes onto its
// foundation at once) and by d; Black Hole's seventeen columns at 80 columns, a card sent into the hole by one
// Enter; the move log under a board as wide as the screen; Canfield's reserve by keys; and a game left after
// a move resumes with the same board.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, type Running } from './terminal.js';

beforeAll(ensureBuilt);
afterEach(killAll);
afterAll(removeTempDirs);

const GAMES = [
  ['canfield', 'Canfield'], ['golf', 'Golf'], ['black-hole', 'Black Hole'], ['spiderette', 'Spiderette'],
  ['simple-simon', 'Simple Simon'], ['bakers-game', "Baker's Game"], ['eight-off', 'Eight Off'],
  ['seahaven-towers', 'Seahaven Towers'], ['beleaguered-castle', 'Beleaguered Castle'],
  ['streets-and-alleys', 'Streets and Alleys'], ['stronghold', 'Stronghold'], ['siegecraft', 'Siegecraft'],
  ['fan', 'Fan'], ['king-albert', 'King Albert'], ['raglan', 'Raglan'], ['somerset', 'Somerset'], ['east-haven', 'East Haven'],
  ['forty-thieves', 'Forty Thieves'], ['yukon', 'Yukon'], ['scorpion', 'Scorpion'],
] as const;

async function open(args: string[], configDir: string, ready: string, size: { cols?: number; rows?: number } = {}): Promise<Running> {
  const t = launch(args, { configDir, ...size });
  await t.waitFor(ready);
  await t.keysReady();
  return t;
}

async function quit(t: Running): Promise<void> {
  t.press('q');
  expect((await t.exited()).exitCode).toBe(0);
}

/** A left click at the first place the screen shows `text` (its `offset`-th column), as press and release. */
function clickOn(t: Running, text: string, offset = 0): void {
  const lines = t.screen().split('\n');
  const y = lines.findIndex((line) => line.includes(text));
  if (y < 0) throw new Error(`"${text}" is not on screen:\n${t.screen()}`);
  const x = [...lines[y]!.slice(0, lines[y]!.indexOf(text))].length + offset;
  t.press(`\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m`);
}

/** The cards on screen: without the header (the clock ticks), the message and key lines, and the cursor's marks. */
function board(screen: string): string {
  const lines = screen.split('\n');
  return lines.slice(1, lines.length - 3).join('\n').replace(/[[\]▸]/g, ' ');
}

describe('every rule-set game in a terminal', () => {
  it.each(GAMES)('%s fits at 80×24 and at 160×50', async (id, title) => {
    for (const [cols, rows] of [[80, 24], [160, 50]] as const) {
      const t = await open([id, '--seed', '1'], freshConfigDir(), title, { cols, rows });
      const screen = t.screen();
      expect(t.wrappedRows(), `${cols}×${rows}`).toEqual([]);
      expect(screen.split('\n').at(-1), `${cols}×${rows}: the last row stays free`).toBe('');
      expect(screen.split('\n').at(-2)).toMatch(/\? help$/);
      expect(screen).not.toMatch(/needs a terminal/);
      await quit(t);
    }
  });
});

describe('Golf in a terminal', () => {
  it('a column card clicked goes onto the foundation at once; d turns the stock; it resumes as left', async () => {
    const configDir = freshConfigDir();
    const t = await open(['golf', '--seed', '1'], configDir, 'Golf');
    // The board's left part (the move log is beside it): the hole's card after the stock's back.
    const boardPart = (line: string) => [...line].slice(0, 42).join('');
    const top = boardPart(t.screen().split('\n')[3]!).trim().split(/\s+/)[1]!;
    // A last card one rank from the hole's: the fifth row of cards holds them (five dealt each).
    const lastRow = boardPart(t.screen().split('\n')[10]!);
    const rank = (card: string) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(card.slice(0, -1));
    const fits = lastRow.trim().split(/\s+/).map((c) => c.replace(/[[\]]/g, '')).find((card) => Math.abs(rank(card) - rank(top)) === 1);
    expect(fits, `a card one rank from ${top} in:\n${t.screen()}`).toBeDefined();
    expect(t.screen().split('\n')[2]).toContain('foundation');
    // The foundation is the one place the card can go: the click plays it there.
    clickOn(t, fits!);
    await t.waitFor((screen) => boardPart(screen.split('\n')[3]!).includes(fits!));
    expect(t.screen()).not.toContain('Holding');
    t.press('d');
    await t.waitFor(/×15/);
    const left = board(t.screen());
    await quit(t);
    const again = await open(['golf'], configDir, 'Golf');
    await again.waitFor(/×15/);
    expect(board(again.screen())).toBe(left);
    await quit(again);
  });
});

describe('the move log under a board as wide as the screen, at 80×24', () => {
  it.each([
    ['black-hole', 'Black Hole', '2', 'into the hole'],
    ['eight-off', 'Eight Off', '3', 'to a free cell'],
  ])('%s: "Recent moves" under the columns, and a move played shows in it', async (id, title, seed, words) => {
    const t = await open([id, '--seed', seed], freshConfigDir(), title, { cols: 80, rows: 24 });
    const lines = t.screen().split('\n');
    const at = lines.findIndex((line) => line.startsWith('Recent moves'));
    expect(at).toBeGreaterThan(lines.findIndex((line) => /^ +\[?1\]? +2 /.test(line)));
    expect(lines[at + 1]).toBe('none yet');
    // Enter plays the card under the cursor (Black Hole), or picks it up for Enter to drop (Eight Off).
    for (let column = 0; column < 17 && !t.screen().includes('1 move'); column++) {
      t.press('\r');
      if (id === 'eight-off') t.press('\r');
      const screen = await t.waitFor(/1 move|the top card of the hole/);
      if (screen.includes('1 move')) break;
      t.press('\x1b[C');
      await t.waitFor((s) => !s.includes('the top card of the hole'));
    }
    const played = await t.waitFor((s) => s.split('\n').some((line, i, all) => all[i - 1]?.startsWith('Recent moves') === true && line.includes(words)));
    expect(t.wrappedRows()).toEqual([]);
    expect(played.split('\n').length).toBeLessThanOrEqual(24);
    await quit(t);
  });
});

describe('Black Hole in a terminal', () => {
  it('seventeen columns at 80 columns; a card the hole takes goes into it by one Enter', async () => {
    const t = await open(['black-hole', '--seed', '1'], freshConfigDir(), 'Black Hole');
    // The keys 1–9 and 0 label the first ten columns; past them no key reaches, and no label is worn.
    expect(t.screen()).toMatch(/\[?1\]? +2 +3 .* 9 +0$/m);
    expect(t.wrappedRows()).toEqual([]);
    // Walk the columns until one's card is taken: Enter plays it into the hole at once, or says why not.
    for (let column = 0; column < 17; column++) {
      t.press('\r');
      const screen = await t.waitFor(/1 move|the top card of the hole/);
      if (screen.includes('1 move')) break;
      t.press('\x1b[C');
      await t.waitFor((s) => !s.includes('the top card of the hole'));
    }
    expect(t.screen()).toContain('1 move');
    expect(t.screen()).not.toContain('Holding');
    await quit(t);
  });

  it('the cursor on a column past the tenth marks its card, and draws no empty [] where no label is', async () => {
    const t = await open(['black-hole', '--seed', '3'], freshConfigDir(), 'Black Hole');
    for (let column = 1; column <= 10; column++) t.press('\x1b[C');
    // Column 11's card, the last of its three, is marked; the label row ends at the tenth's 0.
    const screen = await t.waitFor((s) => /^( {2}\S{2}|\s\S{3}){10}▸/m.test(s.split('\n')[8]!));
    const labels = screen.split('\n').find((line) => /^ +1 +2 +3 /.test(line))!;
    expect(labels).toMatch(/ 0$/);
    expect(screen).not.toContain('[]');
    await quit(t);
  });
});

describe('Canfield in a terminal', () => {
  it('the header at 80 columns says what its counts count: the stock is named, never a bare "34 cards"', async () => {
    const t = await open(['canfield', '--seed', '1'], freshConfigDir(), 'Canfield', { cols: 80, rows: 24 });
    const header = t.screen().split('\n')[0]!;
    expect(header).toMatch(/stock 34|34 cards in stock/);
    expect(header).toContain('reserve 13');
    expect(header).not.toMatch(/(^|· )\d+ cards?( ·|$)/);
    await quit(t);
  });

  it('the reserve, its count and its top card, reached from the columns by ↑ and →', async () => {
    const t = await open(['canfield', '--seed', '1'], freshConfigDir(), 'Canfield');
    expect(t.screen().split('\n')[2]).toContain('×13');
    t.press('\x1b[A');
    await t.waitFor((s) => s.split('\n')[2]!.includes('[×34]'));
    t.press('\x1b[C');
    await t.waitFor((s) => s.split('\n')[2]!.includes('[×0]'));
    t.press('\x1b[C');
    await t.waitFor((s) => s.split('\n')[2]!.includes('[×13]'));
    await quit(t);
  });
});
